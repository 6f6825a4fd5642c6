/*
 * A recruiter who has just registered is shown /welcome, the getting-started checklist, when they
 * first log in (docs/product/recruiter-tools-and-workspace.md#welcome); every later login goes to
 * their dashboard as before. The signup remembers the e-mail in this browser until that login.
 */

const KEY = 'rozgar.welcome-after-signup';
export const WELCOME_PATH = '/welcome';

const normalise = (email: string) => email.trim().toLowerCase();

/** After a recruiter account is created: their first login here opens /welcome. */
export function rememberNewRecruiter(email: string): void {
  try {
    window.localStorage.setItem(KEY, normalise(email));
  } catch {
    // storage unavailable (private mode): they land on the dashboard, /welcome is in the menu
  }
}

/**
 * At a login: /welcome when this is the first login of the recruiter who registered here, else
 * null. Either way a recruiter's login ends the remembering.
 */
export function welcomePathAfterSignup(email: string, role: string | undefined): string | null {
  if (role !== 'Recruiter') return null;
  try {
    const remembered = window.localStorage.getItem(KEY);
    if (remembered === null) return null;
    window.localStorage.removeItem(KEY);
    return remembered === normalise(email) ? WELCOME_PATH : null;
  } catch {
    return null;
  }
}
