import { describe, expect, it } from 'vitest';
import { ExpiryQueue } from './expiry-queue.js';

describe('ExpiryQueue', () => {
  it('hands over the due documents in date order, each once, and keeps the rest', () => {
    const queue = new ExpiryQueue();
    for (const [idKey, at] of [
      ['e', 50],
      ['a', 10],
      ['d', 40],
      ['c', 30],
      ['b', 20],
    ] as const)
      queue.set(idKey, at);
    expect(queue.takeDue(5)).toEqual([]);
    expect(queue.takeDue(30)).toEqual(['a', 'b', 'c']);
    expect(queue.takeDue(30)).toEqual([]);
    expect(queue.size).toBe(2);
    expect(queue.takeDue(Infinity)).toEqual(['d', 'e']);
  });

  it('follows a moved date and forgets a deleted document', () => {
    const queue = new ExpiryQueue();
    queue.set('later', 10);
    queue.set('later', 100); // updated: no longer due at 10
    queue.set('sooner', 100);
    queue.set('sooner', 5); // updated: due at 5
    queue.set('gone', 1);
    queue.delete('gone');
    queue.set('same', 7);
    queue.set('same', 7); // rewritten with the same date: still once
    expect(queue.takeDue(10)).toEqual(['sooner', 'same']);
    expect(queue.takeDue(100)).toEqual(['later']);
  });

  it('drops stale entries when they outnumber the queued documents', () => {
    const queue = new ExpiryQueue();
    for (let i = 0; i < 100; i += 1) queue.set(`doc${i}`, i);
    for (let round = 0; round < 50; round += 1)
      for (let i = 0; i < 100; i += 1) queue.set(`doc${i}`, 1_000 + round * 100 + i);
    expect(queue.size).toBe(100);
    expect(queue.entries).toBeLessThanOrEqual(2 * 100 + 64);
    const due = queue.takeDue(Infinity);
    expect(due).toHaveLength(100);
    expect(due[0]).toBe('doc0');
    expect(due.at(-1)).toBe('doc99');
  });
});
