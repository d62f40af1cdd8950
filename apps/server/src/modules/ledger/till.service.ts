import {
  addDays,
  businessDayOf,
  DEFAULT_VENUE_SETTINGS,
  isOneOf,
  TRANSFER_METHODS,
  LEDGER_MESSAGES,
  MOVEMENT_AMOUNT_MAX,
  MOVEMENT_SIGN,
  type MovementKind,
  type MovementMethod,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { BadRequestError, ConflictError } from '../../lib/errors';
import {
  actorNameOf,
  closedDaysFrom,
  holdDayOpen,
  holdTransferReference,
  transferReferenceTaken,
  insertMovement,
  type MovementRow,
} from './ledger.repo';

/** Who moved the money: staff at the desk, or the system (a provider's event, a job). */
export type MovementActor = { type: 'admin'; id: number } | { type: 'system' };

/** A movement to record: what for, what, how, how much (whole PKR, the kind gives the sign). */
export interface MovementDraft {
  bookingId?: number | null;
  orderId?: number | null;
  seriesId?: number | null;
  kind: MovementKind;
  method: MovementMethod;
  amount: number;
  reference?: string | null;
  note?: string | null;
  actor: MovementActor;
  /**
   * The row of the same series, by the same method and reference, written earlier in this
   * recording: one transfer that paid every date of a series (docs/payments.md#paid-online). Its
   * reference was checked with that row, so this one is not refused as a second use of it.
   */
  sameCreditAs?: MovementRow;
}

/**
 * The till (docs/till.md#ledger): writes every movement of money into the ledger, in the
 * transaction of the change that moved it, on the business day it counts on. A closed day takes
 * nothing more: what is recorded afterwards for it lands on the next open day.
 */
export class Till {
  constructor(
    private readonly timeZone: string,
    private readonly now: Clock,
  ) {}

  /** The hour a business day starts, as the venue's settings say (set by their plugin). */
  private startHour: (tx: Database) => Promise<number> = async () =>
    DEFAULT_VENUE_SETTINGS.businessDayStartHour;

  /** Called once by the venue-settings plugin: the one place the start hour is read from. */
  readSettingsWith(reader: (tx: Database) => Promise<number>): void {
    this.startHour = reader;
  }

  /** The business day money moving at `at` counts on, before any close moves it on. */
  async businessDayAt(tx: Database, at: Date): Promise<string> {
    return businessDayOf(at, this.timeZone, await this.startHour(tx));
  }

  /**
   * Where money recorded at `at` lands when the business day it counts on is closed already: that
   * closed day and the next open one (docs/till.md#business-day); nothing when it is open. Read
   * in the recording's transaction, which holds the open day, it is the day the row landed on.
   */
  async landingAt(
    tx: Database,
    at: Date,
  ): Promise<{ businessDay: string; closedDay: string } | undefined> {
    const closedDay = await this.businessDayAt(tx, at);
    const closed = new Set(await closedDaysFrom(tx, closedDay));
    if (!closed.has(closedDay)) return undefined;
    let businessDay = closedDay;
    while (closed.has(businessDay)) businessDay = addDays(businessDay, 1);
    return { businessDay, closedDay };
  }

  /** The first business day from `day` on that is not closed, held open until `tx` ends. */
  private async openDayFrom(tx: Database, day: string): Promise<string> {
    for (;;) {
      const closed = new Set(await closedDaysFrom(tx, day));
      while (closed.has(day)) day = addDays(day, 1);
      await holdDayOpen(tx, day);
      // A close that committed before the hold was taken: look again from there.
      if (!(await closedDaysFrom(tx, day)).includes(day)) return day;
    }
  }

  /**
   * Records one movement. Its amount is what moved, from 1 to the most one movement may be: the
   * kind gives the sign, so a zero, a negative or a fraction is refused (400 AMOUNT_INVALID), never
   * turned round.
   */
  async record(tx: Database, draft: MovementDraft): Promise<MovementRow> {
    if (!Number.isInteger(draft.amount) || draft.amount < 1 || draft.amount > MOVEMENT_AMOUNT_MAX) {
      throw new BadRequestError(LEDGER_MESSAGES.amountInvalid(draft.kind), 'AMOUNT_INVALID');
    }
    await this.refuseTakenReference(tx, draft);
    const at = this.now();
    const businessDay = await this.openDayFrom(tx, await this.businessDayAt(tx, at));
    return insertMovement(tx, {
      at,
      businessDay,
      bookingId: draft.bookingId ?? null,
      orderId: draft.orderId ?? null,
      seriesId: draft.seriesId ?? null,
      kind: draft.kind,
      method: draft.method,
      amount: MOVEMENT_SIGN[draft.kind] * draft.amount,
      reference: draft.reference ?? null,
      note: draft.note ?? null,
      actorType: draft.actor.type,
      actorId: draft.actor.type === 'admin' ? draft.actor.id : null,
      actorName: await this.nameOf(tx, draft.actor),
    });
  }

  /**
   * Money in by a transfer names the credit on the venue's statement: the same reference by the
   * same method counts once (409 TRANSFER_REFERENCE_USED), so one credit is never taken twice.
   */
  private async refuseTakenReference(tx: Database, draft: MovementDraft): Promise<void> {
    if (!draft.reference || MOVEMENT_SIGN[draft.kind] < 0) return;
    if (!isOneOf(TRANSFER_METHODS, draft.method)) return;
    const same = draft.sameCreditAs;
    if (same) {
      const ofTheCredit =
        same.seriesId !== null &&
        same.seriesId === draft.seriesId &&
        same.method === draft.method &&
        same.reference === draft.reference;
      if (!ofTheCredit) throw new Error('sameCreditAs names a row of another credit');
      return;
    }
    await holdTransferReference(tx, draft.method, draft.reference);
    if (await transferReferenceTaken(tx, draft.method, draft.reference)) {
      throw new ConflictError(
        LEDGER_MESSAGES.transferReferenceUsed(draft.method),
        'TRANSFER_REFERENCE_USED',
      );
    }
  }

  /** Who recorded it, by name as they are now: the row keeps it (docs/till.md#ledger). */
  private async nameOf(tx: Database, actor: MovementActor): Promise<string | null> {
    return actor.type === 'admin' ? actorNameOf(tx, actor.id) : null;
  }

  /** Undoes `rows` with reversing rows (never by editing them), on today's open business day. */
  async reverse(tx: Database, rows: readonly MovementRow[], actor: MovementActor): Promise<void> {
    if (rows.length === 0) return;
    const at = this.now();
    const businessDay = await this.openDayFrom(tx, await this.businessDayAt(tx, at));
    for (const row of rows) {
      await insertMovement(tx, {
        at,
        businessDay,
        bookingId: row.bookingId,
        orderId: row.orderId,
        seriesId: row.seriesId,
        kind: row.kind,
        method: row.method,
        amount: -row.amount,
        reference: row.reference,
        note: null,
        actorType: actor.type,
        actorId: actor.type === 'admin' ? actor.id : null,
        actorName: await this.nameOf(tx, actor),
        reversesId: row.id,
      });
    }
  }
}
