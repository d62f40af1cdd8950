import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import type { Order } from '@padel/contracts';
import { ScrollTable } from '@/components/ui/scroll-table';
import { formatPrice } from '@/lib/format';
import { orderNumber } from '../lib/labels';

/** The lines of an order with their subtotals, then the delivery fee and the total. */
export function OrderItemsTable({ order }: { order: Order }) {
  return (
    <ScrollTable label={`Items of ${orderNumber(order.id)}`} minWidth={460}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Product</Table.Th>
            <Table.Th scope="col">Category</Table.Th>
            <Table.Th scope="col" ta="right">
              Qty
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Price
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Subtotal
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.items.map((item, index) => (
            <Table.Tr key={`${item.Product_ID ?? 'x'}-${index}`}>
              <Table.Td>{item.Product_Name}</Table.Td>
              <Table.Td>{item.Product_Category}</Table.Td>
              <Table.Td ta="right">{item.Product_Quantity}</Table.Td>
              <Table.Td ta="right">{formatPrice(item.Product_Price)}</Table.Td>
              <Table.Td ta="right">
                {formatPrice(item.Product_Price * item.Product_Quantity)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {order.delivery_Fee > 0 && (
            <Table.Tr>
              <Table.Th scope="row" colSpan={4} ta="right">
                Delivery fee
              </Table.Th>
              <Table.Td ta="right">{formatPrice(order.delivery_Fee)}</Table.Td>
            </Table.Tr>
          )}
          <Table.Tr>
            <Table.Th scope="row" colSpan={4} ta="right">
              Total
            </Table.Th>
            <Table.Td ta="right" fw={700}>
              {formatPrice(order.total_Price)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollTable>
  );
}
