import {
  SUB_USER_ADDRESS_HAS_ACCOUNT,
  SUB_USER_ALREADY_INVITED,
  SUB_USER_INVITE_EMAIL_MISMATCH,
  SUB_USER_INVITE_GONE,
  SUB_USER_INVITE_NO_SEAT,
  SUB_USER_INVITE_NOT_FOUND,
  SUB_USER_INVITE_RECRUITER_ONLY,
  SUB_USER_NOT_FOUND,
  SUB_USER_SEATS_FULL,
  SUB_USERS_ADMIN_ONLY,
  storedSubUserInviteSchema,
  subUserInvitePreviewSchema,
  subUserInviteResponseSchema,
  subUserMemberResponseSchema,
  subUserSeatsResponseSchema,
  subUsersPayloadSchema,
} from '@rozgar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Company } from '../app/models/company.server';
import { SubUserInvite } from '../app/models/sub-user-invite.server';
import { User } from '../app/models/user.server';
import { UserPlan } from '../app/models/user-plan.server';
import { ACCOUNT_DEACTIVATED, hashPassword } from '../app/services/auth.server';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { loggedIn, PASSWORD, type Account } from './support/profile-fixtures';

/*
 * Sub-users (issue 16, docs/product/recruiter-tools-and-workspace.md#sub-users): the admin's
 * invitations by mail, seats, and managing members; the public look-up of an invitation.
 */

let app: TestApp;
let mails = 0;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

/** A new admin (a recruiter who registered) whose plan has `seats` sub-user seats. */
async function adminWith(seats: number, name = 'Priya Nair'): Promise<Account> {
  const admin = await loggedIn(app, 'Recruiter', name);
  await UserPlan.create({ user_id: admin.id, job_limit: 10, sub_user_seats: seats });
  return admin;
}

const newAddress = (label = 'colleague') => `${label}-${process.pid}-${++mails}@example.com`;

async function invite(admin: Account, email = newAddress(), name = 'Asha Rao') {
  return admin.client.post('/api/sub-users/invites', { name, email });
}

async function invited(admin: Account, email = newAddress(), name = 'Asha Rao') {
  const response = await invite(admin, email, name);
  expect([response.status, response.status === 201 ? '' : await response.text()]).toEqual([
    201,
    '',
  ]);
  return payload(subUserInviteResponseSchema, await response.json());
}

async function list(admin: Account) {
  const response = await admin.client.get('/api/sub-users');
  expect(response.status).toBe(200);
  return payload(subUsersPayloadSchema, await response.json());
}

/** The token of the newest invitation link mailed to `email`, with the mail. */
async function mailedToken(email: string) {
  const [mail] = await app.mailbox.messagesTo(email);
  const token = /recruiter-signup\?invite=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!mail || !token) throw new Error(`no invitation mailed to ${email}`);
  return { token, mail };
}

async function errorOf(response: Response) {
  return [response.status, ((await response.json()) as { error: string }).error];
}

/** A member of the admin's account made directly (joining by signup is tested below). */
async function member(admin: Account, name = 'Ravi Kumar'): Promise<Account> {
  const email = newAddress('member');
  const user = await User.create({
    email,
    password_hash: await hashPassword(PASSWORD),
    role: 'Recruiter',
    name,
    account_id: admin.id,
  });
  const client = app.client();
  expect((await client.login(email, PASSWORD)).status).toBe(200);
  return { id: String(user._id), email, name, client };
}

