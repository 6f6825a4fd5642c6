import {
  industryGroupOf,
  type CompanyHighlights,
  type CompanySize,
  type CompanyType,
  type Industry,
} from '@rozgar/contracts';
import type { QueryFilter } from 'mongoose';
import { Company, type CompanyFields } from '../models/company.server';
import { Job } from '../models/job.server';
import { openJobsFilter } from './jobs.server';

export interface CompanyCategory {
  /** One of the contracts' COMPANY_TYPES: the directory's `type` filter takes these keys. */
  key: CompanyType;
  name: string;
  description: string;
  filter: (now: Date) => QueryFilter<CompanyFields>;
}

const LARGE_COMPANY_SIZES: CompanySize[] = ['501+'];

/** A company's industry is free text: one of the contracts' industries, or its seeker-facing group. */
const spellingsOf = (industry: Industry) => [industry, industryGroupOf(industry)];
const STARTUP_MAX_AGE_YEARS = 10;

/**
 * The landing page's and the directory's "top companies by category"
 * (docs/product/companies.md#company-categories), each a rule over the `companies` collection.
 */
export const COMPANY_CATEGORIES: ReadonlyArray<CompanyCategory> = [
  {
    key: 'mncs',
    name: 'MNCs',
    description: 'Large employers with more than 500 people',
    filter: () => ({ size: { $in: LARGE_COMPANY_SIZES } }),
  },
  {
    key: 'fintech',
    name: 'Fintech',
    description: 'Banking, lending, insurance and investing',
    filter: () => ({ industry: { $in: spellingsOf('Banking/Financial Services') } }),
  },
  {
    key: 'fmcg-retail',
    name: 'FMCG & Retail',
    description: 'Consumer goods, e-commerce and retail',
    filter: () => ({ industry: { $in: spellingsOf('Retail/FMCG') } }),
  },
  {
    key: 'startups',
    name: 'Startups',
    description: `Founded in the last ${STARTUP_MAX_AGE_YEARS} years`,
    filter: (now) => ({ founded: { $gte: now.getUTCFullYear() - STARTUP_MAX_AGE_YEARS } }),
  },
  {
    key: 'edtech',
    name: 'Edtech',
    description: 'Online learning, coaching and training',
    filter: () => ({ industry: { $in: spellingsOf('Education/Training') } }),
  },
];

export const FEATURED_COMPANY_COUNT = 8;

/**
 * Company counts per category, and the companies with the most open jobs (active, not expired)
 * with their open-job counts: `GET /api/companies/highlights`.
 */
export async function companyHighlights(now = new Date()): Promise<CompanyHighlights> {
  const [categoryCounts, openJobsByCompany] = await Promise.all([
    Promise.all(COMPANY_CATEGORIES.map((category) => Company.countDocuments(category.filter(now)))),
    Job.aggregate<{ _id: unknown; openJobs: number }>([
      { $match: { ...openJobsFilter(now), company_id: { $ne: null } } },
      { $group: { _id: '$company_id', openJobs: { $sum: 1 } } },
    ]),
  ]);
  const ranked = openJobsByCompany
    .filter((entry) => entry._id != null)
    .map((entry) => ({ companyId: String(entry._id), openJobs: entry.openJobs }));
  const companies = await Company.find(
    { _id: { $in: ranked.map((entry) => entry.companyId) } },
    { company_name: 1, industry: 1, city: 1, size: 1, pfp: 1 },
  );
  const byId = new Map(companies.map((company) => [String(company._id), company]));
  const featured = ranked
    .flatMap(({ companyId, openJobs }) => {
      const company = byId.get(companyId);
      return company
        ? [
            {
              id: companyId,
              name: company.company_name,
              industry: company.industry ?? null,
              city: company.city ?? null,
              size: company.size ?? null,
              logo: company.pfp ?? null,
              openJobs,
            },
          ]
        : [];
    })
    .sort((a, b) => b.openJobs - a.openJobs || a.name.localeCompare(b.name))
    .slice(0, FEATURED_COMPANY_COUNT);

  return {
    categories: COMPANY_CATEGORIES.map((category, index) => ({
      key: category.key,
      name: category.name,
      description: category.description,
      companyCount: categoryCounts[index] ?? 0,
    })),
    featured,
  };
}
