// Bulk astrologer upload: POST /api/upload-bulk-astrologers, its file rules, one row's schema and the row-numbered report.
import { z } from 'zod';
import { blankToUndefined } from './common.ts';
import { createUserSchema } from './admin-accounts.ts';
import { astrologerProfileFields, profileImageField } from './admin-astrologers.ts';

export const BULK_MAX_ROWS = 1000;
export const BULK_ACCEPT = '.csv,.xlsx,.xls';
export const BULK_TEMPLATE_URL = '/admin/bulk-template.csv';

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

/** One data row of a bulk file: the account and the profile together; profile_image optional. */
export const bulkAstrologerRowSchema = z.object({
  email: createUserSchema.shape.email,
  phone: createUserSchema.shape.phone,
  profile_image: z.preprocess(blankToUndefined, profileImageField.optional()),
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

export const bulkUploadResponseSchema = z.object({
  message: z.string(),
  created: z.number().int(),
  /** row: the row number a spreadsheet program shows (the header is row 1); errors: field -> the form's message. */
  rejected: z.array(z.object({ row: z.number().int(), errors: z.record(z.string(), z.string()) })),
});
export type BulkUploadResponse = z.infer<typeof bulkUploadResponseSchema>;
