import type { UserRole } from '@padel/contracts';
import type { LoginTokens } from '../src/modules/auth/tokens.service';
import type { FastifyInstance } from 'fastify';
import type { InjectOptions, Response } from 'light-my-request';

/** What a call may add besides method, url and body: headers, query, remote address. */
export type CallOptions = Omit<InjectOptions, 'method' | 'url' | 'payload' | 'body'>;

/** The methods the API uses. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A small client over `app.inject()`: tests say what they call, not how to build the request.
 * Raw `inject` stays for requests that are deliberately odd (malformed headers, raw bodies).
 */
export interface Api {
  /** Any method, for tests that walk a table of routes; the named methods below read better. */
  request(method: Method, url: string, body?: unknown, options?: CallOptions): Promise<Response>;
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
  const request: Api['request'] = (method, url, body, options = {}) =>
    app.inject({
      ...options,
      method,
      url,
      headers: { ...headers, ...options.headers },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
  return {
    request,
    get: (url, options) => request('GET', url, undefined, options),
    post: (url, body, options) => request('POST', url, body, options),
    put: (url, body, options) => request('PUT', url, body, options),
    patch: (url, body, options) => request('PATCH', url, body, options),
    delete: (url, body, options) => request('DELETE', url, body, options),
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

/**
 * A bearer header value the server's own key signs for an account that cannot sign in (a `user`
 * or `moderator`: POST /api/auth/login refuses them, docs/accounts.md#roles), as a token kept
 * from elsewhere would be: what the admin calls' 403 is tested with.
 */
export async function signedTokenOf(
  app: { loginTokens: LoginTokens },
  user: { id: number; role: UserRole },
): Promise<string> {
  const token = await app.loginTokens.sign(
    { id: user.id, role: user.role, tokenVersion: 0 },
    false,
  );
  return `Bearer ${token}`;
}
