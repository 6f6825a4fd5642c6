import type { Collection, Db, FindCursor, ObjectId } from 'mongodb';
import mongoose from 'mongoose';
import { jsonError } from '../lib/http.server';
import { acceptsEventStream, eventStreamResponse } from '../lib/sse.server';

/**
 * Live events shared by every BFF instance of a deployment (docs/decisions/019-live-events.md).
 *
 * A publisher inserts `{ channel, data, at }` into the capped collection `live_events`; every BFF
 * process tails that collection with one tailable, awaitData cursor and hands each event to the
 * listeners of its channel in this process (Server-Sent Events streams, for instance). The same
 * code runs on the embedded database and on a standalone MongoDB: a capped collection needs no
 * replica set, unlike change streams.
 */

export const LIVE_EVENTS_COLLECTION = 'live_events';
/** The collection keeps the newest events only: at most this many… */
export const LIVE_EVENTS_MAX_DOCUMENTS = 10_000;
/** …and at most this many bytes. */
export const LIVE_EVENTS_MAX_BYTES = 16 * 1024 * 1024;
/** Channel of the marker written into a new collection (a tailable cursor on an empty one dies). */
const MARKER_CHANNEL = '';
const MIN_BACKOFF_MS = 100;
/** How far before the newest delivered event a restarted cursor reads. */
const RESTART_OVERLAP_MS = 5_000;
const MAX_BACKOFF_MS = 5_000;
/** Ids of recently delivered events, so a restarted cursor does not deliver one twice. */
const DELIVERED_MEMORY = 1_024;

export interface LiveEventDocument {
  _id?: ObjectId;
  channel: string;
  data: unknown;
  /** When the event was published; a new cursor starts from the time its tail started. */
  at: Date;
}

export type LiveEventListener = (data: unknown) => void;

/** The collection, once ready, for the connection's current `Db` (a reconnect makes a new one). */
let collectionReady: { db: Db; ready: Promise<Collection<LiveEventDocument>> } | undefined;

function isNamespaceExists(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 48;
}

/** The capped collection, created (with its marker document) the first time it is needed. */
async function liveEventsCollection(): Promise<Collection<LiveEventDocument>> {
  await mongoose.connection.asPromise();
  const db = mongoose.connection.db;
  if (!db) throw new Error('the database connection is not open');
  if (collectionReady?.db !== db) {
    const ready = createLiveEventsCollection(db);
    collectionReady = { db, ready };
    ready.catch(() => {
      if (collectionReady?.ready === ready) collectionReady = undefined;
    });
  }
  return collectionReady.ready;
}

function forgetLiveEventsCollection(): void {
  collectionReady = undefined;
}

async function createLiveEventsCollection(db: Db): Promise<Collection<LiveEventDocument>> {
  try {
    await db.createCollection(LIVE_EVENTS_COLLECTION, {
      capped: true,
      size: LIVE_EVENTS_MAX_BYTES,
      max: LIVE_EVENTS_MAX_DOCUMENTS,
    });
  } catch (error) {
    if (!isNamespaceExists(error)) throw error;
  }
  const collection = db.collection<LiveEventDocument>(LIVE_EVENTS_COLLECTION);
  if ((await collection.estimatedDocumentCount()) === 0)
    await collection.insertOne({ channel: MARKER_CHANNEL, data: null, at: new Date(0) });
  return collection;
}

/** Publishes `data` (plain JSON-like values) to every listener of `channel` in every BFF process. */
export async function publishLiveEvent(channel: string, data: unknown): Promise<void> {
  if (channel.length === 0) throw new Error('a live event needs a channel');
  const collection = await liveEventsCollection();
  await collection.insertOne({ channel, data, at: new Date() });
}

/**
 * The one tail of this process: started with the first listener, stopped after the last one
 * leaves, restarted with backoff when its cursor fails or dies.
 */
class LiveEventTail {
  private readonly listeners = new Map<string, Set<LiveEventListener>>();
  private running: Promise<void> | undefined;
  private cursor: FindCursor<LiveEventDocument> | undefined;
  /** Events published before this time are never delivered: listening starts from "now". */
  private floor = new Date();
  /** The newest `at` delivered: a restarted cursor reads from a little before it. */
  private since = new Date();
  private readonly delivered = new Set<string>();
  private backoffMs = MIN_BACKOFF_MS;
  private wake: (() => void) | undefined;
  /** Bumped by `halt`: a cursor failing because it was closed on purpose is not reported. */
  private generation = 0;

  subscribe(channel: string, listener: LiveEventListener): () => void {
    if (this.listeners.size === 0) {
      this.floor = new Date();
      this.since = this.floor;
      this.delivered.clear();
    }
    let channelListeners = this.listeners.get(channel);
    if (!channelListeners) {
      channelListeners = new Set();
      this.listeners.set(channel, channelListeners);
    }
    channelListeners.add(listener);
    if (!this.running) this.start();
    return () => {
      const current = this.listeners.get(channel);
      if (!current?.delete(listener)) return;
      if (current.size === 0) this.listeners.delete(channel);
      if (this.listeners.size === 0) void this.halt();
    };
  }

