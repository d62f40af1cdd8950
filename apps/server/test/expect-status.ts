import { expect } from 'vitest';

/** Enough of a body to read its message; a spreadsheet or page would drown the report. */
const BODY_SHOWN = 2_000;

/**
 * Asserts an HTTP status; on failure the message carries the response body, which says why (a
 * validation message, an error code) where a bare status comparison says only "500 is not 200".
 * `label` names the case when one test loops over several. Answers the response so a test can go
 * on reading it.
 */
export function expectStatus<R extends { statusCode: number; body: string }>(
  response: R,
  status: number,
  label?: string,
): R {
  const body =
    response.body.length > BODY_SHOWN ? `${response.body.slice(0, BODY_SHOWN)}…` : response.body;
  const message = `HTTP ${response.statusCode}, body: ${body}`;
  expect(response.statusCode, label ? `${label}: ${message}` : message).toBe(status);
  return response;
}
