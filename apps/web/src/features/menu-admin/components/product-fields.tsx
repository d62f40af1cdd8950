import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { NativeSelect, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { OTHER_CATEGORY } from '@padel/contracts';
import { useMemo } from 'react';
import { useCategories } from '../api/get-categories';
import type { ProductFormState } from '../lib/use-product-form';
import { ImagePicker } from './image-picker';

const MAX_PRICE = 1_000_000;

/** Category choices: the known ones, the product's own if it is missing, then "other". */
function useCategoryOptions(current: string) {
  const categories = useCategories();
  const data = useMemo(() => {
    const names = (categories.data ?? []).map((category) => category.name);
    if (current && current !== OTHER_CATEGORY && !names.includes(current)) names.push(current);
    return [
      { value: '', label: categories.isPending ? 'Loading categories...' : 'Choose a category' },
      ...names.map((name) => ({ value: name, label: name })),
      { value: OTHER_CATEGORY, label: 'other (new category)' },
    ];
  }, [categories.data, categories.isPending, current]);
  return { data, failed: categories.isError };
}

/**
 * The add/edit product fields (see docs/cafe.md#products): all required; "other" reveals New
 * category.
 */
export function ProductFields({ form, disabled }: { form: ProductFormState; disabled: boolean }) {
  const { values, errors } = form;
  const categoryOptions = useCategoryOptions(values.category);

  return (
    <Stack gap="md">
      <TextInput
        label="Name"
        required
        maxLength={120}
        {...form.getInputProps('name')}
        disabled={disabled}
      />
      <Textarea
        label="Description"
        required
        autosize
        minRows={3}
        maxRows={8}
        maxLength={2000}
        {...form.getInputProps('description')}
        disabled={disabled}
      />
      <NumberInput
        label="Price (PKR)"
        description="Whole rupees"
        required
        min={1}
        max={MAX_PRICE}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        thousandSeparator=","
        hideControls
        inputMode="numeric"
        {...form.getInputProps('price')}
        disabled={disabled}
      />
      <NativeSelect
        label="Category"
        required
        data={categoryOptions.data}
        {...form.getInputProps('category')}
        description={
          categoryOptions.failed
            ? 'The categories could not be loaded; choose other to type one.'
            : undefined
        }
        disabled={disabled}
      />
      {values.category === OTHER_CATEGORY && (
        <TextInput
          label="New category"
          description="The category is created with the product."
          required
          maxLength={60}
          {...form.getInputProps('newCategory')}
          disabled={disabled}
        />
      )}
      <ImagePicker
        images={values.images}
        // Pictures arrive after an asynchronous resize: update from the latest list, not a stale
        // one.
        onAdd={(added) => form.setFieldValue('images', (images) => [...images, ...added])}
        onRemove={(key) =>
          form.setFieldValue('images', (images) => images.filter((image) => image.key !== key))
        }
        error={errors.images}
        // After the queued update of onAdd, which clears the message: set it in the same queue.
        onError={(message) => form.setErrors((current) => ({ ...current, images: message }))}
        processing={form.processing}
        onProcessingChange={form.setProcessing}
        disabled={disabled}
        productName={values.name}
      />
    </Stack>
  );
}
