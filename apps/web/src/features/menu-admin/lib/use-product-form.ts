import { useForm } from '@mantine/form';
import { useState } from 'react';
import { productFormErrors, productInput, type ProductFormValues } from './product-form';

/**
 * One add/edit product form: its values and field messages (a field's message clears when it
 * changes), what is sent once the product schema accepts them, and whether pictures are still
 * being resized (the form is not sent meanwhile).
 */
export function useProductForm(initial: ProductFormValues) {
  const form = useForm({
    initialValues: initial,
    validate: productFormErrors,
    transformValues: productInput,
  });
  const [processing, setProcessing] = useState(false);

  return {
    ...form,
    processing,
    setProcessing,
  };
}

export type ProductFormState = ReturnType<typeof useProductForm>;
