import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { openJob } from '../../mocks/fixtures';
import { failure } from '../../mocks/handlers';
import { trackedFixture, trackingHandlers } from '../../mocks/trackingHandlers';
import { recruiterStatusText } from '../../jobs/recruiterJobsApi';
import { ApplicationStatusSelect } from './ApplicationStatusSelect';

const application = trackedFixture('Anita Desai', { id: openJob.id, title: openJob.job_title });

type Status = typeof application.status;

/** The select as a page holds it: `answer` stands for the server's newest answer. */
function Harness({ onSaved, first }: { onSaved: (status: Status) => void; first: Status }) {
  const [answer, setAnswer] = useState<Status>(first);
  return (
    <>
      <ApplicationStatusSelect
        id="status"
        jobId={openJob.id}
        userId={application.user_id}
        name="Anita Desai"
        status={answer}
        onSaved={onSaved}
      />
      <button type="button" onClick={() => setAnswer('interview')}>
        Server answers Interview
      </button>
    </>
  );
}

function setup(status: Status) {
  mswServer.use(...trackingHandlers.trackedApplications([application]));
  const api = recordRequests();
  const user = userEvent.setup();
  const onSaved = vi.fn();
  renderPage('/', <Harness onSaved={onSaved} first={status} />);
  return { api, user, onSaved };
}

describe('ApplicationStatusSelect', () => {
  it('names statuses as recruiters read them', () => {
    expect(recruiterStatusText('under_review')).toBe('Reviewing');
    expect(recruiterStatusText('interview')).toBe('Interview');
  });

  it('saves the chosen status on Update, says so and tells the caller', async () => {
    const { api, user, onSaved } = setup('applied');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Status of Anita Desai' }),
      'Reviewing',
    );
    await user.click(screen.getByRole('button', { name: 'Update status of Anita Desai' }));
    expect(await screen.findByText('Status of Anita Desai set to Reviewing')).toBeVisible();
    expect(onSaved).toHaveBeenCalledWith('under_review');
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: `/api/job-applications/${openJob.id}/${application.user_id}`,
      body: { status: 'under_review' },
    });
  });

  it("says the server's reason when saving fails and tells the caller nothing", async () => {
    const { user, onSaved } = setup('applied');
    mswServer.use(
      failure('put', '/api/job-applications/:jobId/:userId', 403, {
        error: 'You can only manage applications to your own jobs',
      }),
    );
    await user.selectOptions(screen.getByRole('combobox'), 'Rejected');
    await user.click(screen.getByRole('button', { name: 'Update status of Anita Desai' }));
    expect(
      await screen.findByText('You can only manage applications to your own jobs'),
    ).toBeVisible();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('follows a new answer of the server (a bulk change, a refresh)', async () => {
    const { user } = setup('applied');
    await user.click(screen.getByRole('button', { name: 'Server answers Interview' }));
    expect(screen.getByRole('combobox', { name: 'Status of Anita Desai' })).toHaveValue(
      'interview',
    );
  });
});
