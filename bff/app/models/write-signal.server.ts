import type { Schema } from 'mongoose';

/*
 * "Something in this collection was written": what an in-process cache built from the database
 * (the companies directory's index, ADR 020) listens to, so that it is rebuilt on the next read
 * instead of answering stale. Only writes through this process's mongoose models are heard; a
 * cache bounds its life by time as well for the others (a seed run, another BFF process).
 */

type Listener = (collection: string) => void;
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

/** Every write mongoose can make through a model of this schema, by document or by query. */
const QUERY_WRITES = [
  'updateOne',
  'updateMany',
  'replaceOne',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'deleteMany',
] as const;

/** Makes the schema's model signal its writes (call before the model is compiled). */
export function signalWrites(schema: Schema, collection: string): void {
  const notify = () => {
    for (const listener of listeners) listener(collection);
  };
  schema.post('save', notify);
  schema.post('insertMany', notify);
  schema.post('bulkWrite', notify);
  schema.post([...QUERY_WRITES], notify);
  schema.post('deleteOne', { document: true, query: true }, notify);
}
