import {
  OTHER_CATEGORY,
  PRODUCT_MESSAGES,
  productInputSchema,
  type AdminProduct,
  type ProductInput,
} from '@padel/contracts';
import { ApiRequestError } from '@/lib/api-client';
import { numberInputValue } from '@/lib/number-input';

/**
 * The add/edit product form's values, its checks (see docs/cafe.md#products: every field is
 * required) and the mapping of server issues back onto its fields.
 */

/** One picture of the form: a kept image (its URL) or a new one (a resized data URL). */
export interface ImageItem {
  key: string;
  /** What is sent: `/api/product-images/{id}` for a kept image, a data URL for a new one. */
  value: string;
  /** What the thumbnail shows. */
  preview: string;
}

export interface ProductFormValues {
  name: string;
  description: string;
  /** NumberInput gives a number, or a string while empty or half typed. */
  price: number | string;
  /** A category name, OTHER_CATEGORY, or '' when none is chosen. */
  category: string;
  /** The typed name when `category` is OTHER_CATEGORY. */
  newCategory: string;
  images: ImageItem[];
}

/** The form's fields in screen order. */
export const PRODUCT_FIELDS = [
  'name',
  'description',
  'price',
  'category',
  'newCategory',
  'images',
] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];
export type ProductFormErrors = Partial<Record<ProductField, string>>;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  category: '',
  newCategory: '',
  images: [],
};

let imageKeySeed = 0;
export const nextImageKey = () => `image-${++imageKeySeed}`;

export function productFormFromProduct(product: AdminProduct): ProductFormValues {
  return {
    name: product.Product_Name,
    description: product.Product_Description,
    price: product.Product_Price,
    category: product.Product_Category,
    newCategory: '',
    images: product.Product_Images.map((url, index) => ({
      key: nextImageKey(),
      value: url,
      preview: product.Product_Thumbnails[index] ?? url,
    })),
  };
}

const SCHEMA_FIELDS: Record<string, ProductField> = {
  Product_Name: 'name',
  Product_Description: 'description',
  Product_Price: 'price',
  Product_Category: 'category',
  Product_Images: 'images',
};

/** The form field of an issue path: `['Product_Images', 0]` or `'body.Product_Images.0'`. */
function fieldOf(path: readonly PropertyKey[], isOther: boolean): ProductField | undefined {
  for (const segment of path) {
    const field = typeof segment === 'string' ? SCHEMA_FIELDS[segment] : undefined;
    if (field === 'category' && isOther) return 'newCategory';
    if (field) return field;
  }
  return undefined;
}

function collect(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  isOther: boolean,
): ProductFormErrors {
  const errors: ProductFormErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path, isOther);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The API body the values stand for, before the schema has judged it. */
function toRequest(values: ProductFormValues) {
  return {
    Product_Name: values.name,
    Product_Description: values.description,
    Product_Price: numberInputValue(values.price),
    Product_Category: values.category === OTHER_CATEGORY ? values.newCategory : values.category,
    Product_Images: values.images.map((image) => image.value),
  };
}

/**
 * The form's field messages, judged by the server's own schema (see docs/cafe.md#products: all are
 * required).
 */
export function productFormErrors(values: ProductFormValues): ProductFormErrors {
  const isOther = values.category === OTHER_CATEGORY;
  const parsed = productInputSchema.safeParse(toRequest(values));
  if (parsed.success) return {};
  const errors = collect(parsed.error.issues, isOther);
  // A blank new category is "enter the name", not "choose a category".
  if (isOther && values.newCategory.trim() === '') {
    errors.newCategory = PRODUCT_MESSAGES.newCategoryRequired;
  }
  return errors;
}

/** The body the API takes, once `productFormErrors` found nothing. */
export function productInput(values: ProductFormValues): ProductInput {
  return productInputSchema.parse(toRequest(values));
}

/** Field messages of a 400 answer (`issues[].path` is dotted, e.g. `body.Product_Price`). */
export function serverProductErrors(error: unknown, values: ProductFormValues): ProductFormErrors {
  if (!(error instanceof ApiRequestError) || !error.issues) return {};
  return collect(
    error.issues.map((issue) => ({ path: issue.path.split('.'), message: issue.message })),
    values.category === OTHER_CATEGORY,
  );
}
