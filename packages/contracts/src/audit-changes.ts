/**
 * What an audit entry changed, in words (see docs/operations.md#audit-log): one line per field that
 * differs, "field: before → after"; a field only after as "field: value", one only before as
 * "field: value → removed". A status change comes first. Nested values print as JSON, so a writer
 * that wants plain lines records plain fields (the settings do, settings-changes.service.ts).
 */

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const shown = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

export function auditChangeLines(before: unknown, after: unknown): string[] {
  const was = asRecord(before);
  const now = asRecord(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])].sort((a, b) =>
    a === 'status' ? -1 : b === 'status' ? 1 : 0,
  );
  const lines: string[] = [];
  for (const field of fields) {
    if (JSON.stringify(was[field]) === JSON.stringify(now[field])) continue;
    if (!(field in was)) lines.push(`${field}: ${shown(now[field])}`);
    else if (!(field in now)) lines.push(`${field}: ${shown(was[field])} → removed`);
    else lines.push(`${field}: ${shown(was[field])} → ${shown(now[field])}`);
  }
  return lines;
}
