import { useSession } from '@rozgar/design-system';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fixtureId, RECRUITER, recruiterJobFixture } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { pipelineApplicantFixture } from '../../mocks/pipelineFixtures';
import { ResponsesPage } from '../../pages/ResponsesPage/ResponsesPage';

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
});

const JOB = recruiterJobFixture('p', { job_title: 'Backend Engineer', applications: 3 });
const question = (n: number) => fixtureId(`q${n}`);
const APPLICANTS = [
  pipelineApplicantFixture(
    JOB.id,
    'u1',
    'applied',
    { full_name: 'Rahul Sharma', experience: 5 },
    {
      answers: [
        {
          question_id: question(1),
          question: 'Can you join in 30 days?',
          type: 'yes_no',
          answer: 'yes',
        },
        { question_id: question(2), question: 'Rate your SQL', type: 'rating', answer: 4 },
        {
          question_id: question(3),
          question: 'Preferred shift',
          type: 'multiple_choice',
          answer: 'Night',
        },
      ],
    },
  ),
  pipelineApplicantFixture(
    JOB.id,
    'u2',
    'rejected',
    { full_name: 'Meera Iyer', experience: 1 },
    {
      answers: [
        {
          question_id: question(1),
          question: 'Can you join in 30 days?',
          type: 'yes_no',
          answer: 'no',
        },
      ],
      meets_criteria: false,
      unmet_criteria: [
        '1 year of experience, 3 required',
        'Answered No to "Can you join in 30 days?"',
      ],
      rejection_reason: 'Experience 1 year is below the minimum of 3 years',
    },
  ),
  pipelineApplicantFixture(JOB.id, 'u3', 'applied', { full_name: 'Kiran Rao' }),
];

function routes() {
  mswServer.use(handlers.recruiterJobs([JOB]), ...handlers.pipeline(JOB, APPLICANTS));
  return recordRequests();
}

const card = (name: string) => screen.findByRole('article', { name });

describe("an applicant's pre-screening on Manage Responses", () => {
  it('shows the answers under their questions and that the applicant meets the criteria', async () => {
    routes();
    renderPage('/responses', <ResponsesPage />, `/responses?job=${JOB.id}`);
    const rahul = within(await card('Rahul Sharma'));
    const screening = rahul.getByRole('region', { name: /^Pre-screening/ });
    expect(within(screening).getByText('Meets criteria')).toBeVisible();
    const answerTo = (text: string) => within(screening).getByText(text).nextElementSibling;
    expect(answerTo('Can you join in 30 days?')).toHaveTextContent('Yes');
    expect(answerTo('Rate your SQL')).toHaveTextContent('4 of 5');
    expect(answerTo('Preferred shift')).toHaveTextContent('Night');
    expect(rahul.queryByText(/Auto-rejected/)).toBeNull();
  });

  it('shows the criteria missed and, for the recruiter only, why the criteria rejected them', async () => {
    routes();
    renderPage('/responses', <ResponsesPage />, `/responses?job=${JOB.id}`);
    const meera = within(await card('Meera Iyer'));
    expect(meera.getByText('Does not meet criteria')).toBeVisible();
    expect(meera.getByText(/^Auto-rejected:/).parentElement).toHaveTextContent(
      'Auto-rejected: Experience 1 year is below the minimum of 3 years',
    );
    expect(
      within(meera.getByRole('list', { name: 'Criteria not met' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 year of experience, 3 required', 'Answered No to "Can you join in 30 days?"']);
    expect(meera.getByText('Can you join in 30 days?').nextElementSibling).toHaveTextContent('No');
    // Nothing asked and nothing missed: no pre-screening part.
    expect(
      within(await card('Kiran Rao')).queryByRole('region', { name: /^Pre-screening/ }),
    ).toBeNull();
  });

  it('filters to those meeting the criteria, kept in the URL', async () => {
    const api = routes();
    const user = userEvent.setup();
    renderPage('/responses', <ResponsesPage />, `/responses?job=${JOB.id}`);
    await card('Meera Iyer');
    const meets = screen.getByRole('button', { name: 'Meets criteria' });
    expect(meets).toHaveAttribute('aria-pressed', 'false');
    await user.click(meets);

    expect(screen.getByRole('button', { name: 'Meets criteria' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(`/responses?job=${JOB.id}&meets=1`);
    await screen.findByText('2 applicants', { exact: false });
    expect(screen.queryByRole('article', { name: 'Meera Iyer' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Rahul Sharma' })).toBeVisible();
    expect(api.calls.at(-1)!.search.get('meets')).toBe('1');
  });
});
