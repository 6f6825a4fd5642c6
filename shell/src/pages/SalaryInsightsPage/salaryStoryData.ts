import type { SalaryInsights } from './salaryInsights';

// What GET /api/salary-insights answers in the page's and the chart's stories: salaries of live
// postings on an Indian portal and salaries employees contributed, in lakhs per annum.

export const byRole: SalaryInsights = {
  query: '',
  by: 'role',
  overall: { jobCount: 48, contributedCount: 4, minLakhs: 3.5, medianLakhs: 12, maxLakhs: 45 },
  groups: [
    {
      name: 'Software Engineer',
      source: 'posted',
      jobCount: 14,
      contributedCount: 0,
      minLakhs: 6,
      medianLakhs: 12,
      maxLakhs: 30,
    },
    {
      name: 'Senior Frontend Developer (React)',
      source: 'posted',
      jobCount: 6,
      contributedCount: 0,
      minLakhs: 15,
      medianLakhs: 22,
      maxLakhs: 38,
    },
    {
      name: 'Data Analyst',
      source: 'posted',
      jobCount: 9,
      contributedCount: 0,
      minLakhs: 4.5,
      medianLakhs: 8,
      maxLakhs: 14,
    },
    {
      name: 'Data Analyst',
      source: 'contributed',
      jobCount: 0,
      contributedCount: 4,
      minLakhs: 5,
      medianLakhs: 9.5,
      maxLakhs: 16,
    },
    {
      name: 'Product Manager',
      source: 'posted',
      jobCount: 5,
      contributedCount: 0,
      minLakhs: 18,
      medianLakhs: 28,
      maxLakhs: 45,
    },
    {
      name: 'Customer Support Executive',
      source: 'posted',
      jobCount: 14,
      contributedCount: 0,
      minLakhs: 3.5,
      medianLakhs: 4.2,
      maxLakhs: 6,
    },
  ],
};

export const byCompany: SalaryInsights = {
  query: 'Engineer',
  by: 'company',
  overall: { jobCount: 11, contributedCount: 0, minLakhs: 5, medianLakhs: 14, maxLakhs: 36 },
  groups: [
    {
      name: 'Freshworks',
      source: 'posted',
      jobCount: 4,
      contributedCount: 0,
      minLakhs: 10,
      medianLakhs: 18,
      maxLakhs: 36,
    },
    {
      name: 'Infosys',
      source: 'posted',
      jobCount: 5,
      contributedCount: 0,
      minLakhs: 5,
      medianLakhs: 7.5,
      maxLakhs: 14,
    },
    {
      name: 'Persistent Systems',
      source: 'posted',
      jobCount: 2,
      contributedCount: 0,
      minLakhs: 8,
      medianLakhs: 12.5,
      maxLakhs: 20,
    },
  ],
};

export const noSalaries: SalaryInsights = {
  query: 'Astronaut',
  by: 'role',
  overall: null,
  groups: [],
};
