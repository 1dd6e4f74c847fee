// Admin back-office: request bodies, answers, rules, the spec's exact messages (accounts-and-admin.md sections 5, 8, 9).
import { z } from 'zod';
import { blankToUndefined, idLike } from './common.ts';

// ---------- constants ----------
export const ADMIN_ASTROLOGER_TYPES = ['Vedic', 'Western', 'Numerology', 'Tarot', 'Palmistry'] as const;
export const GENDERS = ['Male', 'Female', 'Others'] as const;
export const DELIVERY_STATUSES = ['Pending', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const LOW_STOCK_THRESHOLD = 10;
export const DESCRIPTION_TRUNCATE = 200;
export const INSTRUCTION_TRUNCATE = 150;
export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_LIMIT_MAX = 100;
export const BULK_MAX_ROWS = 1000;
export const BULK_ACCEPT = '.csv,.xlsx,.xls';
export const BULK_TEMPLATE_URL = '/admin/bulk-template.csv';
export const ADMIN_TIME_ZONE = 'Asia/Kolkata';

// ---------- messages ----------
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
  tooLong: 'This text is too long.',
  categoryExists: 'A category with this name already exists.',
  categoryNotFound: 'Category not found',
  categoryHasProducts: 'This category still has products. Move or remove them first.',
  productNotFound: 'Product not found',
} as const;

export const ADMIN_ACCOUNT_MESSAGES = {
  emailRequired: 'Email is required',
  email: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phone: 'Please enter a valid phone number (10-15 digits)',
  userType: "user_type must be 'astro'",
  emailTaken: 'An account with this email already exists.',
  phoneTaken: 'An account with this phone number already exists.',
  accountSectionFirst: 'Please complete the user account section first',
} as const;

export const ASTROLOGER_FORM_MESSAGES = {
  name: 'Name must be at least 3 characters',
  profileImage: 'Profile image is required',
  profileImageType: 'Please upload an image file',
  aboutRequired: 'About section is required',
  about: 'About must be at least 20 characters',
  experience: 'Experience must be a positive number',
  experienceMax: 'Experience must be between 0 and 100 years',
  rating: 'Rating must be between 0 and 5',
  languages: 'Languages are required',
  type: 'Astrologer type is required',
  typeInvalid: `Astrologer type must be one of: ${ADMIN_ASTROLOGER_TYPES.join(', ')}`,
  expertise: 'Expertise is required',
  charge: 'Charge must be a positive number',
  chargeDecimals: 'Charge can have at most 2 decimals',
  dobRequired: 'Date of birth is required',
  dobPast: 'Date of birth must be in the past',
  gender: 'Please select a gender: Male, Female or Others',
  userId: 'User ID is required - please create user account first',
  commissionRequired: 'Please enter commission',
  commission: 'Commission must be between 0 and 100',
  commissionDecimals: 'Commission can have at most 2 decimals',
  quality: 'Quality must be a whole number of 0 or more',
  tooLong: 'This text is too long.',
  userNotFound: 'User not found. Please create the user account first.',
  userNotAstro: 'This user account is not an astrologer account.',
  profileExists: 'This user already has an astrologer profile.',
  astrologerNotFound: 'Astrologer not found',
  walletNotSettled: 'This astrologer still has money in the wallet. Update the wallet before deleting.',
  nothingToSettle: 'Nothing to settle',
} as const;

export const BULK_MESSAGES = {
  noFile: 'Please select a file to upload.',
  unsupported: 'Please upload a .csv, .xlsx or .xls file.',
  unreadable: 'The file could not be read. Please check it is a valid .csv, .xlsx or .xls file.',
  empty: 'The file has no data rows.',
  tooManyRows: `The file has more than ${BULK_MAX_ROWS} rows. Please split it into smaller files.`,
  tooLarge: 'The spreadsheet is too large to process.',
  duplicateInFile: 'This value appears on an earlier row of the file.',
} as const;
/** The bulk file's header lacks columns that every row needs. */
export const bulkMissingColumns = (columns: readonly string[]) =>
  `The file is missing the column(s): ${columns.join(', ')}`;

