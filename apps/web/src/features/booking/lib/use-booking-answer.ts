import type { CreateBookingRequest } from '@padel/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { goToPayment } from '@/lib/checkout-status';
import type { CreateBookingResult } from '../api/create-booking';
import {
  saveReceipt,
  saveRefusal,
  type BookingReceipt,
  type BookingRefusal,
} from './booking-storage';
import type { ConfirmedSelection } from './selection';

/**
 * Where step 2 goes once the server answered (docs/screens.md#booking-form): a card booking to the
 * provider's payment page (`paying` is its address meanwhile), a 201 to the thank-you page, a 409
 * to booking-not-confirmed. The pages read what they show from storage too, so a reload keeps it.
 */
export function useBookingAnswer(selection: ConfirmedSelection) {
  const navigate = useNavigate();
  const [paying, setPaying] = useState<string | null>(null);

  const onAnswer = (result: CreateBookingResult, request: CreateBookingRequest) => {
    if (result.kind === 'created' && result.checkoutUrl) {
      // The booking holds its slots while the customer pays the advance.
      setPaying(result.checkoutUrl);
      goToPayment(result.checkoutUrl);
      return;
    }
    if (result.kind === 'created') {
      const receipt: BookingReceipt = { accessToken: result.accessToken, booking: result.booking };
      saveReceipt(receipt);
      void navigate('/thank-you', { state: receipt });
      return;
    }
    const refusal: BookingRefusal = {
      code: result.code,
      bookingType: selection.type,
      selectedDate: selection.date,
      customerName: request.customerName ?? '',
      email: request.email ?? '',
    };
    saveRefusal(refusal);
    void navigate('/booking-not-confirmed', { state: refusal });
  };

  return { paying, onAnswer };
}
