import type { Document } from 'bson';
import { documentIdentityKey } from './document-identity.js';
import type { JournalRecord, Snapshot, SnapshotCollection } from './storage-types.js';

const defaultIdIndex = (): Document => ({ v: 2, key: { _id: 1 }, name: '_id_' });

interface CollectionState {
  options: Document;
  indexes: Document[];
  /** Documents in natural order, as loaded; replaced by `byId` once a journal record touches them. */
  loadedDocs: Document[];
  byId: Map<string, Document> | null;
}

/**
 * The database state being rebuilt at startup: the snapshot's collections, with journal records
 * replayed on top. Replay is idempotent (an insert of an id already present replaces it, a
 * delete of a missing id does nothing), because a snapshot may already contain the effect of
 * records that follow it in the journal.
 */
export class RecoveredState {
  private readonly databases = new Map<string, Map<string, CollectionState>>();

  addDatabase(db: string): void {
    if (!this.databases.has(db)) this.databases.set(db, new Map());
  }

  addCollection(
    db: string,
    coll: string,
    options: Document,
    indexes: Document[],
    docs: Document[],
  ): void {
    this.addDatabase(db);
    this.databases.get(db)!.set(coll, { options, indexes, loadedDocs: docs, byId: null });
  }

  apply(record: JournalRecord): void {
    switch (record.op) {
      case 'insert': {
        const byId = this.documentsById(record.db, record.coll, true)!;
        byId.set(this.keyOf(record.doc), record.doc);
        return;
      }
      case 'replace': {
        const byId = this.documentsById(record.db, record.coll, true)!;
        byId.set(documentIdentityKey(record.id), record.doc);
        return;
      }
      case 'delete':
        this.documentsById(record.db, record.coll, false)?.delete(documentIdentityKey(record.id));
        return;
      case 'createCollection': {
        const existing = this.collection(record.db, record.coll);
        if (existing) existing.options = record.options;
        else this.addCollection(record.db, record.coll, record.options, [defaultIdIndex()], []);
        return;
      }
      case 'dropCollection':
        this.databases.get(record.db)?.delete(record.coll);
        return;
      case 'dropDatabase':
        this.databases.delete(record.db);
        return;
      case 'createIndex': {
        const collection = this.collectionCreatingIfMissing(record.db, record.coll);
        const position = collection.indexes.findIndex((index) => index.name === record.spec.name);
        if (position === -1) collection.indexes.push(record.spec);
        else collection.indexes[position] = record.spec;
        return;
      }
      case 'dropIndex': {
        const collection = this.collection(record.db, record.coll);
        if (collection)
          collection.indexes = collection.indexes.filter((index) => index.name !== record.name);
        return;
      }
      default: {
        const unknown: never = record;
        throw new Error(`unknown journal record ${JSON.stringify(unknown)}`);
      }
    }
  }

  toSnapshot(): Snapshot {
    const databases: Snapshot['databases'] = {};
    for (const [db, collections] of this.databases) {
      const out: Record<string, SnapshotCollection> = {};
      for (const [coll, state] of collections) {
        out[coll] = {
          options: state.options,
          indexes: state.indexes,
          docs: state.byId ? Array.from(state.byId.values()) : state.loadedDocs,
        };
      }
      databases[db] = out;
    }
    return { databases };
  }

  private keyOf(doc: Document): string {
    return '_id' in doc ? documentIdentityKey(doc._id) : `anonymous:${Math.random()}`;
  }

  private collection(db: string, coll: string): CollectionState | undefined {
    return this.databases.get(db)?.get(coll);
  }

  private collectionCreatingIfMissing(db: string, coll: string): CollectionState {
    const existing = this.collection(db, coll);
    if (existing) return existing;
    this.addCollection(db, coll, {}, [defaultIdIndex()], []);
    return this.collection(db, coll)!;
  }

  private documentsById(
    db: string,
    coll: string,
    create: boolean,
  ): Map<string, Document> | undefined {
    const collection = create
      ? this.collectionCreatingIfMissing(db, coll)
      : this.collection(db, coll);
    if (!collection) return undefined;
    if (!collection.byId) {
      collection.byId = new Map();
      for (const doc of collection.loadedDocs) collection.byId.set(this.keyOf(doc), doc);
      collection.loadedDocs = [];
    }
    return collection.byId;
  }
}
