import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import type { Nodes, Root } from 'mdast';

/** The repository's root folder. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** This checker's own folder, `scripts/doc-references`. */
const CHECKER_DIR = posix.relative(ROOT, dirname(fileURLToPath(import.meta.url)));

/**
 * Where the code lives whose names the docs may cite: the workspaces, the browser tests, the
 * scripts, the deploy files, CI and the root config files (see
 * docs/decisions/035-docs-that-cannot-drift.md#what-is-checked).
 */
const SOURCE_ROOTS = ['apps/', 'packages/', 'e2e/', 'scripts/', 'deploy/', '.ci/'];
const SOURCE_FILES = ['package.json', 'vitest.config.ts', 'eslint.config.js', '.env.example'];
const NOT_TEXT = /\.(png|jpe?g|webp|gif|ico|woff2?|gz)$/;

export function readRepositoryFile(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8');
}

let files: string[] | undefined;
/**
 * Every file of the working tree that git tracks or would track (new files included, ignored
 * ones such as node_modules, dist and data not), as repository-relative paths.
 */
export function repositoryFiles(): string[] {
  files ??= execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((path) => path !== '' && existsSync(join(ROOT, path)));
  return files;
}

let directories: Set<string> | undefined;
/** Every folder that holds a repository file, as `a/b` (no trailing slash). */
export function repositoryDirectories(): Set<string> {
  if (!directories) {
    directories = new Set();
    for (const file of repositoryFiles()) {
      for (let dir = posix.dirname(file); dir !== '.'; dir = posix.dirname(dir)) {
        directories.add(dir);
      }
    }
  }
  return directories;
}

let fileSet: Set<string> | undefined;
/** Whether `path` (repository-relative, a trailing slash allowed) is a file or a folder. */
export function existsInRepository(path: string): boolean {
  const clean = posix.normalize(path).replace(/\/$/, '');
  fileSet ??= new Set(repositoryFiles());
  return fileSet.has(clean) || repositoryDirectories().has(clean);
}

let topLevel: Set<string> | undefined;
/** The names at the repository's top level (`apps`, `docs`, `vitest.config.ts`, ...). */
export function topLevelNames(): Set<string> {
  topLevel ??= new Set(repositoryFiles().map((file) => file.split('/')[0]!));
  return topLevel;
}

/** Whether .gitignore keeps `path` out of the repository (`dist/`, `.env`, `data/`). */
export function isIgnoredByGit(path: string): boolean {
  return spawnSync('git', ['check-ignore', '--quiet', path], { cwd: ROOT }).status === 0;
}

/**
 * The source's text files. This checker's own files are left out unless asked for: its word lists
 * must not count as names of the code.
 */
export function sourceFiles({ withChecker = false } = {}): string[] {
  return repositoryFiles().filter(
    (file) =>
      (SOURCE_ROOTS.some((root) => file.startsWith(root)) || SOURCE_FILES.includes(file)) &&
      (withChecker || !file.startsWith(`${CHECKER_DIR}/`)) &&
      !file.endsWith('.md') &&
      !NOT_TEXT.test(file),
  );
}

let identifiers: Set<string> | undefined;
/** Every word of the source that could be a name: `[A-Za-z_$][A-Za-z0-9_$]*`. */
export function sourceIdentifiers(): Set<string> {
  if (!identifiers) {
    identifiers = new Set();
    for (const file of sourceFiles()) {
      for (const [word] of readRepositoryFile(file).matchAll(/[A-Za-z_$][\w$]*/g)) {
        identifiers.add(word);
      }
    }
  }
  return identifiers;
}

const trees = new Map<string, Root>();
/** A markdown file's syntax tree, parsed once per run (parsing is most of the checks' time). */
export function markdownTree(markdownPath: string): Root {
  let tree = trees.get(markdownPath);
  if (!tree) {
    tree = fromMarkdown(readRepositoryFile(markdownPath));
    trees.set(markdownPath, tree);
  }
  return tree;
}

const anchors = new Map<string, Set<string>>();
/** The anchors GitHub gives a markdown file's headings (github-slugger, duplicates numbered). */
export function headingAnchors(markdownPath: string): Set<string> {
  let found = anchors.get(markdownPath);
  if (!found) {
    const slugger = new GithubSlugger();
    const slugs = new Set<string>();
    const visit = (node: Nodes) => {
      if (node.type === 'heading') slugs.add(slugger.slug(toString(node)));
      if ('children' in node) node.children.forEach(visit);
    };
    visit(markdownTree(markdownPath));
    anchors.set(markdownPath, slugs);
    found = slugs;
  }
  return found;
}
