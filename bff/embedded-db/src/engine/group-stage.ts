import type { Document } from 'bson';
import { bsonType, cloneValue, isPlainDocument, numericValue, valueKey } from './bson-values.js';
import { type Column, type ColumnStore, Kind } from './column-store.js';

/**
 * `$group` (and `$sortByCount`, which mongod defines as a `$group` counting documents followed by
 * a `$sort` on the count) run by hand for the common shapes: `_id` made of field paths (`'$a'`,
 * `'$a.b'`), literals and documents of those (`{ low: '$min', high: '$max' }`), with `$sum`
 * (a number or a field path), `$count` and `$avg` (a field path or a number). It reads the stored
 * documents in place (or their columns), one pass, no copies: what `countDocuments` (a `$match`
 * then `{ $group: { _id: 1, n: { $sum: 1 } } }`) and facet counts need. Anything else (other
 * accumulators or expressions, a path that crosses an array, a Long or Decimal128 to add) is left
 * to mingo, so the results are those of the general path.
 *
 * mongod's grouping rules kept: a missing `_id` path groups with null (`_id: null`); inside a
 * document `_id`, a missing field is left out (`{ high: 9 }`), so it groups apart from null;
 * numbers group by value across types (1, 1.0, Long 1); groups come out in first-seen order.
 */
export interface NativeGroup {
  /** The grouped documents (fresh objects), or undefined when mingo must run the stage. */
  run(documents: readonly Document[]): Document[] | undefined;
  /** The same over rows of a column store (`rows` in order), reading columns where it can. */
  runRows(store: ColumnStore, rows: Int32Array): Document[] | undefined;
}

/** A `$group` or `$sortByCount` stage as a native group plus the stages that complete it. */
export function compileGroupStage(
  stage: Document,
): { group: NativeGroup; then: Document[] } | undefined {
  const keys = Object.keys(stage);
  if (keys.length !== 1) return undefined;
  if (keys[0] === '$group') {
    const group = compileGroup(stage.$group);
    return group && { group, then: [] };
  }
  if (keys[0] === '$sortByCount') {
    const expression = stage.$sortByCount;
    if (typeof expression !== 'string' || !isFieldPath(expression)) return undefined;
    const group = compileGroup({ _id: expression, count: { $sum: 1 } });
    return group && { group, then: [{ $sort: { count: -1 } }] };
  }
  return undefined;
}

/** Thrown while grouping when a value is outside what the native path handles. */
class Unsupported extends Error {}

const MISSING = Symbol('missing');

/** A compiled `_id` expression: its leaves (field paths and literals) in order, and its shape. */
type KeyShape =
  | { kind: 'leaf'; leaf: number }
  | { kind: 'object'; fields: Array<[name: string, shape: KeyShape]> };

type Leaf = { constant: true; value: unknown } | { constant: false; path: string[] };

type Accumulator =
  | { kind: 'sum'; name: string; constant: number }
  | { kind: 'sumPath'; name: string; path: string[] }
  | { kind: 'count'; name: string }
  | { kind: 'avg'; name: string; constant: number }
  | { kind: 'avgPath'; name: string; path: string[] };

/** The value a path reaches in the input at a position (undefined when missing). */
type ValueAt = (position: number) => unknown;

interface GroupState {
  /** Every leaf's value in the first document of the group (`MISSING` when absent). */
  leaves: unknown[];
  count: number;
  sums: number[];
  /** `$avg` over a path: how many numbers were added. */
  numbers: number[];
}

