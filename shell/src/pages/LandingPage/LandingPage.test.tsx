import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createTestQueryClient,
  mswServer,
  recordRequests,
} from '@rozgar/design-system/remote-kit/testing';
import { describe, expect, it } from 'vitest';
import { failure, handlers } from '../../mocks/handlers';
import { renderShell } from '../../testing/renderShell';
import { LandingPage } from './LandingPage';
import type { CompanyHighlights } from './TopCompanies/companyHighlights';

const highlights: CompanyHighlights = {
  categories: [
    { key: 'mncs', name: 'MNCs', description: 'Large', companyCount: 16 },
    { key: 'fintech', name: 'Fintech', description: 'Finance', companyCount: 5 },
    { key: 'fmcg-retail', name: 'FMCG & Retail', description: 'Retail', companyCount: 1 },
  ],
  featured: ['Infoveda Technologies', 'Paisabridge Finance', 'Gurukul EdTech', 'Kirana Fresh'].map(
    (name, index) => ({
      id: `6650f1a2c3d4e5f60dddd00${index}`,
      name,
      industry: 'IT Services',
      city: 'Pune',
      size: '201-500',
      logo: null,
      openJobs: 12 - index,
    }),
  ),
};

describe('LandingPage', () => {
  it('shows company counts per category from the API, with links', async () => {
    mswServer.use(handlers.highlights(highlights));
    const api = recordRequests();
    renderShell(<LandingPage />);
    const categories = await screen.findByRole('list', { name: 'Companies by category' });
    expect(api.calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/companies/highlights',
    ]);
    expect(within(categories).getByRole('link', { name: /MNCs\s*16 companies/ })).toHaveAttribute(
      'href',
      '/companies?type=mncs',
    );
    expect(within(categories).getByText('1 company')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all companies' })).toHaveAttribute(
      'href',
      '/companies',
    );
  });

  it('moves the featured companies with labelled buttons and the arrow keys, never by itself', async () => {
    mswServer.use(handlers.highlights(highlights));
    renderShell(<LandingPage />);
    const carousel = await screen.findByRole('region', { name: 'Featured companies' });
    expect(within(carousel).getByText('Showing 1–3 of 4')).toBeInTheDocument();
    const previous = within(carousel).getByRole('button', { name: 'Previous companies' });
    const next = within(carousel).getByRole('button', { name: 'Next companies' });
    expect(previous).toBeDisabled();
    expect(within(carousel).queryByText('Kirana Fresh')).not.toBeInTheDocument();

    await userEvent.click(next);
    expect(within(carousel).getByText('Kirana Fresh')).toBeInTheDocument();
    expect(within(carousel).getByText('Showing 2–4 of 4')).toBeInTheDocument();
    expect(next).toBeDisabled();
    // Focus stays in the slider, so the arrow keys keep working.
    expect(carousel).toHaveFocus();

    await userEvent.keyboard('{ArrowLeft}');
    expect(within(carousel).getByText('Showing 1–3 of 4')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(carousel).getByText('Showing 2–4 of 4')).toBeInTheDocument();
  });

  it('sends "View jobs" to the company\'s page, which lists its open jobs', async () => {
    mswServer.use(handlers.highlights(highlights));
    renderShell(<LandingPage />);
    await userEvent.click(
      await screen.findByRole('link', { name: 'View jobs at Paisabridge Finance' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/companies/6650f1a2c3d4e5f60dddd001');
  });

  it('says when companies cannot be loaded and retries on request', async () => {
    mswServer.use(
      failure(
        'get',
        '/api/companies/highlights',
        503,
        { error: 'Database unavailable' },
        {
          once: true,
        },
      ),
      handlers.highlights(highlights),
    );
    renderShell(<LandingPage />);
    expect(
      await screen.findByText(/Could not load companies: Database unavailable/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Companies by category' })).toBeInTheDocument(),
    );
  });

  it('shows the companies again at once, without asking, when the landing page comes back within 30 s', async () => {
    mswServer.use(handlers.highlights(highlights));
    const api = recordRequests();
    const client = createTestQueryClient();
    const first = renderShell(<LandingPage />, { client });
    await screen.findByRole('list', { name: 'Companies by category' });
    first.unmount();

    renderShell(<LandingPage />, { client });
    expect(screen.getByRole('list', { name: 'Companies by category' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading companies' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/companies/highlights')).toHaveLength(1);
  });

  it('turns the hero search into a /jobs search', async () => {
    mswServer.use(handlers.highlights(highlights));
    renderShell(<LandingPage />);
    const search = screen.getByRole('search');
    await userEvent.type(
      within(search).getByLabelText('Skills, designations or companies'),
      ' React developer ',
    );
    await userEvent.type(within(search).getByLabelText('Experience (years)'), '2-5');
    await userEvent.type(within(search).getByLabelText('Location'), 'Pune');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/jobs?q=React+developer&minExp=2&maxExp=5&location=Pune',
      ),
    );
  });

  it('has the AI resume banner and the six services', () => {
    mswServer.use(handlers.highlights(highlights));
    renderShell(<LandingPage />);
    expect(screen.getByRole('link', { name: 'Create your resume' })).toHaveAttribute(
      'href',
      '/signup',
    );
    const services = screen.getByRole('region', { name: 'Services for job seekers' });
    expect(within(services).getAllByRole('link')).toHaveLength(6);
    expect(within(services).getByRole('link', { name: /Company reviews/ })).toHaveAttribute(
      'href',
      '/company-reviews',
    );
  });
});
