import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverError, startTestDatabase, type TestDatabase } from './embedded-server.js';

/*
 * The text score as document metadata in an aggregation (docs/decisions/023-text-search.md):
 * after a leading `$match` with `$text`, `{ $meta: 'textScore' }` is usable in any later
 * expression and `$sort` key, as the manual's "$meta" (reference/operator/aggregation/meta) and
 * "$text in the Aggregation Pipeline" (tutorial/text-search-in-aggregation) pages document; on
 * their own examples where they have one.
 */

let t: TestDatabase;

beforeAll(async () => {
  t = await startTestDatabase('text-meta');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.dropDatabase();
});

/** The `articles` collection of the manual's "$meta" page. */
async function articles() {
  const collection = t.db.collection<{ _id: number; title: string; views?: number }>('articles');
  await collection.insertMany([
    { _id: 1, title: 'cakes and ale', views: 10 },
    { _id: 2, title: 'more cakes', views: 40 },
    { _id: 3, title: 'bread', views: 70 },
    { _id: 4, title: 'some cakes', views: 20 },
  ]);
  await collection.createIndex({ title: 'text' });
  return collection;
}

const CAKE = { $match: { $text: { $search: 'cake' } } };

describe('$meta: textScore after the leading $text match (manual: $meta)', () => {
  it('groups by the text score ($meta page: "$group by textScore")', async () => {
    const collection = await articles();
    const groups = await collection
      .aggregate([
        CAKE,
        { $group: { _id: { $meta: 'textScore' }, count: { $sum: 1 } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    // "cakes and ale": two words after the stop word "and"; "more"/"some" are stop words.
    expect(groups).toEqual([
      { _id: 0.75, count: 1 },
      { _id: 1, count: 2 },
    ]);
  });

  it('projects the score, then matches on it (tutorial: "Match on Text Score")', async () => {
    const collection = await articles();
    const found = await collection
      .aggregate([
        CAKE,
        { $project: { title: 1, score: { $meta: 'textScore' } } },
        { $match: { score: { $gt: 0.8 } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(found).toEqual([
      { _id: 2, title: 'more cakes', score: 1 },
      { _id: 4, title: 'some cakes', score: 1 },
    ]);
  });

  it('sorts on { $meta: "textScore" } after $addFields and $project, other keys after it', async () => {
    const collection = await articles();
    const sorted = await collection
      .aggregate([
        CAKE,
        { $addFields: { popular: { $gte: ['$views', 20] } } },
        { $project: { title: 1, popular: 1 } },
        { $sort: { score: { $meta: 'textScore' }, _id: 1 } },
      ])
      .toArray();
    // scores 1 (2 and 4, then by _id) before 0.75 (1)
    expect(sorted.map((document) => document._id)).toEqual([2, 4, 1]);
    expect(sorted[0]).toEqual({ _id: 2, title: 'more cakes', popular: true });
  });

  it('mixes the score with fields in one expression ($addFields, $set) and sorts on it', async () => {
    const collection = await articles();
    const ranked = await collection
      .aggregate([
        CAKE,
        { $addFields: { rank: { $multiply: [{ $meta: 'textScore' }, '$views'] } } },
        { $set: { half: { $divide: ['$rank', 2] } } },
        { $sort: { rank: -1 } },
        { $project: { _id: 1, rank: 1, half: 1 } },
      ])
      .toArray();
    expect(ranked).toEqual([
      { _id: 2, rank: 40, half: 20 },
      { _id: 4, rank: 20, half: 10 },
      { _id: 1, rank: 7.5, half: 3.75 },
    ]);
  });

  it('feeds accumulators and keeps the score through $unwind', async () => {
    const collection = await articles();
    await collection.updateOne({ _id: 1 }, { $set: { tags: ['a', 'b'] } } as never);
    const [stats] = await collection
      .aggregate([
        CAKE,
        {
          $group: {
            _id: null,
            best: { $max: { $meta: 'textScore' } },
            mean: { $avg: { $meta: 'textScore' } },
          },
        },
      ])
      .toArray();
    expect(stats).toEqual({ _id: null, best: 1, mean: (0.75 + 1 + 1) / 3 });
    const unwound = await collection
      .aggregate([
        { $match: { $text: { $search: 'ale' } } },
        { $unwind: '$tags' },
        { $project: { _id: 0, tags: 1, score: { $meta: 'textScore' } } },
      ])
      .toArray();
    expect(unwound).toEqual([
      { tags: 'a', score: 0.75 },
      { tags: 'b', score: 0.75 },
    ]);
  });

  it('gives each search its own scores (the same documents, other words)', async () => {
    const collection = await articles();
    const scores = async (search: string) =>
      (
        await collection
          .aggregate([
            { $match: { $text: { $search: search } } },
            { $addFields: { score: { $meta: 'textScore' } } },
            { $sort: { _id: 1 } },
          ])
          .toArray()
      ).map((document) => [document._id, document.score]);
    expect(await scores('ale')).toEqual([[1, 0.75]]);
    expect(await scores('cakes ale')).toEqual([
      [1, 1.5],
      [2, 1],
      [4, 1],
    ]);
  });

  it('answers 40218 without a $text match and 17308 for an unknown keyword, as mongod', async () => {
    const collection = await articles();
    for (const pipeline of [
      [{ $addFields: { score: { $meta: 'textScore' } } }],
      [{ $match: { views: { $gt: 0 } } }, { $sort: { score: { $meta: 'textScore' } } }],
      [{ $group: { _id: null, best: { $max: { $meta: 'textScore' } } } }],
    ]) {
      const error = await serverError(collection.aggregate(pipeline).toArray());
      expect(error.code).toBe(40218);
      expect(error.message).toBe('query requires text score metadata, but it is not available');
    }
    const unknown = await serverError(
      collection.aggregate([CAKE, { $addFields: { s: { $meta: 'relevance' } } }]).toArray(),
    );
    expect(unknown.code).toBe(17308);
  });
});
