import type { Document } from 'bson';
import { compareValues, isPlainDocument } from './bson-values.js';

/*
 * Aggregation expressions evaluated natively (the common arithmetic, comparison, conditional,
 * string, array and set operators, `$let`, `$map`, `$meta`), for stages that compute a value per
 * document (`$addFields` before a `$sort`: computed-sort.ts). A shape outside this subset does not
 * compile; a value outside what an operator handles here (a date in `$add`, a division by zero, a
 * non-array in `$size` …) throws `UnsupportedValue` while running, and the caller runs the stage
 * on mingo instead, which answers as before (errors included).
 */

/** Thrown while evaluating when a value is outside what the native operators handle. */
export class UnsupportedValue extends Error {}

export interface Scope {
  /** `$$ROOT` and `$$CURRENT`: the document the stage is computing for. */
  root: Document;
  /** The text score of `root` (`{ $meta: 'textScore' }`), if it has one. */
  textScore: number | undefined;
  /** `$let`/`$map` variables: each binding a new object over the outer one (its prototype). */
  variables: Record<string, unknown>;
}

/** An evaluator; a constant one (a literal) also carries its value, for operators to use once. */
export type Evaluate = ((scope: Scope) => unknown) & {
  constant?: { value: unknown };
  /** A set operator's result as a set (`$size` counts it without making the array). */
  set?: (scope: Scope) => Set<unknown> | null;
};

function constant(value: unknown): Evaluate {
  const evaluate: Evaluate = () => value;
  evaluate.constant = { value };
  return evaluate;
}

const unsupported = (): never => {
  throw new UnsupportedValue();
};

/** `$a.b.c` as mongod reads a field path in an expression: through arrays, element by element. */
function readPath(value: unknown, parts: string[], from = 0): unknown {
  let current = value;
  for (let i = from; i < parts.length; i += 1) {
    if (Array.isArray(current)) {
      const out: unknown[] = [];
      for (const element of current) {
        if (!isPlainDocument(element) && !Array.isArray(element)) continue;
        const inner = readPath(element, parts, i);
        if (inner !== undefined) out.push(inner);
      }
      return out;
    }
    if (!isPlainDocument(current)) return undefined;
    current = current[parts[i] as string];
  }
  return current;
}

const isNullish = (value: unknown): boolean => value === null || value === undefined;

/** mongod's truthiness: false, null, missing and 0 are false. */
const truthy = (value: unknown): boolean =>
  !(value === false || value === null || value === undefined || value === 0);

function numbers(values: unknown[]): number[] | null {
  const out: number[] = [];
  for (const value of values) {
    if (isNullish(value)) return null;
    if (typeof value !== 'number') return unsupported();
    out.push(value);
  }
  return out;
}

/**
 * Set members as mongod compares them, for the values handled here: strings, numbers (1 and 1.0
 * alike), booleans and null, each its own key (a Map tells "1" from 1); other values are not.
 */
function asSet(value: unknown): Set<unknown> | null {
  if (isNullish(value)) return null;
  if (!Array.isArray(value)) return unsupported();
  const set = new Set<unknown>();
  for (const item of value) {
    const type = typeof item;
    if (type !== 'string' && type !== 'number' && type !== 'boolean' && item !== null)
      return unsupported();
    set.add(item);
  }
  return set;
}

type Compiler = (operand: unknown) => Evaluate | undefined;

function compileArgs(operand: unknown, count?: number): Evaluate[] | undefined {
  const items = Array.isArray(operand) ? operand : [operand];
  if (count !== undefined && items.length !== count) return undefined;
  const compiled = items.map((item) => compileExpression(item));
  return compiled.every((item) => item !== undefined) ? (compiled as Evaluate[]) : undefined;
}

function arithmetic(apply: (values: number[]) => number, arity?: number): Compiler {
  return (operand) => {
    const args = compileArgs(operand, arity);
    return (
      args &&
      ((scope) => {
        const values = numbers(args.map((arg) => arg(scope)));
        return values === null ? null : apply(values);
      })
    );
  };
}

function comparison(test: (order: number) => boolean): Compiler {
  return (operand) => {
    const args = compileArgs(operand, 2);
    if (!args) return undefined;
    const [left, right] = args as [Evaluate, Evaluate];
    return (scope) => {
      const a = left(scope);
      const b = right(scope);
      // null and missing operands are left to mingo (its answers there are the engine's)
      if (isNullish(a) || isNullish(b)) return unsupported();
      return test(compareValues(a, b));
    };
  };
}

