import { describe, expect, it } from 'vitest';
import { publicOriginFrom } from './identity-settings.server';

describe('publicOriginFrom (PUBLIC_ORIGIN)', () => {
  it('is unset without it, and the origin of an http(s) URL with it', () => {
    expect(publicOriginFrom({})).toBeUndefined();
    expect(publicOriginFrom({ PUBLIC_ORIGIN: '  ' })).toBeUndefined();
    expect(publicOriginFrom({ PUBLIC_ORIGIN: 'https://rozgar.example.in/some/path?x=1' })).toBe(
      'https://rozgar.example.in',
    );
    expect(publicOriginFrom({ PUBLIC_ORIGIN: 'http://localhost:3000' })).toBe(
      'http://localhost:3000',
    );
  });

  it('refuses anything else at start', () => {
    for (const value of ['rozgar.example.in', 'ftp://rozgar.example.in', 'javascript:alert(1)'])
      expect(() => publicOriginFrom({ PUBLIC_ORIGIN: value })).toThrow(
        'PUBLIC_ORIGIN must be an http:// or https:// URL',
      );
  });
});
