import {
  formatHour12,
  venueSettingsSchema,
  type DayHours,
  type PriceRule,
  type PublicSettings,
  type TransferAccounts,
  type TransferMethod,
  type VenueSettings,
} from '@padel/contracts';
import { numberInputValue } from '@/lib/number-input';
import { formErrorsFromIssues } from './form-issues';

/**
 * The Settings screen's form (see docs/venue-settings.md#settings): the settings object itself, so
 * the form's paths are the request's and the server's issue paths land on the right field. A
 * number box holds text while it is empty or half typed.
 */
type Typed<T> = T | string;

export interface PriceRuleValues extends Omit<PriceRule, 'price'> {
  price: Typed<number>;
}

export interface SettingsFormValues {
  prices: { basePrice: Typed<number>; rules: PriceRuleValues[] };
  openingHours: DayHours[];
  bookingWindowDays: Typed<number>;
  minNoticeHours: Typed<number>;
  maxHoursPerBooking: Typed<number>;
  cancelHours: Typed<number>;
  requireCardAdvance: boolean;
  deliveryFee: Typed<number>;
  deliveryArea: string;
  memberDiscountPercent: Typed<number>;
  /** A member price is a percent or an amount off (docs/prices.md#member-price); one box shows. */
  memberDiscountKind: MemberDiscountKind;
  memberDiscountAmount: Typed<number>;
  arrivedMinutesBefore: Typed<number>;
  unverifiedMessagesPerHour: Typed<number>;
  unverifiedHoldPercent: Typed<number>;
  // The till (docs/till.md#business-day, docs/till.md#day-close).
  businessDayStartHour: number;
  drawerTolerance: Typed<number>;
  tillApprovalAbove: Typed<number>;
  // The venue's contact (docs/venue-settings.md#contact).
  venuePhone: string;
  venueWhatsapp: string;
  venueAddress: string;
  // Payment by transfer (docs/payments.md#transfers).
  transferAccounts: TransferAccounts;
  transferMethods: TransferMethod[];
}

export type MemberDiscountKind = 'percent' | 'amount';

/** The form's first values: what GET /api/settings answered, without what PUT does not take. */
export function settingsFormValues(
  settings: PublicSettings | VenueSettings,
  transferAccounts: TransferAccounts = settings.transferAccounts,
): SettingsFormValues {
  return {
    prices: {
      basePrice: settings.prices.basePrice,
      rules: settings.prices.rules.map((rule) => ({ ...rule, days: [...rule.days] })),
    },
    openingHours: [...settings.openingHours]
      .sort((a, b) => a.day - b.day)
      .map(({ day, open, close }) => ({ day, open, close })),
    bookingWindowDays: settings.bookingWindowDays,
    minNoticeHours: settings.minNoticeHours,
    maxHoursPerBooking: settings.maxHoursPerBooking,
    cancelHours: settings.cancelHours,
    requireCardAdvance: settings.requireCardAdvance,
    deliveryFee: settings.deliveryFee,
    deliveryArea: settings.deliveryArea,
    memberDiscountPercent: settings.memberDiscountPercent,
    memberDiscountKind: settings.memberDiscountAmount > 0 ? 'amount' : 'percent',
    memberDiscountAmount: settings.memberDiscountAmount,
    arrivedMinutesBefore: settings.arrivedMinutesBefore,
    unverifiedMessagesPerHour: settings.unverifiedMessagesPerHour,
    unverifiedHoldPercent: settings.unverifiedHoldPercent,
    businessDayStartHour: settings.businessDayStartHour,
    drawerTolerance: settings.drawerTolerance,
    tillApprovalAbove: settings.tillApprovalAbove,
    // The venue's contact (docs/venue-settings.md#contact).
    venuePhone: settings.venuePhone,
    venueWhatsapp: settings.venueWhatsapp,
    venueAddress: settings.venueAddress,
    transferAccounts: { ...transferAccounts },
    transferMethods: [...settings.transferMethods],
  };
}

