import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import {
  HOLD_BUDGET_FULL,
  HOLD_BUDGET_MESSAGES,
  isOneOf,
  NETWORK_BUSY,
  type PublicSettings,
} from '@padel/contracts';
import { useId, useState } from 'react';
import { MantineScope } from '@/components/ui/mantine-scope';
import { PaymentRedirect } from '@/components/ui/payment-redirect';
import { isErrorCode, type ApiRequestError } from '@/lib/api-client';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useFetch } from '@/lib/use-fetch';
import { useCreateBooking } from '../api/create-booking';
import { getQuote } from '../api/get-quote';
import { bookingRequest } from '../lib/booking-request';
import { detailsErrors, phoneMessage, phoneTyped } from '../lib/details';
import { DETAILS_FIELDS, type Details, type DetailsField } from '../lib/details-fields';
import { bookingFailureMessage, cardAdvance, cardOnly } from '../lib/payment-choice';
import { quoteRequest } from '../lib/quote-request';
import { type ConfirmedSelection } from '../lib/selection';
import { quoteSlots } from '../lib/slot-prices';
import { useBookingAnswer } from '../lib/use-booking-answer';
import { BookingFailedPrompt } from './booking-failed-prompt';
import { CardPaymentChoice, type PaymentChoice } from './card-payment-choice';
import { HoldBudgetNotice } from './hold-budget-notice';
import { PersonalFields } from './personal-fields';
import { SummarySection } from './summary-section';

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

/**
 * Refused for room online holds take: the day's budget is spent, or the customer's network's
 * holds await their codes (ADR 070). Either names what still books: the card, or the venue.
 */
const isBudgetFull = (error: unknown): error is ApiRequestError & { serverMessage: string } =>
  isErrorCode(error, HOLD_BUDGET_FULL, NETWORK_BUSY) && error.serverMessage !== undefined;
/** The refusals after which only the card books. */
const CARD_STILL_BOOKS: readonly string[] = [
  HOLD_BUDGET_MESSAGES.full(true),
  HOLD_BUDGET_MESSAGES.networkFull(true),
  HOLD_BUDGET_MESSAGES.networkBusy(true),
];

