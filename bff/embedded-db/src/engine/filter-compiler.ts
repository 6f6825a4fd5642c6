import type { Document } from 'bson';
import { Query } from 'mingo';
import { CommandError } from './command-error.js';
import {
  bsonType,
  compareValues,
  isPlainDocument,
  type StringComparator,
  typeBracket,
  TypeBracket,
  valueKey,
  valuesAtPath,
} from './bson-values.js';
import { jsonSchemaPredicate } from './document-validator.js';

export type Predicate = (document: Document) => boolean;

const ALWAYS: Predicate = () => true;

/**
 * Compiles a MongoDB filter into a plain predicate. Comparison, `$in`, `$exists`, regex and
 * logical operators are compiled by hand (with BSON's cross-type rules, Long and Decimal128);
 * anything else falls back to mingo for that clause only.
 */
export function compileFilter(
  filter: Document | undefined | null,
  strings?: StringComparator,
): Predicate {
  return compileFilterDetailed(filter, strings).predicate;
}

/**
 * `compileFilter`, also telling whether every clause was compiled by hand (`native`): such a
 * predicate depends only on the document (no `$expr` reading `$$NOW`, no `$where`), so its
 * matches stay valid until the collection changes.
 */
export function compileFilterDetailed(
  filter: Document | undefined | null,
  strings?: StringComparator,
): { predicate: Predicate; native: boolean } {
  if (!filter || Object.keys(filter).length === 0) return { predicate: ALWAYS, native: true };
  const previous = { strings: activeStrings, fallbacks: mingoFallbacks };
  activeStrings = strings;
  mingoFallbacks = 0;
  try {
    const predicate = compileFilterWith(filter);
    return { predicate, native: mingoFallbacks === 0 };
  } finally {
    activeStrings = previous.strings;
    mingoFallbacks = previous.fallbacks;
  }
}

/**
 * The filter compiled without the fast paths (each decides plain values inline and hands the
 * rest to a general predicate): the reference those fast paths are tested against.
 */
export function compileGeneralFilter(filter: Document): Predicate {
  const previous = generalOnly;
  generalOnly = true;
  try {
    return compileFilter(filter);
  } finally {
    generalOnly = previous;
  }
}

/** The collation's string comparator while a filter is being compiled (compilation is synchronous). */
let activeStrings: StringComparator | undefined;
/** Set while `compileGeneralFilter` compiles. */
let generalOnly = false;
/** Clauses handed to mingo while the current filter is compiled. */
let mingoFallbacks = 0;

interface Clause {
  predicate: Predicate;
  cost: number;
}

function compileFilterWith(filter: Document): Predicate {
  const clauses: Clause[] = [];
  collectClauses(filter, clauses);
  // Cheap tests first: a document failing `is_active: true` never reaches the regex.
  clauses.sort((a, b) => a.cost - b.cost);
  return allOf(clauses.map((clause) => clause.predicate));
}

/** The clauses of a filter, with those of its `$and` parts in the same list (all must hold). */
function collectClauses(filter: Document, clauses: Clause[]): void {
  for (const [key, condition] of Object.entries(filter)) {
    if (condition === undefined) continue;
    if (key === '$and') {
      for (const part of asFilterArray(key, condition)) collectClauses(part, clauses);
      continue;
    }
    clauses.push({ predicate: compileClause(key, condition), cost: clauseCost(key, condition) });
  }
}

/** A rough cost of testing a whole filter: the sum of its clauses'. */
function filterCost(filter: unknown): number {
  if (!isPlainDocument(filter)) return 8;
  let cost = 0;
  for (const [key, condition] of Object.entries(filter)) cost += clauseCost(key, condition);
  return cost;
}

function clauseCost(key: string, condition: unknown): number {
  if (key === '$and' || key === '$or' || key === '$nor') {
    if (!Array.isArray(condition)) return 8;
    return 1 + condition.reduce((sum: number, part: unknown) => sum + filterCost(part), 0);
  }
  if (key === '$comment') return 0;
  if (key.startsWith('$')) return 9;
  const dotted = key.includes('.') ? 1 : 0;
  if (isRegex(condition)) return 6 + dotted;
  if (!isOperatorDocument(condition))
    return (isPlainDocument(condition) || Array.isArray(condition) ? 3 : 1) + dotted;
  let cost = 0;
  for (const operator of Object.keys(condition)) {
    if (operator === '$regex') cost = Math.max(cost, 6);
    else if (['$eq', '$gt', '$gte', '$lt', '$lte', '$ne', '$exists', '$options'].includes(operator))
      cost = Math.max(cost, 2);
    else if (operator === '$in' || operator === '$nin') cost = Math.max(cost, 4);
    else cost = Math.max(cost, 9);
  }
  return cost + dotted;
}

