import { createServer, type Socket } from 'node:net';
import type { Document } from 'bson';
import { dispatchCommand } from './commands/command-dispatcher.js';
import { DatabaseEngine } from './engine/database-engine.js';
import {
  openMemoryStorage,
  openStorage,
  type JournalRecord,
  type Storage,
} from './storage/index.js';
import {
  decodeMessage,
  encodeMsg,
  encodeReply,
  type IncomingRequest,
  MessageFramer,
} from './wire/wire-protocol.js';

export interface ServerOptions {
  port: number;
  /** Only 127.0.0.1 is accepted: the embedded database never listens on other interfaces. */
  host?: string;
  /** Data directory; undefined keeps everything in memory. */
  dbpath?: string;
  /** How often TTL indexes are swept (default 5 s). */
  ttlIntervalMs?: number;
}

export interface RunningServer {
  port: number;
  close(): Promise<void>;
}

const DEFAULT_TTL_INTERVAL_MS = 5_000;

interface ParkedGetMore {
  namespace: string;
  /** Runs the getMore again (a capped collection it tails was inserted into). */
  wake(): void;
  /** Answers it at once (the server is closing). */
  cancel(): void;
}

/**
 * Writes the reply to `request` as one buffer with one `socket.write` (nothing for `moreToCome`).
 * A reply that cannot be encoded (e.g. larger than BSON allows) is answered with an error.
 */
function answer(
  socket: Socket,
  request: Exclude<IncomingRequest, { kind: 'unsupported' }>,
  reply: Document,
): void {
  if (socket.destroyed || (request.kind === 'msg' && request.moreToCome)) return;
  const encode = request.kind === 'query' ? encodeReply : encodeMsg;
  let message: Buffer;
  try {
    message = encode(0, request.requestId, reply);
  } catch (error) {
    message = encode(0, request.requestId, {
      ok: 0,
      errmsg: `reply could not be encoded: ${error instanceof Error ? error.message : String(error)}`,
      code: 1,
      codeName: 'InternalError',
    });
  }
  socket.write(message);
}