function setOperator(
  combine: (sets: Array<Set<unknown>>) => Set<unknown>,
  intersection = false,
): Compiler {
  return (operand) => {
    const args = compileArgs(operand);
    if (!args) return undefined;
    // a literal array is made a set once, not per document
    let constants: Array<Set<unknown> | null | undefined>;
    try {
      constants = args.map((arg) => (arg.constant ? asSet(arg.constant.value) : undefined));
    } catch (error) {
      if (error instanceof UnsupportedValue) return undefined;
      throw error;
    }
    const setsOf = (scope: Scope): Set<unknown> | null => {
      const sets: Array<Set<unknown>> = [];
      for (let i = 0; i < args.length; i += 1) {
        const known = constants[i];
        const set = known === undefined ? asSet((args[i] as Evaluate)(scope)) : known;
        if (set === null) return null;
        sets.push(set);
      }
      return combine(sets);
    };
    const fixed = constants.findIndex((set) => set);
    const other = args[1 - fixed];
    const asSetOf =
      intersection && args.length === 2 && fixed >= 0 && other && !other.constant
        ? // one side a literal (a seeker's skills): keep the other side's members found in it
          (scope: Scope): Set<unknown> | null => {
            const known = constants[fixed] as Set<unknown>;
            const value = other(scope);
            if (isNullish(value)) return null;
            if (!Array.isArray(value)) return unsupported();
            const out = new Set<unknown>();
            for (const item of value) {
              const type = typeof item;
              if (type !== 'string' && type !== 'number' && type !== 'boolean' && item !== null)
                return unsupported();
              if (known.has(item)) out.add(item);
            }
            return out;
          }
        : setsOf;
    const evaluate: Evaluate = (scope) => {
      const set = asSetOf(scope);
      return set === null ? null : [...set];
    };
    evaluate.set = asSetOf;
    return evaluate;
  };
}

/** `$max`/`$min` over a list of expressions: null and missing values skipped; null if none. */
function extremum(sign: 1 | -1): Compiler {
  return (operand) => {
    if (!Array.isArray(operand) || operand.length < 2) return undefined;
    const args = compileArgs(operand);
    return (
      args &&
      ((scope) => {
        let best: unknown = null;
        for (const arg of args) {
          const value = arg(scope);
          if (isNullish(value)) continue;
          if (Array.isArray(value)) return unsupported();
          if (best === null || sign * compareValues(value, best) > 0) best = value;
        }
        return best;
      })
    );
  };
}

