import { Decimal128, type Document, Long, ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import { Collection } from './collection.js';
import { compileFilter } from './filter-compiler.js';
import { selectSorted } from './sort-order.js';

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

describe('Collection scans on a large collection (columns, match cache, sorted walks)', () => {
  const CITIES = ['Pune', 'Bengaluru', 'Remote', 'Delhi', 'Chennai'];
  const TITLES = ['Backend Engineer', 'Designer', 'QA engineer', 'Accountant', 'Data Engineer'];

  function portal(count: number): Collection {
    const collection = new Collection('test', 'jobs');
    for (let n = 0; n < count; n += 1) {
      const job: Document = {
        _id: n,
        title: TITLES[n % TITLES.length],
        city: CITIES[(n * 7) % CITIES.length],
        skills: n % 11 === 0 ? [] : [['React', 'SQL', 'Go'][n % 3], 'Excel'],
        active: n % 5 !== 0,
        created: new Date(Date.UTC(2026, 0, 1) + ((n * 7919) % count) * 60_000),
        // Unusual values on some jobs: columns leave them to the compiled predicate.
        salary: n % 97 === 0 ? Long.fromNumber(n % 30) : n % 89 === 0 ? null : (n * 13) % 30,
      };
      if (n % 31 !== 0) job.expires = new Date(Date.UTC(2026, 0, 1) + (n % 50) * 86_400_000);
      collection.insert(job);
    }
    collection.createIndex({ key: { active: 1, expires: 1, created: -1 } });
    collection.createIndex({ key: { city: 1 } });
    return collection;
  }

  const open = new Date(Date.UTC(2026, 0, 20));
  const FILTERS: Document[] = [
    { active: true, $or: [{ expires: null }, { expires: { $gte: open } }] },
    { active: true, $and: [{ $or: [{ title: /engineer/i }, { skills: /^re/i }] }] },
    { active: true, city: { $in: ['Pune', 'Remote'] }, salary: { $gte: 5, $lt: 20 } },
    { title: 'Designer', salary: { $ne: null }, skills: 'SQL' },
    { active: true, city: 'Pune', title: /engineer/i, salary: { $gt: 25 } },
    { city: 'Delhi' },
    { salary: { $exists: true }, $nor: [{ active: false }] },
  ];
  const SORT = { created: -1, _id: -1 };

  /** The reference: every stored document tested, then a full sort. */
  function reference(collection: Collection, filter: Document, skip: number, limit: number) {
    const predicate = compileFilter(filter);
    const matches = [...collection.documents.values()].filter((job) => predicate(job));
    return {
      count: matches.length,
      page: selectSorted(matches, SORT, skip, limit).map((job) => job._id),
      all: matches.map((job) => job._id),
    };
  }

  function expectAnswers(collection: Collection) {
    for (const filter of FILTERS) {
      for (const [skip, limit] of [
        [0, 20],
        [40, 20],
        [1980, 20],
      ] as const) {
        const expected = reference(collection, filter, skip, limit);
        const label = `${JSON.stringify(filter)} skip ${skip}`;
        // Three times: a plain scan, then columns, then the cached matches.
        for (let round = 0; round < 3; round += 1) {
          const page = collection.find({ filter, sort: SORT, skip, limit });
          expect(
            page.map((job) => job._id),
            label,
          ).toEqual(expected.page);
          expect(collection.count(filter), label).toBe(expected.count);
          expect(collection.matchSet(filter).documents.map((job) => job._id)).toEqual(expected.all);
        }
      }
    }
  }

  it('finds, counts and pages exactly as a full scan and sort, before and after writes', () => {
    const collection = portal(4000);
    expectAnswers(collection);
    collection.insert({
      _id: 'new',
      title: 'Data Engineer',
      city: 'Pune',
      active: true,
      salary: 26,
    });
    const edited = collection.getById(10)!;
    collection.replace(edited, { ...edited, city: 'Remote', salary: 7 });
    collection.delete(collection.getById(12)!);
    expectAnswers(collection);
  });

  it('never hands out its cached matches for a caller to change', () => {
    const collection = portal(3000);
    const filter = { city: 'Pune' };
    const first = collection.find({ filter });
    first.length = 0;
    expect(collection.find({ filter })).toHaveLength(600);
    expect(collection.count(filter)).toBe(600);
  });
});