/**
 * Starts the MongoDB-wire-compatible server: loads the data directory (or memory), listens on
 * 127.0.0.1 and answers commands. A write is acknowledged only after its journal records are
 * durable.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  if (host !== '127.0.0.1')
    throw new Error(`the embedded database only listens on 127.0.0.1 (asked for ${host})`);
  const storage: Storage =
    options.dbpath === undefined ? openMemoryStorage() : await openStorage(options.dbpath);
  let engine: DatabaseEngine;
  try {
    engine = DatabaseEngine.fromSnapshot(storage.recovered);
  } catch (error) {
    await storage.close();
    throw error;
  }
  const sockets = new Set<Socket>();
  /** Tailable, awaitData getMores waiting for an insert, by namespace. */
  const parked = new Map<string, Set<ParkedGetMore>>();

  const unpark = (entry: ParkedGetMore) => {
    const waiting = parked.get(entry.namespace);
    waiting?.delete(entry);
    if (waiting?.size === 0) parked.delete(entry.namespace);
  };

  /**
   * Answers a getMore that found nothing new once its capped collection is inserted into (and
   * the cursor has a matching document), or with an empty batch after `ms`. Nothing blocks:
   * other connections are served meanwhile.
   */
  const parkGetMore = (
    socket: Socket,
    command: Document,
    database: string,
    connectionId: number,
    ms: number,
  ): Promise<Document> =>
    new Promise((resolve) => {
      const entry: ParkedGetMore = {
        namespace: `${database}.${String(command.collection)}`,
        wake: () => finish(true),
        cancel: () => {
          clearTimeout(timer);
          unpark(entry);
          resolve({
            ok: 0,
            errmsg: 'server shutting down',
            code: 91,
            codeName: 'ShutdownInProgress',
          });
        },
      };
      const finish = (mayPark: boolean) => {
        if (socket.destroyed) {
          clearTimeout(timer);
          unpark(entry);
          resolve({ ok: 1 });
          return;
        }
        const result = dispatchCommand(engine, command, database, connectionId, mayPark);
        if (result.park) return;
        clearTimeout(timer);
        unpark(entry);
        resolve(result.reply);
      };
      const timer = setTimeout(() => finish(false), Math.max(0, ms));
      let waiting = parked.get(entry.namespace);
      if (!waiting) {
        waiting = new Set();
        parked.set(entry.namespace, waiting);
      }
      waiting.add(entry);
    });

  /** Wakes the getMores parked on the capped collections the last command inserted into. */
  const wakeParked = () => {
    for (const namespace of engine.takeCappedWrites())
      for (const entry of [...(parked.get(namespace) ?? [])]) entry.wake();
  };
  let connectionCounter = 0;
  let compacting: Promise<void> | undefined;
  let closing = false;

  const persist = async (records: JournalRecord[]): Promise<void> => {
    if (records.length === 0) return;
    await storage.append(records);
    if (!compacting) {
      compacting = storage
        .compactIfNeeded(() => engine.toSnapshot())
        .catch((error: unknown) => {
          process.stderr.write(`[embedded-db] compaction failed: ${String(error)}\n`);
        })
        .finally(() => {
          compacting = undefined;
        });
    }
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    connectionCounter += 1;
    const connectionId = connectionCounter;
    socket.setNoDelay(true);
    const framer = new MessageFramer();
    // Requests on one connection are answered in order. A reply waits for its writes to be
    // durable; replies behind it wait in `queue`. A command that wrote nothing, with no reply
    // waiting before it, is answered at once (no promise, no microtask).
    let queue: Promise<void> = Promise.resolve();
    let waiting = 0;
    socket.on('data', (chunk: Buffer) => {
      let messages: Buffer[];
      try {
        messages = framer.push(chunk);
      } catch {
        socket.destroy();
        return;
      }
      for (const message of messages) {
        let request: ReturnType<typeof decodeMessage>;
        try {
          request = decodeMessage(message);
        } catch {
          socket.destroy();
          return;
        }
        if (request.kind === 'unsupported') {
          socket.destroy();
          return;
        }
        const command = request.command;
        const database =
          request.kind === 'query'
            ? (request.collectionName.split('.')[0] ?? 'admin')
            : typeof command.$db === 'string'
              ? command.$db
              : 'admin';
        const { reply, records, park } = dispatchCommand(
          engine,
          command,
          database,
          connectionId,
          true,
        );
        if (parked.size > 0) wakeParked();
        else engine.takeCappedWrites();
        if (park) {
          const settled = parkGetMore(socket, command, database, connectionId, park.ms);
          waiting += 1;
          queue = queue.then(async () => {
            const answered = await settled;
            waiting -= 1;
            answer(socket, request, answered);
          });
          continue;
        }
        if (records.length === 0 && waiting === 0) {
          answer(socket, request, reply);
          continue;
        }
        const durable = persist(records);
        waiting += 1;
        queue = queue.then(async () => {
          let settled = reply;
          try {
            await durable;
          } catch (error) {
            settled = {
              ok: 0,
              errmsg: `write not durable: ${String(error)}`,
              code: 1,
              codeName: 'InternalError',
            };
          }
          waiting -= 1;
          answer(socket, request, settled);
        });
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
  });

  const ttlTimer = setInterval(() => {
    const records = engine.sweepExpired();
    engine.cursors.sweepIdle();
    persist(records).catch((error: unknown) =>
      process.stderr.write(`[embedded-db] TTL sweep failed: ${String(error)}\n`),
    );
  }, options.ttlIntervalMs ?? DEFAULT_TTL_INTERVAL_MS);
  ttlTimer.unref();

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch(async (error: unknown) => {
    clearInterval(ttlTimer);
    await storage.close();
    throw error;
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  // Text indexes restored from disk are built when first used; the ones nothing used yet are
  // built once the server listens, while its client is still starting (ADR 016, "Cold start").
  const buildingTextIndexes = setImmediate(() => {
    for (const database of Object.keys(storage.recovered.databases))
      for (const collection of engine.listCollections(database)) collection.textIndex?.build();
  });

  return {
    port,
    async close() {
      if (closing) return;
      closing = true;
      clearInterval(ttlTimer);
      clearImmediate(buildingTextIndexes);
      for (const waiting of [...parked.values()]) for (const entry of [...waiting]) entry.cancel();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      await compacting;
      // The next start then loads one snapshot and replays no journal (ADR 016, "Cold start").
      await storage.close(() => engine.toSnapshot());
    },
  };
}
