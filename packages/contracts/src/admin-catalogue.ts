// Admin catalogue: category and product bodies of /admin/*, their rules and the spec's messages (accounts-and-admin.md sections 5, 9).
import { z } from 'zod';
import { blankToUndefined, idLike } from './common.ts';
import {
  hasDecimals,
  imageReference,
  lenientNumber,
  optionalField,
  optionalText,
  requiredText,
  roundTo,
  TEXT_TOO_LONG,
  wholeNumber,
} from './admin-fields.ts';

export const LOW_STOCK_THRESHOLD = 10;
export const DESCRIPTION_TRUNCATE = 200;
export const INSTRUCTION_TRUNCATE = 150;

export const CATALOGUE_MESSAGES = {
  categoryName: 'Category name is required.',
  productName: 'Product name is required.',
  category: 'Please select a category.',
  price: 'Price should be a positive number.',
  priceDecimals: 'Price can have at most 2 decimals.',
  rating: 'Rating should be a positive number between 1 and 5.',
  ratingEdit: 'Rating should be a number between 0 and 5.',
  stock: 'Stock quantity should be a positive number.',
  image: 'Please upload a product image.',
  imageInvalid: 'The product image must be an uploaded image or an http(s) link.',
  discount: 'Discount should be a whole number between 0 and 100.',
  quality: 'Quality should be a whole number of 0 or more.',
  tooLong: TEXT_TOO_LONG,
  categoryExists: 'A category with this name already exists.',
  categoryNotFound: 'Category not found',
  categoryHasProducts: 'This category still has products. Move or remove them first.',
  productNotFound: 'Product not found',
} as const;
const M = CATALOGUE_MESSAGES;

export const confirmDeleteCategory = 'Are you sure you want to delete this category?';

export const createCategorySchema = z.object({
  category_name: requiredText(M.categoryName, 100),
});
export type CreateCategoryRequest = z.output<typeof createCategorySchema>;

const price = lenientNumber(M.price)
  .refine((v) => v > 0 && v <= 10_000_000, { error: M.price })
  .refine((v) => hasDecimals(v, 2), { error: M.priceDecimals });
const stock = wholeNumber(M.stock);
const rating = (min: number, message: string) =>
  lenientNumber(message)
    .refine((v) => v >= min && v <= 5, { error: message })
    .transform((v) => roundTo(v, 1));
const discount = wholeNumber(M.discount, 100);
const quality = wholeNumber(M.quality);
const productImage = imageReference(M.image, M.imageInvalid);
/** An edited text: absent or null keeps the stored value, "" clears it. */
const editedText = (max: number) =>
  z.preprocess((v) => (v === null ? undefined : v), z.string({ error: M.tooLong }).trim().max(max, { error: M.tooLong }).optional());

/** POST /admin/product: the add form's rules (rating 1-5). Description is required in the form only. */
export const createProductSchema = z.object({
  category_id: z.preprocess(blankToUndefined, idLike(M.category)),
  name: requiredText(M.productName, 200),
  price_in_rupee: price,
  rating: rating(1, M.rating),
  stock_quantity: stock,
  image: productImage,
  description: optionalText(5000),
  instruction: optionalText(5000),
  kit_includes: optionalText(2000),
  discount: optionalField(discount),
  quality: optionalField(quality),
});
export type CreateProductRequest = z.output<typeof createProductSchema>;
export type CreateProductForm = z.input<typeof createProductSchema>;

/** PUT /admin/edit-product/:product_id: every field optional (absent keeps the value); rating 0-5 as the edit input. */
export const editProductSchema = z.object({
  category_id: z.preprocess(blankToUndefined, idLike(M.category).optional()),
  name: z.preprocess(blankToUndefined, requiredText(M.productName, 200).optional()),
  price_in_rupee: optionalField(price),
  rating: optionalField(rating(0, M.ratingEdit)),
  stock_quantity: optionalField(stock),
  image: z.preprocess(blankToUndefined, productImage.optional()),
  description: editedText(5000),
  instruction: editedText(5000),
  kit_includes: editedText(2000),
  discount: optionalField(discount),
  quality: optionalField(quality),
});
export type EditProductRequest = z.output<typeof editProductSchema>;
export type EditProductForm = z.input<typeof editProductSchema>;
