import { slotLabel, type CreateBookingRequest } from '@padel/contracts';

/** A valid online padel booking request: one hour on Court 1; tests override what they vary. */
export function padelRequest(
  date: string,
  hour: number,
  overrides: Partial<CreateBookingRequest> = {},
): CreateBookingRequest {
  return {
    bookingType: 'Padel',
    selectedDate: date,
    selectedSlots: [slotLabel(hour)],
    selectedCourt: 'Court 1',
    customerName: 'Test Customer',
    email: 'customer@example.com',
    phoneNumber: '03001234567',
    numberOfGuests: 2,
    ...overrides,
  };
}
