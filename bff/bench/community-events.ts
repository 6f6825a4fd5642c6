/**
 * Benchmark of the community board's live events (docs/decisions/019-live-events.md):
 *   npm run bench:events -w bff        (BENCH_POSTS=200 BENCH_CLIENTS=50 BENCH_GAP_MS=20 to change)
 *
 * Spawns the embedded database in a temporary directory and runs two BFF servers on it, as
 * behind a load balancer: one in this process (createApp, the real Remix routes) and one in a
 * child process of its own. 50 Server-Sent Events clients (half on each server) open
 * GET /api/communities/:id/events; then posts are written one after the other through the
 * board's service (`createPost`: checks membership, stores the post, publishes `post_created` on
 * the community's channel through the capped collection). For every post and
 * every client it takes the time from the start of the write to the arrival of the event at the
 * client, and prints p50 / p95 / max over all of them (target p95 ≤ 200 ms), and per server.
 * Clients and writer share this process's clock; the events on the second server went through
 * its own tail of the capped collection.
 */
import { Community } from '../app/models/community.server';
import { User } from '../app/models/user.server';
import { createPost } from '../app/services/community-posts.server';
import { startBffProcess } from '../test/support/bff-process';
import { openEventStream, type SseClient } from '../test/support/sse-client';
import { startBenchBff } from './support/bench-bff';

const POSTS = Number(process.env.BENCH_POSTS ?? 100);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
/** Pause between two posts (ms): a busy board, not a flood. */
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 20);
const TARGET_P95_MS = 200;

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

const format = (ms: number) => `${ms.toFixed(1)} ms`;

function summary(label: string, latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `${label.padEnd(24)} n=${String(sorted.length).padStart(6)}  p50 ${format(
    percentile(sorted, 0.5),
  ).padStart(9)}  p95 ${format(percentile(sorted, 0.95)).padStart(9)}  max ${format(
    sorted[sorted.length - 1] ?? Number.NaN,
  ).padStart(9)}`;
}

/** Waits until every client has received `count` events (or throws after `timeoutMs`). */
async function everyClientHas(clients: SseClient[], count: number, timeoutMs = 30_000) {
  await Promise.all(clients.map((client) => client.waitFor(count, timeoutMs)));
}

async function main() {
  const first = await startBenchBff('events');
  const second = await startBffProcess(first.mongoUri, first.env);
  const clients: SseClient[] = [];
  try {
    const author = await User.create({
      email: 'bench.author@example.com',
      password_hash: 'not-used-for-login',
      role: 'Job Seeker',
      name: 'Bench Author',
    });
    const community = await Community.create({
      name: 'Benchmark Community',
      users_id: [author._id],
      member_count: 1,
    });
    const communityId = String(community._id);
    const servers = [first.baseUrl, second.baseUrl];
    for (let index = 0; index < CLIENTS; index++) {
      const client = await openEventStream(
        `${servers[index % 2]}/api/communities/${communityId}/events`,
      );
      if (!client.response.ok) throw new Error(`SSE client ${index}: ${client.response.status}`);
      clients.push(client);
    }
    // Written by the board's own service: stored, then `post_created` published on the
    // community's channel (no rate limit here).
    const write = (content: string) =>
      createPost(communityId, String(author._id), { content }, async () => {});
    // Warm-up: both servers' tails running, routes compiled, every client receiving.
    for (let warm = 1; warm <= 3; warm++) {
      await write(`warm-up ${warm}`);
      await everyClientHas(clients, warm);
    }
    const offset = clients[0]!.events.length;

    const writtenAt: number[] = [];
    const returnedAt: number[] = [];
    for (let post = 0; post < POSTS; post++) {
      writtenAt.push(performance.now());
      await write(`post ${post}`);
      returnedAt.push(performance.now());
      if (GAP_MS > 0) await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    }
    await everyClientHas(clients, offset + POSTS);

    const all: number[] = [];
    const byServer: number[][] = [[], []];
    const perPostSlowest: number[] = [];
    const afterReturn: number[] = [];
    clients.forEach((client, index) => {
      for (const event of client.events.slice(offset)) {
        const data = JSON.parse(event.data) as { post?: { content?: string } };
        const post = Number(/^post (\d+)$/.exec(data.post?.content ?? '')?.[1]);
        if (!Number.isInteger(post)) continue;
        const latency = event.at - writtenAt[post]!;
        all.push(latency);
        byServer[index % 2]!.push(latency);
        perPostSlowest[post] = Math.max(perPostSlowest[post] ?? 0, latency);
        afterReturn.push(event.at - returnedAt[post]!);
      }
    });
    const p95 = percentile(
      [...all].sort((a, b) => a - b),
      0.95,
    );
    console.log(
      `\nLive events: ${POSTS} posts (${GAP_MS} ms apart) written through createPost, ` +
        `${CLIENTS} SSE clients on 2 BFF servers sharing the embedded database\n` +
        `time from the start of a post's write to its event's arrival at a client:\n`,
    );
    console.log(summary('every client', all));
    console.log(summary('clients of server 1', byServer[0]!));
    console.log(summary('clients of server 2', byServer[1]!));
    console.log(summary('slowest client / post', perPostSlowest));
    console.log(
      summary(
        'the write itself',
        writtenAt.map((start, post) => returnedAt[post]! - start),
      ),
    );
    console.log(summary('write returned → client', afterReturn));
    console.log(
      `\np95 ${format(p95)} — target ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'}`,
    );
    if (all.length !== POSTS * CLIENTS)
      throw new Error(`expected ${POSTS * CLIENTS} arrivals, measured ${all.length}`);
  } finally {
    for (const client of clients) client.close();
    await second.stop();
    await first.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
