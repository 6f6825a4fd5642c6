import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { DividedList } from './DividedList';

describe('DividedList', () => {
  it('is a named list whose entries are separated by a rule', () => {
    renderWithTheme(
      <DividedList aria-label="Saved searches">
        <li>
          <p>React in Pune</p>
          <p className="muted">12 profiles</p>
        </li>
        <li>
          <p>Java in Noida</p>
        </li>
      </DividedList>,
    );

    const list = screen.getByRole('list', { name: 'Saved searches' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'React in Pune12 profiles',
      'Java in Noida',
    ]);
    expect(getComputedStyle(list).listStyle).toContain('none');
    expect(getComputedStyle(items[0]!).borderBottomStyle).toBe('solid');
  });
});
