/**
 * The top entries of a V8 CPU profile (`node --cpu-prof`, e.g. `npm run bench:api -- --cpu-prof`):
 *   node --import tsx bff/bench/profile-top.ts <file.cpuprofile> [--top 8] [--requests N]
 * Prints the busy time (idle left out), then the functions and the packages with the most self
 * time, as a share of the busy time and, with `--requests`, in ms per request.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '8' }, requests: { type: 'string' } },
});
if (positionals.length !== 1)
  throw new Error('usage: profile-top.ts <file.cpuprofile> [--top 8] [--requests N]');
const TOP = Number(values.top);
const REQUESTS = values.requests ? Number(values.requests) : undefined;

/** Where a function lives: its package, node's internals, the app's own code or V8's states. */
function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1]!;
  if (/build\/server\//.test(url)) return 'bff routes (Remix build)';
  if (/build\/node\//.test(url)) return 'bff server bundle';
  return url.replace(/^file:\/\//, '');
}

const profile = JSON.parse(await readFile(positionals[0]!, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfUs = new Map<number, number>();
// timeDeltas[i] is the time before sample i; attribute it to that sample's node
profile.samples.forEach((id, index) =>
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)),
);
const functions = new Map<string, number>();
const packages = new Map<string, number>();
let busyUs = 0;
for (const [id, us] of selfUs) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  if (functionName === '(idle)') continue;
  busyUs += us;
  const where = url ? `${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : '';
  const name = `${functionName || '(anonymous)'} ${where}`.trim();
  functions.set(name, (functions.get(name) ?? 0) + us);
  const pkg = packageOf(url, functionName);
  packages.set(pkg, (packages.get(pkg) ?? 0) + us);
}

const print = (title: string, entries: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    const share = ((us / busyUs) * 100).toFixed(1).padStart(5);
    const perRequest = REQUESTS ? ` ${(us / 1000 / REQUESTS).toFixed(3)} ms/req` : '';
    console.log(`  ${share} %${perRequest}  ${name}`);
  }
};
console.log(
  `busy ${(busyUs / 1000).toFixed(0)} ms` +
    (REQUESTS ? `, ${(busyUs / 1000 / REQUESTS).toFixed(3)} ms per request` : ''),
);
print(`top ${TOP} functions by self time`, functions);
print(`top ${TOP} packages by self time`, packages);
