// Runs the whole test suite once per weekday and once at the turn of a year, each time with the
// test clock (VENUE_CLOCK, docs/quality.md#one-clock) set there: no test may depend on the day it
// runs. CI runs the suite once, on the default clock; run this after touching dates or times.
//
//   node scripts/every-day.mjs                      # the eight clocks below, the whole suite
//   node scripts/every-day.mjs 2026-12-31T23:30     # chosen clocks only
//   node scripts/every-day.mjs -- --project api:pglite   # pass the rest to vitest
import { spawnSync } from 'node:child_process';

const WEEK = ['02', '03', '04', '05', '06', '07', '08'].map((day) => `2026-03-${day}T10:00`);
const CLOCKS = [...WEEK, '2026-12-31T23:30'];

const dash = process.argv.indexOf('--');
const chosen = process.argv.slice(2, dash === -1 ? undefined : dash);
const vitestArgs = dash === -1 ? [] : process.argv.slice(dash + 1);
const clocks = chosen.length > 0 ? chosen : CLOCKS;

const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const results = [];
for (const clock of clocks) {
  const weekday = new Date(`${clock.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    timeZone: 'UTC',
  });
  console.log(`\n=== VENUE_CLOCK=${clock} (${weekday}) ===`);
  const started = Date.now();
  const run = spawnSync('npx', ['vitest', 'run', ...vitestArgs], {
    stdio: 'inherit',
    env: { ...process.env, VENUE_CLOCK: clock },
  });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  results.push({ clock, weekday, passed: run.status === 0, minutes });
}

console.log('\nclock              day        result  minutes');
for (const r of results) {
  console.log(`${r.clock}   ${r.weekday.padEnd(9)}  ${r.passed ? 'pass' : 'FAIL'}    ${r.minutes}`);
}
process.exit(results.every((r) => r.passed) ? 0 : 1);
