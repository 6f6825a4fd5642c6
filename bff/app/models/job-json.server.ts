import { Job } from './job.server';

type Raw = Record<string, unknown>;

const toJSON = Job.schema.get('toJSON') as {
  transform: (doc: unknown, ret: Raw) => Raw;
};
/** The top-level paths with a default (`_id` aside: a stored job always has one). */
const DEFAULTS = Object.entries(Job.schema.paths as Record<string, { defaultValue?: unknown }>)
  .filter(
    ([path, type]) => path !== '_id' && !path.includes('.') && type.defaultValue !== undefined,
  )
  .map(([path, type]) => [path, type.defaultValue] as const);

const isEmptyObject = (value: unknown) =>
  value !== null &&
  typeof value === 'object' &&
  Object.getPrototypeOf(value) === Object.prototype &&
  Object.keys(value).length === 0;

/**
 * A stored job (a lean read's document) as `Job.hydrate(raw).toJSON()` gives it — the schema's
 * defaults for missing paths, no version key, empty objects left out, then the model's own JSON
 * transform (`id`, hidden fields, ids as text) — without building a mongoose document for it:
 * hydrating every job of every page was a tenth of the listing's CPU (issue 18).
 */
export function jobJson(raw: Raw): Raw {
  const ret: Raw = { ...raw };
  for (const [path, value] of DEFAULTS)
    if (ret[path] === undefined)
      ret[path] = typeof value === 'function' ? (value as (this: Raw) => unknown).call(ret) : value;
  delete ret.__v;
  for (const [key, value] of Object.entries(ret)) if (isEmptyObject(value)) delete ret[key];
  return toJSON.transform(undefined, ret);
}
