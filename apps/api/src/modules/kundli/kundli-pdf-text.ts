// The kundli PDF's pen: its fonts, heading, simple ruled tables, footer, and how degrees and dates are written.

import { INTL_LOCALES, type Locale } from '@app/contracts/i18n';
import type { TFunction } from 'i18next';
import type { PdfFonts } from '../../lib/pdf-fonts.ts';

export interface Pdf {
  doc: PDFKit.PDFDocument;
  regular: string;
  bold: string;
  /** Text as the chosen font can print it. */
  clean: (text: string) => string;
  /** The `astro` catalogue in the PDF's language. */
  t: TFunction;
  locale: Locale;
  heading: (title: string, name: string | null) => void;
  table: (x: number, y: number, widths: number[], header: string[], rows: string[][], highlight?: number) => void;
  footer: () => void;
}

const INK = '#1a1a1a';
const ACCENT = '#7a2e0e';

/** 12°34' (or 23°51'07" with seconds): degrees are truncated, as almanacs print them. */
export function degreesMinutes(value: number, withSeconds = false): string {
  const totalSeconds = Math.floor(value * 3600 + 1e-6);
  const d = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  const mm = String(m).padStart(2, '0');
  return withSeconds ? `${d}°${mm}'${String(s).padStart(2, '0')}"` : `${d}°${mm}'`;
}

/** "12 Apr 1992" in the given zone ("Sunday, 12 April 1992" when long); UTC if the zone is unknown. */
export function formatDate(iso: string, timeZone: string, long = false, locale: Locale = 'en'): string {
  const options: Intl.DateTimeFormatOptions = long
    ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
    : { day: 'numeric', month: 'short', year: 'numeric' };
  try {
    return new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...options, timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...options, timeZone: 'UTC' }).format(new Date(iso));
  }
}

const DEVANAGARI = /[\u0900-\u097f]/;

/**
 * Devanagari is drawn as shaped glyphs: a vowel sign such as ि comes before its consonant and conjuncts are single
 * glyphs, so the fonts' ToUnicode maps alone would give copy, search and screen readers the letters out of order.
 * Each Devanagari text is wrapped in a Span whose ActualText is the text as typed (PDF 32000-1, 14.9.4).
 */
function speakDevanagari(doc: PDFKit.PDFDocument): void {
  const text = doc.text.bind(doc) as (...args: unknown[]) => PDFKit.PDFDocument;
  doc.text = ((...args: unknown[]) => {
    const [value] = args;
    if (typeof value !== 'string' || !DEVANAGARI.test(value)) return text(...args);
    doc.markContent('Span', { actual: value } as PDFKit.Mixins.MarkingOptions);
    text(...args);
    doc.endMarkedContent();
    return doc;
  }) as typeof doc.text;
}

export function writer(doc: PDFKit.PDFDocument, fonts: PdfFonts | null, generatedAt: Date, t: TFunction, locale: Locale): Pdf {
  if (fonts) {
    doc.registerFont('body', fonts.regular);
    doc.registerFont('body-bold', fonts.bold);
  }
  if (fonts) speakDevanagari(doc);
  const regular = fonts ? 'body' : 'Helvetica';
  const bold = fonts ? 'body-bold' : 'Helvetica-Bold';
  // The standard fonts cover Latin-1 only: anything else would print as garbage.
  const clean = fonts ? (s: string) => s : (s: string) => s.replace(/[^\x20-\x7e\xa0-\xff\u2013\u2014]/g, '?');

  return {
    doc,
    regular,
    bold,
    clean,
    t,
    locale,
    heading(title, name) {
      doc.font(bold).fontSize(22).fillColor(ACCENT).text(title, 40, 40);
      const below = doc.y;
      doc.font(regular).fontSize(9).fillColor('#666666');
      doc.text(clean(t('kundliPdf.subtitle')), 40, 52, { width: 515, align: 'right', lineBreak: false });
      doc.y = below;
      if (name) doc.font(bold).fontSize(15).fillColor(INK).text(clean(name), 40, doc.y + 2);
      const y = doc.y + 6;
      doc.moveTo(40, y).lineTo(555, y).lineWidth(0.8).strokeColor('#d9b38c').stroke();
      doc.y = y;
    },
    table(x, y, widths, header, rows, highlight) {
      const rowHeight = 16;
      const total = widths.reduce((a, b) => a + b, 0);
      const line = (cells: string[], top: number, font: string) => {
        let left = x;
        cells.forEach((cell, i) => {
          const width = widths[i] ?? 40;
          doc.font(font).fontSize(9).fillColor(INK).text(clean(cell), left + 4, top + 4, { width: width - 8, lineBreak: false });
          left += width;
        });
      };
      doc.rect(x, y, total, rowHeight).fill('#f3e6d8');
      line(header, y, bold);
      rows.forEach((cells, i) => {
        const top = y + rowHeight * (i + 1);
        if (i === highlight) doc.rect(x, top, total, rowHeight).fill('#fff3c4');
        line(cells, top, i === highlight ? bold : regular);
        doc.moveTo(x, top).lineTo(x + total, top).lineWidth(0.4).strokeColor('#dddddd').stroke();
      });
      const bottom = y + rowHeight * (rows.length + 1);
      doc.rect(x, y, total, bottom - y).lineWidth(0.6).strokeColor('#bbbbbb').stroke();
      doc.x = x;
      doc.y = bottom;
    },
    footer() {
      // Written inside the bottom margin, which pdfkit would otherwise answer with a new page.
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const when = generatedAt.toLocaleString(INTL_LOCALES[locale], { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
      doc.font(regular).fontSize(7.5).fillColor('#888888');
      doc.text(clean(t('kundliPdf.generated', { when })), 40, doc.page.height - 28, { width: 515, align: 'center', lineBreak: false });
      doc.page.margins.bottom = margin;
    },
  };
}
