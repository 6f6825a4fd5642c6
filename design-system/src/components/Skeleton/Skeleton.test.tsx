import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and sized by props', () => {
    renderWithTheme(<Skeleton data-testid="block" width={120} height={32} />);
    const block = screen.getByTestId('block');
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(block).width).toBe('120px');
    expect(getComputedStyle(block).height).toBe('32px');
  });

  it('renders text lines with a shorter last line', () => {
    renderWithTheme(<Skeleton data-testid="lines" lines={3} />);
    const lines = screen.getByTestId('lines');
    expect(lines.children).toHaveLength(3);
    expect(getComputedStyle(lines.children[2] as Element).width).toBe('60%');
  });

  it('renders a circle using the height for both sides', () => {
    renderWithTheme(<Skeleton data-testid="avatar" circle height={48} />);
    const avatar = screen.getByTestId('avatar');
    expect(getComputedStyle(avatar).width).toBe('48px');
    expect(getComputedStyle(avatar).borderRadius).toBe('50%');
  });
});
