import { type Document, Long } from 'bson';
import { bsonType, isPlainDocument, valueAtPath } from './bson-values.js';
import { CommandError, ErrorCodes } from './command-error.js';
import { compileFilter, isRegex, toRegExp } from './filter-compiler.js';

/**
 * Collection validators (docs/decisions/008-embedded-mongodb-compatible-database.md,
 * "Conformance"), after the manual's "Schema Validation" pages: a validator is a query (its
 * operators run on the engine's filter compiler) and/or `$jsonSchema` (draft 4 with `bsonType`,
 * the keywords below). A failing insert or update is 121 DocumentValidationFailure with
 * `errInfo { failingDocumentId, details }` shaped as mongod 5.0+ explains the failure.
 */

const VALIDATION_LEVELS = new Set(['off', 'strict', 'moderate']);
const VALIDATION_ACTIONS = new Set(['error', 'warn']);
const SCHEMA_KEYWORDS = new Set([
  'bsonType',
  'type',
  'required',
  'properties',
  'enum',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'title',
  'description',
]);

/** Checks `validator`, `validationLevel` and `validationAction` of `create` or `collMod`. */
export function checkValidationOptions(options: Document, command: string): void {
  const { validator, validationLevel, validationAction } = options;
  if (validator !== undefined) {
    if (!isPlainDocument(validator))
      throw new CommandError(
        ErrorCodes.TypeMismatch,
        'TypeMismatch',
        `BSON field '${command}.validator' is the wrong type, expected type 'object'`,
      );
    const { $jsonSchema: schema, ...query } = validator;
    if (schema !== undefined) checkSchema(schema);
    compileFilter(query);
  }
  for (const [field, value, allowed] of [
    ['validationLevel', validationLevel, VALIDATION_LEVELS],
    ['validationAction', validationAction, VALIDATION_ACTIONS],
  ] as const) {
    if (value !== undefined && !(typeof value === 'string' && allowed.has(value)))
      throw new CommandError(
        ErrorCodes.BadValue,
        'BadValue',
        `Enumeration value '${String(value)}' for field '${command}.${field}' is not a valid value.`,
      );
  }
}

function checkSchema(schema: unknown): void {
  if (!isPlainDocument(schema))
    throw new CommandError(
      ErrorCodes.TypeMismatch,
      'TypeMismatch',
      '$jsonSchema must be an object',
    );
  for (const keyword of Object.keys(schema)) {
    if (!SCHEMA_KEYWORDS.has(keyword))
      throw new CommandError(
        ErrorCodes.FailedToParse,
        'FailedToParse',
        `Unknown $jsonSchema keyword: ${keyword}`,
      );
  }
  if (isPlainDocument(schema.properties))
    for (const sub of Object.values(schema.properties)) checkSchema(sub);
  if (isPlainDocument(schema.items)) checkSchema(schema.items);
  if (isPlainDocument(schema.additionalProperties)) checkSchema(schema.additionalProperties);
}

/**
 * `$jsonSchema` as a query operator (find, `$match`, a validator under `$and`/`$or`): the
 * documents the schema accepts. A schema mongod would not parse is refused here too.
 */
export function jsonSchemaPredicate(schema: unknown): (document: Document) => boolean {
  checkSchema(schema);
  return (document) => schemaFailures(schema as Document, document).length === 0;
}

/** The `$jsonSchema` `bsonType` name of a stored value (whole numbers in int32 range are ints). */
export function schemaTypeName(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  if (value instanceof RegExp) return 'regex';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'boolean':
      return 'bool';
    case 'bigint':
      return 'long';
    case 'number':
      return Number.isInteger(value) && Math.abs(value) <= 2 ** 31 - 1 ? 'int' : 'double';
  }
  switch (bsonType(value)) {
    case 'ObjectId':
      return 'objectId';
    case 'Long':
      return 'long';
    case 'Int32':
      return 'int';
    case 'Double':
      return 'double';
    case 'Decimal128':
      return 'decimal';
    case 'Binary':
      return 'binData';
    case 'Timestamp':
      return 'timestamp';
    case 'BSONRegExp':
      return 'regex';
    case 'MinKey':
      return 'minKey';
    case 'MaxKey':
      return 'maxKey';
  }
  return 'object';
}

const NUMBER_TYPES = new Set(['int', 'long', 'double', 'decimal']);
/** JSON Schema's `type` names, mapped to BSON types. */
const JSON_TYPES: Record<string, (type: string) => boolean> = {
  object: (type) => type === 'object',
  array: (type) => type === 'array',
  number: (type) => NUMBER_TYPES.has(type),
  boolean: (type) => type === 'bool',
  string: (type) => type === 'string',
  null: (type) => type === 'null',
};

