import { startServer } from '../../embedded-db/src/server';

export interface TestDatabase {
  uri: string;
  stop: () => Promise<void>;
}

/** The embedded database inside this process, in memory, on a free port. */
export async function startTestDatabase(): Promise<TestDatabase> {
  const server = await startServer({ port: 0, host: '127.0.0.1' });
  let stopped = false;
  return {
    uri: `mongodb://127.0.0.1:${server.port}/rozgar?directConnection=true`,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.close();
    },
  };
}
