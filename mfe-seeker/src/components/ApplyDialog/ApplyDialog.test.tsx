import { useSession } from '@rozgar/design-system';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSeekerJobsStore } from '../../jobs/seekerJobsStore';
import { handlers } from '../../mocks/handlers';
import { jobId, SEEKER } from '../../mocks/jobFixtures';
import { prescreeningQuestions } from '../../mocks/prescreeningFixtures';
import { JobActionButtons } from '../JobActionButtons/JobActionButtons';

const initialSession = useSession.getState();
const job = { id: jobId(1), is_active: true, job_title: 'Backend Engineer' };
const [joining, shift, sql, note] = prescreeningQuestions;

beforeEach(() => {
  useSession.setState(initialSession, true);
  useSeekerJobsStore.getState().clear();
});

/** A seeker applying to a job with the four questions; `first` answers before the defaults. */
async function openDialog(...first: HttpHandler[]) {
  mswServer.use(
    ...first,
    handlers.jobQuestions(job.id, prescreeningQuestions),
    handlers.me(SEEKER),
    ...handlers.seekerJobs(),
  );
  const api = recordRequests();
  const user = userEvent.setup();
  renderPage('/jobs', <JobActionButtons job={job} />);
  await waitFor(() => expect(useSeekerJobsStore.getState().status).toBe('ready'));
  await user.click(screen.getByRole('button', { name: 'Apply Now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Apply to Backend Engineer' });
  return { api, user, dialog };
}

describe('the apply dialog of a job with pre-screening questions', () => {
  it('asks each question by its text, required ones marked, with the right kind of answer', async () => {
    const { dialog } = await openDialog();
    const joiningGroup = within(dialog).getByRole('radiogroup', { name: joining!.text });
    expect(joiningGroup).toHaveAttribute('aria-required', 'true');
    expect(
      within(joiningGroup)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['yes', 'no']);
    const shiftGroup = within(dialog).getByRole('radiogroup', { name: shift!.text });
    expect(within(shiftGroup).getAllByRole('radio')).toHaveLength(3);
    expect(shiftGroup).not.toHaveAttribute('aria-required');
    const sqlGroup = within(dialog).getByRole('radiogroup', { name: sql!.text });
    expect(sqlGroup).toHaveAttribute('aria-required', 'true');
    expect(within(sqlGroup).getByText('*')).toBeVisible();
    expect(
      within(sqlGroup)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(within(dialog).getByRole('textbox', { name: note!.text })).not.toBeRequired();
  });

  it('names a required question left blank and sends nothing, then sends the answers', async () => {
    const { api, user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      `Please answer the required question "${joining!.text}"`,
    );
    expect(api.callsTo('POST', '/api/apply-job')).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await user.click(within(dialog).getByRole('radio', { name: '4' }));
    await user.type(within(dialog).getByRole('textbox', { name: note!.text }), ' Open to travel ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByText('Application submitted successfully!')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Applied' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(api.callsTo('POST', '/api/apply-job').map((call) => call.body)).toEqual([
      {
        job_id: job.id,
        answers: { [joining!.id]: 'yes', [sql!.id]: 4, [note!.id]: 'Open to travel' },
      },
    ]);
  });

  it("keeps the dialog open with the server's words when it refuses", async () => {
    const { user, dialog } = await openDialog(
      handlers.refuses(
        'post',
        '/api/apply-job',
        'Please answer the required question "Rate your SQL"',
        {
          status: 400,
        },
      ),
    );
    await user.click(within(dialog).getByRole('radio', { name: 'No' }));
    await user.click(within(dialog).getByRole('radio', { name: '2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Failed to apply for job')).toBeVisible();
    // in the toast, and inside the dialog as an alert next to the questions
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please answer the required question "Rate your SQL"',
    );
    expect(screen.getByRole('dialog', { name: 'Apply to Backend Engineer' })).toBeVisible();
  });

  it('closes with Cancel without applying', async () => {
    const { api, user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
    expect(api.callsTo('POST', '/api/apply-job')).toEqual([]);
  });
});
