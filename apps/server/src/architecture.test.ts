import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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

interface CruisedFile {
  source: string;
  dependencies: { resolved: string }[];
}

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
  cycle?: { name: string }[];
}

interface Cruise {
  modules: CruisedFile[];
  summary: { violations: Violation[] };
}

let cruised: Cruise | undefined;
function cruise(): Cruise {
  if (cruised) return cruised;
  const run = spawnSync(
    process.execPath,
    [depcruise, 'src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
    { cwd: serverRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (!run.stdout) throw new Error(`dependency-cruiser did not run: ${run.stderr}`);
  cruised = JSON.parse(run.stdout) as Cruise;
  return cruised;
}

const violations = () => cruise().summary.violations;

/** A file's room: its module (`modules/bookings`), its folder under src (`lib`), or itself. */
function roomOf(path: string): string {
  const inModule = /^src\/modules\/([^/]+)\//.exec(path);
  if (inModule) return `modules/${inModule[1]}`;
  const inFolder = /^src\/([^/]+)\//.exec(path);
  return inFolder ? inFolder[1]! : path;
}

/** Pairs of rooms that import each other, each with one arrow of either way. */
function twoWayPairs(): string[] {
  const arrows = new Map<string, string>();
  for (const file of cruise().modules) {
    if (!file.source.startsWith('src/')) continue;
    for (const { resolved } of file.dependencies) {
      const [from, to] = [roomOf(file.source), roomOf(resolved)];
      if (!resolved.startsWith('src/') || from === to) continue;
      if (!arrows.has(`${from} -> ${to}`)) {
        arrows.set(`${from} -> ${to}`, `${file.source} -> ${resolved}`);
      }
    }
  }
  return [...arrows.keys()].flatMap((arrow) => {
    const [from, to] = arrow.split(' -> ') as [string, string];
    const back = arrows.get(`${to} -> ${from}`);
    return from < to && back ? [`${arrows.get(arrow)} and ${back}`] : [];
  });
}

const { fileRoles, ...layers } = createRequire(import.meta.url)(
  join(serverRoot, 'module-layers.cjs'),
) as Record<string, string[]> & { fileRoles: { suffixes: string[]; folders: string[] } };

/** Files under src/modules whose name does not end in a role, nor sit in a role's folder. */
function filesWithoutRole(): string[] {
  const modules = join(serverRoot, 'src/modules');
  const named = new RegExp(`\\.(${fileRoles.suffixes.join('|')})\\.tsx?$`);
  return readdirSync(modules, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) => !named.test(file))
    .filter((file) => !fileRoles.folders.some((folder) => file.split('/').includes(folder)));
}

/** Source files (tests aside) under src whose text matches `pattern`. */
function filesCalling(pattern: RegExp): string[] {
  const src = join(serverRoot, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => pattern.test(readFileSync(join(src, file), 'utf8')));
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

  it('never run both ways between two modules or folders', () => {
    expect(twoWayPairs()).toEqual([]);
  });

  it('place every module in a layer of module-layers.cjs', () => {
    const placed = Object.values(layers).flat();
    const folders = readdirSync(join(serverRoot, 'src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((name) => !placed.includes(name))).toEqual([]);
    expect(placed.filter((name) => !folders.includes(name))).toEqual([]);
  });

  it('name every module file by its role', () => {
    expect(filesWithoutRole()).toEqual([]);
  });

  it("write a booking's status only through applyTransition (ADR 053)", () => {
    const writers = [
      'modules/bookings/bookings.repo.ts',
      'modules/bookings/apply-transition.service.ts',
    ];
    expect(filesCalling(/\bwriteTransition\(/).filter((file) => !writers.includes(file))).toEqual(
      [],
    );
  });

  it("write an order's status only through applyOrderTransition (docs/cafe.md#order-lifecycle)", () => {
    const writers = [
      'modules/orders/orders.repo.ts',
      'modules/orders/apply-order-transition.service.ts',
    ];
    expect(
      filesCalling(/\bwriteOrderTransition\(/).filter((file) => !writers.includes(file)),
    ).toEqual([]);
    // Every other write of an order's row is typed without its status and payment (`OrderPatch`),
    // and only the orders' repositories update the table at all.
    expect(
      filesCalling(/\.update\(orders\)/).filter((file) => !file.startsWith('modules/orders/')),
    ).toEqual([]);
  });

  it("write an order's money in the ledger only through the order ledger (docs/till.md#ledger)", () => {
    const ordersModule = filesCalling(/\btill\.record\(/).filter((file) =>
      file.startsWith('modules/orders/'),
    );
    expect(ordersModule).toEqual(['modules/orders/order-ledger.service.ts']);
  });
});
