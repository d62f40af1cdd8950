import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MENU_CATEGORIES, type Product } from '@padel/contracts';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/lib/use-page-title';
import { useProducts } from '../api/get-products';
import { CategoryFilter, type CategoryOption } from './category-filter';
import { ProductCard } from './product-card';

const CATEGORY_PARAM = 'category';
/** Two columns on a phone: the first row is what a visitor sees first (the server preloads it). */
const ABOVE_THE_FOLD_CARDS = 2;

/**
 * "All", the known categories in menu order, then any category an admin added (see
 * docs/cafe.md#categories).
 */
function categoryOptions(products: Product[]): CategoryOption[] {
  const counts = new Map<string, number>();
  for (const product of products) {
    counts.set(product.Product_Category, (counts.get(product.Product_Category) ?? 0) + 1);
  }
  const known: readonly string[] = MENU_CATEGORIES;
  const extra = [...counts.keys()].filter((name) => !known.includes(name)).sort();
  return [
    { value: null, label: 'All', count: products.length },
    ...[...known, ...extra].map((name) => ({
      value: name,
      label: name,
      count: counts.get(name) ?? 0,
    })),
  ];
}

export function MenuPage() {
  usePageTitle('Menu');
  const products = useProducts();
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = searchParams.get(CATEGORY_PARAM);

  const options = useMemo(() => categoryOptions(products.data ?? []), [products.data]);
  const visible = useMemo(
    () =>
      (products.data ?? []).filter(
        (product) => selected === null || product.Product_Category === selected,
      ),
    [products.data, selected],
  );

  const selectCategory = (value: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (value === null) next.delete(CATEGORY_PARAM);
    else next.set(CATEGORY_PARAM, value);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <Stack gap="lg">
      <Title order={1}>Menu</Title>

      {products.isPending && (
        <Group gap="sm" role="status" py="xl" justify="center">
          <Loader size="md" aria-hidden="true" />
          <Text>Loading menu...</Text>
        </Group>
      )}

      {products.isError && (
        <Alert color="red" title="The menu could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Please check your connection and try again.</Text>
            <Button size="xs" variant="outline" color="red" onClick={() => void products.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}

      {products.isSuccess && (
        <>
          <CategoryFilter options={options} selected={selected} onSelect={selectCategory} />
          {visible.length === 0 ? (
            <Text role="status" py="xl" ta="center" size="lg">
              {products.data.length === 0
                ? 'No products found'
                : 'No products in this category yet'}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
              {visible.map((product, index) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  aboveTheFold={index < ABOVE_THE_FOLD_CARDS}
                />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}
