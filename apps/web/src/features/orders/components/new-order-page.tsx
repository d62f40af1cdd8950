import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  APP_ROUTES,
  COUNTER_NOTES_MAX,
  COUNTER_PAYMENT_LABELS,
  COUNTER_PAYMENTS,
  counterLabel,
  formatPrice,
  isOneOf,
  MAX_ORDER_QUANTITY,
  MAX_TABLES,
  PERSON_NAME_MAX,
  routePath,
  type Order,
} from '@padel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormCard } from '@/components/ui/form-card';
import { LoadingStatus } from '@/components/ui/loading-status';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { failureMessage } from '@/lib/failure-message';
import { useFormSubmit } from '@/lib/use-form-submit';
import { usePageTitle } from '@/lib/use-page-title';
import { useCounterMenu } from '../api/get-counter-menu';
import { counterOrderQuoteOptions, useCounterOrderQuote } from '../api/quote-counter-order';
import { useTakeCounterOrder } from '../api/take-counter-order';
import {
  emptyNewOrder,
  filterMenu,
  menuCategories,
  NEW_ORDER_FIELDS,
  newOrderRequest,
  orderLines,
  validateNewOrder,
  type NewOrderValues,
} from '../lib/new-order-form';
import { orderNumber } from '../lib/labels';
import classes from './new-order.module.css';

/** A light alert's title dark enough for WCAG AA. */
const darkTitle = (color: 'green' | 'red') => ({
  title: { color: color === 'green' ? '#14532d' : 'var(--mantine-color-red-9)' },
});

/** The order just taken: what staff tell the customer. */
function OrderTaken({ order }: { order: Order }) {
  const paid = order.paymentStatus === 'paid';
  return (
    <Alert color="green" role="status" title="Order taken" styles={darkTitle('green')}>
      <Stack gap={4}>
        <Text size="sm">
          {orderNumber(order.id)} for {counterLabel(order)}: {formatPrice(order.total_Price)},{' '}
          {paid ? 'paid' : 'open tab until paid'}.
        </Text>
        <Anchor component={Link} to={routePath(APP_ROUTES.orderList)} size="sm" c="blue.9" fw={600}>
          See it in Orders
        </Anchor>
      </Stack>
    </Alert>
  );
}

/**
 * New order (docs/screens.md#new-order, docs/cafe.md#counter-orders): staff take a café order at
 * the counter for a table or a name, from the menu by category with search, priced by the server,
 * paid now by cash or card at the desk or kept as an open tab.
 */
