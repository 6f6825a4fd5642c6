import type { ContributeSalaryBody } from '@rozgar/contracts';
import type { SavedSalary } from '@rozgar/contracts/payloads/salary';
import { Types } from 'mongoose';
import { refuseProfanity } from '../lib/profanity.server';
import { SalaryContribution } from '../models/salary-contribution.server';
import { reviewedCompany } from './review-writing.server';

/*
 * Contributed salaries (docs/product/community-and-reviews.md, "Contribute salary"): stored
 * anonymously — the contributor's id is kept, never sent — and counted by salary insights next to
 * the salaries of open jobs.
 */

/** POST /api/salaries: stores the caller's salary at the company (found or created by name). */
export async function contributeSalary(
  userId: string,
  body: ContributeSalaryBody,
): Promise<SavedSalary> {
  refuseProfanity([
    ['Company name', body.company_name],
    ['Designation', body.designation],
    ['City', body.city],
  ]);
  const { company_id, company_name, ...fields } = body;
  const company = await reviewedCompany(company_id, company_name);
  const created = await SalaryContribution.create({
    ...fields,
    company_id: company._id,
    company: company.company_name,
    user_id: new Types.ObjectId(userId),
  });
  // Field by field: the contributor (user_id) never leaves.
  return {
    salary: {
      id: String(created._id),
      company_id: String(created.company_id),
      company: created.company,
      designation: created.designation,
      annual_salary_lakhs: created.annual_salary_lakhs,
      experience_years: created.experience_years,
      city: created.city,
      employment_type: created.employment_type,
      created_at: created.created_at.toISOString(),
    },
  };
}
