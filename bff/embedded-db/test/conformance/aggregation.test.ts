import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from './embedded-server.js';

let t: TestDatabase;
const companyA = new ObjectId();
const companyB = new ObjectId();

beforeAll(async () => {
  t = await startTestDatabase('agg');
  await t.db.collection('companies').insertMany([
    { _id: companyA, name: 'Acme', city: 'Pune' },
    { _id: companyB, name: 'Bolt', city: 'Bengaluru' },
  ]);
  await t.db.collection('jobs').insertMany([
    { title: 'Backend Engineer', company: companyA, salary: 12, skills: ['node', 'mongo'] },
    { title: 'Frontend Engineer', company: companyA, salary: 18, skills: ['react', 'node'] },
    { title: 'Data Engineer', company: companyB, salary: 25, skills: ['python'] },
    { title: 'Designer', company: companyB, salary: 8, skills: [] },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('aggregate', () => {
  it('runs $match, $group, $sort, $project, $addFields, $skip and $limit', async () => {
    const result = await t.db
      .collection('jobs')
      .aggregate([
        { $match: { salary: { $gte: 10 } } },
        { $group: { _id: '$company', total: { $sum: '$salary' }, count: { $sum: 1 } } },
        { $addFields: { average: { $divide: ['$total', '$count'] } } },
        { $sort: { total: -1 } },
        { $project: { _id: 0, total: 1, average: 1 } },
      ])
      .toArray();
    expect(result).toEqual([
      { total: 30, average: 15 },
      { total: 25, average: 25 },
    ]);
    const page = await t.db
      .collection('jobs')
      .aggregate([
        { $sort: { salary: 1 } },
        { $skip: 1 },
        { $limit: 2 },
        { $project: { _id: 0, salary: 1 } },
      ])
      .toArray();
    expect(page).toEqual([{ salary: 12 }, { salary: 18 }]);
  });

  it('runs $unwind, $sortByCount and $count', async () => {
    const skills = await t.db
      .collection('jobs')
      .aggregate([{ $unwind: '$skills' }, { $sortByCount: '$skills' }, { $limit: 1 }])
      .toArray();
    expect(skills).toEqual([{ _id: 'node', count: 2 }]);
    const counted = await t.db
      .collection('jobs')
      .aggregate([{ $match: { title: /engineer/i } }, { $count: 'engineers' }])
      .toArray();
    expect(counted).toEqual([{ engineers: 3 }]);
  });

  it('joins with $lookup in the localField/foreignField form', async () => {
    const joined = await t.db
      .collection('jobs')
      .aggregate([
        { $match: { title: 'Data Engineer' } },
        {
          $lookup: {
            from: 'companies',
            localField: 'company',
            foreignField: '_id',
            as: 'employer',
          },
        },
        { $project: { _id: 0, title: 1, 'employer.name': 1 } },
      ])
      .toArray();
    expect(joined).toEqual([{ title: 'Data Engineer', employer: [{ name: 'Bolt' }] }]);
  });

  it('joins with $lookup in the let/pipeline form', async () => {
    const joined = await t.db
      .collection('companies')
      .aggregate([
        { $sort: { name: 1 } },
        {
          $lookup: {
            from: 'jobs',
            let: { companyId: '$_id' },
            pipeline: [
              {
                $match: {
                  $expr: { $and: [{ $eq: ['$company', '$$companyId'] }, { $gt: ['$salary', 10] }] },
                },
              },
              { $project: { _id: 0, title: 1 } },
            ],
            as: 'wellPaid',
          },
        },
        { $project: { _id: 0, name: 1, wellPaid: 1 } },
      ])
      .toArray();
    expect(joined).toEqual([
      { name: 'Acme', wellPaid: [{ title: 'Backend Engineer' }, { title: 'Frontend Engineer' }] },
      { name: 'Bolt', wellPaid: [{ title: 'Data Engineer' }] },
    ]);
  });

  it('runs $facet with several sub-pipelines', async () => {
    const [facets] = await t.db
      .collection('jobs')
      .aggregate([
        {
          $facet: {
            total: [{ $count: 'n' }],
            top: [{ $sort: { salary: -1 } }, { $limit: 1 }, { $project: { _id: 0, title: 1 } }],
            byCompany: [
              { $group: { _id: '$company', n: { $sum: 1 } } },
              { $sort: { n: -1 } },
              { $project: { _id: 0, n: 1 } },
            ],
          },
        },
      ])
      .toArray();
    expect(facets).toEqual({
      total: [{ n: 4 }],
      top: [{ title: 'Data Engineer' }],
      byCompany: [{ n: 2 }, { n: 2 }],
    });
  });

  it('returns large aggregation results through a cursor', async () => {
    const many = t.db.collection('many');
    await many.insertMany(Array.from({ length: 250 }, (_, i) => ({ i })));
    const all = await many
      .aggregate([{ $match: {} }, { $project: { _id: 0, i: 1 } }], { cursor: { batchSize: 40 } })
      .toArray();
    expect(all).toHaveLength(250);
    expect(all[249]).toEqual({ i: 249 });
  });

  it('skips null and missing values in $max and $min, as accumulators and as expressions', async () => {
    const rows = t.db.collection('extremes');
    await rows.insertMany([
      { group: 'a', x: 3, y: 9 },
      { group: 'a', x: 5 },
      { group: 'a', x: null },
      { group: 'b' },
    ]);
    const grouped = await rows
      .aggregate([
        { $group: { _id: '$group', high: { $max: '$x' }, low: { $min: '$x' } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(grouped).toEqual([
      { _id: 'a', high: 5, low: 3 },
      { _id: 'b', high: null, low: null },
    ]);
    const projected = await rows
      .aggregate([
        { $match: { group: 'a' } },
        { $project: { _id: 0, high: { $max: ['$x', '$y'] }, low: { $min: ['$x', '$y'] } } },
      ])
      .toArray();
    expect(projected).toEqual([
      { high: 9, low: 3 },
      { high: 5, low: 5 },
      { high: null, low: null },
    ]);
  });

  it('aggregates over a missing collection as empty', async () => {
    expect(
      await t.db
        .collection('nothing')
        .aggregate([{ $count: 'n' }])
        .toArray(),
    ).toEqual([]);
  });
});
