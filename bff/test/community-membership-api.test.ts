import {
  communitiesResponseSchema,
  membershipResultSchema,
} from '@rozgar/contracts/payloads/communities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Community } from '../app/models/community.server';
import { stopLiveEvents } from '../app/services/live-events.server';
import { joined, newCommunity, recordEvents } from './support/community-fixtures';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';

// Membership of a community (docs/product/community-board.md, "Membership"): anyone lists the
// communities; a signed-in seeker or recruiter joins and leaves; one membership per user however
// many requests arrive at once, and the member count is always the number of members.

let app: TestApp;
let members: Account[];

beforeAll(async () => {
  app = await startTestApp();
  members = [];
  for (let i = 0; i < 20; i++) members.push(await loggedIn(app, 'Job Seeker', `Member ${i}`));
}, 120_000);

afterAll(async () => {
  await stopLiveEvents();
  await app?.close();
});

const membership = (account: Account, id: string, method: 'POST' | 'DELETE') =>
  account.client.request(`/api/communities/${id}/membership`, { method });

async function stored(id: string) {
  const community = await Community.findById(id).lean();
  return { count: community!.member_count, members: community!.users_id.map(String) };
}

describe('GET /api/communities', () => {
  it('lists every community newest first, with is_member for a logged-in caller only', async () => {
    const older = await newCommunity(10);
    const newer = await newCommunity(5);
    const anonymous = payload(
      communitiesResponseSchema,
      await (await app.client().get('/api/communities')).json(),
    ).communities;
    const ids = anonymous.map((community) => community.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(anonymous.every((community) => community.is_member === undefined)).toBe(true);

    await joined(members[0]!, older);
    const mine = payload(
      communitiesResponseSchema,
      await (await members[0]!.client.get('/api/communities')).json(),
    ).communities;
    expect(mine.find((community) => community.id === older)).toMatchObject({
      is_member: true,
      member_count: 1,
    });
    expect(mine.find((community) => community.id === newer)?.is_member).toBe(false);
  });
});

describe('POST and DELETE /api/communities/:id/membership', () => {
  it('needs a login and a community that exists', async () => {
    const id = await newCommunity();
    expect((await app.client().post(`/api/communities/${id}/membership`)).status).toBe(401);
    for (const missing of ['65a0000000000000000000ff', 'nope']) {
      const response = await membership(members[0]!, missing, 'POST');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Community not found' });
    }
    expect((await members[0]!.client.get(`/api/communities/${id}/membership`)).status).toBe(405);
    expect(await stored(id)).toEqual({ count: 0, members: [] });
  });

  it('joins and leaves, the member count following; a recruiter may join too', async () => {
    const id = await newCommunity();
    const events = recordEvents(id);
    const seeker = members[1]!;
    expect(await joined(seeker, id)).toMatchObject({ id, member_count: 1, is_member: true });
    expect((await events.next('members_changed')).member_count).toBe(1);

    const recruiter = await loggedIn(app, 'Recruiter', 'Rohit Recruiter');
    expect(await joined(recruiter, id)).toMatchObject({ member_count: 2, is_member: true });

    const left = await membership(seeker, id, 'DELETE');
    expect(left.status).toBe(200);
    expect(payload(membershipResultSchema, await left.json()).community).toMatchObject({
      member_count: 1,
      is_member: false,
    });
    // leaving again changes nothing
    const again = payload(
      membershipResultSchema,
      await (await membership(seeker, id, 'DELETE')).json(),
    );
    expect(again.community).toMatchObject({ member_count: 1, is_member: false });
    expect(await stored(id)).toEqual({ count: 1, members: [recruiter.id] });
    events.stop();
  });

  it('is one membership under 20 parallel joins by one user, and leaves to none', async () => {
    const id = await newCommunity();
    const user = members[2]!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => membership(user, id, 'POST')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    for (const answer of answers)
      expect(payload(membershipResultSchema, await answer.json()).community).toMatchObject({
        member_count: 1,
        is_member: true,
      });
    expect(await stored(id)).toEqual({ count: 1, members: [user.id] });

    await Promise.all(Array.from({ length: 20 }, () => membership(user, id, 'DELETE')));
    expect(await stored(id)).toEqual({ count: 0, members: [] });
  });

  it('counts 20 users joining at once as 20, twice each as 20, and all leaving as 0', async () => {
    const id = await newCommunity();
    const events = recordEvents(id);
    // every join's events are out once its answer is: the last one carries the count
    const lastCount = () =>
      events.events.filter((event) => event.type === 'members_changed').at(-1);
    await Promise.all([...members, ...members].map((member) => membership(member, id, 'POST')));
    const after = await stored(id);
    expect(after.count).toBe(20);
    expect(new Set(after.members)).toEqual(new Set(members.map((member) => member.id)));
    expect(after.members).toHaveLength(20);
    await expect.poll(lastCount).toMatchObject({ member_count: 20 });

    await Promise.all([...members, ...members].map((member) => membership(member, id, 'DELETE')));
    expect(await stored(id)).toEqual({ count: 0, members: [] });
    await expect.poll(lastCount).toMatchObject({ member_count: 0 });
    events.stop();
  });
});
