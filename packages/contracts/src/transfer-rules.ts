/**
 * An advance paid by transfer and checked by staff (docs/payments.md#transfers, ADR 060): the
 * venue's receiving accounts, which of the methods it offers, and the receipt's rules. Zod-free,
 * like payment-rules.ts, so the booking pages read it without the schema library
 * (docs/decisions/004-web-bundles.md).
 */
import { MOVEMENT_AMOUNT_MAX, type MovementMethod } from './ledger';

/** The ways a customer can send the advance: the ledger's methods of the same names. */
export const TRANSFER_METHODS = [
  'bank-transfer',
  'raast',
  'jazzcash',
  'easypaisa',
] as const satisfies readonly MovementMethod[];
export type TransferMethod = (typeof TRANSFER_METHODS)[number];

/** The venue's receiving accounts (Settings); each empty when the venue has none. */
export interface TransferAccounts {
  bankName: string;
  accountTitle: string;
  iban: string;
  raastId: string;
  jazzcashNumber: string;
  easypaisaNumber: string;
}

export const EMPTY_TRANSFER_ACCOUNTS: TransferAccounts = {
  bankName: '',
  accountTitle: '',
  iban: '',
  raastId: '',
  jazzcashNumber: '',
  easypaisaNumber: '',
};

/** The account fields each method needs before it can be offered, in the order they are shown. */
export const TRANSFER_METHOD_FIELDS: Record<TransferMethod, readonly (keyof TransferAccounts)[]> = {
  'bank-transfer': ['bankName', 'accountTitle', 'iban'],
  raast: ['raastId', 'accountTitle'],
  jazzcash: ['jazzcashNumber', 'accountTitle'],
  easypaisa: ['easypaisaNumber', 'accountTitle'],
};

export const TRANSFER_FIELD_WORDS: Record<keyof TransferAccounts, string> = {
  bankName: 'Bank',
  accountTitle: 'Account title',
  iban: 'IBAN',
  raastId: 'Raast ID',
  jazzcashNumber: 'JazzCash number',
  easypaisaNumber: 'Easypaisa number',
};

/** The methods a customer may choose: offered in Settings, with their account details set. */
export function offeredTransferMethods(settings: {
  transferMethods: readonly TransferMethod[];
  transferAccounts: TransferAccounts;
}): TransferMethod[] {
  return TRANSFER_METHODS.filter(
    (method) =>
      settings.transferMethods.includes(method) &&
      TRANSFER_METHOD_FIELDS[method].every((field) => settings.transferAccounts[field] !== ''),
  );
}

/** The account details a customer paying by `method` copies, label and value. */
export function transferDetails(
  accounts: TransferAccounts,
  method: TransferMethod,
): { label: string; value: string }[] {
  return TRANSFER_METHOD_FIELDS[method].map((field) => ({
    label: TRANSFER_FIELD_WORDS[field],
    value: accounts[field],
  }));
}

/** What the booking page may show: only the accounts of the methods offered. */
export function publicTransferAccounts(settings: {
  transferMethods: readonly TransferMethod[];
  transferAccounts: TransferAccounts;
}): TransferAccounts {
  const shown = new Set(offeredTransferMethods(settings).flatMap((m) => TRANSFER_METHOD_FIELDS[m]));
  const accounts = { ...EMPTY_TRANSFER_ACCOUNTS };
  for (const field of shown) accounts[field] = settings.transferAccounts[field];
  return accounts;
}

/** An uploaded receipt: what the server accepts before it re-encodes it (docs/payments.md#transfers). */
export const TRANSFER_RECEIPT_RULES = {
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: 5 * 1024 * 1024,
} as const;

export const TRANSFER_MESSAGES = {
  unavailable: 'Payment by transfer is not available. Please choose another way to pay.',
  methodNeeded: 'Choose how you will send the transfer.',
  badReceipt: 'The receipt must be a JPEG, PNG or WebP picture.',
  receiptTooLarge: 'The receipt must be at most 5 MB.',
  receiptTooManyPixels:
    'The receipt picture is too large: please send a screenshot, or a photo of at most 12 megapixels.',
  receiptSaved: 'Receipt received. Staff will check it shortly.',
  notWaiting: 'This booking is not waiting for a transfer.',
  orderNotWaiting: 'This order is not waiting for a transfer.',
  orderNotFound: 'Order not found',
  receiptNotFound: 'Receipt not found',
  accepted: 'Transfer accepted',
  /** Staff's amount received on accepting a transfer, when it is no whole PKR in bounds. */
  amountReceivedInvalid: `The amount received must be a whole number of rupees from 1 to ${MOVEMENT_AMOUNT_MAX.toLocaleString('en-US')}.`,
  /** Why the excess of a transfer above what was asked is owed back (docs/payments.md#transfers). */
  paidMoreThanAsked: 'Paid more than asked by transfer',
  rejected: 'Transfer rejected',
  /** The reason a booking whose transfer never came in time is cancelled with. */
  notReceivedReason: 'Transfer not received in time',
  rejectedReason: (reason: string) => `Transfer not accepted: ${reason}`,
  /** The status the customer and staff see while the receipt waits. */
  toCheck: 'Transfer to check',
  /** The plain Confirm of a booking whose transfer is still to check (docs/payments.md#transfers). */
  confirmRefused:
    'This booking waits for its transfer: accept or reject it under Transfers to check, with what arrived.',
} as const;

/**
 * Whether a booking still waits for its advance by transfer to be checked: pending, unpaid and
 * held for it (`transferBy`). The server refuses its plain Confirm; the lists say "Transfer to
 * check" and lead to accept or reject.
 */
export const waitsForTransfer = (booking: {
  transferBy: unknown;
  status: string;
  paymentStatus: string;
}) =>
  booking.transferBy !== null && booking.status === 'Pending' && booking.paymentStatus === 'UnPaid';

/** What the customer writes as the transfer's reference: the booking's number. */
export const transferReference = (bookingId: number) => `PB-${bookingId}`;

/**
 * How long a booking's transfer holds its slots until its receipt comes (docs/payments.md#transfers,
 * ADR 068): half an hour, as every other hold nobody has backed yet; a receipt keeps the hold for
 * the whole `TRANSFER_HOLD_MINUTES` while staff check it.
 */
export const TRANSFER_RECEIPT_MINUTES = 30;

/**
 * Until when a booking's transfer holds its slots (docs/payments.md#transfers): the hold's minutes
 * from now, but never past the start of play, so an unchecked transfer never keeps a court that
 * is being played.
 */
export function transferHoldUntil(now: Date, holdMinutes: number, playStarts: Date): Date {
  return new Date(Math.min(now.getTime() + holdMinutes * 60_000, playStarts.getTime()));
}
/** The same for a café order: its number. */
export const orderTransferReference = (orderId: number) => `CO-${orderId}`;
