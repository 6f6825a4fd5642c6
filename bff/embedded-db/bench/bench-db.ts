/**
 * Benchmark of the embedded database through mongoose, on 50 000 job-like documents:
 *   npm run bench:db            (from the repo root)
 * Prints insertMany time, the portal's main query median (20 runs after a warm-up) and findById
 * median (1 000 runs after 5 s of warm-up: the JIT has compiled mongoose's and the driver's paths
 * and V8's young generation has grown, as in a BFF that has been serving for a while; the first
 * 200 calls are shown too), against the targets. Uses a temporary data directory and removes it.
 * To tell server time from client time, it also times the same find by `_id` and a `ping` as
 * hand-built OP_MSG messages on a bare socket (no driver), a bare node-to-node TCP echo round
 * trip of the same size (the floor any server on this machine has), and, on Linux, how much CPU
 * each side's main thread spends per call (`/proc/<pid>/schedstat`).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BSON, type Document, UUID } from 'bson';
import mongoose, { Schema, Types } from 'mongoose';
import { spawnEmbeddedDb } from '../src/spawn.js';
import {
  measureBlock,
  median,
  printTable,
  randomSource,
  timed,
  type Block,
  type Row,
} from './bench-kit.js';

const JOB_COUNT = 50_000;
const QUERY_RUNS = 20;
const FIND_BY_ID_RUNS = 1_000;
const FIND_BY_ID_WARM_UP_MS = 5_000;
const BREAKDOWN_WARM_UP_MS = 1_500;
const RAW_WARM_UP_MS = 500;
const COLD_RUNS = 200;
const TARGETS = { query: 10, findById: 0.5 };

const JOB_TITLES = [
  'Software Engineer',
  'Senior Software Engineer',
  'Backend Engineer',
  'Frontend Engineer',
  'Full Stack Engineer',
  'Data Engineer',
  'DevOps Engineer',
  'QA Engineer',
  'Site Reliability Engineer',
  'Machine Learning Engineer',
  'Civil Engineer',
  'Mechanical Engineer',
  'Electrical Engineer',
  'Sales Executive',
  'Business Development Manager',
  'Product Manager',
  'UX Designer',
  'Data Analyst',
  'HR Recruiter',
  'Accountant',
  'Content Writer',
  'Customer Support Associate',
  'Marketing Manager',
  'Operations Manager',
  'Graphic Designer',
  'Teacher',
];
const CITIES = [
  'Bengaluru',
  'Pune',
  'Hyderabad',
  'Chennai',
  'Mumbai',
  'Delhi NCR',
  'Kolkata',
  'Ahmedabad',
  'Noida',
  'Gurugram',
  'Remote',
];
const SKILLS = [
  'JavaScript',
  'TypeScript',
  'React',
  'Node.js',
  'Java',
  'Spring Boot',
  'Python',
  'Django',
  'SQL',
  'MongoDB',
  'AWS',
  'Docker',
  'Kubernetes',
  'Excel',
  'Tally',
  'Communication',
  'AutoCAD',
  'Figma',
  'Selenium',
  'Go',
];
const COMPANIES = [
  'Infosys',
  'TCS',
  'Wipro',
  'Flipkart',
  'Zoho',
  'Freshworks',
  'Razorpay',
  'Swiggy',
  'Zomato',
  'HCLTech',
  'Tech Mahindra',
  'Paytm',
];
const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship'];

const jobSchema = new Schema(
  {
    job_title: { type: String, required: true },
    company_name: String,
    description: String,
    min_salary: Number,
    max_salary: Number,
    min_experience: Number,
    max_experience: Number,
    location: String,
    job_type: String,
    skills: [String],
    openings: Number,
    is_active: Boolean,
    recruiter_id: Schema.Types.ObjectId,
    created_at: Date,
    expires_at: Date,
  },
  { collection: 'jobs', versionKey: false },
);

function generateJobs(count: number) {
  const random = randomSource(20_261_121);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const yearAgo = Date.now() - 365 * 24 * 3600 * 1000;
  return Array.from({ length: count }, () => {
    const title = pick(JOB_TITLES);
    const minSalary = 2 + Math.floor(random() * 29);
    const minExperience = Math.floor(random() * 10);
    const createdAt = new Date(yearAgo + random() * 365 * 24 * 3600 * 1000);
    const skills = Array.from({ length: 3 + Math.floor(random() * 4) }, () => pick(SKILLS));
    return {
      job_title: title,
      company_name: pick(COMPANIES),
      description: `We are hiring a ${title} to join our team. You will work with ${skills.join(', ')} and grow with us.`,
      min_salary: minSalary,
      max_salary: minSalary + 2 + Math.floor(random() * 14),
      min_experience: minExperience,
      max_experience: minExperience + 1 + Math.floor(random() * 5),
      location: pick(CITIES),
      job_type: pick(JOB_TYPES),
      skills: [...new Set(skills)],
      openings: 1 + Math.floor(random() * 10),
      is_active: random() < 0.8,
      recruiter_id: new Types.ObjectId(),
      created_at: createdAt,
      expires_at: new Date(createdAt.getTime() + 60 * 24 * 3600 * 1000),
    };
  });
}

/** A bare TCP connection that sends one length-prefixed message and waits for one whole reply. */
class RawConnection {
  private constructor(private readonly socket: Socket) {}

