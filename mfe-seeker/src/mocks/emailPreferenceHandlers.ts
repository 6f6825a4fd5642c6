import type { EmailPreferences } from '@rozgar/contracts/payloads/notifications';
import { DEFAULT_EMAIL_PREFERENCES } from '@rozgar/contracts/vocabularies';
import { DOWN, failure, pending } from '@rozgar/design-system/remote-kit/bff-mocks';
import { http, HttpResponse } from 'msw';

// The seeker's e-mail preferences at the BFF (GET/PUT /api/notification-preferences) as MSW
// handlers, for the dashboard's stories and tests: `stored` keeps what was last saved.

export const emailPreferenceHandlers = {
  /** GET answers the stored switches; PUT stores the body and answers it. */
  stored: (initial: EmailPreferences = DEFAULT_EMAIL_PREFERENCES) => {
    let stored = { ...initial };
    return [
      http.get('/api/notification-preferences', () => HttpResponse.json(stored)),
      http.put('/api/notification-preferences', async ({ request }) => {
        stored = (await request.json()) as EmailPreferences;
        return HttpResponse.json(stored);
      }),
    ];
  },
  loading: () => pending('get', '/api/notification-preferences', DEFAULT_EMAIL_PREFERENCES),
  down: () => failure('get', '/api/notification-preferences', 503, DOWN),
  saveFails: () => failure('put', '/api/notification-preferences', 503, DOWN),
};
