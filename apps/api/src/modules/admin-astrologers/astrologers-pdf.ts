// Renders the admin's "Download PDF": every astrologer with the fields the dashboard cards show.
import type { AdminAstrologerRow } from '@app/contracts/admin-astrologers';
import { pdfBytes } from '../../lib/pdf-fonts.ts';

const rupees = (v: number) => `Rs. ${v.toFixed(2)}`;
/** The standard PDF fonts only cover Latin-1; anything else would print as garbage, so it is replaced. */
const latin1 = (s: string | null) => (s ?? '-').replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

const COLUMNS = [
  'Token',
  'Name',
  'Email',
  'Phone',
  'Verified',
  'Commission',
  'Charge/min',
  'Rating',
  'Exp.',
  'Wallet',
  'Payable',
];

function rowCells(a: AdminAstrologerRow): string[] {
  return [
    a.token_no,
    latin1(a.name),
    latin1(a.email),
    latin1(a.phone),
    a.is_verified ? 'Yes' : 'No',
    `${a.commission.toFixed(2)}%`,
    rupees(a.charge),
    a.rating.toFixed(1),
    `${a.experience} y`,
    rupees(a.wallet),
    rupees(a.payable_amount),
  ];
}

/** Compression is off so the text stays searchable by simple tools; the file is small anyway. */
export async function renderAstrologersPdf(rows: AdminAstrologerRow[], generatedAt: Date): Promise<Buffer> {
  // Loaded on first use: pdfkit and its fonts cost about 200 ms and 25 MB at start, for an admin-only download.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 30,
    compress: false,
    info: { Title: 'Astrologers' },
  });
  const done = pdfBytes(doc);
  doc.fontSize(16).text('Astrologers', { align: 'left' });
  doc
    .fontSize(9)
    .fillColor('#555555')
    .text(
      `${rows.length} astrologers, generated ${generatedAt.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })} IST`,
    );
  doc.moveDown().fillColor('#000000').fontSize(8);
  if (rows.length === 0) doc.text('No astrologers yet.');
  else {
    doc.table({
      columnStyles: [45, 90, 140, 65, 40, 55, 60, 35, 35, 60, 60],
      rowStyles: (i: number) => (i === 0 ? { backgroundColor: '#eeeeee' } : {}),
      data: [COLUMNS, ...rows.map(rowCells)],
    });
  }
  doc.end();
  return done;
}
