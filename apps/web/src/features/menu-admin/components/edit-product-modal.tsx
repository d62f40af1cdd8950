import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminProduct, ProductInput } from '@padel/contracts';
import { useState } from 'react';
import { useUpdateProduct } from '../api/save-product';
import { productFormFromProduct, serverProductErrors } from '../lib/product-form';
import { failureDetail, type SaveResult } from '../lib/result';
import { useProductForm } from '../lib/use-product-form';
import { ProductForm } from './product-form';
import { SaveResultAlert } from './save-result';

interface EditProductModalProps {
  opened: boolean;
  /** Kept after closing, so the form stays while the modal fades out. */
  product: AdminProduct | null;
  /** Changes on every opening, so each edit starts from the product's current values. */
  session: number;
  onClose: () => void;
}

/** Edit a product in a modal: the same fields; current pictures can be removed, new ones added. */
export function EditProductModal({ opened, product, session, onClose }: EditProductModalProps) {
  const update = useUpdateProduct();
  const close = update.isPending ? () => undefined : onClose;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Edit product"
      size="lg"
      closeOnClickOutside={!update.isPending}
      closeOnEscape={!update.isPending}
    >
      {product && (
        <EditProductForm key={session} product={product} update={update} onClose={onClose} />
      )}
    </Modal>
  );
}

function EditProductForm({
  product,
  update,
  onClose,
}: {
  product: AdminProduct;
  update: ReturnType<typeof useUpdateProduct>;
  onClose: () => void;
}) {
  const form = useProductForm(productFormFromProduct(product));
  const [result, setResult] = useState<SaveResult | null>(null);

  const handleSubmit = (body: ProductInput) => {
    setResult(null);
    const sent = form.getValues();
    update.mutate(
      { id: product.id, body },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: answer.message });
          onClose();
        },
        onError: (error) => {
          form.setErrors(serverProductErrors(error, sent));
          setResult({
            kind: 'error',
            title: 'Error updating product',
            detail: failureDetail(error),
          });
          form.focusFirstInvalid();
        },
      },
    );
  };

  return (
    <ProductForm
      form={form}
      submitLabel="Save changes"
      submitting={update.isPending}
      onSubmit={handleSubmit}
      status={<SaveResultAlert result={result} />}
      actions={
        <Button variant="default" onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
      }
    />
  );
}
