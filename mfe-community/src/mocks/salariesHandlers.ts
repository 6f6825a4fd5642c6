import type { SavedSalary } from '@rozgar/contracts/payloads/salary';
import { http, HttpResponse } from 'msw';
import type { ContributeSalaryInput } from '../salaries/salariesApi';
import { notLoggedIn } from './reviewsHandlers';

// POST /api/salaries as the BFF answers it: 201 { salary } without its contributor, 401 for a
// visitor, or a refusal ({ error }).

const NEW_COMPANY_ID = '6650f1a2c3d4e5f6077a0001';

export const salariesHandlers = {
  /** POST /api/salaries stores the salary (401 when `loggedIn` is false). */
  salaryContributions: ({ loggedIn = true }: { loggedIn?: boolean } = {}) =>
    http.post('/api/salaries', async ({ request }) => {
      if (!loggedIn) return notLoggedIn();
      const body = (await request.json()) as ContributeSalaryInput;
      const answer: SavedSalary = {
        salary: {
          id: '6650f1a2c3d4e5f6077b0001',
          company_id: body.company_id ?? NEW_COMPANY_ID,
          company: body.company_name,
          designation: body.designation,
          annual_salary_lakhs: body.annual_salary_lakhs,
          experience_years: body.experience_years,
          city: body.city,
          employment_type: body.employment_type,
          created_at: new Date().toISOString(),
        },
      };
      return HttpResponse.json(answer, { status: 201 });
    }),
  /** POST /api/salaries refused: 400 with the first problem (or another status). */
  salaryContributionRefuses: (error: string, status = 400) =>
    http.post('/api/salaries', () => HttpResponse.json({ error }, { status })),
};
