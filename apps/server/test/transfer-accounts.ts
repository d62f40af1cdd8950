import type { VenueSettings } from '@padel/contracts';

/** A venue's receiving accounts for tests of payment by transfer (docs/payments.md#transfers). */
export const TRANSFER_ACCOUNTS: VenueSettings['transferAccounts'] = {
  bankName: 'Meezan Bank',
  accountTitle: 'Padel and Cafe Pvt Ltd',
  iban: 'PK36 MEZN 0001 2345 6789 0123',
  raastId: '03001234567',
  jazzcashNumber: '',
  easypaisaNumber: '',
};
