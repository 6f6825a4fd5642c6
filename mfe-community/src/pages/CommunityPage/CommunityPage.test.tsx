import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponses, renderPage } from '@rozgar/design-system/remote-kit/testing';
import type { Community } from '../../communities/communitiesApi';
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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CommunityPage', () => {
  it('shows a loading state, then every community with its members', async () => {
    const fetchDouble = vi.fn(jsonResponses({ body: { communities } }));
    vi.stubGlobal('fetch', fetchDouble);
    renderPage('/community', <CommunityPage />);

    expect(screen.getByLabelText('Loading communities')).toHaveAttribute('aria-busy', 'true');
    expect(
      await screen.findByRole('heading', { name: 'Frontend Engineers Bengaluru' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('1,280 members')).toBeInTheDocument();
    expect(screen.getByText('1 member')).toBeInTheDocument();
    expect(String(fetchDouble.mock.calls[0]![0])).toBe('/api/communities');
  });

  it('says No communities found when there are none', async () => {
    vi.stubGlobal('fetch', jsonResponses({ body: { communities: [] } }));
    renderPage('/community', <CommunityPage />);
    expect(await screen.findByText('No communities found')).toBeInTheDocument();
  });

  it('says Failed to load communities with a Retry that loads them', async () => {
    vi.stubGlobal(
      'fetch',
      jsonResponses({ status: 500, body: { error: 'boom' } }, { body: { communities } }),
    );
    renderPage('/community', <CommunityPage />);
    expect(await screen.findByText('Failed to load communities')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Data Science Pune' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load communities')).not.toBeInTheDocument();
  });
});
