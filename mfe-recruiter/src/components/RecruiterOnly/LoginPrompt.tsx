import { Card } from '@rozgar/design-system';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface LoginPromptProps {
  /** The heading, as docs/product words it (e.g. 'Please log in to view applications.'). */
  title: string;
  /** Where the login brings the recruiter back to: a path of this remote, e.g. `/responses`. */
  next: string;
  /** What logging in is for, after "Login as a recruiter to …". */
  purpose: ReactNode;
}

/** What a visitor who is not logged in sees on a recruiter page. */
export function LoginPrompt({ title, next, purpose }: LoginPromptProps) {
  return (
    <Card>
      <h1>{title}</h1>
      <p>
        <Link to={`/login?next=${next}`}>Login</Link> as a recruiter to {purpose}.
      </p>
    </Card>
  );
}
