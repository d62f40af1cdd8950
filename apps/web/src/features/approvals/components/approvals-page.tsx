import { Paper, Stack, Text, Title } from '@mantine/core';
import { LoadError } from '@/components/ui/load-error';
import { LoadingStatus } from '@/components/ui/loading-status';
import { sessionCan } from '@/lib/access';
import { serverMessageOf } from '@/lib/failure-message';
import { usePageTitle } from '@/lib/use-page-title';
import { useApprovals } from '../api/approvals';
import { ApprovalCard } from './approval-card';

/**
 * Approvals (docs/screens.md#approvals, docs/prices.md#owner-prices): the owner sees every
 * request from staff, waiting ones first, and approves or declines; a staff member sees their own
 * requests and the owner's answers.
 */
export function ApprovalsPage() {
  usePageTitle('Approvals');
  const owner = sessionCan('owner-prices');
  const approvals = useApprovals();

  const body = () => {
    if (approvals.isPending) return <LoadingStatus label="Loading requests..." />;
    if (approvals.isError && !approvals.data) {
      return (
        <LoadError
          title="Could not load the requests"
          message={serverMessageOf(approvals.error) ?? 'Failed to fetch requests.'}
          onRetry={() => void approvals.refetch()}
        />
      );
    }
    if (approvals.data.length === 0) {
      return (
        <Paper withBorder p="lg">
          <Text role="status">No requests yet.</Text>
        </Paper>
      );
    }
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {approvals.data.map((approval) => (
          <ApprovalCard key={approval.id} approval={approval} canAnswer={owner} />
        ))}
      </Stack>
    );
  };

  return (
    <Stack gap="md" maw={820}>
      <Title order={1} size="h2">
        Approvals
      </Title>
      <Text size="sm">
        {owner
          ? "Staff's requests for a price below the venue's prices or the member tag. Approving does it now, at that price."
          : 'Your requests to the owner, and the answers.'}
      </Text>
      {body()}
    </Stack>
  );
}