function typeMatches(keyword: 'bsonType' | 'type', spec: unknown, type: string): boolean {
  const names = (Array.isArray(spec) ? spec : [spec]).map(String);
  return names.some((name) =>
    keyword === 'type'
      ? (JSON_TYPES[name]?.(type) ?? false)
      : name === type || (name === 'number' && NUMBER_TYPES.has(type)),
  );
}

function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (value instanceof Long) return value.toNumber();
  const tag = bsonType(value);
  if (tag === 'Decimal128' || tag === 'Double' || tag === 'Int32') return Number(String(value));
  return undefined;
}

/** The failed rules of a schema for one value (empty when it satisfies the schema). */
function schemaFailures(schema: Document, value: unknown): Document[] {
  const failures: Document[] = [];
  const type = schemaTypeName(value);
  for (const keyword of ['bsonType', 'type'] as const) {
    if (schema[keyword] !== undefined && !typeMatches(keyword, schema[keyword], type))
      failures.push({
        operatorName: keyword,
        specifiedAs: { [keyword]: schema[keyword] },
        reason: 'type did not match',
        consideredValue: value,
        consideredType: type,
      });
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((item) => sameValue(item, value)))
    failures.push({
      operatorName: 'enum',
      specifiedAs: { enum: schema.enum },
      reason: 'value was not found in enum',
      consideredValue: value,
    });
  const number = numberOf(value);
  if (number !== undefined) {
    const bounds = [
      ['minimum', (limit: number) => number >= limit, 'exclusiveMinimum'],
      ['maximum', (limit: number) => number <= limit, 'exclusiveMaximum'],
    ] as const;
    for (const [keyword, within, exclusive] of bounds) {
      if (schema[keyword] === undefined) continue;
      const limit = Number(schema[keyword]);
      const ok = schema[exclusive] === true ? number !== limit && within(limit) : within(limit);
      if (!ok)
        failures.push({
          operatorName: keyword,
          specifiedAs: { [keyword]: schema[keyword] },
          reason: 'comparison failed',
          consideredValue: value,
        });
    }
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    for (const [keyword, ok] of [
      ['minLength', (limit: number) => length >= limit],
      ['maxLength', (limit: number) => length <= limit],
    ] as const) {
      if (schema[keyword] !== undefined && !ok(Number(schema[keyword])))
        failures.push({
          operatorName: keyword,
          specifiedAs: { [keyword]: schema[keyword] },
          reason: 'specified string length was not satisfied',
          consideredValue: value,
        });
    }
    if (schema.pattern !== undefined) {
      const pattern = isRegex(schema.pattern)
        ? toRegExp(schema.pattern)
        : new RegExp(String(schema.pattern), 'u');
      if (!pattern.test(value))
        failures.push({
          operatorName: 'pattern',
          specifiedAs: { pattern: schema.pattern },
          reason: 'regular expression did not match',
          consideredValue: value,
        });
    }
  }
  if (Array.isArray(value)) {
    for (const [keyword, ok] of [
      ['minItems', (limit: number) => value.length >= limit],
      ['maxItems', (limit: number) => value.length <= limit],
    ] as const) {
      if (schema[keyword] !== undefined && !ok(Number(schema[keyword])))
        failures.push({
          operatorName: keyword,
          specifiedAs: { [keyword]: schema[keyword] },
          reason: 'array did not match specified length',
          consideredValue: value,
        });
    }
    if (isPlainDocument(schema.items)) {
      const index = value.findIndex(
        (item) => schemaFailures(schema.items as Document, item).length > 0,
      );
      if (index >= 0)
        failures.push({
          operatorName: 'items',
          reason: 'At least one item did not match the sub-schema',
          itemIndex: index,
          details: schemaFailures(schema.items, value[index]),
        });
    }
  }
  if (isPlainDocument(value) && type === 'object') failures.push(...objectFailures(schema, value));
  return failures;
}

