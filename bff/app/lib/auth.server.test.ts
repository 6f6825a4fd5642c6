import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { requireSeeker, requireUser } from './auth.server';
import type { SessionUser } from './load-context.server';

const recruiter: SessionUser = {
  id: 'a1',
  email: 'recruiter@example.com',
  role: 'Recruiter',
  name: 'Priya Nair',
  accountId: 'a1',
  accountAdmin: true,
};
const contextFor = (user: SessionUser | null) => ({ user }) as unknown as AppLoadContext;

async function thrownResponse(run: () => unknown): Promise<{ status: number; body: unknown }> {
  try {
    run();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, body: await error.json() };
    throw error;
  }
  throw new Error('expected a thrown Response');
}

describe('requireUser', () => {
  it('returns the signed-in user, with or without a role to check', () => {
    expect(requireUser(contextFor(recruiter))).toBe(recruiter);
    expect(requireUser(contextFor(recruiter), 'Recruiter')).toBe(recruiter);
  });

  it('throws a 401 JSON response when nobody is signed in', async () => {
    expect(await thrownResponse(() => requireUser(contextFor(null), 'Recruiter'))).toEqual({
      status: 401,
      body: { error: 'Not logged in' },
    });
  });

  it('throws a 403 JSON response for a user of another role', async () => {
    expect(await thrownResponse(() => requireUser(contextFor(recruiter), 'Job Seeker'))).toEqual({
      status: 403,
      body: { error: 'Only a Job Seeker can do this' },
    });
  });
});

describe('requireSeeker', () => {
  it('lets a Job Seeker (or any role but Recruiter) through', () => {
    const seeker: SessionUser = { ...recruiter, role: 'Job Seeker' };
    expect(requireSeeker(contextFor(seeker))).toBe(seeker);
  });

  it('answers 401 when logged out and 403 for a recruiter', async () => {
    expect(await thrownResponse(() => requireSeeker(contextFor(null)))).toEqual({
      status: 401,
      body: { error: 'Not logged in' },
    });
    expect(await thrownResponse(() => requireSeeker(contextFor(recruiter)))).toEqual({
      status: 403,
      body: { error: 'Only job seekers can do this' },
    });
  });
});
