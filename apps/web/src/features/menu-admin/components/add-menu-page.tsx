import { Stack, Title } from '@mantine/core';
import { usePageTitle } from '@/lib/use-page-title';
import { AddProductSection } from './add-product-section';
import { ProductList } from './product-list';

/** Add product and manage the menu's products (see docs/screens.md#add-product). */
export function AddMenuPage() {
  usePageTitle('Add product');
  return (
    <Stack gap="xl" maw={840}>
      <Title order={1}>Add product</Title>
      <AddProductSection />
      <ProductList />
    </Stack>
  );
}
