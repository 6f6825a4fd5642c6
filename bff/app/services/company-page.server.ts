import {
  COMPANIES_DIRECTORY_LIMITS,
  type CompanyPage,
  type CompanyProfile,
  type NatureOfBusiness,
} from '@rozgar/contracts';
import type { QueryFilter, Types } from 'mongoose';
import { jsonError } from '../lib/http.server';
import type { SessionUser } from '../lib/load-context.server';
import { objectIdSchema } from '../lib/validation.server';
import { Company } from '../models/company.server';
import { Job, type JobFields } from '../models/job.server';
import { COMPANY_NOT_FOUND, toCompany } from './companies.server';
import { isAccountMember } from './recruiter-account.server';
import { ratingSummary } from './companies-directory.server';
import { COMPANY_CATEGORIES } from './company-highlights.server';
import { companyRatingsById, withCompanyRatings } from './company-ratings.server';
import { containsText, openJobsFilter } from './job-search.server';
import { skillMatch } from './jobs.server';

/*
 * A company's public page (`GET /api/companies/{id}`, `GET /api/companies/{id}/jobs`,
 * docs/product/companies.md#companies-directory, ADR 020): its profile without what only its
 * recruiter sees (ADR 013), its rating (ADR 018) and its open jobs.
 */

const orNull = <Value>(value: Value | null | undefined) =>
  value === undefined || value === null || value === '' ? null : value;

async function findCompany(companyId: string) {
  if (!objectIdSchema.safeParse(companyId).success) throw jsonError(404, COMPANY_NOT_FOUND);
  const company = await Company.findById(companyId);
  if (!company) throw jsonError(404, COMPANY_NOT_FOUND);
  return company;
}

/**
 * The company's public profile for everyone; its own recruiter also gets ADR 013's `company`
 * (the edit form's fields). Unknown or malformed id → 404 Company not found.
 */
export async function companyPage(
  companyId: string,
  viewer: SessionUser | null,
  now = new Date(),
): Promise<CompanyPage> {
  const company = await findCompany(companyId);
  // read for this company now, not from the directory's index, which may lag a write (ADR 020)
  const [ratings, openJobs, types] = await Promise.all([
    companyRatingsById([company._id]),
    Job.countDocuments(companyJobsFilter(company, now)),
    Promise.all(
      COMPANY_CATEGORIES.map(async (category) =>
        (await Company.exists({ ...category.filter(now), _id: company._id })) ? [category.key] : [],
      ),
    ).then((keys) => keys.flat()),
  ]);
  const profile: CompanyProfile = {
    id: String(company._id),
    name: company.company_name,
    logo: orNull(company.pfp),
    industry: orNull(company.industry),
    city: orNull(company.city),
    state: orNull(company.state),
    size: orNull(company.size),
    founded: orNull(company.founded),
    description: orNull(company.description),
    website: orNull(company.website),
    linkedin: orNull(company.linkedin),
    twitter: orNull(company.twitter),
    facebook: orNull(company.facebook),
    types,
    nature_of_business: (company.nature_of_business ?? []) as NatureOfBusiness[],
    tags: company.tags ?? [],
    rating: ratingSummary(ratings.get(String(company._id))),
    open_jobs: openJobs,
    claimed: company.recruiter_id != null,
  };
  // any member of the account that registered the company manages it (ADR 026)
  const owner =
    viewer?.role === 'Recruiter' &&
    company.recruiter_id != null &&
    (await isAccountMember(viewer, company.recruiter_id));
  return owner ? { profile, company: toCompany(company) as CompanyPage['company'] } : { profile };
}

/** The company's open jobs: by its id, or by its name for a job stored without one. */
function companyJobsFilter(
  company: { _id: Types.ObjectId; company_name: string },
  now: Date,
): QueryFilter<JobFields> {
  const exactName = new RegExp(`^${containsText(company.company_name).source}$`, 'i');
  return {
    ...openJobsFilter(now),
    $and: [
      {
        $or: [{ company_id: company._id }, { company_id: null, company: exactName }],
      },
    ],
  };
}

/**
 * `GET /api/companies/{id}/jobs?page=`: one page of the company's open jobs, newest first, as
 * `/api/jobs` sends them (a seeker with skills gets `skill_match`).
 */
export async function companyJobs(
  companyId: string,
  page: number,
  seekerSkills: Set<string> | null,
  now = new Date(),
) {
  const company = await findCompany(companyId);
  const pageSize = COMPANIES_DIRECTORY_LIMITS.pageSize;
  const filter = companyJobsFilter(company, now);
  const [jobs, total] = await Promise.all([
    Job.find(filter)
      .sort({ created_at: -1, _id: -1 })
      .skip((page - 1) * pageSize)
      .limit(pageSize),
    Job.countDocuments(filter),
  ]);
  const rows = jobs.map((job) => {
    const json = job.toJSON() as Record<string, unknown> & { skills?: string[] };
    return seekerSkills
      ? { ...json, skill_match: skillMatch(json.skills ?? [], seekerSkills) }
      : json;
  });
  return { jobs: await withCompanyRatings(rows), total, page, pageSize };
}
