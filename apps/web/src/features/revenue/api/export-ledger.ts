import type { LedgerExportQuery } from '@padel/contracts';
import { downloadApiFile } from '@/lib/api-download';

const EXPORT_FILENAME = 'ledger.xlsx';

/**
 * GET /api/ledger.xlsx: every ledger movement of the business days `from` to `to`, for the
 * accountant, saved as ledger.xlsx (see docs/till.md#revenue).
 */
export function exportLedger(range: LedgerExportQuery): Promise<void> {
  return downloadApiFile(`/${EXPORT_FILENAME}`, range, EXPORT_FILENAME);
}
