import { Anchor, Box, Text, VisuallyHidden } from '@mantine/core';
import {
  APP_ROUTES,
  bookingMoney,
  COURT_NAMES,
  formatPrice,
  normalizePhone,
  routePath,
  slotRanges,
  type AdminBooking,
} from '@padel/contracts';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { COURT_COLORS } from '@/app/theme';
import { PhoneNumber } from '@/components/ui/phone-number';

/** Type, with the court (in its colour) for padel bookings. */
export function BookingTypeCell({ booking }: { booking: AdminBooking }) {
  const court = booking.selectedCourt;
  return (
    <div>
      <Text size="sm">{booking.bookingType}</Text>
      {court && (
        <Text size="xs" c={`${COURT_COLORS[court]}.9`} fw={600} style={{ whiteSpace: 'nowrap' }}>
          {COURT_NAMES[court]}
        </Text>
      )}
    </div>
  );
}

/** The booked hours, consecutive ones as one range ("05:00 PM - 07:00 PM"). */
export function SlotsCell({ slots }: { slots: string[] }) {
  if (slots.length === 0) return <Text size="sm">—</Text>;
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {slotRanges(slots).map((range) => (
        <Text component="li" size="sm" key={range} style={{ whiteSpace: 'nowrap' }}>
          {range}
        </Text>
      ))}
    </Box>
  );
}

/** An address that may break after the @ and before each dot, rather than mid-word. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  const domain = email.slice(at + 1).split('.');
  return (
    <>
      {email.slice(0, at)}@<wbr />
      {domain.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <>
              <wbr />.
            </>
          )}
          {part}
        </Fragment>
      ))}
    </>
  );
}

export function ContactCell({ booking }: { booking: AdminBooking }) {
  return (
    <div>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <EmailText email={booking.email} />
      </Text>
      {/* The number leads to the customer's profile (docs/screens.md#customer-profile). */}
      <Text size="xs">
        <Anchor
          component={Link}
          to={routePath(APP_ROUTES.customerProfile, { phone: normalizePhone(booking.phoneNumber) })}
          inherit
          c="blue.8"
        >
          <PhoneNumber>{booking.phoneNumber}</PhoneNumber>
        </Anchor>
      </Text>
    </div>
  );
}

/** One comment line; a label says whose words they are. */
function Comment({ label, text }: { label?: string; text: string }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {label && (
        <>
          <Text span size="sm" fw={600}>
            {label}
          </Text>{' '}
        </>
      )}
      {text}
    </Text>
  );
}

/** The customer's instruction, the staff's notes and, for a cancelled booking, the reason. */
export function CommentsCell({ booking }: { booking: AdminBooking }) {
  const instruction = booking.customer_instruction?.trim();
  const notes = booking.staffNotes?.trim();
  const reason = booking.cancelReason?.trim();
  if (!instruction && !notes && !reason) return <Text size="sm">—</Text>;
  return (
    <div>
      {instruction && <Comment text={instruction} />}
      {notes && <Comment label="Staff notes:" text={notes} />}
      {reason && <Comment label="Cancel reason:" text={reason} />}
    </div>
  );
}

/**
 * What the booking still owes, as the one reading says it (docs/payments.md#one-reading), with
 * where its payment stands: under it on a card; in the table on hover and read out, on one line
 * so a day's ten bookings still fit a laptop's screen (docs/screens.md#booking-list).
 */
export function OwedCell({
  booking,
  stacked = false,
}: {
  booking: AdminBooking;
  stacked?: boolean;
}) {
  const money = bookingMoney(booking);
  const amount = (
    <Text
      size={stacked ? 'sm' : 'xs'}
      fw={money.owed > 0 ? 700 : undefined}
      title={stacked ? undefined : money.state}
      style={{ whiteSpace: 'nowrap' }}
    >
      {formatPrice(money.owed)}
      {!stacked && <VisuallyHidden>, {money.state}</VisuallyHidden>}
    </Text>
  );
  if (!stacked) return amount;
  return (
    <div>
      {amount}
      <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
        {money.state}
      </Text>
    </div>
  );
}
