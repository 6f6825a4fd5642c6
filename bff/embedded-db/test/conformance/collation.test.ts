import { type CollationOptions, type Document, MongoServerError } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from './embedded-server.js';

/**
 * Collation as the MongoDB manual documents it ("Collation", "Collation Locales and Default
 * Parameters", "Case-Insensitive Indexes"): filters, sort, writes, aggregation, indexes and a
 * collection's default collation.
 */

let t: TestDatabase;

beforeAll(async () => {
  t = await startTestDatabase('collation');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.dropDatabase();
});

async function refusal(run: () => Promise<unknown>): Promise<MongoServerError> {
  const error = await run().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MongoServerError);
  return error as MongoServerError;
}

const names = (documents: Document[]): string[] => documents.map((d) => String(d.category));

describe('collation on reads (manual: Collation, examples)', () => {
  beforeEach(async () => {
    await t.db.collection('myColl').insertMany([
      { _id: 1 as never, category: 'café' },
      { _id: 2 as never, category: 'cafe' },
      { _id: 3 as never, category: 'cafE' },
    ]);
  });

  it("sorts binary without a collation and by the 'fr' rules with caseFirst upper", async () => {
    const myColl = t.db.collection('myColl');
    expect(names(await myColl.find().sort({ category: 1 }).toArray())).toEqual([
      'cafE',
      'cafe',
      'café',
    ]);
    const frUpper = { locale: 'fr', caseFirst: 'upper' as const };
    expect(
      names(await myColl.find({}, { collation: frUpper }).sort({ category: 1 }).toArray()),
    ).toEqual(['cafE', 'cafe', 'café']);
    const frLower = { locale: 'fr', caseFirst: 'lower' as const };
    expect(
      names(await myColl.find({}, { collation: frLower }).sort({ category: 1 }).toArray()),
    ).toEqual(['cafe', 'cafE', 'café']);
  });

  it('matches ignoring case and accents at strength 1, case only at strength 2', async () => {
    const myColl = t.db.collection('myColl');
    const primary = { locale: 'fr', strength: 1 };
    expect(await myColl.countDocuments({ category: 'cafe' }, { collation: primary })).toBe(3);
    const secondary = { locale: 'en_US', strength: 2 };
    expect(
      names(await myColl.find({ category: 'CAFE' }, { collation: secondary }).toArray()).sort(),
    ).toEqual(['cafE', 'cafe']);
    expect(await myColl.distinct('category', {}, { collation: secondary })).toHaveLength(2);
    // caseLevel at strength 1: accents ignored, case told apart.
    const caseLevel = { locale: 'en', strength: 1, caseLevel: true };
    expect(
      names(await myColl.find({ category: 'cafe' }, { collation: caseLevel }).toArray()).sort(),
    ).toEqual(['cafe', 'café']);
    // The default strength 3 tells case and accents apart; 'simple' is binary.
    expect(await myColl.countDocuments({ category: 'CAFE' }, { collation: { locale: 'en' } })).toBe(
      0,
    );
    expect(
      await myColl.countDocuments({ category: 'cafe' }, { collation: { locale: 'simple' } }),
    ).toBe(1);
  });

  it('applies the collation to $in, ranges and aggregation', async () => {
    const myColl = t.db.collection('myColl');
    const collation = { locale: 'en', strength: 2 };
    expect(await myColl.countDocuments({ category: { $in: ['CAFÉ', 'tea'] } }, { collation })).toBe(
      1,
    );
    // Binary order puts 'c…' after 'D'; the collation puts it between 'B' and 'D'.
    expect(await myColl.countDocuments({ category: { $gt: 'B', $lt: 'D' } })).toBe(0);
    expect(await myColl.countDocuments({ category: { $gt: 'B', $lt: 'D' } }, { collation })).toBe(
      3,
    );
    const grouped = await myColl
      .aggregate(
        [{ $match: { category: 'CAFE' } }, { $sort: { category: -1 } }, { $project: { _id: 0 } }],
        { collation },
      )
      .toArray();
    expect(grouped).toHaveLength(2);
  });

  it("applies an en_US collation in later stages, and 'simple' there as binary", async () => {
    const myColl = t.db.collection('myColl');
    const pipeline = [{ $project: { _id: 0, category: 1 } }, { $match: { category: 'CAFE' } }];
    const collation = { locale: 'en_US', strength: 2 };
    expect(await myColl.aggregate(pipeline, { collation }).toArray()).toHaveLength(2);
    expect(
      await myColl.aggregate(pipeline, { collation: { locale: 'simple' } }).toArray(),
    ).toHaveLength(0);
  });

  it('orders numbers inside strings with numericOrdering', async () => {
    const files = t.db.collection('files');
    await files.insertMany([{ name: 'v10' }, { name: 'v9' }, { name: 'v100' }]);
    const plain = await files.find().sort({ name: 1 }).toArray();
    expect(plain.map((f) => f.name)).toEqual(['v10', 'v100', 'v9']);
    const numeric = await files
      .find({}, { collation: { locale: 'en_US', numericOrdering: true } })
      .sort({ name: 1 })
      .toArray();
    expect(numeric.map((f) => f.name)).toEqual(['v9', 'v10', 'v100']);
  });

  it("ignores spaces and punctuation with alternate 'shifted'", async () => {
    const words = t.db.collection('words');
    await words.insertMany([{ w: 'black bird' }, { w: 'black-bird' }, { w: 'blackbird' }]);
    const shifted = { locale: 'en', alternate: 'shifted' as const };
    expect(await words.countDocuments({ w: 'blackbird' }, { collation: shifted })).toBe(3);
    expect(await words.countDocuments({ w: 'blackbird' }, { collation: { locale: 'en' } })).toBe(1);
  });

  it('compares accents from the end of the string with backwards (French)', async () => {
    const words = t.db.collection('words');
    await words.insertMany([{ w: 'côté' }, { w: 'coté' }, { w: 'côte' }, { w: 'cote' }]);
    const sorted = async (collation: CollationOptions) =>
      (await words.find({}, { collation }).sort({ w: 1 }).toArray()).map((d) => d.w);
    expect(await sorted({ locale: 'en' })).toEqual(['cote', 'coté', 'côte', 'côté']);
    expect(await sorted({ locale: 'fr', backwards: true })).toEqual([
      'cote',
      'côte',
      'coté',
      'côté',
    ]);
  });
});

