import type { Document } from 'bson';
import {
  compileFilter,
  isOperatorDocument,
  isRegex,
  type Predicate,
  toRegExp,
} from './filter-compiler.js';

/**
 * Columns of a collection's top-level fields, for scanning many documents by a filter without
 * reading the documents themselves. A scan of stored documents is bound by memory latency: each
 * document is an object, its fields another, a date a third, each a likely cache miss. A column
 * keeps one field of every document in flat arrays (a type tag, a number or date, a code into
 * the field's dictionary of strings), read in order; a regex or `$in` is decided once per
 * distinct string.
 *
 * A column only decides the plain values it can classify exactly (missing, null, JS numbers,
 * strings, booleans, valid dates, arrays of strings); for any other value (an embedded document,
 * an ObjectId, a Long, a mixed array…) the clause's own compiled predicate reads the document, so
 * results are always those of `compileFilter`. The store is a snapshot: the collection drops it
 * on every write.
 */
export class ColumnStore {
  private readonly columns = new Map<string, Column>();

  /** `rows`: the collection's documents in natural order; a row number indexes every column. */
  constructor(readonly rows: readonly Document[]) {}

  column(path: string): Column {
    let column = this.columns.get(path);
    if (!column) {
      column = buildColumn(this.rows, path);
      this.columns.set(path, column);
    }
    return column;
  }

  /**
   * The rows matching `filter`, in row order. Undefined when no clause can use a column (the
   * caller scans documents then).
   */
  select(filter: Document): Int32Array | undefined {
    const plan = planFilter(filter, this);
    if (!plan.usesColumns) return undefined;
    const selection = new Int32Array(this.rows.length);
    for (let row = 0; row < selection.length; row += 1) selection[row] = row;
    return selection.subarray(0, plan.run(selection, selection.length));
  }

  private rowsByDocument: Map<Document, number> | undefined;
  private readonly orders = new WeakMap<readonly Document[], Int32Array>();

  /**
   * The rows of `documents` (all of this store's documents, in another order: a sorted view's),
   * computed once per order.
   */
  rowOrder(documents: readonly Document[]): Int32Array | undefined {
    let order = this.orders.get(documents);
    if (order) return order;
    if (documents.length !== this.rows.length) return undefined;
    if (!this.rowsByDocument) {
      this.rowsByDocument = new Map();
      this.rows.forEach((document, row) => this.rowsByDocument!.set(document, row));
    }
    order = new Int32Array(documents.length);
    for (let i = 0; i < documents.length; i += 1) {
      const row = this.rowsByDocument.get(documents[i] as Document);
      if (row === undefined) return undefined;
      order[i] = row;
    }
    this.orders.set(documents, order);
    return order;
  }
}

/** How a column holds a row's value. */
export const enum Kind {
  Missing = 0,
  Null = 1,
  Number = 2,
  String = 3,
  False = 4,
  True = 5,
  Date = 6,
  StringArray = 7,
  /** Anything else: clauses read the document. */
  Other = 8,
}
const KIND_COUNT = 9;

export interface Column {
  kinds: Uint8Array;
  /** Number: the value; Date: its time. */
  numbers: Float64Array;
  /** String: its dictionary code; StringArray: where its codes start in `elementCodes`. */
  codes: Int32Array;
  /** StringArray: how many elements. */
  lengths: Int32Array;
  elementCodes: Int32Array;
  dictionary: string[];
  codeOf: Map<string, number>;
}

