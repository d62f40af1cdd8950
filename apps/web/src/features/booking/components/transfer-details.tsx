import type { CustomerBooking, TransferAccounts } from '@padel/contracts';
import { TransferPanel } from '@/components/ui/transfer-panel';
import { useUploadTransferReceipt } from '../api/upload-transfer-receipt';

/** A booking's advance by transfer (docs/payments.md#transfers): what to send, and the receipt. */
export function TransferDetails({
  token,
  booking,
  accounts,
  venueWhatsapp,
  onUploaded,
}: {
  token: string;
  booking: CustomerBooking;
  accounts: TransferAccounts | undefined;
  venueWhatsapp: string | undefined;
  onUploaded: (booking: CustomerBooking) => void;
}) {
  const upload = useUploadTransferReceipt();
  if (!booking.transfer) return null;
  return (
    <TransferPanel
      transfer={booking.transfer}
      accounts={accounts}
      venueWhatsapp={venueWhatsapp}
      amountName="the advance"
      heldNote="Your slots are held until then."
      upload={async (image) => {
        const answer = await upload.run(token, image);
        onUploaded(answer.booking);
        return answer.message;
      }}
    />
  );
}
