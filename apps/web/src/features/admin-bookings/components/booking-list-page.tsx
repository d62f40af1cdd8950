import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import {
  APP_ROUTES,
  BOOKING_LIST_PAGE_SIZES,
  BOOKING_STATUSES,
  BOOKING_TYPES,
  isIsoDate,
  isOneOf,
  routePath,
} from '@padel/contracts';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ExportButton } from '@/components/ui/export-button';
import { LoadingStatus } from '@/components/ui/loading-status';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { failureMessage } from '@/lib/failure-message';
import { SEARCH_DEBOUNCE_MS } from '@/lib/search-debounce';
import { usePageTitle } from '@/lib/use-page-title';
import { venueToday } from '@/lib/venue-time';
import { exportBookings } from '../api/export-bookings';
import { useBookingList, type BookingListParams } from '../api/get-booking-list';
import { useAddNewBookingLink } from '../api/get-walk-in-ticket';
import { useNewBookingAlert } from '../lib/new-booking-alert';
import { BookingCards } from './booking-cards';
import { BookingFilters } from './booking-filters';
import { BookingTable } from './booking-table';
import { useBookingActions } from './use-booking-actions';
import { EmptyDay } from './empty-day';

/**
 * Below 768 px the list shows cards (see docs/screens.md#booking-list: phones get a card layout).
 */
const PHONE_QUERY = '(max-width: 47.99em)';

function readParams(params: URLSearchParams, today: string): BookingListParams {
  const date = params.get('date') ?? '';
  const status = params.get('status') ?? '';
  const type = params.get('type') ?? '';
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    date: isIsoDate(date) ? date : today,
    search: params.get('search') ?? '',
    status: isOneOf(BOOKING_STATUSES, status) ? status : '',
    type: isOneOf(BOOKING_TYPES, type) ? type : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize:
      BOOKING_LIST_PAGE_SIZES.find((size) => size === pageSize) ?? BOOKING_LIST_PAGE_SIZES[0],
  };
}

/**
 * Booking Management (see docs/screens.md#booking-list); the filters live in the address, so Back
 * keeps them.
 */
export function BookingListPage() {
  usePageTitle('Booking Management');
  const today = useMemo(() => venueToday(), []);
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readParams(searchParams, today);
  const [searchText, setSearchText] = useState(params.search);
  const [debouncedSearch] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });

  const update = (changes: Partial<Record<keyof BookingListParams, string | number>>) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === '' || value === undefined) next.delete(key);
          else next.set(key, String(value));
        }
        // Any change but a page change starts again at page 1.
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  useEffect(() => {
    if (debouncedSearch !== params.search) update({ search: debouncedSearch });
    // Only a settled search text updates the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const list = useBookingList(params);
  const actions = useBookingActions();

  const unfiltered = !params.search && !params.status && !params.type;
  useNewBookingAlert({
    date: params.date,
    total: list.data?.total,
    active: params.date === today && unfiltered && !list.isPlaceholderData,
  });

  const bookings = list.data?.bookings ?? [];

  // After a delete the last page can be empty: show the last page that has bookings.
  const addNewBooking = useAddNewBookingLink();
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / params.pageSize)) : 1;
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && params.page > lastPage) update({ page: lastPage });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.data, list.isPlaceholderData, params.page, lastPage]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2">
          Booking Management
        </Title>
        <Group gap="sm">
          {/* The public site, for a customer who wants to see it; the booking made there with this
              link is a walk-in too (see docs/bookings.md#walk-ins). In the heading's row, so the
              list keeps its first screen. */}
          <Anchor
            href={addNewBooking.href}
            onClick={addNewBooking.onOpened}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
          >
            Open the public booking site
          </Anchor>
          <Button component={Link} to={routePath(APP_ROUTES.walkIn)}>
            Add walk-in
          </Button>
          {/* A regular's weekly game, booked for every date at once (docs/screens.md#new-series). */}
          <Button component={Link} to={routePath(APP_ROUTES.seriesNew)} variant="default">
            Add series
          </Button>
          {/* The list's dates: its day, or every date while a name search spans them all. */}
          <ExportButton
            exportFile={() =>
              exportBookings(params.search ? {} : { from: params.date, to: params.date })
            }
            failure="Failed to export bookings."
          />
        </Group>
      </Group>

      <BookingFilters
        params={params}
        today={today}
        searchText={searchText}
        onSearchTextChange={setSearchText}
        onChange={update}
        collapsible={isPhone}
      />

      {list.isPending ? (
        <LoadingStatus label="Loading bookings..." />
      ) : list.isError && !list.data ? (
        <Alert color="red" title="Could not load the bookings">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{failureMessage(list.error, 'Failed to fetch bookings.')}</Text>
            <Button size="xs" variant="outline" color="red" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : bookings.length === 0 && !params.search ? (
        <EmptyDay date={params.date} onGoTo={(date) => update({ date })} />
      ) : bookings.length === 0 ? (
        <Paper withBorder p="lg">
          <Text role="status">No bookings found in the database.</Text>
        </Paper>
      ) : (
        <Stack gap="md" aria-busy={list.isFetching}>
          {isPhone ? (
            <BookingCards bookings={bookings} onAction={actions.request} />
          ) : (
            <BookingTable bookings={bookings} onAction={actions.request} />
          )}
        </Stack>
      )}

      {list.data && list.data.total > 0 && (
        <PaginationBar
          page={params.page}
          pageSize={params.pageSize}
          total={list.data.total}
          shown={{
            page: list.data.page,
            pageSize: list.data.pageSize,
            count: list.data.bookings.length,
          }}
          itemsLabel="bookings"
          onPageChange={(page) => update({ page })}
          pageSizes={BOOKING_LIST_PAGE_SIZES}
          onPageSizeChange={(pageSize) => update({ pageSize })}
        />
      )}
      {actions.modals}
    </Stack>
  );
}
