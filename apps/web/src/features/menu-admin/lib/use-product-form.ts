import { useForm } from '@mantine/form';
import { useState } from 'react';
import { focusFirstInvalid } from '@/lib/form-errors';
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
  // The form element, kept in state (a callback ref) so this hook's result holds no ref object.
  const [formElement, setFormElement] = useState<HTMLFormElement | null>(null);

  return {
    ...form,
    processing,
    setProcessing,
    setFormElement,
    /** After the server's field messages: moves focus to the first of them. */
    focusFirstInvalid: () => focusFirstInvalid(formElement),
  };
}

export type ProductFormState = ReturnType<typeof useProductForm>;
