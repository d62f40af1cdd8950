import { describe, expect, it } from 'vitest';
import {
  bookingMoney,
  canUndoPayment,
  paymentHow,
  type BookingMoney,
  type BookingMoneyFields,
} from './booking-money';

/** A padel booking of PKR 5,000, confirmed, made to pay at the venue, nothing paid yet. */
const base: BookingMoneyFields = {
  bookingType: 'Padel',
  status: 'Booking Confirmed',
  amount: 5000,
  paymentType: 'PayLater',
  PaymentStatus: 'UnPaid',
  remaining_paymentType: null,
  cardAdvance: null,
  advanceAsked: null,
  ledgerPaid: null,
  paidBy: null,
  refund: null,
  feeOwed: 0,
  feePaid: 0,
};

/**
 * docs/payments.md#one-reading as a table, written out by hand: the booking's fields as the server
 * answers them, and what every screen, export and message says of its money.
 */
const CASES: {
  name: string;
  fields: Partial<BookingMoneyFields>;
  money: BookingMoney;
  undo: boolean;
}[] = [
  {
    name: 'pay at the venue, nothing paid: no advance, the whole total owed',
    fields: {},
    money: {
      total: 5000,
      advance: null,
      advanceDue: false,
      paid: 0,
      paidHow: null,
      refunded: 0,
      refundHow: null,
      owed: 5000,
      state: 'Unpaid',
    },
    undo: false,
  },
  {
    name: 'a card booking waiting for its advance',
    fields: { status: 'Pending', paymentType: 'PayViaCard' },
    money: {
      total: 5000,
      advance: 2500,
      advanceDue: true,
      paid: 0,
      paidHow: null,
      refunded: 0,
      refundHow: null,
      owed: 5000,
      state: 'Advance due',
    },
    undo: false,
  },
  {
    name: 'a card advance paid through the provider (staff cannot undo it)',
    fields: { paymentType: 'PayViaCard', PaymentStatus: '50%Paid', cardAdvance: 2500 },
    money: {
      total: 5000,
      advance: 2500,
      advanceDue: false,
      paid: 2500,
      paidHow: 'Card',
      refunded: 0,
      refundHow: null,
      owed: 2500,
      state: 'Advance paid',
    },
    undo: false,
  },
  {
    name: 'card advance, then the remainder in cash',
    fields: {
      status: 'arrived',
      paymentType: 'PayViaCard',
      PaymentStatus: '100%Paid',
      cardAdvance: 2500,
      remaining_paymentType: 'PayViaCash',
    },
    money: {
      total: 5000,
      advance: 2500,
      advanceDue: false,
      paid: 5000,
      paidHow: 'Card advance, Cash remainder',
      refunded: 0,
      refundHow: null,
      owed: 0,
      state: 'Paid in full',
    },
    undo: true,
  },
  {
    name: 'cancelled by staff with the card advance refunded',
    fields: {
      status: 'Booking Cancelled',
      paymentType: 'PayViaCard',
      PaymentStatus: '50%Paid',
      cardAdvance: 2500,
      refund: {
        status: 'refunded',
        amount: 2500,
        method: 'card-online',
        dueSince: '2026-03-04T10:00:00.000Z',
      },
    },
    money: {
      total: 5000,
      advance: 2500,
      advanceDue: false,
      paid: 2500,
      paidHow: 'Card',
      refunded: 2500,
      refundHow: 'Refunded to the card',
      owed: 0,
      state: 'Refunded',
    },
    undo: false,
  },
  {
    name: 'cancelled, the advance paid back by hand by bank transfer (the ledger says how)',
    fields: {
      status: 'Booking Cancelled',
      paymentType: 'PayViaCard',
      PaymentStatus: '50%Paid',
      cardAdvance: 2500,
      refund: {
        status: 'refunded',
        amount: 2500,
        method: 'bank-transfer',
        dueSince: '2026-03-04T10:00:00.000Z',
      },
    },
    money: {
      total: 5000,
      advance: 2500,
      advanceDue: false,
      paid: 2500,
      paidHow: 'Card',
      refunded: 2500,
      refundHow: 'Refunded by bank transfer',
      owed: 0,
      state: 'Refunded',
    },
    undo: false,
  },
  {
    name: 'cancelled, the refund still with the provider',
    fields: {
      status: 'Booking Cancelled',
      paymentType: 'PayViaCard',
      PaymentStatus: '50%Paid',
      cardAdvance: 2500,
      refund: {
        status: 'due',
        amount: 2500,
        method: 'card-online',
        dueSince: '2026-03-04T10:00:00.000Z',
      },
    },
    money: {
      total: 5000,
      advance: 2500,
      advanceDue: false,
      paid: 2500,
      paidHow: 'Card',
      refunded: 2500,
      refundHow: 'Being refunded to the card',
      owed: 0,
      state: 'Refund due',
    },
    undo: false,
  },
  {
    name: 'a walk-in paid in full in cash',
    fields: {
      paymentType: 'PayViaCash',
      PaymentStatus: '100%Paid',
      remaining_paymentType: 'PayViaCash',
    },
    money: {
      total: 5000,
      advance: null,
      advanceDue: false,
      paid: 5000,
      paidHow: 'Cash',
      refunded: 0,
      refundHow: null,
      owed: 0,
      state: 'Paid in full',
    },
    undo: true,
  },
  {
    name: 'a walk-in paid in full by card at the desk: no advance',
    fields: {
      paymentType: 'PayViaCard',
      PaymentStatus: '100%Paid',
      remaining_paymentType: 'PayViaCard',
    },
    money: {
      total: 5000,
      advance: null,
      advanceDue: false,
      paid: 5000,
      paidHow: 'Card',
      refunded: 0,
      refundHow: null,
      owed: 0,
      state: 'Paid in full',
    },
    undo: true,
  },
  {
    name: 'half paid online when staff confirmed it',
    fields: { PaymentStatus: '50%Paid', remaining_paymentType: 'PayViaOnline' },
    money: {
      total: 5000,
      advance: 2500,
      advanceDue: false,
      paid: 2500,
      paidHow: 'Online',
      refunded: 0,
      refundHow: null,
      owed: 2500,
      state: 'Advance paid',
    },
    undo: true,
  },
  {
    name: 'a pay-later booking cancelled: nothing owed, nothing paid',
    fields: { status: 'Booking Cancelled' },
    money: {
      total: 5000,
      advance: null,
      advanceDue: false,
      paid: 0,
      paidHow: null,
      refunded: 0,
      refundHow: null,
      owed: 0,
      state: 'Unpaid',
    },
    undo: false,
  },
  {
    name: 'a no-show owes its fee only',
    fields: { status: 'No-show', feeOwed: 1000 },
    money: {
      total: 5000,
      advance: null,
      advanceDue: false,
      paid: 0,
      paidHow: null,
      refunded: 0,
      refundHow: null,
      owed: 1000,
      state: 'Unpaid',
    },
    undo: false,
  },
  {
    name: 'a café table: no charge',
    fields: { bookingType: 'Table', amount: 0 },
    money: {
      total: 0,
      advance: null,
      advanceDue: false,
      paid: 0,
      paidHow: null,
      refunded: 0,
      refundHow: null,
      owed: 0,
      state: 'No charge',
    },
    undo: false,
  },
];

