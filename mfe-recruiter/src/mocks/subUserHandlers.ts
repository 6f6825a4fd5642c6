import { DOWN, failure, pending } from '@rozgar/design-system/remote-kit/bff-mocks';
import {
  SUB_USER_ALREADY_INVITED,
  SUB_USER_INVITE_NOT_FOUND,
  SUB_USER_NOT_FOUND,
  SUB_USER_SEATS_FULL,
  SUB_USERS_ADMIN_ONLY,
} from '@rozgar/contracts/sub-users';
import { http, HttpResponse } from 'msw';
import type { SubUserInvite, SubUserMember, SubUserSeats } from '../subusers/subUsersApi';
import { fixtureId } from './fixtures';

/*
 * The account's sub-users' BFF as MSW handlers (docs/product/recruiter-tools-and-workspace.md#sub-users),
 * for stories and tests: `subUserStore` keeps members and pending invitations in memory and answers
 * as the BFF does (members and invitations each take a seat; 403 with every seat taken or for a
 * re-activation without a free seat; 409 for an address already invited or with an account).
 */

/** A member as the BFF sends it, its id `fixtureId(name)`. */
export function memberFixture(name: string, overrides: Partial<SubUserMember> = {}): SubUserMember {
  return {
    id: fixtureId(`m-${name}`),
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@acme.example.in`,
    status: 'active',
    joined_at: '2026-11-10T09:30:00.000Z',
    last_login_at: '2026-11-24T08:15:00.000Z',
    ...overrides,
  };
}

/** A pending invitation, its id `fixtureId(name)`. */
export function inviteFixture(name: string, overrides: Partial<SubUserInvite> = {}): SubUserInvite {
  return {
    id: fixtureId(`i-${name}`),
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@acme.example.in`,
    invited_at: '2026-11-23T11:00:00.000Z',
    expires_at: '2026-11-30T11:00:00.000Z',
    ...overrides,
  };
}

/** Members and invitations in memory, with the handlers answering from them. */
export function subUserStore(
  seatTotal: number,
  members: SubUserMember[] = [],
  invites: SubUserInvite[] = [],
  /** Addresses that already have a Rozgar account (the BFF's 409). */
  taken: string[] = [],
) {
  const state = {
    members: members.map((m) => ({ ...m })),
    invites: invites.map((i) => ({ ...i })),
  };
  let created = 0;
  const seats = (): SubUserSeats => {
    const used = state.members.length + state.invites.length;
    return { total: seatTotal, used, left: Math.max(0, seatTotal - used) };
  };
  const error = (status: number, text: string) => HttpResponse.json({ error: text }, { status });
  const handlers = [
    http.get('/api/sub-users', () =>
      HttpResponse.json({ seats: seats(), members: state.members, invites: state.invites }),
    ),
    http.post('/api/sub-users/invites', async ({ request }) => {
      const { name, email } = (await request.json()) as { name: string; email: string };
      if (taken.includes(email))
        return error(409, 'This address already has a Rozgar account, so it cannot be invited');
      if (state.invites.some((invite) => invite.email === email))
        return error(409, SUB_USER_ALREADY_INVITED);
      if (seats().left === 0) return error(403, SUB_USER_SEATS_FULL);
      created += 1;
      const invite = inviteFixture(name, {
        id: fixtureId(`new-invite-${created}`),
        email,
        invited_at: '2026-11-25T06:00:00.000Z',
        expires_at: '2026-12-02T06:00:00.000Z',
      });
      state.invites.push(invite);
      return HttpResponse.json({ invite, seats: seats() }, { status: 201 });
    }),
    http.post('/api/sub-users/invites/:id/resend', ({ params }) => {
      const invite = state.invites.find((item) => item.id === params.id);
      if (!invite) return error(404, SUB_USER_INVITE_NOT_FOUND);
      return HttpResponse.json({ invite, seats: seats() });
    }),
    http.delete('/api/sub-users/invites/:id', ({ params }) => {
      if (!state.invites.some((item) => item.id === params.id))
        return error(404, SUB_USER_INVITE_NOT_FOUND);
      state.invites = state.invites.filter((item) => item.id !== params.id);
      return HttpResponse.json({ seats: seats() });
    }),
    http.patch('/api/sub-users/:id', async ({ params, request }) => {
      const member = state.members.find((item) => item.id === params.id);
      if (!member) return error(404, SUB_USER_NOT_FOUND);
      const { status } = (await request.json()) as { status: SubUserMember['status'] };
      // Every member takes a seat, active or not: re-activating is refused only when the plan
      // shrank below the members and invitations there are.
      if (status === 'active' && seats().used > seatTotal) return error(403, SUB_USER_SEATS_FULL);
      member.status = status;
      return HttpResponse.json({ member, seats: seats() });
    }),
    http.delete('/api/sub-users/:id', ({ params }) => {
      if (!state.members.some((item) => item.id === params.id))
        return error(404, SUB_USER_NOT_FOUND);
      state.members = state.members.filter((item) => item.id !== params.id);
      return HttpResponse.json({ seats: seats() });
    }),
  ];
  return { state, handlers };
}

export const subUserHandlers = {
  /** The account's sub-users, changed by the page's actions. */
  subUsers: (
    seatTotal: number,
    members: SubUserMember[] = [],
    invites: SubUserInvite[] = [],
    taken: string[] = [],
  ) => subUserStore(seatTotal, members, invites, taken).handlers,
  subUsersLoading: () =>
    pending('get', '/api/sub-users', {
      seats: { total: 3, used: 0, left: 3 },
      members: [],
      invites: [],
    }),
  subUsersDown: () => failure('get', '/api/sub-users', 503, DOWN),
  /** A sub-user (not the admin) asking: the BFF's 403. */
  subUsersAdminOnly: () => failure('get', '/api/sub-users', 403, { error: SUB_USERS_ADMIN_ONLY }),
};
