import { beforeEach, describe, expect, it } from 'vitest';
import { rememberNewRecruiter, welcomePathAfterSignup } from './welcomeAfterSignup';

beforeEach(() => window.localStorage.clear());

describe('welcomePathAfterSignup', () => {
  it('sends the recruiter who just registered to /welcome at their first login only', () => {
    rememberNewRecruiter('Rohan@Example.com ');
    expect(welcomePathAfterSignup('rohan@example.com', 'Recruiter')).toBe('/welcome');
    expect(welcomePathAfterSignup('rohan@example.com', 'Recruiter')).toBeNull();
  });

  it('leaves another recruiter, a seeker and a login without a signup to their home', () => {
    expect(welcomePathAfterSignup('rohan@example.com', 'Recruiter')).toBeNull();
    rememberNewRecruiter('rohan@example.com');
    expect(welcomePathAfterSignup('rohan@example.com', 'Job Seeker')).toBeNull();
    expect(welcomePathAfterSignup('other@example.com', 'Recruiter')).toBeNull();
    // another recruiter's login ended it
    expect(welcomePathAfterSignup('rohan@example.com', 'Recruiter')).toBeNull();
  });
});
