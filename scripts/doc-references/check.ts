import { posix } from 'node:path';
import picomatch from 'picomatch';
import { citationsIn, type Citation } from './citations';
import { ADR_MENTION, DOCS_MENTION, markdownReferences, type MarkdownReference } from './markdown';
import {
  existsInRepository,
  headingAnchors,
  isIgnoredByGit,
  markdownTree,
  readRepositoryFile,
  repositoryDirectories,
  repositoryFiles,
  sourceFiles,
  sourceIdentifiers,
  topLevelNames,
} from './repository';

/** A reference that points at nothing, as `file:line: reference: what is wrong`. */
export type Problem = string;

/** How many references the checks looked at, by kind. */
export const tally = { paths: 0, anchors: 0, names: 0 };

/** README.md and every page under docs/, ADRs included. */
export function documentationFiles(): string[] {
  return [
    'README.md',
    ...repositoryFiles().filter((file) => file.startsWith('docs/') && file.endsWith('.md')),
  ];
}

const parsed = new Map<string, MarkdownReference[]>();
function referencesOf(file: string): MarkdownReference[] {
  let references = parsed.get(file);
  if (!references) {
    references = markdownReferences(markdownTree(file));
    parsed.set(file, references);
  }
  return references;
}

/** Links, prose mentions of docs/ pages and ADRs, and paths and files cited in backticks. */
export function pathProblems(file: string): Problem[] {
  const problems: Problem[] = [];
  for (const reference of referencesOf(file)) {
    const at = `${file}:${reference.line}`;
    if (reference.kind === 'link') {
      const problem = linkProblem(file, reference.target);
      if (problem) problems.push(`${at}: link ${reference.target}: ${problem}`);
    } else if (reference.kind === 'mention') {
      const problem = mentionProblem(reference.text);
      if (problem) problems.push(`${at}: ${reference.text}: ${problem}`);
    } else if (!reference.history) {
      for (const citation of citationsIn(reference.text, topLevelNames())) {
        const problem = citedPathProblem(citation);
        if (problem) problems.push(`${at}: \`${reference.text}\`: ${problem}`);
      }
    }
  }
  return problems;
}

/** Names of ours cited in backticks outside history text. */
export function nameProblems(file: string): Problem[] {
  const problems: Problem[] = [];
  for (const reference of referencesOf(file)) {
    if (reference.kind !== 'code' || reference.history) continue;
    for (const citation of citationsIn(reference.text, topLevelNames())) {
      const problem = nameProblem(citation);
      if (problem) problems.push(`${file}:${reference.line}: \`${reference.text}\`: ${problem}`);
    }
  }
  return problems;
}

/** `docs/….md#anchor` and `ADR NNN` in the source: comments, strings, scripts, config. */
export function sourceMentionProblems(): Problem[] {
  const problems: Problem[] = [];
  for (const file of sourceFiles({ withChecker: true })) {
    readRepositoryFile(file)
      .split('\n')
      .forEach((line, index) => {
        for (const pattern of [DOCS_MENTION, ADR_MENTION]) {
          for (const [mention] of line.matchAll(pattern)) {
            const problem = mentionProblem(mention);
            if (problem) problems.push(`${file}:${index + 1}: ${mention}: ${problem}`);
          }
        }
      });
  }
  return problems;
}

/**
 * The design documents outside the repository that comments once cited (`SPEC §4`, `PRODUCT D7`,
 * `QUALITY R8`): a comment points to docs/ instead (docs/conventions.md#comments).
 */
const OUTSIDE_DOCUMENT =
  /\b(?:SPEC|PRODUCT|QUALITY|ARCHITECTURE)(?:\.md)?(?:\s?§\s?\d+|\s[DRB]\d{1,2}\b)/g;

/** Source lines that cite a document outside the repository. */
export function outsideDocumentProblems(): Problem[] {
  const problems: Problem[] = [];
  for (const file of sourceFiles()) {
    readRepositoryFile(file)
      .split('\n')
      .forEach((line, index) => {
        for (const [cited] of line.matchAll(OUTSIDE_DOCUMENT)) {
          problems.push(`${file}:${index + 1}: ${cited}: cite the page in docs/ that has the rule`);
        }
      });
  }
  return problems;
}

function nameProblem(citation: Citation): string | undefined {
  const words = sourceIdentifiers();
  if (citation.kind === 'name') {
    tally.names++;
    return words.has(citation.name) ? undefined : `no source file has the name ${citation.name}`;
  }
  if (citation.kind === 'prefix') {
    tally.names++;
    for (const word of words) if (word.startsWith(citation.prefix)) return undefined;
    return `no name in the source starts with ${citation.prefix}`;
  }
  return undefined;
}

function citedPathProblem(citation: Citation): string | undefined {
  if (citation.kind === 'path') return pathProblem(citation.path, citation.anchor);
  if (citation.kind === 'file') {
    tally.paths++;
    const found = repositoryFiles().some(
      (file) => file === citation.tail || file.endsWith(`/${citation.tail}`),
    );
    return found ? undefined : `no file's path ends so${didYouMean(citation.tail)}`;
  }
  return undefined;
}

/** A page (`docs/bookings.md#holds`), a folder (`docs/decisions/`) or an ADR (`ADR 017`). */
function mentionProblem(mention: string): string | undefined {
  const adr = /^ADRs? (\d{3})$/.exec(mention);
  if (!adr) {
    const [path = '', anchor] = mention.split('#', 2);
    return pathProblem(path, anchor);
  }
  tally.paths++;
  const found = repositoryFiles().some((file) => file.startsWith(`docs/decisions/${adr[1]}-`));
  return found ? undefined : `there is no docs/decisions/${adr[1]}-*.md`;
}

function linkProblem(fromFile: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined; // https:, mailto:
  const [relative = '', anchor] = target.split('#', 2);
  const path = relative === '' ? fromFile : posix.join(posix.dirname(fromFile), relative);
  return pathProblem(path, anchor === undefined ? undefined : decodeURIComponent(anchor));
}

/**
 * A repository path (a glob allowed), and the heading its anchor names. A path .gitignore keeps
 * out (`apps/server/dist/ops.js`, `apps/server/.env`) is named on purpose and passes.
 */
function pathProblem(path: string, anchor: string | undefined): string | undefined {
  tally.paths++;
  if (/[*<]/.test(path)) return globProblem(path);
  if (!existsInRepository(path)) {
    return isIgnoredByGit(path) ? undefined : `${path} is not in the repository${didYouMean(path)}`;
  }
  if (anchor === undefined || !path.endsWith('.md')) return undefined;
  tally.anchors++;
  return headingAnchors(path).has(anchor) ? undefined : `${path} has no heading #${anchor}`;
}

function globProblem(pattern: string): string | undefined {
  const matches = picomatch(pattern.replace(/<[\w-]+>/g, '*').replace(/\/$/, ''));
  const found =
    repositoryFiles().some((file) => matches(file)) ||
    [...repositoryDirectories()].some((dir) => matches(dir));
  return found ? undefined : `${pattern} matches no file or folder of the repository`;
}

/** " (moved to …?)": files of the same name elsewhere, so a moved path is fixed in a minute. */
function didYouMean(path: string): string {
  const name = posix.basename(path.replace(/\/$/, ''));
  const candidates = repositoryFiles().filter((file) => posix.basename(file) === name);
  return candidates.length > 0 && candidates.length <= 3
    ? ` (moved to ${candidates.join(' or ')}?)`
    : '';
}
