import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('keeps a text without addresses as one run', () => {
    expect(linkify('Any openings in Pune?')).toEqual([
      { kind: 'text', text: 'Any openings in Pune?' },
    ]);
  });

  it('links http(s) and www. addresses, leaving a sentence’s full stop outside', () => {
    expect(
      linkify('Apply at https://careers.example.in/jobs?id=4. Or www.example.in, thanks'),
    ).toEqual([
      { kind: 'text', text: 'Apply at ' },
      {
        kind: 'link',
        text: 'https://careers.example.in/jobs?id=4',
        href: 'https://careers.example.in/jobs?id=4',
      },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'www.example.in', href: 'https://www.example.in' },
      { kind: 'text', text: ', thanks' },
    ]);
  });

  it('never links other schemes or markup', () => {
    expect(linkify('javascript:alert(1) <a href="https://x.in">x</a>')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) <a href="' },
      { kind: 'link', text: 'https://x.in', href: 'https://x.in' },
      { kind: 'text', text: '">x</a>' },
    ]);
    expect(linkify('see http://localhost now')).toEqual([
      { kind: 'text', text: 'see http://localhost now' },
    ]);
  });
});
