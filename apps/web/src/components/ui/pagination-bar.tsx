import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Input.css';
import { Group, NativeSelect, Pagination, Text } from '@mantine/core';

interface PaginationBarProps {
  page: number;
  pageSize: number;
  total: number;
  /** The page the rows on screen belong to (the chosen one once it has loaded). */
  shown: { page: number; pageSize: number; count: number };
  /** What the rows are, for an empty page ("bookings": "No bookings"). */
  itemsLabel: string;
  onPageChange: (page: number) => void;
  /** The page sizes to choose from; without them there is no selector. */
  pageSizes?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
}

/**
 * Page numbers, previous/next and, where a list offers it, the page-size selector of a paged admin
 * list (see docs/api.md#lists; docs/screens.md#booking-list, docs/screens.md#notification-log).
 */
export function PaginationBar({
  page,
  pageSize,
  total,
  shown,
  itemsLabel,
  onPageChange,
  pageSizes,
  onPageSizeChange,
}: PaginationBarProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (shown.page - 1) * shown.pageSize + 1;
  const last = first + shown.count - 1;
  return (
    <Group justify="space-between" gap="md" wrap="wrap">
      <Text size="sm" aria-live="polite">
        {shown.count === 0 ? `No ${itemsLabel}` : `Showing ${first}–${last} of ${total}`}
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
        {pageSizes && onPageSizeChange && (
          <NativeSelect
            label="Rows per page"
            size="xs"
            w={130}
            value={String(pageSize)}
            onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
            data={pageSizes.map(String)}
          />
        )}
      </Group>
    </Group>
  );
}
