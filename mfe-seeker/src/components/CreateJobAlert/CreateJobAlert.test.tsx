import { JOB_ALERT_TEXTS, MAX_JOB_ALERTS } from '@rozgar/contracts/vocabularies';
import { useSession } from '@rozgar/design-system';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseJobSearch } from '../../jobs/jobSearch';
import { handlers } from '../../mocks/handlers';
import { jobAlertFixture, jobAlertHandlers } from '../../mocks/jobAlertHandlers';
import { SEEKER } from '../../mocks/jobFixtures';
import { CreateJobAlert } from './CreateJobAlert';

const URL = '/jobs?q=React&location=Pune&workModes=Remote&sort=salary&page=2';
const search = parseJobSearch(new URLSearchParams(URL.split('?')[1]));

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: SEEKER }, true);
});

afterEach(() => {
  cleanup();
});

function renderButton() {
  renderPage('/jobs', <CreateJobAlert search={search} />, URL);
  return screen.getByRole('button', { name: 'Create job alert' });
}

describe('CreateJobAlert', () => {
  it('asks a visitor to log in or register and come back to the same search', async () => {
    useSession.setState({ status: 'anonymous', user: null });
    await userEvent.click(renderButton());
    expect(await screen.findByText('Please login to create job alerts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(URL)}`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks the BFF who is logged in when the page does not know yet', async () => {
    useSession.setState({ status: 'unknown', user: null });
    mswServer.use(handlers.me(SEEKER), ...jobAlertHandlers());
    await userEvent.click(renderButton());
    expect(await screen.findByRole('dialog', { name: 'Create job alert' })).toBeInTheDocument();
  });

  it('tells a recruiter that alerts are for job seekers', async () => {
    useSession.setState({ user: { ...SEEKER, role: 'Recruiter' } });
    await userEvent.click(renderButton());
    expect(await screen.findByText(JOB_ALERT_TEXTS.seekersOnly)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves the search’s filters with a name and frequency, says so, and returns focus', async () => {
    mswServer.use(...jobAlertHandlers());
    const api = recordRequests();
    const button = renderButton();
    await userEvent.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Create job alert' });
    const name = within(dialog).getByRole('textbox', { name: /Alert name/ });
    expect(name).toHaveValue('React in Pune');
    expect(within(dialog).getByRole('radio', { name: 'Instant' })).toBeChecked();
    expect(
      within(dialog).getByText('“React” · Location: Pune · Work mode: Remote'),
    ).toBeInTheDocument();

    await userEvent.clear(name);
    await userEvent.type(name, 'Remote React');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Daily' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save alert' }));

    expect(await screen.findByText('Job alert "Remote React" created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    const [post] = api.callsTo('POST', '/api/job-alerts');
    // the filters only: no page, no order
    expect(post!.body).toEqual({
      name: 'Remote React',
      frequency: 'daily',
      search: { q: 'React', location: 'Pune', workModes: 'Remote' },
    });
  });

  it('asks for a name before sending, and Escape closes without saving', async () => {
    mswServer.use(...jobAlertHandlers());
    const api = recordRequests();
    const button = renderButton();
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Create job alert' });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Alert name/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    expect(within(dialog).getByText(JOB_ALERT_TEXTS.nameRequired)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(api.callsTo('POST', '/api/job-alerts')).toHaveLength(0);
  });

  it('shows the server’s refusal of a 21st alert in its words', async () => {
    mswServer.use(
      ...jobAlertHandlers(Array.from({ length: MAX_JOB_ALERTS }, () => jobAlertFixture())),
    );
    await userEvent.click(renderButton());
    const dialog = await screen.findByRole('dialog', { name: 'Create job alert' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    expect(await screen.findByText(JOB_ALERT_TEXTS.limitReached)).toBeInTheDocument();
    expect(screen.getByText('Could not create the job alert')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
