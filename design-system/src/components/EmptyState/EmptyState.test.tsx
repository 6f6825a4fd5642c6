import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { renderWithTheme } from '../../test/render';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a heading, description and an action', async () => {
    const onBrowse = vi.fn();
    renderWithTheme(
      <EmptyState
        title="No saved jobs yet"
        description="Save jobs you like and find them here."
        action={<Button onClick={onBrowse}>Browse jobs</Button>}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'No saved jobs yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Save jobs you like and find them here.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Browse jobs' }));
    expect(onBrowse).toHaveBeenCalledTimes(1);
  });

  it('takes a heading level and needs only a title', () => {
    renderWithTheme(<EmptyState title="No reviews found" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No reviews found' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
