/**
 * The official MongoDB shell against the embedded database (issue 18; ADR 008, "Conformance"):
 *   npm run check:mongosh
 * Starts the embedded database on a temporary folder, writes a few jobs with a weighted text
 * index through the driver, then runs `mongosh` (fetched once by npx into npm's cache: it is
 * about 150 MB, which is why this is a script to run by hand and not a CI test) with the shell
 * helpers a developer reaches for first — `find().explain()`, `db.jobs.stats()`, `db.stats()`,
 * a `$text` query sorted by `textScore`, a collation, a view, `$collStats`, `db.currentOp()`,
 * `getIndexes()` — and checks what each prints. Exit 1 on the first difference.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { spawnEmbeddedDb } from '../src/spawn';

const MONGOSH = 'mongosh@2.12.0';

const script = `
const out = {};
out.plan = db.jobs.find({ location: 'Mumbai' }).explain().queryPlanner.winningPlan;
const stats = db.jobs.stats();
out.stats = { ns: stats.ns, count: stats.count, hasSize: stats.size > 0 };
const dbStats = db.stats();
out.dbStats = { db: dbStats.db, collections: dbStats.collections, objects: dbStats.objects };
out.text = db.jobs
  .find({ $text: { $search: 'engineers -quality' } }, { _id: 0, title: 1, score: { $meta: 'textScore' } })
  .sort({ score: { $meta: 'textScore' } })
  .toArray()
  .map((job) => job.title);
out.textPlan = db.jobs.find({ $text: { $search: 'engineer' } }).explain().queryPlanner.winningPlan.stage;
out.collation = db.jobs.countDocuments({ location: 'pune' }, { collation: { locale: 'en_US', strength: 2 } });
db.createView('pune_jobs', 'jobs', [{ $match: { location: 'Pune' } }]);
out.view = db.pune_jobs.find({}, { _id: 0, title: 1 }).sort({ title: 1 }).toArray().map((job) => job.title);
out.collStats = db.jobs.aggregate([{ $collStats: { count: {} } }]).toArray()[0].count;
out.currentOp = Array.isArray(db.currentOp().inprog);
out.indexes = db.jobs.getIndexes().map((index) => index.name).sort();
print(JSON.stringify(out));
`;

const expected = {
  // One job of four in Mumbai: the index. (The embedded engine scans when an index would find more
  // than a third of a collection, and its explain says so, where mongod would use the index.)
  plan: { stage: 'FETCH', inputStageStage: 'IXSCAN' },
  stats: { ns: 'check.jobs', count: 4, hasSize: true },
  dbStats: { db: 'check', collections: 1, objects: 4 },
  // "engineers" stems to "engin" (so "engineering" counts too); "-quality" drops the Quality
  // Engineer; a word in the title weighs 10 times one in the description.
  text: ['Data Engineer', 'Backend Engineer', 'Sales Manager'],
  textPlan: 'TEXT_MATCH',
  collation: 2,
  view: ['Backend Engineer', 'Data Engineer'],
  collStats: 4,
  currentOp: true,
  indexes: ['_id_', 'jobs_text', 'location_1'],
};

const folder = await mkdtemp(join(tmpdir(), 'rozgar-mongosh-check-'));
const database = await spawnEmbeddedDb({ dbpath: folder });
let failed = false;
try {
  const client = await MongoClient.connect(database.uri);
  const jobs = client.db('check').collection('jobs');
  await jobs.insertMany([
    { title: 'Backend Engineer', location: 'Pune', description: 'APIs in Node' },
    { title: 'Data Engineer', location: 'Pune', description: 'pipelines for engineering teams' },
    { title: 'Quality Engineer', location: 'Mumbai', description: 'test plans' },
    { title: 'Sales Manager', location: 'Delhi', description: 'works with engineers' },
  ]);
  await jobs.createIndex({ location: 1 });
  await jobs.createIndex(
    { title: 'text', description: 'text' },
    { name: 'jobs_text', weights: { title: 10, description: 1 } },
  );
  await client.close();

  const shell = spawnSync(
    'npx',
    ['--yes', MONGOSH, '--quiet', `${database.uri.replace(/\/\?/, '/check?')}`, '--eval', script],
    { encoding: 'utf8', timeout: 600_000 },
  );
  if (shell.status !== 0) throw new Error(`mongosh failed (${shell.status}): ${shell.stderr}`);
  const line = shell.stdout.trim().split('\n').at(-1)!;
  const got = JSON.parse(line) as Record<string, unknown> & {
    plan: { stage: string; inputStage?: { stage: string } };
  };
  const { plan, ...rest } = got;
  const actual = {
    plan: { stage: plan.stage, inputStageStage: plan.inputStage?.stage },
    ...rest,
  };
  for (const [key, value] of Object.entries(expected)) {
    const same = JSON.stringify(actual[key as keyof typeof actual]) === JSON.stringify(value);
    console.log(
      `${same ? 'ok  ' : 'FAIL'} ${key}: ${JSON.stringify(actual[key as keyof typeof actual])}`,
    );
    if (!same) {
      console.log(`     expected ${JSON.stringify(value)}`);
      failed = true;
    }
  }
} finally {
  await database.stop();
  await rm(folder, { recursive: true, force: true });
}
console.log(
  failed
    ? '\nmongosh check: FAILED'
    : `\nmongosh check: every helper answered as expected (${MONGOSH})`,
);
process.exit(failed ? 1 : 0);