describe('invitations', () => {
  it('mails a link to the recruiter signup page, lists the invitation and takes a seat', async () => {
    const admin = await adminWith(3);
    await Company.create({ company_name: 'Sahyadri Softech', recruiter_id: admin.id });
    const email = newAddress();
    const { invite, seats } = await invited(admin, email.toUpperCase(), 'Asha Rao');
    expect(invite).toMatchObject({ name: 'Asha Rao', email });
    expect(Date.parse(invite.expires_at) - Date.parse(invite.invited_at)).toBe(7 * 86_400_000);
    expect(seats).toEqual({ total: 3, used: 1, left: 2 });

    const { token, mail } = await mailedToken(email);
    expect(mail.subject).toBe('Priya Nair invited you to Rozgar');
    expect(mail.text).toContain("join Sahyadri Softech's recruiter account");
    expect(mail.text).toContain(`${app.baseUrl}/recruiter-signup?invite=${token}`);
    expect(mail.html).toContain(`href="${app.baseUrl}/recruiter-signup?invite=${token}"`);
    // only the token's hash is stored
    const stored = await SubUserInvite.findById(invite.id).lean();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(storedSubUserInviteSchema.safeParse(stored).error).toBeUndefined();
    expect(stored?.pending_key).toBe(`${admin.id}|${email}`);

    expect(await list(admin)).toEqual({ seats, members: [], invites: [invite] });

    const preview = await app.client().get(`/api/sub-user-invites/${token}`);
    expect(preview.status).toBe(200);
    expect(payload(subUserInvitePreviewSchema, await preview.json())).toEqual({
      email,
      name: 'Asha Rao',
      account: { name: 'Priya Nair', company: 'Sahyadri Softech' },
    });
  });

  it('refuses an address that has an account, or a pending invitation of the account', async () => {
    const admin = await adminWith(3);
    const seeker = await loggedIn(app);
    expect(await errorOf(await invite(admin, seeker.email))).toEqual([
      409,
      SUB_USER_ADDRESS_HAS_ACCOUNT,
    ]);
    const email = newAddress();
    await invited(admin, email);
    expect(await errorOf(await invite(admin, email))).toEqual([409, SUB_USER_ALREADY_INVITED]);
    expect((await list(admin)).seats).toEqual({ total: 3, used: 1, left: 2 });
    // another account may invite the same address
    await invited(await adminWith(1), email);
  });

  it('validates the body with the contract', async () => {
    const admin = await adminWith(3);
    expect(await errorOf(await admin.client.post('/api/sub-users/invites', { name: 'A' }))).toEqual(
      [400, 'Email is required'],
    );
    expect(
      await errorOf(
        await admin.client.post('/api/sub-users/invites', { name: 'A', email: 'a@b.co', x: 1 }),
      ),
    ).toEqual([400, 'Unknown field: x']);
  });

  it('resends with a new link (the old one stops working) and withdraws', async () => {
    const admin = await adminWith(2);
    const email = newAddress();
    const { invite } = await invited(admin, email);
    const first = (await mailedToken(email)).token;
    const resent = await admin.client.post(`/api/sub-users/invites/${invite.id}/resend`);
    expect(resent.status).toBe(200);
    const again = payload(subUserInviteResponseSchema, await resent.json());
    expect(again.invite.id).toBe(invite.id);
    const second = (await mailedToken(email)).token;
    expect(second).not.toBe(first);
    expect(await errorOf(await app.client().get(`/api/sub-user-invites/${first}`))).toEqual([
      404,
      SUB_USER_INVITE_GONE,
    ]);
    expect((await app.client().get(`/api/sub-user-invites/${second}`)).status).toBe(200);

    const withdrawn = await admin.client.request(`/api/sub-users/invites/${invite.id}`, {
      method: 'DELETE',
    });
    expect(withdrawn.status).toBe(200);
    expect(payload(subUserSeatsResponseSchema, await withdrawn.json()).seats).toEqual({
      total: 2,
      used: 0,
      left: 2,
    });
    expect(await errorOf(await app.client().get(`/api/sub-user-invites/${second}`))).toEqual([
      404,
      SUB_USER_INVITE_GONE,
    ]);
    expect(
      await errorOf(
        await admin.client.request(`/api/sub-users/invites/${invite.id}`, { method: 'DELETE' }),
      ),
    ).toEqual([404, SUB_USER_INVITE_NOT_FOUND]);
    // withdrawn: the address may be invited again
    await invited(admin, email);
  });

  it('an expired invitation frees its seat and its link answers 404; a new one may be sent', async () => {
    const admin = await adminWith(1);
    const email = newAddress();
    const { invite: pending } = await invited(admin, email);
    const { token } = await mailedToken(email);
    expect(await errorOf(await invite(admin))).toEqual([403, SUB_USER_SEATS_FULL]);
    await SubUserInvite.updateOne(
      { _id: pending.id },
      { $set: { expires_at: new Date(Date.now() - 1000) } },
    );
    expect(await errorOf(await app.client().get(`/api/sub-user-invites/${token}`))).toEqual([
      404,
      SUB_USER_INVITE_GONE,
    ]);
    expect(await list(admin)).toMatchObject({ seats: { used: 0, left: 1 }, invites: [] });
    await invited(admin, email);
  });

  it('a forged or malformed token answers 404', async () => {
    const client = app.client();
    expect(await errorOf(await client.get(`/api/sub-user-invites/${'A'.repeat(43)}`))).toEqual([
      404,
      SUB_USER_INVITE_GONE,
    ]);
    expect(await errorOf(await client.get('/api/sub-user-invites/short'))).toEqual([
      404,
      SUB_USER_INVITE_GONE,
    ]);
  });

  it('gives exactly the free seats to 200 parallel invitations', async () => {
    const admin = await adminWith(2);
    const responses = await Promise.all(Array.from({ length: 200 }, () => invite(admin)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 403)).toHaveLength(198);
    expect(await list(admin)).toMatchObject({ seats: { total: 2, used: 2, left: 0 } });
    expect(await SubUserInvite.countDocuments({ account_id: admin.id })).toBe(2);
  }, 60_000);
});

