import { TRANSFER_MESSAGES, type CustomerBooking } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import { customerStatus } from './customer-status';

const transfer: NonNullable<CustomerBooking['transfer']> = {
  method: 'jazzcash',
  amount: 2500,
  reference: 'PB-7',
  transferBy: '2030-02-04T07:00:00.000Z',
  receiptUploaded: false,
};

describe("the status on the customer's booking", () => {
  it('reads "Transfer to check" while the transfer waits for staff', () => {
    expect(customerStatus({ status: 'Pending', transfer })).toBe(TRANSFER_MESSAGES.toCheck);
    expect(
      customerStatus({ status: 'Pending', transfer: { ...transfer, receiptUploaded: true } }),
    ).toBe(TRANSFER_MESSAGES.toCheck);
  });

  it("is the booking's own once the transfer is answered, and for any other booking", () => {
    const answered = { ...transfer, transferBy: null };
    expect(customerStatus({ status: 'Booking Confirmed', transfer: answered })).toBe(
      'Booking Confirmed',
    );
    expect(customerStatus({ status: 'Booking Cancelled', transfer: answered })).toBe(
      'Booking Cancelled',
    );
    expect(customerStatus({ status: 'Pending', transfer: null })).toBe('Pending');
  });
});