export const REPORT_MESSAGES = {
  status: `Status must be one of: ${DELIVERY_STATUSES.join(', ')}`,
  orderNotFound: 'Order not found',
  statusUpdated: 'Delivery status updated successfully!',
  dateFormat: 'Dates must look like YYYY-MM-DD',
  dateRange: "The 'to' date cannot be before the 'from' date.",
  page: 'page must be a positive whole number',
  limit: `limit must be a whole number from 1 to ${ADMIN_LIMIT_MAX}`,
  noPayments: 'No payment history found',
  noHistory: 'No History Found',
  noUsers: 'No users found',
  paymentsFailed: 'Failed to fetch payment history',
} as const;

/** Section 8 success messages the admin sees. */
export const ADMIN_SUCCESS = {
  categoryAdded: 'Category added successfully!',
  categoryDeleted: 'Category deleted successfully!',
  productAdded: 'Product added successfully!',
  productUpdated: 'Product updated successfully!',
  productDeleted: 'Product deleted successfully!',
  imageUploaded: 'Image uploaded successfully!',
  walletUpdated: 'Wallet updated successfully!',
  verified: 'verification success',
  astrologerDeleted: 'Astrologer Deleted',
  fileProcessed: 'File processed successfully!',
  userCreated: 'User account created successfully!',
  profileCreated: 'Astrologer profile created successfully!',
} as const;

/** Section 8 failure messages (shown when the server sends none). */
export const ADMIN_FAILURE = {
  deleteCategory: 'Failed to delete category.',
  updateProduct: 'Failed to update product.',
  uploadImage: 'Failed to upload image.',
  updateWallet: 'Failed to update wallet.',
  verify: 'verification failed',
  deleteAstrologer: 'Astrologer Deletion failed',
  downloadPdf: 'Failed to download PDF. Please try again.',
  bulkUpload: 'Error uploading file. Please try again.',
  addCategory: 'Error adding category',
  addProduct: 'Error adding product',
  createUser: 'An error occurred',
  createProfile: 'An error occurred. Please try again.',
  noFileUploaded: 'Please upload profile image.',
  payments: 'Failed to fetch payment history',
} as const;

export const confirmDeleteCategory = 'Are you sure you want to delete this category?';
export const confirmWalletUpdate = (tokenNo: string | number) =>
  `Are you sure you want to update the wallet for Token No: ${tokenNo}?`;

// ---------- field helpers ----------
const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;
/** A number that may arrive as a string; "" and null count as missing (required message), other junk as invalid. */
export const lenientNumber = (required: string, invalid = required) =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      return typeof b === 'string' && NUMERIC.test(b) ? Number(b) : b;
    },
    z.number({ error: (iss) => (iss.input === undefined ? required : invalid) }).finite({ error: invalid }),
  );
/** At most `places` decimals, tolerant of binary floating point (12.34 * 100 = 1233.9999...). */
export const hasDecimals = (v: number, places: number) => {
  const scaled = v * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};
const roundTo = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;

/** A required trimmed text: absent, blank or not text all give `required`. */
const requiredText = (required: string, max: number, tooLong: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong }),
  );
const optionalText = (max: number, tooLong: string) =>
  z.preprocess(blankToUndefined, z.string({ error: tooLong }).trim().max(max, { error: tooLong }).optional());

const UPLOAD_PATH = /^\/uploads\/[a-z0-9][a-z0-9._-]*$/i;
/** An image reference: a file stored by POST /api/upload-image ('/uploads/...') or an http(s) URL. */
export const isImageReference = (v: string) => {
  if (UPLOAD_PATH.test(v)) return true;
  if (!/^https?:\/\//i.test(v) || v.length > 1000) return false;
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};
/** Optional: absent, "" and null all mean "not given". */
const optionalField = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const imageReference = (required: string, invalid: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required })
      .refine(isImageReference, { error: invalid }),
  );

