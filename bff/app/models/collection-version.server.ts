import mongoose, { Schema, type Schema as SchemaType } from 'mongoose';

/*
 * A collection's version: a number in the database that every write through the collection's
 * mongoose model increments, after the write. A cache built from the collection (the job
 * filters' counts, docs/decisions/027-facet-counts.md) keeps its answer while the version is the
 * one it was built at; being in the database, the version is shared by every BFF process, so a
 * job posted through one process refreshes the counts of all of them.
 */

const collectionVersionSchema = new Schema(
  {
    /** The collection's name (`jobs`). */
    _id: { type: String, required: true },
    version: { type: Number, required: true, default: 0 },
  },
  { collection: 'collection_versions', versionKey: false },
);

const compileCollectionVersion = () => mongoose.model('CollectionVersion', collectionVersionSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const CollectionVersion =
  (mongoose.models.CollectionVersion as ReturnType<typeof compileCollectionVersion> | undefined) ??
  compileCollectionVersion();

/** The collection's version: 0 until its first write through a versioned model. */
export async function collectionVersion(collection: string): Promise<number> {
  const stored = await CollectionVersion.findById(collection, { version: 1 }).lean<{
    version?: number;
  }>();
  return stored?.version ?? 0;
}

/** Increments the collection's version; a failure is logged, never the writer's error. */
async function bumpVersion(collection: string): Promise<void> {
  try {
    await CollectionVersion.updateOne(
      { _id: collection },
      { $inc: { version: 1 } },
      { upsert: true },
    );
  } catch (error) {
    // The write itself succeeded; caches then catch up by their age limit.
    console.error(`[bff] could not bump the version of ${collection}`, error);
  }
}

/** Writes that change documents: each gets a post hook that bumps the version (awaited). */
const QUERY_WRITES = [
  'updateOne',
  'updateMany',
  'replaceOne',
  'deleteMany',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
] as const;

/**
 * Makes every write through the schema's model bump the collection's version once it is done
 * (call before the model is compiled). The hooks are awaited, so the writer's call returns after
 * the bump: a read that follows the write sees the new version. Writes that bypass the model (the
 * driver's collection, mongosh) do not bump it.
 */
export function versionWrites(schema: SchemaType, collection: string): void {
  const bump = () => bumpVersion(collection);
  schema.post('save', bump);
  schema.post('insertMany', bump);
  schema.post('bulkWrite', bump);
  schema.post([...QUERY_WRITES], bump);
  schema.post('deleteOne', { document: true, query: false }, bump);
  schema.post('deleteOne', { document: false, query: true }, bump);
}