function buildColumn(rows: readonly Document[], path: string): Column {
  const count = rows.length;
  const kinds = new Uint8Array(count);
  const numbers = new Float64Array(count);
  const codes = new Int32Array(count);
  const lengths = new Int32Array(count);
  let elementCodes = new Int32Array(1024);
  let elements = 0;
  const dictionary: string[] = [];
  const codeOf = new Map<string, number>();
  const code = (text: string): number => {
    let known = codeOf.get(text);
    if (known === undefined) {
      known = dictionary.length;
      dictionary.push(text);
      codeOf.set(text, known);
    }
    return known;
  };
  for (let row = 0; row < count; row += 1) {
    const value: unknown = (rows[row] as Document)[path];
    switch (typeof value) {
      case 'undefined':
        kinds[row] = Kind.Missing;
        break;
      case 'number':
        kinds[row] = Kind.Number;
        numbers[row] = value;
        break;
      case 'string':
        kinds[row] = Kind.String;
        codes[row] = code(value);
        break;
      case 'boolean':
        kinds[row] = value ? Kind.True : Kind.False;
        break;
      case 'object': {
        if (value === null) {
          kinds[row] = Kind.Null;
          break;
        }
        if (value instanceof Date) {
          const time = value.getTime();
          // An invalid date sorts before every date: left to the general comparison.
          if (time === time) {
            kinds[row] = Kind.Date;
            numbers[row] = time;
          } else kinds[row] = Kind.Other;
          break;
        }
        if (Array.isArray(value) && value.every((element) => typeof element === 'string')) {
          if (elements + value.length > elementCodes.length) {
            const grown = new Int32Array(
              Math.max(elementCodes.length * 2, elements + value.length),
            );
            grown.set(elementCodes.subarray(0, elements));
            elementCodes = grown;
          }
          kinds[row] = Kind.StringArray;
          codes[row] = elements;
          lengths[row] = value.length;
          for (const element of value as string[]) elementCodes[elements++] = code(element);
          break;
        }
        kinds[row] = Kind.Other;
        break;
      }
      default:
        kinds[row] = Kind.Other;
        break;
    }
  }
  return {
    kinds,
    numbers,
    codes,
    lengths,
    elementCodes: elementCodes.subarray(0, elements),
    dictionary,
    codeOf,
  };
}

/** Filters `selection[0..count)` in place (keeping row order); returns how many rows remain. */
type Plan = (selection: Int32Array, count: number) => number;

interface PlannedFilter {
  run: Plan;
  /** False when every clause reads documents (then a column scan gains nothing). */
  usesColumns: boolean;
}

/** A filter as a plan over columns, mirroring `compileFilter` clause by clause. */
function planFilter(filter: Document, store: ColumnStore): PlannedFilter {
  const plans: PlannedFilter[] = [];
  collectPlans(filter, store, plans);
  // Column clauses first: they are cheap, and leave fewer rows for clauses reading documents.
  plans.sort((a, b) => Number(b.usesColumns) - Number(a.usesColumns));
  return {
    usesColumns: plans.some((plan) => plan.usesColumns),
    run: (selection, count) => {
      let remaining = count;
      for (const plan of plans) {
        if (remaining === 0) break;
        remaining = plan.run(selection, remaining);
      }
      return remaining;
    },
  };
}

function collectPlans(filter: Document, store: ColumnStore, plans: PlannedFilter[]): void {
  for (const [key, condition] of Object.entries(filter)) {
    if (condition === undefined || key === '$comment') continue;
    if (key === '$and' && Array.isArray(condition)) {
      for (const part of condition as Document[]) collectPlans(part, store, plans);
    } else if ((key === '$or' || key === '$nor') && Array.isArray(condition)) {
      const parts = (condition as Document[]).map((part) => planFilter(part, store));
      plans.push({
        usesColumns: parts.some((part) => part.usesColumns),
        run: anyOfPlan(parts, store.rows.length, key === '$nor'),
      });
    } else if (key.startsWith('$') || key.includes('.')) {
      plans.push(documentPlan(compileFilter({ [key]: condition }), store));
    } else plans.push(...planField(key, condition, store));
  }
}

