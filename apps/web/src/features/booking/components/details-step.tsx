import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import {
  Button,
  Group,
  Modal,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  EMAIL_MAX,
  INSTRUCTION_MAX,
  normalizePhone,
  PADEL_MAX_GUESTS,
  PERSON_NAME_MAX,
  VENUE_RULE_MESSAGES,
  type CreateBookingRequest,
  type OnlinePaymentChoice,
  type PublicSettings,
} from '@padel/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MantineScope } from '@/components/ui/mantine-scope';
import { PaymentRedirect } from '@/components/ui/payment-redirect';
import { goToPayment } from '@/lib/checkout-status';
import { ApiRequestError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { useCreateBooking } from '../api/create-booking';
import { bookingSessionId } from '../api/record-visit';
import { walkInTicket } from '@/lib/walk-in';
import {
  saveReceipt,
  saveRefusal,
  type BookingReceipt,
  type BookingRefusal,
} from '../lib/booking-storage';
import { detailsErrors, guestsToSend, phoneMessage, phoneTyped } from '../lib/details';
import {
  bookingFailureMessage,
  cardAdvance,
  cardChoiceLabel,
  cardOnly,
} from '../lib/payment-choice';
import { DETAILS_FIELDS, type Details, type DetailsField } from '../lib/details-fields';
import { type ConfirmedSelection } from '../lib/selection';
import { quoteSlots } from '../lib/slot-prices';
import { BookingFacts, PriceBreakdown } from './booking-facts';

interface DetailsStepProps {
  selection: ConfirmedSelection;
  /** The venue's settings: whether online padel bookings must pay the advance by card. */
  settings: PublicSettings;
  /** Staff are booking a walk-in (docs/bookings.md#walk-ins): no card choice. */
  walkIn: boolean;
  /**
   * The day's per-slot padel prices from the server's availability (docs/venue-settings.md);
   * undefined only while they are loading again.
   */
  padelPrices: readonly number[] | undefined;
  /** Loads the day's prices again, after the server said the price shown is out of date. */
  onPricesStale: () => void;
  details: Details;
  onDetailsChange: (details: Details) => void;
  onBack: () => void;
}

type FieldErrors = Partial<Record<DetailsField, string | true>>;

/**
 * Step 2 of the booking flow (see docs/screens.md#booking-form): BOOKING SUMMARY and PERSONAL
 * INFORMATION, the payment choice when card payments are on, BACK and CONFIRM. A 201 goes to the
 * thank-you page, or for a card booking to the provider's payment page; a 409 to
 * booking-not-confirmed; anything else (card payment unavailable or the provider down included)
 * opens the Booking failed prompt (see docs/screens.md#booking-form).
 */
export function DetailsStep({
  selection,
  settings,
  walkIn,
  padelPrices,
  onPricesStale,
  details,
  onDetailsChange,
  onBack,
}: DetailsStepProps) {
  const navigate = useNavigate();
  const createBooking = useCreateBooking();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [phoneTouched, setPhoneTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Pay at the venue unless the customer chooses the card (see docs/payments.md#card-payments).
  const [paymentType, setPaymentType] = useState<OnlinePaymentChoice>('PayLater');
  const [paying, setPaying] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryId = useId();
  const personalId = useId();

  const isPadel = selection.type === 'Padel';
  // The server's prices, so the total shown is the one charged (docs/prices.md#server-computes).
  const quote = isPadel && padelPrices ? quoteSlots(padelPrices, selection.slots) : null;
  const advance = cardAdvance(quote, settings.cardPayments, walkIn);
  // The venue may require the advance by card (docs/venue-settings.md#enforcement).
  const onlyCard = cardOnly(advance, settings);
  const payByCard = advance !== null && (onlyCard || paymentType === 'PayViaCard');

  // Start keyboard and screen-reader users at the top of the new step.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const change = (field: DetailsField, value: string) => {
    onDetailsChange({ ...details, [field]: value });
    if (field === 'phoneNumber') {
      // docs/bookings.md#form-checks: the phone is checked as it is typed, once the visitor has
      // left it or typed it all.
      const ready = phoneTouched || phoneTyped(value);
      setErrors((current) => ({
        ...current,
        phoneNumber: ready ? phoneMessage(value) : undefined,
      }));
    } else if (errors[field]) {
      setErrors((current) => ({ ...current, [field]: undefined }));
    }
  };

  const focusField = (field: DetailsField) => {
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (createBooking.isPending) return;
    const found = detailsErrors(details, selection.type);
    const first = DETAILS_FIELDS.find((field) => found[field]);
    if (first) {
      setErrors(found);
      setPhoneTouched(true);
      focusField(first);
      return;
    }
    setErrors({});
    const guests = guestsToSend(details.numberOfGuests, selection.type) as number;
    const body: CreateBookingRequest = {
      bookingType: selection.type,
      selectedDate: selection.date,
      selectedSlots: selection.slots,
      customerName: details.customerName.trim(),
      email: details.email.trim(),
      // Sent the one way it is kept, however it was typed (docs/bookings.md#form-checks).
      phoneNumber: normalizePhone(details.phoneNumber),
      numberOfGuests: guests,
      customer_instruction: details.customer_instruction.trim(),
      sessionId: bookingSessionId(),
      walkInTicket: walkInTicket(),
      ...(isPadel ? { selectedCourt: selection.court } : {}),
      ...(quote ? { amount: quote.total, unit_amount: quote.unitAmount } : {}),
      ...(advance !== null ? { paymentType: payByCard ? 'PayViaCard' : 'PayLater' } : {}),
    };
    createBooking.run(body).then(
      (result) => {
        if (result.kind === 'created' && result.checkoutUrl) {
          // The booking holds its slots while the customer pays the advance.
          setPaying(result.checkoutUrl);
          goToPayment(result.checkoutUrl);
          return;
        }
        if (result.kind === 'created') {
          const receipt: BookingReceipt = {
            accessToken: result.accessToken,
            booking: result.booking,
          };
          saveReceipt(receipt);
          void navigate('/thank-you', { state: receipt });
          return;
        }
        const refusal: BookingRefusal = {
          code: result.code,
          bookingType: selection.type,
          selectedDate: selection.date,
          customerName: body.customerName ?? '',
          email: body.email ?? '',
        };
        saveRefusal(refusal);
        void navigate('/booking-not-confirmed', { state: refusal });
      },
      (error: unknown) => {
        // The venue changed its prices meanwhile: load the day's prices again, so the summary
        // shows the new total behind the prompt that says so (docs/prices.md#server-computes).
        if (error instanceof ApiRequestError && error.code === 'PRICE_MISMATCH') onPricesStale();
        setErrors(serverFieldErrors(error, DETAILS_FIELDS));
        setFailure(bookingFailureMessage(error, body.paymentType === 'PayViaCard'));
      },
    );
  };

  if (paying) {
    return (
      <MantineScope>
        <PaymentRedirect url={paying} note="Your slots are held while you pay the advance." />
      </MantineScope>
    );
  }

  const guestsHelp = isPadel
    ? `1 to ${PADEL_MAX_GUESTS} players.`
    : 'How many people are coming (1 when left empty).';

  return (
    <MantineScope>
      <Stack gap="md">
        <Paper withBorder p="md" component="section" aria-labelledby={summaryId}>
          <Title order={2} size="h4" id={summaryId} ref={headingRef} tabIndex={-1} mb="sm">
            BOOKING SUMMARY
          </Title>
          <BookingFacts
            type={selection.type}
            court={selection.court}
            date={selection.date}
            slots={selection.slots}
          />
          {quote && <PriceBreakdown lines={quote.lines} total={quote.total} />}
        </Paper>

        <Paper
          withBorder
          p="md"
          component="form"
          ref={formRef}
          noValidate
          onSubmit={handleSubmit}
          aria-labelledby={personalId}
        >
          <Title order={2} size="h4" id={personalId} mb="sm">
            PERSONAL INFORMATION
          </Title>
          <Stack gap="sm">
            <TextInput
              label="Customer Name"
              name="customerName"
              autoComplete="name"
              withAsterisk
              maxLength={PERSON_NAME_MAX}
              value={details.customerName}
              onChange={(event) => change('customerName', event.currentTarget.value)}
              error={errors.customerName}
            />
            <TextInput
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              withAsterisk
              maxLength={EMAIL_MAX}
              value={details.email}
              onChange={(event) => change('email', event.currentTarget.value)}
              error={errors.email}
            />
            <TextInput
              label="Phone"
              name="phoneNumber"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="03XXXXXXXXX"
              description="A mobile number: 0321 1234567 or +92 321 1234567."
              withAsterisk
              value={details.phoneNumber}
              onChange={(event) => change('phoneNumber', event.currentTarget.value)}
              onBlur={(event) => {
                setPhoneTouched(true);
                const message = phoneMessage(event.currentTarget.value);
                setErrors((current) => ({ ...current, phoneNumber: message }));
              }}
              error={errors.phoneNumber}
            />
            <TextInput
              label="Guests"
              name="numberOfGuests"
              type="number"
              inputMode="numeric"
              min={1}
              max={isPadel ? PADEL_MAX_GUESTS : undefined}
              step={1}
              placeholder={isPadel ? undefined : '1'}
              description={guestsHelp}
              withAsterisk={isPadel}
              value={details.numberOfGuests}
              onChange={(event) => change('numberOfGuests', event.currentTarget.value)}
              error={errors.numberOfGuests}
            />
            <Textarea
              label="Instructions (optional)"
              name="customer_instruction"
              rows={3}
              maxLength={INSTRUCTION_MAX}
              value={details.customer_instruction}
              onChange={(event) => change('customer_instruction', event.currentTarget.value)}
              error={errors.customer_instruction}
            />
            {advance !== null && (
              <Radio.Group
                label="Payment"
                name="paymentType"
                description={onlyCard ? VENUE_RULE_MESSAGES.cardOnlyNote : undefined}
                value={payByCard ? 'PayViaCard' : 'PayLater'}
                onChange={(value) => setPaymentType(value as OnlinePaymentChoice)}
              >
                <Stack gap="sm" mt="xs">
                  <Radio
                    value="PayViaCard"
                    label={cardChoiceLabel(advance)}
                    description="On a secure payment page. Your slots are held while you pay."
                  />
                  {!onlyCard && (
                    <Radio
                      value="PayLater"
                      label="Pay at the venue"
                      description="Pay the whole amount when you come to play."
                    />
                  )}
                </Stack>
              </Radio.Group>
            )}
            <Group justify="space-between" mt="xs">
              <Button
                type="button"
                variant="default"
                onClick={onBack}
                disabled={createBooking.isPending}
              >
                BACK
              </Button>
              <Button type="submit" disabled={createBooking.isPending}>
                {createBooking.isPending
                  ? 'Processing...'
                  : payByCard
                    ? 'CONFIRM AND PAY'
                    : 'CONFIRM'}
              </Button>
            </Group>
          </Stack>
        </Paper>

        {/* Compound parts: Mantine's modal header is a <header>, a second banner landmark. */}
        <Modal.Root opened={failure !== null} onClose={() => setFailure(null)} centered>
          <Modal.Overlay />
          <Modal.Content>
            <Modal.Header {...{ component: 'div' }}>
              <Modal.Title fw={700}>Booking failed</Modal.Title>
            </Modal.Header>
            <Modal.Body>
              <Stack gap="md">
                <Text>{failure}</Text>
                <Group justify="flex-end">
                  <Button type="button" onClick={() => setFailure(null)}>
                    Close
                  </Button>
                </Group>
              </Stack>
            </Modal.Body>
          </Modal.Content>
        </Modal.Root>
      </Stack>
    </MantineScope>
  );
}