/** What the form would send: numbers where the boxes hold them, anything else for the schema. */
function candidate(values: SettingsFormValues) {
  return {
    prices: {
      basePrice: numberInputValue(values.prices.basePrice),
      rules: values.prices.rules.map((rule) => ({
        ...rule,
        // Weekdays in week order, whatever order they were ticked in.
        days: [...rule.days].sort((a, b) => a - b),
        price: numberInputValue(rule.price),
      })),
    },
    openingHours: values.openingHours,
    bookingWindowDays: numberInputValue(values.bookingWindowDays),
    minNoticeHours: numberInputValue(values.minNoticeHours),
    maxHoursPerBooking: numberInputValue(values.maxHoursPerBooking),
    cancelHours: numberInputValue(values.cancelHours),
    requireCardAdvance: values.requireCardAdvance,
    deliveryFee: numberInputValue(values.deliveryFee),
    deliveryArea: values.deliveryArea,
    // The form not chosen is none: the settings hold one member price (docs/prices.md#member-price).
    memberDiscountPercent:
      values.memberDiscountKind === 'percent' ? numberInputValue(values.memberDiscountPercent) : 0,
    memberDiscountAmount:
      values.memberDiscountKind === 'amount' ? numberInputValue(values.memberDiscountAmount) : 0,
    arrivedMinutesBefore: numberInputValue(values.arrivedMinutesBefore),
    unverifiedMessagesPerHour: numberInputValue(values.unverifiedMessagesPerHour),
    unverifiedHoldPercent: numberInputValue(values.unverifiedHoldPercent),
    businessDayStartHour: values.businessDayStartHour,
    drawerTolerance: numberInputValue(values.drawerTolerance),
    tillApprovalAbove: numberInputValue(values.tillApprovalAbove),
    // The venue's contact (docs/venue-settings.md#contact).
    venuePhone: values.venuePhone,
    venueWhatsapp: values.venueWhatsapp,
    venueAddress: values.venueAddress,
    transferAccounts: values.transferAccounts,
    transferMethods: values.transferMethods,
  };
}

/** The contract's own check, run in the browser: errors keyed by the form's paths. */
export function validateSettings(values: SettingsFormValues): Record<string, string> {
  const result = venueSettingsSchema.safeParse(candidate(values));
  return result.success ? {} : formErrorsFromIssues(result.error.issues);
}

/** The PUT /api/settings body; call after `validateSettings` found nothing. */
export function settingsRequest(values: SettingsFormValues): VenueSettings {
  return venueSettingsSchema.parse(candidate(values));
}

/** A new rule: weekday evenings at the base price, for the admin to change. */
export function newPriceRule(basePrice: Typed<number>): PriceRuleValues {
  return { days: [], fromHour: 17, toHour: 24, price: basePrice };
}

/** A day with open = close is closed all day (see docs/venue-settings.md#settings). */
export const isClosedAllDay = (hours: DayHours) => hours.open === hours.close;

export const CLOSED_ALL_DAY: Pick<DayHours, 'open' | 'close'> = { open: 0, close: 0 };
export const OPEN_ALL_DAY: Pick<DayHours, 'open' | 'close'> = { open: 0, close: 24 };

/**
 * An hour as the app shows times, in 12-hour form; 24, the end of a day, is "Midnight", which
 * `formatHour12` would write as 12:00 AM like the start of a day (and which fits a phone's select).
 */
export function hourLabel(hour: number): string {
  return hour === 24 ? 'Midnight' : formatHour12(hour);
}

/** Options of an hour select, from `first` to `last` inclusive. */
export function hourOptions(first: number, last: number): { value: string; label: string }[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index).map((hour) => ({
    value: String(hour),
    label: hourLabel(hour),
  }));
}

/** Start hours (0-23) and end hours (1-24, exclusive) of a rule or a day. */
export const START_HOURS = hourOptions(0, 23);
export const END_HOURS = hourOptions(1, 24);

/** Errors for `path` and anything under it that has no field of its own on screen. */
export function errorsUnder(
  errors: Record<string, unknown>,
  path: string,
  shownElsewhere: readonly string[] = [],
): string[] {
  return Object.entries(errors)
    .filter(
      ([key, message]) =>
        (key === path || key.startsWith(`${path}.`)) &&
        !shownElsewhere.includes(key) &&
        typeof message === 'string',
    )
    .map(([, message]) => message as string);
}
