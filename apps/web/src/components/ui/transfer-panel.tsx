import { Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  formatPrice,
  MOVEMENT_METHOD_WORDS,
  TRANSFER_MESSAGES,
  TRANSFER_RECEIPT_RULES,
  transferDetails,
  type CustomerTransfer,
  type TransferAccounts,
} from '@padel/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { readAsDataUrl } from '@/lib/data-url';
import { formatVenueDateTime, formatVenueTime, venueToday } from '@/lib/venue-time';

/** A detail to type into the banking app, with its copy button; `shown` when it reads otherwise. */
function CopyRow({ label, value, shown }: { label: string; value: string; shown?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <div>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fw={600} style={{ wordBreak: 'break-all' }}>
          {shown ?? value}
        </Text>
      </div>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          // Dark on white: the light variant's hovered tint takes its label below WCAG AA.
          <Button size="xs" variant="default" onClick={copy} aria-label={`Copy ${label}`}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * "Transfer to check" (docs/payments.md#transfers), for a booking's advance or a café order: the
 * amount to send, the venue's account details and the reference with copy buttons, and the
 * receipt upload; or a WhatsApp message.
 */
export function TransferPanel({
  transfer,
  accounts,
  venueWhatsapp,
  amountName,
  heldNote,
  upload,
}: {
  transfer: CustomerTransfer;
  accounts: TransferAccounts | undefined;
  venueWhatsapp: string | undefined;
  /** What is sent: "the advance", "the total". */
  amountName: string;
  /** What waits meanwhile: "Your slots are held until then." */
  heldNote: string;
  /** Sends the receipt as a data URL; answers the server's message. */
  upload: (image: string) => Promise<string>;
}) {
  const [message, setMessage] = useState<{ text: string; ok: boolean }>();
  const [pending, setPending] = useState(false);
  const headingId = useId();
  if (!transfer.transferBy) return null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > TRANSFER_RECEIPT_RULES.maxBytes) {
      setMessage({ text: TRANSFER_MESSAGES.receiptTooLarge, ok: false });
      return;
    }
    setPending(true);
    try {
      setMessage({ text: await upload(await readAsDataUrl(file)), ok: true });
    } catch (error) {
      const text =
        error instanceof ApiRequestError ? error.serverMessage : TRANSFER_MESSAGES.badReceipt;
      setMessage({ text: text ?? TRANSFER_MESSAGES.badReceipt, ok: false });
    } finally {
      setPending(false);
    }
  };
  // In the venue's time, whatever the phone's zone; with its date when the hold ends on another
  // day (a long TRANSFER_HOLD_MINUTES).
  const until =
    venueToday(new Date(transfer.transferBy)) === venueToday()
      ? formatVenueTime(transfer.transferBy)
      : formatVenueDateTime(transfer.transferBy);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {TRANSFER_MESSAGES.toCheck}
        </Title>
        <Text>
          Send {amountName} by {MOVEMENT_METHOD_WORDS[transfer.method]} before {until} (venue time),
          then upload the receipt. {heldNote}
        </Text>
        <CopyRow
          label="Amount (PKR)"
          value={String(transfer.amount)}
          shown={formatPrice(transfer.amount)}
        />
        {accounts &&
          transferDetails(accounts, transfer.method).map((line) => (
            <CopyRow key={line.label} label={line.label} value={line.value} />
          ))}
        <CopyRow label="Reference" value={transfer.reference} />
        <Text size="sm">
          Write {transfer.reference} as the reference; {formatPrice(transfer.amount)} exactly.
        </Text>
        <div>
          <Text component="label" htmlFor={`${headingId}-file`} fw={600} size="sm">
            {transfer.receiptUploaded ? 'Replace the receipt' : 'Upload the receipt'} (JPEG, PNG or
            WebP, up to 5 MB)
          </Text>
          <input
            id={`${headingId}-file`}
            type="file"
            accept={TRANSFER_RECEIPT_RULES.acceptedTypes.join(',')}
            onChange={(event) => void choose(event)}
            disabled={pending}
            style={{ display: 'block', marginTop: 4, maxWidth: '100%' }}
          />
        </div>
        {transfer.receiptUploaded && !message && <Text>{TRANSFER_MESSAGES.receiptSaved}</Text>}
        {message && (
          <Text role={message.ok ? 'status' : 'alert'} c={message.ok ? undefined : 'red.8'}>
            {message.text}
          </Text>
        )}
        {venueWhatsapp && (
          <Text size="sm">
            Or send the receipt on{' '}
            <a
              href={`https://wa.me/${venueWhatsapp}?text=${encodeURIComponent(`Receipt for ${transfer.reference}`)}`}
            >
              WhatsApp
            </a>
            .
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
