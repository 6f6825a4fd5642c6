import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import type { Job } from '../../jobs/jobsApi';
import { jobFixture, jobId } from '../../mocks/jobFixtures';
import { JobCard } from './JobCard';

const job = (overrides: Partial<Job> = {}) => jobFixture(1, overrides);

afterEach(() => cleanup());

describe('JobCard', () => {
  it('without onOpen, its title links to the details page', async () => {
    renderPage('/jobs', <JobCard job={job()} />);
    const link = screen.getByRole('link', { name: 'Frontend Engineer 1' });
    expect(link).toHaveAttribute('href', `/job-details/${jobId(1)}`);
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(`/job-details/${jobId(1)}`);
  });

  it('says how fast its recruiter usually responds, only when the account earned it', () => {
    const { unmount } = renderPage('/jobs', <JobCard job={job({ responds_within_days: 2 })} />);
    const card = screen.getByRole('article', { name: 'Frontend Engineer 1' });
    expect(within(card).getByText('Usually responds within 2 days')).toBeInTheDocument();
    unmount();
    renderPage('/jobs', <JobCard job={job()} />);
    expect(screen.queryByText(/Usually responds/)).toBeNull();
  });

  it('links the company to its page when the job names it by id, and not otherwise', async () => {
    const onOpen = vi.fn();
    const { unmount } = renderPage('/jobs', <JobCard job={job({ company: 'Acme' })} />);
    expect(screen.getByRole('link', { name: 'Acme' })).toHaveAttribute(
      'href',
      '/companies/6650f1a2c3d4e5f6c0000001',
    );
    unmount();
    renderPage(
      '/jobs',
      <JobCard job={job({ company: 'Acme', company_id: undefined })} onOpen={onOpen} />,
    );
    expect(screen.queryByRole('link', { name: 'Acme' })).toBeNull();
    expect(screen.getByText('Acme')).toBeVisible();
  });

  it('with onOpen, its title is a dialog button and a click on the card body opens it', async () => {
    const onOpen = vi.fn();
    const onApply = vi.fn();
    renderPage(
      '/jobs',
      <JobCard
        job={job()}
        onOpen={onOpen}
        actions={
          <button type="button" onClick={onApply}>
            Apply Now
          </button>
        }
      />,
    );
    const title = screen.getByRole('button', { name: 'Frontend Engineer 1' });
    expect(title).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(screen.getByText('Bengaluru'));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(title).toHaveFocus();
    // A control on the card keeps its click to itself.
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('shows five skills then "+{n} more", and a rating only when the job has one', () => {
    renderPage(
      '/jobs',
      <JobCard job={job({ skills: ['A', 'B', 'C', 'D', 'E', 'F', 'G'], rating: undefined })} />,
    );
    const skills = screen.getByRole('list', { name: 'Skills' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A', 'B', 'C', 'D', 'E', '+2 more']);
    expect(screen.queryByText(/Rating/)).not.toBeInTheDocument();
  });
});
