import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from '@rozgar/design-system';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { JobSort } from './JobSort';

describe('JobSort', () => {
  it('is a labelled select of the offered orders that reports the one chosen', async () => {
    const onChange = vi.fn();
    render(
      <ThemeProvider theme={theme}>
        <JobSort options={['newest', 'salary']} value="newest" onChange={onChange} />
      </ThemeProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Newest', 'Salary (highest first)']);
    expect(select).toHaveValue('newest');
    await userEvent.selectOptions(select, 'salary');
    expect(onChange).toHaveBeenCalledWith('salary');
  });
});
