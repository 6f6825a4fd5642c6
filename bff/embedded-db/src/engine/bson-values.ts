import { BSON, type Document } from 'bson';

interface BsonTagged {
  _bsontype?: string;
}

/** Canonical type brackets in BSON comparison order (missing and null share one). */
export const enum TypeBracket {
  MinKey = 0,
  Null = 1,
  Number = 2,
  String = 3,
  Object = 4,
  Array = 5,
  Binary = 6,
  ObjectId = 7,
  Boolean = 8,
  Date = 9,
  Timestamp = 10,
  RegExp = 11,
  MaxKey = 12,
}

export function bsonType(value: unknown): string | undefined {
  return value !== null && typeof value === 'object' ? (value as BsonTagged)._bsontype : undefined;
}

export function typeBracket(value: unknown): TypeBracket {
  if (value === undefined || value === null) return TypeBracket.Null;
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return TypeBracket.Number;
    case 'string':
      return TypeBracket.String;
    case 'boolean':
      return TypeBracket.Boolean;
    default:
      break;
  }
  if (Array.isArray(value)) return TypeBracket.Array;
  if (value instanceof Date) return TypeBracket.Date;
  if (value instanceof RegExp) return TypeBracket.RegExp;
  if (value instanceof Uint8Array) return TypeBracket.Binary;
  switch (bsonType(value)) {
    case 'Int32':
    case 'Double':
    case 'Long':
    case 'Decimal128':
      return TypeBracket.Number;
    case 'BSONSymbol':
      return TypeBracket.String;
    case 'ObjectId':
      return TypeBracket.ObjectId;
    case 'Binary':
      return TypeBracket.Binary;
    case 'Timestamp':
      return TypeBracket.Timestamp;
    case 'BSONRegExp':
      return TypeBracket.RegExp;
    case 'MinKey':
      return TypeBracket.MinKey;
    case 'MaxKey':
      return TypeBracket.MaxKey;
    default:
      return TypeBracket.Object;
  }
}

/** A number-like BSON value as a JS number or (for int64 beyond 2^53) a bigint. */
export function numericValue(value: unknown): number | bigint {
  if (typeof value === 'number' || typeof value === 'bigint') return value;
  switch (bsonType(value)) {
    case 'Long': {
      const text = (value as { toString(): string }).toString();
      const asNumber = Number(text);
      return Number.isSafeInteger(asNumber) ? asNumber : BigInt(text);
    }
    case 'Decimal128': {
      const text = (value as { toString(): string }).toString();
      if (text === 'NaN' || text === '-NaN') return Number.NaN;
      if (text === 'Infinity' || text === '-Infinity') return Number(text);
      return Number(text);
    }
    default:
      return Number((value as { valueOf(): number }).valueOf());
  }
}

