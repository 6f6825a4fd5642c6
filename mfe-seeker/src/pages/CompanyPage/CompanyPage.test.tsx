import { currentPageTitleName, useSession } from '@rozgar/design-system';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { useSeekerJobsStore } from '../../jobs/seekerJobsStore';
import {
  companyId,
  companyPage,
  companyReview,
  interviewPage,
  officePhoto,
  reviewsSummary,
} from '../../mocks/companyFixtures';
import { handlers } from '../../mocks/handlers';
import { jobFixture, jobId, SEEKER } from '../../mocks/jobFixtures';
import { CompanyPage } from './CompanyPage';

const id = companyId(1);
const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'anonymous', user: null }, true);
  useSeekerJobsStore.getState().clear();
});

afterEach(() => {
  cleanup();
});

const jobs = [jobFixture(1, { company_id: id }), jobFixture(2, { company_id: id })];

function openCompany(url = `/companies/${id}`, ...extra: Parameters<typeof mswServer.use>) {
  mswServer.use(
    ...extra,
    ...handlers.companyEverything(companyPage(1), {
      jobs,
      summary: reviewsSummary(1),
      reviews: [companyReview(1, 1), companyReview(1, 2), companyReview(1, 3)],
      interviews: interviewPage(id, 2),
      photos: [officePhoto(1, 1), officePhoto(1, 2)],
    }),
  );
  const api = recordRequests();
  renderPage('/companies/:companyId', <CompanyPage />, url);
  return api;
}

describe('CompanyPage', () => {
  it('shows the profile, its open jobs, rating, latest reviews, interviews and photos', async () => {
    openCompany();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Analytics' })).toBeVisible();
    // The document title names the company (the shell adds " – Rozgar").
    expect(currentPageTitleName()).toBe('Acme Analytics');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Companies' })).toHaveAttribute(
      'href',
      '/companies',
    );
    expect(screen.getByText('Rated 4.1 out of 5 from 3 reviews')).toBeInTheDocument();
    expect(screen.getByText('501+ employees')).toBeVisible();
    expect(screen.getByText('B2B, SaaS')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Website (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://acme.example',
    );

    const jobsSection = screen.getByRole('region', { name: 'Open jobs at Acme Analytics' });
    expect(await within(jobsSection).findAllByRole('article')).toHaveLength(2);

    const reviews = screen.getByRole('region', { name: 'Reviews of Acme Analytics' });
    const latest = await within(reviews).findByRole('list', { name: 'Latest reviews' });
    expect(within(latest).getAllByRole('article')).toHaveLength(3);
    expect(within(reviews).getByRole('link', { name: 'Read all 3 reviews' })).toHaveAttribute(
      'href',
      `/employee-reviews/${id}`,
    );
    expect(within(reviews).getByText('Work-life balance')).toBeVisible();

    const interviews = screen.getByRole('region', { name: 'Interview experiences' });
    expect(
      await within(interviews).findByRole('article', { name: 'Frontend Engineer' }),
    ).toBeVisible();
    expect(within(interviews).getByText('Selected')).toBeVisible();

    const photos = screen.getByRole('region', { name: 'Office photos' });
    expect(await within(photos).findByRole('img', { name: 'Our Bengaluru office' })).toBeVisible();
    expect(within(photos).getByRole('img', { name: 'An office of Acme Analytics' })).toBeVisible();
  });

  it("lets a seeker apply to one of the company's jobs as on /jobs", async () => {
    useSession.setState({ status: 'authenticated', user: SEEKER });
    const api = openCompany(`/companies/${id}`, ...handlers.seekerJobs());
    const jobsSection = await screen.findByRole('region', { name: 'Open jobs at Acme Analytics' });
    const [first] = await within(jobsSection).findAllByRole('article');
    await userEvent.click(within(first!).getByRole('button', { name: 'Apply Now' }));
    expect(await within(first!).findByRole('button', { name: 'Applied' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(api.callsTo('POST', '/api/apply-job').map((call) => call.body)).toEqual([
      { job_id: jobId(1) },
    ]);
  });

  it('asks for the jobs page the URL names', async () => {
    const api = openCompany(`/companies/${id}?page=2`);
    await screen.findByRole('heading', { level: 1, name: 'Acme Analytics' });
    await screen.findAllByRole('button', { name: 'Apply Now' });
    expect(api.callsTo('GET', `/api/companies/${id}/jobs`).map((call) => call.url)).toEqual([
      `/api/companies/${id}/jobs?page=2`,
    ]);
  });

  it('says when a company has no reviews, interviews, photos or open jobs', async () => {
    mswServer.use(
      ...handlers.companyEverything(companyPage(1, { rating: null, open_jobs: 0 }), {
        summary: {
          ...reviewsSummary(1),
          company: { ...reviewsSummary(1).company, rating: null, reviews: 0 },
        },
      }),
    );
    renderPage('/companies/:companyId', <CompanyPage />, `/companies/${id}`);
    expect(await screen.findByText('No reviews yet')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'No open jobs right now' })).toBeVisible();
    expect(
      await screen.findByRole('link', { name: 'Be the first to write a review' }),
    ).toHaveAttribute('href', `/employee-reviews/${id}`);
    expect(
      await screen.findByRole('link', { name: 'Share your interview experience' }),
    ).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Add office photos' })).toBeVisible();
    expect(screen.queryByText(/Rated/)).toBeNull();
  });

  it('says "Company not found" for an unknown company', async () => {
    mswServer.use(handlers.companyMissing(companyId(9)));
    renderPage('/companies/:companyId', <CompanyPage />, `/companies/${companyId(9)}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Company not found' }),
    ).toBeVisible();
    expect(currentPageTitleName()).toBe('Company not found');
    expect(screen.getByRole('link', { name: 'See all companies' })).toHaveAttribute(
      'href',
      '/companies',
    );
  });
});
