import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInTheme } from '../../test/render';
import { StarRating, StarRatingDisplay } from './StarRating';

function Controlled({ onChange = () => {} }: { onChange?: (stars: number) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <StarRating
      label="Overall rating"
      value={value}
      required
      onChange={(stars) => {
        setValue(stars);
        onChange(stars);
      }}
    />
  );
}

describe('StarRating', () => {
  it('is a named radio group of 1 to 5 stars, chosen with a click', async () => {
    const onChange = vi.fn();
    renderInTheme(<Controlled onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Overall rating' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(screen.getByText('4 stars'));
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(4);
  });

  it('is operated by keyboard: Tab enters, arrows move and choose', async () => {
    const onChange = vi.fn();
    renderInTheme(<Controlled onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('announces its error and tells when focus leaves the group', async () => {
    const onBlur = vi.fn();
    renderInTheme(
      <>
        <StarRating
          label="Salary"
          value={null}
          onChange={() => {}}
          onBlur={onBlur}
          error="Salary is required"
        />
        <button type="button">Next</button>
      </>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Salary' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Salary is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Salary is required');
    await userEvent.tab();
    expect(onBlur).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});

describe('StarRatingDisplay', () => {
  it('shows the figure to one decimal with an accessible name and the count', () => {
    renderInTheme(<StarRatingDisplay value={4.16} count={12} />);
    expect(screen.getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('4.2')).toBeInTheDocument();
    expect(screen.getByText('(12 reviews)')).toBeInTheDocument();
  });

  it('says there is no rating without one', () => {
    renderInTheme(<StarRatingDisplay value={null} count={0} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
  });
});
