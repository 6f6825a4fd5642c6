import type { Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from './embedded-server.js';

/*
 * `$addFields`/`$set` + `$sort` (+ `$skip`/`$limit`) runs natively (engine/computed-sort.ts,
 * native-expression.ts); every pipeline here is also run with a `{ $match: {} }` between the
 * computed fields and the sort, which leaves the stages to mingo: both must answer the same, as
 * mongod's "$addFields" and "$sort" pages (reference/operator/aggregation/) describe them.
 */

let t: TestDatabase;

beforeAll(async () => {
  t = await startTestDatabase('computed-sort');
  const jobs = t.db.collection('jobs');
  await jobs.insertMany([
    { _id: 1, title: 'React Developer', skills: ['React', ' css ', 'react'], views: 10, at: 5 },
    { _id: 2, title: 'Java Developer', skills: ['Java'], views: 0, at: 4 },
    { _id: 3, title: 'Developer', skills: [], views: null, at: 4 },
    { _id: 4, title: 'Data Developer', views: 7, at: 3, tags: { main: 'sql' } },
    { _id: 5, title: 'Developer developer', skills: ['SQL', 'css'], views: 3, at: 6 },
    { _id: 6, title: 'Sales Executive', skills: ['Excel'], views: 20, at: 1 },
  ] as never);
  await jobs.createIndex({ title: 'text', skills: 'text' }, { weights: { title: 10 } });
});
afterAll(async () => {
  await t.close();
});

/** The pipeline's answer natively and on mingo (a no-op `$match` before the `$sort`). */
async function bothWays(pipeline: Document[]): Promise<Document[]> {
  const jobs = t.db.collection('jobs');
  const sortAt = pipeline.findIndex((stage) => '$sort' in stage);
  const onMingo = [...pipeline.slice(0, sortAt), { $match: {} }, ...pipeline.slice(sortAt)];
  const [native, mingo] = await Promise.all([
    jobs.aggregate(pipeline).toArray(),
    jobs.aggregate(onMingo).toArray(),
  ]);
  expect(native).toEqual(mingo);
  return native;
}

const SEEKER = ['react', 'css'];
const share = {
  $let: {
    vars: {
      skills: {
        $setUnion: [
          {
            $map: {
              input: { $ifNull: ['$skills', []] },
              as: 's',
              in: { $toLower: { $trim: { input: '$$s' } } },
            },
          },
          [],
        ],
      },
    },
    in: {
      $cond: [
        { $gt: [{ $size: '$$skills' }, 0] },
        {
          $divide: [
            { $size: { $setIntersection: ['$$skills', { $literal: SEEKER }] } },
            { $size: '$$skills' },
          ],
        },
        0,
      ],
    },
  },
};

describe('a computed sort key ($addFields, then $sort, $skip, $limit)', () => {
  it('ranks by a text score mixed with fields, with ties by the next keys, paged', async () => {
    const ranked = [
      { $match: { $text: { $search: 'developer' } } },
      { $addFields: { rank: { $multiply: [{ $meta: 'textScore' }, { $add: [1, share] }] } } },
      { $sort: { rank: -1, at: -1, _id: -1 } },
    ];
    const all = await bothWays([...ranked, { $project: { _id: 1, rank: 1 } }]);
    // "Developer developer" 15 × 1.5 (css); "React Developer" 7.5 × 2; "Developer" alone 10
    // (no skills); then two 7.5s by date
    expect(all.map((job) => [job._id, job.rank])).toEqual([
      [5, 22.5],
      [1, 15],
      [3, 10],
      [2, 7.5],
      [4, 7.5],
    ]);
    const page = await bothWays([...ranked, { $skip: 1 }, { $limit: 2 }]);
    expect(page.map((job) => job._id)).toEqual([1, 3]);
    // the computed field is the stage's, after the document's own fields
    expect(Object.keys(page[0]!).at(-1)).toBe('rank');
  });

  it('keeps the text score for later stages and sorts on it beside computed keys', async () => {
    const found = await bothWays([
      { $match: { $text: { $search: 'developer sql' } } },
      { $set: { hot: { $gte: ['$views', 5] } } },
      { $sort: { hot: -1, score: { $meta: 'textScore' }, _id: 1 } },
      { $limit: 3 },
      { $project: { hot: 1, score: { $meta: 'textScore' } } },
    ]);
    expect(found.map((job) => [job._id, job.hot])).toEqual([
      [1, true],
      [4, true],
      [5, false],
    ]);
    expect(found[0]!.score).toBeGreaterThan(0);
  });

  it('answers as mingo for null, missing and array values, nested paths and objects', async () => {
    await bothWays([
      {
        $addFields: {
          views2: { $multiply: ['$views', 2] },
          none: { $ifNull: ['$missing', '$views', 'none'] },
          firstTag: '$tags.main',
          pair: { a: '$at', b: { $subtract: ['$at', 1] } },
          lower: { $toLower: '$title' },
          many: { $gt: [{ $size: { $ifNull: ['$skills', []] } }, 1] },
          either: { $or: [{ $eq: ['$at', 4] }, { $not: [{ $lt: ['$at', 5] }] }] },
          removed: '$missing',
          top: { $max: ['$views', '$at'] },
          tagged: { $gt: ['$tags', 0] },
          untagged: { $lte: ['$tags.main', 'sql'] },
          bothMissing: { $eq: ['$missing', '$absent'] },
          low: { $min: ['$missing', '$views'] },
        },
      },
      { $sort: { views2: 1, skills: -1, _id: 1 } },
    ]);
  });

  it('leaves values it does not handle to mingo, errors included', async () => {
    const jobs = t.db.collection('jobs');
    // a division by zero is mongod's error, from mingo's stage
    await expect(
      jobs
        .aggregate([{ $addFields: { q: { $divide: ['$at', 0] } } }, { $sort: { q: 1 } }])
        .toArray(),
    ).rejects.toThrow();
    // a string in $multiply: not a number here, mingo answers
    const [first] = await jobs
      .aggregate([
        { $addFields: { label: { $concat: ['$title', '!'] } } },
        { $sort: { label: 1 } },
        { $limit: 1 },
      ])
      .toArray();
    expect(first!.label).toBe('Data Developer!');
  });
});
