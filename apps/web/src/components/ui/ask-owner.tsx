import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Group, Stack, Textarea } from '@mantine/core';
import {
  APP_ROUTES,
  OWNER_APPROVAL_LIMITS,
  OWNER_APPROVAL_MESSAGES,
  routePath,
  type OwnerApprovalRequest,
} from '@padel/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { failureMessage } from '@/lib/failure-message';
import { useAskOwner } from '@/lib/owner-approvals';
import { useFormSubmit } from '@/lib/use-form-submit';

/**
 * Alert titles and links dark enough for WCAG AA on the alerts' light backgrounds (Mantine's
 * green-9 and yellow-9 are not).
 */
const SENT_TEXT = '#14532d';
const ASK_TEXT = '#713f12';

/** What to ask for: the request of an approval without its reason, which the form asks. */
export type OwnerAsk = OwnerApprovalRequest extends infer R
  ? R extends OwnerApprovalRequest
    ? Omit<R, 'reason'>
    : never
  : never;

/**
 * Shown where the server refused staff what is the owner's (docs/prices.md#owner-prices): its
 * reason, a box for why, and Ask the owner; once sent, "Sent to the owner for approval" and where
 * the answer will be.
 */
export function AskOwner({ ask, refusal }: { ask: OwnerAsk; refusal: string }) {
  const askOwner = useAskOwner();
  const [reason, setReason] = useState('');
  const submit = useFormSubmit({
    fields: ['reason'] as const,
    check: () => ({
      reason: reason.trim() ? undefined : OWNER_APPROVAL_MESSAGES.reasonRequired,
    }),
    send: () => askOwner.mutateAsync({ ...ask, reason } as OwnerApprovalRequest),
    // Once sent, the alert says so (`askOwner.isSuccess`).
    onSent: () => undefined,
    // Said under the reason.
    failureMessage: () => undefined,
    failureFields: (failure) => ({
      reason: failureMessage(failure, 'The request was not sent.'),
    }),
  });

  if (askOwner.isSuccess) {
    return (
      <Alert
        color="green"
        role="status"
        title="Sent to the owner"
        styles={{ title: { color: SENT_TEXT } }}
      >
        <Stack gap={4}>
          {askOwner.data.message}
          <Anchor
            component={Link}
            to={routePath(APP_ROUTES.approvals)}
            fw={600}
            underline="always"
            style={{ color: SENT_TEXT }}
          >
            See your requests
          </Anchor>
        </Stack>
      </Alert>
    );
  }

  return (
    <Alert color="yellow" title="The owner's to approve" styles={{ title: { color: ASK_TEXT } }}>
      <form onSubmit={submit.onSubmit} noValidate>
        <Stack gap="sm">
          {refusal}
          <Textarea
            label="Why (for the owner)"
            required
            autosize
            minRows={2}
            maxLength={OWNER_APPROVAL_LIMITS.reasonMax}
            value={reason}
            error={submit.errors.reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={submit.pending}>
              Ask the owner
            </Button>
          </Group>
        </Stack>
      </form>
    </Alert>
  );
}
