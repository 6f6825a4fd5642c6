import type { Notification } from '@rozgar/contracts/payloads/notifications';
import { NOTIFICATION_TEXTS } from '@rozgar/contracts/vocabularies';
import { useSession } from '@rozgar/design-system';
import {
  FakeEventSource,
  mswServer,
  recordRequests,
} from '@rozgar/design-system/remote-kit/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationHandlers, notificationInbox } from '../../mocks/notificationHandlers';
import { manyNotifications, seekerNotifications } from '../../mocks/notificationFixtures';
import { NOTIFICATION_EVENTS_URL } from '../../notifications/notificationsApi';
import { renderShell } from '../../testing/renderShell';
import { badgeText, BELL_LIST_SIZE } from './bellDisplay';
import { NotificationBell } from './NotificationBell';

const initialSession = useSession.getState();

function signIn() {
  useSession.setState({
    status: 'authenticated',
    user: { id: '6650f1a2c3d4e5f60bbbb001', email: 'ananya@example.in', role: 'Job Seeker' },
  });
}

function serve(list: readonly Notification[]) {
  const inbox = notificationInbox(list);
  mswServer.use(...inbox.handlers);
  return inbox;
}

const bell = (name: string | RegExp = /^Notifications/) => screen.getByRole('button', { name });

beforeEach(() => {
  signIn();
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.reset();
  useSession.setState(initialSession, true);
});

describe('NotificationBell', () => {
  it('shows the unread count in its name and a badge, 9+ above nine', async () => {
    serve(manyNotifications(14, 12));
    renderShell(<NotificationBell />);
    expect(
      await screen.findByRole('button', { name: 'Notifications, 12 unread' }),
    ).toHaveTextContent('9+');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
  });

  it('has no badge and a plain name with nothing unread', async () => {
    serve(seekerNotifications.filter((item) => item.read));
    const requests = recordRequests();
    renderShell(<NotificationBell />);
    await waitFor(() => expect(requests.callsTo('GET', '/api/notifications')).toHaveLength(1));
    expect(bell('Notifications')).toHaveTextContent('');
  });

  it('opens from the keyboard with the newest, and Escape closes it with focus on the bell', async () => {
    serve(manyNotifications(14, 12));
    renderShell(<NotificationBell />);
    const trigger = await screen.findByRole('button', { name: 'Notifications, 12 unread' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: NOTIFICATION_TEXTS.pageTitle });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(BELL_LIST_SIZE);
    expect(within(panel).getByRole('link', { name: NOTIFICATION_TEXTS.seeAll })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await userEvent.tab();
    expect(
      within(panel).getByRole('button', { name: NOTIFICATION_TEXTS.markAllRead }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('region')).toBeInTheDocument();
  });

  it('marks an item read and goes where it happened', async () => {
    const inbox = serve(seekerNotifications);
    const requests = recordRequests();
    renderShell(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const [first] = seekerNotifications;
    await userEvent.click(screen.getByRole('link', { name: new RegExp(first!.title) }));
    expect(screen.getByTestId('location')).toHaveTextContent(first!.link!);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(requests.bodiesOf('POST', '/api/notifications/read')).toEqual([{ ids: [first!.id] }]);
    expect(inbox.unread()).toBe(1);
  });

  it('marks all read with a toast', async () => {
    serve(seekerNotifications);
    renderShell(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(screen.getByRole('button', { name: NOTIFICATION_TEXTS.markAllRead }));
    expect(await screen.findByText(NOTIFICATION_TEXTS.allRead)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByText(/Unread:/)).not.toBeInTheDocument();
  });

  it('says a failed marking in a toast', async () => {
    serve(seekerNotifications);
    mswServer.use(notificationHandlers.readFails());
    renderShell(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(screen.getByRole('button', { name: NOTIFICATION_TEXTS.markAllRead }));
    expect(await screen.findByText(/Database unavailable/)).toBeInTheDocument();
    expect(bell('Notifications, 2 unread')).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    serve([]);
    renderShell(<NotificationBell />);
    await userEvent.click(bell());
    expect(await screen.findByText(NOTIFICATION_TEXTS.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: NOTIFICATION_TEXTS.markAllRead })).toBeNull();
  });

  it('takes live notifications: the count, the list and a polite announcement', async () => {
    const inbox = serve(seekerNotifications);
    renderShell(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    const [source] = FakeEventSource.open(NOTIFICATION_EVENTS_URL);
    const live: Notification = {
      ...seekerNotifications[0]!,
      id: '6750f1a2c3d4e5f600099999',
      title: 'Your application for Data Analyst is now Interviewing',
      created_at: new Date().toISOString(),
    };
    inbox.add(live);
    act(() =>
      source!.emit({ type: 'notification', notification: live, unread: 3 }, 'notification'),
    );
    expect(
      await screen.findByRole('button', { name: 'Notifications, 3 unread' }),
    ).toHaveTextContent('3');
    expect(screen.getByText(`New notification: ${live.title}`)).toHaveAttribute('role', 'status');
    await userEvent.click(bell());
    expect(screen.getAllByRole('link')[0]).toHaveTextContent(live.title);
    // Read on another tab: the count follows.
    for (const item of inbox.items) item.read = true;
    act(() => source!.emit({ type: 'read', unread: 0 }, 'read'));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('asks again after a dropped connection comes back, and listens to nothing signed out', async () => {
    serve(seekerNotifications);
    const requests = recordRequests();
    renderShell(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    act(() => FakeEventSource.open(NOTIFICATION_EVENTS_URL)[0]!.reconnect());
    await waitFor(() => expect(requests.callsTo('GET', '/api/notifications')).toHaveLength(2));
    act(() => useSession.setState({ status: 'anonymous', user: null }));
    expect(FakeEventSource.open(NOTIFICATION_EVENTS_URL)).toHaveLength(0);
  });
});
