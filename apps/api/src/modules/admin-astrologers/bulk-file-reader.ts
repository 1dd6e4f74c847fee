// Reads a bulk astrologer file (.csv, .xlsx or the binary .xls) into numbered rows, with SheetJS for all three.
// SheetJS is imported on first use: it costs about 250 ms and 12 MB at start, for an admin feature
// that most runs never touch.
import { BULK_COLUMNS, BULK_MAX_ROWS, BULK_MESSAGES, bulkMissingColumns } from '@app/contracts/admin-bulk-upload';
import type { ParsingOptions, WorkSheet } from '@e965/xlsx';
import { badRequest } from '../../lib/errors.ts';
import { checkZip } from './zip-guard.ts';

export interface SheetRow {
  /** The row number the admin sees in a spreadsheet program: the header is row 1. */
  row: number;
  values: Record<string, unknown>;
}

const REQUIRED_COLUMNS = BULK_COLUMNS.filter((c) => c !== 'profile_image');
/**
 * SheetJS stops reading after this many rows, so a 5 MB file of tiny rows costs milliseconds, not seconds.
 * Blank rows are skipped before counting, so the cap is well above the data-row limit; a sheet that reaches
 * it is refused, because rows past it were never read.
 */
const SHEET_ROWS_READ = 10 * BULK_MAX_ROWS;
const tooManyRows = () => badRequest('bulk_too_many_rows', BULK_MESSAGES.tooManyRows, { file: BULK_MESSAGES.tooManyRows });
const unreadable = () => badRequest('bulk_unreadable', BULK_MESSAGES.unreadable, { file: BULK_MESSAGES.unreadable });
const isZip = (buf: Buffer) => buf.length >= 4 && buf.readUInt32LE(0) === 0x04034b50;
// The compound-file signature of the old binary .xls format.
const isOleXls = (buf: Buffer) =>
  buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from('d0cf11e0a1b11ae1', 'hex'));

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Maps the header to our column names (case and spaces ignored) and refuses a file without the required ones. */
function columnIndex(header: unknown[]): Map<number, string> {
  const known = new Set<string>(BULK_COLUMNS);
  const index = new Map<number, string>();
  header.forEach((cell, i) => {
    const name = String(cell ?? '')
      .trim()
      .toLowerCase()
      .replace(/\s+/g, '_');
    if (known.has(name)) index.set(i, name);
  });
  const present = new Set(index.values());
  const missing = REQUIRED_COLUMNS.filter((c) => !present.has(c));
  if (missing.length > 0) throw badRequest('bulk_missing_columns', bulkMissingColumns(missing), { file: bulkMissingColumns(missing) });
  return index;
}

/** `matrix[i]` is spreadsheet row i + 1; the first row that is not blank is the header. */
function toRows(matrix: unknown[][]): SheetRow[] {
  const headAt = matrix.findIndex((cells) => !cells.every(isBlank));
  if (headAt < 0) throw badRequest('bulk_empty', BULK_MESSAGES.empty, { file: BULK_MESSAGES.empty });
  const index = columnIndex(matrix[headAt]!);
  const rows: SheetRow[] = [];
  for (let i = headAt + 1; i < matrix.length; i++) {
    const cells = matrix[i]!;
    if (cells.every(isBlank)) continue;
    if (rows.length >= BULK_MAX_ROWS) throw tooManyRows();
    const values: Record<string, unknown> = {};
    for (const [col, name] of index) values[name] = cells[col];
    rows.push({ row: i + 1, values });
  }
  if (rows.length === 0) throw badRequest('bulk_empty', BULK_MESSAGES.empty, { file: BULK_MESSAGES.empty });
  return rows;
}

/**
 * The first sheet as rows of shown values: formulas give their result, rich text and links their text,
 * date cells a Date; an error cell (#N/A) counts as empty rather than as its error code.
 */
async function readSheet(data: Buffer | string, options: ParsingOptions): Promise<unknown[][]> {
  const XLSX = await import('@e965/xlsx');
  let sheet: WorkSheet | undefined;
  try {
    const workbook = XLSX.read(data, { ...options, dense: true, sheets: 0, sheetRows: SHEET_ROWS_READ });
    const name = workbook.SheetNames[0];
    sheet = name === undefined ? undefined : workbook.Sheets[name];
  } catch {
    throw unreadable();
  }
  if (!sheet) throw unreadable();
  const ref = sheet['!ref'];
  if (ref && XLSX.utils.decode_range(ref).e.r + 1 >= SHEET_ROWS_READ) throw tooManyRows();
  // Dense sheets keep their cells in `!data`, one array per row, holes where a row or cell is empty.
  const dense = sheet['!data'] ?? [];
  return Array.from(dense, (cells) => Array.from(cells ?? [], (cell) => (cell && cell.t !== 'e' ? cell.v : undefined)));
}

async function readCsv(buf: Buffer): Promise<unknown[][]> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    throw unreadable();
  }
  // A binary file renamed to .csv decodes rarely, but control characters give it away.
  if (
    [...text].some((ch) => {
      const code = ch.charCodeAt(0);
      return code < 0x09 || (code > 0x0d && code < 0x20);
    })
  )
    throw unreadable();
  // Quotes come in pairs in a well-formed file (an escaped quote is two); an odd count means an unclosed
  // field, which a reader would stretch over every later row.
  if ((text.match(/"/g)?.length ?? 0) % 2 === 1) throw unreadable();
  // raw: every value stays the text the admin typed (no number or date guessing: phone 09876..., dob 1990-05-01).
  return readSheet(text.replace(/^\uFEFF/, ''), { type: 'string', raw: true });
}

async function readXlsx(buf: Buffer): Promise<unknown[][]> {
  // The zip guard inflates every entry under a byte budget before SheetJS sees the archive.
  const zip = checkZip(buf);
  if (zip === 'too-large') throw badRequest('bulk_too_large', BULK_MESSAGES.tooLarge, { file: BULK_MESSAGES.tooLarge });
  if (zip === 'not-zip') throw unreadable();
  return readSheet(buf, { type: 'buffer', cellDates: true });
}

/** Chooses the reader by extension, then checks the bytes agree: a renamed file is refused, never guessed at. */
export async function readBulkFile(filename: string, buf: Buffer): Promise<SheetRow[]> {
  const ext = filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (ext === 'csv') {
    if (isZip(buf) || isOleXls(buf)) throw unreadable();
    return toRows(await readCsv(buf));
  }
  if (ext === 'xlsx') return toRows(await readXlsx(buf));
  if (ext === 'xls') {
    // An .xlsx saved with the old extension is read as .xlsx; anything but a compound file is refused.
    if (isZip(buf)) return toRows(await readXlsx(buf));
    if (!isOleXls(buf)) throw unreadable();
    return toRows(await readSheet(buf, { type: 'buffer', cellDates: true }));
  }
  throw badRequest('bulk_unsupported', BULK_MESSAGES.unsupported, { file: BULK_MESSAGES.unsupported });
}
