import { ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import { cloneDocument } from './bson-values.js';
import { compileProjection } from './projection.js';

const stored = {
  _id: new ObjectId('6b0219ffb317ce0e79163ba9'),
  title: 'Backend Engineer',
  salary: { min: 10, max: 20 },
  rounds: [
    { name: 'phone', notes: 'x' },
    { name: 'onsite', notes: 'y' },
    'later',
    [{ notes: 'z' }],
  ],
  created: new Date(0),
};

function project(projection: object): object {
  const before = cloneDocument(stored);
  const result = compileProjection(projection)(stored);
  expect(stored).toEqual(before);
  return result;
}

describe('compileProjection', () => {
  it('excludes top-level and nested fields, through arrays, without touching the source', () => {
    expect(project({ salary: 0, 'rounds.notes': 0 })).toEqual({
      _id: stored._id,
      title: 'Backend Engineer',
      rounds: [{ name: 'phone' }, { name: 'onsite' }, 'later', [{}]],
      created: new Date(0),
    });
    expect(project({ _id: 0, 'salary.max': 0, rounds: 0, created: 0 })).toEqual({
      title: 'Backend Engineer',
      salary: { min: 10 },
    });
    expect(project({ _id: 0 })).toEqual({
      title: stored.title,
      salary: stored.salary,
      rounds: stored.rounds,
      created: stored.created,
    });
  });

  it('includes top-level and nested fields in source order', () => {
    expect(project({ 'rounds.name': 1, title: 1 })).toEqual({
      _id: stored._id,
      title: 'Backend Engineer',
      rounds: [{ name: 'phone' }, { name: 'onsite' }],
    });
    expect(project({ _id: 0, 'salary.min': 1 })).toEqual({ salary: { min: 10 } });
    expect(project({ _id: 1 })).toEqual({ _id: stored._id });
  });

  it('refuses to mix inclusion and exclusion', () => {
    expect(() => compileProjection({ title: 1, salary: 0 })).toThrow(/exclusion/);
  });
});
