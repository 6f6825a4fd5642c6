import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { recruiterJobFixture } from '../../mocks/fixtures';
import { failure, handlers } from '../../mocks/handlers';
import { PostJobPage } from '../../pages/PostJobPage/PostJobPage';
import {
  fillJob,
  postThroughPreview,
  signedInRecruiterWithCompanies,
} from '../../pages/PostJobPage/postJobTestKit';

const ANALYSE = '/api/keyword-optimiser/analyse';

beforeEach(() => signedInRecruiterWithCompanies());

async function openPostJob() {
  const api = recordRequests();
  const user = userEvent.setup();
  renderPage('/job-postings-section', <PostJobPage />);
  await screen.findByLabelText(/^Job title/);
  return { api, user };
}

describe('KeywordCheck on Post a Job', () => {
  it('checks the draft in a dialog, adds two suggestions to the key skills, and posts them', async () => {
    mswServer.use(handlers.keywordAnalysis());
    const { api, user } = await openPostJob();
    await fillJob(user);

    await user.click(screen.getByRole('button', { name: 'Check keywords' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keyword check' });
    expect(await within(dialog).findByRole('meter', { name: 'Keyword score' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(api.callsTo('POST', ANALYSE).map((call) => call.body)).toEqual([
      {
        source: 'draft',
        title: 'QA Lead',
        description: 'Own our test strategy.',
        skills: 'Playwright',
        industry: 'IT/ITES',
      },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Add typescript to key skills' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add redux to key skills' }));
    expect(await screen.findByText('Added "redux" to key skills')).toBeVisible();
    expect(
      within(dialog).getByRole('button', { name: 'typescript added to key skills' }),
    ).toHaveTextContent('Added');
    expect(within(dialog).getByRole('button', { name: 'Add jest to key skills' })).toBeVisible();

    // The whole page in a new tab, with the draft as it now is; the form stays here.
    const open = within(dialog).getByRole('link', {
      name: 'Open in the keyword optimiser (new tab)',
    });
    expect(open).toHaveAttribute('href', '/keyword-optimization?from=post-a-job');
    expect(open).toHaveAttribute('target', '_blank');
    open.addEventListener('click', (event) => event.preventDefault());
    await user.click(open);
    expect(JSON.parse(localStorage.getItem('rozgar.keyword-draft')!)).toEqual({
      title: 'QA Lead',
      description: 'Own our test strategy.',
      skills: 'Playwright, typescript, redux',
      industry: 'IT/ITES',
    });
    localStorage.clear();

    await user.click(within(dialog).getByRole('button', { name: 'Back to the form' }));
    expect(screen.queryByRole('dialog', { name: 'Keyword check' })).toBeNull();
    expect(screen.getByLabelText(/^Key skills/)).toHaveValue('Playwright, typescript, redux');
    expect(screen.getByLabelText(/^Job title/)).toHaveValue('QA Lead');

    await postThroughPreview(user);
    expect(await screen.findByText('Job posted successfully!')).toBeVisible();
    const posted = api.callsTo('POST', '/api/jobs');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toMatchObject({
      job_title: 'QA Lead',
      skills: 'Playwright, typescript, redux',
    });
  });

  it('asks for a title before checking, and sends nothing', async () => {
    const { api, user } = await openPostJob();
    await user.click(screen.getByRole('button', { name: 'Check keywords' }));
    expect(
      await screen.findByText('Job title is required', { selector: '[role="alert"]' }),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST', ANALYSE)).toHaveLength(0);
  });

  it('checks again after the draft changed, and says why a check failed', async () => {
    mswServer.use(
      failure(
        'post',
        ANALYSE,
        503,
        { error: 'Database unavailable, please try again shortly' },
        {
          once: true,
        },
      ),
      handlers.keywordAnalysis(),
    );
    const { api, user } = await openPostJob();
    await user.type(screen.getByLabelText(/^Job title/), 'React Developer');
    await user.click(screen.getByRole('button', { name: 'Check keywords' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keyword check' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error: Database unavailable, please try again shortly',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('meter')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Add typescript to key skills' }));
    await user.click(within(dialog).getByRole('button', { name: 'Check again' }));
    await within(dialog).findByRole('meter');
    const bodies = api.callsTo('POST', ANALYSE).map((call) => call.body);
    expect(bodies.at(-1)).toEqual({
      source: 'draft',
      title: 'React Developer',
      description: '',
      skills: 'typescript',
    });
  });

  it('checks a job being edited with its edited values, and adds to its key skills', async () => {
    const job = recruiterJobFixture(1, {
      job_title: 'Node Developer',
      industry: 'IT/ITES',
      job_description: 'Build our APIs.',
      skills: ['Node.js'],
    });
    mswServer.use(handlers.recruiterJob([job]), handlers.keywordAnalysis());
    const api = recordRequests();
    const user = userEvent.setup();
    renderPage(
      '/job-postings-section/:jobId/edit',
      <PostJobPage />,
      `/job-postings-section/${job.id}/edit`,
    );
    const title = await screen.findByLabelText(/^Job title/);
    await user.type(title, ' (APIs)');
    await user.click(screen.getByRole('button', { name: 'Check keywords' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keyword check' });
    await user.click(
      await within(dialog).findByRole('button', { name: 'Add typescript to key skills' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Back to the form' }));
    expect(api.callsTo('POST', ANALYSE)[0]?.body).toEqual({
      source: 'draft',
      title: 'Node Developer (APIs)',
      description: 'Build our APIs.',
      skills: 'Node.js',
      industry: 'IT/ITES',
    });
    expect(screen.getByLabelText(/^Key skills/)).toHaveValue('Node.js, typescript');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeVisible();
  });
});