// ---------- catalogue ----------
export const createCategorySchema = z.object({
  category_name: requiredText(CATALOGUE_MESSAGES.categoryName, 100, CATALOGUE_MESSAGES.tooLong),
});
export type CreateCategoryRequest = z.output<typeof createCategorySchema>;

const price = lenientNumber(CATALOGUE_MESSAGES.price)
  .refine((v) => v > 0 && v <= 10_000_000, { error: CATALOGUE_MESSAGES.price })
  .refine((v) => hasDecimals(v, 2), { error: CATALOGUE_MESSAGES.priceDecimals });
const stock = lenientNumber(CATALOGUE_MESSAGES.stock).refine(
  (v) => Number.isInteger(v) && v >= 0 && v <= 1_000_000,
  {
    error: CATALOGUE_MESSAGES.stock,
  },
);
const rating = (min: number, message: string) =>
  lenientNumber(message)
    .refine((v) => v >= min && v <= 5, { error: message })
    .transform((v) => roundTo(v, 1));
const discount = lenientNumber(CATALOGUE_MESSAGES.discount).refine(
  (v) => Number.isInteger(v) && v >= 0 && v <= 100,
  {
    error: CATALOGUE_MESSAGES.discount,
  },
);
const quality = lenientNumber(CATALOGUE_MESSAGES.quality).refine(
  (v) => Number.isInteger(v) && v >= 0 && v <= 1_000_000,
  {
    error: CATALOGUE_MESSAGES.quality,
  },
);

/** POST /admin/product: the add form's rules (rating 1-5). Description is required in the form only. */
export const createProductSchema = z.object({
  category_id: z.preprocess(blankToUndefined, idLike(CATALOGUE_MESSAGES.category)),
  name: requiredText(CATALOGUE_MESSAGES.productName, 200, CATALOGUE_MESSAGES.tooLong),
  price_in_rupee: price,
  rating: rating(1, CATALOGUE_MESSAGES.rating),
  stock_quantity: stock,
  image: imageReference(CATALOGUE_MESSAGES.image, CATALOGUE_MESSAGES.imageInvalid),
  description: optionalText(5000, CATALOGUE_MESSAGES.tooLong),
  instruction: optionalText(5000, CATALOGUE_MESSAGES.tooLong),
  kit_includes: optionalText(2000, CATALOGUE_MESSAGES.tooLong),
  discount: optionalField(discount),
  quality: optionalField(quality),
});
export type CreateProductRequest = z.output<typeof createProductSchema>;
export type CreateProductForm = z.input<typeof createProductSchema>;

/** PUT /admin/edit-product/:product_id: every field optional (absent keeps the value); rating 0-5 as the edit input. */
export const editProductSchema = z.object({
  category_id: z.preprocess(blankToUndefined, idLike(CATALOGUE_MESSAGES.category).optional()),
  name: z.preprocess(
    blankToUndefined,
    requiredText(CATALOGUE_MESSAGES.productName, 200, CATALOGUE_MESSAGES.tooLong).optional(),
  ),
  price_in_rupee: optionalField(price),
  rating: optionalField(rating(0, CATALOGUE_MESSAGES.ratingEdit)),
  stock_quantity: optionalField(stock),
  image: z.preprocess(
    blankToUndefined,
    imageReference(CATALOGUE_MESSAGES.image, CATALOGUE_MESSAGES.imageInvalid).optional(),
  ),
  description: z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .string({ error: CATALOGUE_MESSAGES.tooLong })
      .trim()
      .max(5000, { error: CATALOGUE_MESSAGES.tooLong })
      .optional(),
  ),
  instruction: z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .string({ error: CATALOGUE_MESSAGES.tooLong })
      .trim()
      .max(5000, { error: CATALOGUE_MESSAGES.tooLong })
      .optional(),
  ),
  kit_includes: z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .string({ error: CATALOGUE_MESSAGES.tooLong })
      .trim()
      .max(2000, { error: CATALOGUE_MESSAGES.tooLong })
      .optional(),
  ),
  discount: optionalField(discount),
  quality: optionalField(quality),
});
export type EditProductRequest = z.output<typeof editProductSchema>;
export type EditProductForm = z.input<typeof editProductSchema>;