function allOf(clauses: Predicate[]): Predicate {
  if (clauses.length === 0) return ALWAYS;
  if (clauses.length === 1) return clauses[0] as Predicate;
  if (clauses.length === 2) {
    const [first, second] = clauses as [Predicate, Predicate];
    return (document) => first(document) && second(document);
  }
  return (document) => {
    for (const clause of clauses) if (!clause(document)) return false;
    return true;
  };
}

function anyOf(parts: Predicate[]): Predicate {
  if (parts.length === 1) return parts[0] as Predicate;
  if (parts.length === 2) {
    const [first, second] = parts as [Predicate, Predicate];
    return (document) => first(document) || second(document);
  }
  return (document) => {
    for (const part of parts) if (part(document)) return true;
    return false;
  };
}

function compileClause(key: string, condition: unknown): Predicate {
  switch (key) {
    case '$or':
      return anyOf(asFilterArray(key, condition).map((part) => compileFilterWith(part)));
    case '$nor': {
      const any = anyOf(asFilterArray(key, condition).map((part) => compileFilterWith(part)));
      return (document) => !any(document);
    }
    case '$comment':
      return ALWAYS;
    case '$text':
      throw new CommandError(27, 'IndexNotFound', 'text index required for $text query');
    case '$jsonSchema':
      return jsonSchemaPredicate(condition);
    default:
      break;
  }
  if (key.startsWith('$')) return mingoPredicate({ [key]: condition });
  return compileFieldCondition(key, condition);
}

function asFilterArray(operator: string, value: unknown): Document[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new CommandError(2, 'BadValue', `${operator} must be a nonempty array`);
  }
  return value as Document[];
}

function mingoPredicate(filter: Document): Predicate {
  mingoFallbacks += 1;
  let query: Query;
  try {
    query = new Query(filter);
  } catch (error) {
    throw new CommandError(2, 'BadValue', error instanceof Error ? error.message : String(error));
  }
  return (document) => query.test(document);
}

