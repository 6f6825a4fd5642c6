import { JOB_ALERT_TEXTS } from '@rozgar/contracts/vocabularies';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jobAlertFixture, jobAlertHandlers } from '../../mocks/jobAlertHandlers';
import { JobAlertsSection } from './JobAlertsSection';

const react = jobAlertFixture({
  name: 'React in Pune',
  search: { q: 'React', location: 'Pune', workModes: ['Remote', 'Hybrid'] },
  last_sent_at: '2026-11-24T06:00:00.000Z',
});
const data = jobAlertFixture({
  name: 'Data jobs',
  frequency: 'weekly',
  paused: true,
  search: { q: 'Data', experience: ['2-5'] },
});

afterEach(() => {
  cleanup();
});

function renderSection(alerts = [react, data]) {
  mswServer.use(...jobAlertHandlers(alerts));
  const api = recordRequests();
  renderPage('/job-seeker-dashboard', <JobAlertsSection />);
  return api;
}

const alertItem = async (name: string) =>
  within(await screen.findByRole('listitem', { name })) as ReturnType<typeof within>;

describe('JobAlertsSection', () => {
  it('shows a skeleton, then each alert with what it matches, how often and when it last sent', async () => {
    renderSection();
    expect(screen.getByRole('status', { name: 'Loading job alerts' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const first = await alertItem('React in Pune');
    expect(
      first.getByText(/“React” · Location: Pune · Work mode: Remote, Hybrid/),
    ).toBeInTheDocument();
    expect(first.getByRole('combobox', { name: 'How often' })).toHaveValue('instant');
    expect(first.getByText(/Last sent:/)).toHaveTextContent('Last sent: 24 Nov 26');
    expect(first.getByRole('link', { name: 'Open search' })).toHaveAttribute(
      'href',
      '/jobs?q=React&location=Pune&workModes=Remote,Hybrid',
    );
    expect(first.getByRole('button', { name: 'Pause' })).toBeInTheDocument();

    const second = await alertItem('Data jobs Paused');
    expect(second.getByText(/Experience: 2-5 years/)).toBeInTheDocument();
    expect(second.getByRole('combobox', { name: 'How often' })).toHaveValue('weekly');
    expect(second.getByText(/Last sent:/)).toHaveTextContent('Last sent: Not sent yet');
    expect(second.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(screen.getByText('2 of 20 alerts')).toBeInTheDocument();
  });

  it('changes the frequency in place and says so', async () => {
    const api = renderSection();
    const item = await alertItem('React in Pune');
    await userEvent.selectOptions(item.getByRole('combobox', { name: 'How often' }), 'Daily');
    expect(await screen.findByText('Job alert "React in Pune" updated')).toBeInTheDocument();
    expect(api.callsTo('PATCH', `/api/job-alerts/${react.id}`)[0]!.body).toEqual({
      frequency: 'daily',
    });
    await waitFor(() =>
      expect(item.getByRole('combobox', { name: 'How often' })).toHaveValue('daily'),
    );
  });

  it('pauses and resumes an alert', async () => {
    const api = renderSection([react]);
    const item = await alertItem('React in Pune');
    await userEvent.click(item.getByRole('button', { name: 'Pause' }));
    await screen.findByRole('listitem', { name: 'React in Pune Paused' });
    await userEvent.click(await screen.findByRole('button', { name: 'Resume' }));
    await screen.findByRole('button', { name: 'Pause' });
    expect(api.callsTo('PATCH', `/api/job-alerts/${react.id}`).map((call) => call.body)).toEqual([
      { paused: true },
      { paused: false },
    ]);
  });

  it('renames an alert in a dialog, which asks for a name', async () => {
    renderSection([react]);
    const item = await alertItem('React in Pune');
    const rename = item.getByRole('button', { name: 'Rename' });
    await userEvent.click(rename);
    const dialog = await screen.findByRole('dialog', { name: 'Rename job alert' });
    const name = within(dialog).getByRole('textbox', { name: /Alert name/ });
    expect(name).toHaveValue('React in Pune');
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(JOB_ALERT_TEXTS.nameRequired)).toBeInTheDocument();
    await userEvent.type(name, 'Pune React roles');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('listitem', { name: 'Pune React roles' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes an alert only once confirmed, then focuses the section’s heading', async () => {
    const api = renderSection();
    const item = await alertItem('React in Pune');
    await userEvent.click(item.getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this job alert?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', `/api/job-alerts/${react.id}`)).toHaveLength(0);

    await userEvent.click(item.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this job alert?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Job alert "React in Pune" deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'React in Pune' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Job alerts' })).toHaveFocus());
    expect(screen.getByText('1 of 20 alerts')).toBeInTheDocument();
  });

  it('points to /jobs when there are no alerts', async () => {
    renderSection([]);
    expect(await screen.findByRole('heading', { name: 'No job alerts yet' })).toBeInTheDocument();
    expect(
      screen.getByText('Search for jobs and choose "Create job alert" to hear about new ones.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search jobs' })).toHaveAttribute('href', '/jobs');
  });
});
