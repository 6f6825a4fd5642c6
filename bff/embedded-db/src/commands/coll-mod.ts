import type { Document } from 'bson';
import { CommandError, ErrorCodes } from '../engine/command-error.js';
import { checkValidationOptions } from '../engine/document-validator.js';
import { isView, viewOptions } from '../engine/views.js';
import { type CommandHandler, collectionName } from './command-context.js';

/** Fields of a command envelope that are not changes. */
const GENERIC_FIELDS = new Set([
  'collMod',
  'lsid',
  'writeConcern',
  'comment',
  'maxTimeMS',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
  '$db',
  '$readPreference',
  '$clusterTime',
]);
const COLLECTION_FIELDS = new Set(['validator', 'validationLevel', 'validationAction']);
const VIEW_FIELDS = new Set(['viewOn', 'pipeline']);

/**
 * `collMod` (https://www.mongodb.com/docs/v7.0/reference/command/collMod/): changes a
 * collection's validator, validationLevel and validationAction, or a view's viewOn and
 * pipeline; durable like `create` (docs/decisions/008-embedded-mongodb-compatible-database.md).
 */
export const collMod: CommandHandler = (command, context) => {
  const name = collectionName(command, 'collMod');
  const collection = context.engine.getCollection(context.database, name);
  if (!collection)
    throw new CommandError(
      ErrorCodes.NamespaceNotFound,
      'NamespaceNotFound',
      `ns does not exist: ${context.database}.${name}`,
    );
  const view = isView(collection);
  const changes: Document = {};
  for (const [field, value] of Object.entries(command)) {
    if (GENERIC_FIELDS.has(field)) continue;
    if (!COLLECTION_FIELDS.has(field) && !VIEW_FIELDS.has(field))
      throw new CommandError(
        ErrorCodes.UnknownField,
        'Location40415',
        `BSON field 'collMod.${field}' is an unknown field.`,
      );
    if (view !== VIEW_FIELDS.has(field))
      throw new CommandError(
        ErrorCodes.InvalidOptions,
        'InvalidOptions',
        view
          ? `option not supported on a view: ${field}`
          : `option only supported on a view: ${field}`,
      );
    changes[field] = value;
  }
  if (view) {
    if (changes.viewOn === undefined || changes.pipeline === undefined)
      throw new CommandError(
        ErrorCodes.InvalidOptions,
        'InvalidOptions',
        "Must specify both 'viewOn' and 'pipeline' when modifying a view and auth is enabled",
      );
    viewOptions(changes);
  } else checkValidationOptions(changes, 'collMod');
  context.engine.modifyCollection(collection, changes, context.records);
  return { ok: 1 };
};
