import { Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { ProductFormState } from '../lib/use-product-form';
import { ProductFields } from './product-fields';

interface ProductFormProps {
  form: ProductFormState;
  submitLabel: string;
  submitting: boolean;
  /** The form's submit (`useFormSubmit`'s); not called while pictures are being prepared. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The result of the last attempt, shown above the buttons. */
  status?: ReactNode;
  /** Extra buttons beside Submit (Cancel in the edit modal). */
  actions?: ReactNode;
}

/**
 * The add/edit product form. Checks every field before sending (see docs/cafe.md#products), and
 * never sends twice at once or while pictures are still being prepared.
 */
export function ProductForm({
  form,
  submitLabel,
  submitting,
  onSubmit,
  status,
  actions,
}: ProductFormProps) {
  const { processing } = form;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!processing) onSubmit(event);
  };

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="lg">
        <ProductFields form={form} disabled={submitting} />
        {status}
        <Group justify="flex-end" gap="sm">
          {actions}
          <Button type="submit" loading={submitting} disabled={processing}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