/** Rows matching any part (`negate`: none), in their order, through a per-row mark. */
function anyOfPlan(parts: PlannedFilter[], rowCount: number, negate: boolean): Plan {
  return (selection, count) => {
    const matched = new Uint8Array(rowCount);
    // The rows no part has matched yet, and a copy a part may filter in place.
    const remaining = selection.slice(0, count);
    const candidates = new Int32Array(count);
    let left = count;
    for (const part of parts) {
      if (left === 0) break;
      candidates.set(remaining.subarray(0, left));
      const found = part.run(candidates, left);
      if (found === 0) continue;
      for (let i = 0; i < found; i += 1) matched[candidates[i] as number] = 1;
      let kept = 0;
      for (let i = 0; i < left; i += 1) {
        const row = remaining[i] as number;
        if (matched[row] === 0) remaining[kept++] = row;
      }
      left = kept;
    }
    let out = 0;
    for (let i = 0; i < count; i += 1) {
      const row = selection[i] as number;
      if ((matched[row] === 1) !== negate) selection[out++] = row;
    }
    return out;
  };
}

/** A clause the columns can't decide: its compiled predicate on each remaining document. */
function documentPlan(predicate: Predicate, store: ColumnStore): PlannedFilter {
  const rows = store.rows;
  return {
    usesColumns: false,
    run: (selection, count) => {
      let out = 0;
      for (let i = 0; i < count; i += 1) {
        const row = selection[i] as number;
        if (predicate(rows[row] as Document)) selection[out++] = row;
      }
      return out;
    },
  };
}

/** `{ path: condition }` for a top-level path: one plan per operator (all must hold). */
function planField(path: string, condition: unknown, store: ColumnStore): PlannedFilter[] {
  const whole = () => documentPlan(compileFilter({ [path]: condition }), store);
  if (!isOperatorDocument(condition)) {
    if (isRegex(condition))
      return [regexPlan(path, toRegExp(condition), { [path]: condition }, store)];
    return [equalityPlan(path, condition, store) ?? whole()];
  }
  const plans: PlannedFilter[] = [];
  for (const [operator, operand] of Object.entries(condition)) {
    const single = { [path]: { [operator]: operand } };
    let plan: PlannedFilter | undefined;
    switch (operator) {
      case '$eq':
        plan = equalityPlan(path, operand, store);
        break;
      case '$ne':
        plan = negated(equalityPlan(path, operand, store));
        break;
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
        plan = rangePlan(path, operator, operand, store);
        break;
      case '$in':
        plan = inPlan(path, operand, store);
        break;
      case '$nin':
        plan = negated(inPlan(path, operand, store));
        break;
      case '$exists': {
        const kinds = store.column(path).kinds;
        const wanted = Boolean(operand);
        plan = columnPlan((selection, count) => {
          let out = 0;
          for (let i = 0; i < count; i += 1) {
            const row = selection[i] as number;
            if ((kinds[row] !== Kind.Missing) === wanted) selection[out++] = row;
          }
          return out;
        });
        break;
      }
      case '$regex':
        plan = regexPlan(
          path,
          toRegExp(operand, condition.$options),
          {
            [path]:
              condition.$options === undefined
                ? { $regex: operand }
                : { $regex: operand, $options: condition.$options },
          },
          store,
        );
        break;
      case '$options':
        // Read with `$regex` (compileFilter has already refused it alone).
        continue;
      default:
        break;
    }
    plans.push(plan ?? documentPlan(compileFilter(single), store));
  }
  return plans;
}

function negated(plan: PlannedFilter | undefined): PlannedFilter | undefined {
  if (!plan) return undefined;
  return {
    usesColumns: plan.usesColumns,
    run: (selection, count) => {
      const kept = selection.slice(0, count);
      const matching = plan.run(kept, count);
      // Both lists are in row order: keep the rows the plan did not.
      let out = 0;
      let next = 0;
      for (let i = 0; i < count; i += 1) {
        const row = selection[i] as number;
        if (next < matching && kept[next] === row) next += 1;
        else selection[out++] = row;
      }
      return out;
    },
  };
}

