// Business rules of the admin catalogue: unique category names, no orphaned products, soft removal of products.
import { CATALOGUE_MESSAGES, type CreateProductRequest, type EditProductRequest } from '@app/contracts/admin-catalogue';
import type { Product } from '@app/contracts/catalogue';
import { rupeesToPaise } from '@app/contracts/common';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { CHANNELS } from '../../lib/channels.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import * as repo from './admin-catalogue.repository.ts';
import { ERROR_CATALOGUE } from '@app/contracts/errors';

export const CATEGORY_HAS_ORDERED_PRODUCTS = ERROR_CATALOGUE.category_has_ordered_products;

/** Runs a catalogue write; once it has committed, this process's next read of the catalogue is fresh. */
async function write<T>(ctx: AppContext, work: () => Promise<T>): Promise<T> {
  const result = await work();
  ctx.changes.changed(CHANNELS.catalogue);
  return result;
}

export async function createCategory(ctx: AppContext, name: string) {
  if (await repo.findCategoryByName(ctx.db, name)) throw conflict('category_exists', CATALOGUE_MESSAGES.categoryExists, { category_name: CATALOGUE_MESSAGES.categoryExists });
  try {
    return await write(ctx, () => repo.insertCategory(ctx.db, name));
  } catch (error) {
    // Two admins adding the same name at once: the unique index on lower(name) decides.
    if (isUniqueViolation(error)) throw conflict('category_exists', CATALOGUE_MESSAGES.categoryExists, { category_name: CATALOGUE_MESSAGES.categoryExists });
    throw error;
  }
}

/** Refuses while live products remain (docs/decisions/admin-category-delete.md). */
export async function removeCategory(ctx: AppContext, categoryId: number): Promise<void> {
  await write(ctx, () => ctx.db.transaction(async (tx) => {
    if (!(await repo.lockCategory(tx, categoryId))) throw notFound('category_not_found', CATALOGUE_MESSAGES.categoryNotFound);
    if ((await repo.countLiveProducts(tx, categoryId)) > 0) throw conflict('category_has_products', CATALOGUE_MESSAGES.categoryHasProducts);
    await repo.purgeRemovedUnorderedProducts(tx, categoryId);
    if ((await repo.countRemainingProducts(tx, categoryId)) > 0) throw conflict('category_has_ordered_products', CATEGORY_HAS_ORDERED_PRODUCTS);
    await repo.deleteCategory(tx, categoryId);
  }));
}

async function requireCategory(tx: Tx, categoryId: number) {
  if (!(await repo.lockCategoryShared(tx, categoryId))) {
    throw badRequest('category_unknown', CATALOGUE_MESSAGES.category, { category_id: CATALOGUE_MESSAGES.category });
  }
}

async function reload(tx: Tx, productId: number): Promise<Product> {
  const product = await repo.findLiveProduct(tx, productId);
  if (!product) throw notFound('product_not_found', CATALOGUE_MESSAGES.productNotFound);
  return product;
}

export async function createProduct(ctx: AppContext, input: CreateProductRequest): Promise<Product> {
  return write(ctx, () => ctx.db.transaction(async (tx) => {
    await requireCategory(tx, input.category_id);
    const id = await repo.insertProduct(tx, {
      categoryId: input.category_id,
      name: input.name,
      pricePaise: rupeesToPaise(input.price_in_rupee),
      rating: input.rating,
      stockQuantity: input.stock_quantity,
      image: input.image,
      description: input.description ?? '',
      instruction: input.instruction ?? null,
      kitIncludes: input.kit_includes ?? null,
      discount: input.discount ?? 0,
      quality: input.quality ?? 0,
    });
    return reload(tx, id);
  }));
}

export async function editProduct(ctx: AppContext, productId: number, input: EditProductRequest): Promise<Product> {
  return write(ctx, () => ctx.db.transaction(async (tx) => {
    if (!(await repo.lockLiveProduct(tx, productId))) throw notFound('product_not_found', CATALOGUE_MESSAGES.productNotFound);
    if (input.category_id !== undefined) await requireCategory(tx, input.category_id);
    const values: repo.ProductValues = {
      categoryId: input.category_id,
      name: input.name,
      pricePaise: input.price_in_rupee === undefined ? undefined : rupeesToPaise(input.price_in_rupee),
      rating: input.rating,
      stockQuantity: input.stock_quantity,
      image: input.image,
      description: input.description,
      // An emptied optional text clears it.
      instruction: input.instruction === undefined ? undefined : input.instruction || null,
      kitIncludes: input.kit_includes === undefined ? undefined : input.kit_includes || null,
      discount: input.discount,
      quality: input.quality,
      updatedAt: ctx.now(),
    };
    await repo.updateProduct(tx, productId, values);
    return reload(tx, productId);
  }));
}

/** Past orders keep their snapshot; the shop and every cart stop showing the product. */
export async function removeProduct(ctx: AppContext, productId: number): Promise<void> {
  // The product's cart lines go too: carts follow the catalogue's feed, so every cart kept here is dropped.
  await write(ctx, () => ctx.db.transaction(async (tx) => {
    if (!(await repo.lockLiveProduct(tx, productId))) throw notFound('product_not_found', CATALOGUE_MESSAGES.productNotFound);
    await repo.softDeleteProduct(tx, productId, ctx.now());
  }));
}
