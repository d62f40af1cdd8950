import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productCategories, productImages, products } from '../../db/schema';
import type { EncodedImage } from './product-images.service';
import { currentTime } from '../../lib/clock';

export interface ProductWithImages {
  id: number;
  name: string;
  description: string;
  price: number;
  category: string;
  hidden: boolean;
  imageIds: number[];
}

/** Products with their category name and image ids in display order, in one query. */
function selectProducts(db: Database, where?: SQL) {
  return db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      price: products.price,
      category: productCategories.name,
      hidden: products.hidden,
      imageIds: sql<number[]>`coalesce(
        (SELECT array_agg(${productImages.id} ORDER BY ${productImages.position}, ${productImages.id})
           FROM ${productImages} WHERE ${productImages.productId} = ${products.id}),
        '{}')`,
    })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(where)
    .orderBy(asc(productCategories.position), asc(products.id));
}

export function listVisibleProducts(db: Database): Promise<ProductWithImages[]> {
  return selectProducts(db, eq(products.hidden, false));
}

export function listAllProducts(db: Database): Promise<ProductWithImages[]> {
  return selectProducts(db);
}

export async function findProduct(
  db: Database,
  id: number,
  options: { includeHidden: boolean },
): Promise<ProductWithImages | undefined> {
  const rows = await selectProducts(
    db,
    options.includeHidden
      ? eq(products.id, id)
      : and(eq(products.id, id), eq(products.hidden, false)),
  );
  return rows[0];
}

/** Current price, name and category of the given products, hidden ones included. */
export function findProductsForOrder(db: Database, ids: number[]) {
  return db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      hidden: products.hidden,
      category: productCategories.name,
      imageId: sql<number | null>`(
        SELECT ${productImages.id} FROM ${productImages} WHERE ${productImages.productId} = ${products.id}
        ORDER BY ${productImages.position}, ${productImages.id} LIMIT 1)`,
    })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(inArray(products.id, ids));
}

export function listCategories(db: Database) {
  return db
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .orderBy(asc(productCategories.position), asc(productCategories.id));
}

/**
 * The category with this name, ignoring case; created after the others when new (see
 * docs/cafe.md#categories). Two admins adding the same new category at once meet on its unique
 * index, not in a duplicate.
 */
export async function findOrCreateCategory(db: Database, name: string): Promise<number> {
  await db.execute(sql`
    INSERT INTO product_categories (name, position)
    SELECT ${name}, coalesce(max(position), -1) + 1 FROM product_categories
    ON CONFLICT DO NOTHING`);
  const [row] = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(sql`lower(${productCategories.name}) = lower(${name})`);
  return row!.id;
}

export interface ProductFields {
  name: string;
  description: string;
  price: number;
  categoryId: number;
  hidden?: boolean;
}

export async function insertProduct(db: Database, fields: ProductFields): Promise<number> {
  const [row] = await db.insert(products).values(fields).returning({ id: products.id });
  return row!.id;
}

/** Updates a product; answers false when it does not exist. */
export async function updateProductRow(
  db: Database,
  id: number,
  fields: Partial<ProductFields>,
): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ ...fields, updatedAt: currentTime() })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return rows.length > 0;
}

export async function deleteProductRow(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}

export type ImageSlot = { keepId: number } | { image: EncodedImage };

/**
 * Makes the product's images exactly `slots`, in that order: kept images move to their new
 * position, new ones are stored, and the rest are deleted.
 */
export async function replaceProductImages(
  db: Database,
  productId: number,
  slots: ImageSlot[],
): Promise<void> {
  const keepIds = slots.flatMap((slot) => ('keepId' in slot ? [slot.keepId] : []));
  await db
    .delete(productImages)
    .where(
      keepIds.length > 0
        ? and(eq(productImages.productId, productId), notInArray(productImages.id, keepIds))
        : eq(productImages.productId, productId),
    );
  for (const [position, slot] of slots.entries()) {
    if ('keepId' in slot) {
      await db.update(productImages).set({ position }).where(eq(productImages.id, slot.keepId));
    } else {
      await db.insert(productImages).values({ productId, position, ...slot.image });
    }
  }
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
