import { useSession } from '@rozgar/design-system';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { fixtureId, RECRUITER, recruiterJobFixture } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { noPrescreening } from '../../mocks/prescreeningHandlers';
import type { JobPrescreening } from '../../prescreening/prescreeningApi';
import { PrescreeningPage } from './PrescreeningPage';

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
});

const JOB_A = recruiterJobFixture('a', { job_title: 'Backend Engineer', location: 'Pune' });
const JOB_B = recruiterJobFixture('b', {
  job_title: 'Data Analyst',
  location: 'Chennai',
  is_active: false,
  status: 'closed',
});
const Q1 = fixtureId('q1');
const Q2 = fixtureId('q2');
const SAVED: JobPrescreening = {
  job_id: JOB_A.id,
  questions: [
    {
      id: Q1,
      text: 'Can you join in 30 days?',
      type: 'yes_no',
      required: true,
      options: [],
      expected_answer: 'yes',
    },
    {
      id: Q2,
      text: 'Rate your SQL',
      type: 'rating',
      required: false,
      options: [],
      expected_answer: null,
    },
  ],
  criteria: { auto_reject: true, min_experience: 3, required_skills: ['Node.js'] },
  updated_at: '2026-11-20T10:00:00.000Z',
};

function routes(set: JobPrescreening = SAVED, ...overrides: RequestHandler[]) {
  mswServer.use(
    handlers.recruiterJobs([JOB_A, JOB_B]),
    ...handlers.prescreening(set),
    ...handlers.prescreening(noPrescreening(JOB_B.id)),
  );
  mswServer.use(...overrides);
  return recordRequests();
}

const open = (url = `/prescreening?job=${JOB_A.id}`) =>
  renderPage('/prescreening', <PrescreeningPage />, url);
const question = (n: number) => screen.getByRole('group', { name: `Question ${n}` });
const questionTexts = () =>
  screen
    .getAllByRole('textbox', { name: /^Question/ })
    .map((input) => (input as HTMLInputElement).value);
const save = () => screen.getByRole('button', { name: 'Save' });

