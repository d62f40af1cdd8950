import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt } from './columns';

export const productCategories = pgTable(
  'product_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('product_categories_name_lower_key').on(sql`lower(${t.name})`)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Whole rupees. */
    price: integer('price').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'restrict' }),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    check('products_price_check', sql`${t.price} >= 0`),
  ],
);

/**
 * Re-encoded product images and their grid-sized variants, served at their own URLs (see
 * docs/cafe.md#images).
 */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    thumbnail: bytea('thumbnail').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);
