// Bulk astrologer upload: every row checked with the admin form's rules; good rows created together, bad rows reported.
import { ADMIN_ACCOUNT_MESSAGES, normalisePhone } from '@app/contracts/admin-accounts';
import {
  BULK_MESSAGES,
  bulkAstrologerRowSchema,
  type BulkAstrologerRow,
  type BulkUploadResponse,
} from '@app/contracts/admin-bulk-upload';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import * as repo from './admin-astrologers.repository.ts';
import { profileValues } from './admin-astrologers.service.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import type { SheetRow } from './bulk-file-reader.ts';

type Rejected = BulkUploadResponse['rejected'][number];
interface GoodRow {
  row: number;
  data: BulkAstrologerRow;
  phone: string;
}

/** First message per field, as the form would show it. */
function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? 'row')] ??= issue.message;
  return errors;
}

function validate(rows: SheetRow[]): { good: GoodRow[]; rejected: Rejected[] } {
  const good: GoodRow[] = [];
  const rejected: Rejected[] = [];
  const emails = new Set<string>();
  const phones = new Set<string>();
  for (const { row, values } of rows) {
    const parsed = bulkAstrologerRowSchema.safeParse(values);
    if (!parsed.success) {
      rejected.push({ row, errors: fieldErrors(parsed.error.issues) });
      continue;
    }
    const phone = normalisePhone(parsed.data.phone);
    const errors: Record<string, string> = {};
    if (emails.has(parsed.data.email)) errors.email = BULK_MESSAGES.duplicateInFile;
    if (phones.has(phone)) errors.phone = BULK_MESSAGES.duplicateInFile;
    emails.add(parsed.data.email);
    phones.add(phone);
    if (Object.keys(errors).length > 0) rejected.push({ row, errors });
    else good.push({ row, data: parsed.data, phone });
  }
  return { good, rejected };
}

/** Rows whose e-mail or phone already belongs to an account are rejected, not merged. */
async function splitTaken(tx: Tx, rows: GoodRow[]) {
  if (rows.length === 0) return { fresh: rows, taken: [] as Rejected[] };
  const existing = await repo.findUsersByEmailsOrPhones(
    tx,
    rows.map((r) => r.data.email),
    rows.map((r) => r.phone),
  );
  const takenEmails = new Set(existing.map((u) => u.email));
  const takenPhones = new Set(existing.map((u) => u.phone));
  const fresh: GoodRow[] = [];
  const taken: Rejected[] = [];
  for (const r of rows) {
    const errors: Record<string, string> = {};
    if (takenEmails.has(r.data.email)) errors.email = ADMIN_ACCOUNT_MESSAGES.emailTaken;
    if (takenPhones.has(r.phone)) errors.phone = ADMIN_ACCOUNT_MESSAGES.phoneTaken;
    if (Object.keys(errors).length > 0) taken.push({ row: r.row, errors });
    else fresh.push(r);
  }
  return { fresh, taken };
}

export async function importAstrologers(
  ctx: AppContext,
  rows: SheetRow[],
): Promise<Omit<BulkUploadResponse, 'message'>> {
  const { good, rejected } = validate(rows);
  try {
    const { created, taken } = await ctx.db.transaction(async (tx) => {
      const { fresh, taken } = await splitTaken(tx, good);
      for (const r of fresh) {
        const user = await repo.insertAstroUser(tx, {
          email: r.data.email,
          phone: r.phone,
          name: r.data.name,
        });
        // Without a picture the screens show their placeholder.
        await repo.insertAstrologer(tx, {
          ...profileValues(r.data),
          userId: user.id,
          profileImage: r.data.profile_image ?? '',
        });
      }
      return { created: fresh.length, taken };
    });
    return { created, rejected: [...rejected, ...taken].sort((a, b) => a.row - b.row) };
  } catch (error) {
    // Someone created one of these accounts meanwhile: nothing was written, the admin can simply retry.
    if (isUniqueViolation(error)) throw conflict('email_taken', ADMIN_ACCOUNT_MESSAGES.emailTaken);
    throw error;
  }
}
