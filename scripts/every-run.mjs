// Runs the browser tests N times in a row and then the whole suite M times, on the default clock,
// and prints a pass/fail table with minutes: the suite must pass every time, not most times
// (docs/quality.md#tests-choose-their-data). every-day.mjs varies the day; this one repeats it.
//
//   node scripts/every-run.mjs                       # e2e 5 times, then the whole suite 3 times
//   node scripts/every-run.mjs --e2e 2 --suite 0     # the browser tests twice, nothing else
//   node scripts/every-run.mjs -- --project repo     # pass the rest to every vitest run
import { spawnSync } from 'node:child_process';

const dash = process.argv.indexOf('--');
const own = process.argv.slice(2, dash === -1 ? undefined : dash);
const vitestArgs = dash === -1 ? [] : process.argv.slice(dash + 1);

/** `--e2e 2` -> 2; the default when not given. */
function count(flag, fallback) {
  const at = own.indexOf(flag);
  if (at === -1) return fallback;
  const value = Number(own[at + 1]);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${flag} takes a whole number of runs, not "${own[at + 1]}"`);
    process.exit(2);
  }
  return value;
}

const runs = [
  ...Array.from({ length: count('--e2e', 5) }, () => ({
    what: 'e2e',
    args: ['--project', 'e2e'],
  })),
  ...Array.from({ length: count('--suite', 3) }, () => ({ what: 'whole suite', args: [] })),
];

const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const results = [];
for (const [index, run] of runs.entries()) {
  console.log(`\n=== run ${index + 1} of ${runs.length}: ${run.what} ===`);
  const started = Date.now();
  const result = spawnSync('npx', ['vitest', 'run', ...run.args, ...vitestArgs], {
    stdio: 'inherit',
  });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  results.push({ ...run, passed: result.status === 0, minutes });
}

console.log('\nrun  what         result  minutes');
for (const [index, r] of results.entries()) {
  console.log(
    `${String(index + 1).padEnd(3)}  ${r.what.padEnd(11)}  ${r.passed ? 'pass' : 'FAIL'}    ${r.minutes}`,
  );
}
process.exit(results.every((r) => r.passed) ? 0 : 1);
