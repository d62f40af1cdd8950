import { ApiRequestError } from '@/lib/api-client';

/** One problem with a value: where it is (dotted, or zod's list of keys) and what is wrong. */
export interface IssueLike {
  path: string | readonly PropertyKey[];
  message: string;
}

/**
 * Form errors keyed by the form's dotted paths (`prices.rules.1`, `openingHours.2.close`), from
 * the issues of a 400 answer (their paths start with `body.`, see
 * docs/venue-settings.md#settings) or of the contract's schema run in the browser. The form's
 * values have the request's shape, so the paths are the same. The first message for a path wins.
 */
export function formErrorsFromIssues(issues: readonly IssueLike[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const parts = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    const path = (parts[0] === 'body' ? parts.slice(1) : parts).join('.');
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/** The field errors of a failed request: its issues, or none when it was not a 400 with issues. */
export function serverFormErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError) || !error.issues) return {};
  return formErrorsFromIssues(error.issues);
}

/** The server's message, or a plain one when it sent none (offline, a 5xx without a body). */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.serverMessage ?? fallback;
  return fallback;
}
