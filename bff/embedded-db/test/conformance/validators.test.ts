import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoBulkWriteError, MongoServerError } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from './embedded-server.js';

// Collection validators and collMod as mongod 7.0 documents them:
// https://www.mongodb.com/docs/v7.0/core/schema-validation/ (specify JSON schema / query
// operators, validation levels, handle invalid documents) and
// https://www.mongodb.com/docs/v7.0/reference/command/collMod/.

type Row = { _id: number } & Record<string, unknown>;

let t: TestDatabase;

beforeAll(async () => {
  t = await startTestDatabase('validators');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.dropDatabase();
});

const studentSchema = {
  bsonType: 'object',
  required: ['name', 'year'],
  properties: {
    name: { bsonType: 'string', minLength: 2 },
    year: { bsonType: 'int', minimum: 2017, maximum: 3017 },
    major: { enum: ['Math', 'English'] },
    email: { bsonType: 'string', pattern: '@mongodb\\.com$' },
    tags: { bsonType: 'array', items: { bsonType: 'string' } },
  },
};

async function failure(promise: Promise<unknown>): Promise<MongoServerError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MongoServerError);
  return error as MongoServerError;
}

describe('$jsonSchema validators', () => {
  it('accepts valid documents and refuses others with 121 and mongod-shaped errInfo', async () => {
    await t.db.createCollection('students', { validator: { $jsonSchema: studentSchema } });
    const students = t.db.collection<Row>('students');
    await students.insertOne({ _id: 1, name: 'Asha', year: 2020, major: 'Math', tags: ['a'] });
    const error = await failure(students.insertOne({ _id: 2, name: 'Alice', year: 2016 }));
    expect(error.code).toBe(121);
    expect(error.message).toBe('Document failed validation');
    expect(error.errInfo).toEqual({
      failingDocumentId: 2,
      details: {
        operatorName: '$jsonSchema',
        schemaRulesNotSatisfied: [
          {
            operatorName: 'properties',
            propertiesNotSatisfied: [
              {
                propertyName: 'year',
                details: [
                  {
                    operatorName: 'minimum',
                    specifiedAs: { minimum: 2017 },
                    reason: 'comparison failed',
                    consideredValue: 2016,
                  },
                ],
              },
            ],
          },
        ],
      },
    });
    expect(await students.countDocuments()).toBe(1);
  });

  it('reports required, bsonType, enum, pattern, minLength, items and additionalProperties', async () => {
    await t.db.createCollection('students', {
      validator: { $jsonSchema: { ...studentSchema, additionalProperties: false } },
    });
    const error = await failure(
      t.db.collection<Row>('students').insertOne({
        _id: 3,
        name: 'A',
        major: 'Art',
        email: 'a@example.com',
        tags: ['x', 7],
        extra: true,
      }),
    );
    const [required, properties, additional] = error.errInfo?.details.schemaRulesNotSatisfied ?? [];
    expect(required).toEqual({
      operatorName: 'required',
      specifiedAs: { required: ['name', 'year'] },
      missingProperties: ['year'],
    });
    expect(additional).toEqual({
      operatorName: 'additionalProperties',
      specifiedAs: { additionalProperties: false },
      additionalProperties: ['_id', 'extra'],
    });
    const byName = Object.fromEntries(
      properties.propertiesNotSatisfied.map((p: { propertyName: string; details: unknown[] }) => [
        p.propertyName,
        p.details,
      ]),
    );
    expect(byName.name).toEqual([
      {
        operatorName: 'minLength',
        specifiedAs: { minLength: 2 },
        reason: 'specified string length was not satisfied',
        consideredValue: 'A',
      },
    ]);
    expect(byName.major).toEqual([
      {
        operatorName: 'enum',
        specifiedAs: { enum: ['Math', 'English'] },
        reason: 'value was not found in enum',
        consideredValue: 'Art',
      },
    ]);
    expect(byName.email[0]).toMatchObject({
      operatorName: 'pattern',
      reason: 'regular expression did not match',
    });
    expect(byName.tags[0]).toMatchObject({
      operatorName: 'items',
      itemIndex: 1,
      details: [
        {
          operatorName: 'bsonType',
          specifiedAs: { bsonType: 'string' },
          reason: 'type did not match',
          consideredValue: 7,
          consideredType: 'int',
        },
      ],
    });
  });

  it('refuses an unknown $jsonSchema keyword and a bad validationLevel at create', async () => {
    const unknown = await failure(
      t.db.createCollection('c', { validator: { $jsonSchema: { bsonType: 'object', foo: 1 } } }),
    );
    expect(unknown.code).toBe(9);
    const level = await failure(
      t.db.command({ create: 'c', validator: { a: 1 }, validationLevel: 'sometimes' }),
    );
    expect(level.code).toBe(2);
  });
});

