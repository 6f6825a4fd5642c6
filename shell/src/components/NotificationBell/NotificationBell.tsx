import { NOTIFICATION_TEXTS } from '@rozgar/contracts/vocabularies';
import {
  Button,
  errorText,
  QueryState,
  Skeleton,
  useToast,
  VisuallyHidden,
} from '@rozgar/design-system';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { allNotifications, unreadCount } from '../../notifications/notificationCache';
import {
  loadedPagesState,
  useMarkNotificationsRead,
  useNotifications,
  useNotificationStream,
} from '../../notifications/useNotifications';
import { NavIcon } from '../NavIcon/NavIcon';
import { NotificationSummary } from '../NotificationSummary/NotificationSummary';
import { badgeText, BELL_LIST_SIZE } from './bellDisplay';

const Root = styled.div`
  position: relative;
  display: inline-flex;
`;

const Trigger = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Count = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.textInverse};
  font-size: 11px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 18px;
  text-align: center;
`;

/** Phones: a full-width sheet under the header; wide screens: a popover under the bell. */
const Panel = styled.section`
  position: fixed;
  top: 64px;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.menu};
  display: flex;
  flex-direction: column;
  max-height: calc(100vh - 64px);
  max-height: calc(100dvh - 64px);
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  ${({ theme }) => theme.media.md} {
    position: absolute;
    top: calc(100% + 8px);
    left: auto;
    right: 0;
    width: 380px;
    max-height: min(70vh, 560px);
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  strong {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const List = styled.ul`
  flex: 1;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  list-style: none;
`;

const ItemLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Footer = styled.div`
  padding: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  text-align: center;
  a {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const loadingRows = (
  <List aria-busy="true" aria-label="Loading notifications">
    {Array.from({ length: 3 }, (_, index) => (
      <li key={index}>
        <Skeleton height={64} />
      </li>
    ))}
  </List>
);

/**
 * The bell of the top navigation (docs/product/notifications-and-alerts.md#notification-centre),
 * for a signed-in seeker or recruiter: the unread count ("9+" above nine, and in the button's
 * name), live from `/api/notifications/events` with a polite announcement of each new one. It
 * opens (Enter, Space or a click) a list of the newest: each a link that marks it read and goes
 * where it happened, "Mark all as read" and "See all notifications". Escape closes it with focus
 * back on the bell; so do a click outside and Tab leaving it.
 */
export function NotificationBell() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();

  useNotificationStream((notification) =>
    setAnnouncement(`New notification: ${notification.title}`),
  );

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutside = (event: MouseEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    return () => document.removeEventListener('mousedown', closeOnOutside);
  }, [open]);

  const unread = unreadCount(notifications.data);
  const newest = allNotifications(notifications.data).slice(0, BELL_LIST_SIZE);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    triggerRef.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };

  const markAll = () =>
    markRead.mutate('all', {
      onSuccess: () => toast({ tone: 'success', title: NOTIFICATION_TEXTS.allRead }),
      onError: (error) =>
        toast({ tone: 'error', title: errorText(error, 'Could not mark the notifications read') }),
    });

  return (
    <Root ref={rootRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={
          unread > 0 ? NOTIFICATION_TEXTS.bellWithUnread(unread) : NOTIFICATION_TEXTS.bell
        }
        onClick={() => setOpen((value) => !value)}
      >
        <NavIcon name="bell" />
        {unread > 0 ? <Count aria-hidden="true">{badgeText(unread)}</Count> : null}
      </Trigger>
      {open ? (
        <Panel id={panelId} aria-labelledby={titleId}>
          <PanelHeader>
            <strong id={titleId}>{NOTIFICATION_TEXTS.pageTitle}</strong>
            {unread > 0 ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={markRead.isPending}
                onClick={markAll}
              >
                {NOTIFICATION_TEXTS.markAllRead}
              </Button>
            ) : null}
          </PanelHeader>
          <QueryState
            query={loadedPagesState(notifications)}
            loading={loadingRows}
            errorFallback="Could not load your notifications"
            isEmpty={(data) => allNotifications(data).length === 0}
            empty={<Note>{NOTIFICATION_TEXTS.empty}</Note>}
          >
            {() => (
              <List>
                {newest.map((notification) => (
                  <li key={notification.id}>
                    <ItemLink
                      to={notification.link ?? '/notifications'}
                      onClick={() => {
                        if (!notification.read) markRead.mutate([notification.id]);
                        setOpen(false);
                      }}
                    >
                      <NotificationSummary notification={notification} />
                    </ItemLink>
                  </li>
                ))}
              </List>
            )}
          </QueryState>
          <Footer>
            <Link to="/notifications" onClick={() => setOpen(false)}>
              {NOTIFICATION_TEXTS.seeAll}
            </Link>
          </Footer>
        </Panel>
      ) : null}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Root>
  );
}