function objectFailures(schema: Document, value: Document): Document[] {
  const failures: Document[] = [];
  if (Array.isArray(schema.required)) {
    const missing = schema.required.filter((name) => !(String(name) in value));
    if (missing.length > 0)
      failures.push({
        operatorName: 'required',
        specifiedAs: { required: schema.required },
        missingProperties: missing,
      });
  }
  const properties = isPlainDocument(schema.properties) ? schema.properties : {};
  const notSatisfied: Document[] = [];
  for (const [name, sub] of Object.entries(properties)) {
    if (!(name in value) || !isPlainDocument(sub)) continue;
    const details = schemaFailures(sub, value[name]);
    if (details.length > 0) notSatisfied.push({ propertyName: name, details });
  }
  if (notSatisfied.length > 0)
    failures.push({ operatorName: 'properties', propertiesNotSatisfied: notSatisfied });
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== true) {
    const extra = Object.keys(value).filter((name) => !(name in properties));
    if (schema.additionalProperties === false) {
      if (extra.length > 0)
        failures.push({
          operatorName: 'additionalProperties',
          specifiedAs: { additionalProperties: false },
          additionalProperties: extra,
        });
    } else if (isPlainDocument(schema.additionalProperties)) {
      const extraSchema = schema.additionalProperties;
      const failing = extra
        .map((name) => ({ propertyName: name, details: schemaFailures(extraSchema, value[name]) }))
        .filter((entry) => entry.details.length > 0);
      if (failing.length > 0)
        failures.push({
          operatorName: 'additionalProperties',
          reason: 'at least one additional property did not match the subschema',
          failingProperty: failing[0]?.propertyName,
          details: failing[0]?.details,
        });
    }
  }
  return failures;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b) && schemaTypeName(a) === schemaTypeName(b);
}

const COMPARISONS = new Set(['$eq', '$ne', '$gt', '$gte', '$lt', '$lte']);

/** mongod's explanation of one failed query clause `{ field: condition }`. */
function clauseFailure(field: string, condition: unknown, document: Document): Document {
  const value = valueAtPath(document, field);
  const operators = isPlainDocument(condition) ? Object.keys(condition) : [];
  const operator =
    operators.length === 1 && operators[0]?.startsWith('$') ? (operators[0] as string) : '$eq';
  const detail: Document = { operatorName: operator, specifiedAs: { [field]: condition } };
  if (operator === '$exists')
    detail.reason =
      condition && (condition as Document).$exists ? 'path does not exist' : 'path does exist';
  else if (value === undefined && operator !== '$ne') detail.reason = 'field was missing';
  else if (COMPARISONS.has(operator)) {
    detail.reason = 'comparison failed';
    detail.consideredValue = value;
  } else detail.consideredValue = value;
  return detail;
}

/** The `details` of a failed validation, or `undefined` when the document passes. */
export function validationFailure(validator: Document, document: Document): Document | undefined {
  // Each top-level clause in the validator's order; `index` in `clausesNotSatisfied` is its place.
  const failed: { index: number; details: Document }[] = [];
  Object.entries(validator).forEach(([field, condition], index) => {
    const details = clauseDetails(field, condition, document);
    if (details) failed.push({ index, details });
  });
  if (failed.length === 0) return undefined;
  if (Object.keys(validator).length === 1) return failed[0]?.details;
  return { operatorName: '$and', clausesNotSatisfied: failed };
}

/** mongod's explanation of one top-level validator clause, or `undefined` when it holds. */
function clauseDetails(
  field: string,
  condition: unknown,
  document: Document,
): Document | undefined {
  if (field === '$jsonSchema' && isPlainDocument(condition)) {
    const rules = schemaFailures(condition, document);
    return rules.length > 0
      ? { operatorName: '$jsonSchema', schemaRulesNotSatisfied: rules }
      : undefined;
  }
  if (compileFilter({ [field]: condition })(document)) return undefined;
  if (field === '$expr')
    return {
      operatorName: '$expr',
      specifiedAs: { $expr: condition },
      reason: 'expression did not match',
      expressionResult: false,
    };
  if (field.startsWith('$')) return { operatorName: field, specifiedAs: { [field]: condition } };
  return clauseFailure(field, condition, document);
}

/**
 * Applies a collection's validator to a document about to be stored. `previous` is the stored
 * document an update replaces: with `validationLevel: 'moderate'` an update of a document that
 * already failed is not checked. `validationAction: 'warn'` lets the write through.
 */
export function enforceValidator(options: Document, document: Document, previous?: Document): void {
  const validator = options.validator as Document | undefined;
  if (!validator || Object.keys(validator).length === 0) return;
  const level = (options.validationLevel as string | undefined) ?? 'strict';
  if (level === 'off') return;
  if (level === 'moderate' && previous && validationFailure(validator, previous)) return;
  const details = validationFailure(validator, document);
  if (!details || options.validationAction === 'warn') return;
  throw new CommandError(
    ErrorCodes.DocumentValidationFailure,
    'DocumentValidationFailure',
    'Document failed validation',
    { errInfo: { failingDocumentId: document._id, details } },
  );
}
