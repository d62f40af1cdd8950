import { z } from 'zod';

/** A product as the API answers it (SPEC §3); `Product_Images` holds image URLs (PRODUCT D11). */
export const productSchema = z.object({
  id: z.number().int(),
  Product_ID: z.number().int(),
  Product_Name: z.string(),
  Product_Description: z.string(),
  Product_Price: z.number(),
  Product_Category: z.string(),
  Product_Images: z.array(z.string()),
  /** Smaller variants of `Product_Images`, same order, for the menu grid. */
  Product_Thumbnails: z.array(z.string()),
});
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);
