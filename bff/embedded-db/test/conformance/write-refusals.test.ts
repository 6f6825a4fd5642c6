import { MongoServerError } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from './embedded-server.js';

/**
 * Writes MongoDB 7.0 (the version this server reports) refuses: an update statement's `sort`
 * (manual: "update" command, added in 8.0) and a `$`-prefixed field inside `_id` (manual: "Field
 * Names", restrictions on `_id`).
 */

let t: TestDatabase;

beforeAll(async () => {
  t = await startTestDatabase('refusals');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.dropDatabase();
});

describe('update with sort', () => {
  it('refuses the whole command as an unknown field, changing nothing', async () => {
    const jobs = t.db.collection('jobs');
    await jobs.insertMany([{ n: 1 }, { n: 2 }]);
    const error = await t.db
      .command({
        update: 'jobs',
        updates: [
          { q: {}, u: { $set: { first: true } } },
          { q: {}, u: { $set: { top: true } }, sort: { n: -1 } },
        ],
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MongoServerError);
    expect((error as MongoServerError).code).toBe(40415);
    expect((error as MongoServerError).message).toBe(
      "BSON field 'update.updates.sort' is an unknown field.",
    );
    expect(await jobs.countDocuments({ $or: [{ first: true }, { top: true }] })).toBe(0);
    // findAndModify's sort is not an update statement's: still allowed.
    const top = await jobs.findOneAndUpdate({}, { $set: { top: true } }, { sort: { n: -1 } });
    expect(top?.n).toBe(2);
  });
});

describe('$-prefixed fields inside _id', () => {
  it('refuses them at any depth with DollarPrefixedFieldName', async () => {
    const keys = t.db.collection('keys');
    for (const _id of [{ $a: 1 }, { a: { $b: 1 } }, { a: [{ $c: 1 }] }]) {
      const error = await keys.insertOne({ _id: _id as never }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(MongoServerError);
      expect((error as MongoServerError).code).toBe(52);
      expect((error as MongoServerError).message).toMatch(
        /^_id fields may not contain '\$'-prefixed fields: \$[abc] is not valid for storage\.$/,
      );
    }
    // Elsewhere in the document (allowed since 5.0), and plain _id documents, are stored.
    await keys.insertOne({ _id: { a: 1 } as never, meta: { $price: 3 } });
    expect(await keys.countDocuments()).toBe(1);
  });
});
