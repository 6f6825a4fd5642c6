import { type Document, Decimal128, Double, Int32, Long } from 'bson';
import { Aggregator } from 'mingo';
import { describe, expect, it } from 'vitest';
import { EDGE_DOCUMENTS } from '../../test/edge-values.js';
import { ColumnStore } from './column-store.js';
import { compileGroup, compileGroupStage } from './group-stage.js';

const allRows = (documents: Document[]) => Int32Array.from(documents.keys());

/** The edge values in `v`, next to numbers, strings, null and missing values in `w` and `x`. */
const DOCUMENTS: Document[] = EDGE_DOCUMENTS.map((document, i) => {
  const out: Document = { ...document };
  const w = [1, 2.5, 'x', null, undefined, -4][i % 6];
  if (w !== undefined) out.w = w;
  if (i % 4 !== 0) out.x = { y: ['Pune', 'Delhi', null][i % 3] };
  return out;
});

const BSON_NUMBER_CLASSES = ['Long', 'Decimal128', 'Int32', 'Double'];

/** Documents mingo groups as mongod does: no numbers of BSON classes (mingo keys them apart). */
const PLAIN = DOCUMENTS.filter(
  (document) =>
    !BSON_NUMBER_CLASSES.includes(
      (document.v as { _bsontype?: string } | undefined)?._bsontype ?? '',
    ),
);

const STAGES: Document[] = [
  { $group: { _id: '$v', n: { $sum: 1 } } },
  { $group: { _id: '$w', n: { $count: {} }, total: { $sum: '$w' }, mean: { $avg: '$w' } } },
  { $group: { _id: { v: '$v', w: '$w' }, n: { $sum: 2 }, half: { $sum: 0.5 } } },
  { $group: { _id: { place: { city: '$x.y' }, kind: 'job' }, n: { $sum: 1 } } },
  { $group: { _id: null, n: { $sum: 1 }, mean: { $avg: 3 }, total: { $sum: '$w' } } },
  { $group: { _id: 1, n: { $sum: 1 } } },
  { $group: { _id: '$x.y', n: { $sum: 1 } } },
  { $sortByCount: '$v' },
  { $sortByCount: '$x.y' },
];

/**
 * mingo's result with mongod's rule for a missing field inside a document `_id` (left out; mingo
 * keeps it as undefined, which goes over the wire as null).
 */
function withMissingFieldsLeftOut(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withMissingFieldsLeftOut);
  if (value === null || typeof value !== 'object' || value.constructor !== Object) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .map(([key, field]) => [key, withMissingFieldsLeftOut(field)]),
  );
}

function native(stage: Document) {
  const compiled = compileGroupStage(stage);
  if (!compiled) throw new Error(`not compiled: ${JSON.stringify(stage)}`);
  return compiled;
}

function runNatively(stage: Document, documents: Document[]): Document[] | undefined {
  const { group, then } = native(stage);
  const grouped = group.run(documents);
  return grouped && (then.length > 0 ? new Aggregator(then).run(grouped) : grouped);
}

