import type { Product } from '@padel/contracts';
import type { Database } from '../../db/client';
import { listVisibleProducts, type ProductWithImages } from './menu.repo';

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

export async function listMenu(db: Database): Promise<Product[]> {
  return (await listVisibleProducts(db)).map(toProduct);
}
