import { useSession } from '@rozgar/design-system';
import { mswServer, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { postedJobFixture, RECRUITER, recruiterJobFixture } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { PostJobPage } from '../../pages/PostJobPage/PostJobPage';
import {
  fillJob,
  postThroughPreview,
  signedInRecruiterWithCompanies,
} from '../../pages/PostJobPage/postJobTestKit';

// Post a Job's ways to a job's pre-screening questions (docs/product/recruiter-tools-and-workspace.md#pre-screening).
describe("Post a Job's links to pre-screening", () => {
  it('offers to add pre-screening questions to the job just posted', async () => {
    signedInRecruiterWithCompanies();
    const user = userEvent.setup();
    renderPage('/job-postings-section', <PostJobPage />);
    await screen.findByLabelText(/^Job title/);
    expect(screen.queryByRole('link', { name: /pre-screening/i })).toBeNull();
    await fillJob(user);
    await postThroughPreview(user);

    expect(await screen.findByText('Job posted successfully!')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Add pre-screening questions to QA Lead' }),
    ).toHaveAttribute('href', `/prescreening?job=${postedJobFixture('j1', 'QA Lead').id}`);
  });

  it('links an edited job to its questions', async () => {
    useSession.setState({ status: 'authenticated', user: RECRUITER });
    const job = recruiterJobFixture(1, { job_title: 'Node Developer', job_description: 'Build.' });
    mswServer.use(
      handlers.postingOptions(),
      handlers.myCompanies([]),
      handlers.recruiterJob([job]),
    );
    renderPage(
      '/job-postings-section/:jobId/edit',
      <PostJobPage />,
      `/job-postings-section/${job.id}/edit`,
    );
    expect(await screen.findByRole('link', { name: 'Pre-screening questions' })).toHaveAttribute(
      'href',
      `/prescreening?job=${job.id}`,
    );
  });
});
