/*
 * Resdex's keyword queries (docs/product/resume-search-resdex.md#keywords, ADR 012): words,
 * "quoted phrases", AND, OR, NOT and brackets. Zod-free, so the recruiter's form checks a query
 * with the same parser the BFF searches with.
 *
 * Grammar (NOT binds tightest, then AND, then OR; words side by side are ANDed):
 *   query   := or
 *   or      := and ("OR" and)*
 *   and     := unary (["AND"] unary)*
 *   unary   := "NOT" unary | primary
 *   primary := "(" or ")" | word | '"' phrase '"'
 * Operators are the upper-case words AND, OR, NOT; in lower case they are keywords like any other.
 */

export type KeywordNode =
  | { type: 'term'; text: string }
  | { type: 'and'; children: KeywordNode[] }
  | { type: 'or'; children: KeywordNode[] }
  | { type: 'not'; child: KeywordNode };

export type KeywordParse = { ok: true; query: KeywordNode | null } | { ok: false; error: string };

/** The most characters of a keyword query, terms in it and brackets inside each other. */
export const KEYWORD_LIMITS = { length: 500, terms: 40, depth: 10 } as const;

export const KEYWORD_TEXTS = {
  unclosedQuote: 'Close the quotes: a phrase has no closing "',
  emptyPhrase: 'Put a word between the quotes',
  unclosedBracket: 'Close the bracket: a "(" has no matching ")"',
  unopenedBracket: 'A ")" has no matching "("',
  emptyBrackets: 'Put a keyword between the brackets',
  missingOperand: (operator: string) => `Put a keyword after ${operator}`,
  missingLeft: (operator: string) => `Put a keyword before ${operator}`,
  tooManyTerms: `Use at most ${KEYWORD_LIMITS.terms} keywords`,
  tooDeep: `Use at most ${KEYWORD_LIMITS.depth} brackets inside each other`,
} as const;

type Token =
  | { kind: 'word'; text: string }
  | { kind: 'phrase'; text: string }
  | { kind: 'op'; op: 'AND' | 'OR' | 'NOT' }
  | { kind: 'open' }
  | { kind: 'close' };

class KeywordError extends Error {}

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const char = input[i]!;
    if (/\s/.test(char)) {
      i += 1;
    } else if (char === '(') {
      tokens.push({ kind: 'open' });
      i += 1;
    } else if (char === ')') {
      tokens.push({ kind: 'close' });
      i += 1;
    } else if (char === '"') {
      const end = input.indexOf('"', i + 1);
      if (end === -1) throw new KeywordError(KEYWORD_TEXTS.unclosedQuote);
      const text = input
        .slice(i + 1, end)
        .trim()
        .replace(/\s+/g, ' ');
      if (text === '') throw new KeywordError(KEYWORD_TEXTS.emptyPhrase);
      tokens.push({ kind: 'phrase', text });
      i = end + 1;
    } else {
      let end = i;
      while (end < input.length && !/[\s()"]/.test(input[end]!)) end += 1;
      const text = input.slice(i, end);
      if (text === 'AND' || text === 'OR' || text === 'NOT') tokens.push({ kind: 'op', op: text });
      else tokens.push({ kind: 'word', text });
      i = end;
    }
  }
  return tokens;
}

/** Flattens nested nodes of the same kind: (a AND (b AND c)) is one AND of three. */
function joined(type: 'and' | 'or', children: KeywordNode[]): KeywordNode {
  if (children.length === 1) return children[0]!;
  return {
    type,
    children: children.flatMap((child) => (child.type === type ? child.children : [child])),
  };
}

