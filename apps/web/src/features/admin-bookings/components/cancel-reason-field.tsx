import '@mantine/core/styles/Input.css';
import { Textarea } from '@mantine/core';

/** The reason textarea of both cancel dialogs (list and detail); each decides what blank means. */
export function CancelReasonField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <Textarea
      label="Reason for cancellation"
      description="The customer is told this reason."
      required
      autosize
      minRows={3}
      maxRows={8}
      maxLength={1000}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-autofocus
    />
  );
}
