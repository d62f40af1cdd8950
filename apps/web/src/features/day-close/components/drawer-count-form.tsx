import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import {
  Alert,
  Button,
  Checkbox,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import {
  countedCash,
  DAY_CLOSE_NOTE_MAX,
  dayBookingsAheadErrorSchema,
  DRAWER_COUNT_LIMITS,
  DRAWER_NOTES,
  drawerDifferenceErrorSchema,
  formatPrice,
  type BookingAhead,
  type DrawerCount,
  type DrawerDifferenceError,
  type DrawerNoteKey,
} from '@padel/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { isErrorCode } from '@/lib/api-client';
import { notifyFailure } from '@/lib/failure-message';
import { useCloseDay } from '../api/day-close';
import { BookingsAheadModal } from './bookings-ahead-modal';

const wholeOrZero = (value: number | string) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;

/**
 * The blind count (docs/till.md#day-close): staff count the drawer by note before the expected
 * cash is shown. When the count is off by more than the tolerance the server says so, never by
 * how much, and asks for a recount or a note; every count sent is kept for the report. Bookings
 * of the day still to come are asked about first.
 */
export function DrawerCountForm({
  day,
  openItems,
  tolerance,
  onBlocked,
}: {
  day: string;
  openItems: number;
  tolerance: number;
  onBlocked: () => void;
}) {
  const [notes, setNotes] = useState<Record<DrawerNoteKey, number | string>>(
    () =>
      Object.fromEntries(DRAWER_NOTES.map((note) => [`${note}`, ''])) as Record<
        DrawerNoteKey,
        string
      >,
  );
  const [coins, setCoins] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const [difference, setDifference] = useState<DrawerDifferenceError | null>(null);
  const [ahead, setAhead] = useState<BookingAhead[] | null>(null);
  /** Staff said they know of the bookings still to come: every later send says so too. */
  const [aheadKnown, setAheadKnown] = useState(false);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const close = useCloseDay(day);

  const count: DrawerCount = {
    notes: Object.fromEntries(
      DRAWER_NOTES.map((value) => [`${value}`, wholeOrZero(notes[`${value}`])]),
    ) as DrawerCount['notes'],
    coins: wholeOrZero(coins),
  };

  const send = (closeWithBookingsAhead: boolean) =>
    close.mutate(
      {
        counts: count,
        note: note.trim() || undefined,
        acknowledgeBlocks: acknowledged,
        closeWithBookingsAhead,
      },
      {
        onSuccess: () => setAhead(null),
        onError: (error) => {
          setAhead(null);
          if (isErrorCode(error, 'BOOKINGS_AHEAD')) {
            setAhead(dayBookingsAheadErrorSchema.safeParse(error.details).data?.bookings ?? []);
            return;
          }
          if (isErrorCode(error, 'DRAWER_NOTE_REQUIRED')) {
            setDifference(drawerDifferenceErrorSchema.safeParse(error.details).data ?? null);
            noteRef.current?.focus();
            return;
          }
          if (isErrorCode(error, 'DAY_HAS_BLOCKS')) onBlocked();
          notifyFailure(error, 'Could not close the day.');
        },
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(aheadKnown);
  };

  return (
    <>
      <form onSubmit={submit} noValidate aria-label="Count the drawer">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {DRAWER_NOTES.map((value) => (
              <NumberInput
                key={value}
                label={`${value} notes`}
                min={0}
                max={DRAWER_COUNT_LIMITS.notes}
                allowDecimal={false}
                allowNegative={false}
                inputMode="numeric"
                value={notes[`${value}`]}
                onChange={(next) => setNotes((current) => ({ ...current, [`${value}`]: next }))}
              />
            ))}
            <NumberInput
              label="Coins (PKR)"
              min={0}
              max={DRAWER_COUNT_LIMITS.coins}
              allowDecimal={false}
              allowNegative={false}
              inputMode="numeric"
              value={coins}
              onChange={setCoins}
            />
          </SimpleGrid>
          <Text fw={700} aria-live="polite">
            Counted: {formatPrice(countedCash(count))}
          </Text>
          {difference && (
            <Alert color="orange" title="The count is off">
              {difference.message} Counted {formatPrice(difference.counted)}.
            </Alert>
          )}
          <Textarea
            ref={noteRef}
            label="Note"
            description={`Needed when the count is off by more than ${formatPrice(tolerance)}.`}
            maxLength={DAY_CLOSE_NOTE_MAX}
            autosize
            minRows={2}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            required={difference !== null}
          />
          {openItems > 0 && (
            <Checkbox
              label={`Close with the ${openItems} open ${openItems === 1 ? 'item' : 'items'} above`}
              checked={acknowledged}
              onChange={(event) => setAcknowledged(event.currentTarget.checked)}
            />
          )}
          <Button type="submit" loading={close.isPending} style={{ alignSelf: 'flex-start' }}>
            Close the day
          </Button>
        </Stack>
      </form>
      <BookingsAheadModal
        bookings={ahead}
        working={close.isPending}
        onConfirm={() => {
          setAheadKnown(true);
          send(true);
        }}
        onClose={() => setAhead(null)}
      />
    </>
  );
}
