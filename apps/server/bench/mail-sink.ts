/**
 * What the message benchmarks (B8, B8b in docs/quality.md#benchmarks) share: a local SMTP sink
 * that counts what it accepts, and a burst of distinct bookings, each of which writes one
 * "booking received" e-mail into the outbox.
 */
import { COURTS, slotLabel } from '@padel/contracts';
import { SMTPServer } from 'smtp-server';
import { daysFromToday } from '../test/clock';
import { RELAXED_LIMITS_ENV } from '../test/relaxed-limits';

export interface AcceptedMail {
  /** The Message-ID, which the outbox makes from the row's id: a repeat has the same one. */
  id: string;
  to: string;
}

/**
 * An SMTP server that keeps each accepted message's Message-ID and recipient, and no more. While
 * `hold()` is on, messages arrive but wait for their answer (a mail server gone slow), and count
 * only once `release()` answers them.
 */
export async function startSink() {
  const messages: AcceptedMail[] = [];
  let held: (() => void)[] | undefined;
  let onAccepted = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const id = /^Message-ID: *(.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        // Counted when answered "250 accepted": from then on the message is the sink's.
        const accept = () => {
          messages.push({ id, to: session.envelope.rcptTo[0]?.address ?? '' });
          callback();
          onAccepted();
        };
        if (held) held.push(accept);
        else accept();
      });
    },
  });
  // A sender killed mid-message resets its connection: that is the point of B8b, not a failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Distinct Message-IDs accepted so far. */
    distinct: () => new Set(messages.map((message) => message.id)).size,
    hold: () => (held ??= []),
    release() {
      const waiting = held ?? [];
      held = undefined;
      for (const accept of waiting) accept();
    },
    /** Resolves, in the tick of the acceptance, once `count(messages)` reaches `target`. */
    until: (target: number, count = () => messages.length) =>
      new Promise<void>((resolve) => {
        onAccepted = () => count() >= target && resolve();
        onAccepted();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Sink = Awaited<ReturnType<typeof startSink>>;

/** The i-th of up to 1,008 distinct free slots: 2 courts x 24 hours over 21 days. */
export function bookingRequest(i: number) {
  return {
    bookingType: 'Padel',
    selectedDate: daysFromToday(2 + Math.floor(i / 48)),
    selectedSlots: [slotLabel(i % 24)],
    selectedCourt: COURTS[Math.floor(i / 24) % 2]!,
    customerName: `Burst ${i}`,
    email: `burst-${i}@example.com`,
    phoneNumber: '03001234567',
    numberOfGuests: 2,
  };
}

/** `count` bookings, `atOnce` at a time; throws unless every one is made (201). */
export async function burst(url: string, count: number, atOnce: number): Promise<void> {
  for (let start = 0; start < count; start += atOnce) {
    const statuses = await Promise.all(
      Array.from({ length: Math.min(atOnce, count - start) }, (_, k) =>
        fetch(`${url}/api/create-booking`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(bookingRequest(start + k)),
        }).then((response) => response.status),
      ),
    );
    const refused = statuses.filter((status) => status !== 201);
    if (refused.length > 0) throw new Error(`bookings refused: ${refused.join(', ')}`);
  }
}

/** The environment of a bench server process: quotas raised for one client's burst. */
export const BENCH_SERVER_ENV = {
  SEED_DEMO: 'false',
  ...RELAXED_LIMITS_ENV,
};
