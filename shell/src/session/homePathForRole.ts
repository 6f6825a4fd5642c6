/**
 * Where a freshly logged-in user goes (docs/product/identity-and-accounts.md#login); null for an
 * unknown role.
 */
export function homePathForRole(role: string | undefined): string | null {
  if (role === 'Job Seeker') return '/jobseeker-home';
  if (role === 'Recruiter') return '/recruiter-dashboard';
  return null;
}

const PORTAL = 'https://portal.invalid';

/**
 * A `?next=` return path is honoured only when it is a relative path inside the portal
 * (docs/product/identity-and-accounts.md#login): it starts with one `/`, holds no backslash or
 * control character (browsers drop tabs and newlines, so `/\t/evil.example` would become
 * `//evil.example`), and resolves on the portal's own origin. Anything else — `//evil.example`,
 * `https://…`, `javascript:…` — is ignored (null): no open redirect.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return null;
  try {
    const url = new URL(next, PORTAL);
    if (url.origin !== PORTAL) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** `base` with `?next=` when there is a safe return path (`/login?next=%2Fjob-details%2F42`). */
export function withNext(base: string, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  return safe ? `${base}?next=${encodeURIComponent(safe)}` : base;
}
