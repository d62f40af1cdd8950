import type { Response } from 'light-my-request';

/**
 * What a browser keeps from an answer's `Set-Cookie` and sends back: the `cookie` header value
 * (`name=value`, exactly as set). Throws when the answer set no such cookie.
 */
export function cookieFrom(response: Response, name: string): string {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const pair = lines.map((line) => line.split(';')[0]!).find((p) => p.startsWith(`${name}=`));
  if (!pair) throw new Error(`the answer (${response.statusCode}) set no ${name} cookie`);
  return pair;
}

/** The attributes of the cookie `name` as the answer set it (HttpOnly, Path, SameSite …). */
export function cookieAttributes(response: Response, name: string) {
  const cookie = response.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`the answer (${response.statusCode}) set no ${name} cookie`);
  return cookie;
}