export const adminCategoryIdParam = z.object({
  category_id: idLike('Category id must be a positive whole number'),
});
export const adminProductIdParam = z.object({
  product_id: idLike('Product id must be a positive whole number'),
});
export const astroIdParam = z.object({ astro_id: idLike('Astrologer id must be a positive whole number') });

// ---------- admin-created account ----------
/** The typed phone with spaces, dashes, dots, brackets and a leading + removed. */
export const phoneDigits = (v: string) => v.replace(/[\s\-().+]/g, '');
export const createUserSchema = z.object({
  email: z.preprocess(
    blankToUndefined,
    z
      .string({ error: ADMIN_ACCOUNT_MESSAGES.emailRequired })
      .trim()
      .toLowerCase()
      .max(254, { error: ADMIN_ACCOUNT_MESSAGES.email })
      .pipe(z.email({ error: ADMIN_ACCOUNT_MESSAGES.email })),
  ),
  phone: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : blankToUndefined(v)),
    z
      .string({ error: ADMIN_ACCOUNT_MESSAGES.phoneRequired })
      .transform(phoneDigits)
      .pipe(z.string().regex(/^\d{10,15}$/, { error: ADMIN_ACCOUNT_MESSAGES.phone })),
  ),
  user_type: z.preprocess(
    blankToUndefined,
    z.literal('astro', { error: ADMIN_ACCOUNT_MESSAGES.userType }).default('astro'),
  ),
});
export type CreateUserRequest = z.output<typeof createUserSchema>;
export type CreateUserForm = z.input<typeof createUserSchema>;
/** The stored phone: the last 10 digits (a country code such as 91 is dropped). */
export const normalisePhone = (digits: string) => digits.slice(-10);

export const createUserResponseSchema = z.object({
  user: z.object({ id: z.number().int(), email: z.string().nullable(), phone: z.string().nullable() }),
  message: z.string(),
});
export type CreateUserResponse = z.infer<typeof createUserResponseSchema>;

// ---------- astrologer profile (admin form and bulk rows) ----------
export const commissionField = lenientNumber(
  ASTROLOGER_FORM_MESSAGES.commissionRequired,
  ASTROLOGER_FORM_MESSAGES.commission,
)
  .refine((v) => v >= 0 && v <= 100, { error: ASTROLOGER_FORM_MESSAGES.commission })
  .refine((v) => hasDecimals(v, 2), { error: ASTROLOGER_FORM_MESSAGES.commissionDecimals });

/** "Vedic, Tarot" or ["Vedic","Tarot"] → "Vedic, Tarot" (matched case-insensitively, duplicates dropped). */
export const astrologerTypes = z.preprocess(
  (v) => (Array.isArray(v) ? v.join(',') : blankToUndefined(v)),
  z
    .string({ error: ASTROLOGER_FORM_MESSAGES.type })
    .transform((s) =>
      s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .refine((parts) => parts.length > 0, { error: ASTROLOGER_FORM_MESSAGES.type })
    .transform((parts, ctx) => {
      const out: string[] = [];
      for (const p of parts) {
        const match = ADMIN_ASTROLOGER_TYPES.find((t) => t.toLowerCase() === p.toLowerCase());
        if (!match) {
          ctx.addIssue({ code: 'custom', message: ASTROLOGER_FORM_MESSAGES.typeInvalid });
          return z.NEVER;
        }
        if (!out.includes(match)) out.push(match);
      }
      return out.join(', ');
    }),
);

const isPastDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return (
    !Number.isNaN(d.getTime()) &&
    d.toISOString().slice(0, 10) === s &&
    d.getTime() < Date.now() &&
    s >= '1900-01-01'
  );
};

