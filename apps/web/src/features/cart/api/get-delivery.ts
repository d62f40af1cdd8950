import { offeredTransferMethods } from '@padel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Delivery } from '../lib/delivery-area';

export const deliveryQueryKey = ['delivery'] as const;

/**
 * GET /api/settings, for its delivery fee and area and the venue's address and WhatsApp: staff
 * change them on the Settings screen, so the cart reads them rather than a value fixed when the
 * page loaded, and the total it sends is the one the server charges (see docs/cafe.md#order-totals,
 * docs/venue-settings.md#contact).
 */
export async function getDelivery(signal?: AbortSignal): Promise<Delivery> {
  const settings = await apiRequest('/settings', {
    signal,
    auth: false,
    devSchema: (contracts) => contracts.publicSettingsSchema,
  });
  return {
    fee: settings.deliveryFee,
    area: settings.deliveryArea,
    address: settings.venueAddress,
    whatsapp: settings.venueWhatsapp,
    transferMethods: offeredTransferMethods(settings),
    transferAccounts: settings.transferAccounts,
  };
}

export function useDelivery() {
  return useQuery({ queryKey: deliveryQueryKey, queryFn: ({ signal }) => getDelivery(signal) });
}
