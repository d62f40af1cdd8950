import {
  DEFAULT_WHATSAPP_TEMPLATES,
  type ClosedDay,
  MESSAGE_LIMIT_MESSAGES,
  type NotificationKind,
  type Order,
  type VenueContact,
  type WhatsappTemplateKind,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { callerNetworks } from '../../lib/caller-network';
import { currentTime } from '../../lib/clock';
import { TooManyRequestsError } from '../../lib/errors';
import type { BookingFacts } from './messages/booking-facts';
import type { EmailBody } from './channels/email-channel';
import { whatsappNumber, type WhatsappBody } from './channels/whatsapp-templates';
import { passwordResetEmail, signInLinkEmail } from './messages/account-messages';
import {
  bookingCodeEmail,
  bookingEmail,
  bookingWhatsappParameters,
  type BookingMessageKind,
} from './messages/booking-messages';
import { dayClosedEmail, dayClosedWhatsappParameters } from './messages/day-close-messages';
import { findMyBookingEmail, queueNoticeEmail } from './messages/customer-lookup-messages';
import {
  orderAwaitingTransferEmail,
  orderAwaitingTransferWhatsappParameters,
  orderCancelledEmail,
  orderCancelledWhatsappParameters,
  orderReceivedEmail,
  orderWhatsappParameters,
  staffNewOrderEmail,
  type OrderTransferFacts,
} from './messages/order-messages';
import {
  refundedEmail,
  refundedWhatsappParameters,
  type RefundFacts,
  type RefundMessageKind,
} from './messages/refund-messages';
import type { SeriesChange, SeriesFacts } from './messages/series-facts';
import {
  seriesEmail,
  seriesWhatsappParameters,
  type SeriesMessageKind,
} from './messages/series-messages';
import { staffCustomerCancelledEmail, staffNewBookingEmail } from './messages/staff-messages';
import type { VenueInfo } from './messages/venue';
import { applyMessageLimits, type MessageLimits } from './message-limits.rules';
import { insertNotifications, type NewNotification } from './notifications.repo';

/** What a message written in a transaction reads of the venue's settings. */
export type MessageSettings = VenueContact & { unverifiedMessagesPerHour: number };

/** How long a customer refused a code is asked to wait: the budget frees within the hour. */
const CODE_REFUSED_RETRY_SECONDS = 3600;

export interface NotifierSettings {
  venue: VenueInfo;
  /** Template language and names when WhatsApp is set up; without it only e-mail is sent. */
  whatsapp:
    { language: string; templates: Partial<Record<WhatsappTemplateKind, string>> } | undefined;
  /** VENUE_NOTIFY_EMAIL: where staff alerts go, if anywhere. */
  staffEmail: string | undefined;
  /** MESSAGES_PER_RECIPIENT_PER_DAY (docs/notifications.md#message-limits). */
  perRecipientPerDay: number;
  /** MESSAGE_SHARE_PER_…: a customer network's percent of the hour's budget (ADR 070). */
  networkShares: MessageLimits['networkShares'];
}

/**
 * Writes the messages a change causes into the outbox, inside that change's own transaction (see
 * docs/notifications.md#pipeline): they go out if and only if the change is committed. Every
 * method takes the transaction it is part of.
 */
export class Notifier {
  constructor(private readonly settings: NotifierSettings) {}

  /**
   * The venue's contact and message budget as a message written in `tx` reads them: the venue's
   * settings (docs/venue-settings.md#contact), once the venue-settings plugin has said how to read
   * them.
   */
  private messageSettings: (tx: Database) => Promise<MessageSettings | undefined> = async () =>
    undefined;

  /** Called once by the venue-settings plugin: the one place these settings are read from. */
  readSettingsWith(reader: (tx: Database) => Promise<MessageSettings>): void {
    this.messageSettings = reader;
  }

  /**
   * Writes customers' messages within the venue's message limits (docs/notifications.md#message-limits),
   * a message held back with its reason for the log, and staff alerts (the venue's own mailbox)
   * as they are. Answers the customers' messages that will go.
   */
  private async write(
    tx: Database,
    customers: NewNotification[],
    staff: NewNotification[] = [],
  ): Promise<NewNotification[]> {
    const limited = await this.limit(tx, customers);
    await insertNotifications(tx, [...limited, ...staff]);
    return limited.filter((row) => !row.heldBack);
  }

  private async limit(tx: Database, rows: NewNotification[]) {
    if (rows.length === 0) return [];
    const settings = await this.messageSettings(tx);
    return applyMessageLimits(
      tx,
      rows,
      {
        unverifiedPerHour: settings?.unverifiedMessagesPerHour ?? Number.POSITIVE_INFINITY,
        perRecipientPerDay: this.settings.perRecipientPerDay,
        networkShares: this.settings.networkShares,
      },
      callerNetworks(),
      currentTime(),
    );
  }

  /** The venue's name, zone and addresses (fixed) with its contact now (settings). */
  private async venueIn(tx: Database): Promise<VenueInfo> {
    const contact = await this.messageSettings(tx);
    if (!contact) return this.settings.venue;
    return {
      ...this.settings.venue,
      address: contact.venueAddress || undefined,
      phone: contact.venuePhone || undefined,
      whatsapp: contact.venueWhatsapp || undefined,
    };
  }

  get venue(): VenueInfo {
    return this.settings.venue;
  }

  private email(kind: NotificationKind, to: string, body: EmailBody): NewNotification {
    return { channel: 'email', recipient: to.toLowerCase(), kind, body };
  }

  /** The WhatsApp twin of a message, when WhatsApp is set up and the phone can take it. */
  private whatsapp(
    kind: WhatsappTemplateKind,
    phone: string,
    parameters: string[],
  ): NewNotification[] {
    const { whatsapp } = this.settings;
    const to = whatsappNumber(phone);
    if (!whatsapp || !to) return [];
    const body: WhatsappBody = {
      template: whatsapp.templates[kind] ?? DEFAULT_WHATSAPP_TEMPLATES[kind],
      language: whatsapp.language,
      parameters,
    };
    return [{ channel: 'whatsapp', recipient: to, kind, body }];
  }

  private staff(kind: NotificationKind, body: () => EmailBody): NewNotification[] {
    const to = this.settings.staffEmail;
    return to ? [this.email(kind, to, body())] : [];
  }

  /**
   * The customer's message about their booking, by e-mail and WhatsApp; a change names what the
   * booking was (`previous`).
   */
  async booking(
    tx: Database,
    kind: BookingMessageKind,
    booking: BookingFacts,
    previous?: BookingFacts,
  ): Promise<void> {
    const venue = await this.venueIn(tx);
    await this.write(
      tx,
      [
        // A walk-in may come without an e-mail (see docs/bookings.md#walk-ins).
        ...(booking.email
          ? [this.email(kind, booking.email, bookingEmail(kind, booking, venue, previous))]
          : []),
        ...this.whatsapp(
          kind,
          booking.phoneNumber,
          bookingWhatsappParameters(kind, booking, venue),
        ),
      ],
      kind === 'booking-received'
        ? this.staff('staff-new-booking', () => staffNewBookingEmail(booking, venue))
        : [],
    );
  }

  /**
   * The customer's one message about their booking series (docs/notifications.md#series): made,
   * changed, or ending soon. By e-mail when the series has one (staff may book a regular by phone
   * alone) and on WhatsApp, like a booking's.
   */
  async series(
    tx: Database,
    kind: SeriesMessageKind,
    series: SeriesFacts,
    change?: SeriesChange,
  ): Promise<void> {
    const venue = await this.venueIn(tx);
    await this.write(tx, [
      ...(series.email
        ? [this.email(kind, series.email, seriesEmail(kind, series, venue, change))]
        : []),
      ...this.whatsapp(
        kind,
        series.phoneNumber,
        seriesWhatsappParameters(kind, series, venue, change),
      ),
    ]);
  }

  /**
   * A hold awaiting its code (docs/security.md#calendar-fill): the customer gets the code by e-mail
   * and WhatsApp, the same message when they ask for a new code ("Resend code"); staff hear of the
   * booking only once it is confirmed (`customerConfirmed`). Answers the messages written, so the
   * customer can be told where the code went. When the message limits let no code go, the booking
   * (or the new code) is refused with 429 and the venue's phone: no slots are held for a code
   * that will never come (docs/notifications.md#message-limits).
   */
  async bookingAwaitingCode(
    tx: Database,
    booking: BookingFacts,
    /** Each channel's own code (ADR 044): the WhatsApp one proves the phone. */
    codes: { email: string; phone: string },
    minutes: number,
  ): Promise<NewNotification[]> {
    const venue = await this.venueIn(tx);
    const email = bookingCodeEmail(booking, venue, codes.email, minutes);
    const limited = await this.limit(tx, [
      this.email('booking-code', booking.email, email),
      ...this.whatsapp('booking-code', booking.phoneNumber, [codes.phone]),
    ]);
    // A code held back is not kept: its body would hold a working code.
    const going = limited.filter((row) => !row.heldBack);
    if (going.length === 0) {
      const contact = { phone: venue.phone ?? '', whatsapp: venue.whatsapp ?? '' };
      throw new TooManyRequestsError(
        MESSAGE_LIMIT_MESSAGES.codeNotSent(contact),
        CODE_REFUSED_RETRY_SECONDS,
      );
    }
    await insertNotifications(tx, going);
    return going;
  }

  /** The customer confirmed with their code: WhatsApp gets the booking, staff the alert. */
  async customerConfirmed(tx: Database, booking: BookingFacts): Promise<void> {
    const venue = await this.venueIn(tx);
    await this.write(
      tx,
      this.whatsapp(
        'booking-received',
        booking.phoneNumber,
        bookingWhatsappParameters('booking-received', booking, venue),
      ),
      this.staff('staff-new-booking', () => staffNewBookingEmail(booking, venue)),
    );
  }

  /** Staff hear that a customer cancelled their own booking. */
  async customerCancelled(tx: Database, booking: BookingFacts): Promise<void> {
    const venue = await this.venueIn(tx);
    await this.write(
      tx,
      [],
      this.staff('staff-booking-cancelled', () => staffCustomerCancelledEmail(booking, venue)),
    );
  }

  async orderReceived(tx: Database, order: Order): Promise<void> {
    const venue = await this.venueIn(tx);
    await this.write(
      tx,
      [
        ...(order.customer_Email
          ? [this.email('order-received', order.customer_Email, orderReceivedEmail(order, venue))]
          : []),
        ...this.whatsapp(
          'order-received',
          order.customer_Number,
          orderWhatsappParameters(order, venue),
        ),
      ],
      this.staff('staff-new-order', () => staffNewOrderEmail(order, venue)),
    );
  }

  /**
   * An order by transfer is placed (docs/notifications.md#order-awaiting-transfer): its customer
   * hears what to send and gets its page's link; the kitchen hears of it once staff accept it.
   */
  async orderAwaitingTransfer(tx: Database, order: Order, facts: OrderTransferFacts) {
    const venue = await this.venueIn(tx);
    const kind = 'order-awaiting-transfer';
    await this.write(tx, [
      ...(order.customer_Email
        ? [this.email(kind, order.customer_Email, orderAwaitingTransferEmail(order, facts, venue))]
        : []),
      ...this.whatsapp(
        kind,
        order.customer_Number,
        orderAwaitingTransferWhatsappParameters(order, facts, venue),
      ),
    ]);
  }

  /** Staff cancelled the order: its customer hears why, by e-mail if given and on WhatsApp. */
  async orderCancelled(tx: Database, order: Order): Promise<void> {
    const venue = await this.venueIn(tx);
    await this.write(tx, [
      ...(order.customer_Email
        ? [this.email('order-cancelled', order.customer_Email, orderCancelledEmail(order, venue))]
        : []),
      ...this.whatsapp(
        'order-cancelled',
        order.customer_Number,
        orderCancelledWhatsappParameters(order, venue),
      ),
    ]);
  }

  /**
   * A refund is done (docs/notifications.md#refunded): its customer hears how much went back, how
   * and when, by e-mail when they gave one and on WhatsApp, in the refund's own transaction.
   */
  async refunded(tx: Database, kind: RefundMessageKind, facts: RefundFacts): Promise<void> {
    const venue = await this.venueIn(tx);
    await this.write(tx, [
      ...(facts.email ? [this.email(kind, facts.email, refundedEmail(facts, venue))] : []),
      ...(facts.phone
        ? this.whatsapp(kind, facts.phone, refundedWhatsappParameters(facts, venue))
        : []),
    ]);
  }

  async queueNotice(tx: Database, date: string, emails: string[]): Promise<void> {
    const body = queueNoticeEmail(date, await this.venueIn(tx));
    await this.write(
      tx,
      emails.map((email) => this.email('queue-notice', email, body)),
    );
  }

  async passwordReset(tx: Database, to: string, link: string, lifetimeMinutes: number) {
    const body = passwordResetEmail(link, lifetimeMinutes, await this.venueIn(tx));
    await this.write(tx, [this.email('password-reset', to, body)]);
  }

  async signInLink(tx: Database, to: string, link: string, lifetimeMinutes: number) {
    const body = signInLinkEmail(link, lifetimeMinutes, await this.venueIn(tx));
    await insertNotifications(tx, [this.email('sign-in-link', to, body)]);
  }

  /**
   * The closed day's report to the owner (docs/till.md#day-close): by e-mail to every owner
   * account and VENUE_NOTIFY_EMAIL, and on WhatsApp to the venue's own number (its settings).
   * The venue's own messages, so outside the customers' limits.
   */
  async dayClosed(tx: Database, closed: ClosedDay, ownerEmails: string[]): Promise<void> {
    const venue = await this.venueIn(tx);
    const emails = [
      ...new Set([...ownerEmails, ...(this.settings.staffEmail ? [this.settings.staffEmail] : [])]),
    ];
    const body = dayClosedEmail(closed, venue);
    const { whatsapp } = this.settings;
    const rows: NewNotification[] = emails.map((to) => this.email('day-closed', to, body));
    if (whatsapp && venue.whatsapp) {
      rows.push({
        channel: 'whatsapp',
        recipient: venue.whatsapp,
        kind: 'day-closed',
        body: {
          template: whatsapp.templates['day-closed'] ?? DEFAULT_WHATSAPP_TEMPLATES['day-closed'],
          language: whatsapp.language,
          parameters: dayClosedWhatsappParameters(closed),
        } satisfies WhatsappBody,
      });
    }
    await insertNotifications(tx, rows);
  }

  async findMyBooking(tx: Database, to: string, bookings: BookingFacts[]): Promise<void> {
    const body = findMyBookingEmail(bookings, await this.venueIn(tx));
    await this.write(tx, [this.email('find-my-booking', to, body)]);
  }
}
