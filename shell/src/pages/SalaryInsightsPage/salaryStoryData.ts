import type { SalaryInsights } from './salaryInsights';

// What GET /api/salary-insights answers in the page's and the chart's stories: salaries of live
// postings on an Indian portal, in lakhs per annum.

export const byRole: SalaryInsights = {
  query: '',
  by: 'role',
  overall: { jobCount: 48, minLakhs: 3.5, medianLakhs: 12, maxLakhs: 45 },
  groups: [
    { name: 'Software Engineer', jobCount: 14, minLakhs: 6, medianLakhs: 12, maxLakhs: 30 },
    {
      name: 'Senior Frontend Developer (React)',
      jobCount: 6,
      minLakhs: 15,
      medianLakhs: 22,
      maxLakhs: 38,
    },
    { name: 'Data Analyst', jobCount: 9, minLakhs: 4.5, medianLakhs: 8, maxLakhs: 14 },
    { name: 'Product Manager', jobCount: 5, minLakhs: 18, medianLakhs: 28, maxLakhs: 45 },
    {
      name: 'Customer Support Executive',
      jobCount: 14,
      minLakhs: 3.5,
      medianLakhs: 4.2,
      maxLakhs: 6,
    },
  ],
};

export const byCompany: SalaryInsights = {
  query: 'Engineer',
  by: 'company',
  overall: { jobCount: 11, minLakhs: 5, medianLakhs: 14, maxLakhs: 36 },
  groups: [
    { name: 'Freshworks', jobCount: 4, minLakhs: 10, medianLakhs: 18, maxLakhs: 36 },
    { name: 'Infosys', jobCount: 5, minLakhs: 5, medianLakhs: 7.5, maxLakhs: 14 },
    { name: 'Persistent Systems', jobCount: 2, minLakhs: 8, medianLakhs: 12.5, maxLakhs: 20 },
  ],
};

export const noSalaries: SalaryInsights = {
  query: 'Astronaut',
  by: 'role',
  overall: null,
  groups: [],
};
