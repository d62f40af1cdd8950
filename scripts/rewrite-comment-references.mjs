#!/usr/bin/env node
/**
 * Rewrites references to design documents that live outside the repository (`SPEC §4`,
 * `PRODUCT D7`, `QUALITY R8`, ...) into links to the repository's own pages (`docs/*.md#anchor`),
 * using the ordered mapping in docs/comment-references.json. Only comments change: `//` and
 * `/* *\/` comments in .ts/.tsx/.mjs/.js (JSX `{/* *\/}` included), `/* *\/` in .css, and
 * `<!-- -->` and `<style>` comments in .html. String literals, template literals, JSX text and
 * code are never touched.
 *
 *   node scripts/rewrite-comment-references.mjs            dry run: counts per file, leftovers
 *   node scripts/rewrite-comment-references.mjs --write    applies the changes
 *   node scripts/rewrite-comment-references.mjs --list     every reference found, with counts
 *   ... [paths]                                            only these files or folders
 *
 * A mapping entry is `{ pattern, replacement, files? }`: `pattern` is a JavaScript regex source
 * applied (globally) to the comment's text, `replacement` its replacement (`$1` works), and
 * `files`, when present, a regex source the file's repository-relative path must match. Entries
 * apply in order, so the most specific come first. After the mapping, links that repeat side by
 * side ("docs/prices.md#padel / docs/prices.md#padel") collapse into one, and a parenthesis that
 * now opens with a link reads "(see docs/...)".
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MAPPING_FILE = join(ROOT, 'docs', 'comment-references.json');
const DEFAULT_ROOTS = [
  'apps',
  'packages',
  'e2e',
  'scripts',
  'eslint.config.js',
  'vitest.config.ts',
];
const SCRIPT_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs']);
const EXTENSIONS = new Set([...SCRIPT_EXTENSIONS, '.css', '.html']);
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage', '.git', 'drizzle']);
const SELF = relative(ROOT, fileURLToPath(import.meta.url));

/**
 * What counts as a reference to an outside document, to find what is left after the mapping:
 * a document's name (not part of an identifier such as PRODUCT_MESSAGES), a `§` section, or a
 * bare decision or check id right after an opening parenthesis or a reference.
 */
