import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInTheme } from '../../test/render';
import { ProgressRing } from './ProgressRing';

const arcOf = (ring: HTMLElement) => ring.querySelector('[data-arc]')!;

describe('ProgressRing', () => {
  it('is a progress bar named by its label, with the percentage shown and announced', () => {
    renderInTheme(<ProgressRing value={58.4} label="Profile completion" tone="yellow" />);
    const ring = screen.getByRole('progressbar', { name: 'Profile completion' });
    expect(ring).toHaveAttribute('aria-valuenow', '58');
    expect(ring).toHaveAttribute('aria-valuetext', '58%');
    expect(ring).toHaveAttribute('data-tone', 'yellow');
    expect(ring).toHaveTextContent('58%');
  });

  it('fills the arc in proportion to the value', () => {
    renderInTheme(
      <>
        <ProgressRing value={0} label="Empty" />
        <ProgressRing value={50} label="Half" />
        <ProgressRing value={100} label="Full" />
      </>,
    );
    const offset = (name: string) => {
      const arc = arcOf(screen.getByRole('progressbar', { name }));
      return (
        Number(arc.getAttribute('stroke-dashoffset')) / Number(arc.getAttribute('stroke-dasharray'))
      );
    };
    expect(offset('Empty')).toBeCloseTo(1);
    expect(offset('Half')).toBeCloseTo(0.5);
    expect(offset('Full')).toBeCloseTo(0);
  });

  it('clamps values outside 0–100 and maps grey to neutral', () => {
    renderInTheme(
      <>
        <ProgressRing value={140} label="Over" tone="grey" />
        <ProgressRing value={-5} label="Under" tone="red" />
      </>,
    );
    const over = screen.getByRole('progressbar', { name: 'Over' });
    expect(over).toHaveAttribute('aria-valuenow', '100');
    expect(over).toHaveAttribute('data-tone', 'neutral');
    const under = screen.getByRole('progressbar', { name: 'Under' });
    expect(under).toHaveAttribute('aria-valuenow', '0');
    expect(under).toHaveAttribute('data-tone', 'red');
  });

  it('shows custom content in the centre while keeping the value announced', () => {
    renderInTheme(
      <ProgressRing value={30} label="Quota used">
        3/10
      </ProgressRing>,
    );
    const ring = screen.getByRole('progressbar', { name: 'Quota used' });
    expect(ring).toHaveTextContent('3/10');
    expect(ring).toHaveAttribute('aria-valuetext', '30%');
  });
});