describe('bookingMoney', () => {
  it.each(CASES)('$name', ({ fields, money }) => {
    expect(bookingMoney({ ...base, ...fields })).toEqual(money);
  });

  it('adds a fee owed to what a live booking still owes', () => {
    expect(bookingMoney({ ...base, feeOwed: 700 }).owed).toBe(5700);
  });

  it('owes no more of a fee once staff took it at the desk', () => {
    const noShow = { ...base, status: 'No-show' as const, feeOwed: 1000 };
    expect(bookingMoney({ ...noShow, feePaid: 1000 }).owed).toBe(0);
    expect(bookingMoney({ ...noShow, feePaid: 400 }).owed).toBe(600);
  });
});

describe("paidHow names the ledger's methods (docs/payments.md#one-reading)", () => {
  const how = (fields: Partial<BookingMoneyFields>) => bookingMoney({ ...base, ...fields }).paidHow;

  it('names a payment by the method staff picked, not "Online"', () => {
    const walkIn = {
      paymentType: 'PayViaOnline',
      PaymentStatus: '100%Paid',
      remaining_paymentType: 'PayViaOnline',
    } as const;
    expect(how({ ...walkIn, paidBy: [{ kind: 'balance', method: 'jazzcash' }] })).toBe('JazzCash');
    expect(how({ ...walkIn, paidBy: [{ kind: 'balance', method: 'card-desk' }] })).toBe(
      'Card at the desk',
    );
    // A row from before the ledger keeps the words of its payment type.
    expect(how(walkIn)).toBe('Online');
  });

  it('names the advance and the remainder when they came by different methods', () => {
    const paid = { paymentType: 'PayViaOnline', PaymentStatus: '100%Paid' } as const;
    expect(
      how({
        ...paid,
        paidBy: [
          { kind: 'advance', method: 'jazzcash' },
          { kind: 'balance', method: 'cash' },
        ],
      }),
    ).toBe('JazzCash advance, Cash remainder');
    expect(
      how({
        ...paid,
        paidBy: [
          { kind: 'advance', method: 'easypaisa' },
          { kind: 'balance', method: 'easypaisa' },
        ],
      }),
    ).toBe('Easypaisa');
    expect(
      how({
        ...paid,
        paidBy: [
          { kind: 'balance', method: 'cash' },
          { kind: 'balance', method: 'raast' },
        ],
      }),
    ).toBe('Cash and Raast');
  });

  it('says how a booking pays before any money came: a transfer by its method', () => {
    const waiting = { ...base, status: 'Pending', paymentType: 'PayViaOnline' } as const;
    const transferBy = '2026-03-04T06:00:00.000Z';
    expect(paymentHow({ ...waiting, transfer: { method: 'jazzcash', transferBy } })).toBe(
      'Advance by JazzCash',
    );
    const accepted = {
      ...waiting,
      PaymentStatus: '50%Paid' as const,
      paidBy: [{ kind: 'advance' as const, method: 'jazzcash' as const }],
      transfer: { method: 'jazzcash' as const, transferBy: null },
    };
    expect(paymentHow(accepted)).toBe('JazzCash');
    // Rejected or lapsed: no advance is coming any more.
    const rejected = { ...waiting, status: 'Booking Cancelled' } as const;
    expect(paymentHow({ ...rejected, transfer: { method: 'jazzcash', transferBy: null } })).toBe(
      'Online',
    );
    expect(paymentHow(base)).toBe('Pay at the venue');
  });
});

describe('canUndoPayment', () => {
  it.each(CASES)('$name', ({ fields, undo }) => {
    expect(canUndoPayment({ ...base, ...fields })).toBe(undo);
  });
});