  private start(): void {
    this.running = this.run().finally(() => {
      this.running = undefined;
      // A listener may have arrived while the finished loop was closing its cursor.
      if (this.listeners.size > 0) this.start();
    });
  }

  private async run(): Promise<void> {
    while (this.listeners.size > 0) {
      const generation = this.generation;
      try {
        const collection = await liveEventsCollection();
        if (this.listeners.size === 0) break;
        // Events can be inserted in another order than their `at` (two publishers): a restart
        // reads a few seconds back; what was delivered already is recognised by its id.
        const from = Math.max(this.floor.getTime(), this.since.getTime() - RESTART_OVERLAP_MS);
        this.cursor = collection.find(
          { at: { $gte: new Date(from) } },
          { tailable: true, awaitData: true },
        );
        for await (const event of this.cursor) {
          this.backoffMs = MIN_BACKOFF_MS;
          this.deliver(event);
          if (this.listeners.size === 0) break;
        }
        // The cursor died without an error: the collection is gone or empty (a database that
        // came back without its data). Make sure of it again before the next cursor.
        if (this.listeners.size > 0) forgetLiveEventsCollection();
      } catch (error) {
        if (this.listeners.size > 0 && generation === this.generation)
          process.stderr.write(`[live-events] tail failed, restarting: ${String(error)}\n`);
      } finally {
        const cursor = this.cursor;
        this.cursor = undefined;
        await cursor?.close().catch(() => {});
      }
      if (this.listeners.size === 0) break;
      if (generation !== this.generation) continue;
      // The cursor died (no document left to stand on) or failed: wait, then tail again.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.backoffMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
      this.backoffMs = Math.min(this.backoffMs * 2, MAX_BACKOFF_MS);
    }
  }

  private deliver(event: LiveEventDocument): void {
    if (event.at < this.floor) return;
    const id = String(event._id);
    if (this.delivered.has(id)) return;
    this.delivered.add(id);
    if (this.delivered.size > DELIVERED_MEMORY) {
      const oldest = this.delivered.values().next().value;
      if (oldest !== undefined) this.delivered.delete(oldest);
    }
    if (event.at > this.since) this.since = event.at;
    for (const listener of this.listeners.get(event.channel) ?? []) {
      try {
        listener(event.data);
      } catch (error) {
        process.stderr.write(`[live-events] a listener failed: ${String(error)}\n`);
      }
    }
  }

  /** Stops tailing now (no listener left, or the process is closing). */
  async halt(): Promise<void> {
    this.generation += 1;
    this.wake?.();
    await this.cursor?.close().catch(() => {});
    await this.running;
  }

  clear(): void {
    this.listeners.clear();
  }

  listenerCount(channel: string): number {
    return this.listeners.get(channel)?.size ?? 0;
  }
}

/**
 * One tail per process, even when this module is loaded twice (the server's own import and the
 * Remix build's copy, or Vite's in development): kept on `globalThis`.
 */
const TAIL_KEY = Symbol.for('rozgar.live-events.tail');
const tail: LiveEventTail =
  ((globalThis as Record<symbol, unknown>)[TAIL_KEY] as LiveEventTail | undefined) ??
  new LiveEventTail();
(globalThis as Record<symbol, unknown>)[TAIL_KEY] = tail;

/**
 * Calls `listener` with the data of every event published to `channel` from now on, by any BFF
 * process. Returns the function that unsubscribes.
 */
export function subscribeLiveEvents(channel: string, listener: LiveEventListener): () => void {
  return tail.subscribe(channel, listener);
}

/** How many listeners of `channel` this process has (open SSE streams, for instance). */
export function liveEventListenerCount(channel: string): number {
  return tail.listenerCount(channel);
}

/** Drops every listener and stops this process's tail (shutdown, tests). */
export async function stopLiveEvents(): Promise<void> {
  tail.clear();
  await tail.halt();
}

/**
 * The answer of a live-events route (ADR 019): Server-Sent Events of `channel`, each named by its
 * data's `type` and numbered, its data the event as JSON; 406 to a request that does not accept
 * `text/event-stream`, so a plain GET never holds an endless response.
 */
export function liveChannelResponse(request: Request, channel: string): Response {
  if (!acceptsEventStream(request))
    return jsonError(406, 'This address streams Server-Sent Events (Accept: text/event-stream)');
  let sequence = 0;
  return eventStreamResponse(request, (send) =>
    subscribeLiveEvents(channel, (data) => {
      sequence += 1;
      const type = (data as { type?: unknown } | null)?.type;
      send({ id: String(sequence), event: typeof type === 'string' ? type : undefined, data });
    }),
  );
}
