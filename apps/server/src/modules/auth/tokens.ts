import { userRoleSchema, type UserRole } from '@padel/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

export const SESSION_LIFETIME_SECONDS = 12 * 60 * 60;
export const REMEMBER_ME_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

export interface TokenSubject {
  id: number;
  role: UserRole;
  tokenVersion: number;
}

const claimsSchema = z.object({
  id: z.number().int().positive(),
  role: userRoleSchema,
  tv: z.number().int().nonnegative(),
});

export class LoginTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(subject: TokenSubject, rememberMe: boolean): Promise<string> {
    const lifetime = rememberMe ? REMEMBER_ME_LIFETIME_SECONDS : SESSION_LIFETIME_SECONDS;
    return new SignJWT({ id: subject.id, role: subject.role, tv: subject.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(`${lifetime}s`)
      .sign(this.key);
  }

  /** The token's subject, or undefined when it is malformed, tampered with or expired. */
  async verify(token: string): Promise<TokenSubject | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) return undefined;
      return { id: claims.data.id, role: claims.data.role, tokenVersion: claims.data.tv };
    } catch {
      return undefined;
    }
  }
}
