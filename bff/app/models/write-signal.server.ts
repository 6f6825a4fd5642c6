import type { Schema } from 'mongoose';

/*
 * "Something in this collection was written, touching these companies": what an in-process cache
 * built from the database (the companies directory's index, ADR 020) listens to, so that it
 * refreshes what changed. Only writes through this process's mongoose models are heard; a cache
 * bounds its life by time as well for the others (a seed run, another BFF process).
 */

/** A write heard: its collection and the ids of the companies it touched, or null when unknown. */
export interface ModelWrite {
  collection: string;
  companyIds: string[] | null;
}

type Listener = (write: ModelWrite) => void;
/**
 * One set per process, on `globalThis`: Vite's dev loader may evaluate this module twice (the
 * models are compiled once, by whichever copy came first), and every copy must hear every write.
 */
const LISTENERS = Symbol.for('rozgar.modelWriteListeners');
const registry = globalThis as typeof globalThis & { [LISTENERS]?: Set<Listener> };
const listeners = (registry[LISTENERS] ??= new Set<Listener>());

/** Calls `listener` after every write to a signalling collection; returns its removal. */
export function onModelWrites(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const HEX_ID = /^[0-9a-f]{24}$/i;

/** The id's text, or null when it is not one id (absent, an operator, a list). */
function idText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'string' ? value : String(value);
  return HEX_ID.test(text) ? text : null;
}

export interface CompanyScope {
  /** The company a stored document belongs to (a company's own `_id`, a job's `company_id`). */
  ofDocument: (doc: Record<string, unknown>) => unknown;
  /** The filter field that names one company in a query write (`_id`, `company_id`). */
  filterField: string;
}

/** Query writes: scoped to one company when the filter names it by equality, else unknown. */
const QUERY_WRITES = ['updateOne', 'updateMany', 'replaceOne', 'deleteMany'] as const;
/** Writes that hand the post hook the document they found (null: nothing written). */
const DOCUMENT_WRITES = ['findOneAndUpdate', 'findOneAndReplace', 'findOneAndDelete'] as const;

/** Makes the schema's model signal its writes (call before the model is compiled). */
export function signalWrites(schema: Schema, collection: string, scope: CompanyScope): void {
  const notify = (ids: unknown[] | null) => {
    if (ids !== null && ids.length === 0) return;
    const texts = ids?.map(idText) ?? null;
    const companyIds = texts && texts.every((id) => id !== null) ? (texts as string[]) : null;
    for (const listener of listeners) listener({ collection, companyIds });
  };
  const ofDoc = (doc: unknown) => scope.ofDocument((doc ?? {}) as Record<string, unknown>);
  const ofFilter = (filter: Record<string, unknown>) => {
    const value = filter[scope.filterField];
    return idText(value) === null ? null : [value];
  };
  schema.post('save', (doc: unknown) => notify([ofDoc(doc)]));
  schema.post('insertMany', (docs: unknown) =>
    notify(Array.isArray(docs) ? docs.map(ofDoc) : null),
  );
  schema.post('bulkWrite', () => notify(null));
  schema.post([...DOCUMENT_WRITES], (doc: unknown) => notify(doc ? [ofDoc(doc)] : []));
  schema.post([...QUERY_WRITES], function (this: { getFilter: () => Record<string, unknown> }) {
    notify(ofFilter(this.getFilter()));
  });
  schema.post('deleteOne', { document: true, query: false }, function (this: unknown) {
    notify([ofDoc(this)]);
  });
  schema.post(
    'deleteOne',
    { document: false, query: true },
    function (this: { getFilter: () => Record<string, unknown> }) {
      notify(ofFilter(this.getFilter()));
    },
  );
}
