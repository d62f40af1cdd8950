import {
  PRODUCT_MESSAGES,
  type AdminProduct,
  type ProductInput,
  type ProductSaved,
} from '@padel/contracts';
import type { Database } from '../../db/client';
import { BadRequestError, NotFoundError, type Issue } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repo';
import {
  deleteProductRow,
  findOrCreateCategory,
  findProduct,
  insertProduct,
  replaceProductImages,
  updateProductRow,
  type ImageSlot,
  type ProductWithImages,
} from './menu.repo';
import { toAdminProduct } from './menu.service';
import { readUploadedImage } from './product-images.service';

/** `/api/product-images/12`, absolute or not, names a stored image the edit keeps. */
const KEPT_IMAGE_URL = /^(?:https?:\/\/[^/]+)?\/api\/product-images\/(\d+)(?:\/thumbnail)?$/;

/**
 * Turns the request's images into stored-image slots. Every image is checked before anything is
 * written, so a bad one leaves the product as it was.
 */
async function readImageSlots(
  images: string[],
  current: ProductWithImages | undefined,
): Promise<ImageSlot[]> {
  const slots: ImageSlot[] = [];
  for (const [index, value] of images.entries()) {
    const fail = (message: string): never => {
      const issue: Issue = { path: `body.Product_Images.${index}`, message };
      throw new BadRequestError(message, 'VALIDATION_FAILED', [issue]);
    };
    const kept = KEPT_IMAGE_URL.exec(value.trim());
    if (kept) {
      const id = Number(kept[1]);
      if (!current?.imageIds.includes(id)) fail(PRODUCT_MESSAGES.imageUnknown);
      slots.push({ keepId: id });
      continue;
    }
    const result = await readUploadedImage(value);
    if ('problem' in result) {
      fail(
        result.problem === 'too-large'
          ? PRODUCT_MESSAGES.imageTooLarge
          : PRODUCT_MESSAGES.imageNotImage,
      );
    } else {
      slots.push({ image: result.image });
    }
  }
  return slots;
}

async function loadAdminProduct(db: Database, id: number): Promise<AdminProduct> {
  const row = await findProduct(db, id, { includeHidden: true });
  if (!row) throw new NotFoundError(PRODUCT_MESSAGES.productNotFound);
  return toAdminProduct(row);
}

const auditFields = (input: ProductInput) => ({
  name: input.Product_Name,
  price: input.Product_Price,
  category: input.Product_Category,
  images: input.Product_Images.length,
  hidden: input.hidden ?? false,
});

export async function createProduct(
  db: Database,
  adminId: number,
  input: ProductInput,
): Promise<ProductSaved> {
  const slots = await readImageSlots(input.Product_Images, undefined);
  const id = await db.transaction(async (tx) => {
    const categoryId = await findOrCreateCategory(tx, input.Product_Category);
    const productId = await insertProduct(tx, {
      name: input.Product_Name,
      description: input.Product_Description,
      price: input.Product_Price,
      categoryId,
      hidden: input.hidden ?? false,
    });
    await replaceProductImages(tx, productId, slots);
    await recordAudit(tx, {
      actor: { type: 'admin', id: adminId },
      action: 'create-product',
      entity: 'product',
      entityId: productId,
      after: auditFields(input),
    });
    return productId;
  });
  return { message: 'Product added successfully', product: await loadAdminProduct(db, id) };
}

export async function updateProduct(
  db: Database,
  adminId: number,
  id: number,
  input: ProductInput,
): Promise<ProductSaved> {
  const current = await findProduct(db, id, { includeHidden: true });
  if (!current) throw new NotFoundError(PRODUCT_MESSAGES.productNotFound);
  const slots = await readImageSlots(input.Product_Images, current);
  await db.transaction(async (tx) => {
    const categoryId = await findOrCreateCategory(tx, input.Product_Category);
    const updated = await updateProductRow(tx, id, {
      name: input.Product_Name,
      description: input.Product_Description,
      price: input.Product_Price,
      categoryId,
      ...(input.hidden === undefined ? {} : { hidden: input.hidden }),
    });
    // Deleted by another admin since it was read above.
    if (!updated) throw new NotFoundError(PRODUCT_MESSAGES.productNotFound);
    await replaceProductImages(tx, id, slots);
    await recordAudit(tx, {
      actor: { type: 'admin', id: adminId },
      action: 'update-product',
      entity: 'product',
      entityId: id,
      before: { name: current.name, price: current.price, category: current.category },
      after: auditFields(input),
    });
  });
  return { message: 'Product updated successfully', product: await loadAdminProduct(db, id) };
}

export async function setProductHidden(
  db: Database,
  adminId: number,
  id: number,
  hidden: boolean,
): Promise<ProductSaved> {
  await db.transaction(async (tx) => {
    if (!(await updateProductRow(tx, id, { hidden }))) {
      throw new NotFoundError(PRODUCT_MESSAGES.productNotFound);
    }
    await recordAudit(tx, {
      actor: { type: 'admin', id: adminId },
      action: hidden ? 'hide-product' : 'show-product',
      entity: 'product',
      entityId: id,
      after: { hidden },
    });
  });
  return {
    message: hidden ? 'Product hidden from the menu' : 'Product shown on the menu',
    product: await loadAdminProduct(db, id),
  };
}

/** Deletes a product; past orders keep their own copy of its name and price. */
export async function deleteProduct(db: Database, adminId: number, id: number) {
  await db.transaction(async (tx) => {
    const before = await findProduct(tx, id, { includeHidden: true });
    if (!before || !(await deleteProductRow(tx, id))) {
      throw new NotFoundError(PRODUCT_MESSAGES.productNotFound);
    }
    await recordAudit(tx, {
      actor: { type: 'admin', id: adminId },
      action: 'delete-product',
      entity: 'product',
      entityId: id,
      before: { name: before.name, price: before.price, category: before.category },
    });
  });
  return { message: 'Product deleted successfully' };
}
