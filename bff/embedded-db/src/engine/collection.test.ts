import { Decimal128, Long, ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import { Collection } from './collection.js';

function jobs(count: number): Collection {
  const collection = new Collection('test', 'jobs');
  for (let i = 0; i < count; i += 1) {
    collection.insert({ _id: i, company: `c${i % 10}`, created: i, active: i % 2 === 0 });
  }
  return collection;
}

describe('Collection lookups', () => {
  it('reads only the indexed documents for an equality on an indexed field', () => {
    const collection = jobs(100);
    expect([...collection.candidates({ company: 'c3' })]).toHaveLength(100);
    collection.createIndex({ key: { company: 1 } });
    const candidates = [...collection.candidates({ company: 'c3', active: false })];
    expect(candidates).toHaveLength(10);
    expect(candidates.every((job) => job.company === 'c3')).toBe(true);
    expect([...collection.candidates({ _id: { $in: [5, 6, 500] } })].map((job) => job._id)).toEqual(
      [5, 6],
    );
  });

  it('keeps sorted results right through inserts, replacements and deletes on a large collection', () => {
    const collection = jobs(3000);
    const newest = () =>
      collection
        .find({ filter: { active: true }, sort: { created: -1 }, limit: 3 })
        .map((job) => job._id);
    expect(newest()).toEqual([2998, 2996, 2994]);
    collection.insert({ _id: 'late', created: 5000, active: true });
    const previous = collection.getById(2998)!;
    collection.replace(previous, { ...previous, active: false });
    collection.delete(collection.getById(2996)!);
    expect(newest()).toEqual(['late', 2994, 2992]);
  });

  it('finds by _id exactly as the compiled filter does', () => {
    const collection = new Collection('test', 'mixed');
    const objectId = new ObjectId();
    for (const _id of [objectId, 'abc', 7, 2.5, true, new Date(5)]) collection.insert({ _id });
    collection.insert({ _id: Decimal128.fromString('9'), kind: 'decimal' });
    const byScan = (filter: object) => collection.find({ filter: { ...filter, $comment: 'scan' } });
    for (const filter of [
      { _id: new ObjectId(objectId.toHexString()) },
      { _id: 'abc' },
      { _id: 'ABC' },
      { _id: 7 },
      { _id: Long.fromNumber(7) },
      { _id: { $eq: 2.5 } },
      { _id: true },
      { _id: new Date(5) },
      { _id: 9 },
      { _id: '7' },
      { _id: objectId.toHexString() },
    ]) {
      expect(collection.find({ filter }), JSON.stringify(filter)).toEqual(byScan(filter));
    }
    expect(collection.find({ filter: { _id: 7 } })).toHaveLength(1);
    expect(collection.find({ filter: { _id: 9 } })).toEqual([
      { _id: Decimal128.fromString('9'), kind: 'decimal' },
    ]);
    expect(collection.find({ filter: { _id: 7 }, skip: 1 })).toEqual([]);
    expect(collection.find({ filter: { _id: 7 }, sort: { x: -1 }, limit: 5 })).toHaveLength(1);
    expect(
      collection.find({ filter: { _id: 'ABC' }, collation: { locale: 'en', strength: 2 } }),
    ).toEqual([{ _id: 'abc' }]);
  });
});
