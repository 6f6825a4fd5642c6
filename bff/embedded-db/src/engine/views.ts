import type { Document } from 'bson';
import { isPlainDocument } from './bson-values.js';
import { CommandError, ErrorCodes } from './command-error.js';
import type { Collection } from './collection.js';

/**
 * Read-only views (docs/decisions/008-embedded-mongodb-compatible-database.md, "Conformance"): a view is stored
 * like a collection whose options hold `viewOn` and `pipeline`; it never holds documents. Reads
 * run the view's pipeline (and those of the views it is defined on) over the source collection.
 */
export function isView(collection: Collection | undefined): boolean {
  return typeof collection?.options.viewOn === 'string';
}

/** mongod's refusal of a write, an index or another collection-only command on a view. */
export function viewRefusal(database: string, name: string): CommandError {
  return new CommandError(
    ErrorCodes.CommandNotSupportedOnView,
    'CommandNotSupportedOnView',
    `Namespace ${database}.${name} is a view, not a collection`,
  );
}

export interface ResolvedView {
  /** The collection at the end of the chain of views. */
  source: string;
  /** The pipelines of the chain, innermost first: what runs on the source before the request. */
  pipeline: Document[];
}

/** The source collection and pipeline behind a view; `undefined` when `name` is not a view. */
export function resolveView(
  lookup: (name: string) => Collection | undefined,
  name: string,
): ResolvedView | undefined {
  let current = lookup(name);
  if (!isView(current)) return undefined;
  const pipelines: Document[][] = [];
  let source = name;
  // mongod caps view depth at 20 (ViewGraph::kMaxViewDepth); a cycle cannot be created.
  for (let depth = 0; current && isView(current); depth += 1) {
    if (depth >= 20)
      throw new CommandError(
        ErrorCodes.ViewDepthLimitExceeded,
        'ViewDepthLimitExceeded',
        `View depth too deep or view cycle detected; maximum depth is 20`,
      );
    pipelines.unshift((current.options.pipeline as Document[] | undefined) ?? []);
    source = current.options.viewOn as string;
    current = lookup(source);
  }
  return { source, pipeline: pipelines.flat() };
}

/**
 * The options of `create` with `viewOn`, checked as mongod's command parser does: `viewOn` a
 * string, `pipeline` an array of stage documents (default empty).
 */
export function viewOptions(options: Document): Document | undefined {
  if (options.viewOn === undefined) {
    if (options.pipeline !== undefined)
      throw new CommandError(
        ErrorCodes.InvalidOptions,
        'InvalidOptions',
        "'pipeline' requires 'viewOn' to also be specified",
      );
    return undefined;
  }
  if (typeof options.viewOn !== 'string')
    throw new CommandError(
      ErrorCodes.TypeMismatch,
      'TypeMismatch',
      `BSON field 'create.viewOn' is the wrong type '${typeof options.viewOn}', expected type 'string'`,
    );
  if (options.viewOn.length === 0)
    throw new CommandError(ErrorCodes.BadValue, 'BadValue', "'viewOn' cannot be empty");
  const pipeline = options.pipeline ?? [];
  if (!Array.isArray(pipeline) || !pipeline.every(isPlainDocument))
    throw new CommandError(
      ErrorCodes.TypeMismatch,
      'TypeMismatch',
      "BSON field 'create.pipeline' is the wrong type, expected type 'array'",
    );
  for (const stage of pipeline as Document[]) {
    const stageName = Object.keys(stage)[0];
    if (stageName === '$out' || stageName === '$merge')
      throw new CommandError(
        ErrorCodes.OptionNotSupportedOnView,
        'OptionNotSupportedOnView',
        `${stageName} cannot be used in a view definition`,
      );
  }
  return { ...options, pipeline };
}
