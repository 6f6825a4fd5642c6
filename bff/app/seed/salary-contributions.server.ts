import type { Types } from 'mongoose';
import { SalaryContribution } from '../models/salary-contribution.server';
import { User } from '../models/user.server';
import { COMPANIES, type CityName, type Sector } from './catalog.server';
import { seedId, type SeedUser } from './generate.server';

/*
 * Demo contributed salaries (docs/product/community-and-reviews.md, "Contribute salary"): a few
 * per designation at companies of its industry, in lakhs per annum as Indian employers pay them
 * today — a band per designation from its junior to its senior end, a little more in the metros.
 * Designations are the catalog's job titles, so salary insights show each next to the posted
 * salaries of the same role. Derived from the seed's users alone with a fixed pseudo-random
 * sequence: the same data every run, no faker at run time.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

interface DesignationPay {
  designation: string;
  sector: Sector;
  /** Experience in years from the junior to the senior end of the band. */
  experience: [number, number];
  /** Annual salary in lakhs at each end of the band (in a tier-1 city). */
  lakhs: [number, number];
  employment: Array<'fullTime' | 'partTime' | 'contract' | 'internship'>;
}

const PAY: DesignationPay[] = [
  {
    designation: 'Frontend Developer (React)',
    sector: 'IT Services',
    experience: [1, 6],
    lakhs: [5, 18],
    employment: ['fullTime'],
  },
  {
    designation: 'Java Developer',
    sector: 'IT Services',
    experience: [2, 8],
    lakhs: [6, 20],
    employment: ['fullTime'],
  },
  {
    designation: 'DevOps Engineer',
    sector: 'IT Services',
    experience: [3, 9],
    lakhs: [9, 26],
    employment: ['fullTime', 'contract'],
  },
  {
    designation: 'QA Automation Engineer',
    sector: 'IT Services',
    experience: [2, 7],
    lakhs: [5, 14],
    employment: ['fullTime'],
  },
  {
    designation: 'Product Manager',
    sector: 'E-commerce',
    experience: [3, 10],
    lakhs: [18, 45],
    employment: ['fullTime'],
  },
  {
    designation: 'Supply Chain Analyst',
    sector: 'E-commerce',
    experience: [1, 5],
    lakhs: [4.5, 10],
    employment: ['fullTime'],
  },
  {
    designation: 'Customer Support Executive',
    sector: 'E-commerce',
    experience: [0, 3],
    lakhs: [2.4, 3.8],
    employment: ['fullTime', 'contract'],
  },
  {
    designation: 'Credit Analyst',
    sector: 'Finance',
    experience: [1, 5],
    lakhs: [5, 11],
    employment: ['fullTime'],
  },
  {
    designation: 'Chartered Accountant',
    sector: 'Finance',
    experience: [0, 6],
    lakhs: [8, 20],
    employment: ['fullTime'],
  },
  {
    designation: 'Relationship Manager - Wealth',
    sector: 'Finance',
    experience: [2, 8],
    lakhs: [6, 16],
    employment: ['fullTime'],
  },
  {
    designation: 'Staff Nurse',
    sector: 'Healthcare',
    experience: [0, 6],
    lakhs: [2.6, 5.5],
    employment: ['fullTime', 'contract'],
  },
  {
    designation: 'Production Engineer',
    sector: 'Manufacturing',
    experience: [1, 6],
    lakhs: [3.6, 8.5],
    employment: ['fullTime'],
  },
  {
    designation: 'Content Writer (Hindi & English)',
    sector: 'Media',
    experience: [0, 4],
    lakhs: [2.8, 6.5],
    employment: ['fullTime', 'partTime'],
  },
  {
    designation: 'Area Sales Manager',
    sector: 'FMCG',
    experience: [4, 10],
    lakhs: [8, 18],
    employment: ['fullTime'],
  },
];

/** Salaries in the metros run a little above, and in smaller cities a little below, the band. */
const CITY_FACTOR: Partial<Record<CityName, number>> = {
  Bengaluru: 1.05,
  Mumbai: 1.05,
  Gurugram: 1.04,
  Kolkata: 0.85,
  Ahmedabad: 0.87,
  Jaipur: 0.82,
  Kochi: 0.84,
  Chandigarh: 0.85,
  Indore: 0.8,
};

/** Contributions per designation. */
const PER_DESIGNATION = 4;

/** mulberry32: a small pseudo-random sequence, the same from the same seed. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface SeedSalaryContribution {
  _id: Types.ObjectId;
  company_id: Types.ObjectId;
  company: string;
  designation: string;
  annual_salary_lakhs: number;
  experience_years: number;
  city: string;
  employment_type: 'fullTime' | 'partTime' | 'contract' | 'internship';
  user_id: Types.ObjectId;
  created_at: Date;
}

/** The demo contributions, contributed by the seed's job seekers over the last four months. */
export function generateSalaryContributions(
  users: ReadonlyArray<Pick<SeedUser, '_id' | 'role'>>,
  referenceDate: Date,
): SeedSalaryContribution[] {
  const seekers = users.filter((user) => user.role === 'Job Seeker').slice(1); // not the demo seeker
  if (seekers.length === 0) return [];
  const random = sequence(20_261_124);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const rows: SeedSalaryContribution[] = [];
  for (const pay of PAY) {
    const companies = COMPANIES.filter((company) => company.sector === pay.sector);
    if (companies.length === 0) continue;
    for (let n = 0; n < PER_DESIGNATION; n++) {
      const company = pick(companies);
      const [fromYears, toYears] = pay.experience;
      const years = fromYears + Math.floor(random() * (toYears - fromYears + 1));
      const share = toYears === fromYears ? 0 : (years - fromYears) / (toYears - fromYears);
      const band = pay.lakhs[0] + share * (pay.lakhs[1] - pay.lakhs[0]);
      const spread = 0.9 + random() * 0.2; // ±10 % between people of the same experience
      const lakhs = band * (CITY_FACTOR[company.city] ?? 1) * spread;
      rows.push({
        _id: seedId('salary_contribution', `${pay.designation}:${n}`),
        company_id: seedId('company', company.name),
        company: company.name,
        designation: pay.designation,
        annual_salary_lakhs: Math.round(lakhs * 10) / 10,
        experience_years: years,
        city: company.city,
        employment_type: pick(pay.employment),
        user_id: pick(seekers)._id,
        created_at: new Date(referenceDate.getTime() - (1 + Math.floor(random() * 120)) * DAY_MS),
      });
    }
  }
  return rows;
}

/**
 * Inserts the contributions not stored yet whose contributor exists (a seeded address may belong
 * to a real sign-up); returns how many it inserted.
 */
export async function insertSalaryContributions(rows: SeedSalaryContribution[]): Promise<number> {
  if (rows.length === 0) return 0;
  const [users, existing] = await Promise.all([
    User.find(
      { _id: { $in: [...new Set(rows.map((row) => String(row.user_id)))] } },
      { _id: 1 },
    ).lean(),
    SalaryContribution.find({ _id: { $in: rows.map((row) => row._id) } }, { _id: 1 }).lean(),
  ]);
  const present = new Set(users.map((user) => String(user._id)));
  const stored = new Set(existing.map((row) => String(row._id)));
  const missing = rows.filter(
    (row) => present.has(String(row.user_id)) && !stored.has(String(row._id)),
  );
  if (missing.length > 0) await SalaryContribution.insertMany(missing, { ordered: false });
  return missing.length;
}
