import type { Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { runComputedSort } from './computed-sort.js';

const DOCUMENTS: Document[] = [
  { _id: 1, skills: ['React', 'CSS'], at: 3 },
  { _id: 2, skills: ['Java'], at: 2 },
  { _id: 3, at: 1 },
];
const SCORES = new Map<Document, number>(DOCUMENTS.map((document, i) => [document, 3 - i]));

function run(stages: Document[]) {
  return runComputedSort({
    stages,
    documents: DOCUMENTS,
    textScore: (document) => SCORES.get(document),
  });
}

const RANK = {
  $addFields: {
    rank: {
      $multiply: [
        { $meta: 'textScore' },
        { $add: [1, { $size: { $setIntersection: ['$skills', { $literal: ['Java'] }] } }] },
      ],
    },
  },
};

describe('runComputedSort', () => {
  it('runs $addFields, $sort, $skip and $limit natively and leaves the rest', () => {
    const result = run([
      { $match: {} },
      RANK,
      { $sort: { rank: -1, _id: 1 } },
      { $skip: 0 },
      { $limit: 2 },
    ]);
    expect(result).toBeUndefined(); // only from an $addFields on
    const ranked = run([RANK, { $sort: { rank: -1, _id: 1 } }, { $skip: 0 }, { $limit: 2 }]);
    // the third job has no skills: `$size` of a null intersection is mongod's error, mingo's
    expect(ranked).toBeUndefined();
    const withSkills = runComputedSort({
      stages: [RANK, { $sort: { rank: -1, _id: 1 } }, { $limit: 2 }, { $project: { rank: 0 } }],
      documents: DOCUMENTS.slice(0, 2),
      textScore: (document) => SCORES.get(document),
    });
    expect(withSkills?.consumed).toBe(3);
    expect(withSkills?.documents).toEqual([
      { _id: 2, skills: ['Java'], at: 2, rank: 4 },
      { _id: 1, skills: ['React', 'CSS'], at: 3, rank: 3 },
    ]);
    // the stored documents are not written
    expect(DOCUMENTS[1]).toEqual({ _id: 2, skills: ['Java'], at: 2 });
  });

  it('sorts on the text score metadata and on stored fields', () => {
    const sorted = run([
      { $set: { late: { $gte: ['$at', 2] } } },
      { $sort: { late: 1, x: { $meta: 'textScore' } } },
    ]);
    expect(sorted?.documents.map((document) => document._id)).toEqual([3, 1, 2]);
  });

  it('leaves to mingo the shapes and values it does not handle', () => {
    const sort = { $sort: { v: 1 } };
    expect(run([{ $addFields: { v: { $concat: ['a', 'b'] } } }, sort])).toBeUndefined();
    expect(run([{ $addFields: { v: { $divide: ['$at', 0] } } }, sort])).toBeUndefined();
    expect(run([{ $addFields: { 'v.w': 1 } }, sort])).toBeUndefined();
    expect(run([{ $addFields: { v: { w: 1 } } }, { $sort: { 'v.w': 1 } }])).toBeUndefined();
    expect(run([{ $addFields: { v: 1 } }, { $match: {} }])).toBeUndefined();
  });
});