/** Fields shared by the admin form and a bulk row. */
export const astrologerProfileFields = {
  name: requiredText(ASTROLOGER_FORM_MESSAGES.name, 100, ASTROLOGER_FORM_MESSAGES.tooLong).refine(
    (v) => v.length >= 3,
    {
      error: ASTROLOGER_FORM_MESSAGES.name,
    },
  ),
  about: requiredText(ASTROLOGER_FORM_MESSAGES.aboutRequired, 5000, ASTROLOGER_FORM_MESSAGES.tooLong).refine(
    (v) => v.length >= 20,
    {
      error: ASTROLOGER_FORM_MESSAGES.about,
    },
  ),
  experience: lenientNumber(ASTROLOGER_FORM_MESSAGES.experience)
    .refine((v) => Number.isInteger(v) && v >= 0, { error: ASTROLOGER_FORM_MESSAGES.experience })
    .refine((v) => v <= 100, { error: ASTROLOGER_FORM_MESSAGES.experienceMax }),
  rating: lenientNumber(ASTROLOGER_FORM_MESSAGES.rating)
    .refine((v) => v >= 0 && v <= 5, { error: ASTROLOGER_FORM_MESSAGES.rating })
    .transform((v) => roundTo(v, 1)),
  language_known: requiredText(ASTROLOGER_FORM_MESSAGES.languages, 200, ASTROLOGER_FORM_MESSAGES.tooLong),
  type: astrologerTypes,
  expertise: requiredText(ASTROLOGER_FORM_MESSAGES.expertise, 400, ASTROLOGER_FORM_MESSAGES.tooLong),
  charge: lenientNumber(ASTROLOGER_FORM_MESSAGES.charge)
    .refine((v) => v >= 0 && v <= 1_000_000, { error: ASTROLOGER_FORM_MESSAGES.charge })
    .refine((v) => hasDecimals(v, 2), { error: ASTROLOGER_FORM_MESSAGES.chargeDecimals }),
  dob: z.preprocess(
    (v) =>
      v instanceof Date
        ? v.toISOString().slice(0, 10)
        : typeof v === 'string'
          ? blankToUndefined(v.trim().slice(0, 10))
          : blankToUndefined(v),
    z
      .string({ error: ASTROLOGER_FORM_MESSAGES.dobRequired })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: ASTROLOGER_FORM_MESSAGES.dobRequired })
      .refine(isPastDate, { error: ASTROLOGER_FORM_MESSAGES.dobPast }),
  ),
  gender: z.preprocess(
    (v) =>
      typeof v === 'string' ? (GENDERS.find((g) => g.toLowerCase() === v.trim().toLowerCase()) ?? v) : v,
    z.enum(GENDERS, { error: ASTROLOGER_FORM_MESSAGES.gender }),
  ),
  quality: z.preprocess(
    blankToUndefined,
    lenientNumber(ASTROLOGER_FORM_MESSAGES.quality)
      .refine((v) => Number.isInteger(v) && v >= 0 && v <= 1_000_000, {
        error: ASTROLOGER_FORM_MESSAGES.quality,
      })
      .optional(),
  ),
  commission: commissionField,
};

/** POST /admin/astrologer. */
export const adminAstrologerSchema = z.object({
  user_id: z.preprocess(blankToUndefined, idLike(ASTROLOGER_FORM_MESSAGES.userId)),
  profile_image: imageReference(
    ASTROLOGER_FORM_MESSAGES.profileImage,
    ASTROLOGER_FORM_MESSAGES.profileImageType,
  ),
  ...astrologerProfileFields,
});
export type AdminAstrologerRequest = z.output<typeof adminAstrologerSchema>;
export type AdminAstrologerForm = z.input<typeof adminAstrologerSchema>;

/** One data row of a bulk file: the account and the profile together; profile_image optional. */
export const bulkAstrologerRowSchema = z.object({
  email: createUserSchema.shape.email,
  phone: createUserSchema.shape.phone,
  profile_image: z.preprocess(
    blankToUndefined,
    imageReference(
      ASTROLOGER_FORM_MESSAGES.profileImage,
      ASTROLOGER_FORM_MESSAGES.profileImageType,
    ).optional(),
  ),
  ...astrologerProfileFields,
});
export type BulkAstrologerRow = z.output<typeof bulkAstrologerRowSchema>;
/** Column order of the template file (DESIGN.md "Bulk astrologer upload"). */
export const BULK_COLUMNS = [
  'name',
  'email',
  'phone',
  'about',
  'experience',
  'rating',
  'language_known',
  'type',
  'expertise',
  'charge',
  'dob',
  'gender',
  'commission',
  'profile_image',
] as const;

