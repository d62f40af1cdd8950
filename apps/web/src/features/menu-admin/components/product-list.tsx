import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminProduct } from '@padel/contracts';
import { useId, useState } from 'react';
import { LoadingStatus } from '@/components/ui/loading-status';
import { useAdminProducts } from '../api/get-admin-products';
import { useDeleteProduct, useSetProductVisibility } from '../api/product-actions';
import { failureDetail } from '../lib/result';
import { DeleteProductModal } from './delete-product-modal';
import { EditProductModal } from './edit-product-modal';
import { ProductRow } from './product-row';
import classes from './product-list.module.css';

interface ModalState {
  product: AdminProduct | null;
  opened: boolean;
  session: number;
}

const CLOSED: ModalState = { product: null, opened: false, session: 0 };

function showFailure(failure: string, error: unknown) {
  const detail = failureDetail(error);
  notifications.show({
    color: 'red',
    title: 'Error',
    message: detail ? `${failure} ${detail}` : failure,
  });
}

/** Every product, hidden ones too, with Edit, Hide/Show and Delete (see docs/cafe.md#products). */
export function ProductList() {
  const headingId = useId();
  const products = useAdminProducts();
  const visibility = useSetProductVisibility();
  const remove = useDeleteProduct();
  const [edit, setEdit] = useState<ModalState>(CLOSED);
  const [deletion, setDeletion] = useState<ModalState>(CLOSED);

  const toggleHidden = (product: AdminProduct) => {
    if (visibility.isPending) return;
    visibility.mutate(
      { id: product.id, hidden: !product.hidden },
      {
        onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
        onError: (error) => showFailure('Failed to update the product.', error),
      },
    );
  };

  const confirmDelete = (product: AdminProduct) => {
    remove.mutate(product.id, {
      onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
      onError: (error) => showFailure('Failed to delete product.', error),
      onSettled: () => setDeletion((current) => ({ ...current, opened: false })),
    });
  };

  const list = products.data ?? [];

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} id={headingId}>
        Products
      </Title>
      {products.isPending && <LoadingStatus label="Loading products..." />}
      {products.isError && (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text c="red.9" fw={600}>
              Failed to load products
            </Text>
            <Button
              size="xs"
              variant="outline"
              color="red.8"
              onClick={() => void products.refetch()}
            >
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {products.isSuccess && list.length === 0 && <Text role="status">No products yet</Text>}
      {list.length > 0 && (
        <Stack component="ul" gap="xs" className={classes.list} aria-labelledby={headingId}>
          {list.map((product) => (
            <ProductRow
              key={product.id}
              product={product}
              toggling={visibility.isPending && visibility.variables?.id === product.id}
              onEdit={(target) =>
                setEdit((current) => ({
                  product: target,
                  opened: true,
                  session: current.session + 1,
                }))
              }
              onToggleHidden={toggleHidden}
              onDelete={(target) =>
                setDeletion((current) => ({ ...current, product: target, opened: true }))
              }
            />
          ))}
        </Stack>
      )}
      <EditProductModal
        opened={edit.opened}
        product={edit.product}
        session={edit.session}
        onClose={() => setEdit((current) => ({ ...current, opened: false }))}
      />
      <DeleteProductModal
        opened={deletion.opened}
        product={deletion.product}
        working={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeletion((current) => ({ ...current, opened: false }))}
      />
    </Stack>
  );
}
