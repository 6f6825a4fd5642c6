import { useSession } from '@rozgar/design-system';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { closedJob, openJob, RECRUITER } from '../../mocks/fixtures';
import { failure, handlers } from '../../mocks/handlers';
import { trackedFixture, trackingHandlers } from '../../mocks/trackingHandlers';
import { ApplicationTrackingPage } from './ApplicationTrackingPage';

const initialSession = useSession.getState();
const PATH = '/recruiter/application-tracking';

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
});

const REACT = { id: openJob.id, title: openJob.job_title };
const CLOSED = { id: closedJob.id, title: closedJob.job_title };

function rows() {
  return [
    trackedFixture('Anita Desai', REACT, { daysAgo: 0 }),
    trackedFixture('Vikram Rao', CLOSED, {
      daysAgo: 1,
      status: 'interview',
      applicant: { full_name: 'Vikram Rao', experience: null, location: null },
    }),
    trackedFixture('Meera Iyer', REACT, { daysAgo: 2, status: 'rejected' }),
  ];
}

function setup(url = PATH, ...answers: RequestHandler[]) {
  mswServer.use(handlers.recruiterJobs([openJob, closedJob]), ...answers);
  const api = recordRequests();
  const user = userEvent.setup();
  renderPage(PATH, <ApplicationTrackingPage />, url);
  return { api, user };
}

const names = () =>
  within(screen.getByRole('list', { name: 'Applications' }))
    .getAllByRole('article')
    .map((row) => within(row).getByRole('heading').textContent);

describe('ApplicationTrackingPage', () => {
  it('lists every application, newest first, with its job, date, experience and location', async () => {
    setup(PATH, ...trackingHandlers.trackedApplications(rows()));
    expect(
      await screen.findByRole('heading', { name: 'Application Tracking', level: 1 }),
    ).toBeVisible();
    await screen.findByText('3 applications');
    expect(names()).toEqual(['Anita Desai', 'Vikram Rao', 'Meera Iyer']);
    const vikram = screen.getByRole('article', { name: 'Vikram Rao' });
    expect(within(vikram).getByRole('link', { name: closedJob.job_title })).toHaveAttribute(
      'href',
      `/responses?job=${closedJob.id}`,
    );
    expect(vikram).toHaveTextContent('23 Nov 26');
    expect(vikram).toHaveTextContent('ExperienceNot provided');
    expect(vikram).toHaveTextContent('LocationNot provided');
    expect(within(vikram).getByRole('combobox', { name: 'Status of Vikram Rao' })).toHaveValue(
      'interview',
    );
    expect(screen.getByRole('article', { name: 'Anita Desai' })).toHaveTextContent('4 years');
  });

  it('filters by job and by status through the URL, from the first page', async () => {
    const { api, user } = setup(`${PATH}?page=2`, ...trackingHandlers.trackedApplications(rows()));
    await user.click(await screen.findByRole('button', { name: 'First page' }));
    await waitFor(() => expect(names()).toHaveLength(3));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Job' }), REACT.title);
    await waitFor(() => expect(names()).toEqual(['Anita Desai', 'Meera Iyer']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Rejected');
    await waitFor(() => expect(names()).toEqual(['Meera Iyer']));
    expect(api.calls.at(-1)!.url).toBe(
      `/api/recruiter/applications?job=${REACT.id}&status=rejected`,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Interview');
    expect(await screen.findByText('No application matches these filters.')).toBeVisible();
  });

  it('saves a new status with a toast, or says in words why it could not', async () => {
    const { api, user } = setup(PATH, ...trackingHandlers.trackedApplications(rows()));
    const anita = await screen.findByRole('article', { name: 'Anita Desai' });
    await user.selectOptions(
      within(anita).getByRole('combobox', { name: 'Status of Anita Desai' }),
      'Interview',
    );
    await user.click(within(anita).getByRole('button', { name: 'Update status of Anita Desai' }));
    expect(await screen.findByText('Status of Anita Desai set to Interview')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: `/api/job-applications/${REACT.id}/${rows()[0]!.user_id}`,
      body: { status: 'interview' },
    });

    mswServer.use(
      failure('put', '/api/job-applications/:jobId/:userId', 403, {
        error: 'You can only update applications to your own jobs',
      }),
    );
    const meera = screen.getByRole('article', { name: 'Meera Iyer' });
    await user.selectOptions(within(meera).getByRole('combobox'), 'Accepted');
    await user.click(within(meera).getByRole('button', { name: 'Update status of Meera Iyer' }));
    expect(
      await screen.findByText('You can only update applications to your own jobs'),
    ).toBeVisible();
  });

  it('pages by 20 with the pager', async () => {
    const many = Array.from({ length: 23 }, (_, index) =>
      trackedFixture(`Seeker ${index + 1}`, REACT, { daysAgo: index }),
    );
    const { user } = setup(PATH, ...trackingHandlers.trackedApplications(many));
    await screen.findByText('23 applications');
    expect(names()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(names()).toEqual(['Seeker 21', 'Seeker 22', 'Seeker 23']));
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
  });

  it('shows skeletons the size of a row while loading', async () => {
    setup(PATH, trackingHandlers.trackedApplicationsLoading());
    expect(await screen.findByRole('list', { name: 'Loading applications' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('says when the list fails to load', async () => {
    setup(PATH, trackingHandlers.trackedApplicationsDown());
    expect(await screen.findByText(/Database unavailable, please try again shortly/)).toBeVisible();
  });

  it('tells a recruiter with no applications yet', async () => {
    setup(PATH, ...trackingHandlers.trackedApplications([]));
    expect(await screen.findByText('No applications found')).toBeVisible();
    expect(screen.getByText('Applications to your jobs will appear here.')).toBeVisible();
  });
});
