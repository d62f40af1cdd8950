import { z } from 'zod';
import { COURTS } from './constants';
import { dateSchema, wholeNumberSchema } from './input';
import { MOVEMENT_METHOD_WORDS } from './ledger';
import { isOneLine, oneLineMessage } from './text';
import {
  EMPTY_TRANSFER_ACCOUNTS,
  TRANSFER_FIELD_WORDS,
  TRANSFER_METHOD_FIELDS,
  TRANSFER_METHODS,
  type TransferAccounts,
} from './transfer-rules';
import {
  DEFAULT_VENUE_SETTINGS,
  VENUE_SETTING_LIMITS,
  WEEKDAY_NAMES,
  type VenueSettings,
} from './venue-rules';

/**
 * GET/PUT /api/settings and /api/closures (see docs/venue-settings.md): the venue's rules as the
 * server checks them. An invalid value answers 400 with the field's path and a message naming it.
 */

const LIMITS = VENUE_SETTING_LIMITS;

export const MEMBER_DISCOUNT_MESSAGES = {
  both: 'Give the member discount as a percent or as an amount off, not both.',
} as const;

const price = (label: string) => wholeNumberSchema(label, LIMITS.price.min, LIMITS.price.max);
const hourOfDay = (label: string) => wholeNumberSchema(label, 0, 24);
const weekday = wholeNumberSchema('A weekday', 0, 6);

const priceRuleSchema = z
  .object({
    days: z
      .array(weekday)
      .min(1, 'A price rule needs at least one weekday.')
      .refine((days) => new Set(days).size === days.length, 'A weekday appears twice in a rule.'),
    fromHour: hourOfDay('The rule\'s "from" hour'),
    toHour: hourOfDay('The rule\'s "to" hour'),
    price: price("The rule's price"),
  })
  .refine((rule) => rule.fromHour < rule.toHour, {
    message: 'A price rule must end after it starts.',
    path: ['toHour'],
  });

const dayHoursSchema = z
  .object({
    day: weekday,
    open: hourOfDay('The opening hour'),
    close: hourOfDay('The closing hour'),
  })
  .refine((hours) => hours.open <= hours.close, {
    message: 'A day cannot open after it closes.',
    path: ['close'],
  });

/**
 * The venue's contact (docs/venue-settings.md#contact), each empty when not given; absent in a PUT
 * (or in settings saved before they existed) they are empty.
 */
const venueContactShape = {
  venuePhone: z
    .string({ error: 'The venue phone must be text.' })
    .trim()
    .max(
      LIMITS.venuePhone.max,
      `The venue phone must be at most ${LIMITS.venuePhone.max} characters.`,
    )
    .regex(/^[0-9+()\s-]*$/, 'The venue phone may hold digits, spaces, +, - and brackets only.')
    .default(''),
  venueWhatsapp: z
    .string({ error: 'The WhatsApp number must be text.' })
    .trim()
    // Written as people write it (`+92 300 1234567`), kept as wa.me needs it: digits only. An
    // overwrite, not a transform, so the answers that carry the settings can be encoded.
    .overwrite((value) => value.replace(/[\s+()-]/g, ''))
    .regex(
      new RegExp(`^([0-9]{${LIMITS.venueWhatsapp.minDigits},${LIMITS.venueWhatsapp.maxDigits}})?$`),
      'The WhatsApp number must be in international form, such as 923001234567.',
    )
    .default(''),
  venueAddress: z
    .string({ error: 'The venue address must be text.' })
    .trim()
    .max(
      LIMITS.venueAddress.max,
      `The venue address must be at most ${LIMITS.venueAddress.max} characters.`,
    )
    .refine(isOneLine, oneLineMessage('The venue address'))
    .default(''),
};

export const TRANSFER_ACCOUNT_MAX = 60;

const accountText = (field: keyof TransferAccounts) =>
  z
    .string({ error: `The ${TRANSFER_FIELD_WORDS[field]} must be text.` })
    .trim()
    .max(
      TRANSFER_ACCOUNT_MAX,
      `The ${TRANSFER_FIELD_WORDS[field]} must be at most ${TRANSFER_ACCOUNT_MAX} characters.`,
    )
    .refine(isOneLine, oneLineMessage(`The ${TRANSFER_FIELD_WORDS[field]}`));
const accountField = (field: keyof TransferAccounts) => accountText(field).default('');

/** The venue's receiving accounts (docs/payments.md#transfers), each empty when it has none. */
export const transferAccountsSchema = z.object({
  bankName: accountField('bankName'),
  accountTitle: accountField('accountTitle'),
  // Written in groups of four as banks print it, kept as one word to copy.
  iban: accountText('iban')
    .overwrite((value) => value.replace(/\s/g, '').toUpperCase())
    .default(''),
  raastId: accountField('raastId'),
  jazzcashNumber: accountField('jazzcashNumber'),
  easypaisaNumber: accountField('easypaisaNumber'),
});