const OPERATORS: Record<string, Compiler> = {
  $max: extremum(1),
  $min: extremum(-1),
  $literal: (operand) => constant(operand),
  $meta: (operand) => (operand === 'textScore' ? (scope) => scope.textScore : undefined),
  $add: arithmetic((values) => values.reduce((sum, value) => sum + value, 0)),
  $multiply: arithmetic((values) => values.reduce((product, value) => product * value, 1)),
  $subtract: arithmetic(([a, b]) => (a as number) - (b as number), 2),
  $divide: arithmetic(([a, b]) => (b === 0 ? unsupported() : (a as number) / (b as number)), 2),
  $gt: comparison((order) => order > 0),
  $gte: comparison((order) => order >= 0),
  $lt: comparison((order) => order < 0),
  $lte: comparison((order) => order <= 0),
  $eq: comparison((order) => order === 0),
  $ne: comparison((order) => order !== 0),
  $and: (operand) => {
    const args = compileArgs(operand);
    return args && ((scope) => args.every((arg) => truthy(arg(scope))));
  },
  $or: (operand) => {
    const args = compileArgs(operand);
    return args && ((scope) => args.some((arg) => truthy(arg(scope))));
  },
  $not: (operand) => {
    const args = compileArgs(operand, 1);
    return args && ((scope) => !truthy((args[0] as Evaluate)(scope)));
  },
  $cond: (operand) => {
    const parts = isPlainDocument(operand)
      ? Object.keys(operand).length === 3
        ? [operand.if, operand.then, operand.else]
        : undefined
      : operand;
    const args = Array.isArray(parts) ? compileArgs(parts, 3) : undefined;
    if (!args) return undefined;
    const [test, then, otherwise] = args as [Evaluate, Evaluate, Evaluate];
    return (scope) => (truthy(test(scope)) ? then(scope) : otherwise(scope));
  },
  $ifNull: (operand) => {
    const args = Array.isArray(operand) && operand.length >= 2 ? compileArgs(operand) : undefined;
    return (
      args &&
      ((scope) => {
        for (let i = 0; i < args.length - 1; i += 1) {
          const value = (args[i] as Evaluate)(scope);
          if (!isNullish(value)) return value;
        }
        return (args[args.length - 1] as Evaluate)(scope);
      })
    );
  },
  $size: (operand) => {
    const args = compileArgs(operand, 1);
    if (!args) return undefined;
    const set = (args[0] as Evaluate).set;
    // `$size` of null is an error (as of any non-array): left to mingo
    if (set) return (scope) => set(scope)?.size ?? unsupported();
    return (scope) => {
      const value = (args[0] as Evaluate)(scope);
      return Array.isArray(value) ? value.length : unsupported();
    };
  },
  $toLower: (operand) => {
    const args = compileArgs(operand, 1);
    return (
      args &&
      ((scope) => {
        const value = (args[0] as Evaluate)(scope);
        if (isNullish(value)) return '';
        return typeof value === 'string' ? value.toLowerCase() : unsupported();
      })
    );
  },
  $trim: (operand) => {
    if (!isPlainDocument(operand) || Object.keys(operand).join() !== 'input') return undefined;
    const input = compileExpression(operand.input);
    return (
      input &&
      ((scope) => {
        const value = input(scope);
        if (isNullish(value)) return null;
        // mongod trims whitespace characters; String.prototype.trim's set is close to it
        return typeof value === 'string' ? value.trim() : unsupported();
      })
    );
  },
  $setIntersection: setOperator((sets) => {
    const [first, ...others] = sets;
    const out = new Set<unknown>();
    for (const value of first ?? []) if (others.every((set) => set.has(value))) out.add(value);
    return out;
  }, true),
  $setUnion: setOperator((sets) => {
    if (sets.length === 1) return sets[0] as Set<unknown>;
    const out = new Set<unknown>();
    for (const set of sets) for (const value of set) out.add(value);
    return out;
  }),
  $let: (operand) => {
    if (!isPlainDocument(operand) || !isPlainDocument(operand.vars)) return undefined;
    const names = Object.keys(operand.vars);
    const values = compileArgs(names.map((name) => (operand.vars as Document)[name]));
    const body = compileExpression(operand.in);
    if (!values || !body || names.some((name) => !/^[a-z_]\w*$/.test(name))) return undefined;
    return (scope) => {
      const variables = Object.create(scope.variables) as Record<string, unknown>;
      for (let i = 0; i < names.length; i += 1)
        variables[names[i] as string] = (values[i] as Evaluate)(scope);
      return body({ root: scope.root, textScore: scope.textScore, variables });
    };
  },
  $map: (operand) => {
    if (!isPlainDocument(operand)) return undefined;
    const name = operand.as ?? 'this';
    const input = compileExpression(operand.input);
    const body = compileExpression(operand.in);
    if (!input || !body || typeof name !== 'string' || !/^[a-z_]\w*$/.test(name)) return undefined;
    return (scope) => {
      const items = input(scope);
      if (isNullish(items)) return null;
      if (!Array.isArray(items)) return unsupported();
      const variables = Object.create(scope.variables) as Record<string, unknown>;
      const inner = { root: scope.root, textScore: scope.textScore, variables };
      return items.map((item) => {
        variables[name] = item;
        return body(inner);
      });
    };
  },
};

/** A native evaluator of `expression`, or undefined when its shape is outside the subset. */
export function compileExpression(expression: unknown): Evaluate | undefined {
  if (typeof expression === 'string') {
    if (!expression.startsWith('$')) return constant(expression);
    if (expression.startsWith('$$')) {
      const [name = '', ...parts] = expression.slice(2).split('.');
      if (name === 'ROOT' || name === 'CURRENT')
        return (scope) => (parts.length === 0 ? scope.root : readPath(scope.root, parts));
      if (!/^[a-z_]\w*$/.test(name)) return undefined;
      return (scope) => {
        if (!(name in scope.variables)) return unsupported();
        return readPath(scope.variables[name], parts);
      };
    }
    const parts = expression.slice(1).split('.');
    if (parts.some((part) => part.length === 0 || part.startsWith('$'))) return undefined;
    if (parts.length === 1) {
      const field = parts[0] as string;
      return (scope) => scope.root[field];
    }
    return (scope) => readPath(scope.root, parts);
  }
  if (Array.isArray(expression)) {
    const items = compileArgs(expression);
    return items && ((scope) => items.map((item) => item(scope)));
  }
  if (isPlainDocument(expression)) {
    const keys = Object.keys(expression);
    if (keys.length === 1 && keys[0]?.startsWith('$')) {
      const compiler = OPERATORS[keys[0]];
      return compiler?.(expression[keys[0]]);
    }
    if (keys.some((key) => key.startsWith('$') || key.includes('.') || key.length === 0))
      return undefined;
    const fields = keys.map((key) => [key, compileExpression(expression[key])] as const);
    if (fields.some(([, value]) => value === undefined)) return undefined;
    return (scope) => {
      const out: Document = {};
      for (const [key, value] of fields) {
        const computed = (value as Evaluate)(scope);
        if (computed !== undefined) out[key] = computed;
      }
      return out;
    };
  }
  if (expression === undefined) return undefined;
  // numbers, booleans, null, dates, ObjectIds…: constants
  return constant(expression);
}