export function compileGroup(spec: unknown): NativeGroup | undefined {
  if (!isPlainDocument(spec) || !('_id' in spec)) return undefined;
  const leaves: Leaf[] = [];
  const shape = compileKey(spec._id, leaves);
  if (!shape) return undefined;
  const accumulators: Accumulator[] = [];
  for (const [name, raw] of Object.entries(spec)) {
    if (name === '_id') continue;
    if (name.length === 0 || name.startsWith('$') || name.includes('.')) return undefined;
    const accumulator = compileAccumulator(name, raw);
    if (!accumulator) return undefined;
    accumulators.push(accumulator);
  }
  const grouped = (count: number, valueAt: (path: string[]) => ValueAt) => {
    try {
      return group(count, leaves, shape, accumulators, valueAt);
    } catch (error) {
      if (error instanceof Unsupported) return undefined;
      throw error;
    }
  };
  return {
    run: (documents) =>
      grouped(
        documents.length,
        (path) => (position) => pathValue(documents[position] as Document, path),
      ),
    runRows: (store, rows) =>
      countByCode(store, rows, leaves, shape, accumulators) ??
      grouped(rows.length, (path) => {
        if (path.length > 1) {
          const documents = store.rows;
          return (position) => pathValue(documents[rows[position] as number] as Document, path);
        }
        return columnValueAt(store, store.column(path[0] as string), path[0] as string, rows);
      }),
  };
}

/**
 * The commonest facet, `{ _id: '$field', count: { $sum: 1 } }` (or `$count`, a small integer
 * `$sum`, a constant `$avg`), when the rows hold only strings, null, missing and booleans in that field:
 * counted per dictionary code in one pass over the rows, no key built per row. Undefined for any
 * other shape or value (the general path runs).
 */
function countByCode(
  store: ColumnStore,
  rows: Int32Array,
  leaves: Leaf[],
  shape: KeyShape,
  accumulators: Accumulator[],
): Document[] | undefined {
  const leaf = leaves[0];
  if (shape.kind !== 'leaf' || leaves.length !== 1 || !leaf || leaf.constant) return undefined;
  if (leaf.path.length !== 1) return undefined;
  const simple = accumulators.every(
    (accumulator) =>
      accumulator.kind === 'count' ||
      accumulator.kind === 'avg' ||
      // Counted sums are exact when every partial sum is an integer below 2^53.
      (accumulator.kind === 'sum' &&
        Number.isInteger(accumulator.constant) &&
        Math.abs(accumulator.constant) <= 2 ** 20),
  );
  if (!simple) return undefined;
  const { kinds, codes, dictionary } = store.column(leaf.path[0] as string);
  // Group numbers: a dictionary code, then null (missing too: a top-level path), false, true.
  const nullGroup = dictionary.length;
  const counts = new Int32Array(dictionary.length + 3);
  const order: number[] = [];
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i] as number;
    const kind = kinds[row] as Kind;
    let group: number;
    if (kind === Kind.String) group = codes[row] as number;
    else if (kind === Kind.Missing || kind === Kind.Null) group = nullGroup;
    else if (kind === Kind.False) group = nullGroup + 1;
    else if (kind === Kind.True) group = nullGroup + 2;
    else return undefined;
    if (counts[group] === 0) order.push(group);
    counts[group] = (counts[group] as number) + 1;
  }
  return order.map((group) => {
    const count = counts[group] as number;
    const output: Document = {
      _id:
        group < nullGroup
          ? dictionary[group]
          : group === nullGroup
            ? null
            : group === nullGroup + 2,
    };
    for (const accumulator of accumulators) {
      if (accumulator.kind === 'count') output[accumulator.name] = count;
      else if (accumulator.kind === 'sum') output[accumulator.name] = count * accumulator.constant;
      else if (accumulator.kind === 'avg') output[accumulator.name] = accumulator.constant;
    }
    return output;
  });
}

/**
 * A top-level field's value from its column: the same value the document holds (a column's
 * string is the document's string, its number the document's number), read from the document
 * itself for the kinds a column does not keep (dates, arrays, embedded documents…).
 */
function columnValueAt(
  store: ColumnStore,
  column: Column,
  path: string,
  rows: Int32Array,
): ValueAt {
  const { kinds, numbers, codes, dictionary } = column;
  const documents = store.rows;
  return (position) => {
    const row = rows[position] as number;
    switch (kinds[row] as Kind) {
      case Kind.Missing:
        return undefined;
      case Kind.Null:
        return null;
      case Kind.Number:
        return numbers[row];
      case Kind.String:
        return dictionary[codes[row] as number];
      case Kind.True:
        return true;
      case Kind.False:
        return false;
      default:
        return (documents[row] as Document)[path];
    }
  };
}