export function isOperatorDocument(value: unknown): value is Document {
  if (!isPlainDocument(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key.startsWith('$'));
}

export function toRegExp(value: unknown, options?: unknown): RegExp {
  if (value instanceof RegExp) {
    return typeof options === 'string' ? new RegExp(value.source, sanitizeFlags(options)) : value;
  }
  if (bsonType(value) === 'BSONRegExp') {
    const regex = value as { pattern: string; options: string };
    return new RegExp(
      regex.pattern,
      sanitizeFlags(typeof options === 'string' ? options : regex.options),
    );
  }
  return new RegExp(String(value), sanitizeFlags(typeof options === 'string' ? options : ''));
}

function sanitizeFlags(options: string): string {
  return [...new Set(options.split('').filter((flag) => 'imsu'.includes(flag)))].join('');
}

export function isRegex(value: unknown): boolean {
  return value instanceof RegExp || bsonType(value) === 'BSONRegExp';
}

type ValueTest = (value: unknown) => boolean;

/** Field condition: `{ path: value }` or `{ path: { $op: … } }`. */
function compileFieldCondition(path: string, condition: unknown): Predicate {
  if (!isOperatorDocument(condition)) {
    if (isRegex(condition)) return regexPredicate(path, toRegExp(condition));
    return equalityPredicate(path, condition);
  }
  const tests: Predicate[] = [];
  const operators = condition;
  for (const [operator, operand] of Object.entries(operators)) {
    switch (operator) {
      case '$eq':
        tests.push(equalityPredicate(path, operand));
        break;
      case '$ne':
        tests.push(notEqualPredicate(path, operand));
        break;
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
        tests.push(rangePredicate(path, operator, operand));
        break;
      case '$in':
        tests.push(inPredicate(path, operand));
        break;
      case '$nin': {
        const inside = inPredicate(path, operand);
        tests.push((document) => !inside(document));
        break;
      }
      case '$exists': {
        const wanted = Boolean(operand);
        tests.push(
          !generalOnly && isSimplePath(path)
            ? (document) => (document[path] !== undefined) === wanted
            : (document) =>
                valuesAtPath(document, path).some((value) => value !== undefined) === wanted,
        );
        break;
      }
      case '$regex':
        tests.push(regexPredicate(path, toRegExp(operand, operators.$options)));
        break;
      case '$options':
        if (!('$regex' in operators))
          throw new CommandError(2, 'BadValue', '$options needs a $regex');
        break;
      default:
        tests.push(mingoPredicate({ [path]: { [operator]: operand } }));
        break;
    }
  }
  return allOf(tests);
}

function regexTest(regex: RegExp): ValueTest {
  const pattern =
    regex.global || regex.sticky
      ? new RegExp(regex.source, regex.flags.replace(/[gy]/g, ''))
      : regex;
  return (value) => typeof value === 'string' && pattern.test(value);
}

/**
 * True when any value reached by `path` passes `test`; a leaf array also offers each of its
 * elements (and, when `includeWholeArray`, itself).
 */
function anyCandidate(path: string, test: ValueTest, includeWholeArray: boolean): Predicate {
  const simple = !path.includes('.');
  return (document) => {
    if (simple) {
      const value = document[path];
      return candidateMatches(value, test, includeWholeArray);
    }
    for (const value of valuesAtPath(document, path))
      if (candidateMatches(value, test, includeWholeArray)) return true;
    return false;
  };
}

function candidateMatches(value: unknown, test: ValueTest, includeWholeArray: boolean): boolean {
  if (Array.isArray(value)) {
    if (includeWholeArray && test(value)) return true;
    for (const element of value) if (test(element)) return true;
    return false;
  }
  return test(value);
}

function equalityTest(operand: unknown): ValueTest {
  const bracket = typeBracket(operand);
  if (bracket === TypeBracket.Null) return (value) => value === null || value === undefined;
  const strings = activeStrings;
  if (typeof operand === 'string' && strings)
    return (value) => typeof value === 'string' && strings(value, operand) === 0;
  if (typeof operand === 'string') return (value) => value === operand;
  if (strings && (bracket === TypeBracket.Object || bracket === TypeBracket.Array)) {
    return (value) =>
      typeBracket(value) === bracket && compareValues(value, operand, strings) === 0;
  }
  if (typeof operand === 'boolean') return (value) => value === operand;
  if (typeof operand === 'number') {
    return (value) =>
      typeof value === 'number'
        ? value === operand
        : typeBracket(value) === TypeBracket.Number && compareValues(value, operand) === 0;
  }
  const key = valueKey(operand);
  return (value) => typeBracket(value) === bracket && valueKey(value) === key;
}

function equalityPredicate(path: string, operand: unknown): Predicate {
  if (isRegex(operand))
    return anyCandidate(
      path,
      (value) => isRegex(value) && compareValues(value, operand) === 0,
      false,
    );
  const general = anyCandidate(path, equalityTest(operand), true);
  return (fastPaths() && fastEquality(path, operand, general)) || general;
}

/**
 * Fast paths, for a top-level field without a collation: each decides a primitive field value
 * itself (the common case) and hands objects (arrays, BSON values) to the general predicate, so
 * the result is always the general one's. The general predicates go through shared helpers whose
 * calls V8 can't inline; these don't.
 */
/**
 * A string, number, boolean, null or missing value: the fast paths decide these themselves; any
 * other value (objects, arrays, and a bigint, which compares as a number) goes to the general one.
 */
function isPlainScalar(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'undefined':
      return true;
    default:
      return value === null;
  }
}

function fastPaths(): boolean {
  return activeStrings === undefined && !generalOnly;
}

function isSimplePath(path: string): boolean {
  return !path.includes('.');
}

/** Equality on a top-level field with a string, boolean, finite number, null or ObjectId. */
function fastEquality(path: string, operand: unknown, general: Predicate): Predicate | undefined {
  if (!isSimplePath(path)) return undefined;
  if (operand === null)
    return (document) => {
      const value = document[path];
      if (value === null || value === undefined) return true;
      return !isPlainScalar(value) && general(document);
    };
  if (
    typeof operand === 'string' ||
    typeof operand === 'boolean' ||
    (typeof operand === 'number' && !Number.isNaN(operand))
  )
    return typeof operand === 'number'
      ? (document) => {
          const value = document[path];
          if (value === operand) return true;
          return !isPlainScalar(value) && general(document);
        }
      : (document) => {
          const value = document[path];
          if (value === operand) return true;
          if (isPlainScalar(value)) return false;
          // A string or boolean equals an array element only by identity (no type conversion).
          return Array.isArray(value) ? value.includes(operand) : general(document);
        };
  if (bsonType(operand) === 'ObjectId') {
    const id = operand as { equals(other: unknown): boolean };
    return (document) => {
      const value = document[path];
      if (value === null || typeof value !== 'object') return false;
      if ((value as { _bsontype?: string })._bsontype === 'ObjectId') return id.equals(value);
      return general(document);
    };
  }
  return undefined;
}