export const verifyAstrologerSchema = z.object({
  astro_id: z.preprocess(blankToUndefined, idLike('Astrologer id is required')),
  commission: commissionField,
});
export type VerifyAstrologerRequest = z.output<typeof verifyAstrologerSchema>;

export const settleWalletSchema = z.object({
  astrologer_id: z.preprocess(blankToUndefined, idLike('Astrologer id is required')),
});

// ---------- astrologer answers ----------
export const adminAstrologerRowSchema = z.object({
  id: z.number().int(),
  astro_id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  token_no: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Rupees per minute. */
  charge: z.number(),
  rating: z.number(),
  experience: z.number().int(),
  language_known: z.string(),
  skills: z.string().nullable(),
  expertise: z.string(),
  type: z.string(),
  about: z.string(),
  gender: z.string(),
  dob: z.string(),
  profile_image: z.string(),
  /** Rupees. */
  wallet: z.number(),
  /** Percent, 2 decimals. */
  commission: z.number(),
  is_verified: z.boolean(),
  /** Rupees the astrologer would receive if the wallet were settled now. */
  payable_amount: z.number(),
});
export type AdminAstrologerRow = z.infer<typeof adminAstrologerRowSchema>;

export const settleWalletResponseSchema = z.object({
  message: z.string(),
  payable_amount: z.number(),
  platform_amount: z.number(),
});
export const createAstrologerResponseSchema = z.object({ message: z.string(), token_no: z.string() });
export const bulkUploadResponseSchema = z.object({
  message: z.string(),
  created: z.number().int(),
  /** row: the row number a spreadsheet program shows (the header is row 1); errors: field -> the form's message. */
  rejected: z.array(z.object({ row: z.number().int(), errors: z.record(z.string(), z.string()) })),
});
export type BulkUploadResponse = z.infer<typeof bulkUploadResponseSchema>;

