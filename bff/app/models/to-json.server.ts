import type { SchemaOptions } from 'mongoose';

/**
 * JSON shape every model sends to clients: `id` (string) instead of `_id`, no `__v`, and the
 * listed secret fields removed. ObjectId references become strings through their own toJSON.
 */
export function jsonOutput(hiddenFields: readonly string[] = []): SchemaOptions['toJSON'] {
  return {
    versionKey: false,
    transform(_doc, ret: Record<string, unknown>) {
      ret.id = String(ret._id);
      delete ret._id;
      for (const field of hiddenFields) delete ret[field];
      for (const [key, value] of Object.entries(ret)) {
        if (value && typeof value === 'object' && '_bsontype' in value) ret[key] = String(value);
      }
      return ret;
    },
  };
}