describe('$jsonSchema as a query operator', () => {
  it('selects the documents a schema accepts in find and $match, and refuses a bad schema', async () => {
    const people = t.db.collection<Row>('people');
    await people.insertMany([
      { _id: 1, name: 'Asha', age: 30 },
      { _id: 2, name: 'Ravi', age: 'thirty' },
      { _id: 3, age: 40 },
    ]);
    const schema = { required: ['name'], properties: { age: { bsonType: 'number' } } };
    expect(
      await people
        .find({ $jsonSchema: schema })
        .map((p) => p._id)
        .toArray(),
    ).toEqual([1]);
    const matched = await people
      .aggregate([{ $match: { $or: [{ $jsonSchema: schema }, { age: 40 }] } }])
      .map((p) => p._id)
      .toArray();
    expect(matched).toEqual([1, 3]);
    expect((await failure(people.find({ $jsonSchema: { nope: 1 } }).toArray())).code).toBe(9);
  });
});

describe('query-operator validators', () => {
  it('refuses updates that break the validator, in writeErrors with errInfo', async () => {
    await t.db.createCollection('jobs', { validator: { salary: { $gte: 0 } } });
    const jobs = t.db.collection<Row>('jobs');
    await jobs.insertOne({ _id: 1, salary: 10 });
    const error = await failure(jobs.updateOne({ _id: 1 }, { $set: { salary: -5 } }));
    expect(error.code).toBe(121);
    expect(error.errInfo).toEqual({
      failingDocumentId: 1,
      details: {
        operatorName: '$gte',
        specifiedAs: { salary: { $gte: 0 } },
        reason: 'comparison failed',
        consideredValue: -5,
      },
    });
    const batch = await failure(
      jobs.insertMany([{ _id: 2 }, { _id: 3, salary: 1 }], { ordered: false }),
    );
    expect(batch).toBeInstanceOf(MongoBulkWriteError);
    expect((batch as MongoBulkWriteError).writeErrors).toMatchObject([{ index: 0, code: 121 }]);
    expect(
      await jobs
        .find()
        .map((job) => job._id)
        .toArray(),
    ).toEqual([1, 3]);
    const upsert = await failure(
      jobs.findOneAndUpdate({ _id: 4 }, { $set: { salary: -1 } }, { upsert: true }),
    );
    expect(upsert.code).toBe(121);
  });
});

describe('validators with several clauses and $expr', () => {
  it('lists each failed clause under $and, $expr with its result', async () => {
    const expr = { $lte: ['$minSalary', '$maxSalary'] };
    await t.db.createCollection('jobs', {
      validator: { title: { $type: 'string' }, $expr: expr },
    });
    const error = await failure(
      t.db.collection<Row>('jobs').insertOne({ _id: 1, title: 'x', minSalary: 9, maxSalary: 3 }),
    );
    expect(error.errInfo).toEqual({
      failingDocumentId: 1,
      details: {
        operatorName: '$and',
        clausesNotSatisfied: [
          {
            index: 1,
            details: {
              operatorName: '$expr',
              specifiedAs: { $expr: expr },
              reason: 'expression did not match',
              expressionResult: false,
            },
          },
        ],
      },
    });
  });
});

