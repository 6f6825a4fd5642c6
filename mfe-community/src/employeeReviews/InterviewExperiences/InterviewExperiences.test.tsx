import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { manyInterviewExperiences } from '../../mocks/interviewExperienceFixtures';
import { infosys, zerodha } from '../../mocks/reviewFixtures';
import { InterviewExperiences } from './InterviewExperiences';

const show = (company = infosys) =>
  renderPage(
    '/employee-reviews/:companyId',
    <InterviewExperiences companyId={company.id} companyName={company.name} />,
    `/employee-reviews/${company.id}`,
  );

describe('InterviewExperiences', () => {
  it('shows placeholders the size of the cards while loading', async () => {
    mswServer.use(handlers.interviewExperiencesLoading());
    show();
    const busy = await screen.findByRole('list', { name: 'Loading interview experiences' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(busy).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the counts and the company’s experiences, newest first, and shares for this company', async () => {
    mswServer.use(...handlers.interviewExperiencesApi());
    show();
    const cards = await screen.findAllByRole('article');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Senior Backend Engineer (Node.js)', 'Graduate Engineer Trainee']);
    expect(screen.getByText('2 interview experiences')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Difficulty' })).toHaveTextContent(
      'Easy: 1Moderate: 0Hard: 1',
    );
    // only the outcomes that happened
    expect(screen.getByRole('list', { name: 'Outcome' })).toHaveTextContent(
      'Selected: 1No response: 1',
    );
    expect(screen.getByRole('link', { name: 'Share interview experience' })).toHaveAttribute(
      'href',
      `/share-interview-experience?company_id=${infosys.id}&company=Infosys`,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('pages 5 at a time', async () => {
    mswServer.use(
      ...handlers.interviewExperiencesApi({
        experiences: manyInterviewExperiences(infosys.id, 7),
      }),
    );
    const sent = recordRequests();
    const user = userEvent.setup();
    show();
    expect(await screen.findAllByRole('article')).toHaveLength(5);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Role 6' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Interview experiences' })).toHaveFocus();
    expect(
      sent
        .callsTo('GET', `/api/companies/${infosys.id}/interview-experiences`)
        .map((call) => call.search.get('page')),
    ).toEqual(['1', '2']);
  });

  it('says when there are none, offering to share the first', async () => {
    mswServer.use(...handlers.interviewExperiencesApi());
    show(zerodha);
    expect(
      await screen.findByRole('heading', {
        name: 'No interview experiences shared for this company yet.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share the first one' })).toHaveAttribute(
      'href',
      `/share-interview-experience?company_id=${zerodha.id}&company=Zerodha`,
    );
  });

  it('says Failed to fetch interview experiences with Retry', async () => {
    mswServer.use(handlers.interviewExperiencesDown());
    const user = userEvent.setup();
    show();
    expect(await screen.findByText('Failed to fetch interview experiences')).toBeVisible();
    mswServer.use(...handlers.interviewExperiencesApi());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});
