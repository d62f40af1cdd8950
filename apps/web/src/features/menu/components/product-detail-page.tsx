import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Product } from '@padel/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingStatus } from '@/components/ui/loading-status';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { addToCart, MAX_CART_QUANTITY, MIN_CART_QUANTITY } from '@/lib/cart-storage';
import { formatPrice } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { isProductId, isProductMissing, useProduct } from '../api/get-product';
import { ProductCarousel } from './product-carousel';
import classes from './product-detail.module.css';

function BackToMenu() {
  return (
    <Anchor component={Link} to="/menu" fw={600}>
      ← Back to menu
    </Anchor>
  );
}

/** A missing, hidden or malformed product: say so, instead of the spec's endless spinner. */
function ProductNotFound() {
  usePageTitle('Product not found');
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Title order={1}>Product not found</Title>
      <Text size="lg">This product is not on the menu any more, or the link is wrong.</Text>
      <Button component={Link} to="/menu">
        Back to menu
      </Button>
    </Stack>
  );
}

type Added = { name: string; quantity: number; capped: boolean } | 'failed';

function AddedMessage({ added }: { added: Added }) {
  if (added === 'failed') {
    return (
      <Alert
        color="red"
        title="Not added"
        role="group"
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        Your browser did not let us save the cart. Please allow site storage and try again.
      </Alert>
    );
  }
  return (
    <Alert
      color="green"
      title="Added to your cart"
      role="group"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {added.capped
            ? `You now have the most we take in one order: ${added.quantity} × ${added.name}.`
            : `${added.name} is in your cart (${added.quantity} in total).`}
        </Text>
        <Group gap="sm">
          <Button component={Link} to="/cart-items" size="xs">
            View cart
          </Button>
          <Button component={Link} to="/menu" size="xs" variant="default">
            Continue shopping
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function ProductDetail({ product }: { product: Product }) {
  usePageTitle(product.Product_Name);
  const [quantity, setQuantity] = useState(MIN_CART_QUANTITY);
  const [added, setAdded] = useState<Added | null>(null);

  const handleAdd = () => {
    const total = addToCart({
      id: product.id,
      name: product.Product_Name,
      price: product.Product_Price,
      quantity,
      imagePath: product.Product_Thumbnails[0] ?? product.Product_Images[0],
      itemUrl: `/product-detail/${product.id}`,
      category: product.Product_Category,
    });
    setAdded(
      total === null
        ? 'failed'
        : { name: product.Product_Name, quantity: total, capped: total === MAX_CART_QUANTITY },
    );
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <ProductCarousel images={product.Product_Images} name={product.Product_Name} />
      <Stack gap="md">
        <Stack gap={4}>
          {product.Product_Category && (
            <Badge variant="light" color="violet" c="violet.9">
              {product.Product_Category}
            </Badge>
          )}
          <Title order={1} className={classes.name}>
            {product.Product_Name}
          </Title>
          <Text fz="xl" fw={700} c="blue.8">
            {formatPrice(product.Product_Price)}
          </Text>
        </Stack>
        {product.Product_Description && (
          <Text className={classes.description}>{product.Product_Description}</Text>
        )}
        <Group align="flex-end" gap="md">
          <QuantityStepper
            label="Quantity"
            value={quantity}
            min={MIN_CART_QUANTITY}
            max={MAX_CART_QUANTITY}
            onChange={(next) => {
              setQuantity(next);
              setAdded(null);
            }}
          />
          <Button type="button" size="md" onClick={handleAdd}>
            Add to Cart
          </Button>
        </Group>
        {/* Announced when it appears, so screen-reader users hear the item was added. */}
        <div role="status">{added && <AddedMessage added={added} />}</div>
      </Stack>
    </SimpleGrid>
  );
}

function LoadingProduct() {
  usePageTitle('Product');
  return <LoadingStatus label="Loading product..." />;
}

/**
 * Product detail (see docs/screens.md#menu): pictures, name, price in PKR, description, quantity,
 * Add to Cart.
 */
export function ProductDetailPage() {
  const { id } = useParams();
  const product = useProduct(id);

  if (!isProductId(id) || (product.isError && isProductMissing(product.error))) {
    return <ProductNotFound />;
  }

  let content;
  if (product.data) {
    content = <ProductDetail product={product.data} />;
  } else if (product.isError) {
    content = (
      <Alert
        color="red"
        title="The product could not be loaded"
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Please check your connection and try again.</Text>
          <Button size="xs" color="red.9" onClick={() => void product.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    content = <LoadingProduct />;
  }

  return (
    <Stack gap="md">
      <BackToMenu />
      {content}
    </Stack>
  );
}