  static open(port: number, host = '127.0.0.1'): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, host, () => {
        socket.off('error', reject);
        socket.setNoDelay(true);
        resolve(new RawConnection(socket));
      });
      socket.once('error', reject);
    });
  }

  /** Writes `message` and resolves with the reply (its first int32 is its length). */
  roundTrip(message: Buffer): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let received = 0;
      const onData = (chunk: Buffer) => {
        chunks.push(chunk);
        received += chunk.length;
        const first = chunks.length === 1 ? chunk : Buffer.concat(chunks, received);
        if (received < 4 || received < first.readInt32LE(0)) return;
        this.socket.off('data', onData);
        this.socket.off('error', reject);
        resolve(first);
      };
      this.socket.on('data', onData);
      this.socket.once('error', reject);
      this.socket.write(message);
    });
  }

  close(): void {
    this.socket.destroy();
  }
}

/** An OP_MSG with one kind-0 section, built by hand as a driver would. */
function opMsg(requestId: number, command: Document): Buffer {
  const body = BSON.serialize(command);
  const message = Buffer.alloc(21 + body.length);
  message.writeInt32LE(message.length, 0);
  message.writeInt32LE(requestId, 4);
  message.writeInt32LE(0, 8); // responseTo
  message.writeInt32LE(2013, 12); // OP_MSG
  message.writeUInt32LE(0, 16); // flagBits
  message.writeUInt8(0, 20); // section kind 0
  message.set(body, 21);
  return message;
}

/** The document of an OP_MSG reply (kind-0 section). */
function opMsgReply(message: Buffer): Document {
  return BSON.deserialize(message.subarray(21));
}

const ECHO_SERVER_SOURCE = `
const server = require('node:net').createServer((socket) => {
  socket.setNoDelay(true);
  socket.on('data', (chunk) => socket.write(chunk));
  socket.on('error', () => socket.destroy());
});
server.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + '\\n'));
process.on('disconnect', () => process.exit(0));
`;

/** A node TCP echo server in its own process, like the database: the round-trip floor. */
async function startEchoServer(): Promise<{ port: number; pid: number; stop(): void }> {
  const child = spawn(process.execPath, ['-e', ECHO_SERVER_SOURCE], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`echo server exited (${code})`)));
    child.stdout!.setEncoding('utf8');
    child.stdout!.once('data', (line: string) => resolve(Number(line.trim())));
  });
  child.removeAllListeners('exit');
  return { port, pid: child.pid!, stop: () => child.kill() };
}

