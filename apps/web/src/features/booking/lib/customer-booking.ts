import {
  BOOKING_TYPES,
  COURTS,
  type BookingConflict,
  type BookingType,
  type CustomerBooking,
  type PriceLine,
} from '@padel/contracts';
import { ApiResponseError } from '@/lib/api-client';
import { isNumber, isRecord, isString, isStringArray } from './guards';

/**
 * Hand-written checks of the booking answers, so that the booking host's screens need no zod
 * (QUALITY B4: its first page shares chunks with the other booking screens); development still
 * checks the full answer against the contract schema to catch drift.
 */

const stringOrNull = (value: unknown): string | null => (isString(value) ? value : null);

export const isBookingType = (value: unknown): value is BookingType =>
  (BOOKING_TYPES as readonly unknown[]).includes(value);

function readLines(value: unknown): PriceLine[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (line): line is PriceLine =>
      isRecord(line) && isNumber(line.unitPrice) && isNumber(line.quantity) && isNumber(line.total),
  );
}

/** A customer's booking as the screens need it, or undefined when the answer lacks its core. */
export function readCustomerBooking(value: unknown): CustomerBooking | undefined {
  if (!isRecord(value)) return undefined;
  if (
    !isBookingType(value.bookingType) ||
    !isString(value.selectedDate) ||
    !isStringArray(value.selectedSlots) ||
    !isString(value.status) ||
    !isString(value.customerName)
  ) {
    return undefined;
  }
  const amount = isNumber(value.amount) ? value.amount : 0;
  return {
    customerName: value.customerName,
    email: isString(value.email) ? value.email : '',
    phoneNumber: isString(value.phoneNumber) ? value.phoneNumber : '',
    bookingType: value.bookingType,
    selectedDate: value.selectedDate,
    selectedSlots: value.selectedSlots,
    selectedCourt: (COURTS as readonly unknown[]).includes(value.selectedCourt)
      ? (value.selectedCourt as CustomerBooking['selectedCourt'])
      : null,
    numberOfGuests: isNumber(value.numberOfGuests) ? value.numberOfGuests : 1,
    status: value.status as CustomerBooking['status'],
    cancelReason: stringOrNull(value.cancelReason),
    customer_instruction: stringOrNull(value.customer_instruction),
    unit_amount: isNumber(value.unit_amount) ? value.unit_amount : null,
    amount,
    lines: readLines(value.lines),
    advance: isNumber(value.advance) ? value.advance : 0,
    remainingBalance: isNumber(value.remainingBalance) ? value.remainingBalance : amount,
    paymentType: (isString(value.paymentType)
      ? value.paymentType
      : 'PayLater') as CustomerBooking['paymentType'],
    PaymentStatus: (isString(value.PaymentStatus)
      ? value.PaymentStatus
      : 'UnPaid') as CustomerBooking['PaymentStatus'],
    feedback: stringOrNull(value.feedback),
    invoiceNumber: stringOrNull(value.invoiceNumber),
    createdAt: isString(value.createdAt) ? value.createdAt : '',
  };
}

/** Like `readCustomerBooking`, for an API answer: throws when it is not a booking. */
export async function parseCustomerBooking(data: unknown, what: string): Promise<CustomerBooking> {
  if (import.meta.env.DEV) {
    const { customerBookingSchema } = await import('@padel/contracts');
    return customerBookingSchema.parse(data);
  }
  const booking = readCustomerBooking(data);
  if (!booking) throw new ApiResponseError(`Unexpected answer from ${what}`);
  return booking;
}

export function readConflictCode(value: unknown): BookingConflict['code'] {
  return value === 'TABLES_FULL' ? 'TABLES_FULL' : 'SLOT_TAKEN';
}
