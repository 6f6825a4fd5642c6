import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import type { Community } from '../../communities/communitiesApi';
import { handlers } from '../../mocks/handlers';
import { CommunityPage } from './CommunityPage';

const communities: Community[] = [
  {
    id: '6650f1a2c3d4e5f601111001',
    name: 'Frontend Engineers Bengaluru',
    description: 'React, CSS and the web platform.',
    member_count: 1280,
    created_at: '2026-01-10T00:00:00.000Z',
  },
  {
    id: '6650f1a2c3d4e5f601111002',
    name: 'Data Science Pune',
    description: 'Models, pipelines and meetups.',
    member_count: 1,
    created_at: '2026-02-01T00:00:00.000Z',
  },
];

describe('CommunityPage', () => {
  it('shows a loading state, then every community with its members', async () => {
    mswServer.use(handlers.communities(communities));
    const sent = recordRequests();
    renderPage('/community', <CommunityPage />);

    expect(screen.getByLabelText('Loading communities')).toHaveAttribute('aria-busy', 'true');
    expect(
      await screen.findByRole('heading', { name: 'Frontend Engineers Bengaluru' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('1,280 members')).toBeInTheDocument();
    expect(screen.getByText('1 member')).toBeInTheDocument();
    expect(sent.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/communities',
    ]);
  });

  it('says No communities found when there are none', async () => {
    mswServer.use(handlers.communities([]));
    renderPage('/community', <CommunityPage />);
    expect(await screen.findByText('No communities found')).toBeInTheDocument();
  });

  it('says Failed to load communities with a Retry that loads them', async () => {
    // The first request fails; the handlers given first answer first.
    mswServer.use(
      http.get('/api/communities', () => HttpResponse.json({ error: 'boom' }, { status: 500 }), {
        once: true,
      }),
      handlers.communities(communities),
    );
    renderPage('/community', <CommunityPage />);
    expect(await screen.findByText('Failed to load communities')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Data Science Pune' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load communities')).not.toBeInTheDocument();
  });
});
