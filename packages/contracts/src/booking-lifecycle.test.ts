import { describe, expect, it } from 'vitest';
import {
  transitionRefusedMessage,
  BOOKING_ACTIONS,
  BOOKING_TRANSITIONS,
  canMakePayment,
  canRecordPayment,
  isAllowedFrom,
  isPaidInFull,
  staffCapability,
  type BookingAction,
  type TransitionName,
  type PaymentTransitionName,
} from './booking-lifecycle';
import {
  BOOKING_STATUSES,
  BOOKING_TYPES,
  PAYMENT_STATUSES,
  type BookingStatus,
  type PaymentStatus,
} from './constants';
import { roleCan } from './roles';

/**
 * docs/bookings.md#statuses and docs/payments.md as a table, written out independently of the
 * module: each move's statuses, the status it leaves, who makes it (`staff` run the day, `owner`
 * for settings) and the customer's message it sends.
 */
const LIVE: BookingStatus[] = ['Pending', 'Booking Confirmed'];
const MOVES: Record<
  TransitionName,
  { from: BookingStatus[]; to: BookingStatus | 'same'; by: string[]; sends: string | null }
> = {
  book: { from: [], to: 'Pending', by: ['customer'], sends: 'booking-received' },
  'walk-in': { from: [], to: 'Booking Confirmed', by: ['staff'], sends: 'booking-received' },
  // One message for the whole series, sent by the series, not one per date.
  series: { from: [], to: 'Booking Confirmed', by: ['staff'], sends: null },
  confirm: {
    from: ['Pending'],
    to: 'Booking Confirmed',
    by: ['staff'],
    sends: 'booking-confirmed',
  },
  arrived: { from: ['Booking Confirmed'], to: 'arrived', by: ['staff'], sends: null },
  'undo-arrived': { from: ['arrived'], to: 'Booking Confirmed', by: ['staff'], sends: null },
  'no-show': { from: ['Booking Confirmed'], to: 'No-show', by: ['system'], sends: null },
  'record-no-show': { from: ['Booking Confirmed'], to: 'No-show', by: ['staff'], sends: null },
  'undo-no-show': { from: ['No-show'], to: 'arrived', by: ['staff'], sends: null },
  cancel: { from: LIVE, to: 'Booking Cancelled', by: ['staff'], sends: 'booking-cancelled' },
  change: { from: LIVE, to: 'same', by: ['staff'], sends: 'booking-changed' },
  'late-cancel': { from: LIVE, to: 'Booking Cancelled', by: ['staff'], sends: 'booking-cancelled' },
  'bulk-cancel': { from: LIVE, to: 'Booking Cancelled', by: ['staff'], sends: 'booking-cancelled' },
  'closure-cancel': {
    from: LIVE,
    to: 'Booking Cancelled',
    by: ['owner', 'system'],
    sends: 'booking-cancelled',
  },
  'customer-cancel': {
    from: LIVE,
    to: 'Booking Cancelled',
    by: ['customer'],
    sends: 'booking-cancelled',
  },
  'confirm-contact': {
    from: ['Pending'],
    to: 'Pending',
    by: ['customer'],
    sends: 'booking-received',
  },
  lapse: { from: ['Pending'], to: 'Booking Cancelled', by: ['system'], sends: null },
  'fee-paid': { from: ['No-show', 'Booking Cancelled'], to: 'same', by: ['staff'], sends: null },
  'unsecured-lapse': {
    from: ['Pending'],
    to: 'Booking Cancelled',
    by: ['system'],
    sends: 'booking-cancelled',
  },
  'payment-not-completed': {
    from: ['Pending'],
    to: 'Booking Cancelled',
    by: ['system'],
    sends: 'booking-cancelled',
  },
  'card-advance': {
    from: ['Pending', 'Booking Confirmed', 'arrived'],
    to: 'same',
    by: ['system'],
    sends: 'booking-received',
  },
  // Less than asked: recorded, and the booking keeps waiting for its advance.
  'card-advance-short': {
    from: ['Pending', 'Booking Confirmed', 'arrived'],
    to: 'same',
    by: ['system'],
    sends: null,
  },
  // Money that came for a booking that no longer takes it goes back, whatever its status.
  'card-advance-refund': { from: [...BOOKING_STATUSES], to: 'same', by: ['system'], sends: null },
  'record-remainder': {
    from: ['Booking Confirmed', 'arrived'],
    to: 'same',
    by: ['staff'],
    sends: null,
  },
  'confirm-payment': { from: ['Booking Confirmed'], to: 'same', by: ['staff'], sends: null },
  // An advance by transfer (docs/payments.md#transfers): staff accept or reject, or it lapses.
  'transfer-accept': {
    from: ['Pending'],
    to: 'Booking Confirmed',
    by: ['staff'],
    sends: 'booking-confirmed',
  },
  'transfer-reject': {
    from: ['Pending'],
    to: 'Booking Cancelled',
    by: ['staff'],
    sends: 'booking-cancelled',
  },
  'transfer-lapse': {
    from: ['Pending'],
    to: 'Booking Cancelled',
    by: ['system'],
    sends: 'booking-cancelled',
  },
  'undo-payment': { from: [...BOOKING_STATUSES], to: 'same', by: ['staff'], sends: null },
};

