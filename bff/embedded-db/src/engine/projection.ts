import type { Document } from 'bson';
import { find } from 'mingo';
import { cloneDocument, isPlainDocument } from './bson-values.js';
import { CommandError, ErrorCodes } from './command-error.js';

export type Projector = (document: Document) => Document;

/**
 * Compiles a projection once per command. Plain inclusion (`{ a: 1, 'b.c': 1 }`) and exclusion
 * (`{ a: 0 }`) projections are done by hand; operators (`$slice`, `$elemMatch`, expressions)
 * go through mingo. The stored document is never touched: the result is a new document that
 * may share unchanged values with it, so it is for serializing only, never for mutating.
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
    return (document) => without(document, [['_id']], 0);
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
  const excluded = includeId ? paths : [['_id'], ...paths];
  return (document) => without(document, excluded, 0);
}

/** Copies the fields at `paths` (split dotted paths) from `source` into `target`, in source order. */
function include(source: Document, target: Document, paths: string[][]): void {
  for (const key of Object.keys(source)) {
    const matching = paths.filter((path) => path[0] === key);
    if (matching.length === 0) continue;
    const value = source[key];
    if (matching.some((path) => path.length === 1)) {
      target[key] = value;
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

/**
 * `document` without the fields at `paths` (split dotted paths, compared from `depth`): a new
 * document; only the documents and arrays on an excluded path are copied, the rest is shared.
 * Arrays on the way apply the rest of the path to each element, as MongoDB does.
 */
function without(document: Document, paths: string[][], depth: number): Document {
  const out: Document = {};
  for (const key of Object.keys(document)) {
    const value = document[key];
    const matching = paths.filter((path) => path[depth] === key);
    if (matching.length === 0) out[key] = value;
    else if (!matching.some((path) => path.length === depth + 1))
      out[key] = withoutNested(value, matching, depth + 1);
  }
  return out;
}

function withoutNested(value: unknown, paths: string[][], depth: number): unknown {
  if (Array.isArray(value)) return value.map((element) => withoutNested(element, paths, depth));
  return isPlainDocument(value) ? without(value, paths, depth) : value;
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
