import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openJob } from '../../mocks/fixtures';
import { failure } from '../../mocks/handlers';
import { trackedFixture, trackingHandlers } from '../../mocks/trackingHandlers';
import { TrackedApplicationRow } from './TrackedApplicationRow';

const REACT = { id: openJob.id, title: openJob.job_title };

function setup(application = trackedFixture('Anita Desai', REACT)) {
  mswServer.use(...trackingHandlers.trackedApplications([application]));
  const api = recordRequests();
  const user = userEvent.setup();
  renderPage('/', <TrackedApplicationRow application={application} />);
  return { api, user, application };
}

describe('TrackedApplicationRow', () => {
  it('names an applicant without a profile "Unknown Candidate", with "Not provided" facts', () => {
    setup(
      trackedFixture(null, REACT, {
        applicant: { full_name: null, experience: null, location: null },
      }),
    );
    const row = screen.getByRole('article', { name: 'Unknown Candidate' });
    expect(row).toHaveTextContent('ExperienceNot provided');
    expect(row).toHaveTextContent('LocationNot provided');
  });

  it('saves only on Update, by keyboard too, and says so', async () => {
    const { api, user, application } = setup();
    const select = screen.getByRole('combobox', { name: 'Status of Anita Desai' });
    await user.selectOptions(select, 'Accepted');
    expect(screen.getByText('Not saved yet: press Update to save it.')).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Status of Anita Desai set to Accepted')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: `/api/job-applications/${REACT.id}/${application.user_id}`,
      body: { status: 'accepted' },
    });
  });

  it('tells a logged-out recruiter to log in', async () => {
    const { user } = setup();
    mswServer.use(
      failure('put', '/api/job-applications/:jobId/:userId', 401, { error: 'Not logged in' }),
    );
    const row = screen.getByRole('article', { name: 'Anita Desai' });
    await user.selectOptions(within(row).getByRole('combobox'), 'Rejected');
    await user.click(within(row).getByRole('button', { name: 'Update status of Anita Desai' }));
    expect(await screen.findByText('Please log in to update status.')).toBeVisible();
  });
});
