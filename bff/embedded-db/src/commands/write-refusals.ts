import type { Document } from 'bson';
import { isPlainDocument } from '../engine/bson-values.js';
import { CommandError } from '../engine/command-error.js';

/**
 * Writes mongod 7.0 refuses (the version this server reports; docs/decisions/008-embedded-database.md).
 */

const DOLLAR_PREFIXED_FIELD_NAME = 52;
const IDL_UNKNOWN_FIELD = 40415;
/** A DBRef's fields, the `$`-prefixed names mongod stores. */
const DBREF_FIELDS = new Set(['$ref', '$id', '$db']);

/**
 * An update statement's `sort` arrived in MongoDB 8.0 (updateOne); 7.0's parser refuses it as an
 * unknown field, failing the whole command before any statement runs.
 */
export function refuseUpdateSort(statements: readonly Document[]): void {
  if (statements.some((statement) => isPlainDocument(statement) && 'sort' in statement))
    throw new CommandError(
      IDL_UNKNOWN_FIELD,
      `Location${IDL_UNKNOWN_FIELD}`,
      "BSON field 'update.updates.sort' is an unknown field.",
    );
}

function firstDollarField(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const element of value) {
      const found = firstDollarField(element);
      if (found) return found;
    }
    return undefined;
  }
  if (!isPlainDocument(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.startsWith('$') && !DBREF_FIELDS.has(key)) return key;
    const found = firstDollarField(inner);
    if (found) return found;
  }
  return undefined;
}

/** An `_id` document may hold no `$`-prefixed field, at any depth (mongod's storage validation). */
export function checkIdForStorage(document: Document): void {
  const field = firstDollarField(document._id);
  if (field)
    throw new CommandError(
      DOLLAR_PREFIXED_FIELD_NAME,
      'DollarPrefixedFieldName',
      `_id fields may not contain '$'-prefixed fields: ${field} is not valid for storage.`,
    );
}
