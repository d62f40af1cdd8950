import type {
  BookingSource,
  BookingStatus,
  BookingType,
  Court,
  PaymentStatus,
  RefundStatus,
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
  paymentStatus: PaymentStatus;
  /** A card advance, when one was paid: the cancellation message says what became of it. */
  cardPaidAt: Date | null;
  cardPaymentAmount: number | null;
  refundStatus: RefundStatus | null;
  refundAmount: number | null;
  /** A calendar file's SEQUENCE rises with every change: seconds from the first to the last. */
  createdAt: Date;
  updatedAt: Date;
}