/** Equality with a string, boolean, number (not NaN) or null; undefined for other operands. */
function equalityPlan(
  path: string,
  operand: unknown,
  store: ColumnStore,
): PlannedFilter | undefined {
  const isSimple =
    operand === null ||
    typeof operand === 'string' ||
    typeof operand === 'boolean' ||
    (typeof operand === 'number' && !Number.isNaN(operand));
  if (!isSimple) return undefined;
  const column = store.column(path);
  const { kinds, numbers, codes, lengths, elementCodes } = column;
  const other = otherRows({ [path]: { $eq: operand } }, store);
  const code = typeof operand === 'string' ? (column.codeOf.get(operand) ?? -1) : -1;
  const number = typeof operand === 'number' ? operand : Number.NaN;
  // Missing, null, booleans and dates: decided by the kind alone.
  const byKind = new Uint8Array(KIND_COUNT);
  if (operand === null) byKind[Kind.Missing] = byKind[Kind.Null] = 1;
  if (operand === true) byKind[Kind.True] = 1;
  if (operand === false) byKind[Kind.False] = 1;
  return columnPlan((selection, count) => {
    let out = 0;
    for (let i = 0; i < count; i += 1) {
      const row = selection[i] as number;
      const kind = kinds[row] as Kind;
      let matches: boolean;
      if (kind === Kind.String) matches = codes[row] === code;
      else if (kind === Kind.Number) matches = numbers[row] === number;
      else if (kind === Kind.StringArray)
        matches =
          code >= 0 && holdsCode(elementCodes, codes[row] as number, lengths[row] as number, code);
      else if (kind === Kind.Other) matches = other(row);
      else matches = byKind[kind] === 1;
      if (matches) selection[out++] = row;
    }
    return out;
  });
}

function holdsCode(elementCodes: Int32Array, start: number, length: number, code: number): boolean {
  for (let i = start; i < start + length; i += 1) if (elementCodes[i] === code) return true;
  return false;
}

const enum Comparison {
  Greater,
  GreaterOrEqual,
  Less,
  LessOrEqual,
}

/** A range with a number (not NaN) or a valid date; undefined for other operands. */
function rangePlan(
  path: string,
  operator: string,
  operand: unknown,
  store: ColumnStore,
): PlannedFilter | undefined {
  let bound: number;
  let wanted: Kind;
  if (typeof operand === 'number' && !Number.isNaN(operand)) {
    bound = operand;
    wanted = Kind.Number;
  } else if (operand instanceof Date && !Number.isNaN(operand.getTime())) {
    bound = operand.getTime();
    wanted = Kind.Date;
  } else return undefined;
  const comparison =
    operator === '$gt'
      ? Comparison.Greater
      : operator === '$gte'
        ? Comparison.GreaterOrEqual
        : operator === '$lt'
          ? Comparison.Less
          : Comparison.LessOrEqual;
  const { kinds, numbers } = store.column(path);
  const other = otherRows({ [path]: { [operator]: operand } }, store);
  // Other kinds are in another type bracket (an array of strings holds no number or date).
  return columnPlan((selection, count) => {
    let out = 0;
    for (let i = 0; i < count; i += 1) {
      const row = selection[i] as number;
      const kind = kinds[row];
      let matches: boolean;
      if (kind === wanted) {
        const value = numbers[row] as number;
        matches =
          comparison === Comparison.Greater
            ? value > bound
            : comparison === Comparison.GreaterOrEqual
              ? value >= bound
              : comparison === Comparison.Less
                ? value < bound
                : value <= bound;
      } else matches = kind === Kind.Other && other(row);
      if (matches) selection[out++] = row;
    }
    return out;
  });
}

