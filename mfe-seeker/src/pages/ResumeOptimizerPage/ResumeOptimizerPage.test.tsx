import { useSession } from '@rozgar/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createTestQueryClient,
  mswServer,
  recordRequests,
  renderPage,
} from '@rozgar/design-system/remote-kit/testing';
import { handlers } from '../../mocks/handlers';
import { jobFixture, jobId } from '../../mocks/jobFixtures';
import { resumeFixture } from '../../mocks/profileFixtures';
import { ResumeOptimizerPage } from './ResumeOptimizerPage';

const initialSession = useSession.getState();
const seeker = { id: 's1', email: 'seeker@example.com', role: 'Job Seeker', name: 'Asha Verma' };
const resume = resumeFixture({ filename: 'asha-cv.pdf' });

beforeEach(() => {
  useSession.setState(initialSession, true);
  // No open jobs, and no portal keywords (every word that is not a stop word counts), unless a
  // test offers some.
  mswServer.use(handlers.openJobs([]), handlers.portalKeywords([]));
});

describe('ResumeOptimizerPage', () => {
  it('works logged out with pasted texts and lists the missing keywords', async () => {
    const user = userEvent.setup();
    mswServer.use(handlers.me(null));
    const requests = recordRequests();
    renderPage('/resume-optimizer', <ResumeOptimizerPage />);

    expect(await screen.findByText('Paste the text of your resume.')).toBeInTheDocument();
    await user.type(
      screen.getByLabelText('Resume text'),
      'Frontend developer: React, Redux, testing.',
    );
    await user.type(
      screen.getByLabelText('Job description'),
      'We need React and Kubernetes. Kubernetes clusters, Kubernetes upgrades. Terraform, Terraform.',
    );
    await user.click(screen.getByRole('button', { name: 'Compare' }));

    const missing = await screen.findByRole('list', { name: 'Missing keywords' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['kubernetes', 'terraform', 'clusters', 'need', 'upgrades']);
    expect(
      within(screen.getByRole('list', { name: 'Matched keywords' })).getByText('react'),
    ).toBeInTheDocument();
    expect(requests.callsTo('GET', '/api/resume')).toHaveLength(0);
  });

  it("lists only the portal's keywords as missing, never filler such as work, every, full, india", async () => {
    const user = userEvent.setup();
    mswServer.use(
      handlers.me(null),
      handlers.portalKeywords(['React', 'Kubernetes', 'Terraform', 'Power BI', 'Developer']),
    );
    renderPage('/resume-optimizer', <ResumeOptimizerPage />);
    await user.type(await screen.findByLabelText('Resume text'), 'React developer.');
    await user.type(
      screen.getByLabelText('Job description'),
      'Full time work in India: every sprint you deploy Kubernetes with Terraform, Kubernetes again, and build Power dashboards.',
    );
    await user.click(screen.getByRole('button', { name: 'Compare' }));

    const missing = await screen.findByRole('list', { name: 'Missing keywords' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['kubernetes', 'power', 'terraform']);
  });

  it('asks for both texts before comparing', async () => {
    const user = userEvent.setup();
    mswServer.use(handlers.me(null));
    renderPage('/resume-optimizer', <ResumeOptimizerPage />);
    await user.click(await screen.findByRole('button', { name: 'Compare' }));
    expect(await screen.findByText('Paste your resume text')).toBeInTheDocument();
    expect(screen.getByText('Paste a job description or pick an open job')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Results' })).not.toBeInTheDocument();
  });

  it('fills in the uploaded resume’s text and compares it with a picked open job', async () => {
    const user = userEvent.setup();
    mswServer.use(
      handlers.me(seeker),
      handlers.resume(resume),
      handlers.resumeText('Python developer who loves Django.'),
      handlers.openJobs([
        jobFixture(1, {
          job_title: 'Backend Developer',
          company: 'Swiggy',
          job_description: 'Python services.',
          requirements: 'Django and Postgres.',
          skills: ['Python', 'Postgres'],
        }),
      ]),
    );
    renderPage('/resume-optimizer', <ResumeOptimizerPage />);

    await waitFor(() =>
      expect(screen.getByLabelText('Resume text')).toHaveValue(
        'Python developer who loves Django.',
      ),
    );
    expect(
      screen.getByText(/Filled in from your uploaded resume, asha-cv.pdf/),
    ).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Backend Developer — Swiggy' });
    await user.selectOptions(screen.getByLabelText('Open job'), jobId(1));
    expect(screen.getByLabelText('Job description')).toHaveValue(
      'Python services.\n\nDjango and Postgres.\n\nPython, Postgres',
    );
    await user.click(screen.getByRole('button', { name: 'Compare' }));

    const missing = await screen.findByRole('list', { name: 'Missing keywords' });
    expect(within(missing).getAllByRole('listitem')[0]).toHaveTextContent('postgres');
    expect(within(missing).getAllByRole('listitem')[0]).toHaveTextContent('Medium importance');
  });

  it('tells a seeker without a resume to paste or upload one', async () => {
    mswServer.use(handlers.me(seeker), handlers.resume(null));
    renderPage('/resume-optimizer', <ResumeOptimizerPage />);
    expect(await screen.findByRole('link', { name: 'upload your resume' })).toHaveAttribute(
      'href',
      '/resume',
    );
  });

  it('shown again within 30 s fills in the resume text at once without asking again', async () => {
    mswServer.use(
      handlers.me(seeker),
      handlers.resume(resume),
      handlers.resumeText('Python developer who loves Django.'),
    );
    const requests = recordRequests();
    const client = createTestQueryClient();
    const first = renderPage(
      '/resume-optimizer',
      <ResumeOptimizerPage />,
      '/resume-optimizer',
      client,
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Resume text')).toHaveValue(
        'Python developer who loves Django.',
      ),
    );
    first.unmount();
    renderPage('/resume-optimizer', <ResumeOptimizerPage />, '/resume-optimizer', client);
    await waitFor(() =>
      expect(screen.getByLabelText('Resume text')).toHaveValue(
        'Python developer who loves Django.',
      ),
    );
    expect(requests.callsTo('GET', '/api/resume')).toHaveLength(1);
    expect(requests.callsTo('GET', '/api/resume/text')).toHaveLength(1);
  });
});
