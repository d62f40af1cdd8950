import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import type { AdminBooking } from '@padel/contracts';
import { ScrollTable } from '@/components/ui/scroll-table';
import { formatPrice } from '@/lib/format';

/**
 * The summary table of docs/screens.md#booking-detail: one row per unit price (see
 * docs/prices.md#price-lines), so Qty x Unit Price = Total holds on every row; Advance (50%) and
 * Remaining Balance belong to the whole booking.
 */
export function SummaryTable({ booking }: { booking: AdminBooking }) {
  const lines = booking.lines;
  const rows = lines.length;
  return (
    <ScrollTable label="Booking summary" minWidth={560}>
      <Table withTableBorder withColumnBorders aria-label="Booking summary">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Booking Type</Table.Th>
            <Table.Th scope="col">Qty/Slots</Table.Th>
            <Table.Th scope="col">Unit Price</Table.Th>
            <Table.Th scope="col">Total</Table.Th>
            <Table.Th scope="col">Advance (50%)</Table.Th>
            <Table.Th scope="col">Remaining Balance</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === 0 ? (
            <Table.Tr>
              <Table.Td>{booking.bookingType}</Table.Td>
              <Table.Td>{booking.selectedSlots.length}</Table.Td>
              <Table.Td>No charge</Table.Td>
              <Table.Td>{formatPrice(booking.amount)}</Table.Td>
              <Table.Td>{formatPrice(booking.advance)}</Table.Td>
              <Table.Td>{formatPrice(booking.remainingBalance)}</Table.Td>
            </Table.Tr>
          ) : (
            lines.map((line, index) => (
              <Table.Tr key={`${line.unitPrice}-${index}`}>
                <Table.Td>{booking.bookingType}</Table.Td>
                <Table.Td>{line.quantity}</Table.Td>
                <Table.Td>{formatPrice(line.unitPrice)}</Table.Td>
                <Table.Td>{formatPrice(line.total)}</Table.Td>
                {index === 0 && (
                  <>
                    <Table.Td rowSpan={rows}>{formatPrice(booking.advance)}</Table.Td>
                    <Table.Td rowSpan={rows}>{formatPrice(booking.remainingBalance)}</Table.Td>
                  </>
                )}
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
              <Table.Td />
              <Table.Td />
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </ScrollTable>
  );
}
