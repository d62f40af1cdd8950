import { COURTS, type Court } from '@padel/contracts';
import type { Database } from '../../src/db/client';
import { insertClosure } from '../../src/modules/closures/closures.repo';
import type { ClosureRow } from '../../src/modules/settings/settings.repo';
import { daysFromToday } from '../clock';

/** A closure as a test wants it; every field has a default (see `givenClosure`). */
export interface GivenClosure {
  from?: string;
  /** The last day it covers; `from` unless told. */
  to?: string;
  courts?: Court[];
  /** Both or neither: the hours from `fromHour` up to before `toHour`; the whole day without. */
  fromHour?: number;
  toHour?: number;
  reason?: string;
  /** The admin who made it. */
  createdBy?: number;
}

/**
 * A closure written straight to the database, as the first transaction of POST /api/closures
 * leaves it: saved, its bookings not yet cancelled (docs/venue-settings.md#closures; the worker's
 * round or the save's batches do that). Both courts, all of tomorrow on the test clock unless told.
 */
export function givenClosure(db: Database, wanted: GivenClosure = {}): Promise<ClosureRow> {
  const from = wanted.from ?? daysFromToday(1);
  return insertClosure(db, {
    fromDate: from,
    toDate: wanted.to ?? from,
    courts: wanted.courts ?? [...COURTS],
    fromHour: wanted.fromHour ?? null,
    toHour: wanted.toHour ?? null,
    reason: wanted.reason ?? 'Maintenance',
    createdBy: wanted.createdBy ?? null,
  });
}
