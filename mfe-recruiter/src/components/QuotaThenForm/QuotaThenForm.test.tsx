import { useSession } from '@rozgar/design-system';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failure, handlers } from '../../mocks/handlers';
import { RECRUITER } from '../../mocks/fixtures';
import { PostJobPage } from '../../pages/PostJobPage/PostJobPage';

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
  mswServer.use(handlers.postingOptions(), handlers.myCompanies([]), handlers.recruiterJobs([]));
});

describe('PostJobPage posting quota', () => {
  it('says how many job postings are left before anything is typed', async () => {
    mswServer.use(handlers.jobQuota({ job_limit: 10, open_jobs: 7, left: 3 }));
    renderPage('/job-postings-section', <PostJobPage />);
    expect(await screen.findByText('3 of 10 job postings left')).toBeVisible();
    expect(await screen.findByLabelText(/^Job title/)).toHaveValue('');
  });

  it('with none left, explains why instead of the form and links to Quota usage', async () => {
    mswServer.use(handlers.jobQuota({ job_limit: 10, open_jobs: 10, left: 0 }));
    const api = recordRequests();
    renderPage('/job-postings-section', <PostJobPage />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No job postings left' }),
    ).toBeVisible();
    expect(screen.getByText(/All 10 job postings of your plan are in use/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Quota usage' })).toHaveAttribute(
      'href',
      '/quota-usage',
    );
    expect(screen.queryByLabelText(/^Job title/)).not.toBeInTheDocument();
    // My jobs stays, so a job can be closed to free a posting.
    expect(await screen.findByRole('region', { name: 'My jobs' })).toBeVisible();
    await waitFor(() => expect(api.callsTo('GET', '/api/jobs/posting-options')).toEqual([]));
  });

  it('still offers the form when the quota cannot be read', async () => {
    mswServer.use(failure('get', '/api/recruiter/job-quota', 503, { error: 'Down' }));
    renderPage('/job-postings-section', <PostJobPage />);
    expect(await screen.findByText('Quota unavailable')).toBeVisible();
    expect(await screen.findByLabelText(/^Job title/)).toBeVisible();
  });
});