/** `$ne`: the negated equality, with `$ne: null` ("has a value") decided inline. */
function notEqualPredicate(path: string, operand: unknown): Predicate {
  const equal = equalityPredicate(path, operand);
  if (operand === null && fastPaths() && isSimplePath(path))
    return (document) => {
      const value = document[path];
      if (value === null || value === undefined) return false;
      return isPlainScalar(value) || !equal(document);
    };
  return (document) => !equal(document);
}

function regexPredicate(path: string, regex: RegExp): Predicate {
  const test = regexTest(regex);
  const general = anyCandidate(path, test, false);
  if (generalOnly || !isSimplePath(path)) return general;
  const pattern = regex.global || regex.sticky ? undefined : regex;
  if (!pattern) return general;
  return (document) => {
    const value = document[path];
    if (typeof value === 'string') return pattern.test(value);
    if (isPlainScalar(value)) return false;
    if (Array.isArray(value)) {
      for (const element of value)
        if (typeof element === 'string' && pattern.test(element)) return true;
      return false;
    }
    return general(document);
  };
}

function rangePredicate(path: string, operator: string, operand: unknown): Predicate {
  const bracket = typeBracket(operand);
  if (bracket === TypeBracket.MinKey || bracket === TypeBracket.MaxKey) {
    return anyCandidate(
      path,
      (value) => acceptsOrder(operator, compareValues(value, operand)),
      false,
    );
  }
  const strings = activeStrings;
  const accepts = (value: unknown): boolean => {
    if (typeBracket(value) !== bracket) return false;
    return acceptsOrder(operator, compareValues(value, operand, strings));
  };
  const general = rangeGeneral(path, operator, operand, bracket, accepts);
  if (!fastPaths() || !isSimplePath(path)) return general;
  if (typeof operand === 'number' && !Number.isNaN(operand))
    return fastNumberRange(path, operator, operand, general);
  if (operand instanceof Date && !Number.isNaN(operand.getTime()))
    return fastDateRange(path, operator, operand.getTime(), general);
  return general;
}

function rangeGeneral(
  path: string,
  operator: string,
  operand: unknown,
  bracket: TypeBracket,
  accepts: ValueTest,
): Predicate {
  if (typeof operand === 'number') {
    const fast: ValueTest = (value) => {
      if (typeof value === 'number') {
        switch (operator) {
          case '$gt':
            return value > operand;
          case '$gte':
            return value >= operand;
          case '$lt':
            return value < operand;
          default:
            return value <= operand;
        }
      }
      return accepts(value);
    };
    return anyCandidate(path, fast, bracket === TypeBracket.Array);
  }
  return anyCandidate(path, accepts, bracket === TypeBracket.Array);
}

/** A number range on a top-level field: numbers compared inline, objects (arrays…) in general. */
function fastNumberRange(
  path: string,
  operator: string,
  operand: number,
  general: Predicate,
): Predicate {
  // Other scalars (strings, booleans, null, missing) are in another type bracket: never in range.
  switch (operator) {
    case '$gt':
      return (document) => {
        const value = document[path];
        if (typeof value === 'number') return value > operand;
        return !isPlainScalar(value) && general(document);
      };
    case '$gte':
      return (document) => {
        const value = document[path];
        if (typeof value === 'number') return value >= operand;
        return !isPlainScalar(value) && general(document);
      };
    case '$lt':
      return (document) => {
        const value = document[path];
        if (typeof value === 'number') return value < operand;
        return !isPlainScalar(value) && general(document);
      };
    default:
      return (document) => {
        const value = document[path];
        if (typeof value === 'number') return value <= operand;
        return !isPlainScalar(value) && general(document);
      };
  }
}

/** A date range on a top-level field: valid dates compared by time inline, the rest in general. */
function fastDateRange(
  path: string,
  operator: string,
  time: number,
  general: Predicate,
): Predicate {
  const accepts =
    operator === '$gt'
      ? (other: number) => other > time
      : operator === '$gte'
        ? (other: number) => other >= time
        : operator === '$lt'
          ? (other: number) => other < time
          : (other: number) => other <= time;
  return (document) => {
    const value = document[path];
    if (value instanceof Date) {
      const other = value.getTime();
      // An invalid date (NaN) sorts before every date: the general comparison handles it.
      if (other === other) return accepts(other);
      return general(document);
    }
    return !isPlainScalar(value) && general(document);
  };
}

