// Types `beforeEach({ msw })` in this package's stories (module augmentation of the addon).
import type {} from 'msw-storybook-addon/types';
import { delay, http, HttpResponse } from 'msw';
import type { Community } from '../communities/communitiesApi';
import { boardHandlers } from './boardHandlers';
import { interviewExperiencesHandlers } from './interviewExperiencesHandlers';
import { reviewsHandlers } from './reviewsHandlers';
import { salariesHandlers } from './salariesHandlers';

// The community remote's BFF as MSW handlers, answering as the BFF does (JSON bodies, `{ error }`
// on failure): the same set for the stories (`beforeEach({ msw }) { msw.use(...) }`) and the unit
// tests (`mswServer.use(...)`, ADR 017). Each returns one handler or a list of them.

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

export const communities: Community[] = [
  {
    id: '6650f1a2c3d4e5f601111001',
    name: 'Bengaluru Frontend Developers',
    description: 'React, accessibility and performance: meetups in Koramangala every month.',
    member_count: 12_480,
    created_at: daysAgo(400),
  },
  {
    id: '6650f1a2c3d4e5f601111002',
    name: 'Pune Data & Analytics',
    description: 'SQL, Power BI and careers in analytics across Hinjewadi and Kharadi.',
    member_count: 3_215,
    created_at: daysAgo(210),
  },
  {
    id: '6650f1a2c3d4e5f601111003',
    name: 'Freshers 2026 – Campus to Corporate',
    description: '',
    member_count: 1_05_000,
    created_at: daysAgo(30),
  },
  {
    id: '6650f1a2c3d4e5f601111004',
    name: 'Chartered Accountants, GST Practitioners and Finance Professionals of Tamil Nadu and Puducherry',
    description:
      'Questions on GST returns, audits and finance jobs in Chennai, Coimbatore, Madurai and Puducherry; job leads from Big Four firms and mid-size practices, and study groups for CA Final and CMA.',
    member_count: 860,
    created_at: daysAgo(90),
  },
];

/** A signed-in user as `GET /api/me` describes it. */
export interface MeUser {
  id: string;
  email: string;
  role: string;
  name: string;
}

export const seeker: MeUser = {
  id: '6650f1a2c3d4e5f605550001',
  email: 'asha@example.com',
  role: 'Job Seeker',
  name: 'Asha Rao',
};

export const handlers = {
  ...boardHandlers,
  ...reviewsHandlers,
  ...salariesHandlers,
  ...interviewExperiencesHandlers,
  /** GET /api/me: the signed-in user, or 401 "Not logged in" for `null`. */
  me: (user: MeUser | null) =>
    http.get('/api/me', () =>
      user
        ? HttpResponse.json({ user })
        : HttpResponse.json({ error: 'Not logged in' }, { status: 401 }),
    ),
  communities: (list: Community[] = communities) =>
    http.get('/api/communities', () => HttpResponse.json({ communities: list })),
  communitiesLoading: () =>
    http.get('/api/communities', async () => {
      await delay('infinite');
      return HttpResponse.json({ communities: [] });
    }),
  communitiesDown: () =>
    http.get('/api/communities', () =>
      HttpResponse.json(
        { error: 'Database unavailable, please try again shortly' },
        { status: 503 },
      ),
    ),
};
