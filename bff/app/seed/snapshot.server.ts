import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { Types } from 'mongoose';
import type { SeedData } from './generate.server';

/**
 * The demo data set as a file, so that a built server seeds without faker (ADR 016). The server
 * build (bff/scripts/build-server.ts) runs `generateSeedData` and writes its result here; the
 * built server reads it back for the day it seeds on.
 *
 * The data set depends on the day it is generated for (jobs posted "3 days ago", applications
 * moving through their statuses up to now), so the file keeps every date that moves with the
 * reference date as a distance from it, and every other one (a date of birth) as it is. Which is
 * which is found by generating the set for other reference dates too: a date that neither moves
 * by exactly the same amount nor stays put, or any other value that changes, cannot be replayed,
 * and the build refuses it.
 *
 * The format is JSON in which these objects stand for values JSON has not:
 * `{"$oid": hex}` an ObjectId, `{"$ago": ms}` the reference date less ms, `{"$date": ms}` a
 * fixed date, `{"$base64": text}` a Buffer, `{"$undefined": 1}` undefined.
 */
export const SEED_SNAPSHOT_FORMAT = 1;

interface SnapshotFile {
  format: typeof SEED_SNAPSHOT_FORMAT;
  data: unknown;
}

/** Reference dates tried besides the first: hours, days and a month boundary away, in both directions. */
const PROBE_SHIFTS_MS = [-37 * 86_400_000 - 5 * 3_600_000, 11 * 86_400_000 + 13 * 3_600_000 + 1];

/**
 * The snapshot file's text for `generate`: the data set generated for `referenceDate`, checked
 * against the sets generated for other reference dates.
 */
export function writeSeedSnapshot(
  generate: (referenceDate: Date) => SeedData,
  referenceDate: Date,
): string {
  const reference = referenceDate.getTime();
  const runs = [0, ...PROBE_SHIFTS_MS].map((shift) => ({
    reference: reference + shift,
    data: generate(new Date(reference + shift)) as unknown,
  }));
  const file: SnapshotFile = { format: SEED_SNAPSHOT_FORMAT, data: encode(runs, '') };
  return JSON.stringify(file);
}

type Run = { reference: number; data: unknown };

function encode(runs: Run[], path: string): unknown {
  const [first, ...others] = runs.map((run) => run.data);
  const refuse = (why: string): never => {
    throw new Error(`seed snapshot: ${path || 'the data set'} ${why}`);
  };
  const at = (key: string | number) =>
    runs.map((run) => ({
      reference: run.reference,
      data: (run.data as Record<string | number, unknown>)[key],
    }));
  if (first instanceof Date) {
    if (!runs.every((run) => run.data instanceof Date)) refuse('is not always a date');
    const times = runs.map((run) => (run.data as Date).getTime());
    const ago = runs.map((run, i) => run.reference - times[i]!);
    if (ago.every((value) => value === ago[0])) return { $ago: ago[0] };
    if (times.every((value) => value === times[0])) return { $date: times[0] };
    return refuse(
      'is a date that depends on the reference date other than by a fixed distance, so a ' +
        'snapshot cannot replay it',
    );
  }
  if (first instanceof Types.ObjectId) {
    const hex = first.toHexString();
    if (!others.every((other) => other instanceof Types.ObjectId && other.toHexString() === hex))
      refuse('is an ObjectId that depends on the reference date');
    return { $oid: hex };
  }
  if (Buffer.isBuffer(first)) {
    if (!others.every((other) => Buffer.isBuffer(other) && first.equals(other)))
      refuse('is file content that depends on the reference date');
    return { $base64: first.toString('base64') };
  }
  if (Array.isArray(first)) {
    if (!others.every((other) => Array.isArray(other) && other.length === first.length))
      refuse('is a list whose length depends on the reference date');
    return first.map((_, i) => encode(at(i), `${path}[${i}]`));
  }
  if (first !== null && typeof first === 'object') {
    if (Object.getPrototypeOf(first) !== Object.prototype)
      refuse(`is a ${first.constructor?.name ?? 'special'} object, which a snapshot cannot hold`);
    const keys = Object.keys(first);
    for (const other of others) {
      if (other === null || typeof other !== 'object' || Array.isArray(other))
        refuse('changes type with the reference date');
      if (!isDeepStrictEqual(Object.keys(other as object), keys))
        refuse('has fields that depend on the reference date');
    }
    return Object.fromEntries(
      keys.map((key) => {
        if (key.startsWith('$')) refuse(`has a field "${key}", which the format reserves`);
        return [key, encode(at(key), path ? `${path}.${key}` : key)];
      }),
    );
  }
  if (first === undefined) {
    if (!others.every((other) => other === undefined)) refuse('depends on the reference date');
    return { $undefined: 1 };
  }
  if (typeof first === 'number' && !Number.isFinite(first)) refuse('is not a finite number');
  if (!['string', 'number', 'boolean'].includes(typeof first) && first !== null)
    refuse(`is a ${typeof first}, which a snapshot cannot hold`);
  if (!others.every((other) => other === first))
    refuse(
      `is ${JSON.stringify(first)} or ${JSON.stringify(others)}: it depends on the reference date`,
    );
  return first;
}

/** The data set that `generateSeedData(referenceDate)` gives, read from a snapshot's text. */
export function parseSeedSnapshot(text: string, referenceDate: Date): SeedData {
  const file = JSON.parse(text) as SnapshotFile;
  if (file.format !== SEED_SNAPSHOT_FORMAT)
    throw new Error(
      `seed snapshot: format ${String(file.format)}, expected ${SEED_SNAPSHOT_FORMAT}`,
    );
  return decode(file.data, referenceDate.getTime()) as SeedData;
}

/** `parseSeedSnapshot` of a snapshot file. */
export function readSeedSnapshot(file: string | URL, referenceDate: Date): SeedData {
  return parseSeedSnapshot(readFileSync(file, 'utf8'), referenceDate);
}

function decode(value: unknown, reference: number): unknown {
  if (Array.isArray(value)) return value.map((item) => decode(item, reference));
  if (value === null || typeof value !== 'object') return value;
  const tagged = value as Record<string, unknown>;
  if (typeof tagged.$oid === 'string') return new Types.ObjectId(tagged.$oid);
  if (typeof tagged.$ago === 'number') return new Date(reference - tagged.$ago);
  if (typeof tagged.$date === 'number') return new Date(tagged.$date);
  if (typeof tagged.$base64 === 'string') return Buffer.from(tagged.$base64, 'base64');
  if (tagged.$undefined === 1) return undefined;
  return Object.fromEntries(
    Object.entries(tagged).map(([key, item]) => [key, decode(item, reference)]),
  );
}
