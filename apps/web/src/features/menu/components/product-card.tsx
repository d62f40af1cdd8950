import { Card, Text, Title } from '@mantine/core';
import type { Product } from '@padel/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '@/lib/format';
import linkCard from '@/components/ui/link-card.module.css';
import classes from './product-card.module.css';

const THUMB_WIDTH = 400;
const THUMB_HEIGHT = 300;

/**
 * One product in the menu grid; the whole card links to its detail page. `aboveTheFold` cards
 * (the first row on a phone) load their picture at once: it is the page's largest paint.
 */
export function ProductCard({
  product,
  aboveTheFold = false,
}: {
  product: Product;
  aboveTheFold?: boolean;
}) {
  const nameId = useId();
  const priceId = useId();
  const thumbnail = product.Product_Thumbnails[0] ?? product.Product_Images[0];

  return (
    <Card
      component={Link}
      to={`/product-detail/${product.id}`}
      withBorder
      padding="sm"
      className={linkCard.card}
      aria-labelledby={`${nameId} ${priceId}`}
    >
      <Card.Section>
        {thumbnail ? (
          <img
            className={classes.image}
            src={thumbnail}
            alt={product.Product_Name}
            width={THUMB_WIDTH}
            height={THUMB_HEIGHT}
            loading={aboveTheFold ? 'eager' : 'lazy'}
            fetchPriority={aboveTheFold ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <div className={classes.noImage} aria-hidden="true">
            {product.Product_Name.slice(0, 1).toUpperCase()}
          </div>
        )}
      </Card.Section>
      <Title order={2} size="h5" mt="sm" id={nameId} className={classes.name}>
        {product.Product_Name}
      </Title>
      <Text id={priceId} fw={700} c="blue.8" mt={4}>
        {formatPrice(product.Product_Price)}
      </Text>
    </Card>
  );
}
