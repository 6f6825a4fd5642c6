import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInTheme } from '../../test/render';
import { Select } from './Select';

const cities = ['Bengaluru', 'Pune', 'Hyderabad'];

describe('Select', () => {
  it('is labelled and lets the user pick an option', async () => {
    const onChange = vi.fn();
    renderInTheme(
      <Select
        label="City"
        options={cities}
        placeholder="Any city"
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'City' });
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Any city',
      ...cities,
    ]);
    await userEvent.selectOptions(select, 'Pune');
    expect(select).toHaveValue('Pune');
    expect(onChange).toHaveBeenCalledWith('Pune');
  });

  it('supports value/label options and disabled options', () => {
    renderInTheme(
      <Select
        label="Work mode"
        defaultValue="remote"
        options={[
          { value: 'office', label: 'Work from office' },
          { value: 'remote', label: 'Remote' },
          { value: 'hybrid', label: 'Hybrid', disabled: true },
        ]}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Work mode' })).toHaveValue('remote');
    expect(screen.getByRole('option', { name: 'Hybrid' })).toBeDisabled();
  });

  it('announces an error and the hint', () => {
    renderInTheme(
      <Select
        label="Experience"
        options={['0-1 years']}
        hint="Total years"
        error="Choose your experience"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Experience' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Total years Choose your experience');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose your experience');
  });
});