/** The accounts and the methods offered; absent in settings saved before transfers, none. */
const transferShape = {
  transferAccounts: transferAccountsSchema.default(EMPTY_TRANSFER_ACCOUNTS),
  transferMethods: z
    .array(z.enum(TRANSFER_METHODS, { error: 'Unknown transfer method.' }))
    .max(TRANSFER_METHODS.length)
    .refine(
      (methods) => new Set(methods).size === methods.length,
      'A transfer method appears twice.',
    )
    .default([]),
};

export const venueSettingsSchema = z
  .object({
    prices: z.object({
      basePrice: price('The base price'),
      rules: z
        .array(priceRuleSchema)
        .max(LIMITS.rules.max, `At most ${LIMITS.rules.max} price rules.`),
    }),
    openingHours: z
      .array(dayHoursSchema)
      .length(7, 'Opening hours need one entry for each day of the week.'),
    bookingWindowDays: wholeNumberSchema(
      'The booking window',
      LIMITS.bookingWindowDays.min,
      LIMITS.bookingWindowDays.max,
    ),
    minNoticeHours: wholeNumberSchema(
      'The minimum notice',
      LIMITS.minNoticeHours.min,
      LIMITS.minNoticeHours.max,
    ),
    maxHoursPerBooking: wholeNumberSchema(
      'The most hours per booking',
      LIMITS.maxHoursPerBooking.min,
      LIMITS.maxHoursPerBooking.max,
    ),
    cancelHours: wholeNumberSchema(
      'The cancellation window',
      LIMITS.cancelHours.min,
      LIMITS.cancelHours.max,
    ),
    requireCardAdvance: z.boolean({ error: 'The card advance switch must be true or false.' }),
    deliveryFee: wholeNumberSchema(
      'The delivery fee',
      LIMITS.deliveryFee.min,
      LIMITS.deliveryFee.max,
    ),
    deliveryArea: z
      .string({ error: 'The delivery area must be text.' })
      .trim()
      .max(
        LIMITS.deliveryArea.max,
        `The delivery area must be at most ${LIMITS.deliveryArea.max} characters.`,
      )
      .refine(isOneLine, oneLineMessage('The delivery area')),
    // Absent in settings saved before members had a price: members then pay the same.
    memberDiscountPercent: wholeNumberSchema(
      'The member discount',
      LIMITS.memberDiscountPercent.min,
      LIMITS.memberDiscountPercent.max,
    ).default(0),
    // Absent in settings saved before a member price could be an amount: no amount off.
    memberDiscountAmount: wholeNumberSchema(
      'The member discount amount',
      LIMITS.memberDiscountAmount.min,
      LIMITS.memberDiscountAmount.max,
    ).default(0),
    // Absent in settings saved before arrivals had a window: the default hour before.
    arrivedMinutesBefore: wholeNumberSchema(
      'How early arrivals can be marked',
      LIMITS.arrivedMinutesBefore.min,
      LIMITS.arrivedMinutesBefore.max,
    ).default(DEFAULT_VENUE_SETTINGS.arrivedMinutesBefore),
    // Absent in settings saved before messages had a budget: the initial value (the server's).
    unverifiedMessagesPerHour: wholeNumberSchema(
      'The hourly message budget',
      LIMITS.unverifiedMessagesPerHour.min,
      LIMITS.unverifiedMessagesPerHour.max,
    ).default(DEFAULT_VENUE_SETTINGS.unverifiedMessagesPerHour),
    // Absent in settings saved before the budget existed: the initial value.
    unverifiedHoldPercent: wholeNumberSchema(
      'The share of unverified holds',
      LIMITS.unverifiedHoldPercent.min,
      LIMITS.unverifiedHoldPercent.max,
    ).default(DEFAULT_VENUE_SETTINGS.unverifiedHoldPercent),
    // Absent in settings saved before the till: the day starts at 06:00, 100 PKR of tolerance.
    businessDayStartHour: wholeNumberSchema(
      'The hour a business day starts',
      LIMITS.businessDayStartHour.min,
      LIMITS.businessDayStartHour.max,
    ).default(DEFAULT_VENUE_SETTINGS.businessDayStartHour),
    drawerTolerance: wholeNumberSchema(
      "The drawer's tolerance",
      LIMITS.drawerTolerance.min,
      LIMITS.drawerTolerance.max,
    ).default(DEFAULT_VENUE_SETTINGS.drawerTolerance),
    // Absent in settings saved before till approvals: the initial amount.
    tillApprovalAbove: wholeNumberSchema(
      'The amount above which the owner approves a pay-in or pay-out',
      LIMITS.tillApprovalAbove.min,
      LIMITS.tillApprovalAbove.max,
    ).default(DEFAULT_VENUE_SETTINGS.tillApprovalAbove),
    ...venueContactShape,
    ...transferShape,
  })
  .superRefine((settings, ctx) => {
    // An offered method the customer could not pay to would only strand them.
    for (const method of settings.transferMethods) {
      for (const field of TRANSFER_METHOD_FIELDS[method]) {
        if (settings.transferAccounts[field] !== '') continue;
        ctx.addIssue({
          code: 'custom',
          message: `${MOVEMENT_METHOD_WORDS[method]} needs the ${TRANSFER_FIELD_WORDS[field]}.`,
          path: ['transferAccounts', field],
        });
      }
    }
    // Both at once would leave staff guessing which applies first (docs/prices.md#member-price).
    if (settings.memberDiscountPercent > 0 && settings.memberDiscountAmount > 0) {
      ctx.addIssue({
        code: 'custom',
        message: MEMBER_DISCOUNT_MESSAGES.both,
        path: ['memberDiscountAmount'],
      });
    }
    settings.openingHours.forEach((hours, index) => {
      if (settings.openingHours.findIndex((other) => other.day === hours.day) !== index) {
        ctx.addIssue({
          code: 'custom',
          message: `Opening hours name ${WEEKDAY_NAMES[hours.day]} twice.`,
          path: ['openingHours', index, 'day'],
        });
      }
    });
    // Two rules may not both price the same slot: which one applies would be a guess.
    settings.prices.rules.forEach((rule, index) => {
      const earlier = settings.prices.rules.findIndex(
        (other, otherIndex) =>
          otherIndex < index &&
          other.days.some((day) => rule.days.includes(day)) &&
          other.fromHour < rule.toHour &&
          rule.fromHour < other.toHour,
      );
      if (earlier !== -1) {
        ctx.addIssue({
          code: 'custom',
          message: `Price rule ${index + 1} overlaps price rule ${earlier + 1}.`,
          path: ['prices', 'rules', index],
        });
      }
    });
  }) satisfies z.ZodType<VenueSettings>;

