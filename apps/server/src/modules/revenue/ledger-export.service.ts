import {
  MOVEMENT_KIND_WORDS,
  MOVEMENT_METHOD_WORDS,
  venueIsoTime,
  type LedgerExportQuery,
} from '@padel/contracts';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/client';
import { keysetBatches, streamSheet, wallClockDate, type SheetColumn } from '../../lib/xlsx-export';
import { movementsForExport, type MovementRow } from '../ledger/ledger.repo';
import { listUsers } from '../users/users.repo';

/**
 * ledger.xlsx for the accountant (docs/till.md#revenue): every movement of the business days
 * asked for, in the ledger's order, one row each as it was written (a correction is its own row,
 * naming the row it reverses), streamed as it is written.
 */
export async function exportLedger(
  db: Database,
  range: Required<LedgerExportQuery>,
  timeZone: string,
): Promise<Readable> {
  // Staff are few: their names are read once, not joined to every row.
  const names = new Map(
    (await listUsers(db)).map((user) => [user.id, `${user.firstName} ${user.lastName}`.trim()]),
  );
  const columns: SheetColumn<MovementRow>[] = [
    { header: 'Movement no.', width: 13, value: (m) => m.id },
    {
      header: 'Business day',
      width: 13,
      numFmt: 'dd/mm/yyyy',
      value: (m) => new Date(`${m.businessDay}T00:00:00Z`),
    },
    {
      header: 'At',
      width: 19,
      numFmt: 'dd/mm/yyyy hh:mm AM/PM',
      value: (m) => wallClockDate(venueIsoTime(timeZone, m.at)),
    },
    { header: 'Kind', width: 14, value: (m) => MOVEMENT_KIND_WORDS[m.kind] },
    { header: 'Method', width: 17, value: (m) => MOVEMENT_METHOD_WORDS[m.method] },
    { header: 'Amount (PKR)', width: 13, value: (m) => m.amount },
    { header: 'Booking no.', width: 11, value: (m) => m.bookingId },
    { header: 'Order no.', width: 10, value: (m) => m.orderId },
    { header: 'Series no.', width: 10, value: (m) => m.seriesId },
    { header: 'Reference', width: 28, value: (m) => m.reference },
    { header: 'Note', width: 30, value: (m) => m.note },
    {
      header: 'Recorded by',
      width: 22,
      value: (m) =>
        m.actorType === 'system'
          ? 'System'
          : (m.actorName ?? names.get(m.actorId ?? -1) ?? `Staff #${m.actorId ?? '?'}`),
    },
    { header: 'Reverses no.', width: 12, value: (m) => m.reversesId },
  ];
  const batches = keysetBatches(
    (after: { businessDay: string; id: number } | undefined, limit) =>
      movementsForExport(db, range, after, limit),
    ({ businessDay, id }) => ({ businessDay, id }),
  );
  return streamSheet('Ledger', columns, batches);
}
