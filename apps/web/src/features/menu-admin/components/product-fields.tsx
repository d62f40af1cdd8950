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

/** The add/edit product fields (SPEC §2, §5): all required; "other" reveals New category. */
export function ProductFields({ form, disabled }: { form: ProductFormState; disabled: boolean }) {
  const { values, errors, setField, setErrors } = form;
  const categoryOptions = useCategoryOptions(values.category);

  return (
    <Stack gap="md">
      <TextInput
        label="Name"
        required
        maxLength={120}
        value={values.name}
        onChange={(event) => setField('name', event.currentTarget.value)}
        error={errors.name}
        disabled={disabled}
      />
      <Textarea
        label="Description"
        required
        autosize
        minRows={3}
        maxRows={8}
        maxLength={2000}
        value={values.description}
        onChange={(event) => setField('description', event.currentTarget.value)}
        error={errors.description}
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
        value={values.price}
        onChange={(next) => setField('price', next)}
        error={errors.price}
        disabled={disabled}
      />
      <NativeSelect
        label="Category"
        required
        data={categoryOptions.data}
        value={values.category}
        onChange={(event) => setField('category', event.currentTarget.value)}
        error={errors.category}
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
          value={values.newCategory}
          onChange={(event) => setField('newCategory', event.currentTarget.value)}
          error={errors.newCategory}
          disabled={disabled}
        />
      )}
      <ImagePicker
        images={values.images}
        onAdd={(added) => form.updateImages((images) => [...images, ...added])}
        onRemove={(key) =>
          form.updateImages((images) => images.filter((image) => image.key !== key))
        }
        error={errors.images}
        onError={(message) => setErrors((current) => ({ ...current, images: message }))}
        processing={form.processing}
        onProcessingChange={form.setProcessing}
        disabled={disabled}
        productName={values.name}
      />
    </Stack>
  );
}