export const CLOSURE_REASON_MAX = 200;

/** POST /api/closures: dates inclusive; hours optional (both or neither) for part of a day. */
export const closureRequestSchema = z
  .object({
    from: dateSchema('The first closed date'),
    to: dateSchema('The last closed date'),
    courts: z
      .array(z.enum(COURTS, { error: 'Courts are "Court 1" and "Court 2".' }))
      .min(1, 'Choose at least one court to close.')
      .transform((courts) => COURTS.filter((court) => courts.includes(court))),
    reason: z
      .string({ error: 'Please give a reason for the closure.' })
      .trim()
      .min(1, 'Please give a reason for the closure.')
      .max(CLOSURE_REASON_MAX, `The reason must be at most ${CLOSURE_REASON_MAX} characters.`)
      .refine(isOneLine, 'The reason must be one line.'),
    fromHour: wholeNumberSchema('The first closed hour', 0, 23).nullish(),
    toHour: wholeNumberSchema('The end of the closed hours', 1, 24).nullish(),
  })
  .refine((closure) => closure.from <= closure.to, {
    message: 'The last closed date cannot be before the first.',
    path: ['to'],
  })
  .refine((closure) => (closure.fromHour == null) === (closure.toHour == null), {
    message: 'Give both the first closed hour and the end of the closed hours, or neither.',
    path: ['toHour'],
  })
  .refine((closure) => closure.fromHour == null || closure.fromHour < closure.toHour!, {
    message: 'The closed hours must end after they start.',
    path: ['toHour'],
  });
export type ClosureRequest = z.input<typeof closureRequestSchema>;

const closureSpanSchema = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  courts: z.array(z.enum(COURTS)),
  fromHour: z.number().int().nullable(),
  toHour: z.number().int().nullable(),
  reason: z.string(),
});

/** A closure as staff see it: how many bookings it cancelled, who made it and when. */
export const closureSchema = closureSpanSchema.extend({
  cancelledBookings: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type Closure = z.infer<typeof closureSchema>;

export const closureListSchema = z.array(closureSchema);

export const closureCreatedSchema = z.object({
  message: z.string(),
  cancelledBookings: z.number().int(),
  closure: closureSchema,
});

/**
 * POST /api/closures/preview (same body as POST /api/closures): what saving it would cancel now,
 * counted as the save counts; `paid` of them took money, which each owes back by the way it came.
 */
export const closurePreviewSchema = z.object({
  bookings: z.number().int(),
  paid: z.number().int(),
});
export type ClosurePreview = z.infer<typeof closurePreviewSchema>;

/**
 * GET /api/settings (public): the rules the booking pages show, and the closures from today on
 * (the calendar shows their days and hours as closed).
 */
export const publicSettingsSchema = venueSettingsSchema.safeExtend({
  closures: z.array(closureSpanSchema),
  /** Card payments are configured, so `requireCardAdvance` can apply. */
  cardPayments: z.boolean(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const settingsSavedSchema = z.object({
  message: z.string(),
  settings: venueSettingsSchema,
});
