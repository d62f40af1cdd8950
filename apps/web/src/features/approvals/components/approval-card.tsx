import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import { Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import {
  OWNER_APPROVAL_LABELS,
  OWNER_APPROVAL_LIMITS,
  OWNER_APPROVAL_STATUS_LABELS,
  type OwnerApproval,
  type OwnerApprovalStatus,
} from '@padel/contracts';
import { useState } from 'react';
import { formatVenueDateTime } from '@/lib/venue-time';
import { notifyFailure } from '@/lib/failure-message';
import { notifications } from '@mantine/notifications';
import { useAnswerApproval } from '../api/approvals';

const STATUS_COLORS: Record<OwnerApprovalStatus, string> = {
  pending: 'yellow.2',
  approved: 'green.2',
  declined: 'red.2',
};

/** The owner's Approve and Decline (with an optional note for the staff member who asked). */
function OwnerAnswer({ approval }: { approval: OwnerApproval }) {
  const answer = useAnswerApproval();
  const [note, setNote] = useState('');
  const send = (kind: 'approve' | 'decline') =>
    answer.mutate(
      { id: approval.id, answer: kind, note },
      {
        onSuccess: (done) => notifications.show({ color: 'green', message: done.message }),
        onError: (error) =>
          notifyFailure(error, kind === 'approve' ? 'Not approved.' : 'Not declined.'),
      },
    );
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Note for the staff member (optional)"
        maxLength={OWNER_APPROVAL_LIMITS.noteMax}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        style={{ flex: '1 1 16rem' }}
      />
      <Button
        color="red"
        variant="outline"
        onClick={() => send('decline')}
        disabled={answer.isPending}
      >
        Decline
      </Button>
      <Button onClick={() => send('approve')} loading={answer.isPending}>
        Approve
      </Button>
    </Group>
  );
}

/**
 * One request to the owner (docs/screens.md#approvals): what, for whom, by whom and why, and how
 * it was answered; the owner answers a waiting one here.
 */
export function ApprovalCard({
  approval,
  canAnswer,
}: {
  approval: OwnerApproval;
  canAnswer: boolean;
}) {
  const decided = approval.decidedAt && approval.decidedBy;
  return (
    <Paper withBorder p="md" component="li" aria-label={`Request ${approval.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{OWNER_APPROVAL_LABELS[approval.kind]}</Text>
          <Badge color={STATUS_COLORS[approval.status]} autoContrast>
            {OWNER_APPROVAL_STATUS_LABELS[approval.status]}
          </Badge>
        </Group>
        <Text>{approval.summary}</Text>
        {approval.customerName && (
          <Text size="sm">
            For {approval.customerName} ({approval.phone})
          </Text>
        )}
        <Text size="sm">
          Asked by {approval.requestedBy}, {formatVenueDateTime(approval.requestedAt)}: “
          {approval.reason}”
        </Text>
        {decided && (
          <Text size="sm">
            {OWNER_APPROVAL_STATUS_LABELS[approval.status]} by {approval.decidedBy},{' '}
            {formatVenueDateTime(approval.decidedAt!)}
            {approval.note ? `: “${approval.note}”` : ''}
            {approval.outcome ? `. ${approval.outcome}.` : ''}
          </Text>
        )}
        {canAnswer && approval.status === 'pending' && <OwnerAnswer approval={approval} />}
      </Stack>
    </Paper>
  );
}
