import { MENU_CATEGORIES } from '@padel/contracts';
import type { Database } from '../../db/client';
import { demoImageSvg, type DemoShape } from './demo-images.seed';
import { categoryIdsByName, insertCategories, insertDemoProducts } from './demo-menu.repo';
import { countProducts } from './menu.repo';
import { encodeProductImage } from './product-images.service';

/**
 * The six categories of docs/cafe.md#categories exist on every database; adding them again changes
 * nothing.
 */
export async function seedCategories(db: Database): Promise<void> {
  await insertCategories(
    db,
    MENU_CATEGORIES.map((name, position) => ({ name, position })),
  );
}

interface DemoProduct {
  name: string;
  description: string;
  price: number;
}

const DEMO_MENU: Record<
  (typeof MENU_CATEGORIES)[number],
  { shape: DemoShape; items: DemoProduct[] }
> = {
  'Hot Beverages': {
    shape: 'cup',
    items: [
      {
        name: 'Cappuccino',
        description: 'Double espresso with steamed milk and a thick foam cap.',
        price: 650,
      },
      { name: 'Café Latte', description: 'Espresso topped with silky steamed milk.', price: 600 },
      {
        name: 'Kashmiri Chai',
        description: 'Pink tea with cardamom, crushed pistachio and almonds.',
        price: 450,
      },
    ],
  },
  Frappés: {
    shape: 'glass',
    items: [
      {
        name: 'Caramel Frappé',
        description: 'Iced coffee blended with caramel and whipped cream.',
        price: 850,
      },
      {
        name: 'Mocha Frappé',
        description: 'Chocolate, espresso and ice, blended smooth.',
        price: 850,
      },
      {
        name: 'Vanilla Bean Frappé',
        description: 'Creamy vanilla blended with ice and milk.',
        price: 800,
      },
    ],
  },
  Smoothies: {
    shape: 'glass',
    items: [
      { name: 'Berry Blast', description: 'Strawberry, blueberry and yoghurt.', price: 900 },
      {
        name: 'Mango Tango',
        description: 'Sindhri mango, banana and a squeeze of lime.',
        price: 850,
      },
      {
        name: 'Green Recovery',
        description: 'Spinach, apple, banana and ginger — made for after the match.',
        price: 950,
      },
    ],
  },
  Desserts: {
    shape: 'cake',
    items: [
      {
        name: 'Chocolate Fudge Cake',
        description: 'Three layers of dark chocolate sponge and fudge.',
        price: 750,
      },
      {
        name: 'New York Cheesecake',
        description: 'Baked vanilla cheesecake on a biscuit base.',
        price: 800,
      },
      {
        name: 'Lotus Tres Leches',
        description: 'Milk-soaked sponge with Lotus biscuit crumb.',
        price: 700,
      },
    ],
  },
  'Signature Fresh Juices': {
    shape: 'glass',
    items: [
      { name: 'Fresh Orange', description: 'Squeezed to order from Kinnow oranges.', price: 550 },
      {
        name: 'Mint Lemonade',
        description: 'Lemon, fresh mint and a pinch of black salt.',
        price: 450,
      },
      { name: 'Watermelon Cooler', description: 'Watermelon, lime and mint over ice.', price: 500 },
    ],
  },
  'Soft Drinks & Water': {
    shape: 'bottle',
    items: [
      { name: 'Mineral Water', description: 'Still mineral water, 500 ml.', price: 120 },
      { name: 'Sparkling Water', description: 'Chilled sparkling water, 330 ml.', price: 250 },
      { name: 'Cola', description: 'Chilled can, 330 ml.', price: 200 },
    ],
  },
};

/** Demo products with locally drawn images, added only to a database that has no products yet. */
export async function seedDemoMenu(db: Database): Promise<boolean> {
  if ((await countProducts(db)) > 0) return false;
  const categoryId = await categoryIdsByName(db);
  const entries = Object.entries(DEMO_MENU);
  const prepared = await Promise.all(
    entries.flatMap(([category, { shape, items }], paletteIndex) =>
      items.map(async (item, variant) => ({
        category,
        item,
        image: await encodeProductImage(demoImageSvg(shape, paletteIndex, variant)),
      })),
    ),
  );
  return insertDemoProducts(
    db,
    prepared.map(({ category, item, image }) => ({
      product: { ...item, categoryId: categoryId.get(category.toLowerCase())! },
      image,
    })),
  );
}
