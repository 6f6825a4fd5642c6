import type { Document } from 'bson';
import { formatDocumentForMessage, isPlainDocument, type StringComparator } from './bson-values.js';
import { CommandError, ErrorCodes } from './command-error.js';

/**
 * MongoDB collations (manual, "Collation"; docs/decisions/008-embedded-database.md) on Node's
 * full ICU through `Intl.Collator`: strength 1 → sensitivity 'base' ('case' with caseLevel),
 * 2 → 'accent', 3–5 → 'variant'; numericOrdering → numeric; caseFirst; alternate 'shifted' →
 * ignorePunctuation; backwards (French accents compared from the end) by a secondary pass over
 * the reversed strings. `{ locale: 'simple' }` or no collation: binary string order.
 */

const CASE_FIRST = new Set(['upper', 'lower', 'off']);
const ALTERNATE = new Set(['non-ignorable', 'shifted']);
const MAX_VARIABLE = new Set(['punct', 'space']);

const FIELDS = new Set([
  'locale',
  'caseLevel',
  'caseFirst',
  'strength',
  'numericOrdering',
  'alternate',
  'maxVariable',
  'normalization',
  'backwards',
  'version',
]);

function invalid(message: string): CommandError {
  return new CommandError(ErrorCodes.BadValue, 'BadValue', message);
}

function unparsable(message: string): CommandError {
  return new CommandError(ErrorCodes.FailedToParse, 'FailedToParse', message);
}

/** mongod's list of allowed values in its messages: 'a', 'b', or 'c' / 'a' or 'b'. */
function quotedChoices(allowed: readonly string[]): string {
  const quoted = allowed.map((value) => `'${value}'`);
  if (quoted.length === 2) return quoted.join(' or ');
  return `${quoted.slice(0, -1).join(', ')}, or ${quoted[quoted.length - 1] ?? ''}`;
}

/** The ICU locale id as `Intl` spells it (`en_US` → `en-US`), or undefined when ICU has no such locale. */
function intlLocale(locale: string): string | undefined {
  if (locale === '' || locale.includes('@')) return undefined;
  try {
    return Intl.Collator.supportedLocalesOf(locale.replace(/_/g, '-'))[0];
  } catch {
    return undefined;
  }
}

/**
 * Checks a command's `collation` as mongod parses it. Undefined for none or `locale: 'simple'`
 * (binary order); otherwise the collation with mongod's defaults filled in.
 */
export function parseCollation(raw: unknown): Document | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isPlainDocument(raw)) throw invalid("'collation' must be a document");
  if (typeof raw.locale !== 'string') throw invalid('Missing expected field "locale"');
  if (raw.locale === 'simple') return undefined;
  if (!intlLocale(raw.locale))
    throw invalid(`Field 'locale' is invalid in: ${formatDocumentForMessage(raw)}`);
  if (Object.keys(raw).some((field) => !FIELDS.has(field)))
    throw unparsable(
      `Collation spec contains unknown field. Collation spec: ${formatDocumentForMessage(raw)}`,
    );
  const strength = raw.strength === undefined ? 3 : Number(raw.strength);
  if (!Number.isInteger(strength) || strength < 1 || strength > 5)
    throw unparsable(
      `Field 'strength' must be an integer 1 through 5. Got: ${String(raw.strength)}`,
    );
  const choice = (field: string, allowed: Set<string>, fallback: string): string => {
    const value = raw[field] ?? fallback;
    if (typeof value !== 'string' || !allowed.has(value))
      throw unparsable(
        `Field '${field}' must be ${quotedChoices([...allowed])}. Got: ${String(value)}`,
      );
    return value;
  };
  return {
    locale: raw.locale,
    caseLevel: Boolean(raw.caseLevel),
    caseFirst: choice('caseFirst', CASE_FIRST, 'off'),
    strength,
    numericOrdering: Boolean(raw.numericOrdering),
    alternate: choice('alternate', ALTERNATE, 'non-ignorable'),
    maxVariable: choice('maxVariable', MAX_VARIABLE, 'punct'),
    normalization: Boolean(raw.normalization),
    backwards: Boolean(raw.backwards),
  };
}

