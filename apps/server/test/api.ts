import type { FastifyInstance } from 'fastify';
import type { InjectOptions, Response } from 'light-my-request';

/** What a call may add besides method, url and body: headers, query, remote address. */
export type CallOptions = Omit<InjectOptions, 'method' | 'url' | 'payload' | 'body'>;

/**
 * A small client over `app.inject()`: tests say what they call, not how to build the request.
 * Raw `inject` stays for requests that are deliberately odd (malformed headers, raw bodies).
 */
export interface Api {
  get(url: string, options?: CallOptions): Promise<Response>;
  post(url: string, body?: unknown, options?: CallOptions): Promise<Response>;
  put(url: string, body?: unknown, options?: CallOptions): Promise<Response>;
  patch(url: string, body?: unknown, options?: CallOptions): Promise<Response>;
  delete(url: string, body?: unknown, options?: CallOptions): Promise<Response>;
  /** The same client sending `authorization` (a bearer header value) on every call. */
  as(authorization: string): Api;
  /** The same client sending these headers on every call (for example a Host or Origin). */
  withHeaders(headers: Record<string, string>): Api;
}

export function api(app: FastifyInstance, headers: Record<string, string> = {}): Api {
  const call =
    (method: InjectOptions['method']) =>
    (url: string, body?: unknown, options: CallOptions = {}) =>
      app.inject({
        ...options,
        method,
        url,
        headers: { ...headers, ...options.headers },
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      });
  return {
    get: (url, options) => call('GET')(url, undefined, options),
    post: call('POST'),
    put: call('PUT'),
    patch: call('PATCH'),
    delete: call('DELETE'),
    as: (authorization) => api(app, { ...headers, authorization }),
    withHeaders: (more) => api(app, { ...headers, ...more }),
  };
}

/** Signs in through POST /api/auth/login and answers the bearer header value for `as()`. */
export async function signIn(
  client: Api,
  credentials: { email: string; password: string; rememberMe?: boolean },
): Promise<string> {
  const response = await client.post('/api/auth/login', credentials);
  if (response.statusCode !== 200) {
    throw new Error(
      `sign-in as ${credentials.email} failed (${response.statusCode}): ${response.body}`,
    );
  }
  return `Bearer ${response.json<{ token: string }>().token}`;
}
