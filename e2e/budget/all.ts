/**
 * `npm run budget [-- args]`: the page-weight budget, then the web-vitals budget, each given the
 * same arguments (`--files` for page weight, `--runs 3` for web vitals…); exit code 1 when either
 * is over. Web vitals runs even when page weight is over, so one run prints every figure.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
let failed = false;
for (const script of ['page-weight.ts', 'web-vitals.ts']) {
  const { status } = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL(script, import.meta.url)), ...args],
    { stdio: 'inherit' },
  );
  if (status !== 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