describe('collation on writes', () => {
  it('selects the documents of update, delete and findAndModify by the collation', async () => {
    const people = t.db.collection('people');
    await people.insertMany([{ name: 'Betsy' }, { name: 'BETSY' }, { name: 'Ann' }]);
    const collation = { locale: 'en', strength: 2 };
    const updated = await people.updateMany(
      { name: 'betsy' },
      { $set: { seen: true } },
      {
        collation,
      },
    );
    expect(updated.modifiedCount).toBe(2);
    const found = await people.findOneAndUpdate(
      { name: 'ann' },
      { $set: { seen: true } },
      { collation, returnDocument: 'after' },
    );
    expect(found?.name).toBe('Ann');
    expect((await people.deleteMany({ name: 'BeTsY' }, { collation })).deletedCount).toBe(2);
    expect(await people.countDocuments()).toBe(1);
  });
});

describe('indexes and the default collation (manual: Case-Insensitive Indexes)', () => {
  it('refuses "ABC" after "abc" in a unique index with strength 2', async () => {
    const codes = t.db.collection('codes');
    await codes.createIndex(
      { code: 1 },
      { unique: true, collation: { locale: 'en', strength: 2 } },
    );
    await codes.insertOne({ code: 'abc' });
    const error = await refusal(() => codes.insertOne({ code: 'ABC' }));
    expect(error.code).toBe(11000);
    expect(error.message).toMatch(
      /^E11000 duplicate key error collection: collation\.codes index: code_1/,
    );
    // Other strings, and a binary query that ignores the index's collation, still work.
    await codes.insertOne({ code: 'abd' });
    expect(await codes.countDocuments({ code: 'abc' })).toBe(1);
    expect(await codes.countDocuments({ code: 'ABC' })).toBe(0);
    const [, index] = await codes.listIndexes().toArray();
    expect(index?.collation).toMatchObject({ locale: 'en', strength: 2, caseLevel: false });
  });

  it('gives a collection default collation to queries and to its new indexes', async () => {
    await t.db.createCollection('names', { collation: { locale: 'en_US', strength: 2 } });
    const namesColl = t.db.collection('names');
    await namesColl.createIndex({ first_name: 1 }, { unique: true });
    await namesColl.insertOne({ first_name: 'Betsy' });
    expect((await refusal(() => namesColl.insertOne({ first_name: 'BETSY' }))).code).toBe(11000);
    await namesColl.insertOne({ first_name: 'Anne' });
    expect(await namesColl.countDocuments({ first_name: 'betsy' })).toBe(1);
    expect(await namesColl.find({ first_name: 'ANNE' }).toArray()).toHaveLength(1);
    // An explicit collation overrides the default.
    expect(
      await namesColl.countDocuments({ first_name: 'betsy' }, { collation: { locale: 'en_US' } }),
    ).toBe(0);
    const [info] = await t.db.listCollections({ name: 'names' }).toArray();
    expect((info as { options?: Document } | undefined)?.options?.collation).toMatchObject({
      locale: 'en_US',
      strength: 2,
    });
    const indexes = await namesColl.listIndexes().toArray();
    expect(indexes.find((i) => i.name === 'first_name_1')?.collation).toMatchObject({
      locale: 'en_US',
      strength: 2,
    });
  });

  it("keeps a 'simple' index apart from queries under the default collation", async () => {
    await t.db.createCollection('tags', { collation: { locale: 'en', strength: 2 } });
    const tags = t.db.collection('tags');
    await tags.createIndex({ tag: 1 }, { collation: { locale: 'simple' } });
    await tags.insertMany([{ tag: 'Remote' }, { tag: 'remote' }]);
    const [, index] = await tags.listIndexes().toArray();
    expect(index?.collation).toBeUndefined();
    // The query takes the collection's collation, which the binary index cannot answer: a scan.
    expect(await tags.countDocuments({ tag: 'REMOTE' })).toBe(2);
    const explained = await tags.find({ tag: 'REMOTE' }).explain('queryPlanner');
    expect(explained.queryPlanner.winningPlan.stage).toBe('COLLSCAN');
  });

  it("refuses an unknown locale with mongod's BadValue", async () => {
    const error = await refusal(() =>
      t.db
        .collection('x')
        .find({}, { collation: { locale: 'xx' } })
        .toArray(),
    );
    expect(error.code).toBe(2);
    expect(error.message).toBe('Field \'locale\' is invalid in: { locale: "xx" }');
    const created = await refusal(() =>
      t.db.createCollection('y', { collation: { locale: 'products' } }),
    );
    expect(created.code).toBe(2);
    const indexed = await refusal(() =>
      t.db.collection('z').createIndex({ a: 1 }, { collation: { locale: 'xx', strength: 2 } }),
    );
    expect(indexed.message).toBe('Field \'locale\' is invalid in: { locale: "xx", strength: 2 }');
    // The other options, as mongod's collator factory parses them: 9 FailedToParse.
    const find = (collation: Document) => () => t.db.command({ find: 'x', filter: {}, collation });
    const strength = await refusal(find({ locale: 'en', strength: 6 }));
    expect([strength.code, strength.message]).toEqual([
      9,
      "Field 'strength' must be an integer 1 through 5. Got: 6",
    ]);
    const caseFirst = await refusal(find({ locale: 'en', caseFirst: 'first' }));
    expect(caseFirst.message).toBe(
      "Field 'caseFirst' must be 'upper', 'lower', or 'off'. Got: first",
    );
    const alternate = await refusal(find({ locale: 'en', alternate: 'skip' }));
    expect(alternate.message).toBe(
      "Field 'alternate' must be 'non-ignorable' or 'shifted'. Got: skip",
    );
    const unknown = await refusal(find({ locale: 'en', sensitivity: 'base' }));
    expect([unknown.code, unknown.message]).toEqual([
      9,
      'Collation spec contains unknown field. Collation spec: { locale: "en", sensitivity: "base" }',
    ]);
  });
});
