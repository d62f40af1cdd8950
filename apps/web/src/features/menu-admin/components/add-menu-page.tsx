import { Stack, Title } from '@mantine/core';
import { usePageTitle } from '@/lib/use-page-title';
import { AddProductSection } from './add-product-section';
import { ProductList } from './product-list';

/** Add product and manage the menu's products (SPEC §2 "Add product"; PRODUCT D11). */
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
