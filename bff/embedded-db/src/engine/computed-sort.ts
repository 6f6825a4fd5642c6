import type { Document } from 'bson';
import { compareValues, isPlainDocument } from './bson-values.js';
import { compileExpression, type Evaluate, UnsupportedValue } from './native-expression.js';
import { sortKey, topK } from './sort-order.js';
import { isTextScoreMeta } from './text-query.js';

/*
 * `$addFields`/`$set` then `$sort` (then `$skip`/`$limit`): a page ordered by a computed key,
 * as a search ranks its matches. mingo would copy every match, evaluate the expressions on it
 * and sort them all; here the expressions run natively (native-expression.ts) and only the
 * sort keys are kept per match, the best `skip + limit` are chosen with a bounded heap, and only
 * those become documents (the match's fields plus the computed ones, in a new object: the stored
 * document is never written). Any other shape, or a value the native operators do not handle,
 * leaves the stages to mingo.
 */

interface Plan {
  fields: Array<[name: string, evaluate: Evaluate]>;
  /** Each key: its path and direction; `computed`: the index of the computed field it reads. */
  sort: Array<{ path: string; direction: number; meta: boolean; computed: number }>;
  skip: number;
  limit: number | undefined;
  /** How many stages the plan covers. */
  length: number;
}

function nonNegativeInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

function planOf(stages: Document[]): Plan | undefined {
  const [add, sortStage] = stages;
  if (!add || !sortStage) return undefined;
  const spec = add.$addFields ?? add.$set;
  if (Object.keys(add).length !== 1 || !isPlainDocument(spec)) return undefined;
  if (Object.keys(sortStage).length !== 1 || !isPlainDocument(sortStage.$sort)) return undefined;
  const fields: Plan['fields'] = [];
  for (const [name, expression] of Object.entries(spec)) {
    if (name.length === 0 || name.startsWith('$') || name.includes('.') || name === '_id')
      return undefined;
    const evaluate = compileExpression(expression);
    if (!evaluate) return undefined;
    fields.push([name, evaluate]);
  }
  const computedNames = fields.map(([name]) => name);
  const sort: Plan['sort'] = [];
  for (const [path, raw] of Object.entries(sortStage.$sort)) {
    const meta = isTextScoreMeta(raw);
    if (!meta && raw !== 1 && raw !== -1) return undefined;
    const head = path.split('.')[0] as string;
    // a path into a computed value (`rank.x`) is left to mingo
    if (computedNames.includes(head) && head !== path) return undefined;
    sort.push({
      path,
      direction: meta ? -1 : Number(raw),
      meta,
      computed: computedNames.indexOf(path),
    });
  }
  if (sort.length === 0) return undefined;
  let length = 2;
  let skip = 0;
  let limit: number | undefined;
  const next = stages[length];
  if (next && '$skip' in next && Object.keys(next).length === 1) {
    const value = nonNegativeInteger(next.$skip);
    if (value === undefined) return undefined;
    skip = value;
    length += 1;
  }
  const last = stages[length];
  if (last && '$limit' in last && Object.keys(last).length === 1) {
    const value = nonNegativeInteger(last.$limit);
    if (value === undefined || value === 0) return undefined;
    limit = value;
    length += 1;
  }
  return { fields, sort, skip, limit, length };
}

export interface ComputedSortInput {
  stages: Document[];
  documents: Document[];
  textScore: (document: Document) => number | undefined;
  /** Called for each output with the match it was made from (to pass on its metadata). */
  carry?: (from: Document, to: Document) => void;
}

/**
 * The documents after the leading `$addFields`/`$set`, `$sort`, `$skip`, `$limit` of `stages`,
 * and how many stages that was; undefined when mingo should run them.
 */
export function runComputedSort({
  stages,
  documents,
  textScore,
  carry,
}: ComputedSortInput): { documents: Document[]; consumed: number } | undefined {
  const plan = planOf(stages);
  if (!plan) return undefined;
  const variables: Record<string, unknown> = Object.create(null);
  const fieldCount = plan.fields.length;
  try {
    const rows = documents.map((root, position) => {
      const scope = { root, textScore: textScore(root), variables };
      const computed = plan.fields.map(([, evaluate]) => evaluate(scope));
      const keys = plan.sort.map((field) => {
        if (field.meta) return scope.textScore ?? -Number.MAX_VALUE;
        if (field.computed < 0) return sortKey(root, field.path, field.direction);
        const value = computed[field.computed];
        return Array.isArray(value)
          ? sortKey({ [field.path]: value }, field.path, field.direction)
          : value;
      });
      return { root, computed, keys, position };
    });
    const compare = (a: (typeof rows)[number], b: (typeof rows)[number]): number => {
      for (let i = 0; i < plan.sort.length; i += 1) {
        const field = plan.sort[i]!;
        const order = field.meta
          ? (b.keys[i] as number) - (a.keys[i] as number)
          : compareValues(a.keys[i], b.keys[i]) * field.direction;
        if (order !== 0) return order;
      }
      return a.position - b.position;
    };
    const chosen = topK(rows, compare, plan.skip, plan.limit);
    return {
      consumed: plan.length,
      documents: chosen.map((row) => {
        const out: Document = { ...row.root };
        for (let i = 0; i < fieldCount; i += 1) {
          const [name] = plan.fields[i]!;
          const value = row.computed[i];
          // a missing value removes the field, as `$addFields` does
          if (value === undefined) delete out[name];
          else out[name] = value;
        }
        carry?.(row.root, out);
        return out;
      }),
    };
  } catch (error) {
    if (error instanceof UnsupportedValue) return undefined;
    throw error;
  }
}