function sensitivity(collation: Document, strength: number): Intl.CollatorOptions['sensitivity'] {
  if (strength <= 1) return collation.caseLevel ? 'case' : 'base';
  if (strength === 2) return collation.caseLevel ? 'variant' : 'accent';
  return 'variant';
}

function reversed(value: string): string {
  return [...value.normalize('NFC')].reverse().join('');
}

/** Comparators by collation, so a query does not build collators again; bounded (clients choose). */
const comparators = new Map<string, StringComparator | undefined>();
const MAX_CACHED_COMPARATORS = 64;

/** A string comparator for a MongoDB collation, or undefined for binary order (none, 'simple'). */
export function collationComparator(raw: unknown): StringComparator | undefined {
  if (raw === undefined || raw === null) return undefined;
  const cacheKey = JSON.stringify(raw);
  if (comparators.has(cacheKey)) return comparators.get(cacheKey);
  const collation = parseCollation(raw);
  let comparator: StringComparator | undefined;
  if (collation) {
    const locale = intlLocale(collation.locale as string) as string;
    const strength = collation.strength as number;
    const base: Intl.CollatorOptions = {
      numeric: collation.numericOrdering as boolean,
      ignorePunctuation: collation.alternate === 'shifted',
      caseFirst: collation.caseFirst === 'off' ? undefined : (collation.caseFirst as 'upper'),
    };
    const collator = new Intl.Collator(locale, {
      ...base,
      sensitivity: sensitivity(collation, strength),
    });
    if (collation.backwards && strength >= 2) {
      const primary = new Intl.Collator(locale, { ...base, sensitivity: 'base' });
      const accents = new Intl.Collator(locale, { ...base, sensitivity: 'accent' });
      comparator = (a, b) =>
        primary.compare(a, b) ||
        accents.compare(reversed(a), reversed(b)) ||
        collator.compare(a, b);
    } else comparator = (a, b) => collator.compare(a, b);
  }
  if (comparators.size >= MAX_CACHED_COMPARATORS) comparators.clear();
  comparators.set(cacheKey, comparator);
  return comparator;
}

/**
 * A key under which strings equal by the collation coincide, for a unique index with a collation
 * (`Intl` exposes no ICU sort keys): case folded below strength 3 (unless caseLevel), accents
 * dropped at strength 1, digit runs without leading zeros with numericOrdering, punctuation and
 * spaces dropped when alternate is 'shifted'.
 */
export function collationEqualityKey(raw: unknown): ((value: string) => string) | undefined {
  const collation = parseCollation(raw);
  if (!collation) return undefined;
  const locale = intlLocale(collation.locale as string) as string;
  const strength = collation.strength as number;
  return (value) => {
    let key = value.normalize('NFD');
    if (strength <= 1) key = key.replace(/\p{M}/gu, '');
    if (strength <= 2 && !collation.caseLevel) key = key.toLocaleLowerCase(locale);
    if (collation.numericOrdering) key = key.replace(/\d+/g, (run) => run.replace(/^0+(?=\d)/, ''));
    if (collation.alternate === 'shifted') key = key.replace(/[\p{P}\p{S}\s]/gu, '');
    return key.normalize('NFC');
  };
}

/**
 * Checks every collation a command carries (its own, and each update or delete statement's)
 * before it runs, as mongod parses them: an invalid one fails the command even on a collection
 * that does not exist.
 */
export function checkCommandCollations(command: Document): void {
  parseCollation(command.collation);
  for (const field of ['updates', 'deletes']) {
    const statements = command[field];
    if (Array.isArray(statements))
      for (const statement of statements)
        if (isPlainDocument(statement)) parseCollation(statement.collation);
  }
}

/**
 * The collation for mingo's stages (it builds its own `Intl.Collator` from these options): the
 * locale spelled as `Intl` takes it; undefined for binary order, which `locale: 'simple'` means.
 */
export function mingoCollation(raw: unknown): Document | undefined {
  const collation = parseCollation(raw);
  return collation && { ...collation, locale: intlLocale(collation.locale as string) };
}