/** The two signup steps with the invitation: a code to the address, then verify and create. */
async function signUp(email: string, token: string, fullName = 'Asha Rao') {
  const client = app.client();
  const sent = await client.post('/api/send-otp', {
    email,
    fullName,
    role: 'Recruiter',
    invite: token,
  });
  if (sent.status !== 200) return { step: 'send-otp', response: sent, client };
  const otp = await app.mailbox.latestCode(email);
  const verified = await client.post('/api/verify-otp', { email, otp });
  expect(verified.status).toBe(200);
  const created = await client.post('/api/create-account', {
    fullName,
    email,
    password: 'Secret123',
    role: 'Recruiter',
    invite: token,
  });
  return { step: 'create-account', response: created, client };
}

describe('signing up with an invitation', () => {
  it('makes a recruiter of the inviting account: listed as a member, the invitation used up', async () => {
    const admin = await adminWith(2);
    const email = newAddress();
    const { seats } = await invited(admin, email, 'Asha Rao');
    const { token } = await mailedToken(email);
    const { step, response, client } = await signUp(email, token);
    expect([step, response.status]).toEqual(['create-account', 201]);

    const user = await User.findOne({ email }).lean();
    expect(user).toMatchObject({ role: 'Recruiter', name: 'Asha Rao' });
    expect(String(user?.account_id)).toBe(admin.id);
    expect(await UserPlan.exists({ user_id: user?._id })).toBeNull();
    const listed = await list(admin);
    expect(listed.seats).toEqual(seats);
    expect(listed.invites).toEqual([]);
    expect(listed.members).toEqual([
      {
        id: String(user?._id),
        name: 'Asha Rao',
        email,
        status: 'active',
        joined_at: expect.any(String),
        last_login_at: null,
      },
    ]);

    const accepted = await SubUserInvite.findOne({ email }).lean();
    expect(storedSubUserInviteSchema.safeParse(accepted).error).toBeUndefined();
    expect(accepted).toMatchObject({ accepted_at: expect.any(Date), withdrawn_at: null });
    expect(accepted?.pending_key).toBeUndefined();
    expect(String(accepted?.accepted_user_id)).toBe(String(user?._id));
    // the link is used up
    expect(await errorOf(await app.client().get(`/api/sub-user-invites/${token}`))).toEqual([
      404,
      SUB_USER_INVITE_GONE,
    ]);
    // the new sub-user signs in; managing sub-users is the admin's
    const login = await client.login(email, 'Secret123');
    expect(login.status).toBe(200);
    const subUser = {
      id: String(user?._id),
      email,
      role: 'Recruiter',
      name: 'Asha Rao',
      accountAdmin: false,
    };
    expect(await login.json()).toEqual({ role: 'Recruiter', user: subUser, welcome: false });
    expect(await (await client.get('/api/me')).json()).toEqual({ user: subUser });
    expect(await (await admin.client.get('/api/me')).json()).toMatchObject({
      user: { id: admin.id, accountAdmin: true },
    });
    expect(await errorOf(await client.get('/api/sub-users'))).toEqual([403, SUB_USERS_ADMIN_ONLY]);
    expect((await list(admin)).members[0]?.last_login_at).not.toBeNull();
  });

  it('refuses another address (400), a forged or used token (404) and a job seeker (400)', async () => {
    const admin = await adminWith(3);
    const email = newAddress();
    await invited(admin, email);
    const { token } = await mailedToken(email);
    const stranger = newAddress('stranger');
    const mismatch = await signUp(stranger, token);
    expect([mismatch.step, ...(await errorOf(mismatch.response))]).toEqual([
      'send-otp',
      400,
      SUB_USER_INVITE_EMAIL_MISMATCH,
    ]);
    const forged = await signUp(newAddress(), 'B'.repeat(43));
    expect([forged.step, ...(await errorOf(forged.response))]).toEqual([
      'send-otp',
      404,
      SUB_USER_INVITE_GONE,
    ]);
    const asSeeker = await app.client().post('/api/send-otp', {
      email,
      fullName: 'Asha Rao',
      role: 'Job Seeker',
      invite: token,
    });
    expect(await errorOf(asSeeker)).toEqual([400, SUB_USER_INVITE_RECRUITER_ONLY]);

    // a stranger who verified their own address cannot create an account with the invitation
    const client = app.client();
    expect(
      (await client.post('/api/send-otp', { email: stranger, fullName: 'S', role: 'Recruiter' }))
        .status,
    ).toBe(200);
    await client.post('/api/verify-otp', {
      email: stranger,
      otp: await app.mailbox.latestCode(stranger),
    });
    expect(
      await errorOf(
        await client.post('/api/create-account', {
          fullName: 'S',
          email: stranger,
          password: 'Secret123',
          invite: token,
        }),
      ),
    ).toEqual([400, SUB_USER_INVITE_EMAIL_MISMATCH]);
    expect(await User.exists({ email: stranger })).toBeNull();

    expect((await signUp(email, token)).response.status).toBe(201);
    const reused = await signUp(newAddress(), token);
    expect([reused.step, ...(await errorOf(reused.response))]).toEqual([
      'send-otp',
      404,
      SUB_USER_INVITE_GONE,
    ]);
  });

  it('creates nobody when the invitation was withdrawn or the seats shrank meanwhile', async () => {
    const admin = await adminWith(1);
    const email = newAddress();
    const { invite: pending } = await invited(admin, email);
    const { token } = await mailedToken(email);
    const client = app.client();
    await client.post('/api/send-otp', { email, fullName: 'A', invite: token });
    await client.post('/api/verify-otp', { email, otp: await app.mailbox.latestCode(email) });
    const create = () =>
      client.post('/api/create-account', {
        fullName: 'Asha Rao',
        email,
        password: 'Secret123',
        invite: token,
      });

    await UserPlan.updateOne({ user_id: admin.id }, { $set: { sub_user_seats: 0 } });
    expect(await errorOf(await create())).toEqual([409, SUB_USER_INVITE_NO_SEAT]);
    expect(await User.exists({ email })).toBeNull();

    await UserPlan.updateOne({ user_id: admin.id }, { $set: { sub_user_seats: 1 } });
    await admin.client.request(`/api/sub-users/invites/${pending.id}`, { method: 'DELETE' });
    expect(await errorOf(await create())).toEqual([404, SUB_USER_INVITE_GONE]);
    expect(await User.exists({ email })).toBeNull();
    // the verification is still good for a signup of their own
    expect(
      (
        await client.post('/api/create-account', {
          fullName: 'A',
          email,
          password: 'Secret123',
          role: 'Recruiter',
        })
      ).status,
    ).toBe(201);
    expect((await User.findOne({ email }).lean())?.account_id).toBeUndefined();
  });
});

