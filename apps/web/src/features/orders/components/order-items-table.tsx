import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import type { Order } from '@padel/contracts';
import { ScrollTable } from '@/components/ui/scroll-table';
import { formatPrice } from '@/lib/format';
import { orderNumber } from '../lib/labels';

/**
 * The lines of an order with their subtotals, then the delivery fee and the total. Four columns,
 * the category under the product's name, so a phone shows it all without scrolling sideways.
 */
export function OrderItemsTable({ order }: { order: Order }) {
  return (
    <ScrollTable label={`Items of ${orderNumber(order.id)}`} minWidth={280}>
      <Table striped verticalSpacing="xs" horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Product</Table.Th>
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
              <Table.Td>
                <Text size="sm">{item.Product_Name}</Text>
                <Text size="xs" c="dark.4">
                  {item.Product_Category}
                </Text>
              </Table.Td>
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
              <Table.Th scope="row" colSpan={3} ta="right">
                Delivery fee
              </Table.Th>
              <Table.Td ta="right">{formatPrice(order.delivery_Fee)}</Table.Td>
            </Table.Tr>
          )}
          <Table.Tr>
            <Table.Th scope="row" colSpan={3} ta="right">
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
