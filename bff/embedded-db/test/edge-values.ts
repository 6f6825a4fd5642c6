/**
 * Values and filters at the corners of BSON's comparison rules, shared by the tests that check a
 * fast path against the general one (filter compiler, column store, native `$group`).
 */
import { type Document, Decimal128, Double, Int32, Long, ObjectId } from 'bson';

/**
 * Values a field can hold (`undefined`: the field is missing), and operands filters compare them
 * with: the corners of BSON's rules (null and missing, -0, NaN, type brackets, arrays of
 * strings, of mixed values, nested, numbers of every BSON class, invalid dates).
 */
const objectId = new ObjectId('64b7f0c2a1b2c3d4e5f60718');
export const EDGE_VALUES: unknown[] = [
  undefined,
  null,
  0,
  -0,
  1,
  1.5,
  Number.NaN,
  -3,
  2 ** 60,
  'a',
  'b',
  'Pune',
  'pune',
  '',
  true,
  false,
  new Date(5),
  new Date(Number.NaN),
  [],
  ['a'],
  ['a', 'b'],
  [1, 'a'],
  [null],
  [['a']],
  [{ x: 1 }],
  { x: 1 },
  {},
  objectId,
  new ObjectId(),
  Long.fromNumber(1),
  Long.fromString('1152921504606846976'),
  Decimal128.fromString('1.5'),
  new Int32(1),
  new Double(1.5),
  /a/,
];
const OPERANDS: unknown[] = [
  null,
  0,
  -0,
  1,
  1.5,
  Number.NaN,
  2 ** 60,
  'a',
  'Pune',
  '',
  true,
  false,
  new Date(5),
  new ObjectId(objectId.toHexString()),
  Long.fromNumber(1),
  Decimal128.fromString('1.5'),
];
export const EDGE_FILTERS: Document[] = [
  ...OPERANDS.flatMap((operand) => [
    { v: operand },
    { v: { $eq: operand } },
    { v: { $ne: operand } },
    ...['$gt', '$gte', '$lt', '$lte'].map((operator) => ({ v: { [operator]: operand } })),
  ]),
  { v: { $in: ['a', 'Pune'] } },
  { v: { $in: [null, 'a'] } },
  { v: { $in: [1, true] } },
  { v: { $in: [1.5, -0, 2 ** 60] } },
  { v: { $in: [Number.NaN] } },
  { v: { $in: [Long.fromNumber(1)] } },
  { v: { $in: [/^p/i, 'b'] } },
  { v: { $in: [['a']] } },
  { v: { $nin: ['a'] } },
  { v: { $nin: [null] } },
  { v: /a/ },
  { v: /^P/i },
  { v: /a/g },
  { v: { $regex: 'A', $options: 'i' } },
  { v: { $exists: true } },
  { v: { $exists: false } },
  { v: { $gte: 0, $lt: 2 } },
  { $or: [{ v: null }, { v: { $gte: 1 } }] },
  { $and: [{ v: { $ne: null } }, { $or: [{ v: 'a' }, { v: /^p/i }] }] },
  { $nor: [{ v: 'a' }, { v: { $lt: 0 } }] },
];
export const EDGE_DOCUMENTS = EDGE_VALUES.map((v, _id) => (v === undefined ? { _id } : { _id, v }));
