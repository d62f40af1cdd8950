import { z } from 'zod';
import { wholeNumberSchema } from './input';
import { isOneLine, oneLineMessage } from './text';

/**
 * A product as the API answers it (see docs/cafe.md#products); `Product_Images` holds image URLs
 * (see docs/cafe.md#products).
 */
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

/** A product as admins see it: hidden ones too (see docs/cafe.md#products). */
export const adminProductSchema = productSchema.extend({ hidden: z.boolean() });
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductListSchema = z.array(adminProductSchema);

export const categorySchema = z.object({ id: z.number().int(), name: z.string() });
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

/**
 * Limits on product images (see docs/cafe.md#images, docs/cafe.md#products). The browser sends
 * JPEGs of at most 800 px.
 */
export const PRODUCT_IMAGE_RULES = {
  maxImages: 6,
  /** Decoded bytes of one image as sent. */
  maxBytes: 2 * 1024 * 1024,
  maxLongSidePx: 800,
  jpegQuality: 0.9,
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

export const PRODUCT_MESSAGES = {
  nameRequired: 'Please enter the product name.',
  nameTooLong: 'The product name must be at most 120 characters.',
  nameOneLine: oneLineMessage('The product name'),
  descriptionRequired: 'Please enter the product description.',
  descriptionTooLong: 'The description must be at most 2000 characters.',
  priceRequired: 'Please enter a price of at least 1.',
  priceNotNumber: 'The price must be a number.',
  priceTooHigh: 'The price must be at most 1,000,000.',
  priceWhole: 'The price must be a whole number of rupees.',
  categoryRequired: 'Please choose a category.',
  newCategoryRequired: 'Please enter the new category name.',
  categoryTooLong: 'The category name must be at most 60 characters.',
  categoryOneLine: oneLineMessage('The category name'),
  imagesRequired: 'Please add at least one image.',
  tooManyImages: `Please add at most ${PRODUCT_IMAGE_RULES.maxImages} images.`,
  imageNotImage: 'Each image must be a JPEG, PNG or WebP picture.',
  imageTooLarge: `Each image must be at most ${PRODUCT_IMAGE_RULES.maxBytes / 1024 / 1024} MB.`,
  imageUnknown: 'An image to keep does not belong to this product.',
  productNotFound: 'Product not found.',
} as const;

/**
 * The category value the add-product form uses to reveal its new-category input (see
 * docs/cafe.md#categories).
 */
export const OTHER_CATEGORY = 'other';

/**
 * An image in a create or edit call: a new picture as a data URL, or, when editing, the URL of one
 * of the product's current images to keep (`/api/product-images/{id}`).
 */
export const productImageInputSchema = z.string().max(5_000_000, PRODUCT_MESSAGES.imageTooLarge);

/** POST /api/create-product and PUT /api/update-product/{id} (see docs/cafe.md#products). */
export const productInputSchema = z.object({
  Product_Name: z
    .string({ error: PRODUCT_MESSAGES.nameRequired })
    .trim()
    .min(1, PRODUCT_MESSAGES.nameRequired)
    .max(120, PRODUCT_MESSAGES.nameTooLong)
    .refine(isOneLine, PRODUCT_MESSAGES.nameOneLine),
  Product_Description: z
    .string({ error: PRODUCT_MESSAGES.descriptionRequired })
    .trim()
    .min(1, PRODUCT_MESSAGES.descriptionRequired)
    .max(2000, PRODUCT_MESSAGES.descriptionTooLong),
  // A JSON number: `true` or "1e3" is no price (docs/api.md#numbers-ids-and-dates).
  Product_Price: wholeNumberSchema('The price', 1, 1_000_000, {
    required: PRODUCT_MESSAGES.priceRequired,
    notNumber: PRODUCT_MESSAGES.priceNotNumber,
    whole: PRODUCT_MESSAGES.priceWhole,
    tooSmall: PRODUCT_MESSAGES.priceRequired,
    tooLarge: PRODUCT_MESSAGES.priceTooHigh,
  }),
  Product_Category: z
    .string({ error: PRODUCT_MESSAGES.categoryRequired })
    .trim()
    .min(1, PRODUCT_MESSAGES.categoryRequired)
    .max(60, PRODUCT_MESSAGES.categoryTooLong)
    .refine(isOneLine, PRODUCT_MESSAGES.categoryOneLine)
    .refine((name) => name.toLowerCase() !== OTHER_CATEGORY, PRODUCT_MESSAGES.newCategoryRequired),
  Product_Images: z
    .array(productImageInputSchema, { error: PRODUCT_MESSAGES.imagesRequired })
    .min(1, PRODUCT_MESSAGES.imagesRequired)
    .max(PRODUCT_IMAGE_RULES.maxImages, PRODUCT_MESSAGES.tooManyImages),
  /** Edit only: hide the product from the menu without deleting it. */
  hidden: z.boolean().optional(),
});
export type ProductInput = z.infer<typeof productInputSchema>;

export const productVisibilitySchema = z.object({ hidden: z.boolean() });

export const productSavedSchema = z.object({ message: z.string(), product: adminProductSchema });
export type ProductSaved = z.infer<typeof productSavedSchema>;
