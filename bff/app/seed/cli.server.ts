// `npm run seed -w bff`: seeds the database the server would use (MONGODB_URI, or the embedded
// database in DATA_DIR/db) with the demo data set. Safe to run again: nothing is duplicated.
// A real MongoDB (MONGODB_URI) is seeded only with SEED_DEMO_DATA=1.
// `npm run seed -w bff -- --scale N` then adds N steps of companies, jobs and seekers for
// benchmarks (./scale.server.ts, ADR 020), leaving the demo accounts as they are.
import mongoose from 'mongoose';
import { connectDatabase, demoDataAllowed, resolveDatabase } from '../../server/database';
import { dataDirFrom } from '../../server/paths';
import { seedScale } from './scale.server';
import { seedDemoData } from './seed.server';

/** `--scale N` (or `--scale=N`) from the command line, or undefined. */
function scaleArgument(args: readonly string[]): number | undefined {
  const at = args.findIndex((arg) => arg === '--scale' || arg.startsWith('--scale='));
  if (at < 0) return undefined;
  const text = args[at]!.includes('=') ? args[at]!.split('=')[1] : args[at + 1];
  const scale = Number(text);
  if (!Number.isInteger(scale) || scale < 1 || scale > 100) {
    console.error('seed: --scale takes a whole number from 1 to 100');
    process.exit(1);
  }
  return scale;
}
const scale = scaleArgument(process.argv.slice(2));

if (!demoDataAllowed(process.env, !process.env.MONGODB_URI)) {
  console.error(
    'seed: refusing to seed demo accounts (published passwords) into MONGODB_URI; ' +
      'set SEED_DEMO_DATA=1 if that database is meant for demo data.',
  );
  process.exit(1);
}
const database = await resolveDatabase(process.env, dataDirFrom(process.env));
try {
  const started = Date.now();
  await connectDatabase(database.uri);
  const inserted = await seedDemoData();
  console.log(
    `seed: inserted ${JSON.stringify(inserted)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (scale !== undefined) {
    const scaledAt = Date.now();
    const added = await seedScale(scale);
    console.log(
      `seed: --scale ${scale} inserted ${JSON.stringify(added)} in ${((Date.now() - scaledAt) / 1000).toFixed(1)} s`,
    );
  }
} finally {
  await mongoose.disconnect();
  await database.stop();
}
