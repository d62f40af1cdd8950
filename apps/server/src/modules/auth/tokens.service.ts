import { randomUUID } from 'node:crypto';
import { userRoleSchema, type UserRole } from '@padel/contracts';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { systemClock, type Clock } from '../../lib/clock';

export const SESSION_LIFETIME_SECONDS = 12 * 60 * 60;
export const REMEMBER_ME_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
/**
 * A walk-in ticket is short-lived and makes one booking (docs/bookings.md#walk-ins): long enough
 * to take one customer's booking at the desk, and the admin app fetches a fresh one for each
 * opening of the booking site.
 */
export const WALK_IN_LIFETIME_SECONDS = 30 * 60;

/** Only our algorithm, and never a token without an expiry: such a token would work forever. */
const VERIFY_OPTIONS = { algorithms: ['HS256'], requiredClaims: ['exp'] };

export interface TokenSubject {
  id: number;
  role: UserRole;
  tokenVersion: number;
}

const walkInClaimsSchema = z.object({
  purpose: z.literal('walk-in'),
  id: z.number().int().positive(),
  tv: z.number().int().nonnegative(),
  /** The ticket's own id: the booking it makes spends it (walk-in.service.ts). */
  jti: z.string().min(1),
  exp: z.number(),
});

/** A genuine, unexpired walk-in ticket: whose it is, and its id for spending it once. */
export interface WalkInTicket {
  id: number;
  tokenVersion: number;
  ticketId: string;
  expiresAt: Date;
}

const claimsSchema = z.object({
  id: z.number().int().positive(),
  role: userRoleSchema,
  tv: z.number().int().nonnegative(),
});

/**
 * Login tokens and walk-in tickets, issued and checked on the app's clock (lib/clock.ts): the
 * browser reads a token's expiry on its own clock, which tests set to the server's.
 */
export class LoginTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly now: Clock = systemClock,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** Now in whole seconds, as JWT claims count. */
  private seconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  private verifyOptions() {
    return { ...VERIFY_OPTIONS, currentDate: this.now() };
  }

  sign(subject: TokenSubject, rememberMe: boolean): Promise<string> {
    const lifetime = rememberMe ? REMEMBER_ME_LIFETIME_SECONDS : SESSION_LIFETIME_SECONDS;
    const issuedAt = this.seconds();
    return new SignJWT({ id: subject.id, role: subject.role, tv: subject.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + lifetime)
      .sign(this.key);
  }

  /** Whether an already verified token was signed with the Remember-me lifetime. */
  isRememberMe(token: string): boolean {
    const { iat, exp } = decodeJwt(token);
    return iat !== undefined && exp !== undefined && exp - iat > SESSION_LIFETIME_SECONDS;
  }

  /** The token's subject, or undefined when it is malformed, tampered with or expired. */
  async verify(token: string): Promise<TokenSubject | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, this.verifyOptions());
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) return undefined;
      return { id: claims.data.id, role: claims.data.role, tokenVersion: claims.data.tv };
    } catch {
      return undefined;
    }
  }

  /**
   * A ticket the admin's Add New Booking link carries to the booking host, which has no login
   * of its own (see docs/bookings.md#walk-ins). It has no role, so it never works as a login token.
   */
  async signWalkIn(
    subject: Omit<TokenSubject, 'role'>,
  ): Promise<{ ticket: string; expiresAt: Date }> {
    const issuedAt = this.seconds();
    const expiresAt = new Date((issuedAt + WALK_IN_LIFETIME_SECONDS) * 1000);
    const ticket = await new SignJWT({
      purpose: 'walk-in',
      id: subject.id,
      tv: subject.tokenVersion,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { ticket, expiresAt };
  }

  async verifyWalkIn(ticket: string): Promise<WalkInTicket | undefined> {
    try {
      const { payload } = await jwtVerify(ticket, this.key, this.verifyOptions());
      const claims = walkInClaimsSchema.safeParse(payload);
      if (!claims.success) return undefined;
      const { id, tv, jti, exp } = claims.data;
      return { id, tokenVersion: tv, ticketId: jti, expiresAt: new Date(exp * 1000) };
    } catch {
      return undefined;
    }
  }
}
