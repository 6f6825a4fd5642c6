import { FakeEventSource } from '@rozgar/design-system/remote-kit/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { communityQueryKeys } from '../../data/queries';
import { DATA, FRONTEND } from '../../mocks/boardFixtures';
import { communityEventsUrl, useCommunityEvents } from './useCommunityEvents';

function watch(communityId: string) {
  const client = new QueryClient();
  client.setQueryData(communityQueryKeys.communities, [
    {
      id: FRONTEND,
      name: 'Bengaluru Frontend Developers',
      description: '',
      member_count: 3,
      created_at: '2026-01-01T00:00:00.000Z',
    },
  ]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ id }) => useCommunityEvents(id), {
    wrapper,
    initialProps: { id: communityId },
  });
  const memberCount = () =>
    client.getQueryData<Array<{ member_count: number }>>(communityQueryKeys.communities)![0]!
      .member_count;
  return { client, hook, memberCount };
}

describe('useCommunityEvents', () => {
  beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeEventSource.reset();
  });

  it('listens to the community shown and writes its events, named or not, into the cache', () => {
    const { memberCount } = watch(FRONTEND);
    const [source] = FakeEventSource.open(communityEventsUrl(FRONTEND));
    expect(source).toBeDefined();
    source!.emit({ type: 'members_changed', community_id: FRONTEND, member_count: 4 });
    expect(memberCount()).toBe(4);
    source!.emit(
      { type: 'members_changed', community_id: FRONTEND, member_count: 5 },
      'members_changed',
    );
    expect(memberCount()).toBe(5);
  });

  it('ignores what is not a valid event of this community', () => {
    const { memberCount } = watch(FRONTEND);
    const [source] = FakeEventSource.open(communityEventsUrl(FRONTEND));
    source!.emit({ type: 'members_changed', community_id: DATA, member_count: 9 });
    source!.emit({ type: 'members_changed', community_id: FRONTEND, member_count: -1 });
    source!.emit({ type: 'unknown', community_id: FRONTEND });
    source!.dispatchEvent(new MessageEvent('message', { data: 'not json' }));
    expect(memberCount()).toBe(3);
  });

  it('asks again for the board after a dropped connection comes back', () => {
    const { client } = watch(FRONTEND);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const [source] = FakeEventSource.open(communityEventsUrl(FRONTEND));
    source!.dispatchEvent(new Event('open'));
    expect(invalidate).not.toHaveBeenCalled();
    source!.reconnect();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: communityQueryKeys.posts(FRONTEND) });
  });

  it('moves to the next community and closes on unmount', () => {
    const { hook } = watch(FRONTEND);
    hook.rerender({ id: DATA });
    expect(FakeEventSource.open(communityEventsUrl(FRONTEND))).toHaveLength(0);
    expect(FakeEventSource.open(communityEventsUrl(DATA))).toHaveLength(1);
    hook.unmount();
    expect(FakeEventSource.open(communityEventsUrl(DATA))).toHaveLength(0);
  });
});
