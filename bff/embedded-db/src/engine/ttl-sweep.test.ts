import type { Document } from 'bson';
import { describe, expect, it, vi } from 'vitest';
import type { JournalRecord } from '../storage/index.js';
import { DatabaseEngine } from './database-engine.js';

const NOW = new Date('2026-11-25T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

function collectionWith(indexes: Document[], documents: Document[]) {
  const engine = new DatabaseEngine();
  const records: JournalRecord[] = [];
  const collection = engine.ensureCollection('app', 'items', records);
  for (const index of indexes) collection.createIndex(index);
  for (const document of documents) collection.insert(document);
  const left = () => [...collection.documents.values()].map((document) => document._id as string);
  return { engine, collection, left };
}

describe('the TTL sweep', () => {
  it('expires only what a partial TTL index holds (mongod manual, Expire Data: "Expire Documents with Filter Conditions")', () => {
    const { engine, left } = collectionWith(
      [
        {
          key: { created_at: 1 },
          name: 'read_after_an_hour',
          expireAfterSeconds: 3600,
          partialFilterExpression: { read: true },
        },
      ],
      [
        { _id: 'old-read', read: true, created_at: minutesAgo(61) },
        { _id: 'old-unread', read: false, created_at: minutesAgo(61) },
        { _id: 'new-read', read: true, created_at: minutesAgo(59) },
      ],
    );
    const records = engine.sweepExpired(NOW);
    expect(records).toEqual([{ op: 'delete', db: 'app', coll: 'items', id: 'old-read' }]);
    expect(left()).toEqual(['old-unread', 'new-read']);
  });

  it('follows writes: a document updated into the filter or to an older date expires, one updated out of it stays', () => {
    const { engine, collection, left } = collectionWith(
      [
        {
          key: { created_at: 1 },
          name: 'read_after_an_hour',
          expireAfterSeconds: 3600,
          partialFilterExpression: { read: true },
        },
      ],
      [
        { _id: 'marked-read', read: false, created_at: minutesAgo(90) },
        { _id: 'backdated', read: true, created_at: minutesAgo(10) },
        { _id: 'marked-unread', read: true, created_at: minutesAgo(90) },
      ],
    );
    const get = (id: string) => collection.getById(id) as Document;
    collection.replace(get('marked-read'), { ...get('marked-read'), read: true });
    collection.replace(get('backdated'), { ...get('backdated'), created_at: minutesAgo(120) });
    collection.replace(get('marked-unread'), { ...get('marked-unread'), read: false });
    engine.sweepExpired(NOW);
    expect(left()).toEqual(['marked-unread']);
  });

  it('expires by the earliest date of an array, on a nested field, and never a document without a date', () => {
    const { engine, left } = collectionWith(
      [{ key: { 'session.seen': 1 }, expireAfterSeconds: 0 }],
      [
        { _id: 'array', session: { seen: [minutesAgo(-5), minutesAgo(1)] } },
        { _id: 'future', session: { seen: minutesAgo(-5) } },
        { _id: 'text', session: { seen: 'yesterday' } },
        { _id: 'missing' },
      ],
    );
    engine.sweepExpired(NOW);
    expect(left()).toEqual(['future', 'text', 'missing']);
    engine.sweepExpired(new Date(NOW.getTime() + 6 * 60_000));
    expect(left()).toEqual(['text', 'missing']);
  });

  it('reads only the due documents, not the whole collection', () => {
    const documents = Array.from({ length: 3_000 }, (_, i) => ({
      _id: `doc${i}`,
      at: minutesAgo(i === 2_345 ? 120 : -i),
    }));
    const { engine, collection, left } = collectionWith(
      [{ key: { at: 1 }, expireAfterSeconds: 3600 }],
      documents,
    );
    const scans = vi.spyOn(collection.documents, 'values');
    const entries = vi.spyOn(collection.documents, 'entries');
    expect(engine.sweepExpired(NOW)).toHaveLength(1);
    expect(engine.sweepExpired(NOW)).toEqual([]);
    expect(scans).not.toHaveBeenCalled();
    expect(entries).not.toHaveBeenCalled();
    expect(left()).toHaveLength(2_999);
    expect(collection.getById('doc2345')).toBeUndefined();
  });
});
