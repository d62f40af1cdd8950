import { z } from 'zod';
import { bookingChangeSchema } from './booking-change';
import { seriesRequestSchema } from './booking-series';
import { customerParamsSchema } from './customers';
import { tillMovementRequestSchema } from './day-close';
import { idFieldSchema } from './input';
import type { ErrorCode } from './error-codes';

/**
 * Prices are the owner's (docs/prices.md#owner-prices, ADR 048): a price below the venue's prices
 * for the customer and the `member` tag need the `owner-prices` capability. Staff ask instead; the
 * owner approves (the thing is done then, at that price) or declines from the approvals list.
 */

/** What staff may ask the owner for. */
export const OWNER_APPROVAL_KINDS = [
  'series-price',
  'keep-price',
  'member-tag',
  'till-movement',
] as const;
export type OwnerApprovalKind = (typeof OWNER_APPROVAL_KINDS)[number];

export const OWNER_APPROVAL_STATUSES = ['pending', 'approved', 'declined'] as const;
export type OwnerApprovalStatus = (typeof OWNER_APPROVAL_STATUSES)[number];

export const OWNER_APPROVAL_LABELS: Record<OwnerApprovalKind, string> = {
  'series-price': 'Series at a fixed price',
  'keep-price': 'Move keeping the price',
  'member-tag': 'Member tag',
  'till-movement': 'Drawer pay-in or pay-out',
};

export const OWNER_APPROVAL_STATUS_LABELS: Record<OwnerApprovalStatus, string> = {
  pending: 'Waiting for the owner',
  approved: 'Approved',
  declined: 'Declined',
};

/** The 403's code when staff try what only the owner may do, and may ask for it instead. */
export const OWNER_APPROVAL_CODE = 'OWNER_APPROVAL_NEEDED' satisfies ErrorCode;

export const OWNER_APPROVAL_LIMITS = { reasonMax: 500, noteMax: 500, listSize: 100 } as const;

export const OWNER_APPROVAL_MESSAGES = {
  /** Staff's series or move below the venue's prices (403 OWNER_APPROVAL_NEEDED). */
  belowPrices: (price: string) =>
    `A price below the venue's prices (${price} for these hours) is the owner's to give. Ask the owner to approve it.`,
  /** Staff adding the member tag (403 OWNER_APPROVAL_NEEDED). */
  memberTag: 'Only the owner can tag a customer member. Ask the owner to approve it.',
  /** Staff's pay-in or pay-out above the owner's amount (403 OWNER_APPROVAL_NEEDED). */
  tillAbove: (kind: string, limit: string) =>
    `A ${kind.toLowerCase()} above ${limit} is the owner's to approve. Ask the owner to approve it.`,
  /** What staff see once they asked. */
  sent: 'Sent to the owner for approval. You will see the answer under Approvals.',
  reasonRequired: 'Please say why, for the owner.',
  reasonTooLong: `The reason must be at most ${OWNER_APPROVAL_LIMITS.reasonMax} characters.`,
  noteTooLong: `The note must be at most ${OWNER_APPROVAL_LIMITS.noteMax} characters.`,
  alreadyMember: 'This customer is already a member.',
  alreadyDecided: 'This request was already approved or declined: nothing was changed.',
  notFound: 'No such request.',
  approved: 'Approved: done at the price asked.',
  declined: 'Declined: nothing was changed.',
} as const;

const reasonSchema = z
  .string({ error: OWNER_APPROVAL_MESSAGES.reasonRequired })
  .trim()
  .min(1, OWNER_APPROVAL_MESSAGES.reasonRequired)
  .max(OWNER_APPROVAL_LIMITS.reasonMax, OWNER_APPROVAL_MESSAGES.reasonTooLong);

/**
 * POST /api/approvals (staff and owner): what to do, and why. The thing asked for is the request
 * the refused call took (a series, a booking's change) or the customer to tag, checked with the
 * same rules as that call.
 */
export const ownerApprovalRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('series-price'),
      series: seriesRequestSchema,
      reason: reasonSchema,
    }),
    z.object({
      kind: z.literal('keep-price'),
      bookingId: idFieldSchema('The booking id'),
      change: bookingChangeSchema(),
      reason: reasonSchema,
    }),
    z.object({
      kind: z.literal('member-tag'),
      phone: customerParamsSchema.shape.id,
      reason: reasonSchema,
    }),
    z.object({
      kind: z.literal('till-movement'),
      movement: tillMovementRequestSchema,
      reason: reasonSchema,
    }),
  ],
  { error: `Kind must be one of ${OWNER_APPROVAL_KINDS.join(', ')}.` },
);
export type OwnerApprovalRequest = z.input<typeof ownerApprovalRequestSchema>;
export type OwnerApprovalInput = z.output<typeof ownerApprovalRequestSchema>;

/** POST /api/approvals/{id}/decline: an optional word for the staff member who asked. */
export const ownerApprovalDeclineSchema = z
  .object({
    note: z
      .string({ error: 'The note must be text.' })
      .trim()
      .max(OWNER_APPROVAL_LIMITS.noteMax, OWNER_APPROVAL_MESSAGES.noteTooLong)
      .optional(),
  })
  .strict();

/** One request as the approvals list shows it. */
export const ownerApprovalSchema = z.object({
  id: z.number().int(),
  kind: z.enum(OWNER_APPROVAL_KINDS),
  status: z.enum(OWNER_APPROVAL_STATUSES),
  /** What is asked: "Court 1, 6:00 PM-9:00 PM every week from 2026-12-01, 52 dates, at PKR 0 a game". */
  summary: z.string(),
  /** For whom: null for the drawer's own money. */
  customerName: z.string().nullable(),
  phone: z.string().nullable(),
  /** Why, in the staff member's words. */
  reason: z.string(),
  /** By whom. */
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The owner's note on a decline. */
  note: z.string().nullable(),
  /** What approving made: "Series #4", "Booking #12", "Tagged member". */
  outcome: z.string().nullable(),
});
export type OwnerApproval = z.infer<typeof ownerApprovalSchema>;

/** GET /api/approvals: the owner sees every request, staff their own; waiting first, then newest. */
export const ownerApprovalListSchema = z.array(ownerApprovalSchema);

/** POST /api/approvals and the approve and decline calls: the request as it now stands. */
export const ownerApprovalAnswerSchema = z.object({
  message: z.string(),
  approval: ownerApprovalSchema,
});
export type OwnerApprovalAnswer = z.infer<typeof ownerApprovalAnswerSchema>;
