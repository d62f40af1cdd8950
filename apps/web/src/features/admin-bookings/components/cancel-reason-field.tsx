import '@mantine/core/styles/Input.css';
import { Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { CANCEL_REASON_MAX } from '@padel/contracts';

/** The reason textarea of both cancel dialogs (list and detail); each decides what blank means. */
export function CancelReasonField(inputProps: GetInputPropsReturnType) {
  return (
    <Textarea
      label="Reason for cancellation"
      description="The customer is told this reason."
      required
      autosize
      minRows={3}
      maxRows={8}
      maxLength={CANCEL_REASON_MAX}
      {...inputProps}
      data-autofocus
    />
  );
}
