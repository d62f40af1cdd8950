import type { CustomerBooking } from '@padel/contracts';
import { apiRequest } from '@/lib/api-client';
import { useAction } from '../lib/use-action';

/**
 * POST /api/my-booking/{token}/transfer-receipt (docs/payments.md#transfers): the receipt as a
 * data URL; answers the booking as it now is, or a 400 in the server's words.
 */
export function uploadTransferReceipt(
  token: string,
  image: string,
): Promise<{ message: string; booking: CustomerBooking }> {
  return apiRequest(`/my-booking/${encodeURIComponent(token)}/transfer-receipt`, {
    method: 'POST',
    auth: false,
    body: { image },
    devSchema: (contracts) => contracts.customerBookingAnswerSchema,
  });
}

export function useUploadTransferReceipt() {
  return useAction(uploadTransferReceipt);
}
