import { useSession } from '@rozgar/design-system';
import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiDouble, RECRUITER, SEEKER } from '../../test/apiDouble';
import { PostJobPage } from './PostJobPage';

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type User = ReturnType<typeof userEvent.setup>;

async function paste(user: User, label: string | RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

/** Fills every required field with valid values. */
async function fillRequired(user: User) {
  await user.type(screen.getByLabelText(/^Job title/), 'Senior Node.js Developer');
  await user.selectOptions(screen.getByLabelText(/^Employment type/), 'Part Time, Permanent');
  await user.selectOptions(screen.getByLabelText(/^Work mode/), 'Hybrid');
  await paste(user, /^Job description/, 'Build and run our APIs.');
  await user.type(screen.getByLabelText(/^Key skills/), 'Node.js, MongoDB, node.js, ');
  await user.selectOptions(screen.getByLabelText(/^Minimum experience/), '3');
  await user.selectOptions(screen.getByLabelText(/^Maximum experience/), '7');
  await user.selectOptions(screen.getByLabelText(/^Minimum salary/), '10');
  await user.selectOptions(screen.getByLabelText(/^Maximum salary/), '20');
  await user.type(screen.getByLabelText(/^Location/), 'Pune');
  await user.selectOptions(screen.getByLabelText(/^Industry/), 'IT/ITES');
  await user.selectOptions(screen.getByLabelText(/^Qualification/), 'B.Tech/B.E.');
  await user.type(screen.getByLabelText(/^Company name/), 'Acme Labs');
}

describe('PostJobPage', () => {
  it('offers the spec lists with their defaults: Full Time, Permanent; In office; one vacancy', async () => {
    vi.stubGlobal('fetch', apiDouble({}).fetch);
    renderPage('/job-postings-section', <PostJobPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Post a Job' })).toBeVisible();
    expect(screen.getByLabelText(/^Employment type/)).toHaveValue('Full Time, Permanent');
    expect(screen.getByLabelText(/^Work mode/)).toHaveValue('In office');
    expect(screen.getByLabelText(/^Vacancies/)).toHaveValue('1');
    const modes = screen.getByLabelText(/^Work mode/) as HTMLSelectElement;
    expect([...modes.options].map((option) => option.value)).toEqual([
      'In office',
      'Remote',
      'Hybrid',
    ]);
    const qualifications = screen.getByLabelText(/^Qualification/) as HTMLSelectElement;
    expect([...qualifications.options].map((option) => option.value)).toContain('Diploma');
    expect(qualifications.options).toHaveLength(11);
    const maxSalary = screen.getByLabelText(/^Maximum salary/) as HTMLSelectElement;
    expect([...maxSalary.options].map((option) => option.text)).toEqual([
      'Max',
      '2 Lac',
      '3 Lac',
      '5 Lac',
      '10 Lac',
      '15 Lac',
      '20 Lac',
    ]);
  });

  it('names every missing required field and sends nothing', async () => {
    const api = apiDouble({});
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderPage('/job-postings-section', <PostJobPage />);

    await user.click(await screen.findByRole('button', { name: 'Post Job' }));

    for (const message of [
      'Job title is required',
      'Job description is required',
      'Key skills are required',
      'Minimum experience is required',
      'Maximum experience is required',
      'Minimum salary is required',
      'Maximum salary is required',
      'Location is required',
      'Industry is required',
      'Qualification is required',
      'Company name is required',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(screen.getByLabelText(/^Job title/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual([]);
  });

  it('rejects a maximum below the minimum, too many key skills and zero vacancies', async () => {
    const api = apiDouble({});
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderPage('/job-postings-section', <PostJobPage />);
    await fillRequired(user);

    await user.selectOptions(screen.getByLabelText(/^Minimum experience/), '10');
    await user.selectOptions(screen.getByLabelText(/^Maximum experience/), '5');
    await user.selectOptions(screen.getByLabelText(/^Minimum salary/), '5');
    await user.selectOptions(screen.getByLabelText(/^Maximum salary/), '3');
    await paste(user, /^Key skills/, 'x'.repeat(250));
    await user.clear(screen.getByLabelText(/^Vacancies/));
    await user.type(screen.getByLabelText(/^Vacancies/), '0');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(
      await screen.findByText('Maximum experience must not be below the minimum'),
    ).toBeVisible();
    expect(screen.getByText('Maximum salary must not be below the minimum')).toBeVisible();
    expect(screen.getByText('Key skills can be at most 250 characters')).toBeVisible();
    expect(screen.getByText('Vacancies must be a whole number from 1 to 1000')).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  it('counts the description against 5000 and the long texts against 2000, and blocks an overflow', async () => {
    const api = apiDouble({});
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderPage('/job-postings-section', <PostJobPage />);
    await fillRequired(user);

    expect(screen.getByLabelText(/^Job description/)).toHaveAccessibleDescription(
      '23/5000 characters',
    );
    for (const label of [
      'Requirements',
      'Perks and benefits',
      'Candidate profile',
      'About company',
    ]) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('0/2000 characters');
    }
    await paste(user, 'Perks and benefits', 'p'.repeat(2001));
    const counter = screen.getByText('2001/2000 characters');
    expect(counter).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('Use at most 2000 characters')).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  it('posts the job, says so and resets the form', async () => {
    const api = apiDouble({
      'POST /api/jobs': {
        status: 201,
        body: { job: { id: 'j9', job_title: 'Senior Node.js Developer' } },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderPage('/job-postings-section', <PostJobPage />);
    await fillRequired(user);
    await paste(user, 'Requirements', '  Three years of Node.js  ');
    await user.clear(screen.getByLabelText(/^Vacancies/));
    await user.type(screen.getByLabelText(/^Vacancies/), '4');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(await screen.findByText('Job posted successfully!')).toBeVisible();
    expect(api.callsTo('POST', '/api/jobs')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/jobs')[0]!.body).toEqual({
      job_title: 'Senior Node.js Developer',
      employment_type: 'Part Time, Permanent',
      work_mode: 'Hybrid',
      job_description: 'Build and run our APIs.',
      skills: 'Node.js, MongoDB',
      min_experience: 3,
      max_experience: 7,
      min_salary: 10,
      max_salary: 20,
      location: 'Pune',
      company: 'Acme Labs',
      industry: 'IT/ITES',
      qualification: 'B.Tech/B.E.',
      vacancies: 4,
      requirements: 'Three years of Node.js',
    });
    expect(screen.getByLabelText(/^Job title/)).toHaveValue('');
    expect(screen.getByLabelText(/^Job title/)).toHaveFocus();
    expect(screen.getByLabelText(/^Employment type/)).toHaveValue('Full Time, Permanent');
    expect(screen.getByLabelText(/^Work mode/)).toHaveValue('In office');
    expect(screen.getByLabelText(/^Minimum salary/)).toHaveValue('');
    expect(screen.getByLabelText(/^Vacancies/)).toHaveValue('1');
    expect(screen.getByLabelText('Requirements')).toHaveValue('');
    expect(screen.getByLabelText(/^Job description/)).toHaveAccessibleDescription(
      '0/5000 characters',
    );
  });

  it("shows the server's error inline and keeps what was typed", async () => {
    const api = apiDouble({
      'POST /api/jobs': {
        status: 403,
        body: { error: 'You have reached your job posting limit (10 open jobs)' },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderPage('/job-postings-section', <PostJobPage />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(
      await screen.findByText('You have reached your job posting limit (10 open jobs)'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText(/^Job title/)).toHaveValue('Senior Node.js Developer');
    expect(screen.queryByText('Job posted successfully!')).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to post job' when the server gives no reason", async () => {
    vi.stubGlobal('fetch', apiDouble({ 'POST /api/jobs': { status: 500, body: 'oops' } }).fetch);
    const user = userEvent.setup();
    renderPage('/job-postings-section', <PostJobPage />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('Failed to post job')).toHaveAttribute('role', 'alert');
  });

  it('asks a visitor to log in and tells a seeker the page is for recruiters', async () => {
    useSession.setState({ ...initialSession, status: 'anonymous', user: null }, true);
    vi.stubGlobal('fetch', apiDouble({}).fetch);
    const { unmount } = renderPage('/job-postings-section', <PostJobPage />);
    expect(screen.getByRole('heading', { name: 'Please log in to post a job.' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Post Job' })).not.toBeInTheDocument();
    unmount();

    useSession.setState({ ...initialSession, status: 'authenticated', user: SEEKER }, true);
    renderPage('/job-postings-section', <PostJobPage />);
    expect(screen.getByRole('heading', { name: 'This page is for recruiters' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Post Job' })).not.toBeInTheDocument();
  });
});
