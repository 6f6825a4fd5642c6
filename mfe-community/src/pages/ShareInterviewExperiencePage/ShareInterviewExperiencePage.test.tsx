import { INTERVIEW_EXPERIENCE_TEXTS } from '@rozgar/contracts/vocabularies';
import { useSession } from '@rozgar/design-system';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { INTERVIEW_DRAFT_KEY } from '../../interviews/interviewDraft';
import { handlers, seeker } from '../../mocks/handlers';
import { hdfcBank, zerodha } from '../../mocks/reviewFixtures';
import { ShareInterviewExperiencePage } from './ShareInterviewExperiencePage';

const PATH = '/share-interview-experience';
const LAST_YEAR = String(new Date().getFullYear() - 1);

beforeEach(() => {
  sessionStorage.clear();
  useSession.setState({ status: 'unknown', user: null });
});

/** Fills every field but the company, with two questions. */
async function fillTheRest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Role you interviewed for/), 'Backend Developer');
  await user.selectOptions(screen.getByLabelText(/^Month of interview/), '03');
  await user.selectOptions(screen.getByLabelText(/^Year of interview/), LAST_YEAR);
  await user.selectOptions(screen.getByLabelText(/^Difficulty/), 'hard');
  await user.selectOptions(screen.getByLabelText(/^Outcome/), 'rejected');
  await user.type(screen.getByLabelText(/^Question 1/), 'Design a rate limiter.');
  await user.click(screen.getByRole('button', { name: 'Add another question' }));
  await waitFor(() => expect(screen.getByLabelText(/^Question 2/)).toHaveFocus());
  await user.keyboard('Why this company?');
  await user.type(screen.getByLabelText(/^Overall experience/), 'Two rounds, a friendly panel.');
}

