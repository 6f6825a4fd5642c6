import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { handlers } from '../../mocks/handlers';
import { profileFixture } from '../../mocks/profileFixtures';
import { RecruiterVisibility } from './RecruiterVisibility';

function Harness({ initial }: { initial: boolean | undefined }) {
  const [visible, setVisible] = useState(initial);
  return (
    <RecruiterVisibility
      id="recruiter-visibility"
      visible={visible}
      onSaved={(answer) => setVisible(answer.profile.visible_to_recruiters)}
    />
  );
}

describe('RecruiterVisibility', () => {
  it('is ticked by default, also for a profile that never set it', () => {
    renderPage('/', <Harness initial={undefined} />);
    expect(screen.getByRole('checkbox', { name: 'Visible to recruiters' })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Visibility' })).toHaveTextContent(
      'recruiters cannot find you in resume search',
    );
  });

  it('hides the profile with PATCH /api/profile and says so, then shows it again', async () => {
    const user = userEvent.setup();
    mswServer.use(...handlers.profileSaves(profileFixture()));
    const sent = recordRequests();
    renderPage('/', <Harness initial={true} />);
    const box = screen.getByRole('checkbox', { name: 'Visible to recruiters' });

    await user.click(box);
    expect(await screen.findByText('Your profile is now hidden from recruiters')).toBeVisible();
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
    expect(sent.calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'PATCH /api/profile',
    ]);
    expect(sent.bodiesOf('PATCH', '/api/profile')).toEqual([{ visible_to_recruiters: false }]);

    box.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Recruiters can now find your profile')).toBeVisible();
    await waitFor(() => expect(box).toBeChecked());
    expect(sent.bodiesOf('PATCH', '/api/profile')).toEqual([
      { visible_to_recruiters: false },
      { visible_to_recruiters: true },
    ]);
  });

  it('keeps the setting and shows an error toast when the save fails', async () => {
    const user = userEvent.setup();
    mswServer.use(
      http.patch('/api/profile', () =>
        HttpResponse.json({ error: 'Something went wrong. Please try again.' }, { status: 500 }),
      ),
    );
    renderPage('/', <Harness initial={true} />);
    const box = screen.getByRole('checkbox', { name: 'Visible to recruiters' });
    await user.click(box);
    expect(await screen.findByText('Failed to save data')).toBeVisible();
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
  });
});
