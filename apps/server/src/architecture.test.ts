import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server's import directions (docs/conventions.md#import-directions): no circle, no arrow up
 * a layer, SQL in repositories only. The rules are in apps/server/.dependency-cruiser.cjs;
 * this runs them so that `npm test` fails on a new violation, naming it.
 */
const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
// npm workspaces install it once, at the repository's root.
const depcruise = join(
  serverRoot,
  '../../node_modules/dependency-cruiser/bin/dependency-cruise.mjs',
);

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
  cycle?: { name: string }[];
}

function violations(): Violation[] {
  const run = spawnSync(
    process.execPath,
    [depcruise, 'src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
    { cwd: serverRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (!run.stdout) throw new Error(`dependency-cruiser did not run: ${run.stderr}`);
  return (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

const describeOnce = process.env.TEST_DB_KIND === 'postgres' ? describe.skip : describe;

describeOnce('the server imports', () => {
  it('point down the layers, in no circle, with SQL in repositories only', () => {
    const found = violations().map((v) =>
      v.cycle
        ? `${v.rule.name}: ${[v.from, ...v.cycle.map((step) => step.name)].join(' -> ')}`
        : `${v.rule.name}: ${v.from} -> ${v.to}`,
    );
    expect(found).toEqual([]);
  });
});