export function NewOrderPage() {
  usePageTitle('New order');
  const menu = useCounterMenu();
  const [values, setValues] = useState<NewOrderValues>(emptyNewOrder);
  const [category, setCategory] = useState('');
  const [search, setSearch] = useState('');
  const [taken, setTaken] = useState<Order | null>(null);
  const lines = orderLines(values);
  const quote = useCounterOrderQuote({ items: lines });
  const queryClient = useQueryClient();
  const take = useTakeCounterOrder();

  const submit = useFormSubmit({
    fields: NEW_ORDER_FIELDS,
    check: () => validateNewOrder(values),
    send: async () => {
      setTaken(null);
      // The total sent is the one shown: the server's price of these lines.
      const priced = await queryClient.ensureQueryData(counterOrderQuoteOptions({ items: lines }));
      return take.mutateAsync(newOrderRequest(values, priced.total));
    },
    onSent: (answer) => {
      setTaken(answer.order);
      setValues(emptyNewOrder());
      setSearch('');
      window.scrollTo({ top: 0 });
    },
    failureMessage: (error) =>
      failureMessage(
        error,
        'The order could not be taken.',
        'The order could not be taken. Please try again.',
      ),
    onFailed: () => void queryClient.invalidateQueries({ queryKey: ['counter-quote'] }),
  });

  const change = (changes: Partial<NewOrderValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    for (const key of Object.keys(changes) as (keyof NewOrderValues)[]) {
      submit.setFieldError(key === 'quantities' ? 'items' : key, undefined);
    }
    // A table or a name will do: either one clears the message under the table number.
    if ('name' in changes) submit.setFieldError('tableNumber', undefined);
  };

  const setQuantity = (productId: number, quantity: number) =>
    change({ quantities: { ...values.quantities, [productId]: quantity } });

  const products = menu.data ? filterMenu(menu.data, category, search) : [];
  const categories = menu.data ? menuCategories(menu.data) : [];

  return (
    <Stack gap="md" maw={720}>
      <Group justify="space-between" align="flex-end" gap="xs">
        <Title order={1} size="h2">
          New order
        </Title>
        <Anchor component={Link} to={routePath(APP_ROUTES.orderList)} size="sm">
          Orders
        </Anchor>
      </Group>

      {taken && <OrderTaken order={taken} />}
      {submit.failure && (
        <Alert color="red" role="alert" title="The order was not taken" styles={darkTitle('red')}>
          {submit.failure}
        </Alert>
      )}

      <FormCard onSubmit={submit.onSubmit}>
        <Title order={2} size="h4">
          Menu
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            type="search"
            label="Search the menu"
            name="items"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            error={submit.errors.items}
          />
          <NativeSelect
            label="Category"
            value={category}
            onChange={(event) => setCategory(event.currentTarget.value)}
            data={[{ value: '', label: 'All' }, ...categories]}
          />
        </SimpleGrid>

        {menu.isPending && <LoadingStatus label="Loading the menu..." />}
        {menu.isError && (
          <Alert color="red" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text c="red.9" fw={600}>
                Failed to load the menu
              </Text>
              <Button size="xs" variant="outline" color="red.8" onClick={() => void menu.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        )}
        {menu.isSuccess && products.length === 0 && (
          <Text role="status" c="dimmed">
            {menu.data.length === 0 ? 'No products on the menu yet.' : 'No products match.'}
          </Text>
        )}
        {products.length > 0 && (
          <ul className={classes.menu} aria-label="Menu items">
            {products.map((product) => (
              <li key={product.id} className={classes.item}>
                <div className={classes.itemText}>
                  <Text fw={600} size="sm">
                    {product.Product_Name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatPrice(product.Product_Price)}
                  </Text>
                </div>
                <QuantityStepper
                  value={values.quantities[product.id] ?? 0}
                  onChange={(quantity) => setQuantity(product.id, quantity)}
                  min={0}
                  max={MAX_ORDER_QUANTITY}
                  label={`Quantity of ${product.Product_Name}`}
                  hideLabel
                  itemName={product.Product_Name}
                />
              </li>
            ))}
          </ul>
        )}

        <Title order={2} size="h4">
          The order
        </Title>
        <div aria-live="polite">
          {lines.length === 0 ? (
            <Text c="dimmed">No items yet.</Text>
          ) : quote.isError ? (
            <Text c="red.9" role="alert">
              {failureMessage(quote.error, 'The price could not be read.')}
            </Text>
          ) : !quote.data || quote.isPlaceholderData ? (
            <Text>Pricing...</Text>
          ) : (
            <Stack gap={4}>
              <ul className={classes.lines} aria-label="Items in the order">
                {quote.data.items.map((line) => (
                  <li key={line.productId}>
                    <span>
                      {line.quantity} × {line.name}
                    </span>
                    <span>{formatPrice(line.lineTotal)}</span>
                  </li>
                ))}
              </ul>
              <Text fw={700} data-testid="order-total">
                Total {formatPrice(quote.data.total)}
              </Text>
            </Stack>
          )}
        </div>

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label="Table number"
            description="Or a name, or both."
            name="tableNumber"
            min={1}
            max={MAX_TABLES}
            allowDecimal={false}
            allowNegative={false}
            inputMode="numeric"
            value={values.tableNumber}
            onChange={(next) =>
              change({
                tableNumber: typeof next === 'number' ? next : next === '' ? '' : Number(next),
              })
            }
            error={submit.errors.tableNumber}
          />
          <TextInput
            label="Name"
            name="name"
            maxLength={PERSON_NAME_MAX}
            autoComplete="off"
            value={values.name}
            onChange={(event) => change({ name: event.currentTarget.value })}
            error={submit.errors.name}
          />
        </SimpleGrid>
        <Textarea
          label="Notes (optional)"
          name="notes"
          autosize
          minRows={2}
          maxLength={COUNTER_NOTES_MAX}
          value={values.notes}
          onChange={(event) => change({ notes: event.currentTarget.value })}
          error={submit.errors.notes}
        />

        <Radio.Group
          label="Payment"
          name="payment"
          required
          value={values.payment}
          onChange={(payment) => {
            if (isOneOf(COUNTER_PAYMENTS, payment)) change({ payment });
          }}
          error={submit.errors.payment}
        >
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" mt={6}>
            {COUNTER_PAYMENTS.map((payment) => (
              <Radio key={payment} value={payment} label={COUNTER_PAYMENT_LABELS[payment]} />
            ))}
          </SimpleGrid>
        </Radio.Group>

        <Group justify="flex-end">
          <Button type="submit" loading={submit.pending}>
            Take order
          </Button>
        </Group>
      </FormCard>
    </Stack>
  );
}
