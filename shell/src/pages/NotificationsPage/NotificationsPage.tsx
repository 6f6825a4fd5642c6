import { NOTIFICATION_TEXTS } from '@rozgar/contracts/vocabularies';
import {
  Button,
  Card,
  EmptyState,
  errorText,
  QueryState,
  Skeleton,
  useToast,
  VisuallyHidden,
} from '@rozgar/design-system';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoginGate } from '../../components/LoginGate/LoginGate';
import { NotificationSummary } from '../../components/NotificationSummary/NotificationSummary';
import { allNotifications, unreadCount } from '../../notifications/notificationCache';
import type { Notification } from '../../notifications/notificationsApi';
import {
  loadedPagesState,
  useMarkNotificationsRead,
  useNotifications,
} from '../../notifications/useNotifications';

/** A plain block: the bell's open list is the region named "Notifications". */
const Page = styled.div`
  max-width: 840px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  h1 {
    margin: 0;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One row: the notification as a link, and "Mark as read" while it is unread. */
const Row = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  min-height: 88px;
`;

const RowLink = styled(Link)`
  flex: 1 1 240px;
  min-width: 0;
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover span {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
`;

const loading = (
  <List aria-busy="true" aria-label="Loading notifications">
    {Array.from({ length: 5 }, (_, index) => (
      <li key={index}>
        <Skeleton height={88} />
      </li>
    ))}
  </List>
);

function NotificationRow({
  notification,
  onRead,
  busy,
}: {
  notification: Notification;
  onRead: () => void;
  busy: boolean;
}) {
  return (
    <Row forwardedAs="article">
      <RowLink
        to={notification.link ?? '/notifications'}
        onClick={() => {
          if (!notification.read) onRead();
        }}
      >
        <NotificationSummary notification={notification} bodyLines={3} />
      </RowLink>
      {notification.read ? null : (
        <Button type="button" variant="secondary" size="sm" disabled={busy} onClick={onRead}>
          {NOTIFICATION_TEXTS.markRead}
          <VisuallyHidden>: {notification.title}</VisuallyHidden>
        </Button>
      )}
    </Row>
  );
}

function NotificationList() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const { toast } = useToast();
  const unread = unreadCount(notifications.data);

  const mark = (ids: readonly string[] | 'all') =>
    markRead.mutate(ids, {
      onSuccess: () => {
        if (ids === 'all') toast({ tone: 'success', title: NOTIFICATION_TEXTS.allRead });
      },
      onError: (error) =>
        toast({ tone: 'error', title: errorText(error, 'Could not mark the notifications read') }),
    });

  return (
    <>
      <Heading>
        <h1>{NOTIFICATION_TEXTS.pageTitle}</h1>
        {unread > 0 ? (
          <Button
            type="button"
            variant="secondary"
            disabled={markRead.isPending}
            onClick={() => mark('all')}
          >
            {NOTIFICATION_TEXTS.markAllRead}
          </Button>
        ) : null}
      </Heading>
      <QueryState
        query={loadedPagesState(notifications)}
        loading={loading}
        errorFallback="Could not load your notifications"
        isEmpty={(data) => allNotifications(data).length === 0}
        empty={<EmptyState title={NOTIFICATION_TEXTS.empty} />}
      >
        {(data) => (
          <>
            <List>
              {allNotifications(data).map((notification) => (
                <li key={notification.id}>
                  <NotificationRow
                    notification={notification}
                    busy={markRead.isPending}
                    onRead={() => mark([notification.id])}
                  />
                </li>
              ))}
            </List>
            {notifications.hasNextPage ? (
              <More>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={notifications.isFetchingNextPage}
                  aria-busy={notifications.isFetchingNextPage}
                  onClick={() =>
                    void notifications.fetchNextPage().then((result) => {
                      if (result.isError)
                        toast({
                          tone: 'error',
                          title: errorText(result.error, 'Could not load older notifications'),
                        });
                    })
                  }
                >
                  {NOTIFICATION_TEXTS.loadMore}
                </Button>
              </More>
            ) : null}
          </>
        )}
      </QueryState>
    </>
  );
}

/**
 * `/notifications` (docs/product/notifications-and-alerts.md#notification-centre), for a signed-in
 * seeker or recruiter: every notification, newest first, 20 at a time ("Show older"), each a link
 * that marks it read, "Mark as read" on an unread one and "Mark all as read". A visitor gets the
 * login prompt and comes back here once logged in.
 */
export function NotificationsPage() {
  return (
    <LoginGate mode="prompt">
      <Page>
        <NotificationList />
      </Page>
    </LoginGate>
  );
}
