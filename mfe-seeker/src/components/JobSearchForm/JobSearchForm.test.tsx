import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '@rozgar/design-system';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { JobSearchForm, type TextSearch } from './JobSearchForm';

const empty: TextSearch = { q: '', minExp: null, maxExp: null, location: '' };

function renderForm(search: TextSearch, onSearch = vi.fn()) {
  const view = render(
    <ThemeProvider theme={theme}>
      <JobSearchForm search={search} onSearch={onSearch} />
    </ThemeProvider>,
  );
  const rerender = (next: TextSearch) =>
    view.rerender(
      <ThemeProvider theme={theme}>
        <JobSearchForm search={next} onSearch={onSearch} />
      </ThemeProvider>,
    );
  return { onSearch, rerender };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('JobSearchForm', () => {
  it('sends the trimmed words, the years as numbers and the location', async () => {
    const { onSearch } = renderForm(empty);
    await userEvent.type(field('Skills, designations or companies'), '  React ');
    await userEvent.type(field('Min experience (years)'), '2');
    await userEvent.type(field('Location'), 'Pune{Enter}');
    expect(onSearch).toHaveBeenCalledWith({
      q: 'React',
      minExp: 2,
      maxExp: null,
      location: 'Pune',
    });
  });

  it('refuses wrong years, focuses the first wrong field and checks again as they change', async () => {
    const { onSearch } = renderForm(empty);
    await userEvent.type(field('Min experience (years)'), 'ten');
    await userEvent.type(field('Max experience (years)'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(field('Min experience (years)')).toHaveFocus();
    expect(field('Min experience (years)')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(field('Min experience (years)'));
    await userEvent.type(field('Min experience (years)'), '5');
    expect(field('Min experience (years)')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Max experience must be at least the min experience')).toBeVisible();

    await userEvent.clear(field('Max experience (years)'));
    await userEvent.type(field('Max experience (years)'), '8{Enter}');
    expect(screen.queryByText('Max experience must be at least the min experience')).toBeNull();
    expect(onSearch).toHaveBeenCalledWith({ q: '', minExp: 5, maxExp: 8, location: '' });
  });

  it('starts from the search and follows it when it changes', () => {
    const { rerender } = renderForm({ ...empty, q: 'React', minExp: 2 });
    expect(field('Skills, designations or companies')).toHaveValue('React');
    expect(field('Min experience (years)')).toHaveValue('2');
    rerender({ q: 'Data Analyst', minExp: null, maxExp: 5, location: 'Delhi NCR' });
    expect(field('Skills, designations or companies')).toHaveValue('Data Analyst');
    expect(field('Min experience (years)')).toHaveValue('');
    expect(field('Max experience (years)')).toHaveValue('5');
    expect(field('Location')).toHaveValue('Delhi NCR');
  });
});
