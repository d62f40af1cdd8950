import { z } from 'zod';
import { dateSchema } from './input';

/**
 * GET /api/hold-budget (docs/security.md#calendar-fill, ADR 067): a day's budget of unverified
 * holds as staff see it, with the networks holding it, so that once it is full ("Online holds
 * are full today") one tap cancels a network's holds.
 */
export const holdBudgetDayQuerySchema = z.object({
  /** The day of play; today at the venue when left out. */
  date: dateSchema('The day').optional(),
});

export const holdBudgetDaySchema = z.object({
  date: z.string(),
  /** The slot-hours unverified holds may take this day, card reserve included. */
  budget: z.number(),
  held: z.number(),
  /** Whether a hold without an advance by card still fits. */
  full: z.boolean(),
  /** The slot-hours one /24 or /64 may hold of it. */
  networkShare: z.number(),
  /** The /24s and /64s holding it, the most first. */
  networks: z.array(z.object({ network: z.string(), hours: z.number(), bookings: z.number() })),
});
export type HoldBudgetDay = z.infer<typeof holdBudgetDaySchema>;
