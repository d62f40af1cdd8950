import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminProduct } from '@padel/contracts';
import { useState } from 'react';
import { formCheck, useFormSubmit } from '@/lib/use-form-submit';
import { useUpdateProduct } from '../api/save-product';
import { PRODUCT_FIELDS, productFormFromProduct, serverProductErrors } from '../lib/product-form';
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

  const submit = useFormSubmit({
    fields: PRODUCT_FIELDS,
    check: formCheck(form),
    send: () => {
      setResult(null);
      return update.mutateAsync({ id: product.id, body: form.getTransformedValues() });
    },
    onSent: (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      onClose();
    },
    // Said in the result alert, with its own title.
    failureMessage: () => undefined,
    failureFields: (error) => serverProductErrors(error, form.getValues()),
    onFailed: (error) =>
      setResult({ kind: 'error', title: 'Error updating product', detail: failureDetail(error) }),
    setErrors: form.setErrors,
  });

  return (
    <ProductForm
      form={form}
      submitLabel="Save changes"
      submitting={submit.pending}
      onSubmit={submit.onSubmit}
      status={<SaveResultAlert result={result} />}
      actions={
        <Button variant="default" onClick={onClose} disabled={submit.pending}>
          Cancel
        </Button>
      }
    />
  );
}
