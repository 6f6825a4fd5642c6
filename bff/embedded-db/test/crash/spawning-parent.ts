/** A parent for the process tests: starts the database, reports its pid, then idles until killed. */
import { spawnEmbeddedDb } from '../../src/spawn.js';

const database = await spawnEmbeddedDb({ dbpath: process.argv[2]! });
process.stdout.write(`database-pid ${database.pid}\n`);
setInterval(() => undefined, 60_000);