function group(
  count: number,
  leaves: Leaf[],
  shape: KeyShape,
  accumulators: Accumulator[],
  valueAt: (path: string[]) => ValueAt,
): Document[] {
  const root = new KeyNode();
  const states: GroupState[] = [];
  const values: unknown[] = new Array(leaves.length);
  // A top-level `_id` path that is missing groups with null; inside a document it stays missing.
  const topLevelPath = shape.kind === 'leaf';
  const leafValues = leaves.map((leaf) => (leaf.constant ? undefined : valueAt(leaf.path)));
  const accumulatorValues = accumulators.map((accumulator) =>
    accumulator.kind === 'sumPath' || accumulator.kind === 'avgPath'
      ? valueAt(accumulator.path)
      : undefined,
  );
  // A constant `_id` (`countDocuments`' `_id: 1`): one group, no key to compute per document.
  const constant = leaves.every((leaf) => leaf.constant);
  let constantNode: KeyNode | undefined;
  for (let position = 0; position < count; position += 1) {
    let node = constantNode ?? root;
    if (!constantNode) {
      for (let i = 0; i < leaves.length; i += 1) {
        const leaf = leaves[i] as Leaf;
        let value = leaf.constant ? leaf.value : (leafValues[i] as ValueAt)(position);
        if (value === undefined) value = topLevelPath ? null : MISSING;
        values[i] = value;
        node = node.child(value);
      }
      if (constant) constantNode = node;
    }
    let state = node.state;
    if (!state) {
      state = {
        leaves: values.slice(),
        count: 0,
        sums: accumulators.map(() => 0),
        numbers: accumulators.map(() => 0),
      };
      node.state = state;
      states.push(state);
    }
    state.count += 1;
    for (let i = 0; i < accumulators.length; i += 1) {
      const accumulator = accumulators[i] as Accumulator;
      const read = accumulatorValues[i];
      if (read) {
        const value = read(position);
        if (typeof value === 'number') {
          state.sums[i] = (state.sums[i] as number) + value;
          state.numbers[i] = (state.numbers[i] as number) + 1;
        } else if (isBsonNumber(value)) throw new Unsupported();
      } else if (accumulator.kind === 'sum')
        state.sums[i] = (state.sums[i] as number) + accumulator.constant;
    }
  }
  return states.map((state) => {
    const output: Document = { _id: buildKey(shape, state.leaves) };
    accumulators.forEach((accumulator, i) => {
      const sum = state.sums[i] as number;
      switch (accumulator.kind) {
        case 'count':
          output[accumulator.name] = state.count;
          break;
        case 'sum':
        case 'sumPath':
          output[accumulator.name] = sum;
          break;
        case 'avg':
          output[accumulator.name] = accumulator.constant;
          break;
        case 'avgPath': {
          const numbers = state.numbers[i] as number;
          output[accumulator.name] = numbers === 0 ? null : sum / numbers;
          break;
        }
      }
    });
    return output;
  });
}

/** The group's `_id` from its first document's leaf values (copied: later stages may write). */
function buildKey(shape: KeyShape, leaves: unknown[]): unknown {
  if (shape.kind === 'leaf') {
    const value = leaves[shape.leaf];
    return value === MISSING ? null : cloneValue(value);
  }
  const output: Document = {};
  for (const [name, field] of shape.fields) {
    if (field.kind === 'leaf' && leaves[field.leaf] === MISSING) continue;
    output[name] = buildKey(field, leaves);
  }
  return output;
}

function compileKey(expression: unknown, leaves: Leaf[]): KeyShape | undefined {
  if (typeof expression === 'string') {
    if (expression.startsWith('$')) {
      if (!isFieldPath(expression)) return undefined;
      leaves.push({ constant: false, path: expression.slice(1).split('.') });
    } else leaves.push({ constant: true, value: expression });
    return { kind: 'leaf', leaf: leaves.length - 1 };
  }
  if (Array.isArray(expression)) return undefined;
  if (isPlainDocument(expression)) {
    const fields: Array<[string, KeyShape]> = [];
    for (const [name, value] of Object.entries(expression)) {
      if (name.startsWith('$') || name.includes('.') || name.length === 0) return undefined;
      const field = compileKey(value, leaves);
      if (!field) return undefined;
      fields.push([name, field]);
    }
    return { kind: 'object', fields };
  }
  if (expression === undefined) return undefined;
  // Any other BSON value (number, boolean, null, date, ObjectId…) is a constant.
  leaves.push({ constant: true, value: expression });
  return { kind: 'leaf', leaf: leaves.length - 1 };
}

