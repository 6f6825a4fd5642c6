import { notificationEventSchema } from '@rozgar/contracts/payloads/notifications';
import { NOTIFICATION_EVENTS_PATH } from '@rozgar/contracts/vocabularies';
import { useLiveEvents } from '@rozgar/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { seekerQueryKeys } from '../data/queries';

const EVENT_TYPES = ['notification'] as const;

/**
 * While `listening` (a signed-in seeker on /application-tracking), a status change of one of
 * their applications shows at once (docs/product/applications-and-tracking.md): an
 * `application_status` notification on the user's live channel asks for the applications again,
 * and so does a dropped connection coming back. The connection is the tab's one (the bell's),
 * shared through the design system.
 */
export function useApplicationStatusEvents(listening: boolean) {
  const client = useQueryClient();
  useLiveEvents(listening ? NOTIFICATION_EVENTS_PATH : null, EVENT_TYPES, (message) => {
    if (message.kind === 'event') {
      const event = notificationEventSchema.safeParse(message.data);
      if (
        !event.success ||
        event.data.type !== 'notification' ||
        event.data.notification.type !== 'application_status'
      )
        return;
    }
    void client.invalidateQueries({ queryKey: seekerQueryKeys.applications });
  });
}
