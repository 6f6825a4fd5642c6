import { Decimal128, Int32, Long, MaxKey, MinKey, ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import { compareValues, formatDocumentForMessage, valueKey } from './bson-values.js';

describe('compareValues', () => {
  it('orders types as BSON does', () => {
    const ordered = [
      new MinKey(),
      null,
      1,
      'a',
      { a: 1 },
      [1],
      new ObjectId('000000000000000000000000'),
      false,
      new Date(0),
      new MaxKey(),
    ];
    for (let i = 0; i + 1 < ordered.length; i += 1) {
      expect(compareValues(ordered[i], ordered[i + 1])).toBe(-1);
      expect(compareValues(ordered[i + 1], ordered[i])).toBe(1);
    }
    expect(compareValues(undefined, null)).toBe(0);
  });

  it('compares every numeric type by value', () => {
    expect(compareValues(new Int32(5), 5)).toBe(0);
    expect(compareValues(Long.fromNumber(5), 4.5)).toBe(1);
    expect(compareValues(Decimal128.fromString('2.50'), 2.5)).toBe(0);
    expect(
      compareValues(Long.fromString('9007199254740993'), Long.fromString('9007199254740992')),
    ).toBe(1);
    expect(compareValues(Number.NaN, -Infinity)).toBe(-1);
  });

  it('compares documents field by field and arrays element by element', () => {
    expect(compareValues({ a: 1, b: 2 }, { a: 1, b: 3 })).toBe(-1);
    expect(compareValues({ a: 1 }, { b: 0 })).toBe(-1);
    expect(compareValues([1, 2], [1, 2, 0])).toBe(-1);
  });
});

describe('valueKey', () => {
  it('is equal for values mongod considers equal and different otherwise', () => {
    const id = new ObjectId();
    expect(valueKey(new ObjectId(id.toHexString()))).toBe(valueKey(id));
    expect(valueKey(Long.fromNumber(3))).toBe(valueKey(3));
    expect(valueKey(new Int32(3))).toBe(valueKey(Decimal128.fromString('3')));
    expect(valueKey('3')).not.toBe(valueKey(3));
    expect(valueKey(undefined)).toBe(valueKey(null));
    expect(valueKey(new Date(5))).not.toBe(valueKey(5));
  });
});

describe('formatDocumentForMessage', () => {
  it('prints keys as mongod prints them in E11000 messages', () => {
    const id = new ObjectId('65f0a0a0a0a0a0a0a0a0a0a0');
    expect(formatDocumentForMessage({ email: 'a@b.in', n: 2, x: null })).toBe(
      '{ email: "a@b.in", n: 2, x: null }',
    );
    expect(formatDocumentForMessage({ _id: id })).toBe(
      "{ _id: ObjectId('65f0a0a0a0a0a0a0a0a0a0a0') }",
    );
  });
});
