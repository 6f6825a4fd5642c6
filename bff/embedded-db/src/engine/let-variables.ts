import type { Document } from 'bson';
import * as expressionOperators from 'mingo/operators/expression';
import { $replaceWith } from 'mingo/operators/pipeline';
import { Aggregator } from 'mingo/aggregator';
import { Context } from 'mingo/core';
import { isPlainDocument } from './bson-values.js';
import { CommandError } from './command-error.js';

const LET_CONTEXT = Context.init({
  expression: expressionOperators,
  pipeline: { $replaceWith },
} as unknown as Parameters<typeof Context.init>[0]);

/**
 * A command's `let` (find, aggregate, update, delete, findAndModify; mongod 5.0+), as mongod
 * takes it (docs/decisions/008-embedded-database.md, "Conformance"): each name must be a user
 * variable name (a lowercase ASCII letter or a non-ASCII character first, then letters, digits,
 * `_` or non-ASCII), each value an expression evaluated once, before any document is read
 * (`$$NOW` is the command's time; `{ $literal: '$$x' }` keeps a dollar string).
 */
export function evaluateLet(spec: unknown): Document | undefined {
  if (spec === undefined || spec === null) return undefined;
  if (!isPlainDocument(spec))
    throw new CommandError(
      14,
      'TypeMismatch',
      `BSON field 'let' is the wrong type '${
        Array.isArray(spec) ? 'array' : typeof spec
      }', expected type 'object'`,
    );
  for (const name of Object.keys(spec)) validateUserVariableName(name);
  if (Object.keys(spec).length === 0) return undefined;
  try {
    const [values] = new Aggregator([{ $replaceWith: spec }], { context: LET_CONTEXT }).run([
      {},
    ]) as Document[];
    return values ?? {};
  } catch (error) {
    throw new CommandError(
      17276,
      'Location17276',
      error instanceof Error ? error.message : String(error),
    );
  }
}

/** mongod's rule for a name a user may bind (`Variables::validateNameForUserWrite`). */
export function validateUserVariableName(name: string): void {
  if (name.length === 0)
    throw new CommandError(16866, 'Location16866', 'empty variable names are not allowed');
  const nonAscii = (char: string) => char.charCodeAt(0) >= 0x80;
  const first = name[0] as string;
  if (!(/[a-z]/.test(first) || nonAscii(first)))
    throw new CommandError(
      16867,
      'Location16867',
      `'${name}' starts with an invalid character for a user variable name`,
    );
  for (const char of name.slice(1)) {
    if (!(/[A-Za-z0-9_]/.test(char) || nonAscii(char)))
      throw new CommandError(
        16868,
        'Location16868',
        `'${name}' contains an invalid character for a variable name: '${char}'`,
      );
  }
}

/**
 * The filter with the command's variables bound inside every `$expr` (at the top level and under
 * `$and`/`$or`/`$nor`, the only places mongod evaluates aggregation expressions in a query):
 * `{ $expr: E }` becomes `{ $expr: { $let: { vars, in: E } } }` with each value a `$literal`.
 */
export function bindFilterVariables<T extends Document | undefined>(
  filter: T,
  variables: Document | undefined,
): T {
  if (!filter || !variables) return filter;
  const vars: Document = {};
  for (const [name, value] of Object.entries(variables)) vars[name] = { $literal: value };
  const bind = (clause: Document): Document => {
    let bound: Document | undefined;
    for (const [key, value] of Object.entries(clause)) {
      let next: unknown = value;
      if (key === '$expr') next = { $let: { vars, in: value } };
      else if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(value))
        next = value.map((item: unknown) => (isPlainDocument(item) ? bind(item) : item));
      if (next !== value) {
        bound ??= { ...clause };
        bound[key] = next;
      }
    }
    return bound ?? clause;
  };
  return bind(filter) as T;
}
