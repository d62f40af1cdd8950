import { PRODUCT_MESSAGES, type AdminProduct, type Product } from '@padel/contracts';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import {
  findProduct,
  findProductImage,
  listAllProducts,
  listCategories,
  listVisibleProducts,
  type ProductWithImages,
} from './menu.repo';

export const productImageUrl = (id: number) => `/api/product-images/${id}`;
export const productThumbnailUrl = (id: number) => `/api/product-images/${id}/thumbnail`;

export function toProduct(row: ProductWithImages): Product {
  return {
    id: row.id,
    Product_ID: row.id,
    Product_Name: row.name,
    Product_Description: row.description,
    Product_Price: row.price,
    Product_Category: row.category,
    Product_Images: row.imageIds.map(productImageUrl),
    Product_Thumbnails: row.imageIds.map(productThumbnailUrl),
  };
}

export const toAdminProduct = (row: ProductWithImages): AdminProduct => ({
  ...toProduct(row),
  hidden: row.hidden,
});

export async function listMenu(db: Database): Promise<Product[]> {
  return (await listVisibleProducts(db)).map(toProduct);
}

export async function listMenuForAdmin(db: Database): Promise<AdminProduct[]> {
  return (await listAllProducts(db)).map(toAdminProduct);
}

/** A product on the menu; hidden ones are not found, as if deleted. */
export async function getMenuProduct(db: Database, id: number): Promise<Product> {
  const row = await findProduct(db, id, { includeHidden: false });
  if (!row) throw new NotFoundError(PRODUCT_MESSAGES.productNotFound);
  return toProduct(row);
}

/** A product image's bytes, full size and thumbnail; 404 when there is none under the id. */
export async function getProductImage(db: Database, id: number) {
  const image = await findProductImage(db, id);
  if (!image) throw new NotFoundError('Image not found');
  return image;
}

export { listCategories };