describe('PrescreeningPage', () => {
  it('lists the jobs to choose from and keeps the chosen one in the URL', async () => {
    const api = routes();
    const user = userEvent.setup();
    open('/prescreening');
    const picker = await screen.findByRole('combobox', { name: 'Job' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a job', 'Backend Engineer · Pune', 'Data Analyst · Chennai (closed)']);
    expect(screen.getByRole('heading', { name: 'Choose a job' })).toBeVisible();

    await user.selectOptions(picker, JOB_B.id);
    expect(screen.getByTestId('location')).toHaveTextContent(`/prescreening?job=${JOB_B.id}`);
    expect(await screen.findByRole('heading', { name: 'No questions yet' })).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'See the applicants to Data Analyst' }),
    ).toHaveAttribute('href', `/responses?job=${JOB_B.id}`);
    expect(api.callsTo('GET', `/api/jobs/${JOB_B.id}/prescreening`)).toHaveLength(1);
  });

  it("shows the job's saved questions and criteria", async () => {
    routes();
    open();
    expect(await screen.findByRole('group', { name: 'Question 1' })).toBeVisible();
    expect(questionTexts()).toEqual(['Can you join in 30 days?', 'Rate your SQL']);
    expect(within(question(1)).getByRole('combobox', { name: 'Answer type' })).toHaveValue(
      'yes_no',
    );
    expect(within(question(1)).getByRole('combobox', { name: /Expected answer/ })).toHaveValue(
      'yes',
    );
    expect(within(question(1)).getByRole('checkbox', { name: 'Required' })).toBeChecked();
    expect(
      within(question(2)).getByText('Applicants answer with a rating from 1 to 5.'),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Auto-reject/ })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: /Minimum years/ })).toHaveValue(3);
    expect(
      within(screen.getByRole('list', { name: 'Required skills' })).getByText('Node.js'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: /Questions/ })).toHaveTextContent(
      '(2 questions of 10)',
    );
  });

  it('says what is wrong at the fields and sends nothing until it is right', async () => {
    const api = routes();
    const user = userEvent.setup();
    open();
    await screen.findByRole('group', { name: 'Question 1' });
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    // The new question's text has the focus.
    expect(within(question(3)).getByRole('textbox', { name: /^Question/ })).toHaveFocus();
    await user.selectOptions(
      within(question(3)).getByRole('combobox', { name: 'Answer type' }),
      'multiple_choice',
    );
    await user.type(within(question(3)).getByRole('textbox', { name: 'Option 1' }), 'Day');
    await user.clear(screen.getByRole('spinbutton', { name: /Minimum years/ }));
    await user.type(screen.getByRole('spinbutton', { name: /Minimum years/ }), '21');
    await user.click(save());

    expect(await within(question(3)).findByText('Please enter a question')).toBeVisible();
    expect(
      screen.getByText('Minimum experience must be a whole number from 0 to 20'),
    ).toBeVisible();
    // The options are checked once the question has a text, as the server does.
    await user.type(within(question(3)).getByRole('textbox', { name: /^Question/ }), 'Shift');
    await user.click(save());
    expect(
      await within(question(3)).findByText('Multiple choice questions require at least 2 options'),
    ).toBeVisible();
    expect(api.callsTo('PUT', `/api/jobs/${JOB_A.id}/prescreening`)).toHaveLength(0);
  });

  it('saves the questions in their new order with the criteria, and says so', async () => {
    const api = routes();
    const user = userEvent.setup();
    open();
    await screen.findByRole('group', { name: 'Question 1' });
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.type(
      within(question(3)).getByRole('textbox', { name: /^Question/ }),
      'Preferred shift',
    );
    await user.selectOptions(
      within(question(3)).getByRole('combobox', { name: 'Answer type' }),
      'multiple_choice',
    );
    await user.type(within(question(3)).getByRole('textbox', { name: 'Option 1' }), 'Day');
    await user.type(within(question(3)).getByRole('textbox', { name: 'Option 2' }), 'Night');
    await user.click(within(question(3)).getByRole('checkbox', { name: 'Required' }));
    // Moved to the top by keyboard: the focus follows the question.
    const up = within(question(3)).getByRole('button', { name: 'Move up question 3' });
    up.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Move up question 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const top = screen.getByRole('button', { name: 'Move up question 1' });
    expect(top).toHaveFocus();
    expect(top).toHaveAttribute('aria-disabled', 'true');
    expect(questionTexts()).toEqual([
      'Preferred shift',
      'Can you join in 30 days?',
      'Rate your SQL',
    ]);
    // The rating question goes.
    await user.click(screen.getByRole('button', { name: 'Delete question 3' }));
    // A skill added with Enter, another removed.
    await user.type(
      screen.getByRole('textbox', { name: 'Add a required skill' }),
      'MongoDB{Enter}',
    );
    await user.click(screen.getByRole('button', { name: 'Remove Node.js' }));
    await user.click(save());

    expect(await screen.findByText('Pre-screening saved for Backend Engineer')).toBeVisible();
    expect(screen.getByText('2 questions, auto-reject on')).toBeVisible();
    expect(api.callsTo('PUT', `/api/jobs/${JOB_A.id}/prescreening`)[0]!.body).toEqual({
      questions: [
        {
          text: 'Preferred shift',
          type: 'multiple_choice',
          required: true,
          options: ['Day', 'Night'],
          expected_answer: null,
        },
        {
          id: Q1,
          text: 'Can you join in 30 days?',
          type: 'yes_no',
          required: true,
          options: [],
          expected_answer: 'yes',
        },
      ],
      criteria: { auto_reject: true, min_experience: 3, required_skills: ['MongoDB'] },
    });
    expect(screen.queryByText('Changes not saved yet')).toBeNull();
  });

  it('stops at 10 questions', async () => {
    const ten = Array.from({ length: 10 }, (_, at) => ({
      id: fixtureId(`q${at}`),
      text: `Question ${at}`,
      type: 'text' as const,
      required: false,
      options: [],
      expected_answer: null,
    }));
    routes({ ...SAVED, questions: ten });
    const user = userEvent.setup();
    open();
    await screen.findByRole('group', { name: 'Question 10' });
    const add = screen.getByRole('button', { name: 'Add question' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription('A job can have at most 10 questions.');
    await user.click(add);
    expect(screen.queryByRole('group', { name: 'Question 11' })).toBeNull();
  });

  it("gives the server's words when it refuses the job or the save", async () => {
    routes(
      SAVED,
      handlers.prescreeningSaveRefused(400, 'A question must be at most 300 characters'),
    );
    const user = userEvent.setup();
    open();
    await screen.findByRole('group', { name: 'Question 1' });
    await user.click(save());
    expect(await screen.findByText('A question must be at most 300 characters')).toBeVisible();
  });

  it('says when the job is not one of theirs', async () => {
    routes(SAVED, handlers.prescreeningRefused());
    open();
    expect(
      await screen.findByText('Error: You can only manage pre-screening for your own jobs'),
    ).toBeVisible();
  });

  it('names a job that is not in the list', async () => {
    routes();
    open(`/prescreening?job=${fixtureId('nope')}`);
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeVisible();
  });
});
