// Reads a bulk astrologer file (.csv with papaparse, .xlsx with exceljs, binary .xls with SheetJS) into numbered rows.
// The three readers are imported on first use: together they cost about 450 ms and 30 MB at every
// start, for an admin feature that most runs never touch.
import { BULK_COLUMNS, BULK_MAX_ROWS, BULK_MESSAGES, bulkMissingColumns } from '@app/contracts/admin';
import type { WorkBook } from '@e965/xlsx';
import type { Buffer as ExcelBuffer, CellValue } from 'exceljs';
import { badRequest } from '../../lib/errors.ts';
import { checkZip } from './zip-guard.ts';

export interface SheetRow {
  /** The row number the admin sees in a spreadsheet program: the header is row 1. */
  row: number;
  values: Record<string, unknown>;
}

const REQUIRED_COLUMNS = BULK_COLUMNS.filter((c) => c !== 'profile_image');
const unreadable = () => badRequest(BULK_MESSAGES.unreadable, { file: BULK_MESSAGES.unreadable });
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
  if (missing.length > 0)
    throw badRequest(bulkMissingColumns(missing), { file: bulkMissingColumns(missing) });
  return index;
}

function toRows(matrix: { row: number; cells: unknown[] }[]): SheetRow[] {
  const [head, ...data] = matrix;
  if (!head) throw badRequest(BULK_MESSAGES.empty, { file: BULK_MESSAGES.empty });
  const index = columnIndex(head.cells);
  const rows: SheetRow[] = [];
  for (const { row, cells } of data) {
    if (cells.every(isBlank)) continue;
    if (rows.length >= BULK_MAX_ROWS)
      throw badRequest(BULK_MESSAGES.tooManyRows, { file: BULK_MESSAGES.tooManyRows });
    const values: Record<string, unknown> = {};
    for (const [i, name] of index) values[name] = cells[i];
    rows.push({ row, values });
  }
  if (rows.length === 0) throw badRequest(BULK_MESSAGES.empty, { file: BULK_MESSAGES.empty });
  return rows;
}

async function readCsv(buf: Buffer): Promise<SheetRow[]> {
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
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { header: false, skipEmptyLines: false });
  if (parsed.errors.some((e) => e.type === 'Quotes')) throw unreadable();
  return toRows(parsed.data.map((cells, i) => ({ row: i + 1, cells })));
}

/** exceljs cell values: rich text, formulas and links become their shown text; dates stay dates. */
function cellValue(v: CellValue): unknown {
  if (v === null || v === undefined) return undefined;
  if (v instanceof Date || typeof v !== 'object') return v;
  if ('richText' in v) return v.richText.map((r) => r.text).join('');
  if ('result' in v) return v.result instanceof Date || typeof v.result !== 'object' ? v.result : undefined;
  if ('text' in v) return typeof v.text === 'string' ? v.text : undefined;
  return undefined;
}

async function readXlsx(buf: Buffer): Promise<SheetRow[]> {
  const zip = checkZip(buf);
  if (zip === 'too-large') throw badRequest(BULK_MESSAGES.tooLarge, { file: BULK_MESSAGES.tooLarge });
  if (zip === 'not-zip') throw unreadable();
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buf as unknown as ExcelBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable();
  if (sheet.actualRowCount > BULK_MAX_ROWS + 1)
    throw badRequest(BULK_MESSAGES.tooManyRows, { file: BULK_MESSAGES.tooManyRows });
  const matrix: { row: number; cells: unknown[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: unknown[] = [];
    // exceljs rows are 1-based; our header index is 0-based.
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellValue(cell.value);
    });
    matrix.push({ row: rowNumber, cells });
  });
  return toRows(matrix);
}

/** The binary .xls (BIFF) format, read with SheetJS; only the first sheet, and no more rows than we accept. */
async function readXls(buf: Buffer): Promise<SheetRow[]> {
  const XLSX = await import('@e965/xlsx');
  let workbook: WorkBook;
  try {
    workbook = XLSX.read(buf, { type: 'buffer', cellDates: true, sheetRows: BULK_MAX_ROWS + 2, dense: true });
  } catch {
    throw unreadable();
  }
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!sheet) throw unreadable();
  // blankrows keeps the array index equal to the spreadsheet row number minus one.
  const matrix = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, blankrows: true, defval: undefined });
  return toRows(matrix.map((cells, i) => ({ row: i + 1, cells })));
}

/** Chooses the reader by extension, then checks the bytes agree: a renamed file is refused, never guessed at. */
export async function readBulkFile(filename: string, buf: Buffer): Promise<SheetRow[]> {
  const ext = filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (ext === 'csv') {
    if (isZip(buf) || isOleXls(buf)) throw unreadable();
    return readCsv(buf);
  }
  if (ext === 'xlsx') return readXlsx(buf);
  if (ext === 'xls') {
    // An .xlsx saved with the old extension is read as .xlsx; anything but a compound file is refused.
    if (isZip(buf)) return readXlsx(buf);
    if (!isOleXls(buf)) throw unreadable();
    return readXls(buf);
  }
  throw badRequest(BULK_MESSAGES.unsupported, { file: BULK_MESSAGES.unsupported });
}
