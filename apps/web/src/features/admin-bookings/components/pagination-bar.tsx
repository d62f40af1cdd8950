import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Input.css';
import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { BOOKING_LIST_PAGE_SIZES } from '@padel/contracts';

interface PaginationBarProps {
  page: number;
  pageSize: number;
  total: number;
  /** The page the rows on screen belong to (the chosen one once it has loaded). */
  shown: { page: number; pageSize: number; count: number };
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * Page numbers, previous/next and the page-size selector (see docs/screens.md#booking-list: 15; 20,
 * 30, 40).
 */
export function PaginationBar({
  page,
  pageSize,
  total,
  shown,
  onPageChange,
  onPageSizeChange,
}: PaginationBarProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (shown.page - 1) * shown.pageSize + 1;
  const last = first + shown.count - 1;
  return (
    <Group justify="space-between" gap="md" wrap="wrap">
      <Text size="sm" aria-live="polite">
        {shown.count === 0 ? 'No bookings' : `Showing ${first}–${last} of ${total}`}
      </Text>
      <Group gap="md" wrap="wrap">
        <nav aria-label="Pages">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPageChange}
            siblings={1}
            boundaries={1}
            size="sm"
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
            })}
          />
        </nav>
        <NativeSelect
          label="Rows per page"
          size="xs"
          w={130}
          value={String(pageSize)}
          onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
          data={BOOKING_LIST_PAGE_SIZES.map(String)}
        />
      </Group>
    </Group>
  );
}
