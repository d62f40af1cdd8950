import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import type { AdminProduct } from '@padel/contracts';
import { formatPrice } from '@/lib/format';
import classes from './product-list.module.css';

interface ProductRowProps {
  product: AdminProduct;
  /** This product's Hide/Show call is under way. */
  toggling: boolean;
  onEdit: (product: AdminProduct) => void;
  onToggleHidden: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}

/** One product of the management list: what the menu shows of it, and its actions. */
export function ProductRow({
  product,
  toggling,
  onEdit,
  onToggleHidden,
  onDelete,
}: ProductRowProps) {
  const thumbnail = product.Product_Thumbnails[0] ?? product.Product_Images[0];
  const name = product.Product_Name;
  return (
    <Paper component="li" withBorder p="sm" className={classes.row} data-testid="product-row">
      <div className={classes.summary}>
        {thumbnail ? (
          // The name is right beside it: the picture adds nothing for a screen reader.
          <img src={thumbnail} alt="" className={classes.thumb} loading="lazy" />
        ) : (
          <div className={classes.thumb} aria-hidden="true" />
        )}
        <div className={classes.text}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700} className={classes.name}>
              {name}
            </Text>
            {product.hidden && (
              <Badge color="gray.3" c="dark.9" radius="sm" tt="none" fw={600}>
                Hidden
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {product.Product_Category}
          </Text>
          <Text size="sm" fw={600}>
            {formatPrice(product.Product_Price)}
          </Text>
        </div>
      </div>
      <Group gap="xs" className={classes.actions}>
        <Button
          size="xs"
          variant="default"
          aria-label={`Edit ${name}`}
          onClick={() => onEdit(product)}
        >
          Edit
        </Button>
        <Button
          size="xs"
          variant="default"
          aria-label={`${product.hidden ? 'Show' : 'Hide'} ${name}`}
          loading={toggling}
          onClick={() => onToggleHidden(product)}
        >
          {product.hidden ? 'Show' : 'Hide'}
        </Button>
        <Button
          size="xs"
          variant="outline"
          color="red.8"
          aria-label={`Delete ${name}`}
          onClick={() => onDelete(product)}
        >
          Delete
        </Button>
      </Group>
    </Paper>
  );
}
