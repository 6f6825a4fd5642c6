import type { Document } from 'bson';
import { find } from 'mingo';
import { cloneDocument, cloneValue, isPlainDocument } from './bson-values.js';
import { CommandError, ErrorCodes } from './command-error.js';

export type Projector = (document: Document) => Document;

/**
 * Compiles a projection once per command. Plain inclusion (`{ a: 1, 'b.c': 1 }`) and exclusion
 * (`{ a: 0 }`) projections are done by hand; operators (`$slice`, `$elemMatch`, expressions)
 * go through mingo. The stored document is never touched: the result is a copy.
 */
export function compileProjection(projection: Document): Projector {
  const entries = Object.entries(projection);
  const simple = entries.every(
    ([path, value]) =>
      !path.includes('$') && (typeof value === 'number' || typeof value === 'boolean'),
  );
  if (!simple) return (document) => projectWithMingo(document, projection);
  const includeId = projection._id === undefined || Boolean(projection._id);
  const fields = entries.filter(([path]) => path !== '_id');
  if (fields.length === 0) {
    if (includeId) return (document) => (document._id === undefined ? {} : { _id: document._id });
    return (document) => {
      const out = cloneDocument(document);
      delete out._id;
      return out;
    };
  }
  const inclusion = Boolean(fields[0]![1]);
  if (fields.some(([, value]) => Boolean(value) !== inclusion)) {
    throw new CommandError(
      31254,
      'Location31254',
      'Cannot do exclusion on field in inclusion projection',
    );
  }
  const paths = fields.map(([path]) => path.split('.'));
  if (inclusion) {
    return (document) => {
      const out: Document = {};
      if (includeId && document._id !== undefined) out._id = document._id;
      include(document, out, paths);
      return out;
    };
  }
  return (document) => {
    const out = cloneDocument(document);
    if (!includeId) delete out._id;
    for (const path of paths) exclude(out, path, 0);
    return out;
  };
}

/** Copies the fields at `paths` (split dotted paths) from `source` into `target`, in source order. */
function include(source: Document, target: Document, paths: string[][]): void {
  for (const key of Object.keys(source)) {
    const matching = paths.filter((path) => path[0] === key);
    if (matching.length === 0) continue;
    const value = source[key];
    if (matching.some((path) => path.length === 1)) {
      target[key] = cloneValue(value);
      continue;
    }
    const rest = matching.map((path) => path.slice(1));
    if (Array.isArray(value)) {
      const projected = value.filter(isPlainDocument).map((element) => {
        const out: Document = {};
        include(element, out, rest);
        return out;
      });
      target[key] = projected;
    } else if (isPlainDocument(value)) {
      const out: Document = {};
      include(value, out, rest);
      target[key] = out;
    }
  }
}

function exclude(target: unknown, path: string[], depth: number): void {
  if (Array.isArray(target)) {
    for (const element of target) exclude(element, path, depth);
    return;
  }
  if (!isPlainDocument(target)) return;
  const key = path[depth] as string;
  if (depth === path.length - 1) delete target[key];
  else exclude(target[key], path, depth + 1);
}

function projectWithMingo(document: Document, projection: Document): Document {
  try {
    const [projected] = find([cloneDocument(document)], {}, projection).all() as Document[];
    return projected ?? {};
  } catch (error) {
    throw new CommandError(
      ErrorCodes.BadValue,
      'BadValue',
      error instanceof Error ? error.message : String(error),
    );
  }
}

export function applyProjection(document: Document, projection: Document): Document {
  return compileProjection(projection)(document);
}
