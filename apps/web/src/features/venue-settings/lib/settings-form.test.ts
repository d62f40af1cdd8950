import { DEFAULT_VENUE_SETTINGS } from '@padel/contracts';
import { describe, expect, it } from 'vitest';
import {
  END_HOURS,
  errorsUnder,
  hourLabel,
  settingsFormValues,
  settingsRequest,
  START_HOURS,
  validateSettings,
} from './settings-form';

const fromServer = { ...DEFAULT_VENUE_SETTINGS, closures: [], cardPayments: true };

describe('the Settings form (docs/venue-settings.md#settings)', () => {
  it('sends the settings without the closures and the card payments flag', () => {
    const values = settingsFormValues(fromServer);
    expect(validateSettings(values)).toEqual({});
    expect(settingsRequest(values)).toEqual(DEFAULT_VENUE_SETTINGS);
  });

  it('keeps the till: the business day start hour and the drawer tolerance (docs/till.md#day-close)', () => {
    const values = settingsFormValues({
      ...fromServer,
      businessDayStartHour: 4,
      drawerTolerance: 250,
    });
    expect(settingsRequest(values)).toMatchObject({
      businessDayStartHour: 4,
      drawerTolerance: 250,
    });
    values.drawerTolerance = '50';
    expect(settingsRequest(values)).toMatchObject({ drawerTolerance: 50 });
    values.drawerTolerance = '-1';
    expect(Object.keys(validateSettings(values))).toEqual(['drawerTolerance']);
  });

  it('sends the delivery fee as a number and the area without spaces around it', () => {
    const values = settingsFormValues(fromServer);
    values.deliveryFee = '150';
    values.deliveryArea = '  DHA Lahore ';
    expect(settingsRequest(values)).toMatchObject({ deliveryFee: 150, deliveryArea: 'DHA Lahore' });
  });

  it('sends the member discount as a number, and refuses one over 100 on its field', () => {
    const values = settingsFormValues(fromServer);
    values.memberDiscountPercent = '15';
    expect(settingsRequest(values)).toMatchObject({ memberDiscountPercent: 15 });
    values.memberDiscountPercent = '101';
    expect(Object.keys(validateSettings(values))).toEqual(['memberDiscountPercent']);
  });

  it('sends a member price as an amount off instead, and the other form as none', () => {
    const values = settingsFormValues({ ...fromServer, memberDiscountAmount: 1000 });
    expect(values.memberDiscountKind).toBe('amount');
    values.memberDiscountPercent = '15';
    expect(settingsRequest(values)).toMatchObject({
      memberDiscountPercent: 0,
      memberDiscountAmount: 1000,
    });
    values.memberDiscountKind = 'percent';
    expect(settingsRequest(values)).toMatchObject({
      memberDiscountPercent: 15,
      memberDiscountAmount: 0,
    });
    values.memberDiscountKind = 'amount';
    values.memberDiscountAmount = '-5';
    expect(Object.keys(validateSettings(values))).toEqual(['memberDiscountAmount']);
  });

  it('sends the opening hours Sunday first and weekdays of a rule in week order', () => {
    const values = settingsFormValues({
      ...fromServer,
      openingHours: [...DEFAULT_VENUE_SETTINGS.openingHours].reverse(),
    });
    expect(values.openingHours.map((hours) => hours.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    values.prices.rules[0]!.days = [4, 1, 3];
    expect(settingsRequest(values).prices.rules[0]!.days).toEqual([1, 3, 4]);
  });

  it("puts the contract's messages on the fields they are about", () => {
    const values = settingsFormValues(fromServer);
    values.prices.basePrice = '';
    values.prices.rules.push({ days: [2], fromHour: 10, toHour: 12, price: 3000 });
    values.openingHours[2] = { day: 2, open: 9, close: 8 };
    values.bookingWindowDays = 0;
    values.deliveryFee = '';
    values.deliveryArea = 'x'.repeat(101);
    const errors = validateSettings(values);
    expect(errors).toMatchObject({
      'prices.basePrice': 'The base price must be a number.',
      'openingHours.2.close': 'A day cannot open after it closes.',
      bookingWindowDays: 'The booking window must be at least 1.',
      deliveryFee: 'The delivery fee must be a number.',
      deliveryArea: 'The delivery area must be at most 100 characters.',
    });
  });

  it('names an overlapping rule by its place in the list', () => {
    const values = settingsFormValues(fromServer);
    values.prices.rules.push({ days: [2], fromHour: 10, toHour: 12, price: 3000 });
    expect(validateSettings(values)).toEqual({
      'prices.rules.1': 'Price rule 2 overlaps price rule 1.',
    });
  });

  it('refuses a rule without weekdays or ending before it starts', () => {
    const values = settingsFormValues(fromServer);
    values.prices.rules = [{ days: [], fromHour: 12, toHour: 10, price: 100 }];
    const errors = validateSettings(values);
    expect(errors['prices.rules.0.days']).toBe('A price rule needs at least one weekday.');
  });
});

describe('hours as the app shows them', () => {
  it('writes 12-hour times and 24, the end of a day, as Midnight', () => {
    expect(hourLabel(0)).toBe('12:00 AM');
    expect(hourLabel(17)).toBe('05:00 PM');
    expect(hourLabel(24)).toBe('Midnight');
    expect(START_HOURS.map((option) => option.value)).toEqual(
      Array.from({ length: 24 }, (_, hour) => String(hour)),
    );
    expect(END_HOURS[0]).toEqual({ value: '1', label: '01:00 AM' });
    expect(END_HOURS.at(-1)).toEqual({ value: '24', label: 'Midnight' });
  });
});

describe('errors of a section', () => {
  it('collects the messages under a path that have no field of their own', () => {
    const errors = {
      'prices.rules.1': 'Overlaps.',
      'prices.rules.1.days': 'No days.',
      'prices.rules.1.price': 'Price.',
      'prices.rules.10': 'Other rule.',
    };
    expect(errorsUnder(errors, 'prices.rules.1', ['prices.rules.1.price'])).toEqual([
      'Overlaps.',
      'No days.',
    ]);
  });
});
