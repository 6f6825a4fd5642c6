import { Binary, ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import { StringPool } from './string-pool.js';

describe('StringPool', () => {
  it('shares strings without changing a document’s fields, order or other values', () => {
    const pool = new StringPool();
    const long = 'x'.repeat(500);
    const id = new ObjectId();
    const make = () => ({
      _id: id,
      city: 'Pune',
      tags: ['React', 'Node.js', ['Pune'], { city: 'Pune' }],
      nested: { city: 'Pune', deeper: { skills: ['React'] } },
      description: long,
      when: new Date(5),
      file: new Binary(Buffer.from('Pune')),
      odd: JSON.parse('{"__proto__": "kept", "city": "Pune"}') as object,
      empty: '',
    });
    const document = make();
    const before = make();
    pool.internDocument(document);
    pool.internDocument({ city: 'Pune', tags: ['React'] });
    expect(document).toEqual(before);
    expect(Object.keys(document)).toEqual(Object.keys(before));
    expect(Object.getPrototypeOf(document.odd)).toBe(Object.prototype);
    expect(Object.keys(document.odd)).toEqual(['__proto__', 'city']);
    expect(pool.intern('Pu' + 'ne')).toBe('Pune');
    expect(pool.intern(long)).toBe(long);
  });
});