function parseTokens(tokens: Token[]): KeywordNode | null {
  let at = 0;
  let terms = 0;
  const peek = () => tokens[at];
  const startsUnary = (token: Token | undefined) =>
    token !== undefined &&
    (token.kind === 'word' ||
      token.kind === 'phrase' ||
      token.kind === 'open' ||
      (token.kind === 'op' && token.op === 'NOT'));

  function or(depth: number): KeywordNode {
    const children = [and(depth)];
    while (peek()?.kind === 'op' && (peek() as { op: string }).op === 'OR') {
      at += 1;
      if (!startsUnary(peek())) throw new KeywordError(KEYWORD_TEXTS.missingOperand('OR'));
      children.push(and(depth));
    }
    return joined('or', children);
  }

  function and(depth: number): KeywordNode {
    const children = [unary(depth)];
    for (;;) {
      const next = peek();
      if (next?.kind === 'op' && next.op === 'AND') {
        at += 1;
        if (!startsUnary(peek())) throw new KeywordError(KEYWORD_TEXTS.missingOperand('AND'));
        children.push(unary(depth));
      } else if (startsUnary(next)) {
        children.push(unary(depth));
      } else {
        return joined('and', children);
      }
    }
  }

  function unary(depth: number): KeywordNode {
    const token = peek();
    if (token?.kind === 'op' && token.op === 'NOT') {
      at += 1;
      if (!startsUnary(peek())) throw new KeywordError(KEYWORD_TEXTS.missingOperand('NOT'));
      const child = unary(depth);
      // NOT NOT x is x.
      return child.type === 'not' ? child.child : { type: 'not', child };
    }
    return primary(depth);
  }

  function primary(depth: number): KeywordNode {
    const token = peek();
    if (token === undefined) throw new KeywordError(KEYWORD_TEXTS.unclosedBracket);
    if (token.kind === 'word' || token.kind === 'phrase') {
      at += 1;
      terms += 1;
      if (terms > KEYWORD_LIMITS.terms) throw new KeywordError(KEYWORD_TEXTS.tooManyTerms);
      return { type: 'term', text: token.text };
    }
    if (token.kind === 'open') {
      if (depth >= KEYWORD_LIMITS.depth) throw new KeywordError(KEYWORD_TEXTS.tooDeep);
      at += 1;
      if (peek()?.kind === 'close') throw new KeywordError(KEYWORD_TEXTS.emptyBrackets);
      if (peek() === undefined) throw new KeywordError(KEYWORD_TEXTS.unclosedBracket);
      const inner = or(depth + 1);
      if (peek()?.kind !== 'close') throw new KeywordError(KEYWORD_TEXTS.unclosedBracket);
      at += 1;
      return inner;
    }
    if (token.kind === 'close') throw new KeywordError(KEYWORD_TEXTS.unopenedBracket);
    throw new KeywordError(KEYWORD_TEXTS.missingLeft(token.op));
  }

  if (tokens.length === 0) return null;
  const query = or(0);
  const rest = peek();
  if (rest !== undefined) {
    if (rest.kind === 'close') throw new KeywordError(KEYWORD_TEXTS.unopenedBracket);
    throw new KeywordError(KEYWORD_TEXTS.missingOperand((rest as { op: string }).op));
  }
  return query;
}

/** A keyword query as its tree (null when it has no keyword), or the first problem in words. */
export function parseKeywordQuery(input: string): KeywordParse {
  try {
    return { ok: true, query: parseTokens(tokenize(input)) };
  } catch (error) {
    if (error instanceof KeywordError) return { ok: false, error: error.message };
    throw error;
  }
}

/**
 * Words and phrases, any one of which may match (the "any" and "exclude" boxes): an OR of every
 * term; operators and brackets in them are dropped.
 */
export function parseKeywordList(input: string): KeywordParse {
  // Commas separate words as spaces do ("react, node").
  const parsed = parseKeywordQuery(input.replace(/,/g, ' '));
  if (!parsed.ok || parsed.query === null) return parsed;
  const terms = keywordTerms(parsed.query);
  return {
    ok: true,
    query: joined(
      'or',
      terms.map((text) => ({ type: 'term', text })),
    ),
  };
}

/** The distinct terms a query asks for (not those under NOT), lower-cased: what relevance counts. */
export function positiveTerms(node: KeywordNode | null, negated = false): string[] {
  if (node === null) return [];
  const out = new Set<string>();
  const walk = (current: KeywordNode, under: boolean) => {
    if (current.type === 'term') {
      if (!under) out.add(current.text.toLowerCase());
    } else if (current.type === 'not') walk(current.child, !under);
    else current.children.forEach((child) => walk(child, under));
  };
  walk(node, negated);
  return [...out];
}

/** Every term of a query, in order, once each (case-insensitively). */
export function keywordTerms(node: KeywordNode): string[] {
  const seen = new Map<string, string>();
  const walk = (current: KeywordNode) => {
    if (current.type === 'term') {
      if (!seen.has(current.text.toLowerCase())) seen.set(current.text.toLowerCase(), current.text);
    } else if (current.type === 'not') walk(current.child);
    else current.children.forEach(walk);
  };
  walk(node);
  return [...seen.values()];
}

/** A query tree written back as a query: parsing it gives the same tree. */
export function formatKeywordQuery(node: KeywordNode): string {
  switch (node.type) {
    case 'term':
      return /[\s()"]/.test(node.text) || /^(AND|OR|NOT)$/.test(node.text)
        ? `"${node.text}"`
        : node.text;
    case 'not':
      return `NOT ${node.child.type === 'term' || node.child.type === 'not' ? formatKeywordQuery(node.child) : `(${formatKeywordQuery(node.child)})`}`;
    case 'and':
      return node.children
        .map((child) =>
          child.type === 'or' ? `(${formatKeywordQuery(child)})` : formatKeywordQuery(child),
        )
        .join(' AND ');
    case 'or':
      return node.children.map(formatKeywordQuery).join(' OR ');
  }
}
