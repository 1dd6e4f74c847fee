import { deflateRawSync } from 'node:zlib';
import { ADMIN_ACCOUNT_MESSAGES } from '@app/contracts/admin-accounts';
import { ASTROLOGER_FORM_MESSAGES } from '@app/contracts/admin-astrologers';
import { BULK_COLUMNS, BULK_MESSAGES } from '@app/contracts/admin-bulk-upload';
import { count, eq, inArray } from 'drizzle-orm';
import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { astrologers, users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { createUser, uniquePhone } from '../../test/admin-factories.ts';
import { adminAccount, type TestAccount } from '../../test/factories.ts';
import { MAX_UNZIPPED_BYTES, checkZip } from './zip-guard.ts';

const t = useTestApp();
let admin: TestAccount;
beforeAll(async () => {
  admin = await adminAccount(t.db);
});

type Row = Record<(typeof BULK_COLUMNS)[number], string | number | Date>;
let n = 0;
const goodRow = (patch: Partial<Row> = {}): Row => ({
  name: 'Pandit Kiran Joshi',
  email: `bulk-${Date.now()}-${n++}@example.com`,
  phone: uniquePhone(),
  about: 'Vedic astrologer with a gentle, practical approach.',
  experience: 12,
  rating: 4.3,
  language_known: 'Hindi, Marathi',
  type: 'Vedic, Numerology',
  expertise: 'Marriage, Health',
  charge: 22.5,
  dob: '1984-09-10',
  gender: 'Female',
  commission: 18.5,
  profile_image: '',
  ...patch,
});

const toCsv = (rows: Row[]) =>
  [
    BULK_COLUMNS.join(','),
    ...rows.map((r) => BULK_COLUMNS.map((c) => `"${String(r[c]).replace(/"/g, '""')}"`).join(',')),
  ].join('\n');

/** A workbook file as Excel writes it: 'xlsx' or the binary 'biff8' (.xls); `edit` may change cells first. */
function toWorkbook(rows: Row[], bookType: 'xlsx' | 'biff8', edit?: (sheet: XLSX.WorkSheet) => void): Buffer {
  const aoa = [[...BULK_COLUMNS], ...rows.map((r) => BULK_COLUMNS.map((c) => r[c]))];
  const sheet = XLSX.utils.aoa_to_sheet(aoa, { cellDates: true });
  edit?.(sheet);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Astrologers');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

/** A one-entry zip whose entry inflates to `size` zero bytes: an archive, but no workbook. */
function zipOf(size: number, declared = size): Buffer {
  const data = deflateRawSync(Buffer.alloc(size));
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(name.length, 28);
  const cdOffset = 30 + name.length + data.length;
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(1, 8);
  eocd.writeUInt16LE(1, 10);
  eocd.writeUInt32LE(46 + name.length, 12);
  eocd.writeUInt32LE(cdOffset, 16);
  return Buffer.concat([local, name, data, central, name, eocd]);
}

function upload(filename: string, content: Buffer | string) {
  const boundary = '----bulk-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload-bulk-astrologers',
    headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const astrologerCount = async () => (await t.db.select({ n: count() }).from(astrologers))[0]!.n;

describe('bulk astrologer upload', () => {
  it('creates the good rows of a CSV and reports each bad row by number and reason', async () => {
    const taken = await createUser(t.db);
    const dup = goodRow();
    const rows = [
      goodRow(),
      goodRow({ name: 'Al', rating: 7 }),
      dup,
      goodRow({ email: dup.email }),
      goodRow({ phone: taken.phone! }),
      goodRow({ type: 'Astrology' }),
    ];
    const res = await upload('astrologers.csv', toCsv(rows));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('File processed successfully!');
    expect(body.created).toBe(2);
    expect(body.rejected).toEqual([
      { row: 3, errors: { name: ASTROLOGER_FORM_MESSAGES.name, rating: ASTROLOGER_FORM_MESSAGES.rating } },
      { row: 5, errors: { email: BULK_MESSAGES.duplicateInFile } },
      { row: 6, errors: { phone: ADMIN_ACCOUNT_MESSAGES.phoneTaken } },
      { row: 7, errors: { type: ASTROLOGER_FORM_MESSAGES.typeInvalid } },
    ]);
    const created = await t.db
      .select({
        email: users.email,
        role: users.role,
        token: astrologers.tokenNo,
        commissionBp: astrologers.commissionBp,
        chargePaise: astrologers.chargePaise,
      })
      .from(users)
      .innerJoin(astrologers, eq(astrologers.userId, users.id))
      .where(inArray(users.email, [rows[0]!.email as string, dup.email as string]));
    expect(created).toHaveLength(2);
    expect(created[0]).toMatchObject({ role: 'astro', commissionBp: 1_850, chargePaise: 2_250 });
    expect(new Set(created.map((c) => c.token)).size).toBe(2);
  });

  it('keeps CSV values as typed and numbers rows as a spreadsheet program does, blank lines included', async () => {
    // Read as a number, 000 + nine digits would lose its zeros and fail the 10-15 digit rule.
    const row = goodRow({ phone: `000${uniquePhone().slice(1)}`, dob: '1990-05-01' });
    const csv = toCsv([row, goodRow({ about: 'short' })]).replace(/\n(?=[^\n]*$)/, '\n\n\n');
    const res = await upload('astrologers.csv', `\uFEFF${csv}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, rejected: [{ row: 5, errors: { about: ASTROLOGER_FORM_MESSAGES.about } }] });
    const [stored] = await t.db.select({ phone: users.phone }).from(users).where(eq(users.email, row.email as string));
    expect(stored?.phone).toBe(String(row.phone).slice(-10));
  });

  it('reads an .xlsx, including real date cells, and reads an error cell (#N/A) as empty', async () => {
    const rows = [goodRow({ dob: new Date(Date.UTC(1979, 2, 4)) }), goodRow({ about: 'short' }), goodRow()];
    const xlsx = toWorkbook(rows, 'xlsx', (sheet) => {
      // Row 4's experience is the error #N/A (code 0x2A), which must not be read as 42 years.
      sheet[`${XLSX.utils.encode_col(BULK_COLUMNS.indexOf('experience'))}4`] = { t: 'e', v: 0x2a };
    });
    const before = await astrologerCount();
    const res = await upload('astrologers.xlsx', xlsx);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      created: 1,
      rejected: [
        { row: 3, errors: { about: ASTROLOGER_FORM_MESSAGES.about } },
        { row: 4, errors: { experience: ASTROLOGER_FORM_MESSAGES.experience } },
      ],
    });
    expect(await astrologerCount()).toBe(before + 1);
  });

  it('reads a binary .xls (Excel 97-2003), including real date cells', async () => {
    const rows = [goodRow({ dob: new Date(Date.UTC(1981, 6, 9)) }), goodRow({ rating: 9 })];
    const xls = toWorkbook(rows, 'biff8');
    expect(xls.subarray(0, 4).toString('hex')).toBe('d0cf11e0');
    const before = await astrologerCount();
    const res = await upload('astrologers.xls', xls);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      created: 1,
      rejected: [{ row: 3, errors: { rating: ASTROLOGER_FORM_MESSAGES.rating } }],
    });
    expect(await astrologerCount()).toBe(before + 1);
  });

  it.each([
    [
      'garbage.xlsx',
      Buffer.from([
        0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
      ]),
      BULK_MESSAGES.unreadable,
      'bulk_unreadable',
    ],
    ['renamed.xlsx', Buffer.from(toCsv([goodRow()])), BULK_MESSAGES.unreadable, 'bulk_unreadable'],
    ['not-a-workbook.xlsx', zipOf(1_000), BULK_MESSAGES.unreadable, 'bulk_unreadable'],
    ['unclosed-quote.csv', Buffer.from(`${BULK_COLUMNS.join(',')}\n"Pandit,a\nb,c\n`), BULK_MESSAGES.unreadable, 'bulk_unreadable'],
    ['binary.csv', Buffer.from([0, 1, 2, 3, 255, 254, 0, 7]), BULK_MESSAGES.unreadable, 'bulk_unreadable'],
    ['truncated.xls', Buffer.from('d0cf11e0a1b11ae1000000000000', 'hex'), BULK_MESSAGES.unreadable, 'bulk_unreadable'],
    ['text.xls', Buffer.from(toCsv([goodRow()])), BULK_MESSAGES.unreadable, 'bulk_unreadable'],
    ['notes.txt', Buffer.from('hello'), BULK_MESSAGES.unsupported, 'bulk_unsupported'],
    ['empty.csv', Buffer.from(`${BULK_COLUMNS.join(',')}\n`), BULK_MESSAGES.empty, 'bulk_empty'],
  ] as const)('refuses %s with a clear 400 and changes nothing', async (name, bytes, message, code) => {
    const before = await astrologerCount();
    const res = await upload(name, bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { file: message }, code });
    expect(await astrologerCount()).toBe(before);
  });

  it('refuses a file without the needed columns', async () => {
    const res = await upload('a.csv', 'name,email\nA,b@example.com\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/missing the column\(s\): phone, about/);
  });

  it('refuses more rows than the limit in any format, and a request without a file', async () => {
    const many = `${BULK_COLUMNS.join(',')}\n${'x,y\n'.repeat(1_001)}`;
    expect((await upload('many.csv', many)).json().message).toBe(BULK_MESSAGES.tooManyRows);
    const rows = Array.from({ length: 1_001 }, () => goodRow());
    expect((await upload('many.xlsx', toWorkbook(rows, 'xlsx'))).json().message).toBe(BULK_MESSAGES.tooManyRows);
    // Far more lines than are ever read, nearly all blank: refused rather than read in part.
    const long = `${BULK_COLUMNS.join(',')}\n${'\n'.repeat(20_000)}${toCsv([goodRow()]).split('\n')[1]}\n`;
    expect((await upload('long.csv', long)).json().message).toBe(BULK_MESSAGES.tooManyRows);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/upload-bulk-astrologers',
      headers: admin.headers,
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(BULK_MESSAGES.noFile);
  });

  it('offers the template with every column', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin/bulk-template.csv',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body.split('\r\n')[0]).toBe(BULK_COLUMNS.join(','));
  });
});

describe('zip bomb guard', () => {
  it('accepts a small archive and refuses one that inflates past the budget, even when its header lies', () => {
    expect(checkZip(zipOf(1_000))).toBe('ok');
    expect(checkZip(zipOf(MAX_UNZIPPED_BYTES + 1024))).toBe('too-large');
    expect(checkZip(zipOf(MAX_UNZIPPED_BYTES + 1024, 1_000))).toBe('too-large');
  });

  it('answers 400 for a zip bomb upload and creates nothing', async () => {
    const before = await astrologerCount();
    const res = await upload('bomb.xlsx', zipOf(MAX_UNZIPPED_BYTES + 1024));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(BULK_MESSAGES.tooLarge);
    expect(await astrologerCount()).toBe(before);
  });
});
