import type { Court, VenueSettings } from '@padel/contracts';
import { and, arrayOverlaps, asc, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { closures, venueSettings } from '../../db/schema';
import { currentTime } from '../../lib/clock';

/**
 * The stored settings (null: a fresh install's defaults). `lock` 'share' is a booking's read (many
 * at once); 'update' is a closure or a change, which waits for bookings under way and holds new
 * ones back until it commits (see docs/venue-settings.md#settings).
 */
export async function readStoredSettings(
  db: Database,
  lock?: 'share' | 'update',
): Promise<unknown> {
  const query = db.select({ settings: venueSettings.settings }).from(venueSettings);
  const rows = await (lock ? query.for(lock) : query);
  return rows[0]?.settings ?? null;
}

export async function writeSettings(db: Database, settings: VenueSettings, adminId: number) {
  await db
    .insert(venueSettings)
    .values({ id: 1, settings, updatedBy: adminId })
    .onConflictDoUpdate({
      target: venueSettings.id,
      set: { settings, updatedBy: adminId, updatedAt: currentTime() },
    });
}

export type ClosureRow = typeof closures.$inferSelect;

/** Closures that end on `date` or later, earliest first. */
export function listClosuresFrom(db: Database, date: string) {
  return db
    .select()
    .from(closures)
    .where(gte(closures.toDate, date))
    .orderBy(asc(closures.fromDate));
}

/** Closures on `date` (of `court`, when given). */
export function listClosuresOn(db: Database, date: string, court?: Court) {
  return db
    .select()
    .from(closures)
    .where(
      and(
        lte(closures.fromDate, date),
        gte(closures.toDate, date),
        court ? arrayOverlaps(closures.courts, [court]) : undefined,
      ),
    );
}
