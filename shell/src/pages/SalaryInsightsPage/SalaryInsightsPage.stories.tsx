import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { delay, http, HttpResponse } from 'msw';
import type { SalaryInsights } from './salaryInsights';
import { SalaryInsightsPage } from './SalaryInsightsPage';
import { byCompany, byRole, noSalaries } from './salaryStoryData';

/** GET /api/salary-insights as the BFF answers it. */
const salaryHandlers = {
  answer: (insights: SalaryInsights) =>
    http.get('/api/salary-insights', () => HttpResponse.json(insights)),
  pending: () =>
    http.get('/api/salary-insights', async () => {
      await delay('infinite');
      return HttpResponse.json(byRole);
    }),
  down: () =>
    http.get('/api/salary-insights', () =>
      HttpResponse.json(
        { error: 'Database unavailable, please try again shortly' },
        { status: 503 },
      ),
    ),
};

/**
 * `/salary-insights`: the lowest, median and highest salary of live postings by role or company,
 * as a chart and a table; the search lives in the URL (`?q=&by=`).
 */
const meta = {
  title: 'Pages/SalaryInsightsPage',
  component: SalaryInsightsPage,
  parameters: { layout: 'fullscreen', route: '/salary-insights' },
  beforeEach({ msw }) {
    msw.use(salaryHandlers.answer(byRole));
  },
} satisfies Meta<typeof SalaryInsightsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByRole: Story = {};
export const CompaniesHiringEngineers: Story = {
  parameters: { route: '/salary-insights?q=Engineer&by=company' },
  beforeEach({ msw }) {
    msw.use(salaryHandlers.answer(byCompany));
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(salaryHandlers.pending());
  },
};
/** No live job matching the search lists a salary. */
export const Empty: Story = {
  parameters: { route: '/salary-insights?q=Astronaut' },
  beforeEach({ msw }) {
    msw.use(salaryHandlers.answer(noSalaries));
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(salaryHandlers.down());
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
