import type { Document } from 'bson';
import { cloneValue, isPlainDocument, valuesEqual } from './bson-values.js';

const HANDLED_OPERATORS = new Set(['$set', '$unset', '$inc', '$push', '$addToSet']);

interface Step {
  operator: string;
  segments: string[];
  operand: unknown;
}

/**
 * The common update shapes mongoose sends (`$set`, `$unset`, `$inc`, plain `$push`/`$addToSet`
 * with or without `$each`, on paths through documents only), applied by hand: mingo's updater
 * costs a fixed setup per call that dominates single-document updates.
 *
 * Returns whether `document` changed, or `undefined` (document untouched) when the update is
 * outside these shapes and must go through mingo.
 */
export function applySimpleModifier(document: Document, modifier: Document): boolean | undefined {
  const steps: Step[] = [];
  for (const [operator, fields] of Object.entries(modifier)) {
    if (!HANDLED_OPERATORS.has(operator) || !isPlainDocument(fields)) return undefined;
    for (const [path, operand] of Object.entries(fields)) {
      const segments = path.split('.');
      if (
        segments.some(
          (segment) => segment === '' || segment.startsWith('$') || /^\d+$/.test(segment),
        )
      )
        return undefined;
      steps.push({ operator, segments, operand });
    }
  }
  if (!stepsAreIndependent(steps)) return undefined;
  for (const step of steps) if (!canApply(document, step)) return undefined;
  let modified = false;
  for (const step of steps) modified = applyStep(document, step) || modified;
  return modified;
}

/** No path equal to, or a prefix of, another (mongod refuses such conflicts; mingo reports them). */
function stepsAreIndependent(steps: Step[]): boolean {
  const paths = steps.map((step) => step.segments.join('.')).sort();
  for (let i = 1; i < paths.length; i += 1) {
    const previous = paths[i - 1] as string;
    const current = paths[i] as string;
    if (current === previous || current.startsWith(`${previous}.`)) return false;
  }
  return true;
}

/** The parent document of the step's last segment, if every step on the way is a document. */
function existingParent(document: Document, segments: string[]): Document | null | undefined {
  let current: Document = document;
  for (let i = 0; i < segments.length - 1; i += 1) {
    const next = current[segments[i] as string];
    if (next === undefined) return null; // will be created
    if (!isPlainDocument(next)) return undefined; // array or scalar on the way: not handled here
    current = next;
  }
  return current;
}

function eachItems(operand: unknown): unknown[] | undefined {
  if (!isPlainDocument(operand)) return [operand];
  const keys = Object.keys(operand);
  if (keys.length === 0 || !keys.some((key) => key.startsWith('$'))) return [operand];
  if (keys.length === 1 && keys[0] === '$each' && Array.isArray(operand.$each))
    return operand.$each as unknown[];
  return undefined; // $slice, $sort, $position…
}

function canApply(document: Document, step: Step): boolean {
  const parent = existingParent(document, step.segments);
  if (parent === undefined) return false;
  const current =
    parent === null ? undefined : parent[step.segments[step.segments.length - 1] as string];
  switch (step.operator) {
    case '$inc':
      return (
        typeof step.operand === 'number' && (current === undefined || typeof current === 'number')
      );
    case '$push':
    case '$addToSet':
      return (
        eachItems(step.operand) !== undefined && (current === undefined || Array.isArray(current))
      );
    default:
      return true;
  }
}

function parentFor(document: Document, segments: string[], create: boolean): Document | undefined {
  let current: Document = document;
  for (let i = 0; i < segments.length - 1; i += 1) {
    const key = segments[i] as string;
    if (current[key] === undefined) {
      if (!create) return undefined;
      current[key] = {};
    }
    current = current[key] as Document;
  }
  return current;
}

function applyStep(document: Document, step: Step): boolean {
  const key = step.segments[step.segments.length - 1] as string;
  if (step.operator === '$unset') {
    const parent = parentFor(document, step.segments, false);
    if (!parent || !(key in parent)) return false;
    delete parent[key];
    return true;
  }
  const parent = parentFor(document, step.segments, true) as Document;
  const current = parent[key];
  switch (step.operator) {
    case '$set':
      if (key in parent && sameValue(current, step.operand)) return false;
      parent[key] = cloneValue(step.operand);
      return true;
    case '$inc': {
      const amount = step.operand as number;
      if (current === undefined) {
        parent[key] = amount;
        return true;
      }
      if (amount === 0) return false;
      parent[key] = (current as number) + amount;
      return true;
    }
    default: {
      const items = eachItems(step.operand) as unknown[];
      const list = Array.isArray(current) ? current : [];
      let changed = current === undefined;
      for (const item of items) {
        if (step.operator === '$addToSet' && list.some((existing) => sameValue(existing, item)))
          continue;
        list.push(cloneValue(item));
        changed = true;
      }
      if (current === undefined) parent[key] = list;
      return changed;
    }
  }
}

/** Equal value and same kind of value (a number replacing a string of the same text is a change). */
function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a !== typeof b) return false;
  return valuesEqual(a, b);
}
