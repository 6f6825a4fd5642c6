import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverError, startTestDatabase, type TestDatabase } from './embedded-server.js';

/*
 * Text indexes and `$text` against what mongod documents (docs/decisions/023-text-search.md):
 * the examples of the manual's "$text" page (reference/operator/query/text), "Text Indexes"
 * (core/indexes/index-types/index-text) and "$meta" (reference/operator/aggregation/meta).
 */

let t: TestDatabase;

beforeAll(async () => {
  t = await startTestDatabase('text');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.dropDatabase();
});

/** The manual's `articles` collection of the $text page. */
async function articles() {
  const collection = t.db.collection<{
    _id: number;
    subject: string;
    author: string;
    views: number;
  }>('articles');
  await collection.insertMany([
    { _id: 1, subject: 'coffee', author: 'xyz', views: 50 },
    { _id: 2, subject: 'Coffee Shopping', author: 'efg', views: 5 },
    { _id: 3, subject: 'Baking a cake', author: 'abc', views: 90 },
    { _id: 4, subject: 'baking', author: 'xyz', views: 100 },
    { _id: 5, subject: 'Café Con Leche', author: 'abc', views: 200 },
    { _id: 6, subject: 'Сырники', author: 'jkl', views: 80 },
    { _id: 7, subject: 'coffee and cream', author: 'efg', views: 10 },
    { _id: 8, subject: 'Cafe con Leche', author: 'xyz', views: 10 },
  ]);
  await collection.createIndex({ subject: 'text' });
  return collection;
}

async function ids(collection: Awaited<ReturnType<typeof articles>>, search: object) {
  const found = await collection.find({ $text: search } as never, { projection: { _id: 1 } });
  return (await found.toArray()).map((document) => document._id).sort((a, b) => a - b);
}

describe('text indexes (manual: Text Indexes)', () => {
  it('lists a text index as mongod does: _fts/_ftsx key, sorted weights, language, version 3', async () => {
    const jobs = t.db.collection('jobs');
    await jobs.createIndex(
      { title: 'text', company: 'text', skills: 'text' },
      { weights: { title: 10, skills: 5 }, name: 'job_text' },
    );
    const listed = await jobs.listIndexes().toArray();
    expect(listed[1]).toEqual({
      v: 2,
      key: { _fts: 'text', _ftsx: 1 },
      name: 'job_text',
      weights: { company: 1, skills: 5, title: 10 },
      default_language: 'english',
      language_override: 'language',
      textIndexVersion: 3,
    });
    // The same index again is a no-op; a default name joins the fields' names.
    await jobs.createIndex(
      { title: 'text', company: 'text', skills: 'text' },
      { weights: { title: 10, skills: 5 }, name: 'job_text' },
    );
    const other = t.db.collection('other');
    expect(await other.createIndex({ subject: 'text', body: 'text' })).toBe(
      'subject_text_body_text',
    );
  });

  it('keeps a text index across a restart (journal and stored spec)', async () => {
    const dbpath = await mkdtemp(join(tmpdir(), 'embedded-db-text-'));
    try {
      const first = await startTestDatabase('text', { dbpath });
      await first.db.collection('jobs').createIndex({ title: 'text' }, { weights: { title: 3 } });
      await first.db.collection('jobs').insertOne({ title: 'Site reliability engineer' });
      await first.close();
      const second = await startTestDatabase('text', { dbpath });
      try {
        const jobs = second.db.collection('jobs');
        expect((await jobs.listIndexes().toArray())[1]?.weights).toEqual({ title: 3 });
        expect(await jobs.countDocuments({ $text: { $search: 'engineering' } })).toBe(1);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dbpath, { recursive: true, force: true });
    }
  });

  it('allows one text index per collection (IndexOptionsConflict, 85)', async () => {
    const collection = await articles();
    const error = await serverError(collection.createIndex({ author: 'text' }));
    expect(error.code).toBe(85);
    expect(error.codeName).toBe('IndexOptionsConflict');
  });

  it('refuses weights outside (0, 100000) with CannotCreateIndex (67)', async () => {
    const error = await serverError(
      t.db.collection('w').createIndex({ a: 'text' }, { weights: { a: 0 } }),
    );
    expect(error.code).toBe(67);
    expect(error.message).toMatch(/exclusive interval/);
  });

  it('keeps the index up to date on insert, update and delete (no rebuild)', async () => {
    const collection = await articles();
    // Asked before and after each write: remembered matches never outlive a write.
    expect(await ids(collection, { $search: 'espresso' })).toEqual([]);
    await collection.updateOne({ _id: 4 }, { $set: { subject: 'espresso' } });
    expect(await ids(collection, { $search: 'baking' })).toEqual([3]);
    expect(await ids(collection, { $search: 'espresso' })).toEqual([4]);
    expect(await ids(collection, { $search: 'cake' })).toEqual([3]);
    await collection.deleteOne({ _id: 3 });
    expect(await ids(collection, { $search: 'cake' })).toEqual([]);
    await collection.insertOne({ _id: 9, subject: 'Cakes and bakers', author: 'q', views: 1 });
    expect(await ids(collection, { $search: 'cake' })).toEqual([9]);
  });

  it('refuses a document whose language_override names an unsupported language (17262)', async () => {
    const collection = await articles();
    const error = await serverError(
      collection.insertOne({
        _id: 10,
        subject: 'x',
        author: 'y',
        views: 0,
        language: 'klingon',
      } as never),
    );
    expect(error.code).toBe(17262);
    expect(await collection.countDocuments()).toBe(8);
  });

  it('indexes every string field with the wildcard specifier $**', async () => {
    const notes = t.db.collection('notes');
    await notes.insertMany([
      { _id: 1, title: 'Hiring', body: { text: 'React developers wanted' } },
      { _id: 2, title: 'Developer day', tags: ['meetup'] },
    ] as never);
    await notes.createIndex({ '$**': 'text' });
    const found = await notes.find({ $text: { $search: 'developer' } }).toArray();
    expect(found.map((document) => document._id).sort()).toEqual([1, 2]);
  });
});

