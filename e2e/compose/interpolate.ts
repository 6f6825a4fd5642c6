/**
 * Variable interpolation as the Compose Specification defines it (12-interpolation.md):
 * `$VAR`, `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?error}`, `${VAR?error}`,
 * `${VAR:+replacement}`, `${VAR+replacement}`, nesting inside the operand
 * (`${A:-${B:-x}}`) and `$$` for a literal dollar. Applied to values, never to keys, before the
 * file is validated — which is what `docker compose config` does.
 */
export type Environment = Readonly<Record<string, string | undefined>>;

export class MissingVariableError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message || `required variable ${variable} is missing a value`);
    this.name = 'MissingVariableError';
  }
}

const NAME = /^[_a-zA-Z][_a-zA-Z0-9]*/;
const OPERATORS = [':-', ':?', ':+', '-', '?', '+'] as const;

/** Index of the `}` that closes a `${` whose body starts at `from`, honouring nested `${…}`. */
function closingBrace(input: string, from: number): number {
  let depth = 1;
  for (let i = from; i < input.length; i++) {
    if (input[i] === '$' && input[i + 1] === '$') {
      i++;
    } else if (input[i] === '$' && input[i + 1] === '{') {
      depth++;
      i++;
    } else if (input[i] === '}' && --depth === 0) {
      return i;
    }
  }
  throw new SyntaxError(`unclosed "\${" in ${JSON.stringify(input)}`);
}

function braced(input: string, start: number, env: Environment): { value: string; end: number } {
  const close = closingBrace(input, start);
  const body = input.slice(start, close);
  const name = NAME.exec(body)?.[0];
  if (!name) throw new SyntaxError(`invalid interpolation format for ${JSON.stringify(input)}`);
  const rest = body.slice(name.length);
  const value = env[name];
  const isSet = value !== undefined;
  const isSetAndNonEmpty = isSet && value !== '';
  if (rest === '') return { value: value ?? '', end: close + 1 };

  const operator = OPERATORS.find((op) => rest.startsWith(op));
  if (!operator) throw new SyntaxError(`invalid interpolation format for ${JSON.stringify(input)}`);
  const operand = () => interpolate(rest.slice(operator.length), env);
  let result: string;
  switch (operator) {
    case ':-':
      result = isSetAndNonEmpty ? value : operand();
      break;
    case '-':
      result = isSet ? value : operand();
      break;
    case ':?':
      if (!isSetAndNonEmpty) throw new MissingVariableError(name, operand());
      result = value;
      break;
    case '?':
      if (!isSet) throw new MissingVariableError(name, operand());
      result = value;
      break;
    case ':+':
      result = isSetAndNonEmpty ? operand() : '';
      break;
    case '+':
      result = isSet ? operand() : '';
      break;
  }
  return { value: result, end: close + 1 };
}

/** Interpolates one string value. */
export function interpolate(input: string, env: Environment): string {
  let output = '';
  let i = 0;
  while (i < input.length) {
    const char = input[i]!;
    if (char !== '$') {
      output += char;
      i++;
      continue;
    }
    const next = input[i + 1];
    if (next === '$') {
      output += '$';
      i += 2;
    } else if (next === '{') {
      const { value, end } = braced(input, i + 2, env);
      output += value;
      i = end;
    } else {
      const name = NAME.exec(input.slice(i + 1))?.[0];
      if (name) {
        output += env[name] ?? '';
        i += 1 + name.length;
      } else {
        output += char;
        i++;
      }
    }
  }
  return output;
}

/** Interpolates every string value (not key) of a parsed Compose document. */
export function interpolateDocument<T>(document: T, env: Environment): T {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return interpolate(node, env);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]));
    }
    return node;
  };
  return walk(document) as T;
}
