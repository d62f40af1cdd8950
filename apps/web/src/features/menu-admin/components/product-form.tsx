import { Button, Group, Stack } from '@mantine/core';
import type { ProductInput } from '@padel/contracts';
import type { FormEvent, ReactNode } from 'react';
import { focusFirstInvalidOnFailure } from '@/lib/form-errors';
import type { ProductFormState } from '../lib/use-product-form';
import { ProductFields } from './product-fields';

interface ProductFormProps {
  form: ProductFormState;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (body: ProductInput) => void;
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
  const { setFormElement, processing } = form;
  const submit = form.onSubmit(onSubmit, focusFirstInvalidOnFailure);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting && !processing) submit(event);
  };

  return (
    <form ref={setFormElement} noValidate onSubmit={handleSubmit}>
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
