import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobFilterOptions } from '../../jobs/jobsApi';
import { emptyJobSearch, type JobSearch } from '../../jobs/jobSearch';
import { FilterPanel, type FilterOptionsState } from './FilterPanel';

/* The filter panel's counts for the current search (docs/product/jobs-search-and-details.md#filters). */

const options: JobFilterOptions = {
  experience: [
    { value: '0-2', count: 0 },
    { value: '2-5', count: 7 },
    { value: '5-10', count: 3 },
    { value: '10+', count: 0 },
  ],
  salary: [],
  locations: [
    { value: 'Pune', count: 4 },
    { value: 'Mumbai', count: 2 },
  ],
  workModes: [{ value: 'Hybrid', count: 5 }],
  industries: [],
  roles: [],
  departments: [],
};

function searchWith(groups: Partial<JobSearch['groups']>): JobSearch {
  const search = emptyJobSearch();
  return { ...search, groups: { ...search.groups, ...groups } };
}

function renderPanel(state: FilterOptionsState, search = emptyJobSearch()) {
  const onToggle = vi.fn();
  renderPage(
    '/jobs',
    <FilterPanel state={state} search={search} onToggle={onToggle} onRetry={() => {}} />,
  );
  return onToggle;
}

const group = (name: string) => screen.getByRole('group', { name });
const panelStatus = () =>
  within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('status');
const labels = (name: string) =>
  within(group(name))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')!.textContent);

afterEach(() => {
  cleanup();
});

describe('FilterPanel: counts of the current search', () => {
  it('leaves out the values the search finds no job for', () => {
    renderPanel({ status: 'ready', options });
    expect(labels('Experience')).toEqual(['2-5 years (7)', '5-10 years (3)']);
    expect(screen.queryByRole('group', { name: 'Salary' })).toBeNull();
  });

  it('keeps a checked value without jobs, greyed with (0), so it can be unchecked', async () => {
    const onToggle = renderPanel(
      { status: 'ready', options },
      searchWith({ experience: ['10+'], locations: ['Chennai'] }),
    );
    expect(labels('Experience')).toEqual(['2-5 years (7)', '5-10 years (3)', '10+ years (0)']);
    // a checked value the server does not list at all comes first
    expect(labels('Locations')).toEqual(['Chennai (0)', 'Pune (4)', 'Mumbai (2)']);
    const chennai = within(group('Locations')).getByRole('checkbox', { name: 'Chennai (0)' });
    expect(chennai).toBeChecked();
    await userEvent.click(chennai);
    expect(onToggle).toHaveBeenCalledWith('locations', 'Chennai');
  });

  it('keeps the previous counts while the new search’s load, and says so', () => {
    renderPanel({ status: 'ready', options, updating: true });
    expect(panelStatus()).toHaveTextContent('Updating counts…');
    expect(labels('Locations')).toEqual(['Pune (4)', 'Mumbai (2)']);
    expect(screen.queryByLabelText('Loading filters')).toBeNull();
  });

  it('says nothing once the counts are the current search’s', () => {
    renderPanel({ status: 'ready', options });
    expect(panelStatus()).toHaveTextContent('');
  });
});
