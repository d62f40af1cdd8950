/**
 * What a backtick span in the docs cites: a repository path, a file of ours named without its
 * folder, or a name of ours in the code. The rules, and why each kind of text is left alone, are
 * in docs/decisions/035-docs-that-cannot-drift.md#what-is-checked.
 */
export type Citation =
  /** A path from the repository root (`apps/server/src/app.ts`, `docs/`), maybe a glob. */
  | { kind: 'path'; path: string; anchor: string | undefined }
  /** The end of a file's path (`lib/abuse-limits.ts`, `booking-rules.ts`). */
  | { kind: 'file'; tail: string }
  /** A name that must occur as a word in the source (`venueNow`, `AppError`, `DATA_DIR`). */
  | { kind: 'name'; name: string }
  /** The start of such names (`STRIPE_*`, `BOOKINGS_PER_…`). */
  | { kind: 'prefix'; prefix: string };

/** Files of ours named from inside a folder (`lib/rate-limit.ts`) or by their name alone. */
const CODE_FILE = /\.(ts|tsx|mts|mjs|js|cjs|html|css|md)$/;
const BARE_CODE_FILE = /^[\w.-]+\.(ts|tsx|mts|mjs|js|cjs|html|css)$/;
const PATH = /^[\w.@<>*-]+(\/[\w.@<>*-]*)+$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * Words that look like constants but are the protocols' own: HTTP methods and iCalendar
 * properties. Every other all-capitals word of three letters or more is taken for a constant of
 * ours (`TIMINGS`, `PORT`).
 */
const PROTOCOL_WORDS = new Set([
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'HEAD',
  'OPTIONS',
  'SEQUENCE',
  'VTIMEZONE',
]);

/**
 * Other people's names that a page cites on purpose though the code does not use them: React's
 * `dangerouslySetInnerHTML` (docs/security.md: the web never uses it) and the Chrome DevTools
 * Protocol's `Emulation.setCPUThrottlingRate` (ADR 009: how to slow a browser by hand).
 */
const OUTSIDE_NAMES = new Set(['dangerouslySetInnerHTML', 'Emulation.setCPUThrottlingRate']);

/** camelCase, PascalCase of two words or more, snake_case, SCREAMING_CASE, or a mix of them. */
function looksLikeOurName(word: string): boolean {
  if (!IDENTIFIER.test(word)) return false;
  const bare = word.replace(/^\$+/, '');
  if (/^[a-z][a-z0-9]*$/.test(bare)) return false; // a plain word: `booking`, `padel`, `pglite`
  if (/^[A-Z][a-z0-9]*$/.test(bare)) return false; // a capitalised word: `Pending`, `Registry`
  if (/^[A-Z][A-Z0-9]*$/.test(bare)) return bare.length >= 3 && !PROTOCOL_WORDS.has(bare);
  return true;
}

/**
 * The citations in one backtick span. A span with a space is prose, a command, SQL or an HTTP
 * call and cites nothing, except a call written with its arguments (`forBooking(tx, date)`),
 * which cites its callee.
 */
export function citationsIn(span: string, topLevelNames: ReadonlySet<string>): Citation[] {
  const text = span.trim();
  if (OUTSIDE_NAMES.has(text)) return [];
  const call = /^([\w$.]+)\(.*\)$/.exec(text);
  if (call) return namesIn(call[1]!);
  if (/\s/.test(text)) return [];

  const [pathPart = '', anchor] = text.split('#', 2);
  if (PATH.test(pathPart)) {
    if (topLevelNames.has(pathPart.split('/')[0]!)) {
      return [
        { kind: 'path', path: pathPart, anchor: pathPart.endsWith('.md') ? anchor : undefined },
      ];
    }
    // A path from inside a folder (`lib/rate-limit.ts`); a folder alone (`api/`) is too vague.
    return CODE_FILE.test(pathPart) && !pathPart.includes('*')
      ? [{ kind: 'file', tail: pathPart }]
      : [];
  }
  if (BARE_CODE_FILE.test(text) && !text.startsWith('*')) return [{ kind: 'file', tail: text }];

  const assignment = /^([A-Za-z_]\w*)=/.exec(text); // `DATA_DIR=./data`, `KillMode=mixed`
  if (assignment) return namesIn(assignment[1]!);
  const metric = /^([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\{[\w,="]*\}$/.exec(text); // `padel_x{kind}`
  if (metric) return namesIn(metric[1]!);
  const prefix = /^([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)_?(?:\*|…)$/.exec(text); // `STRIPE_*`
  if (prefix) return [{ kind: 'prefix', prefix: prefix[1]! }];
  return namesIn(text);
}

/**
 * `a.b.c()`: each part that looks like a name of ours, and a capitalised word before a dot
 * (`Channel.send`: a class or an object); nothing if any part is not a word.
 */
function namesIn(text: string): Citation[] {
  const parts = text.replace(/\(\)$/, '').split('.');
  if (!parts.every((part) => IDENTIFIER.test(part))) return [];
  return parts
    .filter(
      (part, index) =>
        looksLikeOurName(part) || (index < parts.length - 1 && /^[A-Z][a-z]+$/.test(part)),
    )
    .map((name) => ({ kind: 'name', name }));
}
