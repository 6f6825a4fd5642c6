import type { Document } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from './embedded-server.js';

// The `explain` command and the driver's cursor `explain()`, after the MongoDB manual's
// "explain" (reference/command/explain) and "Explain Results" (reference/explain-results) pages.

let t: TestDatabase;

beforeAll(async () => {
  t = await startTestDatabase('explain');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.dropDatabase();
  const jobs = t.db.collection<{ _id: number; city: string; code: string; title: string }>('jobs');
  await jobs.insertMany(
    Array.from({ length: 30 }, (_, n) => ({
      _id: n,
      city: ['Pune', 'Delhi', 'Agra'][n % 3] as string,
      code: `J${n}`,
      title: n % 2 === 0 ? 'React engineer' : 'Data analyst',
    })),
  );
  await jobs.createIndex({ code: 1 }, { unique: true });
});

/** The stages of a plan, outermost first. */
function stages(plan: Document): string[] {
  const out: string[] = [];
  for (let stage: Document | undefined = plan; stage; stage = stage.inputStage as Document)
    out.push(stage.stage as string);
  return out;
}

describe('explain (find)', () => {
  it('shows a collection scan with executionStats for an unindexed filter', async () => {
    const explained = await t.db
      .collection('jobs')
      .find({ city: 'Pune' })
      .explain('executionStats');
    expect(explained.queryPlanner.namespace).toBe('explain.jobs');
    expect(explained.queryPlanner.parsedQuery).toEqual({ city: { $eq: 'Pune' } });
    expect(explained.queryPlanner.winningPlan).toMatchObject({
      stage: 'COLLSCAN',
      filter: { city: { $eq: 'Pune' } },
      direction: 'forward',
    });
    expect(explained.queryPlanner.rejectedPlans).toEqual([]);
    expect(explained.executionStats).toMatchObject({
      executionSuccess: true,
      nReturned: 10,
      totalKeysExamined: 0,
      totalDocsExamined: 30,
    });
    expect(explained.executionStats.executionStages).toMatchObject({
      stage: 'COLLSCAN',
      nReturned: 10,
      docsExamined: 30,
    });
    expect(typeof explained.executionStats.executionTimeMillis).toBe('number');
    expect(explained.serverInfo.version).toBe('7.0.0');
    expect(explained.command).toMatchObject({ find: 'jobs', filter: { city: 'Pune' } });
    expect(explained.ok).toBe(1);
  });

  it('shows FETCH over IXSCAN with the index the engine uses, and the rest as a filter', async () => {
    const explained = await t.db
      .collection('jobs')
      .find({ code: { $in: ['J3', 'J4'] }, city: 'Pune' })
      .sort({ title: 1 })
      .limit(5)
      .explain('allPlansExecution');
    const plan = explained.queryPlanner.winningPlan;
    expect(stages(plan)).toEqual(['SORT', 'FETCH', 'IXSCAN']);
    expect(plan).toMatchObject({ sortPattern: { title: 1 }, limitAmount: 5 });
    expect(plan.inputStage.filter).toEqual({ city: { $eq: 'Pune' } });
    expect(plan.inputStage.inputStage).toMatchObject({
      indexName: 'code_1',
      keyPattern: { code: 1 },
      isUnique: true,
      direction: 'forward',
    });
    expect(explained.executionStats).toMatchObject({
      nReturned: 1,
      totalKeysExamined: 2,
      totalDocsExamined: 2,
    });
    expect(explained.executionStats.allPlansExecution).toEqual([]);
    expect(explained.queryPlanner.parsedQuery).toEqual({
      $and: [{ code: { $in: ['J3', 'J4'] } }, { city: { $eq: 'Pune' } }],
    });
  });

  it('finds by _id with IDHACK and stays at queryPlanner when asked', async () => {
    const explained = await t.db.command({
      explain: { find: 'jobs', filter: { _id: 4 } },
      verbosity: 'queryPlanner',
    });
    expect(explained.queryPlanner.winningPlan).toEqual({ stage: 'IDHACK' });
    expect(explained.executionStats).toBeUndefined();
  });

  it('answers $text with TEXT_MATCH over the text index', async () => {
    await t.db.collection('jobs').createIndex({ title: 'text' });
    const explained = await t.db
      .collection('jobs')
      .find({ $text: { $search: 'engineers' } })
      .explain('executionStats');
    const plan = explained.queryPlanner.winningPlan;
    expect(stages(plan)).toEqual(['TEXT_MATCH', 'FETCH', 'TEXT_OR']);
    expect(plan).toMatchObject({ indexName: 'title_text', parsedTextQuery: { terms: ['engin'] } });
    expect(plan.inputStage.inputStage.inputStages[0]).toMatchObject({
      stage: 'IXSCAN',
      indexName: 'title_text',
    });
    expect(explained.executionStats).toMatchObject({ nReturned: 15, totalKeysExamined: 15 });
  });

  it('refuses an unknown verbosity as mongod does', async () => {
    await expect(
      t.db.command({ explain: { find: 'jobs' }, verbosity: 'everything' }),
    ).rejects.toMatchObject({ code: 2, codeName: 'BadValue' });
  });
});

