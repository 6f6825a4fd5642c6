import type { Document } from 'bson';
import type { JournalRecord, Snapshot, SnapshotCollection } from '../storage/index.js';
import { CommandError, ErrorCodes } from './command-error.js';
import { Collection } from './collection.js';
import { CursorRegistry } from './cursor-registry.js';
import { normalizeCappedOptions } from './capped-log.js';
import { isView, viewOptions, viewRefusal } from './views.js';
import { checkValidationOptions, enforceValidator } from './document-validator.js';

/**
 * All databases and collections in memory, plus the journal records a command produced. The
 * command layer applies each change here synchronously and collects its records; the server
 * makes them durable before replying.
 */
export class DatabaseEngine {
  readonly databases = new Map<string, Map<string, Collection>>();
  readonly cursors = new CursorRegistry();
  /**
   * Namespaces of capped collections written since the server last looked: the server answers
   * the tailable getMores parked on them (`takeCappedWrites`).
   */
  private readonly cappedWrites = new Set<string>();
  /** Set by the dispatcher while a command with `bypassDocumentValidation: true` runs. */
  validationBypassed = false;
  /**
   * Commands run since the start, by name, as mongod's `serverStatus` reports them under
   * `metrics.commands` (a name without a handler counts as `<UNKNOWN>`).
   */
  readonly commandCounts = new Map<string, { total: number; failed: number }>();

  static fromSnapshot(snapshot: Snapshot): DatabaseEngine {
    const engine = new DatabaseEngine();
    for (const [databaseName, collections] of Object.entries(snapshot.databases)) {
      for (const [collectionName, stored] of Object.entries(collections)) {
        const collection = engine.createCollectionInMemory(
          databaseName,
          collectionName,
          stored.options ?? {},
        );
        for (const document of stored.docs) collection.insert(document);
        for (const spec of stored.indexes) if (spec.name !== '_id_') collection.createIndex(spec);
      }
    }
    return engine;
  }

  toSnapshot(): Snapshot {
    const databases: Snapshot['databases'] = {};
    for (const [databaseName, collections] of this.databases) {
      const out: Record<string, SnapshotCollection> = {};
      for (const [name, collection] of collections) {
        out[name] = {
          options: collection.options,
          indexes: collection.indexSpecs().filter((spec) => spec.name !== '_id_'),
          docs: [...collection.documents.values()],
        };
      }
      databases[databaseName] = out;
    }
    return { databases };
  }

  getCollection(database: string, name: string): Collection | undefined {
    return this.databases.get(database)?.get(name);
  }

  listCollections(database: string): Collection[] {
    return [...(this.databases.get(database)?.values() ?? [])];
  }

  private createCollectionInMemory(database: string, name: string, options: Document): Collection {
    let collections = this.databases.get(database);
    if (!collections) {
      collections = new Map();
      this.databases.set(database, collections);
    }
    const collection = new Collection(database, name, options);
    collections.set(name, collection);
    return collection;
  }

  /** The collection, created (and journaled) if it does not exist yet. */
  ensureCollection(
    database: string,
    name: string,
    records: JournalRecord[],
    options: Document = {},
  ): Collection {
    const existing = this.getCollection(database, name);
    if (existing) {
      // Writes and indexes are refused on a view (views.ts).
      if (isView(existing)) throw viewRefusal(database, name);
      return existing;
    }
    validateNamespace(database, name);
    const normalized = normalizeCappedOptions(options);
    records.push({ op: 'createCollection', db: database, coll: name, options: normalized });
    return this.createCollectionInMemory(database, name, normalized);
  }

  createCollection(
    database: string,
    name: string,
    options: Document,
    records: JournalRecord[],
  ): Collection {
    if (this.getCollection(database, name)) {
      throw new CommandError(
        ErrorCodes.NamespaceExists,
        'NamespaceExists',
        `Collection ${database}.${name} already exists.`,
      );
    }
    checkValidationOptions(options, 'create');
    return this.ensureCollection(database, name, records, viewOptions(options) ?? options);
  }

