// Renders a kundli as a two-page A4 PDF: birth details, the North Indian chart and the planets; then the Vimshottari dashas.
import type { Locale } from '@app/contracts/i18n';
import type { Kundli } from '@app/contracts/kundli';
import type { TFunction } from 'i18next';
import { translator } from '../../lib/i18n.ts';
import { drawNorthIndianChart } from './north-indian-chart.ts';
import { dashaPage } from './kundli-pdf-dasha.ts';
import { loadPdfFonts, pdfBytes } from '../../lib/pdf-fonts.ts';
import { degreesMinutes, formatDate, type Pdf, writer } from './kundli-pdf-text.ts';

const signed = (minutes: number) => {
  const abs = Math.abs(minutes);
  return `UTC${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};
const latLon = (value: number, positive: string, negative: string) =>
  `${degreesMinutes(Math.abs(value))} ${value < 0 ? negative : positive}`;
const rashiLabel = (t: TFunction, rashi: number) =>
  rashi >= 1 && rashi <= 12 ? t(`rashiWithEnglish.${rashi}`) : String(rashi);

function detailsColumn(pdf: Pdf, kundli: Kundli, x: number, y: number, width: number) {
  const { t } = pdf;
  const { birth, lagna, moon_nakshatra: moon } = kundli;
  const moonPlanet = kundli.planets.find((p) => p.key === 'moon');
  const utc = `${birth.utc.slice(0, 10)} ${birth.utc.slice(11, 16)} UTC`;
  const rows: [string, string][] = [
    [t('kundliPdf.details.dateOfBirth'), formatDate(`${birth.date}T12:00:00Z`, 'UTC', true, pdf.locale)],
    [t('kundliPdf.details.timeOfBirth'), t('kundliPdf.details.localTime', { time: birth.time.slice(0, 5) })],
    [t('kundliPdf.details.placeOfBirth'), birth.place.label],
    [
      t('kundliPdf.details.latLon'),
      `${latLon(birth.place.latitude, t('kundliPdf.details.north'), t('kundliPdf.details.south'))}, ${latLon(birth.place.longitude, t('kundliPdf.details.east'), t('kundliPdf.details.west'))}`,
    ],
    [t('kundliPdf.details.timeZone'), `${birth.place.time_zone} (${signed(birth.utc_offset_minutes)})`],
    [t('kundliPdf.details.momentUtc'), utc],
    [t('kundliPdf.details.ayanamsa'), degreesMinutes(kundli.ayanamsa, true)],
    [t('kundliPdf.details.lagna'), `${rashiLabel(t, lagna.rashi)} ${degreesMinutes(lagna.degree)}`],
    [t('kundliPdf.details.moonSign'), moonPlanet ? rashiLabel(t, moonPlanet.rashi) : '-'],
    [
      t('kundliPdf.details.moonNakshatra'),
      t('kundliPdf.details.moonNakshatraValue', {
        nakshatra: t(`nakshatras.${moon.nakshatra}`),
        pada: moon.pada,
        lord: t(`planets.${moon.lord}`),
      }),
    ],
  ];
  let top = y;
  for (const [label, value] of rows) {
    pdf.doc.font(pdf.bold).fontSize(8).fillColor('#7a2e0e').text(pdf.clean(label.toUpperCase()), x, top, { width });
    pdf.doc.font(pdf.regular).fontSize(10.5).fillColor('#1a1a1a').text(pdf.clean(value), x, pdf.doc.y + 1, { width });
    top = pdf.doc.y + 5;
  }
}

function planetsTable(pdf: Pdf, kundli: Kundli, x: number, y: number) {
  const widths = [92, 122, 62, 112, 38, 44, 40];
  const { t } = pdf;
  const header = (['planet', 'rashi', 'degree', 'nakshatra', 'pada', 'house', 'retro'] as const).map((key) =>
    t(`kundliPdf.table.${key}`),
  );
  const lagna = kundli.lagna;
  const rows = [
    [
      t('kundliPdf.table.lagnaRow'),
      rashiLabel(t, lagna.rashi),
      degreesMinutes(lagna.degree),
      t(`nakshatras.${lagna.nakshatra}`),
      String(lagna.pada),
      '1',
      '',
    ],
    ...kundli.planets.map((p) => [
      t(`planets.${p.key}`),
      rashiLabel(t, p.rashi),
      degreesMinutes(p.degree),
      t(`nakshatras.${p.nakshatra}`),
      String(p.pada),
      String(p.house),
      p.retrograde ? t('kundliPdf.retroMark') : '',
    ]),
  ];
  pdf.table(x, y, widths, header, rows);
}

/** Compressed: the chart's text is in an embedded font, so the file is read by PDF viewers, not by grep. */
export async function renderKundliPdf(kundli: Kundli, generatedAt: Date, locale: Locale = 'en'): Promise<Buffer> {
  const t = translator(locale, 'astro');
  // Loaded on first use, as for the admin's PDF: pdfkit costs start-up time for a download few people ask for.
  const [{ default: PDFDocument }, embedded] = await Promise.all([import('pdfkit'), loadPdfFonts()]);
  const title = t('kundliPdf.titleOf', { name: kundli.name ?? kundli.birth.date });
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title, Subject: t('kundliPdf.subject') } });
  const done = pdfBytes(doc);
  const pdf = writer(doc, embedded, generatedAt, t, locale);

  pdf.heading(pdf.clean(t('kundliPdf.title')), kundli.name ?? null);
  const top = doc.y + 12;
  const side = 250;
  doc.font(pdf.regular);
  drawNorthIndianChart(doc, kundli, 40, top, side, t);
  doc.font(pdf.regular).fontSize(7.5).fillColor('#666666');
  doc.text(pdf.clean(t('kundliPdf.chartNote')), 40, top + side + 6, { width: side });
  detailsColumn(pdf, kundli, 310, top, 245);

  const tableTop = Math.max(doc.y, top + side + 30) + 14;
  doc.font(pdf.bold).fontSize(13).fillColor('#7a2e0e').text(pdf.clean(t('kundliPdf.planets')), 40, tableTop);
  planetsTable(pdf, kundli, 40, doc.y + 4);
  doc.font(pdf.regular).fontSize(8).fillColor('#666666');
  doc.text(pdf.clean(t('kundliPdf.planetsNote')), 40, doc.y + 6);
  pdf.footer();

  doc.addPage();
  dashaPage(pdf, kundli, generatedAt);
  pdf.footer();
  doc.end();
  return done;
}
