import { ThemeProvider } from '@rozgar/design-system';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { infosysBackendHard, infosysFresherEasy } from '../../mocks/interviewExperienceFixtures';
import { InterviewExperienceCard } from './InterviewExperienceCard';

const show = (experience = infosysBackendHard) =>
  render(
    <ThemeProvider>
      <InterviewExperienceCard experience={experience} />
    </ThemeProvider>,
  );

describe('InterviewExperienceCard', () => {
  it('shows the role, the month, how it was got, the badges, the questions in order and the tips', () => {
    show({ ...infosysBackendHard, created_at: '2026-10-05T10:00:00.000Z' });
    const card = screen.getByRole('article', { name: infosysBackendHard.role });
    expect(
      within(card).getByText(/^Interviewed in Sep 2026 · Employee referral · Shared/),
    ).toBeInTheDocument();
    expect(within(card).getByText('5 Oct 2026')).toHaveAttribute(
      'datetime',
      '2026-10-05T10:00:00.000Z',
    );
    const badges = within(card).getByRole('list', { name: 'Difficulty and outcome' });
    expect(badges).toHaveTextContent('Difficulty: Hard');
    expect(badges).toHaveTextContent('Outcome: Selected');
    const questions = within(card)
      .getAllByRole('listitem')
      .filter((item) => item.closest('ol'));
    expect(questions.map((item) => item.textContent)).toEqual(infosysBackendHard.questions);
    expect(within(card).getByRole('heading', { name: 'Tips' })).toBeInTheDocument();
    expect(within(card).getByText(infosysBackendHard.tips!)).toBeInTheDocument();
  });

  it('leaves out how it was got and the tips when not given', () => {
    show(infosysFresherEasy);
    expect(screen.getByText(/^Interviewed in Jun 2026 · Shared/)).toBeInTheDocument();
    expect(screen.getByText('Outcome: No response')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Tips' })).not.toBeInTheDocument();
  });
});
