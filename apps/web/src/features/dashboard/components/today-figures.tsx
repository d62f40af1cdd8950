import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { noShowsLink, pendingBookingsLink } from '@/lib/attention';
import { venueToday } from '@/lib/venue-time';
import { ORDERS_COUNTED, useTodayFigures } from '../api/get-today-figures';
import linkCard from '@/components/ui/link-card.module.css';

/** Today at a glance, each figure a link to the list it counts (issue 12). */
export function TodayFigures() {
  const today = useMemo(() => venueToday(), []);
  const figures = useTodayFigures(today);
  if (figures.isError) {
    return <Text role="status">Today&apos;s figures could not be loaded.</Text>;
  }
  const orders = figures.data?.ordersToSend;
  const items = [
    {
      label: 'Bookings today',
      value: figures.data?.bookingsToday,
      to: `/booking-list?date=${today}`,
    },
    {
      label: 'Pending to confirm today',
      value: figures.data?.pendingToday,
      to: pendingBookingsLink(today),
    },
    {
      label: 'No-shows today',
      value: figures.data?.noShowsToday,
      to: noShowsLink(today),
    },
    {
      label: 'Orders to send',
      value: orders !== undefined && orders >= ORDERS_COUNTED ? `${ORDERS_COUNTED}+` : orders,
      to: '/order-list',
    },
  ];
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing="md"
      component="section"
      aria-label="Today at a glance"
      aria-busy={figures.isPending}
    >
      {items.map((item) => (
        <Paper
          key={item.label}
          component={Link}
          to={item.to}
          withBorder
          p="md"
          className={linkCard.card}
        >
          <Text size="sm">{item.label}</Text>
          <Text fz={28} fw={700} lh={1.2}>
            {item.value ?? '…'}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