function compareNumbers(a: number | bigint, b: number | bigint): number {
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  const x = Number(a);
  const y = Number(b);
  // NaN sorts before every other number, as in MongoDB.
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  return x < y ? -1 : x > y ? 1 : 0;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  return Buffer.compare(
    Buffer.from(a.buffer, a.byteOffset, a.length),
    Buffer.from(b.buffer, b.byteOffset, b.length),
  );
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export type StringComparator = (a: string, b: string) => number;

/** Total order over BSON values, as MongoDB sorts and compares them (strings by `strings` when given). */
export function compareValues(a: unknown, b: unknown, strings?: StringComparator): number {
  const bracketA = typeBracket(a);
  const bracketB = typeBracket(b);
  if (bracketA !== bracketB) return bracketA < bracketB ? -1 : 1;
  switch (bracketA) {
    case TypeBracket.Null:
    case TypeBracket.MinKey:
    case TypeBracket.MaxKey:
      return 0;
    case TypeBracket.Number:
      return compareNumbers(numericValue(a), numericValue(b));
    case TypeBracket.String:
      return strings
        ? Math.sign(strings(String(a), String(b)))
        : compareStrings(String(a), String(b));
    case TypeBracket.Boolean:
      return a === b ? 0 : a ? 1 : -1;
    case TypeBracket.Date:
      return compareNumbers((a as Date).getTime(), (b as Date).getTime());
    case TypeBracket.ObjectId:
      return compareStrings(
        (a as { toHexString(): string }).toHexString(),
        (b as { toHexString(): string }).toHexString(),
      );
    case TypeBracket.Binary:
      return compareBytes(binaryBytes(a), binaryBytes(b));
    case TypeBracket.Timestamp: {
      const x = BigInt((a as { toString(): string }).toString());
      const y = BigInt((b as { toString(): string }).toString());
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case TypeBracket.RegExp:
      return compareStrings(regexSource(a), regexSource(b));
    case TypeBracket.Array: {
      const x = a as unknown[];
      const y = b as unknown[];
      for (let i = 0; i < Math.min(x.length, y.length); i += 1) {
        const order = compareValues(x[i], y[i], strings);
        if (order !== 0) return order;
      }
      return compareNumbers(x.length, y.length);
    }
    default:
      return compareDocuments(a as Document, b as Document, strings);
  }
}

function compareDocuments(a: Document, b: Document, strings?: StringComparator): number {
  const keysA = Object.keys(a).filter((key) => a[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => b[key] !== undefined);
  for (let i = 0; i < Math.min(keysA.length, keysB.length); i += 1) {
    const keyA = keysA[i] as string;
    const keyB = keysB[i] as string;
    const bracketOrder = compareNumbers(typeBracket(a[keyA]), typeBracket(b[keyB]));
    if (bracketOrder !== 0) return bracketOrder;
    const nameOrder = compareStrings(keyA, keyB);
    if (nameOrder !== 0) return nameOrder;
    const valueOrder = compareValues(a[keyA], b[keyB], strings);
    if (valueOrder !== 0) return valueOrder;
  }
  return compareNumbers(keysA.length, keysB.length);
}

function binaryBytes(value: unknown): Uint8Array {
  if (value instanceof Uint8Array) return value;
  return (value as { buffer: Uint8Array }).buffer;
}

function regexSource(value: unknown): string {
  if (value instanceof RegExp) return `${value.source}/${value.flags}`;
  const regex = value as { pattern: string; options: string };
  return `${regex.pattern}/${regex.options}`;
}

export function valuesEqual(a: unknown, b: unknown): boolean {
  return compareValues(a, b) === 0;
}

/**
 * A string key equal for values MongoDB considers equal (numbers of any BSON type by value,
 * ObjectIds by hex…). Used for `_id` maps and index entries.
 */
export function valueKey(value: unknown): string {
  if (value === undefined || value === null) return 'z';
  switch (typeof value) {
    case 'string':
      return `s:${value}`;
    case 'number':
      return `n:${Object.is(value, -0) ? 0 : value}`;
    case 'boolean':
      return value ? 'b:1' : 'b:0';
    case 'bigint':
      return `n:${Number.isSafeInteger(Number(value)) ? Number(value) : value.toString()}`;
    default:
      break;
  }
  if (value instanceof Date) return `d:${value.getTime()}`;
  switch (bsonType(value)) {
    case 'ObjectId':
      return `o:${(value as { toHexString(): string }).toHexString()}`;
    case 'Int32':
    case 'Double':
    case 'Long':
    case 'Decimal128': {
      const numeric = numericValue(value);
      return `n:${typeof numeric === 'number' && Object.is(numeric, -0) ? 0 : numeric.toString()}`;
    }
    default:
      break;
  }
  if (Array.isArray(value)) return `a:[${value.map(valueKey).join(',')}]`;
  if (typeBracket(value) === TypeBracket.Object) {
    const entries = Object.entries(value as Document).filter(([, v]) => v !== undefined);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${valueKey(v)}`).join(',')}}`;
  }
  return `e:${BSON.EJSON.stringify({ v: value }, { relaxed: false })}`;
}

export function isPlainDocument(value: unknown): value is Document {
  return typeBracket(value) === TypeBracket.Object;
}

/** Deep copy that keeps BSON classes (ObjectId, Decimal128, Binary, Date…) intact. */
export function cloneDocument<T extends Document>(document: T): T {
  return cloneValue(document) as T;
}

export function cloneValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(cloneValue);
  if (value instanceof Date) return new Date(value.getTime());
  if (typeBracket(value) !== TypeBracket.Object) {
    // BSON value classes are treated as immutable; Binary holds a buffer we never mutate.
    return value;
  }
  const copy: Document = {};
  for (const key of Object.keys(value)) copy[key] = cloneValue((value as Document)[key]);
  return copy;
}

/**
 * Every value a dotted path reaches, expanding arrays on the way as MongoDB does
 * (`a.b` on `{a: [{b: 1}, {b: 2}]}` reaches 1 and 2). A leaf array is returned as is; callers
 * decide whether to also look at its elements.
 */
export function valuesAtPath(document: unknown, path: string): unknown[] {
  const parts = path.split('.');
  const out: unknown[] = [];
  collect(document, parts, 0, out);
  return out;
}

function collect(current: unknown, parts: string[], index: number, out: unknown[]): void {
  if (index === parts.length) {
    out.push(current);
    return;
  }
  if (current === null || typeof current !== 'object') {
    out.push(undefined);
    return;
  }
  const part = parts[index] as string;
  if (Array.isArray(current)) {
    if (/^\d+$/.test(part)) {
      collect(current[Number(part)], parts, index + 1, out);
      return;
    }
    if (current.length === 0) {
      out.push(undefined);
      return;
    }
    for (const element of current) {
      if (element !== null && typeof element === 'object' && !Array.isArray(element))
        collect(element, parts, index, out);
      else out.push(undefined);
    }
    return;
  }
  if (typeBracket(current) !== TypeBracket.Object) {
    out.push(undefined);
    return;
  }
  collect((current as Document)[part], parts, index + 1, out);
}

/** The single value at a dotted path without array expansion (undefined when absent). */
export function valueAtPath(document: unknown, path: string): unknown {
  let current: unknown = document;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Document)[part];
  }
  return current;
}

/** Sets a dotted path, creating intermediate documents. */
export function setAtPath(document: Document, path: string, value: unknown): void {
  const parts = path.split('.');
  let current: Document = document;
  for (let i = 0; i < parts.length - 1; i += 1) {
    const part = parts[i] as string;
    const next = current[part];
    if (next === null || typeof next !== 'object') current[part] = {};
    current = current[part] as Document;
  }
  current[parts[parts.length - 1] as string] = value;
}

/** How mongod prints a value inside an error message (`dup key: { email: "a@b.c" }`). */
export function formatValueForMessage(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (Array.isArray(value)) return `[ ${value.map(formatValueForMessage).join(', ')} ]`;
  switch (bsonType(value)) {
    case 'ObjectId':
      return `ObjectId('${(value as { toHexString(): string }).toHexString()}')`;
    case 'Long':
    case 'Int32':
    case 'Double':
      return String(numericValue(value));
    case 'Decimal128':
      return `${(value as { toString(): string }).toString()}`;
    default:
      break;
  }
  if (isPlainDocument(value)) return formatDocumentForMessage(value);
  return BSON.EJSON.stringify(value as Document);
}

export function formatDocumentForMessage(document: Document): string {
  const entries = Object.entries(document);
  if (entries.length === 0) return '{}';
  return `{ ${entries
    .map(([key, value]) => `${key}: ${formatValueForMessage(value)}`)
    .join(', ')} }`;
}
