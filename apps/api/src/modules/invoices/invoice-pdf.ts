// Renders one GST tax invoice as an A4 PDF: seller, buyer, lines with HSN/SAC and the tax split, totals and words.
import { loadPdfFonts } from '../../lib/pdf-fonts.ts';
import { stateCode } from '../../lib/gst.ts';
import { amountInWords } from './amount-in-words.ts';
import { invoiceColumns, rupeesText } from './invoice-pdf-columns.ts';
import { istDate, istDateTime } from './invoice-numbering.ts';
import type { InvoiceRow } from './invoices.repository.ts';

const INK = '#1a1a1a';
const MUTED = '#555555';
const ACCENT = '#7a2e0e';
const RULE = '#c9b8a6';
const LEFT = 40;
const WIDTH = 515;
const BOTTOM = 842 - 60;

const withCode = (state: string) => (stateCode(state) ? `${state} (${stateCode(state)})` : state);

export async function renderInvoicePdf(invoice: InvoiceRow): Promise<Buffer> {
  // Loaded on first use, as the kundli's PDF is: pdfkit costs start-up time for a download few people ask for.
  const [{ default: PDFDocument }, fonts] = await Promise.all([import('pdfkit'), loadPdfFonts()]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    // Dated when issued, not when rendered: the same invoice is the same file every time it is downloaded.
    info: { Title: `Tax Invoice ${invoice.number}`, Author: invoice.sellerName, CreationDate: invoice.issuedAt },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (fonts) {
    doc.registerFont('body', fonts.regular);
    doc.registerFont('body-bold', fonts.bold);
  }
  const regular = fonts ? 'body' : 'Helvetica';
  const bold = fonts ? 'body-bold' : 'Helvetica-Bold';
  // The standard fonts cover Latin-1 only; ₹ becomes "Rs." there.
  const clean = fonts
    ? (s: string) => s
    : (s: string) => s.replace(/₹/g, 'Rs.').replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
  const text = (
    s: string,
    x: number,
    y: number,
    o: PDFKit.Mixins.TextOptions & { font?: string; size?: number; color?: string } = {},
  ) => {
    const { font = regular, size = 9, color = INK, ...options } = o;
    doc.font(font).fontSize(size).fillColor(color).text(clean(s), x, y, options);
  };

  // Heading: the document's name on the left, its number and date on the right.
  text('TAX INVOICE', LEFT, 40, { font: bold, size: 20, color: ACCENT });
  text(`Invoice no. ${invoice.number}`, LEFT + 260, 42, { font: bold, size: 11, width: 255, align: 'right' });
  text(`Date: ${istDate(invoice.issuedAt)}`, LEFT + 260, 58, { width: 255, align: 'right' });
  const reference =
    invoice.kind === 'order'
      ? `Shop order no. ${invoice.orderId}`
      : `Wallet recharge no. ${invoice.rechargeId}`;
  text(reference, LEFT + 260, 71, { width: 255, align: 'right', color: MUTED });
  doc
    .moveTo(LEFT, 92)
    .lineTo(LEFT + WIDTH, 92)
    .lineWidth(1)
    .strokeColor(ACCENT)
    .stroke();

  // Seller and buyer side by side.
  const party = (title: string, x: number, rows: [string, boolean][]) => {
    text(title.toUpperCase(), x, 102, { font: bold, size: 8, color: ACCENT });
    let y = 115;
    for (const [line, strong] of rows) {
      text(line, x, y, { width: 245, font: strong ? bold : regular, size: strong ? 11 : 9 });
      y = doc.y + 2;
    }
    return y;
  };
  const sellerEnd = party('Sold by', LEFT, [
    [invoice.sellerName, true],
    [invoice.sellerAddress, false],
    [`GSTIN: ${invoice.sellerGstin}`, false],
    [`State: ${withCode(invoice.sellerState)}`, false],
  ]);
  const buyerRows: [string, boolean][] = [[invoice.buyerName, true]];
  if (invoice.buyerContact) buyerRows.push([invoice.buyerContact, false]);
  if (invoice.buyerAddress) buyerRows.push([invoice.buyerAddress, false]);
  buyerRows.push([`Place of supply: ${withCode(invoice.placeOfSupply)}`, false]);
  const buyerEnd = party(
    invoice.kind === 'order' ? 'Billed and shipped to' : 'Billed to',
    LEFT + 270,
    buyerRows,
  );

  // The lines, with a header row repeated on a new page.
  const cols = invoiceColumns(invoice.interState);
  const rowText = (cells: string[], y: number, font: string) => {
    let x = LEFT;
    for (const [i, col] of cols.entries()) {
      text(cells[i]!, x + 3, y + 4, { font, size: 8.5, width: col.width - 6, align: col.align });
      x += col.width;
    }
  };
  const headerRow = (y: number) => {
    doc.rect(LEFT, y, WIDTH, 18).fillColor('#f4ece4').fill();
    rowText(
      cols.map((c) => c.title),
      y,
      bold,
    );
    return y + 18;
  };
  let y = headerRow(Math.max(sellerEnd, buyerEnd) + 14);
  for (const [index, line] of invoice.lines.entries()) {
    const cells = cols.map((c) => c.cell(line, index));
    doc.font(regular).fontSize(8.5);
    const height =
      Math.max(...cols.map((c, i) => doc.heightOfString(clean(cells[i]!), { width: c.width - 6 }))) + 8;
    if (y + height > BOTTOM - 120) {
      doc.addPage();
      y = headerRow(40);
    }
    rowText(cells, y, regular);
    y += height;
    doc
      .moveTo(LEFT, y)
      .lineTo(LEFT + WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }

  // Totals on the right, the amount in words under them.
  const totals: [string, number][] = [['Taxable value', invoice.taxablePaise]];
  if (invoice.interState) totals.push(['IGST', invoice.igstPaise]);
  else totals.push(['CGST', invoice.cgstPaise], ['SGST', invoice.sgstPaise]);
  y += 8;
  for (const [label, paise] of totals) {
    text(label, LEFT + 300, y, { width: 120, align: 'right', color: MUTED });
    text(`₹ ${rupeesText(paise)}`, LEFT + 420, y, { width: 92, align: 'right' });
    y += 14;
  }
  doc
    .moveTo(LEFT + 300, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(0.8)
    .strokeColor(ACCENT)
    .stroke();
  text('Total', LEFT + 300, y + 5, { width: 120, align: 'right', font: bold, size: 11 });
  text(`₹ ${rupeesText(invoice.totalPaise)}`, LEFT + 400, y + 5, {
    width: 112,
    align: 'right',
    font: bold,
    size: 11,
  });
  y += 26;
  text('Amount in words', LEFT, y, { font: bold, size: 8, color: ACCENT });
  text(amountInWords(invoice.totalPaise), LEFT, y + 11, { width: WIDTH, size: 10 });
  y = doc.y + 12;
  const notes = [
    invoice.kind === 'order'
      ? 'Prices include GST: the taxable value of each line is its price less the GST included at its rate.'
      : 'The wallet is credited the taxable value; GST is charged on top of it.',
    invoice.interState
      ? 'Inter-state supply: IGST.'
      : 'Intra-state supply: CGST and SGST, half the rate each.',
    'Tax payable on reverse charge: No.',
  ];
  for (const note of notes) {
    text(note, LEFT, y, { width: WIDTH, size: 8, color: MUTED });
    y = doc.y + 2;
  }

  doc
    .moveTo(LEFT, BOTTOM)
    .lineTo(LEFT + WIDTH, BOTTOM)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  text('This is a computer-generated invoice and needs no signature.', LEFT, BOTTOM + 6, {
    size: 8,
    color: MUTED,
    width: 330,
  });
  text(`Issued ${istDateTime(invoice.issuedAt)} IST`, LEFT + 330, BOTTOM + 6, {
    size: 8,
    color: MUTED,
    width: 185,
    align: 'right',
  });
  doc.end();
  return done;
}
