import { MongoClient, MongoServerError, type Db } from 'mongodb';
import { startServer, type RunningServer, type ServerOptions } from '../../src/server.js';

export interface TestDatabase {
  server: RunningServer;
  uri: string;
  client: MongoClient;
  db: Db;
  close(): Promise<void>;
}

/** Starts an in-memory embedded server on an ephemeral port and connects the plain driver. */
export async function startTestDatabase(
  databaseName: string,
  options: Partial<ServerOptions> = {},
): Promise<TestDatabase> {
  const server = await startServer({ port: 0, ...options });
  const uri = `mongodb://127.0.0.1:${server.port}/${databaseName}`;
  const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 5_000 });
  return {
    server,
    uri,
    client,
    db: client.db(),
    async close() {
      await client.close();
      await server.close();
    },
  };
}

/** The server's error `promise` rejects with (anything else is rethrown; resolving fails). */
export async function serverError(promise: Promise<unknown>): Promise<MongoServerError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof MongoServerError) return error;
    throw error;
  }
  throw new Error('expected a server error');
}
