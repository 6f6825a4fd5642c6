import { useNow, VisuallyHidden } from '@rozgar/design-system';
import { formatDate, formatTimeAgo } from '@rozgar/design-system/format';
import styled from 'styled-components';
import type { Notification } from '../../notifications/notificationsApi';

const Row = styled.div`
  display: grid;
  grid-template-columns: 10px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  align-items: start;
  text-align: left;
`;

/** The unread mark: a dot beside a bold title, and "Unread" in words for screen readers. */
const Dot = styled.span<{ $unread: boolean }>`
  width: 10px;
  height: 10px;
  margin-top: 0.4em;
  border-radius: 50%;
  background: ${({ theme, $unread }) => ($unread ? theme.color.primary : 'transparent')};
`;

const Text = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
`;

const Title = styled.span<{ $unread: boolean }>`
  font-weight: ${({ theme, $unread }) =>
    $unread ? theme.font.weight.semibold : theme.font.weight.regular};
  overflow-wrap: anywhere;
`;

const Body = styled.span<{ $lines: number }>`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  display: -webkit-box;
  -webkit-line-clamp: ${({ $lines }) => $lines};
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const When = styled.time`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/**
 * One notification as the bell and /notifications show it
 * (docs/product/notifications-and-alerts.md#notification-centre): an unread one has a dot, a bold
 * title and "Unread" for screen readers (never colour alone); then its body (cut to `bodyLines`
 * lines) and how long ago it happened ("2 minutes ago", the date on hover), moving on each minute
 * while the page stays open (one timer shared by every row, paused in a hidden tab).
 */
export function NotificationSummary({
  notification,
  bodyLines = 2,
}: {
  notification: Notification;
  bodyLines?: number;
}) {
  const unread = !notification.read;
  const now = useNow();
  return (
    <Row>
      <Dot aria-hidden="true" $unread={unread} />
      <Text>
        <Title $unread={unread}>
          {unread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
          {notification.title}
        </Title>
        {notification.body ? <Body $lines={bodyLines}>{notification.body}</Body> : null}
        <When dateTime={notification.created_at} title={formatDate(notification.created_at)}>
          {formatTimeAgo(notification.created_at, new Date(now))}
        </When>
      </Text>
    </Row>
  );
}
