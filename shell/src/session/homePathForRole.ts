/**
 * Where a freshly logged-in user goes (docs/product/identity-and-accounts.md#login); null for an
 * unknown role.
 */
export function homePathForRole(role: string | undefined): string | null {
  if (role === 'Job Seeker') return '/jobseeker-home';
  if (role === 'Recruiter') return '/recruiter-dashboard';
  return null;
}

/** A `?next=` return path is honoured only when it stays inside the portal. */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return null;
  return next;
}
