import type { TransferToCheck } from '@padel/contracts';
import type { Database } from '../../db/client';
import type { AuditEntry } from '../audit/audit.repo';
import type { Till } from '../ledger/till.service';
import type { Metrics } from '../metrics/metrics.service';
import type { Notifier } from '../notifications/notifier.service';
import type { ReceiptOwner } from './receipts.repo';

/** What a transfer's steps need: the database, the messages and ledger it writes, the clock. */
export interface TransferContext {
  db: Database;
  notifier: Notifier;
  till: Till;
  now: () => Date;
  /** How long a receipt keeps a booking's hold (`TRANSFER_HOLD_MINUTES`), in the venue's zone. */
  transferHoldMinutes: number;
  timeZone: string;
  /** Counts each receipt decoded (docs/operations.md#metrics). */
  metrics: Pick<Metrics, 'receiptDecoded'>;
}

/** What staff accept: the reference they read, and what arrived against what was asked. */
export interface TransferReceived {
  reference: string;
  expected: number;
  received: number;
}

/** What every kind's row has: its id, and until when its transfer holds (null once it ended). */
export interface TransferRow {
  id: number;
  transferBy: Date | null;
}

/**
 * One kind of payable paid by transfer, a booking's advance or a café order's total
 * (docs/payments.md#transfers, ADR 066). The life of a transfer (receipt, accept, reject, lapse)
 * is written once in transfers.service.ts; a kind says only how its rows are found and what
 * each step changes, through its own transition table.
 */
export interface TransferPayable<Row extends TransferRow> {
  /** 404 for a payable that is not there; 409 for one that waits for no transfer. */
  messages: { notFound: string; notWaiting: string };
  receiptOwner(id: number): ReceiptOwner;
  lock(tx: Database, id: number): Promise<Row | undefined>;
  findByToken(db: Database, token: string, options: { lock: boolean }): Promise<Row | undefined>;
  /** Whether the row still waits for staff to check its transfer. */
  waits(row: Row): boolean;
  /** What the transfer was asked to bring: the advance, or the order's total. */
  expected(row: Row): number;
  /** Notes when the receipt came; answers the customer's page as it now reads. */
  receiptSaved(
    tx: Database,
    ctx: Pick<TransferContext, 'transferHoldMinutes' | 'timeZone'>,
    row: Row,
    at: Date,
  ): Promise<object>;
  accept(
    tx: Database,
    ctx: TransferContext,
    row: Row,
    received: TransferReceived,
    actor: AuditEntry['actor'],
  ): Promise<unknown>;
  /** Cancelled with `reason` (staff's, or the hold's end), the customer told. */
  cancel(
    tx: Database,
    ctx: Pick<TransferContext, 'notifier' | 'now'>,
    row: Row,
    how: { transition: 'transfer-reject' | 'transfer-lapse'; reason: string },
    actor: AuditEntry['actor'],
  ): Promise<unknown>;
  /** A row that moved on some other way only stops waiting. */
  stopWaiting(tx: Database, id: number): Promise<unknown>;
  toCheck(db: Database): Promise<TransferToCheck[]>;
  countToCheck(db: Database): Promise<number>;
  listOverdue(db: Database, now: Date, limit: number): Promise<number[]>;
}