async function main(): Promise<void> {
  // BENCH_DB_URI runs the same measurements against another server (a real mongod, or an
  // embedded one started by hand with --cpu-prof for profiling).
  const externalUri = process.env.BENCH_DB_URI;
  const dbpath = externalUri ? undefined : await mkdtemp(join(tmpdir(), 'rozgar-bench-db-'));
  const database = dbpath ? await spawnEmbeddedDb({ dbpath }) : undefined;
  const connection = await mongoose
    .createConnection(externalUri ?? database!.uri, { dbName: 'rozgar_bench' })
    .asPromise();
  try {
    await connection.dropDatabase();
    const Job = connection.model('Job', jobSchema);
    process.stdout.write(`inserting ${JOB_COUNT} jobs through mongoose insertMany…\n`);
    // Generated before the timed call and dropped right after, so 50 000 documents don't stay
    // on the heap (and in every later GC) while the queries are measured.
    let jobs: ReturnType<typeof generateJobs> | undefined = generateJobs(JOB_COUNT);
    const insertMs = await timed(async () => {
      await Job.insertMany(jobs!);
    });
    jobs = undefined;
    const storedCount = await Job.countDocuments();
    if (storedCount !== JOB_COUNT)
      throw new Error(`expected ${JOB_COUNT} jobs, found ${storedCount}`);

    const mainQuery = () =>
      Job.find({ job_title: /engineer/i, min_salary: { $gte: 5, $lte: 20 }, is_active: true })
        .sort({ created_at: -1 })
        .limit(20);
    const firstPage = await mainQuery(); // warm-up
    if (firstPage.length !== 20)
      throw new Error(`the main query returned ${firstPage.length} jobs, expected 20`);
    for (let warm = 0; warm < 3; warm += 1) await mainQuery();
    // Interleaved, so a garbage collection of the insert's leftovers can't land on one kind only.
    const querySamples: number[] = [];
    const leanSamples: number[] = [];
    for (let run = 0; run < QUERY_RUNS; run += 1) {
      querySamples.push(await timed(() => mainQuery()));
      leanSamples.push(await timed(() => mainQuery().lean()));
    }

    // Every 50th id: lookups spread over the whole collection, without the benchmark carrying
    // 50 000 ObjectIds on the heap of the process it measures.
    const ids = (await Job.find({}, { _id: 1 }).lean())
      .filter((_, index) => index % 50 === 0)
      .map((job) => job._id);
    const random = randomSource(7);
    const randomId = () => ids[Math.floor(random() * ids.length)];
    // Latencies are measured from a collected heap (`npm run bench:db` passes --expose-gc), so the
    // insert's leftovers are not collected in the middle of them.
    (globalThis as { gc?: () => void }).gc?.();
    const serverPid = database?.pid;

    // The first calls, before the JIT has compiled mongoose's and the driver's paths: what a
    // freshly started BFF sees, shown next to the steady state the target is about.
    const coldFindById = await measureBlock(() => Job.findById(randomId()), {
      warmUpMs: 0,
      runs: COLD_RUNS,
      serverPid,
    });
    const findById = await measureBlock(
      async () => {
        const id = randomId();
        if (!(await Job.findById(id))) throw new Error(`findById(${String(id)}) found nothing`);
      },
      { warmUpMs: FIND_BY_ID_WARM_UP_MS, runs: FIND_BY_ID_RUNS, serverPid },
    );

    // Where a findById goes: mongoose hydration, the driver, the server, and the bare round trip.
    // The raw messages are what mongoose sends for findById and for a ping, built before timing.
    const leanFindById = await measureBlock(() => Job.findById(randomId()).lean(), {
      warmUpMs: BREAKDOWN_WARM_UP_MS,
      runs: FIND_BY_ID_RUNS,
      serverPid,
    });
    const jobsCollection = connection.db!.collection('jobs');
    const driverFindOne = await measureBlock(() => jobsCollection.findOne({ _id: randomId() }), {
      warmUpMs: BREAKDOWN_WARM_UP_MS,
      runs: FIND_BY_ID_RUNS,
      serverPid,
    });
    const driverPing = await measureBlock(() => connection.db!.command({ ping: 1 }), {
      warmUpMs: BREAKDOWN_WARM_UP_MS,
      runs: FIND_BY_ID_RUNS,
      serverPid,
    });
    const raw = await RawConnection.open(connection.port, connection.host);
    const echo = await startEchoServer().catch((error: unknown) => {
      raw.close();
      throw error;
    });
    const echoConnection = await RawConnection.open(echo.port).catch((error: unknown) => {
      raw.close();
      echo.stop();
      throw error;
    });
    const lsid = { id: new UUID() };
    let requestId = 0;
    const rawFind = (id: unknown) =>
      opMsg((requestId += 1), {
        find: 'jobs',
        filter: { _id: id },
        limit: 1,
        singleBatch: true,
        lsid,
        $db: connection.name,
      });
    const rawPing = () => opMsg((requestId += 1), { ping: 1, lsid, $db: connection.name });
    // Built before timing, so the raw rows time the round trip only.
    const findMessages = Array.from({ length: 256 }, () => rawFind(randomId()));
    const pingMessages = Array.from({ length: 256 }, () => rawPing());
    let rawFindBlock: Block;
    let rawPingBlock: Block;
    let echoBlock: Block;
    try {
      const checked = opMsgReply(await raw.roundTrip(findMessages[0]!));
      if (checked.ok !== 1 || checked.cursor?.firstBatch?.length !== 1)
        throw new Error(`the raw find by _id failed: ${JSON.stringify(checked)}`);
      const rawOptions = { warmUpMs: RAW_WARM_UP_MS, runs: FIND_BY_ID_RUNS };
      rawFindBlock = await measureBlock((call) => raw.roundTrip(findMessages[call % 256]!), {
        ...rawOptions,
        serverPid,
      });
      rawPingBlock = await measureBlock((call) => raw.roundTrip(pingMessages[call % 256]!), {
        ...rawOptions,
        serverPid,
      });
      echoBlock = await measureBlock(
        (call) => echoConnection.roundTrip(findMessages[call % 256]!),
        { ...rawOptions, serverPid: echo.pid },
      );
    } finally {
      raw.close();
      echoConnection.close();
      echo.stop();
    }

    const latency = (block: Block) => `${block.median.toFixed(3)} ms`;
    const rows: Row[] = [
      [
        'insertMany 50 000 jobs',
        `${(insertMs / 1000).toFixed(2)} s`,
        '—',
        `${Math.round(JOB_COUNT / (insertMs / 1000))} docs/s`,
        '',
      ],
      [
        `main query, median of ${QUERY_RUNS}`,
        `${median(querySamples).toFixed(2)} ms`,
        `≤ ${TARGETS.query} ms`,
        median(querySamples) <= TARGETS.query ? 'met' : 'MISSED',
        '',
      ],
      [
        `main query .lean(), median of ${QUERY_RUNS}`,
        `${median(leanSamples).toFixed(2)} ms`,
        '—',
        '',
        '',
      ],
      [
        `findById, median of ${FIND_BY_ID_RUNS}`,
        latency(findById),
        `≤ ${TARGETS.findById} ms`,
        findById.median <= TARGETS.findById ? 'met' : 'MISSED',
        findById.cpu,
      ],
      [
        `findById, first ${COLD_RUNS} calls, median`,
        latency(coldFindById),
        '—',
        'cold: before warm-up',
        coldFindById.cpu,
      ],
      [
        `findById .lean(), median of ${FIND_BY_ID_RUNS}`,
        latency(leanFindById),
        '—',
        'no hydration',
        leanFindById.cpu,
      ],
      [
        `driver findOne by _id, median of ${FIND_BY_ID_RUNS}`,
        latency(driverFindOne),
        '—',
        'no mongoose',
        driverFindOne.cpu,
      ],
      [
        `driver ping, median of ${FIND_BY_ID_RUNS}`,
        latency(driverPing),
        '—',
        'no mongoose',
        driverPing.cpu,
      ],
      [
        `raw OP_MSG find by _id, median of ${FIND_BY_ID_RUNS}`,
        latency(rawFindBlock),
        '—',
        'no driver',
        rawFindBlock.cpu,
      ],
      [
        `raw OP_MSG ping, median of ${FIND_BY_ID_RUNS}`,
        latency(rawPingBlock),
        '—',
        'no driver',
        rawPingBlock.cpu,
      ],
      [
        `TCP echo round trip, median of ${FIND_BY_ID_RUNS}`,
        latency(echoBlock),
        '—',
        'floor: a bare node echo server',
        echoBlock.cpu,
      ],
    ];
    const header: Row = ['measurement', 'result', 'target', '', 'main-thread CPU per call'];
    printTable(header, rows);
  } finally {
    if (externalUri) await connection.dropDatabase();
    await connection.close();
    await database?.stop();
    if (dbpath) await rm(dbpath, { recursive: true, force: true });
  }
}

await main();
