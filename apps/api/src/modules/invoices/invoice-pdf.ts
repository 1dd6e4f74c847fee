// Renders one GST tax invoice as an A4 PDF: seller, buyer, lines with HSN/SAC and the tax split, totals and words.
import type { Locale } from '@app/contracts/i18n';
import { translator } from '../../lib/i18n.ts';
import { loadPdfFonts, pdfBytes } from '../../lib/pdf-fonts.ts';
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

const DEVANAGARI = /[\u0900-\u097F]/;

const withCode = (state: string) => (stateCode(state) ? `${state} (${stateCode(state)})` : state);

/**
 * The invoice's labels: the tax law's English, and for a Hindi reader the Hindi beside it ("Total / कुल"); the
 * amount in words and the figures stay as the law writes them.
 */
function invoiceLabels(locale: Locale): (key: string, separator?: string) => string {
  const english = translator('en', 'notices');
  const hindi = translator('hi', 'notices');
  return (key, separator = ' / ') =>
    locale === 'hi' ? `${english(`invoicePdf.${key}`)}${separator}${hindi(`invoicePdf.${key}`)}` : english(`invoicePdf.${key}`);
}

export async function renderInvoicePdf(invoice: InvoiceRow, locale: Locale = 'en'): Promise<Buffer> {
  const label = invoiceLabels(locale);
  // Loaded on first use, as the kundli's PDF is: pdfkit costs start-up time for a download few people ask for.
  const [{ default: PDFDocument }, fonts] = await Promise.all([import('pdfkit'), loadPdfFonts()]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    // Dated when issued, not when rendered: the same invoice is the same file every time it is downloaded.
    info: { Title: `Tax Invoice ${invoice.number}`, Author: invoice.sellerName, CreationDate: invoice.issuedAt },
  });
  const done = pdfBytes(doc);
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
    // Devanagari is drawn in visual order (a vowel sign before its consonant): its words carry their own text, so a
    // copy or a screen reader gets them in the order they are written.
    const devanagari = fonts !== null && DEVANAGARI.test(s);
    if (devanagari) doc.markContent('Span', { actual: s, lang: 'hi' });
    doc.font(font).fontSize(size).fillColor(color).text(clean(s), x, y, options);
    if (devanagari) doc.endMarkedContent();
  };

  // Heading: the document's name on the left, its number and date on the right.
  text(label('taxInvoice'), LEFT, 40, { font: bold, size: locale === 'hi' ? 16 : 20, color: ACCENT, width: 255 });
  text(`${label('invoiceNo')} ${invoice.number}`, LEFT + 260, 42, { font: bold, size: 11, width: 255, align: 'right' });
  text(`${label('date')}: ${istDate(invoice.issuedAt)}`, LEFT + 260, 58, { width: 255, align: 'right' });
  const reference =
    invoice.kind === 'order'
      ? `${label('shopOrder')} ${invoice.orderId}`
      : `${label('walletRecharge')} ${invoice.rechargeId}`;
  text(reference, LEFT + 260, 71, { width: 255, align: 'right', color: MUTED });
  doc
    .moveTo(LEFT, 92)
    .lineTo(LEFT + WIDTH, 92)
    .lineWidth(1)
    .strokeColor(ACCENT)
    .stroke();

  // Seller and buyer side by side.
  const party = (title: string, x: number, rows: [string, boolean][]) => {
    text(locale === 'hi' ? title : title.toUpperCase(), x, 102, { font: bold, size: 8, color: ACCENT });
    let y = 115;
    for (const [line, strong] of rows) {
      text(line, x, y, { width: 245, font: strong ? bold : regular, size: strong ? 11 : 9 });
      y = doc.y + 2;
    }
    return y;
  };
  const sellerEnd = party(label('soldBy'), LEFT, [
    [invoice.sellerName, true],
    [invoice.sellerAddress, false],
    [`GSTIN: ${invoice.sellerGstin}`, false],
    [`${label('state')}: ${withCode(invoice.sellerState)}`, false],
  ]);
  const buyerRows: [string, boolean][] = [[invoice.buyerName, true]];
  if (invoice.buyerContact) buyerRows.push([invoice.buyerContact, false]);
  if (invoice.buyerAddress) buyerRows.push([invoice.buyerAddress, false]);
  buyerRows.push([`${label('placeOfSupply')}: ${withCode(invoice.placeOfSupply)}`, false]);
  const buyerEnd = party(
    label(invoice.kind === 'order' ? 'billedShippedTo' : 'billedTo'),
    LEFT + 270,
    buyerRows,
  );

  // The lines, with a header row repeated on a new page.
  // A Hindi reader's column titles have the Hindi under the English.
  const cols = invoiceColumns(invoice.interState, (key) => label(key, '\n'));
  const headerHeight = locale === 'hi' ? 30 : 18;
  const rowText = (cells: string[], y: number, font: string) => {
    let x = LEFT;
    for (const [i, col] of cols.entries()) {
      text(cells[i]!, x + 3, y + 4, { font, size: 8.5, width: col.width - 6, align: col.align });
      x += col.width;
    }
  };
  const headerRow = (y: number) => {
    doc.rect(LEFT, y, WIDTH, headerHeight).fillColor('#f4ece4').fill();
    rowText(
      cols.map((c) => c.title),
      y,
      bold,
    );
    return y + headerHeight;
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
  const totals: [string, number][] = [[label('taxableValue'), invoice.taxablePaise]];
  if (invoice.interState) totals.push(['IGST', invoice.igstPaise]);
  else totals.push(['CGST', invoice.cgstPaise], ['SGST', invoice.sgstPaise]);
  y += 8;
  for (const [name, paise] of totals) {
    text(name, LEFT + 220, y, { width: 200, align: 'right', color: MUTED });
    text(`₹ ${rupeesText(paise)}`, LEFT + 420, y, { width: 92, align: 'right' });
    y += 14;
  }
  doc
    .moveTo(LEFT + 300, y)
    .lineTo(LEFT + WIDTH, y)
    .lineWidth(0.8)
    .strokeColor(ACCENT)
    .stroke();
  text(label('total'), LEFT + 200, y + 5, { width: 200, align: 'right', font: bold, size: 11 });
  text(`₹ ${rupeesText(invoice.totalPaise)}`, LEFT + 400, y + 5, {
    width: 112,
    align: 'right',
    font: bold,
    size: 11,
  });
  y += 26;
  text(label('amountInWords'), LEFT, y, { font: bold, size: 8, color: ACCENT });
  text(amountInWords(invoice.totalPaise), LEFT, y + 11, { width: WIDTH, size: 10 });
  y = doc.y + 12;
  const notes = [
    label(invoice.kind === 'order' ? 'orderNote' : 'rechargeNote', '\n'),
    label(invoice.interState ? 'interState' : 'intraState', '\n'),
    label('reverseCharge', '\n'),
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
  // The footer sits in the page's bottom margin (its two lines in Hindi too), never on a page of its own.
  doc.page.margins.bottom = 0;
  text(label('computerGenerated', '\n'), LEFT, BOTTOM + 6, {
    size: 8,
    color: MUTED,
    width: 330,
  });
  text(`${label('issued')} ${istDateTime(invoice.issuedAt)} IST`, LEFT + 330, BOTTOM + 6, {
    size: 8,
    color: MUTED,
    width: 185,
    align: 'right',
  });
  doc.end();
  return done;
}
