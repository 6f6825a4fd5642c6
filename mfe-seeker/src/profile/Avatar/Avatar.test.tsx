import { describe, expect, it } from 'vitest';
import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { Avatar } from './Avatar';
import { initialsOf } from './initials';

describe('Avatar', () => {
  it('takes the first and last initials', () => {
    expect(initialsOf('Asha Verma')).toBe('AV');
    expect(initialsOf('  rahul kumar singh ')).toBe('RS');
    expect(initialsOf('Meera')).toBe('M');
    expect(initialsOf('')).toBe('?');
  });

  it('shows the photo when there is one, the initials otherwise', () => {
    const { container } = renderPage(
      '/',
      <>
        <Avatar name="Asha Verma" src="/api/profile/photo/p1" />
        <Avatar name="Asha Verma" />
      </>,
    );
    const [withPhoto, withoutPhoto] = container.querySelectorAll('[data-avatar]');
    expect(withPhoto!.querySelector('img')).toHaveAttribute('src', '/api/profile/photo/p1');
    expect(withoutPhoto).toHaveTextContent('AV');
  });
});