/**
 * Step 2 of the booking flow (see docs/screens.md#booking-form): BOOKING SUMMARY and PERSONAL
 * INFORMATION, the payment choice when card payments are on, BACK and CONFIRM. A 201 goes to the
 * thank-you page, or for a card booking to the provider's payment page; a 409 to
 * booking-not-confirmed; past the day's budget of unverified holds, a notice with the venue's
 * phone and WhatsApp, and the card as the one choice where card payments are on; anything else
 * (card payment unavailable or the provider down included) opens the Booking failed prompt (see
 * docs/screens.md#booking-form).
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
  const createBooking = useCreateBooking();
  const answer = useBookingAnswer(selection);
  const [phoneTouched, setPhoneTouched] = useState(false);
  // Pay at the venue unless the customer chooses the card (see docs/payments.md#card-payments).
  const [paymentType, setPaymentType] = useState<PaymentChoice>('PayLater');
  // The day's budget of unverified holds is spent (docs/security.md#calendar-fill): the server's
  // words, and from then on only the card where it still books.
  const [budgetFull, setBudgetFull] = useState<string>();
  const personalId = useId();

  // The server's quote for the phone typed, so a member sees the member price before it is
  // charged (docs/prices.md#quotes). Until it comes, the last one, or the day's prices for anyone.
  const asked = quoteRequest(selection, details.phoneNumber);
  const serverQuote = useFetch(JSON.stringify(asked), (signal) =>
    asked ? getQuote(asked, signal) : Promise.resolve(null),
  );
  const dayQuote =
    selection.type === 'Padel' && padelPrices ? quoteSlots(padelPrices, selection.slots) : null;
  const quote = asked ? (serverQuote.data ?? serverQuote.lastData ?? dayQuote) : null;
  const advance = cardAdvance(quote, settings.cardPayments, walkIn);
  // The venue may require the advance by card (docs/venue-settings.md#enforcement).
  const onlyCard =
    cardOnly(advance, settings) ||
    (advance !== null && budgetFull !== undefined && CARD_STILL_BOOKS.includes(budgetFull));
  const payByCard = advance !== null && (onlyCard || paymentType === 'PayViaCard');
  // An advance by transfer, where the venue offers one (docs/payments.md#transfers).
  const transfer =
    quote && quote.advance > 0 && !walkIn && settings.transferMethods.length > 0
      ? { advance: quote.advance, methods: settings.transferMethods }
      : null;
  const transferMethod =
    !payByCard && transfer && isOneOf(transfer.methods, paymentType) ? paymentType : null;

  const submit = useFormSubmit({
    fields: DETAILS_FIELDS,
    check: () => {
      setPhoneTouched(true);
      return detailsErrors(details, selection.type);
    },
    send: async () => {
      const payment = transferMethod
        ? 'PayViaOnline'
        : advance === null
          ? null
          : payByCard
            ? 'PayViaCard'
            : 'PayLater';
      const request = {
        ...bookingRequest(selection, details, quote, payment),
        ...(transferMethod ? { transferMethod } : {}),
      };
      return { request, result: await createBooking.run(request) };
    },
    onSent: ({ request, result }) => answer.onAnswer(result, request),
    failureMessage: (error) =>
      isBudgetFull(error) ? undefined : bookingFailureMessage(error, payByCard),
    // The venue changed its prices meanwhile: load the day's prices again, so the summary shows
    // the new total behind the prompt that says so (docs/prices.md#server-computes).
    onFailed: (error) => {
      if (isBudgetFull(error)) setBudgetFull(error.serverMessage);
      if (isErrorCode(error, 'PRICE_MISMATCH')) {
        onPricesStale();
        serverQuote.retry();
      }
    },
    // The Booking failed prompt takes the focus.
    focusServerErrors: false,
  });

  const change = (field: DetailsField, value: string) => {
    onDetailsChange({ ...details, [field]: value });
    // docs/bookings.md#form-checks: the phone is checked as it is typed, once the visitor has
    // left it or typed it all.
    if (field === 'phoneNumber') {
      const ready = phoneTouched || phoneTyped(value);
      submit.setFieldError(field, ready ? phoneMessage(value) : undefined);
    } else if (submit.errors[field]) submit.setFieldError(field, undefined);
  };

  if (answer.paying) {
    return (
      <MantineScope>
        <PaymentRedirect
          url={answer.paying}
          note="Your slots are held while you pay the advance."
        />
      </MantineScope>
    );
  }

  return (
    <MantineScope>
      <Stack gap="md">
        <SummarySection selection={selection} quote={quote} />
        {budgetFull !== undefined && <HoldBudgetNotice message={budgetFull} contact={settings} />}
        <Paper
          withBorder
          p="md"
          component="form"
          noValidate
          onSubmit={submit.onSubmit}
          aria-labelledby={personalId}
        >
          <Title order={2} size="h4" id={personalId} mb="sm">
            PERSONAL INFORMATION
          </Title>
          <Stack gap="sm">
            <PersonalFields
              details={details}
              errors={submit.errors}
              isPadel={selection.type === 'Padel'}
              onChange={change}
              onPhoneBlur={(value) => {
                setPhoneTouched(true);
                submit.setFieldError('phoneNumber', phoneMessage(value));
              }}
            />
            {(advance !== null || transfer !== null) && (
              <CardPaymentChoice
                advance={advance}
                transfer={transfer}
                onlyCard={onlyCard}
                value={payByCard ? 'PayViaCard' : (transferMethod ?? 'PayLater')}
                onChange={setPaymentType}
              />
            )}
            <Group justify="space-between" mt="xs">
              <Button type="button" variant="default" onClick={onBack} disabled={submit.pending}>
                BACK
              </Button>
              <Button type="submit" disabled={submit.pending}>
                {submit.pending ? 'Processing...' : payByCard ? 'CONFIRM AND PAY' : 'CONFIRM'}
              </Button>
            </Group>
          </Stack>
        </Paper>
        <BookingFailedPrompt message={submit.failure} onClose={submit.clearFailure} />
      </Stack>
    </MantineScope>
  );
}
