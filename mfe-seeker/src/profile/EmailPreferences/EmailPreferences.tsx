import {
  EMAIL_PREFERENCE_KEYS,
  EMAIL_PREFERENCE_LABELS,
  NOTIFICATION_TEXTS,
  type EmailPreferenceKey,
} from '@rozgar/contracts/vocabularies';
import { Checkbox, errorText, QueryState, Skeleton, useToast } from '@rozgar/design-system';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { SAVE_DATA_FAILED } from '../messages';
import { SectionCard } from '../SectionCard/SectionCard';
import {
  emailPreferencesKey,
  emailPreferencesQuery,
  saveEmailPreferences,
  type EmailPreferences as Preferences,
} from './emailPreferencesApi';

const Switches = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * The seeker's e-mail notifications (docs/product/notifications-and-alerts.md#notification-centre):
 * one switch per kind of e-mail (status changes, replies, likes), each saved as soon as it is
 * flipped (`PUT /api/notification-preferences` with every switch), with a toast either way. The
 * notifications in the bell do not depend on them; job alert mails follow each alert's own
 * frequency.
 */
export function EmailPreferences({ id }: { id: string }) {
  const preferences = useQuery(emailPreferencesQuery());
  const client = useQueryClient();
  const { toast } = useToast();
  /** The switches being saved, shown at once and kept while the request runs. */
  const [pending, setPending] = useState<Preferences | null>(null);

  const save = async (current: Preferences, key: EmailPreferenceKey, on: boolean) => {
    const next = { ...current, [key]: on };
    setPending(next);
    try {
      client.setQueryData(emailPreferencesKey, await saveEmailPreferences(next));
      toast({ tone: 'success', title: NOTIFICATION_TEXTS.preferencesSaved });
    } catch (error) {
      toast({
        tone: 'error',
        title: SAVE_DATA_FAILED,
        description: errorText(error, 'Please try again.'),
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <SectionCard id={id} title={NOTIFICATION_TEXTS.preferencesTitle}>
      <QueryState
        query={preferences}
        loading={
          <div aria-busy="true">
            <Skeleton lines={3} />
          </div>
        }
        errorFallback="Could not load your e-mail preferences"
      >
        {(saved) => {
          const shown = pending ?? saved;
          return (
            <Switches>
              {EMAIL_PREFERENCE_KEYS.map((key) => (
                <Checkbox
                  key={key}
                  role="switch"
                  label={EMAIL_PREFERENCE_LABELS[key]}
                  checked={shown[key]}
                  disabled={pending !== null}
                  aria-busy={pending !== null}
                  onChange={(event) => void save(shown, key, event.target.checked)}
                />
              ))}
            </Switches>
          );
        }}
      </QueryState>
    </SectionCard>
  );
}
