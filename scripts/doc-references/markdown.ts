import { toString } from 'mdast-util-to-string';
import type { Nodes, Parents, Root } from 'mdast';

/** One thing a markdown file refers to, with the line it is on. */
export type MarkdownReference =
  /** A backtick span; `history` when it sits in text that records what was (see below). */
  | { kind: 'code'; text: string; line: number; history: boolean }
  /** A link's target, as written (`../accounts.md#roles`, `#holds`, `https://…`). */
  | { kind: 'link'; target: string; line: number }
  /** Prose that names a page or an ADR without a link (`docs/quality.md#tests`, `ADR 017`). */
  | { kind: 'mention'; text: string; line: number };

/**
 * `docs/….md#anchor` or `docs/…/` written in prose or in code comments (a full stop after it
 * ends the sentence, not the path).
 */
export const DOCS_MENTION = /(?<![\w./-])docs\/(?:[\w./-]*[\w/])?(?:#[\w-]*\w)?/g;
/** `ADR 017`, `ADRs 005`: the decision record with that number must exist. */
export const ADR_MENTION = /\bADRs? (\d{3})\b/g;

const STATUS_LINE = /^Status:/i;
const SUPERSEDED_STATUS = /^Status:\s*superseded\s+by/i;
const SUPERSEDED_PART = /\bsuperseded\s+by\s+\d{3}\b/i;

/**
 * The references of one markdown file. Fenced code blocks and HTML are skipped.
 * History is text that records what was, whose names and paths may be gone: all of an ADR whose
 * status reads "Superseded by NNN" but that status line, and in any page a paragraph or list item
 * that says "superseded by NNN" (docs/decisions/035-docs-that-cannot-drift.md#what-is-checked).
 * Links are checked everywhere, history included.
 */
export function markdownReferences(tree: Root): MarkdownReference[] {
  const references: MarkdownReference[] = [];
  const visit = (node: Nodes, history: boolean) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'code' || node.type === 'html') return;
    if (node.type === 'inlineCode') {
      references.push({ kind: 'code', text: node.value, line, history });
    }
    if (node.type === 'link' || node.type === 'definition') {
      references.push({ kind: 'link', target: node.url, line });
    }
    if (node.type === 'text') {
      for (const pattern of [DOCS_MENTION, ADR_MENTION]) {
        for (const match of node.value.matchAll(pattern)) {
          const before = node.value.slice(0, match.index);
          references.push({ kind: 'mention', text: match[0], line: line + countLines(before) });
        }
      }
    }
    if ('children' in node) {
      for (const child of (node as Parents).children) {
        visit(child, history || saysSuperseded(child));
      }
    }
  };
  const wholly = tree.children.some((node) => SUPERSEDED_STATUS.test(ownWords(node)));
  for (const node of tree.children) {
    visit(node, wholly ? !STATUS_LINE.test(ownWords(node)) : saysSuperseded(node));
  }
  return references;
}

/** A paragraph or list item, but a status line, that says "superseded by NNN". */
function saysSuperseded(node: Nodes): boolean {
  if (node.type !== 'paragraph' && node.type !== 'listItem') return false;
  const words = ownWords(node);
  return !STATUS_LINE.test(words) && SUPERSEDED_PART.test(words);
}

/** A node's words; a list item's own, without those of the items nested in it. */
function ownWords(node: Nodes): string {
  if (node.type !== 'listItem') return toString(node);
  return node.children
    .filter((child) => child.type !== 'list')
    .map((child) => toString(child))
    .join(' ');
}

function countLines(text: string): number {
  return text.split('\n').length - 1;
}