describe('validationLevel and validationAction', () => {
  it('skips the validator for a write with bypassDocumentValidation, for that write only', async () => {
    await t.db.createCollection('jobs', { validator: { salary: { $gte: 0 } } });
    const jobs = t.db.collection<Row>('jobs');
    await jobs.insertOne({ _id: 1, salary: -1 }, { bypassDocumentValidation: true });
    await jobs.updateOne({ _id: 1 }, { $set: { salary: -2 } }, { bypassDocumentValidation: true });
    expect((await failure(jobs.insertOne({ _id: 2, salary: -1 }))).code).toBe(121);
    expect(await jobs.findOne({ _id: 1 })).toEqual({ _id: 1, salary: -2 });
  });

  it('moderate skips updates of documents that already failed; warn lets writes through', async () => {
    const jobs = t.db.collection<Row>('jobs');
    await jobs.insertMany([
      { _id: 1, salary: -1 },
      { _id: 2, salary: 5 },
    ]);
    await t.db.command({
      collMod: 'jobs',
      validator: { salary: { $gte: 0 } },
      validationLevel: 'moderate',
    });
    await jobs.updateOne({ _id: 1 }, { $set: { salary: -2 } });
    expect((await failure(jobs.updateOne({ _id: 2 }, { $set: { salary: -2 } }))).code).toBe(121);
    expect((await failure(jobs.insertOne({ _id: 3, salary: -3 }))).code).toBe(121);
    await t.db.command({ collMod: 'jobs', validationAction: 'warn' });
    await jobs.insertOne({ _id: 3, salary: -3 });
    await t.db.command({ collMod: 'jobs', validationAction: 'error', validationLevel: 'off' });
    await jobs.insertOne({ _id: 4, salary: -4 });
    const [entry] = await t.db.listCollections({ name: 'jobs' }, { nameOnly: false }).toArray();
    expect(entry && 'options' in entry ? entry.options : undefined).toEqual({
      validator: { salary: { $gte: 0 } },
      validationLevel: 'off',
      validationAction: 'error',
    });
  });
});

describe('collMod', () => {
  it('refuses a missing collection, an unknown field and view options on a collection', async () => {
    expect((await failure(t.db.command({ collMod: 'nope', validator: {} }))).code).toBe(26);
    await t.db.createCollection('jobs');
    expect((await failure(t.db.command({ collMod: 'jobs', colour: 1 }))).code).toBe(40415);
    expect((await failure(t.db.command({ collMod: 'jobs', viewOn: 'x', pipeline: [] }))).code).toBe(
      72,
    );
  });

  it("changes a view's pipeline", async () => {
    await t.db.collection<Row>('jobs').insertMany([
      { _id: 1, open: true },
      { _id: 2, open: false },
    ]);
    await t.db.createCollection('openJobs', {
      viewOn: 'jobs',
      pipeline: [{ $match: { open: true } }],
    });
    await t.db.command({
      collMod: 'openJobs',
      viewOn: 'jobs',
      pipeline: [{ $match: { open: false } }],
    });
    expect(
      await t.db
        .collection('openJobs')
        .find()
        .map((job) => job._id)
        .toArray(),
    ).toEqual([2]);
  });

  it('keeps the validator and a modified view across a restart', async () => {
    const dbpath = await mkdtemp(join(tmpdir(), 'embedded-db-validators-'));
    try {
      const first = await startTestDatabase('validators', { dbpath });
      await first.db.createCollection('jobs', {
        validator: { $jsonSchema: { required: ['title'] } },
      });
      await first.db.command({
        collMod: 'jobs',
        validator: { $jsonSchema: { required: ['city'] } },
      });
      await first.db.createCollection('all', { viewOn: 'jobs', pipeline: [] });
      await first.db.command({
        collMod: 'all',
        viewOn: 'jobs',
        pipeline: [{ $project: { city: 1 } }],
      });
      await first.close();
      const second = await startTestDatabase('validators', { dbpath });
      const jobs = second.db.collection<Row>('jobs');
      const error = await failure(jobs.insertOne({ _id: 1, title: 'x' }));
      expect(error.errInfo?.details.schemaRulesNotSatisfied[0].missingProperties).toEqual(['city']);
      await jobs.insertOne({ _id: 2, city: 'Pune', title: 'y' });
      expect(await second.db.collection('all').find().toArray()).toEqual([
        { _id: 2, city: 'Pune' },
      ]);
      await second.close();
    } finally {
      await rm(dbpath, { recursive: true, force: true });
    }
  });
});
