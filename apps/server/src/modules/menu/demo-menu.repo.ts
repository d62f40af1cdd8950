import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productCategories, productImages, products } from '../../db/schema';
import { countProducts } from './menu.repo';

/** Adds the categories that do not exist yet; those that do are left as they are. */
export async function insertCategories(
  db: Database,
  categories: { name: string; position: number }[],
): Promise<void> {
  await db.insert(productCategories).values(categories).onConflictDoNothing();
}

/** Every category's id, by its name in lower case. */
export async function categoryIdsByName(db: Database): Promise<Map<string, number>> {
  const categories = await db
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories);
  return new Map(categories.map((c) => [c.name.toLowerCase(), c.id]));
}

/**
 * Adds products, each with its one image, to a database that has none; answers false, adding
 * nothing, when it has some.
 */
export async function insertDemoProducts(
  db: Database,
  entries: {
    product: typeof products.$inferInsert;
    image: Omit<typeof productImages.$inferInsert, 'productId' | 'position'>;
  }[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two processes starting on one empty database must not both add the demo menu.
    await tx.execute(sql`LOCK TABLE products IN EXCLUSIVE MODE`);
    if ((await countProducts(tx)) > 0) return false;
    for (const { product, image } of entries) {
      const [row] = await tx.insert(products).values(product).returning({ id: products.id });
      await tx.insert(productImages).values({ productId: row!.id, position: 0, ...image });
    }
    return true;
  });
}