describe('explain (aggregate, count, distinct, update, delete)', () => {
  it('pushes a leading $match into $cursor and lists the other stages', async () => {
    const explained = await t.db
      .collection('jobs')
      .aggregate([{ $match: { code: 'J6' } }, { $group: { _id: '$city', n: { $sum: 1 } } }])
      .explain('executionStats');
    expect(explained.stages).toHaveLength(2);
    const cursor = explained.stages[0].$cursor;
    expect(stages(cursor.queryPlanner.winningPlan)).toEqual(['FETCH', 'IXSCAN']);
    expect(cursor.executionStats.totalKeysExamined).toBe(1);
    expect(explained.stages[1]).toEqual({ $group: { _id: '$city', n: { $sum: 1 } } });
  });

  it('answers a pipeline of one $match like a find, and aggregate with explain: true', async () => {
    const explained = await t.db
      .collection('jobs')
      .aggregate([{ $match: { city: 'Agra' } }])
      .explain('queryPlanner');
    expect(explained.queryPlanner.winningPlan.stage).toBe('COLLSCAN');
    const legacy = await t.db.command({
      aggregate: 'jobs',
      pipeline: [{ $match: { code: 'J1' } }],
      explain: true,
    });
    expect(stages(legacy.queryPlanner.winningPlan)).toEqual(['FETCH', 'IXSCAN']);
  });

  it('plans count (fast count when empty) and distinct', async () => {
    const counted = await t.db.command({
      explain: { count: 'jobs', query: { city: 'Delhi' } },
      verbosity: 'executionStats',
    });
    expect(stages(counted.queryPlanner.winningPlan)).toEqual(['COUNT', 'COLLSCAN']);
    expect(counted.executionStats.nReturned).toBe(10);
    const fast = await t.db.command({ explain: { count: 'jobs' } });
    expect(fast.queryPlanner.winningPlan).toEqual({ stage: 'RECORD_STORE_FAST_COUNT' });
    const distinct = await t.db.command({
      explain: { distinct: 'jobs', key: 'city', query: { code: 'J2' } },
    });
    expect(stages(distinct.queryPlanner.winningPlan)).toEqual([
      'PROJECTION_SIMPLE',
      'FETCH',
      'IXSCAN',
    ]);
  });

  it('plans update and delete without changing anything', async () => {
    const update = await t.db.command({
      explain: {
        update: 'jobs',
        updates: [{ q: { city: 'Pune' }, u: { $set: { x: 1 } }, multi: true }],
      },
      verbosity: 'executionStats',
    });
    expect(stages(update.queryPlanner.winningPlan)).toEqual(['UPDATE', 'COLLSCAN']);
    expect(update.executionStats.nReturned).toBe(10);
    const remove = await t.db.command({
      explain: { delete: 'jobs', deletes: [{ q: { code: 'J0' }, limit: 1 }] },
      verbosity: 'executionStats',
    });
    expect(stages(remove.queryPlanner.winningPlan)).toEqual(['DELETE', 'FETCH', 'IXSCAN']);
    expect(await t.db.collection('jobs').countDocuments({ x: 1 })).toBe(0);
    expect(await t.db.collection('jobs').countDocuments()).toBe(30);
    await expect(t.db.command({ explain: { delete: 'jobs', deletes: [] } })).rejects.toMatchObject({
      code: 16,
      codeName: 'InvalidLength',
    });
  });
});
