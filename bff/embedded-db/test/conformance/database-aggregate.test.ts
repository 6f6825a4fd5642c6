import { Binary, MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from './embedded-server.js';

// `{ aggregate: 1, pipeline }` as the MongoDB manual documents it (reference/command/aggregate,
// reference/operator/aggregation/documents, currentOp, listLocalSessions) and as
// mongodb/specifications source/crud/tests/unified/db-aggregate*.json call it (db.aggregate).

let t: TestDatabase;

beforeAll(async () => {
  t = await startTestDatabase('dbagg');
});
afterAll(async () => {
  await t.close();
});

describe('database-level aggregate', () => {
  it('$documents feeds the following stages', async () => {
    const result = await t.db
      .aggregate([
        { $documents: [{ x: 1 }, { x: 2 }, { x: 3 }] },
        { $match: { x: { $gte: 2 } } },
        { $project: { _id: 0, double: { $multiply: ['$x', 2] } } },
      ])
      .toArray();
    expect(result).toEqual([{ double: 4 }, { double: 6 }]);
    const reply = await t.db.command({ aggregate: 1, pipeline: [{ $documents: [] }], cursor: {} });
    expect(reply.cursor.ns).toBe('dbagg.$cmd.aggregate');
  });

  it('$currentOp on admin lists the operation in progress: this aggregate', async () => {
    const admin = t.client.db('admin');
    const ops = await admin
      .aggregate([{ $currentOp: {} }, { $match: { 'command.comment': 'find me' } }], {
        comment: 'find me',
      })
      .toArray();
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({
      type: 'op',
      active: true,
      op: 'command',
      ns: 'admin.$cmd.aggregate',
      command: { aggregate: 1, comment: 'find me' },
    });
    expect(ops[0]?.lsid?.id).toBeInstanceOf(Binary);
  });

  it('$currentOp elsewhere than admin: 73 InvalidNamespace', async () => {
    const error = await t.db
      .aggregate([{ $currentOp: {} }])
      .toArray()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MongoServerError);
    expect((error as MongoServerError).code).toBe(73);
  });

  it('$listLocalSessions lists the sessions commands have used, until endSessions', async () => {
    const session = t.client.startSession();
    await t.db.collection('things').findOne({}, { session });
    const id = session.id?.id as Binary;
    const listed = async () =>
      (await t.db.aggregate([{ $listLocalSessions: {} }]).toArray()).map((entry) =>
        (entry._id.id as Binary).toString('hex'),
      );
    expect(await listed()).toContain(id.toString('hex'));
    const [entry] = await t.db
      .aggregate([{ $listLocalSessions: {} }, { $match: { '_id.id': id } }])
      .toArray();
    expect(entry?.lastUse).toBeInstanceOf(Date);
    expect((entry?._id.uid as Binary).length()).toBe(32);
    await t.client.db('admin').command({ endSessions: [{ id }] });
    expect(await listed()).not.toContain(id.toString('hex'));
    await session.endSession();
  });

  it('refuses a collection-only first stage', async () => {
    const error = (await t.db
      .aggregate([{ $match: {} }])
      .toArray()
      .catch((caught: unknown) => caught)) as MongoServerError;
    expect(error.code).toBe(73);
    expect(error.message).toBe(
      "{aggregate: 1} is not valid for '$match'; a collection is required.",
    );
  });
});
