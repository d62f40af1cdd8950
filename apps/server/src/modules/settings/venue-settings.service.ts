import {
  DEFAULT_VENUE_SETTINGS,
  offeredTransferMethods,
  publicTransferAccounts,
  venueSettingsSchema,
  type ClosureSpan,
  type PublicSettings,
  type VenueContact,
  type VenueSettings,
} from '@padel/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { BadRequestError } from '../../lib/errors';
import type { ReadCache } from '../../lib/read-cache';
import { recordAudit } from '../audit/audit.repo';
import { settingsChanges } from './settings-changes.service';
import {
  listClosuresFrom,
  listClosuresOn,
  readStoredSettings,
  writeSettings,
  type ClosureRow,
} from './settings.repo';

/** A stored closure as the rules read it. */
export const closureSpan = (row: ClosureRow): ClosureSpan & { id: number } => ({
  id: row.id,
  from: row.fromDate,
  to: row.toDate,
  courts: row.courts,
  fromHour: row.fromHour,
  toHour: row.toHour,
  reason: row.reason,
});

/**
 * The settings before staff save any: the spec's (DEFAULT_VENUE_SETTINGS), but the delivery fee and
 * area start from DELIVERY_FEE and DELIVERY_AREA (see docs/venue-settings.md#settings), the
 * venue's WhatsApp and address from VENUE_WHATSAPP and VENUE_ADDRESS
 * (docs/venue-settings.md#contact), the message budget from UNVERIFIED_MESSAGES_PER_HOUR
 * (docs/notifications.md#message-limits), and the budget of unverified holds from
 * UNVERIFIED_HOLD_PERCENT (docs/security.md#calendar-fill).
 */
export function initialVenueSettings(
  config: Pick<
    Config,
    | 'deliveryFee'
    | 'deliveryArea'
    | 'venueWhatsapp'
    | 'venueAddress'
    | 'messageLimits'
    | 'unverifiedHoldPercent'
  >,
): VenueSettings {
  return {
    ...DEFAULT_VENUE_SETTINGS,
    unverifiedMessagesPerHour: config.messageLimits.unverifiedPerHour,
    deliveryFee: config.deliveryFee,
    unverifiedHoldPercent: config.unverifiedHoldPercent,
    deliveryArea: config.deliveryArea ?? '',
    venueWhatsapp: config.venueWhatsapp ?? '',
    venueAddress: config.venueAddress ?? '',
  };
}

/**
 * The one way to the venue's settings (see docs/venue-settings.md#settings): pricing,
 * availability and booking code read them here, and only `update` changes them.
 */
export class VenueSettingsStore {
  constructor(
    private readonly db: Database,
    private readonly cache: ReadCache<VenueSettings>,
    private readonly log: FastifyBaseLogger,
    /** What applies until staff save settings (`initialVenueSettings`). */
    private readonly initial: VenueSettings,
  ) {}

  /**
   * Stored settings from an earlier version may lack a newer setting, which then takes its
   * initial value; a stored value that no longer passes the rules (never written by `update`) is
   * logged and the initial settings apply rather than a broken booking page.
   */
  private parse(stored: unknown): VenueSettings {
    if (stored === null) return this.initial;
    const parsed = venueSettingsSchema.safeParse({ ...this.initial, ...(stored as object) });
    if (parsed.success) return parsed.data;
    this.log.error({ issues: parsed.error.issues }, 'stored venue settings are invalid');
    return this.initial;
  }

  /** The settings, from memory for a moment (lib/read-cache.ts): for reads and quotes. */
  current(): Promise<VenueSettings> {
    return this.cache.get('settings', async () => this.parse(await readStoredSettings(this.db)));
  }

  /**
   * The settings a booking is made under, read inside its transaction under a share lock, with
   * the closures on its date: a closure or a change being made waits for it, and it for them.
   */
  async forBooking(tx: Database, date: string) {
    const settings = this.parse(await readStoredSettings(tx, 'share'));
    const closures = (await listClosuresOn(tx, date)).map(closureSpan);
    return { settings, closures };
  }

  /**
   * The venue's contact (docs/venue-settings.md#contact) as a message written in `tx` shows it,
   * and the budget it is counted in (docs/notifications.md#message-limits): read in that
   * transaction, so a message never waits on another connection.
   */
  async forMessages(
    tx: Database,
  ): Promise<VenueContact & Pick<VenueSettings, 'unverifiedMessagesPerHour'>> {
    const { venuePhone, venueWhatsapp, venueAddress, unverifiedMessagesPerHour } = this.parse(
      await readStoredSettings(tx),
    );
    return { venuePhone, venueWhatsapp, venueAddress, unverifiedMessagesPerHour };
  }

  /** The hour a business day starts (docs/till.md#business-day), as a movement written in `tx` reads it. */
  async businessDayStartHour(tx: Database): Promise<number> {
    return this.parse(await readStoredSettings(tx)).businessDayStartHour;
  }

  /** The settings as `tx` reads them: a day's close counts by the settings of its moment. */
  async inTransaction(tx: Database): Promise<VenueSettings> {
    return this.parse(await readStoredSettings(tx));
  }

  /** Takes the settings exclusively for a closure or a change (see `forBooking`). */
  async lock(tx: Database): Promise<VenueSettings> {
    return this.parse(await readStoredSettings(tx, 'update'));
  }

  /** What the booking pages need (GET /api/settings): settings and closures from `today` on. */
  async publicSettings(today: string, cardPayments: boolean): Promise<PublicSettings> {
    const [settings, closures] = await Promise.all([
      this.current(),
      listClosuresFrom(this.db, today),
    ]);
    // The booking page needs the accounts of the methods offered, never the others
    // (docs/payments.md#transfers).
    return {
      ...settings,
      transferAccounts: publicTransferAccounts(settings),
      transferMethods: offeredTransferMethods(settings),
      closures: closures.map(closureSpan),
      cardPayments,
    };
  }

  /**
   * PUT /api/settings: the whole settings, already checked by the schema; audited. Applies to
   * new bookings only: a booking keeps the price lines it was made with.
   */
  async update(
    settings: VenueSettings,
    by: { adminId: number; cardPayments: boolean },
  ): Promise<VenueSettings> {
    if (settings.requireCardAdvance && !by.cardPayments) {
      const message = 'Card payments are not set up, so online bookings cannot require them.';
      throw new BadRequestError(message, 'CARD_PAYMENTS_OFF', [
        { path: 'body.requireCardAdvance', message },
      ]);
    }
    await this.db.transaction(async (tx) => {
      const before = await this.lock(tx);
      await writeSettings(tx, settings, by.adminId);
      await recordAudit(tx, {
        actor: { type: 'admin', id: by.adminId },
        action: 'update',
        entity: 'settings',
        entityId: 1,
        ...settingsChanges(before, settings),
      });
    });
    this.cache.clear();
    return settings;
  }
}
