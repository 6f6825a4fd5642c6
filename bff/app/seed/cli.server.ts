// `npm run seed -w bff`: seeds the database the server would use (MONGODB_URI, or the embedded
// database in DATA_DIR/db) with the demo data set. Safe to run again: nothing is duplicated.
import mongoose from 'mongoose';
import { connectDatabase, resolveDatabase } from '../../server/database';
import { dataDirFrom } from '../../server/paths';
import { seedDemoData } from './seed.server';

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
