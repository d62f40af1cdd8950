import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/ThemeIcon.css';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { canOpen } from '@/lib/access';
import { usePageTitle } from '@/lib/use-page-title';
import { DashboardCard, type DashboardCardProps } from './dashboard-card';
import { TodayFigures } from './today-figures';
import {
  BellIcon,
  BoardIcon,
  CalendarIcon,
  ChartIcon,
  PlusIcon,
  QueueIcon,
  ReceiptIcon,
  TableIcon,
  UserIcon,
  UsersIcon,
  XCircleIcon,
} from '@/components/ui/icons';

const CARDS: DashboardCardProps[] = [
  {
    title: 'Booking Management',
    description: 'Review, confirm and cancel court and table bookings.',
    to: '/booking-list',
    icon: <CalendarIcon />,
    color: 'blue',
  },
  {
    title: 'Add walk-in',
    description: 'Book a customer at the counter: confirmed and paid in one go.',
    to: '/walk-in',
    icon: <PlusIcon />,
    color: 'blue',
  },
  {
    title: 'Weekly series',
    description: "Regulars' weekly games: every date booked at once, and those ending soon.",
    to: '/booking-series',
    icon: <CalendarIcon />,
    color: 'blue',
  },
  {
    title: 'Blocked contacts',
    description:
      "Cancel a stranger's bookings in one go; block a phone or e-mail from booking online.",
    to: '/blocked-contacts',
    icon: <XCircleIcon />,
    color: 'blue',
  },
  {
    title: 'Customers',
    description: 'One customer across court and café: visits, spend, notes and tags.',
    to: '/customers',
    icon: <UserIcon />,
    color: 'blue',
  },
  {
    title: 'Approvals',
    description:
      "Prices below the venue's prices and the member tag: staff ask, the owner answers.",
    to: '/approvals',
    icon: <BellIcon />,
    color: 'blue',
  },
  {
    title: 'Booking Queue',
    description: 'Customers waiting for a café table on a full day.',
    to: '/booking-queue',
    icon: <QueueIcon />,
    color: 'violet',
  },
  {
    title: 'Schedule Board',
    description: "One day at a glance: both courts hour by hour, and the café's tables.",
    to: '/schedule',
    icon: <BoardIcon />,
    color: 'violet',
  },
  {
    title: 'Tables Management',
    description: 'Set how many café tables can be booked.',
    to: '/total-tables',
    icon: <TableIcon />,
    color: 'violet',
  },
  {
    title: 'Role Management',
    description: 'Add, edit and remove owners and staff.',
    to: '/user-list',
    icon: <UsersIcon />,
    color: 'blue',
  },
  {
    title: 'Revenue',
    description: 'Takings by day, week and month, and the ledger for the accountant.',
    to: '/revenue',
    icon: <ChartIcon />,
    color: 'blue',
  },
  {
    title: 'Redirection Sources',
    description: 'See where visitors and bookings come from.',
    to: '/redirection-sources',
    icon: <ChartIcon />,
    color: 'violet',
  },
  {
    title: 'Orders',
    description: 'See café orders and mark them as sent.',
    to: '/order-list',
    icon: <ReceiptIcon />,
    color: 'blue',
  },
  {
    title: 'New order',
    description: 'Take a café order at the counter for a table or a name: paid now or a tab.',
    to: '/new-order',
    icon: <PlusIcon />,
    color: 'blue',
  },
  {
    title: 'Till',
    description: 'Record the opening float, and cash paid into or out of the drawer, with why.',
    to: '/till',
    icon: <ReceiptIcon />,
    color: 'blue',
  },
  {
    title: 'Close the day',
    description: 'Count the drawer blind, see what is still open, and close the business day.',
    to: '/day-close',
    icon: <ReceiptIcon />,
    color: 'blue',
  },
  {
    title: 'Refunds',
    description: 'Refunds due until they are done, and how each went back.',
    to: '/refunds',
    icon: <ReceiptIcon />,
    color: 'blue',
  },
  {
    title: 'Transfers to check',
    description:
      'Advances sent by bank transfer, Raast, JazzCash or Easypaisa: check each receipt, then accept or reject it.',
    to: '/transfers',
    icon: <ReceiptIcon />,
    color: 'blue',
  },
  {
    title: 'Add Menu',
    description: 'Add a product to the café menu.',
    to: '/add-menu',
    icon: <PlusIcon />,
    color: 'violet',
  },
  {
    title: 'Settings',
    description: 'Prices, opening hours and the booking rules.',
    to: '/settings',
    icon: <ReceiptIcon />,
    color: 'violet',
  },
  {
    title: 'Closures',
    description: 'Close a court for a day or some hours; see and remove closures.',
    to: '/closures',
    icon: <XCircleIcon />,
    color: 'blue',
  },
  {
    title: 'Audit log',
    description: 'Who changed what and when: bookings, orders, menu, admins and settings.',
    to: '/audit-log',
    icon: <ReceiptIcon />,
    color: 'blue',
  },
  {
    title: 'Notifications',
    description: 'The e-mails and messages sent, and which failed; retry a failed one.',
    to: '/notifications',
    icon: <BellIcon />,
    color: 'blue',
  },
];

export function DashboardPage() {
  usePageTitle('Dashboard');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Dashboard</Title>
        <Text mt={4}>Manage bookings, the café and administrators.</Text>
      </div>
      <TodayFigures />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {/* Staff see the cards of the screens they can use (docs/accounts.md#roles). */}
        {CARDS.filter((card) => canOpen(card.to)).map((card) => (
          <DashboardCard key={card.to} {...card} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