  /**
   * `collMod`: merges `changes` into the collection's options, journaled as the collection's
   * new options (replayed like `create` on an existing collection).
   */
  modifyCollection(collection: Collection, changes: Document, records: JournalRecord[]): void {
    Object.assign(collection.options, changes);
    records.push({
      op: 'createCollection',
      db: collection.database,
      coll: collection.name,
      options: collection.options,
    });
  }

  /** The collection a write targets, if it exists; a view is refused (views.ts). */
  writableCollection(database: string, name: string): Collection | undefined {
    const collection = this.getCollection(database, name);
    if (isView(collection)) throw viewRefusal(database, name);
    return collection;
  }

  dropCollection(database: string, name: string, records: JournalRecord[]): Collection | undefined {
    const collection = this.getCollection(database, name);
    if (!collection) return undefined;
    this.databases.get(database)?.delete(name);
    if (this.databases.get(database)?.size === 0) this.databases.delete(database);
    this.cursors.killNamespace(collection.namespace);
    if (collection.capped) this.cappedWrites.add(collection.namespace);
    records.push({ op: 'dropCollection', db: database, coll: name });
    return collection;
  }

  dropDatabase(database: string, records: JournalRecord[]): void {
    if (!this.databases.has(database)) return;
    for (const collection of this.listCollections(database)) {
      this.cursors.killNamespace(collection.namespace);
      if (collection.capped) this.cappedWrites.add(collection.namespace);
    }
    this.databases.delete(database);
    records.push({ op: 'dropDatabase', db: database });
  }

  insertDocument(collection: Collection, document: Document, records: JournalRecord[]): Document {
    if (!this.validationBypassed) enforceValidator(collection.options, document);
    const stored = collection.insert(document);
    records.push({ op: 'insert', db: collection.database, coll: collection.name, doc: stored });
    if (collection.capped) {
      // The oldest documents make room, through the journal like any delete.
      for (const idKey of collection.capped.overflow()) {
        const evicted = collection.documents.get(idKey);
        if (evicted) this.deleteDocument(collection, evicted, records);
      }
      this.cappedWrites.add(collection.namespace);
    }
    return stored;
  }

  /** Namespaces of the capped collections inserted into, dropped or whose tailable cursors were killed, since the last call. */
  takeCappedWrites(): string[] {
    for (const namespace of this.cursors.killedTailable) this.cappedWrites.add(namespace);
    this.cursors.killedTailable.clear();
    if (this.cappedWrites.size === 0) return [];
    const namespaces = [...this.cappedWrites];
    this.cappedWrites.clear();
    return namespaces;
  }

  replaceDocument(
    collection: Collection,
    previous: Document,
    next: Document,
    records: JournalRecord[],
  ): void {
    if (!this.validationBypassed) enforceValidator(collection.options, next, previous);
    collection.replace(previous, next);
    records.push({
      op: 'replace',
      db: collection.database,
      coll: collection.name,
      id: next._id,
      doc: next,
    });
  }

  deleteDocument(collection: Collection, document: Document, records: JournalRecord[]): void {
    collection.delete(document);
    records.push({
      op: 'delete',
      db: collection.database,
      coll: collection.name,
      id: document._id,
    });
  }

  /**
   * Deletes the documents whose TTL index date has expired (each TTL index hands over only its
   * due documents: see CollectionIndex.takeExpired); returns the journal records.
   */
  sweepExpired(now: Date = new Date()): JournalRecord[] {
    const records: JournalRecord[] = [];
    for (const collections of this.databases.values()) {
      for (const collection of collections.values()) {
        for (const index of collection.indexes.values()) {
          for (const idKey of index.takeExpired(now)) {
            const document = collection.documents.get(idKey);
            if (document) this.deleteDocument(collection, document, records);
          }
        }
      }
    }
    return records;
  }
}

function validateNamespace(database: string, name: string): void {
  if (!database || /[/\\. "$]/.test(database)) {
    throw new CommandError(
      ErrorCodes.InvalidNamespace,
      'InvalidNamespace',
      `Invalid database name: '${database}'`,
    );
  }
  if (!name || name.includes('$') || name.startsWith('.') || name.includes('\0')) {
    throw new CommandError(
      ErrorCodes.InvalidNamespace,
      'InvalidNamespace',
      `Invalid collection name: ${name}`,
    );
  }
}
