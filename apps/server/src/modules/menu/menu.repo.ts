import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productCategories, productImages, products } from '../../db/schema';

export interface ProductWithImages {
  id: number;
  name: string;
  description: string;
  price: number;
  category: string;
  imageIds: number[];
}

/** Visible products with their category name and image ids in display order, in one query. */
export function listVisibleProducts(db: Database): Promise<ProductWithImages[]> {
  return db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      price: products.price,
      category: productCategories.name,
      imageIds: sql<number[]>`coalesce(
        (SELECT array_agg(${productImages.id} ORDER BY ${productImages.position}, ${productImages.id})
           FROM ${productImages} WHERE ${productImages.productId} = ${products.id}),
        '{}')`,
    })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(eq(products.hidden, false))
    .orderBy(asc(productCategories.position), asc(products.id));
}

export function findProductImage(db: Database, id: number) {
  return db
    .select({
      contentType: productImages.contentType,
      data: productImages.data,
      thumbnail: productImages.thumbnail,
    })
    .from(productImages)
    .where(eq(productImages.id, id))
    .then((rows) => rows[0]);
}

export async function countProducts(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
  return row?.count ?? 0;
}
