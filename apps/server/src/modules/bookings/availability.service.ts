import {
  closureCovers,
  HOURS,
  isOpenAt,
  perCourt,
  SLOT_LABELS,
  slotHasEnded,
  slotLabel,
  slotPrice,
  venueNow,
  type Availability,
  type BookingFields,
  type Court,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { listClosuresOn } from '../settings/settings.repo';
import { closureSpan } from '../settings/venue-settings.service';
import type { BookingContext } from './booking-context.service';
import { listBookingFields } from './bookings.repo';
import { keptHoursOn } from './series/series-first-refusal.rules';
import { countTableHoldsByHour, listCourtHolds, readTotalTables } from './slot-holds.repo';

/**
 * GET /api/availability/{date} (see docs/bookings.md#booking-flow): the day's held court hours
 * (with those a series keeps for its regular, docs/bookings.md#series), full café hours, hours that are over (the hour under way may still be booked), closed hours and
 * padel prices.
 */
export async function availability(ctx: BookingContext, date: string): Promise<Availability> {
  const now = venueNow(ctx.timeZone, ctx.now());
  const [courtHolds, kept, tableCounts, totalTables, settings, closureRows] = await Promise.all([
    listCourtHolds(ctx.db, date),
    keptHoursOn(ctx, date),
    countTableHoldsByHour(ctx.db, date),
    readTotalTables(ctx.db),
    ctx.settings.current(),
    listClosuresOn(ctx.db, date),
  ]);
  const heldOn = (court: Court) =>
    [
      ...new Set([
        ...courtHolds.filter((hold) => hold.court === court).map((hold) => hold.hour),
        ...kept[court],
      ]),
    ]
      .sort((a, b) => a - b)
      .map(slotLabel);
  const heldTables = new Map(tableCounts.map((row) => [row.hour, row.held]));
  const closures = closureRows.map(closureSpan);
  const open = (hour: number) => isOpenAt(settings.openingHours, date, hour);
  const closedOn = (court: Court) =>
    SLOT_LABELS.filter(
      (_, hour) => !open(hour) || closures.some((span) => closureCovers(span, court, date, hour)),
    );
  return {
    date,
    pastSlots: SLOT_LABELS.filter((_, hour) => slotHasEnded(now, date, hour)),
    padel: perCourt(heldOn),
    table: {
      totalTables,
      fullSlots: SLOT_LABELS.filter((_, hour) => (heldTables.get(hour) ?? 0) >= totalTables),
    },
    closedSlots: { ...perCourt(closedOn), table: SLOT_LABELS.filter((_, hour) => !open(hour)) },
    padelPrices: HOURS.map((hour) => slotPrice(settings.prices, date, hour)),
  };
}

/**
 * GET /api/get-booking-fields/{date} (see docs/bookings.md#holds): every booking of a day, without
 * customer data.
 */
export async function bookingFields(db: Database, date: string): Promise<BookingFields> {
  const rows = await listBookingFields(db, date);
  return rows.map(({ slotHours, ...row }) => ({
    ...row,
    selectedSlots: slotHours.map(slotLabel),
  }));
}
