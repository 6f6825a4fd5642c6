import { CANDIDATE_INVITE_TEXTS, QUOTA_TEXTS } from '@rozgar/contracts/vocabularies';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { recruiterJobFixture } from '../../mocks/fixtures';
import { inviteHandlers } from './inviteHandlers';
import { InviteToApply } from './InviteToApply';

const JAVA = recruiterJobFixture('java', { job_title: 'Java developer', location: 'Pune' });
const DESIGN = recruiterJobFixture('design', { job_title: 'Product designer', location: 'Remote' });
const MEERA = '6650f1a2c3d4e5f60cccc001';

function setup(...answers: RequestHandler[]) {
  mswServer.use(...answers);
  const api = recordRequests();
  const user = userEvent.setup();
  renderPage('/', <InviteToApply candidateId={MEERA} candidateName="Meera Iyer" />);
  return { api, user };
}

describe('InviteToApply', () => {
  it('invites the candidate to the chosen open job with a message, then says so', async () => {
    const { user, api } = setup(inviteHandlers.openJobs([JAVA, DESIGN]), inviteHandlers.sent());
    await user.click(screen.getByRole('button', { name: 'Invite to apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Meera Iyer to apply' });
    const job = await within(dialog).findByRole('combobox', { name: /Job/ });
    expect(
      within(job)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Java developer · Pune', 'Product designer · Remote']);
    await user.selectOptions(job, DESIGN.id);
    await user.type(within(dialog).getByLabelText(/Message/), '  Loved your portfolio ');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('Invited Meera Iyer to apply for Product designer'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.bodiesOf('POST', '/api/candidate-invites')).toEqual([
      { job_id: DESIGN.id, user_id: MEERA, message: 'Loved your portfolio' },
    ]);
  });

  it('sends no message when none is typed', async () => {
    const { user, api } = setup(inviteHandlers.openJobs([JAVA]), inviteHandlers.sent());
    await user.click(screen.getByRole('button', { name: 'Invite to apply' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('combobox', { name: /Job/ });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invited Meera Iyer to apply for Java developer')).toBeVisible();
    expect(api.bodiesOf('POST', '/api/candidate-invites')).toEqual([
      { job_id: JAVA.id, user_id: MEERA },
    ]);
  });

  it.each([
    [409, CANDIDATE_INVITE_TEXTS.alreadyInvited],
    [403, QUOTA_TEXTS.candidateInvitesUsedUp],
  ])('shows the server’s refusal (%i) in the dialog', async (status, text) => {
    const { user } = setup(inviteHandlers.openJobs([JAVA]), inviteHandlers.refused(status, text));
    await user.click(screen.getByRole('button', { name: 'Invite to apply' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('combobox', { name: /Job/ });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('points to posting a job when the account has no open job', async () => {
    const { user } = setup(inviteHandlers.openJobs([]));
    await user.click(screen.getByRole('button', { name: 'Invite to apply' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('link', { name: 'Post a job' })).toHaveAttribute(
      'href',
      '/job-postings-section',
    );
    expect(within(dialog).queryByRole('button', { name: 'Send invitation' })).toBeNull();
  });
});
