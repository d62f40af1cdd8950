import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Input.css';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  auditChangeLines,
  AUDIT_ACTOR_LABELS,
  AUDIT_ACTOR_TYPES,
  AUDIT_ENTITIES,
  AUDIT_ENTITY_LABELS,
  isOneOf,
  type AuditQuery,
} from '@padel/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { ApiRequestError } from '@/lib/api-client';
import { actorText, auditLogQueryOptions, recordText } from '@/lib/audit-log';
import { usePageTitle } from '@/lib/use-page-title';
import { formatVenueDateTime } from '@/lib/venue-time';

/** The filters the address keeps. */
type Filter = 'entity' | 'entityId' | 'actorType' | 'from' | 'to';

/** The filters and page from the address, so Back and a shared link keep them. */
function readQuery(params: URLSearchParams): { query: AuditQuery; page: number } {
  const text = (name: Filter) => params.get(name) || undefined;
  const entity = text('entity');
  const actorType = text('actorType');
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked > 0 ? asked : 1;
  const query: AuditQuery = {
    // A kind of record or actor the log does not know is no filter, as on the other lists.
    entity: isOneOf(AUDIT_ENTITIES, entity) ? entity : undefined,
    entityId: text('entityId'),
    actorType: isOneOf(AUDIT_ACTOR_TYPES, actorType) ? actorType : undefined,
    from: text('from'),
    to: text('to'),
    page: String(page),
  };
  return { query, page };
}

/**
 * The audit log (see docs/screens.md#audit-log): every change, newest first — when, who, which
 * record, what was done and what changed — filtered by record, who and venue dates.
 */
export function AuditLogPage() {
  usePageTitle('Audit log');
  const [params, setParams] = useSearchParams();
  const { query, page } = readQuery(params);
  const log = useQuery(auditLogQueryOptions(query));

  const update = (name: Filter | 'page', value: string | number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '' || (name === 'page' && value === 1)) next.delete(name);
        else next.set(name, String(value));
        if (name !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );

  let content;
  if (log.isPending) {
    content = (
      <Stack gap="xs" role="status">
        <VisuallyHidden>Loading the audit log...</VisuallyHidden>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={48} />
        ))}
      </Stack>
    );
  } else if (log.isError && !log.data) {
    const message =
      log.error instanceof ApiRequestError && log.error.serverMessage
        ? log.error.serverMessage
        : 'Failed to fetch the audit log.';
    content = (
      <Alert color="red" title="Could not load the audit log">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{message}</Text>
          <Button size="xs" variant="outline" color="red" onClick={() => void log.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (log.data.entries.length === 0) {
    content = (
      <Paper withBorder p="lg">
        <Text role="status">No changes match these filters.</Text>
      </Paper>
    );
  } else {
    content = (
      <Stack
        gap="xs"
        component="ol"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-busy={log.isFetching}
      >
        {log.data.entries.map((entry) => (
          <Paper key={entry.id} withBorder p="sm" component="li">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text fw={600} size="sm">
                {entry.entity === 'booking' && entry.entityId ? (
                  <Anchor component={Link} to={`/booking-detail/${entry.entityId}`}>
                    {recordText(entry)}
                  </Anchor>
                ) : (
                  recordText(entry)
                )}{' '}
                · {entry.action}
              </Text>
              <Text size="sm" c="dimmed">
                {formatVenueDateTime(entry.at)} · {actorText(entry)}
              </Text>
            </Group>
            {/* One line per changed field: a settings change may touch several. */}
            {auditChangeLines(entry.before, entry.after).map((line) => (
              <Text key={line} size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                {line}
              </Text>
            ))}
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Audit log
        </Title>
        <Text mt={4}>
          Every change to bookings, orders, the menu, admins and settings, newest first.
        </Text>
      </div>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label="Record"
          value={query.entity ?? ''}
          onChange={(event) => update('entity', event.currentTarget.value)}
          data={[
            { value: '', label: 'All' },
            ...AUDIT_ENTITIES.map((entity) => ({
              value: entity,
              label: AUDIT_ENTITY_LABELS[entity],
            })),
          ]}
        />
        <TextInput
          label="Record id"
          w={120}
          value={query.entityId ?? ''}
          onChange={(event) => update('entityId', event.currentTarget.value.trim())}
        />
        <NativeSelect
          label="Who"
          value={query.actorType ?? ''}
          onChange={(event) => update('actorType', event.currentTarget.value)}
          data={[
            { value: '', label: 'Anyone' },
            ...AUDIT_ACTOR_TYPES.map((type) => ({ value: type, label: AUDIT_ACTOR_LABELS[type] })),
          ]}
        />
        <TextInput
          type="date"
          label="From"
          value={query.from ?? ''}
          onChange={(event) => update('from', event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="To"
          value={query.to ?? ''}
          onChange={(event) => update('to', event.currentTarget.value)}
        />
      </Group>
      {content}
      {log.data && log.data.total > 0 && (
        <PaginationBar
          page={page}
          pageSize={log.data.pageSize}
          total={log.data.total}
          shown={{
            page,
            pageSize: log.data.pageSize,
            count: log.data.entries.length,
          }}
          itemsLabel="changes"
          onPageChange={(page) => update('page', page)}
        />
      )}
    </Stack>
  );
}