describe('ShareInterviewExperiencePage', () => {
  it('stores the experience at a picked company, thanks with a toast and opens its reviews', async () => {
    mswServer.use(
      handlers.me(seeker),
      ...handlers.reviewsApi(),
      ...handlers.interviewExperiencesApi(),
    );
    const sent = recordRequests();
    const user = userEvent.setup();
    renderPage(PATH, <ShareInterviewExperiencePage />);
    expect(
      await screen.findByRole('heading', { name: 'Share interview experience' }),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: /Company name/ }), 'hdf');
    expect(await screen.findByRole('option', { name: /HDFC Bank/ })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    await fillTheRest(user);
    await user.selectOptions(screen.getByLabelText(/^How did you get the interview/), 'campus');
    await user.click(screen.getByRole('button', { name: 'Share anonymously' }));

    expect(await screen.findByText(INTERVIEW_EXPERIENCE_TEXTS.shared)).toBeVisible();
    expect(sent.bodiesOf('POST', '/api/interview-experiences')).toEqual([
      {
        company_id: hdfcBank.id,
        company_name: 'HDFC Bank',
        role: 'Backend Developer',
        interview_date: `${LAST_YEAR}-03`,
        difficulty: 'hard',
        outcome: 'rejected',
        source: 'campus',
        questions: ['Design a rate limiter.', 'Why this company?'],
        experience: 'Two rounds, a friendly panel.',
      },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/employee-reviews/${hdfcBank.id}`),
    );
  });

  it('puts each problem next to its field, removes a question, and sends nothing', async () => {
    mswServer.use(
      handlers.me(seeker),
      ...handlers.reviewsApi(),
      ...handlers.interviewExperiencesApi(),
    );
    const sent = recordRequests();
    const user = userEvent.setup();
    renderPage(PATH, <ShareInterviewExperiencePage />);
    await screen.findByRole('heading', { name: 'Share interview experience' });
    await user.click(screen.getByRole('button', { name: 'Add another question' }));
    await user.click(screen.getByRole('button', { name: 'Share anonymously' }));

    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Role is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Month of interview/)).toHaveAccessibleDescription(
      'Interview date is required',
    );
    expect(screen.getByText('Difficulty is required')).toBeInTheDocument();
    expect(screen.getByText('Outcome is required')).toBeInTheDocument();
    expect(screen.getByText('Question 1 is required')).toBeInTheDocument();
    expect(screen.getByText('Question 2 is required')).toBeInTheDocument();
    expect(screen.getByText('Overall experience is required')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    expect(screen.queryByLabelText(/^Question 2/)).not.toBeInTheDocument();
    // one question stays: it cannot be removed
    expect(screen.queryByRole('button', { name: /^Remove question/ })).not.toBeInTheDocument();
    expect(sent.bodiesOf('POST', '/api/interview-experiences')).toEqual([]);
  });

  it('shows the server’s refusal next to the question it names', async () => {
    mswServer.use(
      handlers.me(seeker),
      ...handlers.reviewsApi(),
      handlers.shareInterviewExperienceRefuses(
        'Question 2 contains language that is not allowed. Please rephrase it.',
      ),
    );
    const user = userEvent.setup();
    renderPage(PATH, <ShareInterviewExperiencePage />);
    await user.type(await screen.findByRole('combobox', { name: /Company name/ }), 'Tiny Startup');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Share anonymously' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Question 2/)).toHaveAccessibleDescription(
        'Question 2 contains language that is not allowed. Please rephrase it.',
      ),
    );
    expect(screen.getByLabelText(/^Question 2/)).toHaveFocus();
  });

  it('tells of a refusal that names no field in a toast', async () => {
    mswServer.use(
      handlers.me(seeker),
      ...handlers.reviewsApi(),
      handlers.shareInterviewExperienceRefuses(
        'You have written too many reviews and contributions in a short time. Please try again later.',
        429,
      ),
    );
    const user = userEvent.setup();
    renderPage(PATH, <ShareInterviewExperiencePage />);
    await user.type(await screen.findByRole('combobox', { name: /Company name/ }), 'Acme');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Share anonymously' }));
    expect(
      await screen.findByText(
        'You have written too many reviews and contributions in a short time. Please try again later.',
      ),
    ).toBeVisible();
  });

  it('asks a visitor to log in and brings the filled form back', async () => {
    mswServer.use(
      handlers.me(null),
      ...handlers.reviewsApi(),
      ...handlers.interviewExperiencesApi(),
    );
    const sent = recordRequests();
    const user = userEvent.setup();
    const first = renderPage(PATH, <ShareInterviewExperiencePage />);
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=%2Fshare-interview-experience',
    );
    await user.type(screen.getByRole('combobox', { name: /Company name/ }), 'Acme Widgets');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Share anonymously' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/login?next=%2Fshare-interview-experience',
      ),
    );
    expect(sent.callsTo('POST', '/api/interview-experiences')).toHaveLength(0);
    expect(sessionStorage.getItem(INTERVIEW_DRAFT_KEY)).toContain('Acme Widgets');
    first.unmount();

    // Back after logging in: the same values, sent as they are.
    useSession.setState({ status: 'authenticated', user: seeker });
    renderPage(PATH, <ShareInterviewExperiencePage />);
    expect(screen.getByRole('combobox', { name: /Company name/ })).toHaveValue('Acme Widgets');
    expect(screen.getByLabelText(/^Year of interview/)).toHaveValue(LAST_YEAR);
    expect(screen.getByLabelText(/^Question 2/)).toHaveValue('Why this company?');
    await user.click(screen.getByRole('button', { name: 'Share anonymously' }));
    expect(await screen.findByText(INTERVIEW_EXPERIENCE_TEXTS.shared)).toBeVisible();
    expect(sent.bodiesOf('POST', '/api/interview-experiences')).toEqual([
      expect.objectContaining({
        company_name: 'Acme Widgets',
        questions: ['Design a rate limiter.', 'Why this company?'],
      }),
    ]);
    expect(sessionStorage.getItem(INTERVIEW_DRAFT_KEY)).toBeNull();
  });

  it('starts with the company of the address (from a company’s reviews page)', async () => {
    mswServer.use(
      handlers.me(seeker),
      ...handlers.reviewsApi(),
      ...handlers.interviewExperiencesApi(),
    );
    const sent = recordRequests();
    const user = userEvent.setup();
    renderPage(
      PATH,
      <ShareInterviewExperiencePage />,
      `${PATH}?company_id=${zerodha.id}&company=Zerodha`,
    );
    expect(await screen.findByRole('combobox', { name: /Company name/ })).toHaveValue('Zerodha');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Share anonymously' }));
    await waitFor(() =>
      expect(sent.bodiesOf('POST', '/api/interview-experiences')).toEqual([
        expect.objectContaining({ company_id: zerodha.id, company_name: 'Zerodha' }),
      ]),
    );
  });
});