/** The payment moves: from which payment states, to which, on which bookings. */
const PAYMENTS: Record<
  Exclude<PaymentTransitionName, 'book' | 'walk-in' | 'series'>,
  { from: PaymentStatus[]; to: string; padelOnly: boolean }
> = {
  'card-advance': { from: ['UnPaid'], to: '50%Paid', padelOnly: true },
  'transfer-accept': { from: ['UnPaid'], to: '50%Paid', padelOnly: true },
  'record-remainder': { from: ['UnPaid', '50%Paid'], to: '100%Paid', padelOnly: true },
  'confirm-payment': { from: ['UnPaid', '50%Paid'], to: 'named', padelOnly: true },
  'undo-payment': { from: ['50%Paid', '100%Paid'], to: 'previous', padelOnly: false },
};

const NAMES = Object.keys(BOOKING_TRANSITIONS).filter((name): name is TransitionName =>
  Object.hasOwn(MOVES, name),
);

/** How the table above names a move's actors. */
function actorsOf(move: TransitionName): string[] {
  return BOOKING_TRANSITIONS[move].by.map((actor) => {
    if (actor.type !== 'admin') return actor.type;
    // Staff run the day; a move that needs more is the owner's.
    return roleCan('staff', actor.capability) ? 'staff' : 'owner';
  });
}

describe('the booking lifecycle table', () => {
  it('has every move and no other', () => {
    expect(Object.keys(BOOKING_TRANSITIONS).sort()).toEqual(Object.keys(MOVES).sort());
  });

  const pairs = NAMES.flatMap((move) =>
    BOOKING_STATUSES.map((status): [TransitionName, BookingStatus] => [move, status]),
  );
  it.each(pairs)('%s is allowed from "%s" exactly when its from says so', (move, status) => {
    expect(isAllowedFrom(move, status)).toBe(MOVES[move].from.includes(status));
  });

  it.each(NAMES)(
    '%s leaves the status it says, is made by whom it says, sends what it says',
    (move) => {
      const { to, sends } = BOOKING_TRANSITIONS[move];
      expect({ to, by: actorsOf(move), sends }).toEqual({
        to: MOVES[move].to,
        by: MOVES[move].by,
        sends: MOVES[move].sends,
      });
    },
  );

  it('refuses unknown statuses', () => {
    for (const move of NAMES) expect(isAllowedFrom(move, 'Lost')).toBe(false);
  });

  it('lets owners make every staff move, and nobody without admin access', () => {
    for (const move of NAMES) {
      for (const actor of BOOKING_TRANSITIONS[move].by) {
        if (actor.type !== 'admin') continue;
        expect(roleCan('admin', actor.capability)).toBe(true);
        expect(roleCan('user', actor.capability)).toBe(false);
      }
    }
  });
});

