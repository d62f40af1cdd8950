import { Paper } from '@mantine/core';
import type { ProductInput } from '@padel/contracts';
import { useState } from 'react';
import { useCreateProduct } from '../api/save-product';
import { EMPTY_PRODUCT_FORM, serverProductErrors } from '../lib/product-form';
import { failureDetail, type SaveResult } from '../lib/result';
import { useProductForm } from '../lib/use-product-form';
import { ProductForm } from './product-form';
import { SaveResultAlert } from './save-result';

/**
 * Add product (see docs/screens.md#add-product): on success the server's message in green and an
 * empty form again.
 */
export function AddProductSection() {
  const form = useProductForm(EMPTY_PRODUCT_FORM);
  const create = useCreateProduct();
  const [result, setResult] = useState<SaveResult | null>(null);

  const handleSubmit = (body: ProductInput) => {
    setResult(null);
    const sent = form.getValues();
    create.mutate(body, {
      onSuccess: (answer) => {
        form.reset();
        setResult({ kind: 'success', message: answer.message });
      },
      onError: (error) => {
        form.setErrors(serverProductErrors(error, sent));
        setResult({ kind: 'error', title: 'Error adding product', detail: failureDetail(error) });
        form.focusFirstInvalid();
      },
    });
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <ProductForm
        form={form}
        submitLabel="Add product"
        submitting={create.isPending}
        onSubmit={handleSubmit}
        status={<SaveResultAlert result={result} />}
      />
    </Paper>
  );
}
