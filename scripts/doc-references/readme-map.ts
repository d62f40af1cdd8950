import { posix } from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import type { Code } from 'mdast';

/** One line of the README's "Map of the code": a path and what it says of it. */
export interface MapEntry {
  path: string;
  /** The description, with the lines that continue it. */
  says: string;
  line: number;
}

/**
 * The entries of the README's map of the code, a fenced block drawn as a tree: a path at the
 * left margin, the paths inside it indented by two spaces each level (`src/app.ts` under
 * `apps/server/`), and a description beside it that may go on over further, deeper lines.
 */
export function readmeMap(readme: string): MapEntry[] {
  const tree = fromMarkdown(readme);
  const heading = tree.children.findIndex(
    (node) => node.type === 'heading' && toString(node) === 'Map of the code',
  );
  const block = tree.children.slice(heading + 1).find((node): node is Code => node.type === 'code');
  if (heading < 0 || !block) throw new Error('README.md has no "Map of the code" block');

  const entries: MapEntry[] = [];
  const parents: string[] = [];
  const firstLine = (block.position?.start.line ?? 0) + 1;
  block.value.split('\n').forEach((text, index) => {
    const indent = text.length - text.trimStart().length;
    const [token = '', ...rest] = text.trim().split(/\s+/);
    const isEntry = indent % 2 === 0 && indent / 2 <= parents.length && /[/.]/.test(token);
    if (!isEntry) {
      const last = entries.at(-1);
      if (last) last.says += ` ${text.trim()}`;
      return;
    }
    const level = indent / 2;
    parents.length = level;
    const path = posix.join(parents.at(-1) ?? '', token);
    parents.push(path);
    entries.push({ path, says: rest.join(' '), line: firstLine + index });
  });
  return entries;
}

/** The names a description lists, as `a, b (what b does), c`: `['a', 'b', 'c']`. */
export function listedNames(says: string): string[] {
  return says
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}
