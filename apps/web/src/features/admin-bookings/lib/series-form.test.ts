import {
  BOOKING_MESSAGES,
  SERIES_MESSAGES,
  slotLabel,
  type SeriesOccurrence,
} from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import {
  canCancelOccurrence,
  emptySeries,
  occurrenceWords,
  previewWords,
  seriesRequest,
  seriesTally,
  validateSeries,
  type SeriesFormValues,
} from './series-form';

const START = '2030-02-05';

const filled = (changes: Partial<SeriesFormValues> = {}): SeriesFormValues => ({
  ...emptySeries(START),
  hours: [21, 20],
  customerName: 'Tuesday Four',
  phoneNumber: '03001234567',
  ...changes,
});

const occurrence = (changes: Partial<SeriesOccurrence> = {}): SeriesOccurrence => ({
  date: '2030-02-12',
  bookingId: 7,
  status: 'Booking Confirmed',
  amount: 10000,
  skipped: null,
  message: null,
  selectedCourt: 'Court 1',
  selectedSlots: [slotLabel(20), slotLabel(21)],
  ...changes,
});

describe('the new series form (docs/screens.md#new-series)', () => {
  it('asks for ten weekly dates at the venue prices, paid per game, by default', () => {
    expect(seriesRequest(filled())).toEqual({
      selectedCourt: 'Court 1',
      selectedSlots: [slotLabel(20), slotLabel(21)],
      startDate: START,
      count: 10,
      everyWeeks: 1,
      customerName: 'Tuesday Four',
      phoneNumber: '03001234567',
      email: null,
      numberOfGuests: 4,
      payment: 'per-occurrence',
    });
    expect(validateSeries(filled())).toEqual({});
  });

  it('sends the last date instead of the count, a fixed price and an up-front payment', () => {
    const request = seriesRequest(
      filled({
        ends: 'date',
        endDate: '2030-04-30',
        everyWeeks: '2',
        pricing: 'fixed',
        fixedPrice: '8000',
        payment: 'up-front',
        upFrontPayment: 'PayViaCash',
        email: ' four@example.test ',
      }),
    );
    expect(request).toMatchObject({
      endDate: '2030-04-30',
      everyWeeks: 2,
      fixedPrice: 8000,
      payment: 'up-front',
      upFrontPayment: 'PayViaCash',
      email: 'four@example.test',
    });
    expect(request).not.toHaveProperty('count');
  });

  it("says what is missing on each field, in the contracts' words", () => {
    const errors = validateSeries(
      filled({ hours: [], customerName: '', count: '', payment: 'up-front' }),
    );
    expect(errors.hours).toBe(BOOKING_MESSAGES.slotRequired);
    expect(errors.upFrontPayment).toBe(SERIES_MESSAGES.upFrontPaymentRequired);
    expect(errors.count).toContain('number of weeks');
    expect(errors.customerName).toBeDefined();
  });

  it('refuses hours that do not follow one another, and more than 52 dates', () => {
    expect(validateSeries(filled({ hours: [18, 20] })).hours).toBe(
      SERIES_MESSAGES.slotsNotConsecutive,
    );
    expect(validateSeries(filled({ count: 53 })).count).toBeDefined();
    expect(validateSeries(filled({ ends: 'date', endDate: '2031-12-31' })).endDate).toBe(
      SERIES_MESSAGES.tooMany,
    );
  });

  it('asks how an up-front series was paid, and for the fixed price once chosen', () => {
    expect(validateSeries(filled({ payment: 'up-front' })).upFrontPayment).toBe(
      SERIES_MESSAGES.upFrontPaymentRequired,
    );
    expect(validateSeries(filled({ pricing: 'fixed' })).fixedPrice).toBeDefined();
  });
});

describe('a series in words', () => {
  it('marks a date that cannot be booked, with the reason', () => {
    expect(
      previewWords({
        date: START,
        selectedSlots: [],
        amount: 0,
        conflict: 'taken',
        message: 'Court 1 is taken at 08:00 PM',
      }),
    ).toBe('Taken: Court 1 is taken at 08:00 PM');
    expect(
      previewWords({ date: START, selectedSlots: [], amount: 0, conflict: null, message: null }),
    ).toBe('Free');
  });

  it('says of a saved date whether it is booked, skipped or cancelled', () => {
    expect(occurrenceWords(occurrence())).toBe('Booked');
    expect(
      occurrenceWords(
        occurrence({ bookingId: null, status: null, skipped: 'closed', message: 'Closed' }),
      ),
    ).toBe('Skipped (Closed: Closed)');
    expect(occurrenceWords(occurrence({ skipped: 'cancelled', status: 'Booking Cancelled' }))).toBe(
      'Cancelled',
    );
  });

  it('counts booked, skipped and cancelled dates', () => {
    const occurrences = [
      ...Array.from({ length: 9 }, () => occurrence()),
      occurrence({ bookingId: null, status: null, skipped: 'taken' }),
    ];
    expect(seriesTally({ occurrences })).toBe('9 booked, 1 skipped');
    occurrences[0] = occurrence({ skipped: 'cancelled', status: 'Booking Cancelled' });
    expect(seriesTally({ occurrences })).toBe('8 booked, 1 skipped, 1 cancelled');
  });

  it('lets staff cancel a live date still to come', () => {
    expect(canCancelOccurrence(occurrence(), '2030-02-12')).toBe(true);
    expect(canCancelOccurrence(occurrence(), '2030-02-13')).toBe(false);
    expect(canCancelOccurrence(occurrence({ status: 'arrived' }), '2030-02-01')).toBe(false);
    expect(canCancelOccurrence(occurrence({ bookingId: null }), '2030-02-01')).toBe(false);
  });
});
