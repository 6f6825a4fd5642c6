import { useSession } from '@rozgar/design-system';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { closedJob, openJob, RECRUITER } from '../../mocks/fixtures';
import { failure, handlers } from '../../mocks/handlers';
import { goodJobAnalysis, shortDraftAnalysis } from '../../mocks/keywordFixtures';
import { KeywordOptimiserPage } from './KeywordOptimiserPage';

const initialSession = useSession.getState();
const ANALYSE = '/api/keyword-optimiser/analyse';

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
});

function setup(...answers: RequestHandler[]) {
  mswServer.use(handlers.recruiterJobs([openJob, closedJob]), ...answers);
  const api = recordRequests();
  const user = userEvent.setup();
  renderPage('/keyword-optimization', <KeywordOptimiserPage />);
  return { api, user };
}

const results = () => screen.getByRole('region', { name: 'Results' });

describe('KeywordOptimiserPage', () => {
  it("analyses one of the recruiter's jobs, picked from the list, and shows the report", async () => {
    const { api, user } = setup(handlers.keywordAnalysis(goodJobAnalysis));
    expect(screen.getByRole('heading', { name: 'Job posting keyword optimiser' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'One of my jobs' })).toBeChecked();
    const job = await screen.findByRole('combobox', { name: /Job/ });
    expect(
      within(job)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose one of your jobs',
      'Senior Frontend Engineer (React), Bengaluru',
      'QA Engineer, Bengaluru (closed)',
    ]);

    await user.click(screen.getByRole('button', { name: 'Analyse keywords' }));
    expect(job).toHaveAccessibleDescription('Choose one of your jobs');
    expect(job).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', ANALYSE)).toHaveLength(0);

    await user.selectOptions(job, openJob.id);
    await user.click(screen.getByRole('button', { name: 'Analyse keywords' }));
    expect(await within(results()).findByRole('meter', { name: 'Keyword score' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
    // A posted job's suggestions are listed only: nothing here writes to it.
    expect(within(results()).queryByRole('button', { name: /^Add / })).toBeNull();
    expect(api.callsTo('POST', ANALYSE).map((call) => call.body)).toEqual([
      { source: 'job', job_id: openJob.id },
    ]);
  });

  it('analyses pasted text, which must not be blank', async () => {
    const { api, user } = setup(handlers.keywordAnalysis());
    await user.click(screen.getByRole('radio', { name: 'Pasted text' }));
    await user.click(screen.getByRole('button', { name: 'Analyse keywords' }));
    expect(await screen.findByText('Job text is required')).toBeVisible();
    expect(api.callsTo('POST', ANALYSE)).toHaveLength(0);

    await user.type(
      screen.getByRole('textbox', { name: /Job text/ }),
      'React Developer{Enter}Build React apps with JavaScript.',
    );
    await user.click(screen.getByRole('button', { name: 'Analyse keywords' }));
    expect(await within(results()).findByText('2 of 5 checks met')).toBeVisible();
    expect(api.callsTo('POST', ANALYSE)[0]?.body).toEqual({
      source: 'text',
      text: 'React Developer\nBuild React apps with JavaScript.',
    });
  });

  it('opens on a draft handed over from Post a Job, takes it from storage, and sends it with its skills and industry', async () => {
    mswServer.use(handlers.recruiterJobs([openJob]), handlers.keywordAnalysis());
    const api = recordRequests();
    const user = userEvent.setup();
    const draft = {
      title: 'React Developer',
      description: 'Build React apps.',
      skills: 'React, JavaScript',
      industry: 'IT/ITES',
    };
    localStorage.setItem('rozgar.keyword-draft', JSON.stringify(draft));
    renderPage(
      '/keyword-optimization',
      <KeywordOptimiserPage />,
      '/keyword-optimization?from=post-a-job',
    );
    expect(localStorage.getItem('rozgar.keyword-draft')).toBeNull();
    expect(screen.getByRole('radio', { name: 'A draft' })).toBeChecked();
    expect(screen.getByText('The draft you were writing on Post a Job.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Job title/ })).toHaveValue('React Developer');
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveValue('IT/ITES');

    await user.clear(screen.getByRole('textbox', { name: /Job title/ }));
    await user.click(screen.getByRole('button', { name: 'Analyse keywords' }));
    expect(await screen.findByText('Job title is required')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: /Job title/ }), 'Senior React Developer');
    await user.click(screen.getByRole('button', { name: 'Analyse keywords' }));
    expect(await within(results()).findByRole('meter')).toBeVisible();
    expect(api.callsTo('POST', ANALYSE)[0]?.body).toEqual({
      source: 'draft',
      title: 'Senior React Developer',
      description: 'Build React apps.',
      skills: 'React, JavaScript',
      industry: 'IT/ITES',
    });

    // A draft's suggestion is added to its key skills with one click.
    await user.click(
      within(results()).getByRole('button', { name: 'Add typescript to key skills' }),
    );
    expect(screen.getByRole('textbox', { name: /Key skills/ })).toHaveValue(
      'React, JavaScript, typescript',
    );
    expect(
      within(results()).getByRole('button', { name: 'typescript added to key skills' }),
    ).toHaveTextContent('Added');
    expect(await screen.findByText('Added "typescript" to key skills')).toBeVisible();
  });

  it('opens on the jobs, not on a draft left in storage, when Post a Job did not open it', async () => {
    localStorage.setItem('rozgar.keyword-draft', JSON.stringify({ title: 'Old draft' }));
    setup();
    expect(screen.getByRole('radio', { name: 'One of my jobs' })).toBeChecked();
    expect(await screen.findByRole('combobox', { name: /Job/ })).toBeVisible();
    localStorage.clear();
  });

  it('shows skeletons while analysing, then a failure with Retry that analyses again', async () => {
    const { user } = setup(handlers.keywordAnalysisLoading());
    await user.selectOptions(await screen.findByRole('combobox', { name: /Job/ }), openJob.id);
    await user.click(screen.getByRole('button', { name: 'Analyse keywords' }));
    expect(await within(results()).findByText('Analysing keywords…')).toBeVisible();
    expect(within(results()).getByText('Analysing keywords…').parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it("says why an analysis failed, retries, and gives the server's words", async () => {
    const { user } = setup(
      handlers.keywordAnalysisDown({ once: true }),
      handlers.keywordAnalysis(shortDraftAnalysis),
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: /Job/ }), openJob.id);
    await user.click(screen.getByRole('button', { name: 'Analyse keywords' }));
    const alert = await within(results()).findByRole('alert');
    expect(alert).toHaveTextContent('Error: Database unavailable, please try again shortly');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(results()).findByText('2 of 5 checks met')).toBeVisible();
  });

  it('asks to log in again when the session ended while analysing', async () => {
    const { user } = setup(failure('post', ANALYSE, 401, { error: 'Not logged in' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: /Job/ }), openJob.id);
    await user.click(screen.getByRole('button', { name: 'Analyse keywords' }));
    expect(
      await screen.findByRole('heading', { name: "Please log in to check your jobs' keywords." }),
    ).toBeVisible();
  });

  it('offers Post a Job when the recruiter has no job yet', async () => {
    mswServer.use(handlers.recruiterJobs([]));
    renderPage('/keyword-optimization', <KeywordOptimiserPage />);
    expect(await screen.findByText(/You have not posted a job yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute(
      'href',
      '/job-postings-section',
    );
  });

  it('asks a visitor to log in', () => {
    useSession.setState({ ...initialSession, status: 'anonymous', user: null }, true);
    renderPage('/keyword-optimization', <KeywordOptimiserPage />);
    expect(
      screen.getByRole('heading', { name: "Please log in to check your jobs' keywords." }),
    ).toBeVisible();
  });
});