/** `$in` with strings, booleans, numbers keyed as themselves and null; no regexes. */
function inPlan(path: string, operand: unknown, store: ColumnStore): PlannedFilter | undefined {
  if (!Array.isArray(operand)) return undefined;
  const values = new Set<unknown>();
  let matchesNull = false;
  for (const value of operand) {
    if (value === null) matchesNull = true;
    else if (
      typeof value === 'string' ||
      typeof value === 'boolean' ||
      (typeof value === 'number' &&
        !Number.isNaN(value) &&
        (Number.isSafeInteger(value) || !Number.isInteger(value)))
    )
      values.add(value);
    else return undefined;
  }
  const column = store.column(path);
  const { kinds, numbers, codes, lengths, elementCodes } = column;
  const accepted = new Uint8Array(column.dictionary.length);
  column.dictionary.forEach((text, code) => {
    if (values.has(text)) accepted[code] = 1;
  });
  const byKind = new Uint8Array(KIND_COUNT);
  if (matchesNull) byKind[Kind.Missing] = byKind[Kind.Null] = 1;
  if (values.has(true)) byKind[Kind.True] = 1;
  if (values.has(false)) byKind[Kind.False] = 1;
  const other = otherRows({ [path]: { $in: operand } }, store);
  return columnPlan((selection, count) => {
    let out = 0;
    for (let i = 0; i < count; i += 1) {
      const row = selection[i] as number;
      const kind = kinds[row] as Kind;
      let matches: boolean;
      if (kind === Kind.String) matches = accepted[codes[row] as number] === 1;
      else if (kind === Kind.Number) matches = values.has(numbers[row]);
      else if (kind === Kind.StringArray)
        matches = anyAccepted(accepted, elementCodes, codes[row] as number, lengths[row] as number);
      else if (kind === Kind.Other) matches = other(row);
      else matches = byKind[kind] === 1;
      if (matches) selection[out++] = row;
    }
    return out;
  });
}

function anyAccepted(
  accepted: Uint8Array,
  elementCodes: Int32Array,
  start: number,
  length: number,
): boolean {
  for (let i = start; i < start + length; i += 1)
    if (accepted[elementCodes[i] as number] === 1) return true;
  return false;
}

/** A regex, tested once per distinct string of the column. */
function regexPlan(
  path: string,
  regex: RegExp,
  clause: Document,
  store: ColumnStore,
): PlannedFilter {
  const pattern =
    regex.global || regex.sticky
      ? new RegExp(regex.source, regex.flags.replace(/[gy]/g, ''))
      : regex;
  const column = store.column(path);
  const { kinds, codes, lengths, elementCodes, dictionary } = column;
  const other = otherRows(clause, store);
  return columnPlan((selection, count) => {
    // Tested on the dictionary when first needed: 0 not yet, 1 matches, 2 does not.
    const verdicts = new Uint8Array(dictionary.length);
    const matchesCode = (code: number): boolean => {
      let verdict = verdicts[code];
      if (verdict === 0) {
        verdict = pattern.test(dictionary[code] as string) ? 1 : 2;
        verdicts[code] = verdict;
      }
      return verdict === 1;
    };
    let out = 0;
    for (let i = 0; i < count; i += 1) {
      const row = selection[i] as number;
      const kind = kinds[row] as Kind;
      let matches = false;
      if (kind === Kind.String) matches = matchesCode(codes[row] as number);
      else if (kind === Kind.StringArray) {
        const start = codes[row] as number;
        const end = start + (lengths[row] as number);
        for (let element = start; element < end && !matches; element += 1)
          matches = matchesCode(elementCodes[element] as number);
      } else if (kind === Kind.Other) matches = other(row);
      if (matches) selection[out++] = row;
    }
    return out;
  });
}

function columnPlan(run: Plan): PlannedFilter {
  return { usesColumns: true, run };
}

/** The clause's compiled predicate on the document of a row (for `Kind.Other` values). */
function otherRows(clause: Document, store: ColumnStore): (row: number) => boolean {
  let predicate: Predicate | undefined;
  const rows = store.rows;
  return (row) => {
    predicate ??= compileFilter(clause);
    return predicate(rows[row] as Document);
  };
}
