import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mswServer, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { companyId, interviewPage } from '../../mocks/companyFixtures';
import { handlers } from '../../mocks/handlers';
import { InterviewHighlights } from './InterviewHighlights';

const id = companyId(1);

describe('InterviewHighlights', () => {
  it('shows the latest 3 with month, difficulty and outcome, and links to all of them', async () => {
    mswServer.use(handlers.interviews(id, interviewPage(id, 7)));
    renderPage('/', <InterviewHighlights companyId={id} />);
    const list = await screen.findByRole('list', { name: 'Latest interview experiences' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    const first = within(list).getByRole('article', { name: 'Frontend Engineer' });
    expect(within(first).getByText('Sept 2026')).toBeVisible();
    expect(within(first).getByText('Moderate')).toBeVisible();
    expect(within(first).getByText('Selected')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read all 7 interview experiences' })).toHaveAttribute(
      'href',
      `/employee-reviews/${id}`,
    );
  });

  it('invites the first one when none were shared', async () => {
    mswServer.use(handlers.interviews(id));
    renderPage('/', <InterviewHighlights companyId={id} />);
    expect(
      await screen.findByRole('link', { name: 'Share your interview experience' }),
    ).toHaveAttribute('href', '/share-interview-experience');
  });
});
