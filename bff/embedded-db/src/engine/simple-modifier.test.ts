import { ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import { applySimpleModifier } from './simple-modifier.js';

describe('applySimpleModifier', () => {
  it('applies $set, $unset and $inc on nested document paths', () => {
    const document = { _id: 1, n: 1, gone: true, profile: { city: 'Pune' } };
    expect(
      applySimpleModifier(document, {
        $set: { 'profile.city': 'Delhi', 'meta.tag': 'x' },
        $unset: { gone: '' },
        $inc: { n: 2, fresh: 5 },
      }),
    ).toBe(true);
    expect(document).toEqual({
      _id: 1,
      n: 3,
      profile: { city: 'Delhi' },
      meta: { tag: 'x' },
      fresh: 5,
    });
  });

  it('reports no change when values are already there', () => {
    const id = new ObjectId();
    const document = { owner: id, n: 1, tags: ['a'] };
    expect(
      applySimpleModifier(document, {
        $set: { owner: new ObjectId(id.toHexString()) },
        $inc: { n: 0 },
        $unset: { missing: '' },
        $addToSet: { tags: 'a' },
      }),
    ).toBe(false);
    expect(applySimpleModifier(document, { $set: { n: '1' } })).toBe(true);
  });

  it('pushes and adds to sets, with or without $each', () => {
    const document: { tags?: string[]; ids: number[] } = { ids: [1] };
    expect(
      applySimpleModifier(document, {
        $push: { tags: { $each: ['a', 'b'] } },
        $addToSet: { ids: { $each: [1, 2, 2] } },
      }),
    ).toBe(true);
    expect(document).toEqual({ tags: ['a', 'b'], ids: [1, 2] });
  });

  it('leaves the document untouched for shapes it does not handle', () => {
    const document = { list: [{ q: 1 }], s: 'text', n: 1 };
    const before = structuredClone(document);
    expect(applySimpleModifier(document, { $set: { 'list.0.q': 2 } })).toBeUndefined();
    expect(applySimpleModifier(document, { $set: { 'list.$.q': 2 } })).toBeUndefined();
    expect(applySimpleModifier(document, { $set: { n: 2 }, $inc: { s: 1 } })).toBeUndefined();
    expect(
      applySimpleModifier(document, { $push: { list: { $each: [1], $slice: -1 } } }),
    ).toBeUndefined();
    expect(applySimpleModifier(document, { $set: { a: 1, 'a.b': 2 } })).toBeUndefined();
    expect(applySimpleModifier(document, { $mul: { n: 2 } })).toBeUndefined();
    expect(document).toEqual(before);
  });
});
