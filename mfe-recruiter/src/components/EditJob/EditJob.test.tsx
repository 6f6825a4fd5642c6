import { useSession } from '@rozgar/design-system';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { RECRUITER, recruiterJobFixture } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { PostJobPage } from '../../pages/PostJobPage/PostJobPage';

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
});

const JOB = recruiterJobFixture(1, {
  job_title: 'Node Developer',
  work_mode: 'On-site',
  industry: 'IT/ITES',
  qualification: 'B.Tech/B.E.',
  job_description: 'Build our APIs.',
  vacancies: 2,
});

function renderEdit(jobId: string, ...overrides: RequestHandler[]) {
  mswServer.use(handlers.postingOptions(), handlers.myCompanies([]), handlers.recruiterJob([JOB]));
  mswServer.use(...overrides);
  const api = recordRequests();
  renderPage(
    '/job-postings-section/:jobId/edit',
    <PostJobPage />,
    `/job-postings-section/${jobId}/edit`,
  );
  return api;
}

describe('PostJobPage editing a job', () => {
  it('fills the same form from the job and saves the edited posting with PATCH', async () => {
    const user = userEvent.setup();
    const api = renderEdit(JOB.id);
    mswServer.use(handlers.jobChanged(JOB));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit job' })).toBeVisible();
    const title = await screen.findByLabelText(/^Job title/);
    expect(title).toHaveValue('Node Developer');
    // The stored "On-site" is the form's "In office".
    expect(screen.getByLabelText(/^Work mode/)).toHaveValue('In office');
    expect(screen.getByLabelText(/^Industry/)).toHaveValue('IT/ITES');
    expect(screen.getByLabelText(/^Vacancies/)).toHaveValue('2');
    expect(screen.queryByRole('region', { name: 'My jobs' })).not.toBeInTheDocument();
    // The one job is read, not the recruiter's whole list.
    expect(api.callsTo('GET', `/api/recruiter/jobs/${JOB.id}`)).toHaveLength(1);
    expect(api.callsTo('GET', '/api/recruiter/jobs')).toEqual([]);

    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Job title is required')).toBeVisible();
    expect(api.callsTo('PATCH', `/api/jobs/${JOB.id}`)).toEqual([]);

    await user.type(title, 'Senior Node Developer');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved "Senior Node Developer"')).toBeVisible();
    const [body] = api.bodiesOf('PATCH', `/api/jobs/${JOB.id}`);
    expect(body).toMatchObject({
      job_title: 'Senior Node Developer',
      work_mode: 'In office',
      skills: 'Node.js, MongoDB',
      min_experience: 2,
      max_experience: 5,
      industry: 'IT/ITES',
      qualification: 'B.Tech/B.E.',
      company: 'Acme Labs',
      vacancies: 2,
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/job-postings-section$/),
    );
  });

  it("shows the server's reason and keeps the edits when saving fails", async () => {
    const user = userEvent.setup();
    renderEdit(JOB.id);
    mswServer.use(handlers.jobChangeRefused(403, 'You can only change your own jobs'));
    await screen.findByLabelText(/^Job title/);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('You can only change your own jobs')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByLabelText(/^Job title/)).toHaveValue('Node Developer');
  });

  it('says Job not found for an unknown job, with the way back to My jobs', async () => {
    renderEdit('6650f1a2c3d4e5f6012345ff');
    expect(await screen.findByText('Job not found')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'Back to My jobs' })).toHaveAttribute(
      'href',
      '/job-postings-section',
    );
    expect(screen.queryByLabelText(/^Job title/)).not.toBeInTheDocument();
  });

  it("gives the server's reason for another recruiter's job", async () => {
    renderEdit(JOB.id, handlers.recruiterJobRefused(403, 'You can only view your own jobs'));
    expect(await screen.findByText('You can only view your own jobs')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByRole('link', { name: 'Back to My jobs' })).toBeVisible();
    expect(screen.queryByLabelText(/^Job title/)).not.toBeInTheDocument();
  });

  it("shows 'Error: …' when the job cannot be loaded", async () => {
    renderEdit(JOB.id, handlers.recruiterJobRefused(503, 'Service unavailable'));
    expect(await screen.findByText('Error: Service unavailable')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('link', { name: 'Back to My jobs' })).not.toBeInTheDocument();
  });
});
