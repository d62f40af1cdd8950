import '@mantine/core/styles/Table.css';
import { Anchor, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { MAX_CART_QUANTITY, MIN_CART_QUANTITY, type CartItem } from '@/lib/cart-storage';
import { formatPrice } from '@/lib/format';
import { itemLink, lineSubtotal } from '../lib/totals';
import classes from './cart.module.css';

export interface CartLinesProps {
  items: readonly CartItem[];
  onQuantity: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
}

/** The product's picture; decorative, since its name is right next to it. */
function Thumb({ item }: { item: CartItem }) {
  if (!item.imagePath) {
    return (
      <span className={`${classes.thumb} ${classes.noThumb}`} aria-hidden="true">
        {item.name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className={classes.thumb}
      src={item.imagePath}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
    />
  );
}

function ProductCell({ item }: { item: CartItem }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Thumb item={item} />
      <Anchor component={Link} to={itemLink(item)} className={classes.name}>
        {item.name}
      </Anchor>
    </Group>
  );
}

function Stepper({ item, onQuantity }: { item: CartItem } & Pick<CartLinesProps, 'onQuantity'>) {
  return (
    <QuantityStepper
      label={`Quantity of ${item.name}`}
      hideLabel
      itemName={item.name}
      value={item.quantity}
      min={MIN_CART_QUANTITY}
      max={MAX_CART_QUANTITY}
      onChange={(quantity) => onQuantity(item, quantity)}
    />
  );
}

function RemoveButton({ item, onRemove }: { item: CartItem } & Pick<CartLinesProps, 'onRemove'>) {
  return (
    <Button
      type="button"
      variant="subtle"
      color="red"
      size="compact-sm"
      aria-label={`Remove ${item.name} from the cart`}
      onClick={() => onRemove(item)}
    >
      Remove
    </Button>
  );
}

/** From tablets up: the spec's table of product, price, quantity, subtotal and remove. */
export function CartTable({ items, onQuantity, onRemove }: CartLinesProps) {
  return (
    <Table verticalSpacing="sm" aria-label="Cart items">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Product</Table.Th>
          <Table.Th scope="col">Price</Table.Th>
          <Table.Th scope="col">Quantity</Table.Th>
          <Table.Th scope="col">Subtotal</Table.Th>
          <Table.Th scope="col">
            <VisuallyHidden>Remove</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={String(item.id)}>
            <Table.Td>
              <ProductCell item={item} />
            </Table.Td>
            <Table.Td>{formatPrice(item.price)}</Table.Td>
            <Table.Td>
              <Stepper item={item} onQuantity={onQuantity} />
            </Table.Td>
            <Table.Td fw={600}>{formatPrice(lineSubtotal(item))}</Table.Td>
            <Table.Td>
              <RemoveButton item={item} onRemove={onRemove} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Phones: one card per line, so nothing scrolls sideways at 375 px. */
export function CartCards({ items, onQuantity, onRemove }: CartLinesProps) {
  return (
    <ul className={classes.cards} aria-label="Cart items">
      {items.map((item) => (
        <li key={String(item.id)}>
          <Paper withBorder p="sm" mb="sm">
            <Stack gap="sm">
              <ProductCell item={item} />
              <Group justify="space-between" gap="xs">
                <Text size="sm">Price</Text>
                <Text size="sm">{formatPrice(item.price)}</Text>
              </Group>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">Quantity</Text>
                <Stepper item={item} onQuantity={onQuantity} />
              </Group>
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  Subtotal
                </Text>
                <Text fw={600}>{formatPrice(lineSubtotal(item))}</Text>
              </Group>
              <Group justify="flex-end">
                <RemoveButton item={item} onRemove={onRemove} />
              </Group>
            </Stack>
          </Paper>
        </li>
      ))}
    </ul>
  );
}
