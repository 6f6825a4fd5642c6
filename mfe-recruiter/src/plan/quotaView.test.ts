import { describe, expect, it } from 'vitest';
import { quotaUsageFixture } from '../mocks/quotaFixtures';
import { formatCount, formatDay, formatShortDay, leftText, resetText, usedText } from './quotaView';

describe('quota texts', () => {
  const [postings, views, invites] = quotaUsageFixture().quotas;

  it('write counts the Indian way and days as day, short month, year', () => {
    expect(formatCount(100000)).toBe('1,00,000');
    expect(formatDay('2026-12-01')).toBe('1 Dec 2026');
    expect(formatShortDay('2026-11-05')).toBe('5 Nov');
  });

  it('read a quota as used of limit, left with the percentage, and when it resets', () => {
    expect(usedText(views!)).toBe('164 of 1,000 used');
    expect(leftText(invites!)).toBe('16 left (99% used)');
    expect(resetText(views!)).toBe('Resets on 1 Dec 2026');
    expect(resetText(postings!)).toBe('A posting frees up when one of your jobs closes or expires');
  });
});