describe('native $group', () => {
  it('gives mingo’s groups, in mingo’s order, on values mingo groups as mongod does', () => {
    for (const stage of STAGES) {
      const expected = withMissingFieldsLeftOut(
        new Aggregator([stage]).run(PLAIN.map((document) => ({ ...document }))),
      );
      expect(runNatively(stage, PLAIN), JSON.stringify(stage)).toEqual(expected);
    }
  });

  it('reads columns exactly as documents, for every row or some of them', () => {
    const store = new ColumnStore(DOCUMENTS);
    const someRows = Int32Array.from(DOCUMENTS.keys()).filter((row) => row % 3 !== 1);
    for (const stage of STAGES) {
      const { group } = native(stage);
      expect(group.runRows(store, allRows(DOCUMENTS)), JSON.stringify(stage)).toEqual(
        group.run(DOCUMENTS),
      );
      expect(group.runRows(store, someRows)).toEqual(
        group.run([...someRows].map((row) => DOCUMENTS[row] as Document)),
      );
    }
  });

  it('counts a field of strings, booleans, null and missing values per code, in first-seen order', () => {
    const city = (i: number) =>
      i % 5 === 0
        ? null
        : i % 11 === 0
          ? false
          : i % 13 === 0
            ? true
            : ['Pune', 'Delhi', 'Goa'][i % 3];
    const cities = Array.from({ length: 60 }, (_, i) =>
      i % 7 === 0 ? { _id: i } : { _id: i, city: city(i) },
    );
    const store = new ColumnStore(cities);
    for (const stage of [
      { $sortByCount: '$city' },
      { $group: { _id: '$city', n: { $count: {} }, ten: { $sum: 10 }, mean: { $avg: 2 } } },
    ]) {
      const expected = new Aggregator([stage]).run(cities.map((city) => ({ ...city })));
      const { group, then } = native(stage);
      const grouped = group.runRows(store, allRows(cities));
      expect(grouped && new Aggregator(then).run(grouped)).toEqual(expected);
    }
  });

  it('groups numbers by value across BSON types and treats null and missing as mongod does', () => {
    const documents = [
      { _id: 1, n: 1 },
      { _id: 2, n: Long.fromNumber(1) },
      { _id: 3, n: new Int32(1) },
      { _id: 4, n: new Double(1) },
      { _id: 5, n: Decimal128.fromString('1.0') },
      { _id: 6, n: -0 },
      { _id: 7, n: 0 },
      { _id: 8, n: null },
      { _id: 9 },
      { _id: 10, n: Number.NaN },
      { _id: 11, n: Number.NaN },
    ];
    const store = new ColumnStore(documents);
    const bySingle = native({ $group: { _id: '$n', count: { $sum: 1 } } }).group;
    const byDocument = native({ $group: { _id: { n: '$n' }, count: { $sum: 1 } } }).group;
    for (const grouped of [bySingle.run(documents), bySingle.runRows(store, allRows(documents))])
      expect(grouped).toEqual([
        { _id: 1, count: 5 },
        { _id: -0, count: 2 },
        { _id: null, count: 2 },
        { _id: Number.NaN, count: 2 },
      ]);
    expect(byDocument.run(documents)).toEqual([
      { _id: { n: 1 }, count: 5 },
      { _id: { n: -0 }, count: 2 },
      { _id: { n: null }, count: 1 },
      { _id: {}, count: 1 },
      { _id: { n: Number.NaN }, count: 2 },
    ]);
  });

  it('copies group keys out of the stored documents', () => {
    const documents = [{ _id: 1, tags: ['a'], place: { city: 'Pune' } }];
    const [grouped] = native({ $group: { _id: { tags: '$tags', place: '$place' } } }).group.run(
      documents,
    )!;
    expect(grouped).toEqual({ _id: { tags: ['a'], place: { city: 'Pune' } } });
    expect((grouped!._id as Document).tags).not.toBe(documents[0]!.tags);
    expect((grouped!._id as Document).place).not.toBe(documents[0]!.place);
  });

  it('leaves to mingo the shapes and values it does not handle', () => {
    for (const spec of [
      { _id: '$v', low: { $min: '$v' } },
      { _id: '$$ROOT', n: { $sum: 1 } },
      { _id: { $toLower: '$v' }, n: { $sum: 1 } },
      { _id: ['$v'], n: { $sum: 1 } },
      { _id: '$v', n: { $sum: '$$ROOT' } },
      { _id: '$v', n: { $sum: ['$a', '$b'] } },
      { _id: '$v', 'a.b': { $sum: 1 } },
      { _id: '$constructor', n: { $sum: 1 } },
      { n: { $sum: 1 } },
    ])
      expect(compileGroup(spec), JSON.stringify(spec)).toBeUndefined();
    expect(compileGroupStage({ $sortByCount: { $toLower: '$v' } })).toBeUndefined();
    const sum = compileGroup({ _id: null, total: { $sum: '$n' } })!;
    expect(
      sum.run([
        { _id: 1, n: 1 },
        { _id: 2, n: Long.fromNumber(2) },
      ]),
    ).toBeUndefined();
    const throughArray = compileGroup({ _id: '$a.b', n: { $sum: 1 } })!;
    expect(throughArray.run([{ _id: 1, a: [{ b: 1 }] }])).toBeUndefined();
    expect(
      throughArray.run([
        { _id: 1, a: { b: 1 } },
        { _id: 2, a: 'x' },
      ]),
    ).toEqual([
      { _id: 1, n: 1 },
      { _id: null, n: 1 },
    ]);
  });
});
