import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import type { AdminBooking } from '@padel/contracts';
import { ScrollTable } from '@/components/ui/scroll-table';
import { formatPrice } from '@/lib/format';

/**
 * The price lines of docs/screens.md#booking-detail: one row per unit price (see
 * docs/prices.md#price-lines), so Qty x Unit Price = Total holds on every row. What was paid, any
 * advance and what remains belong to the whole booking: the money table below it
 * (`MoneyTable`), narrow enough for a phone.
 */
export function SummaryTable({ booking }: { booking: AdminBooking }) {
  const lines = booking.lines;
  const rows = lines.length;
  return (
    <ScrollTable label="Booking summary" minWidth={300}>
      <Table withTableBorder withColumnBorders aria-label="Booking summary">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Booking Type</Table.Th>
            <Table.Th scope="col">Qty/Slots</Table.Th>
            <Table.Th scope="col">Unit Price</Table.Th>
            <Table.Th scope="col">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === 0 ? (
            <Table.Tr>
              <Table.Td>{booking.bookingType}</Table.Td>
              <Table.Td>{booking.selectedSlots.length}</Table.Td>
              <Table.Td>No charge</Table.Td>
              <Table.Td>{formatPrice(booking.amount)}</Table.Td>
            </Table.Tr>
          ) : (
            lines.map((line, index) => (
              <Table.Tr key={`${line.unitPrice}-${index}`}>
                <Table.Td>{booking.bookingType}</Table.Td>
                <Table.Td>{line.quantity}</Table.Td>
                <Table.Td>{formatPrice(line.unitPrice)}</Table.Td>
                <Table.Td>{formatPrice(line.total)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
        {rows > 1 && (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">Total</Table.Th>
              <Table.Td>{lines.reduce((sum, line) => sum + line.quantity, 0)}</Table.Td>
              <Table.Td />
              <Table.Td fw={700}>{formatPrice(booking.amount)}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </ScrollTable>
  );
}