function acceptsOrder(operator: string, order: number): boolean {
  switch (operator) {
    case '$gt':
      return order > 0;
    case '$gte':
      return order >= 0;
    case '$lt':
      return order < 0;
    default:
      return order <= 0;
  }
}

function inPredicate(path: string, operand: unknown): Predicate {
  if (!Array.isArray(operand)) throw new CommandError(2, 'BadValue', '$in needs an array');
  const regexes = operand.filter(isRegex).map((value) => regexTest(toRegExp(value)));
  const matchesNull = operand.some((value) => value === null);
  const keys = new Set(operand.filter((value) => !isRegex(value)).map(valueKey));
  const strings = activeStrings;
  const collatedStrings = strings
    ? operand.filter((value): value is string => typeof value === 'string')
    : [];
  const general = anyCandidate(
    path,
    inTest(operand, regexes, matchesNull, keys, collatedStrings),
    true,
  );
  if (!fastPaths() || !isSimplePath(path) || regexes.length > 0) return general;
  // Only strings, booleans and numbers that valueKey keys as themselves (and null): a Set of
  // the values answers a primitive field value directly.
  const primitives = new Set<unknown>();
  for (const value of operand) {
    if (value === null) continue;
    const simple =
      typeof value === 'string' ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isSafeInteger(value)) ||
      (typeof value === 'number' && !Number.isInteger(value) && !Number.isNaN(value));
    if (!simple) return general;
    primitives.add(value);
  }
  return (document) => {
    const value = document[path];
    if (value === null || value === undefined) return matchesNull;
    if (!isPlainScalar(value)) return general(document);
    return primitives.has(value);
  };
}

function inTest(
  operand: unknown[],
  regexes: ValueTest[],
  matchesNull: boolean,
  keys: Set<string>,
  collatedStrings: string[],
): ValueTest {
  const strings = activeStrings;
  return (value) => {
    if ((value === undefined || value === null) && matchesNull) return true;
    if (value !== undefined && keys.has(valueKey(value))) return true;
    if (
      strings &&
      typeof value === 'string' &&
      collatedStrings.some((candidate) => strings(value, candidate) === 0)
    )
      return true;
    for (const regex of regexes) if (regex(value)) return true;
    return false;
  };
}

/**
 * Top-level equality values a filter pins for `path` (plain value, `$eq` or `$in`), used to
 * look documents up by `_id` or an index instead of scanning. Undefined when the filter does
 * not pin the path to scalar values.
 */
export function pinnedValues(
  filter: Document | undefined | null,
  path: string,
): unknown[] | undefined {
  if (!filter || !(path in filter)) {
    const and = filter?.$and;
    if (Array.isArray(and)) {
      for (const part of and) {
        const found = pinnedValues(part as Document, path);
        if (found) return found;
      }
    }
    return undefined;
  }
  const condition = filter[path];
  if (!isOperatorDocument(condition)) return isLookupScalar(condition) ? [condition] : undefined;
  if ('$eq' in condition) return isLookupScalar(condition.$eq) ? [condition.$eq] : undefined;
  if ('$in' in condition && Array.isArray(condition.$in) && condition.$in.every(isLookupScalar))
    return condition.$in as unknown[];
  return undefined;
}

/**
 * The value a filter made only of `_id` equality pins (`{ _id: v }` or `{ _id: { $eq: v } }`),
 * when the document stored under `valueKey(v)` matches it exactly when its `_id` has the same
 * type bracket (see `equalityTest`). Undefined for any other filter. Lets a find by `_id` skip
 * filter compilation.
 */
export function soleIdEquality(filter: Document): { value: unknown } | undefined {
  let keys = 0;
  for (const key in filter) {
    keys += 1;
    if (keys > 1 || key !== '_id') return undefined;
  }
  if (keys === 0) return undefined;
  let value: unknown = filter._id;
  if (isPlainDocument(value)) {
    let operators = 0;
    for (const operator in value) {
      operators += 1;
      if (operators > 1 || operator !== '$eq') return undefined;
    }
    if (operators === 0) return undefined;
    value = value.$eq;
  }
  // A number NaN matches nothing through `equalityTest` (`===`), though it has a key.
  if (typeof value === 'number' && Number.isNaN(value)) return undefined;
  return isLookupScalar(value) ? { value } : undefined;
}

function isLookupScalar(value: unknown): boolean {
  const bracket = typeBracket(value);
  return (
    bracket !== TypeBracket.Null &&
    bracket !== TypeBracket.Array &&
    bracket !== TypeBracket.Object &&
    bracket !== TypeBracket.RegExp
  );
}
