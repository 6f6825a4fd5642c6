import { useSession } from '@rozgar/design-system';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { company, postedJobFixture, RECRUITER, sparseCompany } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { PostJobPage } from './PostJobPage';

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
  mswServer.use(
    handlers.postingOptions(),
    handlers.recruiterJobs([]),
    handlers.jobQuota(),
    handlers.myCompanies([company, sparseCompany]),
    handlers.jobPosted(postedJobFixture('j1', 'QA Lead')),
  );
});

type User = ReturnType<typeof userEvent.setup>;

/** Every required field but the company. */
async function fillJob(user: User) {
  await user.type(screen.getByLabelText(/^Job title/), 'QA Lead');
  await user.click(screen.getByLabelText(/^Job description/));
  await user.paste('Own our test strategy.');
  await user.type(screen.getByLabelText(/^Key skills/), 'Playwright');
  await user.selectOptions(screen.getByLabelText(/^Minimum experience/), '3');
  await user.selectOptions(screen.getByLabelText(/^Maximum experience/), '7');
  await user.selectOptions(screen.getByLabelText(/^Minimum salary/), '10');
  await user.selectOptions(screen.getByLabelText(/^Maximum salary/), '20');
  await user.type(screen.getByLabelText(/^Location/), 'Chennai');
  await user.selectOptions(screen.getByLabelText(/^Industry/), 'IT/ITES');
  await user.selectOptions(screen.getByLabelText(/^Qualification/), 'B.Tech/B.E.');
}

describe('PostJobPage company', () => {
  it("picks the recruiter's first company and posts the job with its id", async () => {
    const user = userEvent.setup();
    const api = recordRequests();
    renderPage('/job-postings-section', <PostJobPage />);
    const choice = await screen.findByLabelText(/^Company/);
    expect([...(choice as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      company.company_name,
      sparseCompany.company_name,
      'Another company (type its name)',
    ]);
    expect(choice).toHaveValue(company.id);
    expect(screen.queryByLabelText(/^Company name/)).not.toBeInTheDocument();

    await fillJob(user);
    await user.selectOptions(choice, sparseCompany.id);
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('Job posted successfully!')).toBeVisible();
    const [body] = api.bodiesOf('POST', '/api/jobs') as Record<string, unknown>[];
    expect(body).toMatchObject({ job_title: 'QA Lead', company_id: sparseCompany.id });
    expect(body).not.toHaveProperty('company');
  });

  it('types the name of another company, required when chosen', async () => {
    const user = userEvent.setup();
    const api = recordRequests();
    renderPage('/job-postings-section', <PostJobPage />);
    await screen.findByLabelText(/^Job title/);
    await fillJob(user);
    await user.selectOptions(screen.getByLabelText(/^Company/), 'other');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('Company name is required')).toBeVisible();
    expect(api.callsTo('POST', '/api/jobs')).toEqual([]);

    await user.type(screen.getByLabelText(/^Company name/), 'Acme Labs');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('Job posted successfully!')).toBeVisible();
    const [body] = api.bodiesOf('POST', '/api/jobs') as Record<string, unknown>[];
    expect(body).toMatchObject({ company: 'Acme Labs' });
    expect(body).not.toHaveProperty('company_id');
  });
});
