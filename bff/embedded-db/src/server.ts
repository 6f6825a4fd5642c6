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
import { decodeMessage, encodeMsg, encodeReply, MessageFramer } from './wire/wire-protocol.js';

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
    // Requests on one connection are answered in order.
    let queue: Promise<void> = Promise.resolve();
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
        let command: Document;
        let database: string;
        if (request.kind === 'unsupported') {
          socket.destroy();
          return;
        }
        if (request.kind === 'query') {
          command = request.command;
          database = request.collectionName.split('.')[0] ?? 'admin';
        } else {
          command = request.command;
          database = typeof command.$db === 'string' ? command.$db : 'admin';
        }
        const { reply, records } = dispatchCommand(engine, command, database, connectionId);
        const durable = persist(records);
        queue = queue.then(async () => {
          let answer = reply;
          try {
            await durable;
          } catch (error) {
            answer = {
              ok: 0,
              errmsg: `write not durable: ${String(error)}`,
              code: 1,
              codeName: 'InternalError',
            };
          }
          if (socket.destroyed) return;
          if (request.kind === 'query') socket.write(encodeReply(0, request.requestId, answer));
          else if (!request.moreToCome) socket.write(encodeMsg(0, request.requestId, answer));
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

  return {
    port,
    async close() {
      if (closing) return;
      closing = true;
      clearInterval(ttlTimer);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      await compacting;
      await storage.close();
    },
  };
}
