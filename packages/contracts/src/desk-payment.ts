import { z } from 'zod';
import {
  DESK_ONLINE_METHODS,
  MOVEMENT_METHOD_WORDS,
  type DeskOnline,
  type DeskOnlineMethod,
} from './ledger';
import { isOneLine } from './text';

/**
 * "Paid online" at the desk (docs/payments.md#paid-online): staff say which way the money came
 * (JazzCash, Easypaisa, Raast, a bank transfer, or a card at the desk) and give the reference the
 * venue's statement shows, so the ledger matches that statement. Every admin call that records a
 * payment takes the same two fields and checks them the same way.
 */

/** The longest reference staff may give, as the transfer accept's. */
export const DESK_REFERENCE_MAX = 100;

export const DESK_PAYMENT_MESSAGES = {
  onlineMethodRequired:
    'Please choose how it was paid online: JazzCash, Easypaisa, Raast, bank transfer or card at the desk.',
  referenceRequired: (method: DeskOnlineMethod) =>
    `Please give the reference of this ${MOVEMENT_METHOD_WORDS[method]} payment, as the statement shows it.`,
  referenceTooLong: `The reference must be at most ${DESK_REFERENCE_MAX} characters.`,
  referenceOneLine: 'The reference must be one line.',
  onlineOnly: 'A method and a reference go with Paid online only.',
} as const;

/** Whether `method` is a transfer read off a statement, whose reference is required. */
export const needsReference = (method: DeskOnlineMethod) => method !== 'card-desk';

/** The two fields, shape only: whether they are needed depends on the payment they go with. */
export const deskOnlineShape = {
  onlineMethod: z
    .enum(DESK_ONLINE_METHODS, { error: DESK_PAYMENT_MESSAGES.onlineMethodRequired })
    .optional()
    .nullable(),
  /** Trimmed; blank is none. */
  reference: z
    .string({ error: DESK_PAYMENT_MESSAGES.referenceOneLine })
    .trim()
    .max(DESK_REFERENCE_MAX, DESK_PAYMENT_MESSAGES.referenceTooLong)
    .refine(isOneLine, DESK_PAYMENT_MESSAGES.referenceOneLine)
    .optional()
    .nullable(),
};

/**
 * What is wrong with a payment's online method and reference, field by field: with Paid online
 * a method is needed, and a reference for a transfer; without it, neither may be given. The
 * requests' checks and the desk's forms read the same list.
 */
export function deskOnlineProblems(
  paidOnline: boolean,
  value: DeskOnline,
): { field: 'onlineMethod' | 'reference'; message: string }[] {
  const reference = value.reference?.trim() ?? '';
  if (!paidOnline) {
    return value.onlineMethod || reference
      ? [
          {
            field: value.onlineMethod ? 'onlineMethod' : 'reference',
            message: DESK_PAYMENT_MESSAGES.onlineOnly,
          },
        ]
      : [];
  }
  if (!value.onlineMethod) {
    return [{ field: 'onlineMethod', message: DESK_PAYMENT_MESSAGES.onlineMethodRequired }];
  }
  if (needsReference(value.onlineMethod) && reference === '') {
    return [
      { field: 'reference', message: DESK_PAYMENT_MESSAGES.referenceRequired(value.onlineMethod) },
    ];
  }
  return [];
}

/** Adds `deskOnlineProblems` to a request's check, on its own fields. */
export function checkDeskOnline(
  paidOnline: boolean,
  value: DeskOnline,
  ctx: z.RefinementCtx,
): void {
  for (const { field, message } of deskOnlineProblems(paidOnline, value)) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

/** The checked fields as the services read them: a blank reference is none. */
export const deskOnlineValue = (paidOnline: boolean, value: DeskOnline) =>
  paidOnline
    ? { onlineMethod: value.onlineMethod ?? null, reference: value.reference?.trim() || null }
    : { onlineMethod: null, reference: null };
