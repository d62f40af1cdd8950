import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Button,
  Collapse,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { PERSON_NAME_MAX } from '@padel/contracts';
import { useId, useState } from 'react';
import { DisclosureChevron } from '@/components/ui/disclosure-chevron';
import { formatShortDate } from '@/lib/venue-time';
import type { BookingListParams } from '../api/get-booking-list';

const STATUS_OPTIONS = [
  { value: '', label: 'All Statuses' },
  { value: 'Pending', label: 'Pending' },
  { value: 'Booking Confirmed', label: 'Booking Confirmed' },
  { value: 'arrived', label: 'Guest Arrived' },
  { value: 'Booking Cancelled', label: 'Booking Cancelled' },
  { value: 'No-show', label: 'No-show' },
];

const TYPE_OPTIONS = [
  { value: '', label: 'All Types' },
  { value: 'Table', label: 'Table' },
  { value: 'Padel', label: 'Padel' },
];

export type FilterChanges = Partial<Record<'search' | 'status' | 'type' | 'date', string>>;

interface BookingFiltersProps {
  params: BookingListParams;
  today: string;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onChange: (changes: FilterChanges) => void;
  /** On a phone the filters fold behind one button, so the bookings come first (ADR 012). */
  collapsible: boolean;
}

/** Search, Status, Type and Date of the booking list (see docs/screens.md#booking-list). */
export function BookingFilters(props: BookingFiltersProps) {
  const { params, today, collapsible } = props;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const fields = <FilterFields {...props} />;
  if (!collapsible) return fields;

  const active = [params.search, params.status, params.type, params.date !== today].filter(
    Boolean,
  ).length;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button
          variant="default"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          rightSection={<DisclosureChevron open={open} />}
        >
          {active > 0 ? `Filters (${active})` : 'Filters'}
        </Button>
        {/* With the fields folded away, still say which day the list shows. */}
        <Text size="sm">{params.search ? 'All dates' : formatShortDate(params.date)}</Text>
      </Group>
      <Collapse expanded={open} id={panelId}>
        {fields}
      </Collapse>
    </Stack>
  );
}

function FilterFields({
  params,
  today,
  searchText,
  onSearchTextChange,
  onChange,
}: BookingFiltersProps) {
  return (
    <section aria-label="Filters">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="xs">
        <TextInput
          type="search"
          label="Search by customer name"
          placeholder="Name or part of a phone"
          value={searchText}
          onChange={(event) => onSearchTextChange(event.currentTarget.value)}
          maxLength={PERSON_NAME_MAX}
        />
        <NativeSelect
          label="Status"
          data={STATUS_OPTIONS}
          value={params.status}
          onChange={(event) => onChange({ status: event.currentTarget.value })}
        />
        <NativeSelect
          label="Type"
          data={TYPE_OPTIONS}
          value={params.type}
          onChange={(event) => onChange({ type: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label="Date"
          value={params.date}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({ date: value && value !== today ? value : '' });
          }}
        />
      </SimpleGrid>
      {params.search && (
        <Text size="sm" mt="xs">
          Showing bookings on every date whose customer name contains “{params.search}”.
        </Text>
      )}
    </section>
  );
}
