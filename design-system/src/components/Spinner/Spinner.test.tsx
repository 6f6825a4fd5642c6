import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInTheme } from '../../test/render';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status announcing "Loading" by default', () => {
    renderInTheme(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('announces a custom label', () => {
    renderInTheme(<Spinner label="Loading jobs" size="lg" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading jobs');
  });

  it('can be decorative (hidden from assistive technology)', () => {
    const { container } = renderInTheme(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  });
});
