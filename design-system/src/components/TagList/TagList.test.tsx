import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Badge } from '../Badge';
import { TagList } from './TagList';

describe('TagList', () => {
  it('is a named list of its tags that wraps', () => {
    renderWithTheme(
      <TagList aria-label="Key skills">
        {['React', 'Node.js'].map((skill) => (
          <li key={skill}>
            <Badge>{skill}</Badge>
          </li>
        ))}
      </TagList>,
    );

    const list = screen.getByRole('list', { name: 'Key skills' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'Node.js']);
    expect(getComputedStyle(list).flexWrap).toBe('wrap');
    expect(getComputedStyle(list).listStyle).toContain('none');
  });
});
