import {
  DEFAULT_EMAIL_PREFERENCES,
  EMAIL_PREFERENCE_LABELS,
  NOTIFICATION_TEXTS,
} from '@rozgar/contracts/vocabularies';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emailPreferenceHandlers } from '../../mocks/emailPreferenceHandlers';
import { EmailPreferences } from './EmailPreferences';

const statusSwitch = () =>
  screen.findByRole('switch', { name: EMAIL_PREFERENCE_LABELS.application_status });

describe('EmailPreferences', () => {
  it('shows one switch per kind of e-mail, as saved', async () => {
    mswServer.use(...emailPreferenceHandlers.stored());
    renderPage('/', <EmailPreferences id="email-notifications" />);
    expect(
      screen.getByRole('region', { name: NOTIFICATION_TEXTS.preferencesTitle }),
    ).toBeInTheDocument();
    expect(await statusSwitch()).toBeChecked();
    expect(
      screen.getByRole('switch', { name: EMAIL_PREFERENCE_LABELS.community_reply }),
    ).toBeChecked();
    expect(
      screen.getByRole('switch', { name: EMAIL_PREFERENCE_LABELS.community_like }),
    ).not.toBeChecked();
  });

  it('saves every switch when one flips, with a toast', async () => {
    const user = userEvent.setup();
    mswServer.use(...emailPreferenceHandlers.stored());
    const sent = recordRequests();
    renderPage('/', <EmailPreferences id="email-notifications" />);
    const status = await statusSwitch();
    await user.click(status);
    expect(await screen.findByText(NOTIFICATION_TEXTS.preferencesSaved)).toBeInTheDocument();
    await waitFor(() => expect(status).toBeEnabled());
    expect(status).not.toBeChecked();
    const like = screen.getByRole('switch', { name: EMAIL_PREFERENCE_LABELS.community_like });
    like.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(like).toBeChecked());
    expect(sent.bodiesOf('PUT', '/api/notification-preferences')).toEqual([
      { ...DEFAULT_EMAIL_PREFERENCES, application_status: false },
      { ...DEFAULT_EMAIL_PREFERENCES, application_status: false, community_like: true },
    ]);
  });

  it('keeps the switch as it was and says so when saving fails', async () => {
    const user = userEvent.setup();
    mswServer.use(emailPreferenceHandlers.saveFails(), ...emailPreferenceHandlers.stored());
    renderPage('/', <EmailPreferences id="email-notifications" />);
    const status = await statusSwitch();
    await user.click(status);
    expect(await screen.findByText('Failed to save data')).toBeInTheDocument();
    await waitFor(() => expect(status).toBeEnabled());
    expect(status).toBeChecked();
  });

  it('offers Retry when the switches cannot be read', async () => {
    mswServer.use(emailPreferenceHandlers.down());
    renderPage('/', <EmailPreferences id="email-notifications" />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
