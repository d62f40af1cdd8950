/**
 * What may appear in a log line (see docs/security.md#logging): no token, password, hash,
 * customer link, e-mail address, phone number or payment provider id, and no parameter of a
 * failed query. Request lines carry the method, a path with customer tokens and provider ids
 * blanked, the host and the status.
 */

/** Fields pino blanks wherever a logged object carries them. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...[
    'password',
    'newPassword',
    'passwordHash',
    'token',
    'accessToken',
    'ticket',
    'walkInTicket',
    'link',
    'email',
    'phoneNumber',
    'params',
  ].flatMap((field) => [field, `*.${field}`]),
];

/**
 * The payment providers' ids (Stripe's checkout sessions, payments, refunds, charges, events,
 * customers, and its keys): a checkout id once led to a booking (docs/payments.md#result-pages),
 * and none is needed to read a log.
 */
const PROVIDER_ID =
  /\b(cs|pi|re|ch|py|pm|evt|cus|seti|txn|sk|rk|pk|whsec)_(?:(?:test|live)_)?[A-Za-z0-9]{8,}/g;

/** Safepay's trackers (`track_…`, a checkout and its payment) and API keys (`sec_…`). */
const SAFEPAY_ID = /\b(track|tracker|sec)_[A-Za-z0-9-]{8,}/g;

/** `cs_…`: which kind of id stood there, not the id. */
export function maskProviderIds(text: string): string {
  return text
    .replace(PROVIDER_ID, (_id, prefix: string) => `${prefix}_…`)
    .replace(SAFEPAY_ID, (_id, prefix: string) => `${prefix}_…`);
}

/**
 * A path with the customer's access token and provider ids blanked, and no query string (reset
 * tokens).
 */
export function publicPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  // A booking's and an order's own link (docs/payments.md#transfers) are keys, never logged.
  return maskProviderIds(path.replace(/\/my-(booking|order)\/[^/]+/, '/my-$1/:token'));
}

const EMAIL = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[^\s@"'<>()]+/g;
const LONG_DIGITS = /\d{10,}/g;
const TOKEN_LIKE = /[A-Za-z0-9_-]{24,}(\.[A-Za-z0-9_-]{10,}){0,2}/g;

/**
 * Free text (an error message) with e-mail addresses, phone numbers, provider ids and tokens
 * blanked.
 */
export function scrubText(text: string): string {
  return maskProviderIds(text)
    .replace(EMAIL, '[e-mail]')
    .replace(TOKEN_LIKE, '[token]')
    .replace(LONG_DIGITS, '[number]');
}

/** `a***@example.com`: enough to tell mailboxes apart in a log, not to write to one. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '[e-mail]' : `${email[0]}***${email.slice(at)}`;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The SQLSTATE of a database error, possibly wrapped by drizzle (`cause`). */
function sqlStateOf(error: Error): string | undefined {
  for (const candidate of [error, (error as { cause?: unknown }).cause]) {
    const code = (candidate as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return code;
  }
  return undefined;
}

/** Only the `at …` lines of a stack: its first line repeats the message, with any values. */
const stackFrames = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

interface ErrorSummary {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * pino's `err` serializer. A database error logs its SQLSTATE and the query text, never the
 * parameters or the server's detail (which quote the values); any other error its type, code,
 * scrubbed message and stack.
 */
export function errorSummary(value: unknown): ErrorSummary {
  if (!(value instanceof Error)) {
    return { type: typeof value, message: scrubText(String(value)), stack: '' };
  }
  const query = (value as { query?: unknown }).query;
  const sqlState = sqlStateOf(value);
  if (sqlState !== undefined || typeof query === 'string') {
    return {
      type: value.name,
      message: `database error ${sqlState ?? '(no SQLSTATE)'}`,
      code: sqlState,
      query: typeof query === 'string' ? query : undefined,
      stack: stackFrames(value.stack) ?? '',
    };
  }
  const code = (value as { code?: unknown }).code;
  return {
    type: value.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: scrubText(value.message),
    stack: scrubText(value.stack ?? ''),
  };
}
