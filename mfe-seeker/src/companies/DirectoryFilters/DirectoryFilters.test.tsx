import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { directoryFacets } from '../../mocks/companyFixtures';
import { emptyDirectorySearch, parseDirectorySearch } from '../directorySearch';
import { DirectoryFilters } from './DirectoryFilters';

const group = (name: string) => screen.getByRole('group', { name });
const labels = (name: string) =>
  within(group(name))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

function renderFilters(query = '', facets = directoryFacets) {
  const props = {
    onToggle: vi.fn(),
    onPosted: vi.fn(),
    onClearAll: vi.fn(),
  };
  renderPage(
    '/companies',
    <DirectoryFilters
      facets={facets}
      search={parseDirectorySearch(new URLSearchParams(query))}
      {...props}
    />,
  );
  return props;
}

describe('DirectoryFilters', () => {
  it('shows every group with counts, 3 options each until "+ N more" expands it', async () => {
    renderFilters();
    for (const name of [
      'Company type',
      'Location',
      'Industry',
      'Department',
      'Experience',
      'Nature of business',
      'Job posting date',
    ]) {
      expect(group(name)).toBeInTheDocument();
    }
    expect(labels('Location')).toEqual(['Bengaluru (410)', 'Mumbai (260)', 'Pune (190)']);
    await userEvent.click(screen.getByRole('button', { name: 'Show 2 more Location options' }));
    expect(labels('Location')).toEqual([
      'Bengaluru (410)',
      'Mumbai (260)',
      'Pune (190)',
      'Hyderabad (180)',
      'Chennai (120)',
    ]);
    const less = screen.getByRole('button', { name: 'Show fewer Location options' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(less);
    expect(labels('Location')).toHaveLength(3);
    // A group of 3 or fewer has nothing to expand.
    expect(within(group('Department')).queryByRole('button')).toBeNull();
  });

  it('checks the chosen values, keeps them in sight when folded, and reports a change', async () => {
    const { onToggle } = renderFilters('location=Chennai&type=mncs');
    const chennai = within(group('Location')).getByRole('checkbox', { name: 'Chennai (120)' });
    expect(chennai).toBeChecked();
    expect(labels('Location')).toHaveLength(4);
    expect(
      within(group('Company type')).getByRole('checkbox', { name: 'MNCs (320)' }),
    ).toBeChecked();
    await userEvent.click(within(group('Location')).getByRole('checkbox', { name: 'Pune (190)' }));
    expect(onToggle).toHaveBeenCalledWith('location', 'Pune');
  });

  it('lists a chosen value the facets no longer give, so it can be unchosen', () => {
    renderFilters('location=Shimla');
    expect(within(group('Location')).getByRole('checkbox', { name: 'Shimla (0)' })).toBeChecked();
  });

  it('chooses one job posting date at a time, or any time', async () => {
    const { onPosted } = renderFilters('posted=7');
    const posted = group('Job posting date');
    expect(within(posted).getByRole('radio', { name: 'Any time' })).not.toBeChecked();
    expect(within(posted).getByRole('radio', { name: 'Last 7 days (260)' })).toBeChecked();
    await userEvent.click(within(posted).getByRole('radio', { name: 'Last 24 hours (40)' }));
    expect(onPosted).toHaveBeenLastCalledWith('1');
    await userEvent.click(within(posted).getByRole('radio', { name: 'Any time' }));
    expect(onPosted).toHaveBeenLastCalledWith(null);
  });

  it('offers Clear all once something is chosen', async () => {
    const { onClearAll } = renderFilters('nature=SaaS');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClearAll).toHaveBeenCalled();
  });

  it('shows a skeleton while the facets load', () => {
    renderPage(
      '/companies',
      <DirectoryFilters
        facets={null}
        search={emptyDirectorySearch()}
        onToggle={() => {}}
        onPosted={() => {}}
        onClearAll={() => {}}
      />,
    );
    expect(screen.getByRole('status', { name: 'Loading filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });
});
