import { Card } from '@rozgar/design-system';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** What a seeker page shows a visitor who is not logged in: log in and come back to `next`. */
export function LoginPrompt({ next, children }: { next: string; children: ReactNode }) {
  return (
    <Card>
      <h1>Please login</h1>
      <p>
        {children} <Link to={`/login?next=${next}`}>Login</Link>
      </p>
    </Card>
  );
}
