import { expect } from 'vitest';

/** Enough of a body to read its message; a spreadsheet or page would drown the report. */
const BODY_SHOWN = 2_000;

/** An answer as `app.inject()` gives it, or as the e2e `api()` helper gives it (body parsed). */
type Answer = { statusCode: number; body: string } | { status: number; body: unknown };

/**
 * Asserts an HTTP status; on failure the message carries the response body, which says why (a
 * validation message, an error code) where a bare status comparison says only "500 is not 200".
 * `label` names the case when one test loops over several. Answers the response so a test can go
 * on reading it.
 */
export function expectStatus<R extends Answer>(response: R, status: number, label?: string): R {
  const actual = 'statusCode' in response ? response.statusCode : response.status;
  const text =
    typeof response.body === 'string' ? response.body : (JSON.stringify(response.body) ?? '');
  const body = text.length > BODY_SHOWN ? `${text.slice(0, BODY_SHOWN)}…` : text;
  const message = `HTTP ${actual}, body: ${body}`;
  expect(actual, label ? `${label}: ${message}` : message).toBe(status);
  return response;
}
