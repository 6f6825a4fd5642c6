import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { generateSeedData, type SeedData } from './generate.server';
import { parseSeedSnapshot, writeSeedSnapshot } from './snapshot.server';

const DAY_MS = 86_400_000;

describe('the demo data snapshot of a server build', () => {
  it('gives, for any later day, exactly the data set faker generates for that day', () => {
    const built = new Date('2026-11-24T17:05:12.345Z');
    const text = writeSeedSnapshot(generateSeedData, built);
    for (const seededOn of [
      built,
      new Date(built.getTime() + 93 * DAY_MS + 7_654_321),
      new Date('2027-03-01T00:00:00.000Z'),
    ]) {
      expect(parseSeedSnapshot(text, seededOn)).toStrictEqual(generateSeedData(seededOn));
    }
  });

  it('keeps ids, file content and fixed dates as they are', () => {
    const text = writeSeedSnapshot(generateSeedData, new Date('2026-11-24T00:00:00Z'));
    const data = parseSeedSnapshot(text, new Date('2030-01-01T00:00:00Z'));
    expect(data.users[0]!._id).toBeInstanceOf(Types.ObjectId);
    expect(Buffer.isBuffer(data.resumes[0]!.content)).toBe(true);
    expect(data.resumes[0]!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  const tiny = (reference: Date, extra: Record<string, unknown>): SeedData =>
    ({
      users: [],
      jobs: [{ _id: new Types.ObjectId('0123456789abcdef01234567'), ...extra }],
    }) as unknown as SeedData;

  it('stores a date that moves with the reference date as a distance, a fixed one as it is', () => {
    const birth = new Date('1990-05-17T00:00:00Z');
    const text = writeSeedSnapshot(
      (reference) =>
        tiny(reference, { posted: new Date(reference.getTime() - 3 * DAY_MS), dob: birth }),
      new Date('2026-11-24T12:00:00Z'),
    );
    expect(JSON.parse(text)).toMatchObject({
      data: { jobs: [{ posted: { $ago: 3 * DAY_MS }, dob: { $date: birth.getTime() } }] },
    });
    const later = new Date('2027-02-02T02:02:02Z');
    expect(parseSeedSnapshot(text, later).jobs[0]).toEqual({
      _id: new Types.ObjectId('0123456789abcdef01234567'),
      posted: new Date(later.getTime() - 3 * DAY_MS),
      dob: birth,
    });
  });

  it('refuses a data set it could not replay, saying where', () => {
    const midnight = (reference: Date) =>
      new Date(
        Date.UTC(reference.getUTCFullYear(), reference.getUTCMonth(), reference.getUTCDate()),
      );
    expect(() =>
      writeSeedSnapshot(
        (reference) => tiny(reference, { posted: midnight(reference) }),
        new Date('2026-11-24T12:00:00Z'),
      ),
    ).toThrow(/^seed snapshot: jobs\[0\]\.posted is a date that depends on the reference date/);
    expect(() =>
      writeSeedSnapshot(
        (reference) => tiny(reference, { title: `Posted in ${reference.getUTCMonth() + 1}` }),
        new Date('2026-11-24T12:00:00Z'),
      ),
    ).toThrow(/^seed snapshot: jobs\[0\]\.title is "Posted in 11"/);
  });
});
