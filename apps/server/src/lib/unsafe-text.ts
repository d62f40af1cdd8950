import type { FastifyReply, FastifyRequest } from 'fastify';
import { BadRequestError } from './errors';

/**
 * Control characters other than tab, line feed and carriage return (C0, DEL and C1): no form
 * sends them, PostgreSQL text cannot hold NUL, and they hide or fake text in logs and e-mails.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this rule's job
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Half of a UTF-16 surrogate pair on its own: not text, and jsonb refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isUnsafe = (text: string) => CONTROL_CHARACTER.test(text) || LONE_SURROGATE.test(text);

/** The path of the first string (or key) in `value` that is unsafe, such as `body.customerName`. */
function firstUnsafeText(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return isUnsafe(value) ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = `${path}.${key}`;
    if (isUnsafe(key)) return itemPath;
    const found = firstUnsafeText(item, itemPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export const unsafeTextMessage = (field: string) =>
  `${field} contains a control character or broken Unicode text, which cannot be accepted.`;

/**
 * preValidation hook for the API: any text in the path, query or body with a control character
 * or a lone surrogate is refused with 400 naming the field, before a schema, a query or the
 * audit log sees it (see docs/quality.md#r4-bad-input). One-line fields refuse line breaks in their
 * own schemas.
 */
export function refuseUnsafeText(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  const path =
    firstUnsafeText(request.params, 'params') ??
    firstUnsafeText(request.query, 'querystring') ??
    firstUnsafeText(request.body, 'body');
  if (path === undefined) return done();
  const field = path.split('.').slice(1).join('.');
  const message = unsafeTextMessage(field);
  done(new BadRequestError(message, 'VALIDATION_FAILED', [{ path, message }]));
}
