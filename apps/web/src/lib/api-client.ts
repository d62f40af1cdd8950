import { TOTAL_COUNT_HEADER, type ApiError, type ErrorCode } from '@padel/contracts';
import type * as Contracts from '@padel/contracts';
import { clearToken, getToken } from '@/lib/session';

/**
 * The one way the web app talks to the server: JSON in and out under `/api`, the admin bearer
 * token when one is stored, and typed errors the screens can tell apart.
 */

const API_BASE = '/api';

/** The server answered with a non-OK status; `serverMessage` is its `message`, when it sent one. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly code: string | undefined;
  readonly issues: ApiError['issues'];
  readonly serverMessage: string | undefined;
  /** The whole answer, for a refusal that says more than its message (a day close's difference). */
  readonly details: unknown;

  constructor(status: number, body: Partial<ApiError> | undefined, details?: unknown) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.status = status;
    this.code = body?.code;
    this.issues = body?.issues;
    this.serverMessage = body?.message;
    this.details = details;
  }
}

/**
 * The server refused with one of `codes` (docs/api.md#errors): screens tell failures apart by the
 * contracts' codes, so a misspelt one fails the type check.
 */
export function isErrorCode(error: unknown, ...codes: ErrorCode[]): error is ApiRequestError {
  return (
    error instanceof ApiRequestError &&
    error.code !== undefined &&
    (codes as readonly string[]).includes(error.code)
  );
}

/** The request never got an answer (offline, DNS, connection refused, aborted). */
export class ApiNetworkError extends Error {
  override readonly name = 'ApiNetworkError';
  constructor(cause: unknown) {
    super('The server could not be reached', { cause });
  }
}

/** The server answered OK with a body the app does not understand. */
export class ApiResponseError extends Error {
  override readonly name = 'ApiResponseError';
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
  }
}

/** Anything with a zod-like `parse`; keeps this file free of a zod import. */
interface ResponseSchema<T> {
  parse(input: unknown): T;
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates the answer; without it the parsed JSON is returned as is. */
  schema?: ResponseSchema<T>;
  /**
   * The answer's contract schema, checked in development only: the customer pages stay free of
   * zod (docs/decisions/004-web-bundles.md) and trust the server, which answers through the same
   * contracts, while every development run still catches drift. Picks the schema from the
   * contracts module, which only development loads.
   */
  devSchema?: (contracts: typeof Contracts) => ResponseSchema<T>;
  /** Send the stored bearer token (default true). Login and password reset set false. */
  auth?: boolean;
  signal?: AbortSignal;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  window.location.assign('/user/login');
};

/** The app host sets this to a router navigation; the default reloads the login page. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

function readErrorBody(value: unknown): Partial<ApiError> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const body: Partial<ApiError> = {};
  if (typeof record.message === 'string' && record.message.trim() !== '') {
    body.message = record.message;
  }
  if (typeof record.code === 'string') body.code = record.code;
  if (Array.isArray(record.issues)) body.issues = record.issues as ApiError['issues'];
  return body;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function apiRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  return (await send(path, options)).data;
}

/**
 * A paged list (see docs/api.md#lists): the answer's JSON array and the number of items in all,
 * from the TOTAL_COUNT_HEADER.
 */
export async function apiPage<T>(
  path: string,
  options: ApiRequestOptions<T[]> = {},
): Promise<{ items: T[]; total: number }> {
  const { data, headers } = await send(path, options);
  const total = Number(headers.get(TOTAL_COUNT_HEADER));
  if (!Number.isInteger(total) || total < 0) {
    throw new ApiResponseError(`No ${TOTAL_COUNT_HEADER} in the answer to ${path}`);
  }
  return { items: data, total };
}

async function send<T>(
  path: string,
  options: ApiRequestOptions<T>,
): Promise<{ data: T; headers: Headers }> {
  const { method = 'GET', body, schema, devSchema, auth = true, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw new ApiNetworkError(error);
  }

  const data = await readJson(response);
  if (!response.ok) {
    // A refused token means the session is over (see docs/accounts.md#browser-session): forget it
    // and go to login.
    if (response.status === 401 && token) {
      clearToken();
      onUnauthorized();
    }
    throw new ApiRequestError(response.status, readErrorBody(data), data);
  }
  const check =
    schema ??
    (import.meta.env.DEV && devSchema ? devSchema(await import('@padel/contracts')) : undefined);
  if (!check) return { data: data as T, headers: response.headers };
  try {
    return { data: check.parse(data), headers: response.headers };
  } catch (error) {
    throw new ApiResponseError(`Unexpected answer from ${method} ${path}`, error);
  }
}

/** React Query should not retry what will fail again: 4xx answers and unreadable bodies. */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.status >= 500;
  return !(error instanceof ApiResponseError);
}

/** `path` with the query's set fields as its search string (`/queueBooking?from=…`). */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  return search.size > 0 ? `${path}?${search}` : path;
}