describe('members', () => {
  it('lists members; deactivating ends their sessions now and refuses their login', async () => {
    const admin = await adminWith(2);
    const ravi = await member(admin, 'Ravi Kumar');
    const listed = await list(admin);
    expect(listed.seats).toEqual({ total: 2, used: 1, left: 1 });
    expect(listed.members).toEqual([
      expect.objectContaining({ id: ravi.id, name: 'Ravi Kumar', status: 'active' }),
    ]);
    expect(listed.members[0]?.last_login_at).not.toBeNull();

    const deactivated = await admin.client.request(`/api/sub-users/${ravi.id}`, {
      method: 'PATCH',
      json: { status: 'deactivated' },
    });
    expect(deactivated.status).toBe(200);
    const answer = payload(subUserMemberResponseSchema, await deactivated.json());
    expect(answer.member.status).toBe('deactivated');
    expect(answer.seats.used).toBe(1);
    expect((await ravi.client.get('/api/me')).status).toBe(401);
    expect(await errorOf(await app.client().login(ravi.email, PASSWORD))).toEqual([
      403,
      ACCOUNT_DEACTIVATED,
    ]);
    // a wrong password learns nothing of it
    expect((await app.client().login(ravi.email, 'Wrong-password-1')).status).toBe(401);

    const reactivated = await admin.client.request(`/api/sub-users/${ravi.id}`, {
      method: 'PATCH',
      json: { status: 'active' },
    });
    expect(reactivated.status).toBe(200);
    expect(payload(subUserMemberResponseSchema, await reactivated.json()).member.status).toBe(
      'active',
    );
    expect((await ravi.client.login(ravi.email, PASSWORD)).status).toBe(200);
    expect((await ravi.client.get('/api/me')).status).toBe(200);
  });

  it('re-activating needs a seat when the plan shrank', async () => {
    const admin = await adminWith(2);
    const one = await member(admin);
    await member(admin);
    await admin.client.request(`/api/sub-users/${one.id}`, {
      method: 'PATCH',
      json: { status: 'deactivated' },
    });
    await UserPlan.updateOne({ user_id: admin.id }, { $set: { sub_user_seats: 1 } });
    expect(
      await errorOf(
        await admin.client.request(`/api/sub-users/${one.id}`, {
          method: 'PATCH',
          json: { status: 'active' },
        }),
      ),
    ).toEqual([403, SUB_USER_SEATS_FULL]);
  });

  it('removing ends their sessions, frees the seat and drops them from the list', async () => {
    const admin = await adminWith(1);
    const ravi = await member(admin);
    expect(await errorOf(await invite(admin))).toEqual([403, SUB_USER_SEATS_FULL]);
    const removed = await admin.client.request(`/api/sub-users/${ravi.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(payload(subUserSeatsResponseSchema, await removed.json()).seats).toEqual({
      total: 1,
      used: 0,
      left: 1,
    });
    expect((await ravi.client.get('/api/me')).status).toBe(401);
    expect((await app.client().login(ravi.email, PASSWORD)).status).toBe(401);
    expect((await list(admin)).members).toEqual([]);
    expect(
      await errorOf(
        await admin.client.request(`/api/sub-users/${ravi.id}`, {
          method: 'PATCH',
          json: { status: 'active' },
        }),
      ),
    ).toEqual([404, SUB_USER_NOT_FOUND]);
    await invited(admin);
  });

  it("another account's member, an unknown id and a bad status are refused", async () => {
    const admin = await adminWith(2);
    const other = await adminWith(2);
    const theirs = await member(other);
    for (const id of [theirs.id, 'f'.repeat(24), 'nope'])
      expect(
        await errorOf(await admin.client.request(`/api/sub-users/${id}`, { method: 'DELETE' })),
      ).toEqual([404, SUB_USER_NOT_FOUND]);
    expect(
      await errorOf(
        await other.client.request(`/api/sub-users/${theirs.id}`, {
          method: 'PATCH',
          json: { status: 'removed' },
        }),
      ),
    ).toEqual([400, 'Status must be one of: active, deactivated']);
  });
});

describe('who may manage sub-users', () => {
  it('only the admin: a sub-user and a seeker get 403, logged out 401', async () => {
    const admin = await adminWith(2);
    const sub = await member(admin);
    const seeker = await loggedIn(app);
    const calls = (account: { client: Account['client'] }) => [
      account.client.get('/api/sub-users'),
      account.client.post('/api/sub-users/invites', { name: 'A', email: newAddress() }),
      account.client.request(`/api/sub-users/${sub.id}`, {
        method: 'PATCH',
        json: { status: 'deactivated' },
      }),
      account.client.request(`/api/sub-users/${sub.id}`, { method: 'DELETE' }),
      account.client.request(`/api/sub-users/invites/${'a'.repeat(24)}`, { method: 'DELETE' }),
      account.client.post(`/api/sub-users/invites/${'a'.repeat(24)}/resend`),
    ];
    for (const response of await Promise.all(calls(sub)))
      expect(await errorOf(response)).toEqual([403, SUB_USERS_ADMIN_ONLY]);
    for (const response of await Promise.all(calls(seeker))) expect(response.status).toBe(403);
    for (const response of await Promise.all(calls({ client: app.client() })))
      expect(response.status).toBe(401);
    expect((await list(admin)).members).toHaveLength(1);
    expect((await sub.client.get('/api/me')).status).toBe(200);
  });
});

describe('the public look-up of an invitation', () => {
  // Last in the file: it uses up this address's budget of look-ups (20 per 15 minutes).
  it('is rate-limited per IP like the signup calls', async () => {
    const client = app.client();
    let limited: Response | undefined;
    for (let i = 0; i < 25 && !limited; i++) {
      const response = await client.get(`/api/sub-user-invites/${'C'.repeat(43)}`);
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(404);
    }
    expect(limited?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited?.json()).toEqual({ error: 'Too many requests. Please try again later.' });
  });
});