function compileAccumulator(name: string, raw: unknown): Accumulator | undefined {
  if (!isPlainDocument(raw)) return undefined;
  const operators = Object.keys(raw);
  if (operators.length !== 1) return undefined;
  const operator = operators[0] as string;
  const argument = raw[operator];
  switch (operator) {
    case '$count':
      return isPlainDocument(argument) && Object.keys(argument).length === 0
        ? { kind: 'count', name }
        : undefined;
    case '$sum':
    case '$avg': {
      const kind = operator === '$sum' ? 'sum' : 'avg';
      if (typeof argument === 'number' && Number.isFinite(argument))
        return { kind, name, constant: argument };
      if (typeof argument === 'string' && isFieldPath(argument))
        return { kind: `${kind}Path`, name, path: argument.slice(1).split('.') };
      return undefined;
    }
    default:
      return undefined;
  }
}

/** `$a.b`: a field path (not a `$$variable`), each part a plain own-field name. */
function isFieldPath(expression: string): boolean {
  if (!expression.startsWith('$') || expression.startsWith('$$')) return false;
  return expression
    .slice(1)
    .split('.')
    .every((part) => part.length > 0 && !part.startsWith('$') && !(part in Object.prototype));
}

/**
 * The value an aggregation field path reaches through embedded documents (undefined when
 * missing). Crossing an array (which aggregation maps over) is left to mingo.
 */
function pathValue(document: Document, path: string[]): unknown {
  let current: unknown = document;
  for (let i = 0; i < path.length; i += 1) {
    if (i > 0) {
      if (current === null || typeof current !== 'object') return undefined;
      if (Array.isArray(current)) throw new Unsupported();
      if (!isPlainDocument(current)) return undefined;
    }
    current = (current as Document)[path[i] as string];
  }
  return current;
}

function isBsonNumber(value: unknown): boolean {
  switch (bsonType(value)) {
    case 'Int32':
    case 'Double':
    case 'Long':
    case 'Decimal128':
      return true;
    default:
      return false;
  }
}

/**
 * One level of the group lookup: a value's child node. Strings, booleans, null, missing and
 * numbers that compare exactly as JS numbers are map keys themselves (no string built per
 * document); every other value goes by `valueKey`, the engine's equality key.
 */
class KeyNode {
  state: GroupState | undefined;
  private primitives: Map<unknown, KeyNode> | undefined;
  private others: Map<string, KeyNode> | undefined;

  child(value: unknown): KeyNode {
    const primitive = primitiveKey(value);
    if (primitive !== NOT_PRIMITIVE) {
      this.primitives ??= new Map();
      let next = this.primitives.get(primitive);
      if (!next) {
        next = new KeyNode();
        this.primitives.set(primitive, next);
      }
      return next;
    }
    const key = valueKey(value);
    this.others ??= new Map();
    let next = this.others.get(key);
    if (!next) {
      next = new KeyNode();
      this.others.set(key, next);
    }
    return next;
  }
}

const NOT_PRIMITIVE = Symbol('not primitive');

function primitiveKey(value: unknown): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
    case 'symbol': // MISSING
      return value;
    case 'number':
      // Map keys compare with SameValueZero: 0 and -0 together, NaN with NaN, as mongod groups.
      // Integers beyond 2^53 go by valueKey, where they meet Longs of the same value.
      return Number.isInteger(value) && !Number.isSafeInteger(value) ? NOT_PRIMITIVE : value;
    case 'object':
      if (value === null) return null;
      if (isBsonNumber(value)) {
        const number = numericValue(value);
        return typeof number === 'number' &&
          (!Number.isInteger(number) || Number.isSafeInteger(number))
          ? number
          : NOT_PRIMITIVE;
      }
      return NOT_PRIMITIVE;
    default:
      return NOT_PRIMITIVE;
  }
}