describe('$text (manual: $text)', () => {
  it('matches any of the terms, stemmed, with stop words left out', async () => {
    const collection = await articles();
    expect(await ids(collection, { $search: 'coffee' })).toEqual([1, 2, 7]);
    expect(await ids(collection, { $search: 'bake coffee cake' })).toEqual([1, 2, 3, 4, 7]);
    expect(await ids(collection, { $search: 'the and a' })).toEqual([]);
  });

  it('requires "phrases" and excludes -negated terms and phrases', async () => {
    const collection = await articles();
    expect(await ids(collection, { $search: '"coffee shop"' })).toEqual([2]);
    expect(await ids(collection, { $search: 'coffee -shop' })).toEqual([1, 7]);
    expect(await ids(collection, { $search: 'coffee -"and cream"' })).toEqual([1, 2]);
    expect(await ids(collection, { $search: '-coffee' })).toEqual([]);
  });

  it('honours $caseSensitive and $diacriticSensitive', async () => {
    const collection = await articles();
    expect(await ids(collection, { $search: 'Coffee', $caseSensitive: true })).toEqual([2]);
    expect(await ids(collection, { $search: '"Café Con Leche"', $caseSensitive: true })).toEqual([
      5,
    ]);
    expect(await ids(collection, { $search: 'CAFÉ', $diacriticSensitive: true })).toEqual([5]);
    expect(await ids(collection, { $search: 'leches -cafés', $diacriticSensitive: true })).toEqual([
      8,
    ]);
    expect(await ids(collection, { $search: 'cafe' })).toEqual([5, 8]);
  });

  it('stems with $language and not with "none"', async () => {
    const collection = await articles();
    expect(await ids(collection, { $search: 'baking', $language: 'none' })).toEqual([]);
    expect(await ids(collection, { $search: 'bake', $language: 'none' })).toEqual([3, 4]);
    const error = await serverError(ids(collection, { $search: 'leche', $language: 'xx' }));
    expect(error.code).toBe(2);
  });

  it('combines with the other clauses of the filter, top level or in $and', async () => {
    const collection = await articles();
    const found = await collection
      .find({ $and: [{ $text: { $search: 'coffee cake' } }, { views: { $gte: 10 } }] })
      .toArray();
    expect(found.map((document) => document._id).sort()).toEqual([1, 3, 7]);
    expect(await collection.countDocuments({ $text: { $search: 'coffee' }, author: 'xyz' })).toBe(
      1,
    );
  });

  it("scores with textScore: projected, sorted on, and mongod's formula (manual: $meta)", async () => {
    const collection = await articles();
    const cake = await collection
      .find({ $text: { $search: 'cake' } }, { projection: { score: { $meta: 'textScore' } } })
      .toArray();
    // "Baking a cake": 2 words after stop words, "cake" once: 0.5 × 1/2 + 0.5.
    expect(cake).toEqual([
      { _id: 3, subject: 'Baking a cake', author: 'abc', views: 90, score: 0.75 },
    ]);
    const sorted = await collection
      .find(
        { $text: { $search: 'coffee' } },
        { projection: { _id: 1, score: { $meta: 'textScore' } } },
      )
      .sort({ score: { $meta: 'textScore' }, _id: -1 })
      .toArray();
    // "coffee" alone: 1; "Coffee Shopping" and "coffee and cream" ("and" a stop word): 0.75.
    expect(sorted).toEqual([
      { _id: 1, score: 1 },
      { _id: 7, score: 0.75 },
      { _id: 2, score: 0.75 },
    ]);
  });

  it("weights multiply a field's term scores", async () => {
    const posts = t.db.collection('posts');
    await posts.insertMany([
      { _id: 1, title: 'Engineer', body: 'We build things' },
      { _id: 2, title: 'Hiring now', body: 'Engineer wanted' },
    ] as never);
    await posts.createIndex({ title: 'text', body: 'text' }, { weights: { title: 10 } });
    const found = await posts
      .find({ $text: { $search: 'engineers' } }, { projection: { score: { $meta: 'textScore' } } })
      .sort({ score: { $meta: 'textScore' } })
      .toArray();
    expect(found.map((document) => [document._id, document.score])).toEqual([
      [1, 10],
      [2, 0.75],
    ]);
  });

  it('answers errors as mongod', async () => {
    const plain = t.db.collection('plain');
    await plain.insertOne({ a: 'coffee' });
    const noIndex = await serverError(plain.find({ $text: { $search: 'coffee' } }).toArray());
    expect(noIndex.code).toBe(27);
    expect(noIndex.message).toBe('text index required for $text query');
    const collection = await articles();
    const nested = await serverError(
      collection.find({ $nor: [{ $text: { $search: 'coffee' } }] }).toArray(),
    );
    expect(nested.code).toBe(2);
    expect(nested.message).toBe('$text is not allowed in this context');
    const twice = await serverError(
      collection
        .find({ $and: [{ $text: { $search: 'a' } }, { $text: { $search: 'b' } }] })
        .toArray(),
    );
    expect(twice.message).toBe('Too many text expressions');
    const search = await serverError(collection.find({ $text: { $search: 1 } } as never).toArray());
    expect(search.code).toBe(14);
    const noScore = await serverError(
      collection.find({}, { projection: { score: { $meta: 'textScore' } } }).toArray(),
    );
    expect(noScore.code).toBe(40218);
    const lateMatch = await serverError(
      collection
        .aggregate([{ $match: { views: 1 } }, { $match: { $text: { $search: 'coffee' } } }])
        .toArray(),
    );
    expect(lateMatch.code).toBe(17313);
  });

  it('runs as the leading $match of an aggregation (counts, groups)', async () => {
    const collection = await articles();
    const byAuthor = await collection
      .aggregate([
        { $match: { $text: { $search: 'coffee cake' } } },
        { $group: { _id: '$author', n: { $sum: 1 } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(byAuthor).toEqual([
      { _id: 'abc', n: 1 },
      { _id: 'efg', n: 2 },
      { _id: 'xyz', n: 1 },
    ]);
  });
});
