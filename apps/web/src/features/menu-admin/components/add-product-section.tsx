import { Paper } from '@mantine/core';
import { useState } from 'react';
import { formCheck, useFormSubmit } from '@/lib/use-form-submit';
import { useCreateProduct } from '../api/save-product';
import { EMPTY_PRODUCT_FORM, PRODUCT_FIELDS, serverProductErrors } from '../lib/product-form';
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

  const submit = useFormSubmit({
    fields: PRODUCT_FIELDS,
    check: formCheck(form),
    send: () => {
      setResult(null);
      return create.mutateAsync(form.getTransformedValues());
    },
    onSent: (answer) => {
      form.reset();
      setResult({ kind: 'success', message: answer.message });
    },
    // Said in the result alert, with its own title.
    failureMessage: () => undefined,
    failureFields: (error) => serverProductErrors(error, form.getValues()),
    onFailed: (error) =>
      setResult({ kind: 'error', title: 'Error adding product', detail: failureDetail(error) }),
    setErrors: form.setErrors,
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <ProductForm
        form={form}
        submitLabel="Add product"
        submitting={submit.pending}
        onSubmit={submit.onSubmit}
        status={<SaveResultAlert result={result} />}
      />
    </Paper>
  );
}
