import { NOTIFICATION_TEXTS } from '@rozgar/contracts/vocabularies';
import { useSession } from '@rozgar/design-system';
import { mswServer, recordRequests } from '@rozgar/design-system/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manyNotifications, seekerNotifications } from '../../mocks/notificationFixtures';
import { notificationInbox } from '../../mocks/notificationHandlers';
import { renderShell } from '../../testing/renderShell';
import { NotificationsPage } from './NotificationsPage';

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState({
    status: 'authenticated',
    user: { id: '6650f1a2c3d4e5f60eeee001', email: 'priya@example.in', role: 'Recruiter' },
  });
});

afterEach(() => {
  useSession.setState(initialSession, true);
});

/** "Mark as read" of one notification (its title in the name, for screen readers). */
const markReadOf = (title: string) =>
  new RegExp(`^${NOTIFICATION_TEXTS.markRead}\\W+${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const rows = () => within(screen.getAllByRole('list').at(-1)!).getAllByRole('article');

describe('NotificationsPage', () => {
  it('lists the newest 20 and shows older ones page by page', async () => {
    const all = manyNotifications(45, 3);
    mswServer.use(...notificationInbox(all).handlers);
    const requests = recordRequests();
    renderShell(<NotificationsPage />, { url: '/notifications' });
    expect(
      screen.getByRole('heading', { level: 1, name: NOTIFICATION_TEXTS.pageTitle }),
    ).toBeInTheDocument();
    await screen.findByText(all[0]!.title);
    expect(rows()).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: NOTIFICATION_TEXTS.loadMore }));
    await screen.findByText(all[39]!.title);
    await userEvent.click(screen.getByRole('button', { name: NOTIFICATION_TEXTS.loadMore }));
    await screen.findByText(all[44]!.title);
    expect(rows()).toHaveLength(45);
    expect(screen.queryByRole('button', { name: NOTIFICATION_TEXTS.loadMore })).toBeNull();
    expect(requests.callsTo('GET', '/api/notifications').map((call) => call.url)).toEqual([
      '/api/notifications',
      `/api/notifications?before=${all[19]!.id}`,
      `/api/notifications?before=${all[39]!.id}`,
    ]);
  });

  it('keeps the list when older ones fail to load, and says so', async () => {
    const all = manyNotifications(25, 0);
    const inbox = notificationInbox(all);
    mswServer.use(
      http.get('/api/notifications', ({ request }) =>
        new URL(request.url).searchParams.has('before')
          ? HttpResponse.json({ error: 'Database unavailable' }, { status: 503 })
          : undefined,
      ),
      ...inbox.handlers,
    );
    renderShell(<NotificationsPage />, { url: '/notifications' });
    await screen.findByText(all[0]!.title);
    await userEvent.click(screen.getByRole('button', { name: NOTIFICATION_TEXTS.loadMore }));
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(rows()).toHaveLength(20);
  });

  it('marks one read, then all, with a toast', async () => {
    mswServer.use(...notificationInbox(seekerNotifications).handlers);
    const requests = recordRequests();
    renderShell(<NotificationsPage />, { url: '/notifications' });
    const [first, second] = seekerNotifications;
    await userEvent.click(await screen.findByRole('button', { name: markReadOf(first!.title) }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: markReadOf(first!.title) })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: markReadOf(second!.title) })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: NOTIFICATION_TEXTS.markAllRead }));
    expect(await screen.findByText(NOTIFICATION_TEXTS.allRead)).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^Mark as read/ })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: NOTIFICATION_TEXTS.markAllRead })).toBeNull();
    expect(requests.bodiesOf('POST', '/api/notifications/read')).toEqual([
      { ids: [first!.id] },
      { all: true },
    ]);
  });

  it('follows a notification’s link and marks it read', async () => {
    mswServer.use(...notificationInbox(seekerNotifications).handlers);
    const requests = recordRequests();
    renderShell(<NotificationsPage />, { url: '/notifications' });
    const [first] = seekerNotifications;
    await userEvent.click(await screen.findByRole('link', { name: new RegExp(first!.title) }));
    expect(screen.getByTestId('location')).toHaveTextContent(first!.link!);
    expect(requests.bodiesOf('POST', '/api/notifications/read')).toEqual([{ ids: [first!.id] }]);
  });

  it('says when there is nothing yet', async () => {
    mswServer.use(...notificationInbox([]).handlers);
    renderShell(<NotificationsPage />, { url: '/notifications' });
    expect(
      await screen.findByRole('heading', { name: NOTIFICATION_TEXTS.empty }),
    ).toBeInTheDocument();
  });

  it('asks a visitor to log in first', async () => {
    useSession.setState({ status: 'anonymous', user: null });
    renderShell(<NotificationsPage />, { url: '/notifications' });
    expect(screen.getByRole('heading', { name: 'Please login First' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: NOTIFICATION_TEXTS.pageTitle })).toBeNull();
  });
});
