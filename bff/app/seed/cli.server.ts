// `npm run seed -w bff`: seeds the database the server would use (MONGODB_URI, or the embedded
// database in DATA_DIR/db) with the demo data set. Safe to run again: nothing is duplicated.
// A real MongoDB (MONGODB_URI) is seeded only with SEED_DEMO_DATA=1.
import mongoose from 'mongoose';
import { connectDatabase, demoDataAllowed, resolveDatabase } from '../../server/database';
import { dataDirFrom } from '../../server/paths';
import { seedDemoData } from './seed.server';

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
} finally {
  await mongoose.disconnect();
  await database.stop();
}
