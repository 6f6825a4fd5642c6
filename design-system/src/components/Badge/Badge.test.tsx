import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokens } from '../../theme/tokens';
import { renderWithTheme } from '../../test/render';
import { Badge, type BadgeTone } from './Badge';

const tones: Array<[BadgeTone, keyof typeof tokens.tone]> = [
  ['neutral', 'neutral'],
  ['grey', 'neutral'],
  ['yellow', 'yellow'],
  ['orange', 'orange'],
  ['blue', 'blue'],
  ['green', 'green'],
  ['red', 'red'],
  ['info', 'info'],
];

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(foreground: string, background: string) {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

describe('Badge', () => {
  it.each(tones)('tone %s shows its text in the %s colours', (tone, expected) => {
    renderWithTheme(<Badge tone={tone}>Under review</Badge>);
    const badge = screen.getByText('Under review');
    expect(badge).toHaveAttribute('data-tone', expected);
    const style = getComputedStyle(badge);
    expect(style.color).toBe(tokens.tone[expected].foreground);
    expect(style.backgroundColor).toBe(tokens.tone[expected].background);
    expect(badge).not.toHaveAttribute('tone');
  });

  it('defaults to neutral', () => {
    renderWithTheme(<Badge>Applied</Badge>);
    expect(screen.getByText('Applied')).toHaveAttribute('data-tone', 'neutral');
  });

  it.each(Object.entries(tokens.tone))('tone %s has AA text contrast', (_tone, colours) => {
    expect(contrast(colours.foreground, colours.background)).toBeGreaterThanOrEqual(4.5);
  });
});