const REFERENCE =
  /(?<![\w.$/-])(?:SPEC|PRODUCT|QUALITY|ARCHITECTURE)(?![\w$])(?:\.md)?[^\n]{0,40}|§\s?\d+[^\n]{0,30}|(?<=\(\s*)[DRB]\d{1,2}\b[^\n]{0,30}/g;

// ---------------------------------------------------------------------------------------------
// Finding comments

/** `[start, end)` ranges of the comments in a script file, found by TypeScript's own parser. */
function scriptComments(path, text) {
  const ext = extname(path);
  const kind =
    ext === '.tsx'
      ? ts.ScriptKind.TSX
      : ext === '.ts' || ext === '.mts' || ext === '.cts'
        ? ts.ScriptKind.TS
        : ts.ScriptKind.JSX; // .js/.mjs/.cjs: JSX parsing is a superset for comment purposes
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const ranges = new Map();
  const jsxText = [];
  const add = (list) => {
    for (const range of list ?? []) ranges.set(range.pos, range.end);
  };
  const visit = (node) => {
    if (node.kind === ts.SyntaxKind.JsxText) {
      jsxText.push([node.pos, node.end]);
      return;
    }
    add(ts.getLeadingCommentRanges(text, node.pos));
    add(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  add(ts.getLeadingCommentRanges(text, source.endOfFileToken.pos));
  // JSX text is not code: "// like this" inside <p>…</p> is text, never a comment.
  const insideJsxText = (pos) => jsxText.some(([start, end]) => pos >= start && pos < end);
  return [...ranges.entries()]
    .filter(([start]) => !insideJsxText(start))
    .sort(([a], [b]) => a - b)
    .map(([start, end]) => ({ start, end }));
}

/** `/* *\/` comments of a stylesheet, skipping strings. */
function cssComments(text, offset = 0, limit = text.length) {
  const comments = [];
  let i = offset;
  while (i < limit) {
    const ch = text[i];
    if (ch === '"' || ch === "'") {
      i++;
      while (i < limit && text[i] !== ch && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
      i++;
    } else if (ch === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      const end = close === -1 || close + 2 > limit ? limit : close + 2;
      comments.push({ start: i, end });
      i = end;
    } else i++;
  }
  return comments;
}

/** `<!-- -->` comments of an HTML page, and the `/* *\/` comments of its `<style>` blocks. */
function htmlComments(text) {
  const comments = [];
  for (const match of text.matchAll(/<!--[\s\S]*?-->/g)) {
    comments.push({ start: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    const start = match.index + match[0].indexOf('>') + 1;
    comments.push(...cssComments(text, start, start + match[1].length));
  }
  return comments.sort((a, b) => a.start - b.start);
}

function commentsOf(path, text) {
  const ext = extname(path);
  if (ext === '.css') return cssComments(text);
  if (ext === '.html') return htmlComments(text);
  return scriptComments(path, text);
}

// ---------------------------------------------------------------------------------------------
// Rewriting

function loadMapping() {
  const entries = JSON.parse(readFileSync(MAPPING_FILE, 'utf8'));
  return entries.map((entry, index) => {
    try {
      return {
        ...entry,
        index,
        regex: new RegExp(entry.pattern, 'g'),
        filesRegex: entry.files ? new RegExp(entry.files) : undefined,
      };
    } catch (error) {
      throw new Error(`docs/comment-references.json entry ${index}: ${error.message}`);
    }
  });
}

const LINK = String.raw`docs\/[\w./-]+\.md(?:#[\w-]+)?`;
const REPEATED_LINK = new RegExp(
  String.raw`(${LINK})((?:,|;| and| \/| &| or)\s+\1)+(?![\w#/-])`,
  'g',
);
const PAREN_LINK = /\((?!see )(?=docs\/[\w./-]+\.md)/g;

/** The comment with the mapping applied; `uses` counts each entry used. */
function rewriteComment(comment, path, mapping, uses) {
  let text = comment;
  for (const entry of mapping) {
    if (entry.filesRegex && !entry.filesRegex.test(path)) continue;
    text = text.replace(entry.regex, (match, ...rest) => {
      uses.set(entry.index, (uses.get(entry.index) ?? 0) + 1);
      const groups = rest.slice(
        0,
        rest.findIndex((item) => typeof item === 'number'),
      );
      return entry.replacement.replace(/\$(\d|&)/g, (_, n) =>
        n === '&' ? match : (groups[Number(n) - 1] ?? ''),
      );
    });
  }
  if (text === comment) return text;
  let previous;
  do {
    previous = text;
    text = text.replace(REPEATED_LINK, '$1');
  } while (text !== previous);
  return text.replace(PAREN_LINK, '(see ');
}

function references(text) {
  return [...text.matchAll(REFERENCE)].map((m) => m[0].trim());
}

// ---------------------------------------------------------------------------------------------
// Files

function* filesUnder(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    if (EXTENSIONS.has(extname(path))) yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) {
    if (SKIPPED_DIRS.has(name)) continue;
    yield* filesUnder(join(path, name));
  }
}

function main() {
  const args = process.argv.slice(2);
  const write = args.includes('--write');
  const list = args.includes('--list');
  const roots = args.filter((arg) => !arg.startsWith('--'));
  const mapping = list ? [] : loadMapping();
  const uses = new Map();
  const found = new Map();
  const leftovers = [];
  const inStrings = [];
  let before = 0;
  let after = 0;
  let changedFiles = 0;

  for (const root of roots.length ? roots : DEFAULT_ROOTS) {
    for (const file of filesUnder(resolve(ROOT, root))) {
      const path = relative(ROOT, file);
      if (path === SELF) continue;
      const text = readFileSync(file, 'utf8');
      const comments = commentsOf(path, text);
      let output = '';
      let cursor = 0;
      let changes = 0;
      let codeText = '';
      for (const { start, end } of comments) {
        const comment = text.slice(start, end);
        codeText += text.slice(cursor, start);
        const refs = references(comment);
        before += refs.length;
        for (const ref of refs) found.set(ref, (found.get(ref) ?? 0) + 1);
        const rewritten = list ? comment : rewriteComment(comment, path, mapping, uses);
        const left = references(rewritten);
        after += left.length;
        for (const ref of left) {
          const line = text.slice(0, start).split('\n').length;
          leftovers.push(`${path}:${line}: ${ref}`);
        }
        if (rewritten !== comment) changes++;
        output += text.slice(cursor, start) + rewritten;
        cursor = end;
      }
      output += text.slice(cursor);
      codeText += text.slice(cursor);
      for (const ref of references(codeText)) inStrings.push(`${path}: ${ref}`);
      if (changes > 0) {
        changedFiles++;
        const count = references(text).length - references(output).length;
        console.log(
          `${write ? 'rewrote' : 'would rewrite'} ${path}: ${changes} comment(s), ${count} reference(s)`,
        );
        if (write) writeFileSync(file, output);
      }
    }
  }

  if (list) {
    for (const [ref, count] of [...found.entries()].sort()) console.log(`${count}\t${ref}`);
    console.log(`\n${before} reference(s) in comments, ${found.size} distinct`);
    return;
  }
  console.log(
    `\n${changedFiles} file(s); references in comments: ${before} before, ${after} after.`,
  );
  const unused = mapping.filter((entry) => !uses.has(entry.index));
  if (unused.length) {
    console.log(`\nMapping entries that matched nothing (${unused.length}):`);
    for (const entry of unused) console.log(`  ${entry.pattern}`);
  }
  if (leftovers.length) {
    console.log(`\nLeft in comments (${leftovers.length}):`);
    for (const line of leftovers) console.log(`  ${line}`);
  }
  if (inStrings.length) {
    console.log(`\nIn code or strings, never changed by this script (${inStrings.length}):`);
    for (const line of inStrings) console.log(`  ${line}`);
  }
  if (!write && changedFiles > 0) console.log('\nDry run: nothing written. Add --write to apply.');
}

main();