// ---------- reports ----------
const page = z.preprocess(
  blankToUndefined,
  lenientNumber(REPORT_MESSAGES.page)
    .refine((v) => Number.isInteger(v) && v >= 1 && v <= 1_000_000, { error: REPORT_MESSAGES.page })
    .default(1),
);
const limit = z.preprocess(
  blankToUndefined,
  lenientNumber(REPORT_MESSAGES.limit)
    .refine((v) => Number.isInteger(v) && v >= 1 && v <= ADMIN_LIMIT_MAX, { error: REPORT_MESSAGES.limit })
    .default(ADMIN_PAGE_SIZE),
);
export const pageSchema = z.object({ page, limit });
export type PageRequest = z.output<typeof pageSchema>;
export const userPaymentDetailSchema = z.object({
  astro_id: z.preprocess(blankToUndefined, idLike('Astrologer id is required')),
  page,
  limit,
});

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalRecords: z.number().int(),
  limit: z.number().int(),
});
export const astroPaymentRowSchema = z.object({
  astro_id: z.number().int(),
  detail_id: z.number().int(),
  astro_name: z.string(),
  astro_email: z.string().nullable(),
  astro_phone: z.string().nullable(),
  /** Rupees paid by users for this astrologer's chats (successful payments). */
  total_amount: z.number(),
  /** Rupees already paid out to the astrologer. */
  paid_amount: z.number(),
  /** Rupees kept by the platform at settlements. */
  platform_amount: z.number(),
  commission: z.number(),
});
export const astroPaymentResponseSchema = z.object({
  data: z.array(astroPaymentRowSchema),
  pagination: paginationSchema,
});
export const userPaymentRowSchema = z.object({
  paidchat_id: z.number().int(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  user_phone: z.string().nullable(),
  user_dob: z.string().nullable(),
  paid_amount: z.number(),
  payment_status: z.string(),
  updatedAt: z.string(),
});
export const userPaymentResponseSchema = z.object({
  data: z.array(userPaymentRowSchema),
  pagination: paginationSchema,
});
export const totalAmountResponseSchema = z.object({ amount: z.number() });

/**
 * One product line of a paid order, as the spec's clients read get-all-orders: flat rows, where the
 * rows sharing an order_history_id form one order (groupOrderRows). Pages count orders, not rows.
 */
export const adminOrderRowSchema = z.object({
  order_history_id: z.number().int(),
  createdAt: z.string(),
  delivery_status: z.enum(DELIVERY_STATUSES),
  /** 'refund_due': paid, but the order could not be fulfilled and the money must go back. */
  order_status: z.enum(['paid', 'refund_due']),
  user_email: z.string().nullable(),
  user_phone: z.string().nullable(),
  address: z.string().nullable(),
  product_id: z.number().int(),
  name: z.string(),
  price_in_rupee: z.number(),
  quantity: z.number().int(),
  image: z.string().nullable(),
  /** The whole order's total, repeated on each of its rows. */
  total_amount: z.number(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
export const adminOrdersResponseSchema = z.object({
  orders: z.array(adminOrderRowSchema),
  totalPages: z.number().int(),
  totalOrders: z.number().int(),
  ordersPerPage: z.number().int(),
});

export type AdminOrder = Omit<
  AdminOrderRow,
  'product_id' | 'name' | 'price_in_rupee' | 'quantity' | 'image'
> & {
  products: Pick<AdminOrderRow, 'product_id' | 'name' | 'price_in_rupee' | 'quantity' | 'image'>[];
};

/** Rows with the same order_history_id become one order with its product list, in the rows' order. */
export function groupOrderRows(rows: readonly AdminOrderRow[]): AdminOrder[] {
  const orders = new Map<number, AdminOrder>();
  for (const { product_id, name, price_in_rupee, quantity, image, ...order } of rows) {
    const line = { product_id, name, price_in_rupee, quantity, image };
    const found = orders.get(order.order_history_id);
    if (found) found.products.push(line);
    else orders.set(order.order_history_id, { ...order, products: [line] });
  }
  return [...orders.values()];
}

export const updateDeliveryStatusSchema = z.object({
  order_history_id: z.preprocess(blankToUndefined, idLike('Order id is required')),
  new_status: z.enum(DELIVERY_STATUSES, { error: REPORT_MESSAGES.status }),
});

const isoDate = z.preprocess(
  blankToUndefined,
  z
    .string({ error: REPORT_MESSAGES.dateFormat })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: REPORT_MESSAGES.dateFormat })
    .refine(
      (s) => {
        // A string that is no calendar day (2026-02-30) is an Invalid Date, whose toISOString throws.
        const day = new Date(`${s}T00:00:00Z`);
        return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === s;
      },
      { error: REPORT_MESSAGES.dateFormat },
    )
    .optional(),
);
/** GET /api/get-all-interaction?from=&to=: days in Asia/Kolkata, both inclusive; one date alone bounds one side. */
export const interactionQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { error: REPORT_MESSAGES.dateRange, path: ['to'] });
export type InteractionQuery = z.output<typeof interactionQuerySchema>;

export const interactionSchema = z.object({
  id: z.number().int(),
  user_name: z.string().nullable(),
  profile_user_id: z.number().int(),
  astro_name: z.string(),
  astro_user_id: z.number().int(),
  interaction_type: z.enum(['Call', 'chat']),
  /** Seconds. */
  duration: z.number().int(),
  paid_amount: z.number(),
  payment_status: z.enum(['Completed', 'Cancelled', 'Pending']),
  createdAt: z.string(),
});
export const interactionsResponseSchema = z.object({ interactions: z.array(interactionSchema) });

export const registeredUserSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  gender: z.string().nullable(),
  createdAt: z.string(),
});
export const registeredUsersResponseSchema = z.array(registeredUserSchema);
