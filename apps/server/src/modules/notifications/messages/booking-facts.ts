import type {
  BookingMoneyFields,
  BookingSource,
  BookingStatus,
  BookingType,
  Court,
  LedgerTaking,
  PaymentStatus,
  PaymentType,
  RefundSummary,
  RemainingPaymentType,
  TransferMethod,
} from '@padel/contracts';

/**
 * What a message about a booking says of it: the notifications module's own input (ADR 030), so
 * it knows nothing of how bookings are stored. A booking's row has these fields, so the bookings
 * module passes its rows as they are.
 */
export interface BookingFacts {
  id: number;
  /** The key of the customer's own booking page, which every message links to. */
  accessToken: string;
  customerName: string;
  email: string;
  phoneNumber: string;
  bookingType: BookingType;
  selectedCourt: Court | null;
  numberOfGuests: number;
  selectedDate: string;
  /** Start hours of the booked slots. */
  slotHours: number[];
  status: BookingStatus;
  cancelReason: string | null;
  bookingSource: BookingSource;
  amount: number;
  paymentType: PaymentType;
  paymentStatus: PaymentStatus;
  remainingPaymentType: RemainingPaymentType | null;
  /** A card advance, when one was paid: the cancellation message says what became of it. */
  cardPaidAt: Date | null;
  cardPaymentAmount: number | null;
  /** What the card checkout asked (docs/payments.md#amount-asked). */
  checkoutAmount: number | null;
  /** What the ledger holds as paid (docs/payments.md#one-reading), null for none. */
  ledgerPaid: number | null;
  /** How the ledger holds it, kind and method (docs/payments.md#one-reading); null for none. */
  paidBy?: LedgerTaking[] | null;
  /** What its cancellation owes or gave back, summed from its refunds (docs/payments.md#refunds). */
  refund: RefundSummary | null;
  /** A no-show or late-cancellation fee the customer owes (docs/bookings.md#fees), 0 for none. */
  feeOwed: number;
  feePaid: number;
  /** An advance by transfer still to check (docs/payments.md#transfers): how, and until when. */
  transferMethod?: TransferMethod | null;
  transferBy?: Date | null;
  /** A calendar file's SEQUENCE rises with every change: seconds from the first to the last. */
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The stored payment facts as the server answers them, for the one reading of a booking's money
 * (`bookingMoney`, docs/payments.md#one-reading): the booking answers carry these fields, and the
 * messages read them the same way.
 */
export function moneyFieldsOf(booking: BookingFacts): BookingMoneyFields {
  return {
    bookingType: booking.bookingType,
    status: booking.status,
    amount: booking.amount,
    paymentType: booking.paymentType,
    PaymentStatus: booking.paymentStatus,
    remaining_paymentType: booking.remainingPaymentType,
    cardAdvance:
      booking.cardPaidAt !== null && (booking.cardPaymentAmount ?? 0) > 0
        ? booking.cardPaymentAmount
        : null,
    advanceAsked: booking.checkoutAmount,
    ledgerPaid: booking.ledgerPaid,
    paidBy: booking.paidBy ?? null,
    refund: booking.refund,
    feeOwed: booking.feeOwed,
    feePaid: booking.feePaid,
  };
}
