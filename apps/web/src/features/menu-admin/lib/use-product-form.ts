import { useCallback, useState } from 'react';
import {
  checkProductForm,
  type ImageItem,
  type ProductFormCheck,
  type ProductFormErrors,
  type ProductFormValues,
} from './product-form';

/**
 * State of one add/edit product form: values, field messages, and whether pictures are still
 * being resized (the form is not sent meanwhile). A field's message clears when it changes.
 */
export function useProductForm(initial: ProductFormValues) {
  const [values, setValues] = useState<ProductFormValues>(initial);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [processing, setProcessing] = useState(false);
  // The form element, kept in state (a callback ref) so this hook's result holds no ref object.
  const [formElement, setFormElement] = useState<HTMLFormElement | null>(null);

  const setField = useCallback(
    <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => {
        if (!current[field]) return current;
        const next = { ...current };
        delete next[field];
        return next;
      });
    },
    [],
  );

  /** Pictures change after an asynchronous resize: update from the latest list, not a stale one. */
  const updateImages = useCallback((update: (images: ImageItem[]) => ImageItem[]) => {
    setValues((current) => ({ ...current, images: update(current.images) }));
    setErrors((current) => {
      if (!current.images) return current;
      const next = { ...current };
      delete next.images;
      return next;
    });
  }, []);

  /** Moves focus to the first field with a message, once React has drawn the messages. */
  const focusFirstInvalid = useCallback(() => {
    requestAnimationFrame(() => {
      formElement
        ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')
        ?.focus();
    });
  }, [formElement]);

  const check = useCallback((): ProductFormCheck => {
    const result = checkProductForm(values);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) focusFirstInvalid();
    return result;
  }, [values, focusFirstInvalid]);

  const reset = useCallback((next: ProductFormValues) => {
    setValues(next);
    setErrors({});
  }, []);

  return {
    values,
    errors,
    setField,
    updateImages,
    setErrors,
    check,
    reset,
    processing,
    setProcessing,
    setFormElement,
    focusFirstInvalid,
  };
}

export type ProductFormState = ReturnType<typeof useProductForm>;