describe('the payment moves', () => {
  const paymentMoves = Object.keys(PAYMENTS).filter(
    (name): name is keyof typeof PAYMENTS => name in PAYMENTS,
  );
  const cases = paymentMoves.flatMap((move) =>
    PAYMENT_STATUSES.flatMap((payment) =>
      BOOKING_TYPES.map((type): [typeof move, PaymentStatus, string] => [move, payment, type]),
    ),
  );
  it.each(cases)('%s from %s on a %s booking follows the table', (move, payment, type) => {
    const rule = PAYMENTS[move];
    for (const status of BOOKING_STATUSES) {
      const allowed =
        MOVES[move].from.includes(status) &&
        rule.from.includes(payment) &&
        (!rule.padelOnly || type === 'Padel');
      expect(canMakePayment(move, { status, PaymentStatus: payment, bookingType: type })).toBe(
        allowed,
      );
    }
  });

  it.each(paymentMoves)('%s sets the payment the table says', (move) => {
    expect(BOOKING_TRANSITIONS[move].payment.to).toBe(PAYMENTS[move].to);
  });

  it('counts 100%Paid, and only that, as paid in full', () => {
    expect(PAYMENT_STATUSES.filter((PaymentStatus) => isPaidInFull({ PaymentStatus }))).toEqual([
      '100%Paid',
    ]);
  });

  it('starts an online booking unpaid, a walk-in as staff name it', () => {
    expect(BOOKING_TRANSITIONS.book.payment.to).toBe('UnPaid');
    expect(BOOKING_TRANSITIONS['walk-in'].payment.to).toBe('named');
  });
});

describe('staffCapability', () => {
  it('names the one capability the moves of a route need', () => {
    expect(staffCapability(...BOOKING_ACTIONS)).toBe('run-the-day');
    expect(staffCapability('confirm', 'confirm-payment')).toBe('run-the-day');
    expect(staffCapability('closure-cancel')).toBe('venue-settings');
    expect(staffCapability('undo-no-show')).toBe('run-the-day');
  });

  it('fails for moves staff do not make, or that need different capabilities', () => {
    expect(() => staffCapability('lapse')).toThrow(/Staff do not make/);
    expect(() => staffCapability('no-show')).toThrow(/Staff do not make/);
    expect(() => staffCapability('cancel', 'closure-cancel')).toThrow(/different capabilities/);
  });
});

/** The staff status actions of PATCH /api/booking/update/{id}/, as they always were. */
const ALLOWED: Record<BookingAction, BookingStatus[]> = {
  confirm: ['Pending'],
  arrived: ['Booking Confirmed'],
  cancel: ['Pending', 'Booking Confirmed'],
};

describe('the booking lifecycle', () => {
  const pairs = BOOKING_ACTIONS.flatMap((action) =>
    BOOKING_STATUSES.map((status): [BookingAction, BookingStatus] => [action, status]),
  );
  it.each(pairs)('%s from "%s" follows the transitions', (action, status) => {
    expect(isAllowedFrom(action, status)).toBe(ALLOWED[action].includes(status));
  });

  it('refuses unknown statuses', () => {
    for (const action of BOOKING_ACTIONS) expect(isAllowedFrom(action, 'Lost')).toBe(false);
  });

  it('words a refusal as the API always has', () => {
    expect(transitionRefusedMessage('confirm', 'arrived')).toBe(
      'A booking that is "arrived" cannot be confirmed.',
    );
    expect(transitionRefusedMessage('arrived', 'Pending')).toBe(
      'A booking that is "Pending" cannot be marked as arrived.',
    );
    expect(transitionRefusedMessage('cancel', 'arrived')).toBe(
      'A booking that is "arrived" cannot be canceled.',
    );
  });
});

describe('canRecordPayment', () => {
  const padel = { bookingType: 'Padel', PaymentStatus: 'UnPaid' };

  it('allows a payment only once the booking is confirmed or arrived', () => {
    const payable = BOOKING_STATUSES.filter((status) => canRecordPayment({ ...padel, status }));
    expect(payable).toEqual(['Booking Confirmed', 'arrived']);
  });

  it('refuses a table booking and a fully paid one', () => {
    const confirmed = { ...padel, status: 'Booking Confirmed' };
    expect(canRecordPayment({ ...confirmed, PaymentStatus: '50%Paid' })).toBe(true);
    expect(canRecordPayment({ ...confirmed, PaymentStatus: '100%Paid' })).toBe(false);
    expect(canRecordPayment({ ...confirmed, bookingType: 'Table' })).toBe(false);
  });
});
