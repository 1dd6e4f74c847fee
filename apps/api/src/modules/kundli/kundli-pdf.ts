// Renders a kundli as a two-page A4 PDF: birth details, the North Indian chart and the planets; then the Vimshottari dashas.
import { PLANET_NAMES, RASHIS, type Kundli } from '@app/contracts/kundli';
import { drawNorthIndianChart } from './north-indian-chart.ts';
import { dashaPage } from './kundli-pdf-dasha.ts';
import { loadPdfFonts } from '../../lib/pdf-fonts.ts';
import { degreesMinutes, formatDate, type Pdf, writer } from './kundli-pdf-text.ts';

const signed = (minutes: number) => {
  const abs = Math.abs(minutes);
  return `UTC${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};
const latLon = (value: number, positive: string, negative: string) =>
  `${degreesMinutes(Math.abs(value))} ${value < 0 ? negative : positive}`;
const rashiLabel = (rashi: number) => {
  const r = RASHIS[rashi - 1];
  return r ? `${r.name} (${r.english})` : String(rashi);
};

function detailsColumn(pdf: Pdf, kundli: Kundli, x: number, y: number, width: number) {
  const { birth, lagna, moon_nakshatra: moon } = kundli;
  const moonPlanet = kundli.planets.find((p) => p.key === 'moon');
  const utc = `${birth.utc.slice(0, 10)} ${birth.utc.slice(11, 16)} UTC`;
  const rows: [string, string][] = [
    ['Date of birth', formatDate(`${birth.date}T12:00:00Z`, 'UTC', true)],
    ['Time of birth', `${birth.time.slice(0, 5)} local time`],
    ['Place of birth', birth.place.label],
    ['Latitude, longitude', `${latLon(birth.place.latitude, 'N', 'S')}, ${latLon(birth.place.longitude, 'E', 'W')}`],
    ['Time zone', `${birth.place.time_zone} (${signed(birth.utc_offset_minutes)})`],
    ['Moment in UTC', utc],
    ['Ayanamsa (Lahiri)', degreesMinutes(kundli.ayanamsa, true)],
    ['Lagna (Ascendant)', `${rashiLabel(lagna.rashi)} ${degreesMinutes(lagna.degree)}`],
    ['Moon sign', moonPlanet ? rashiLabel(moonPlanet.rashi) : '-'],
    ['Moon nakshatra', `${moon.nakshatra_name}, pada ${moon.pada} (lord ${PLANET_NAMES[moon.lord]})`],
  ];
  let top = y;
  for (const [label, value] of rows) {
    pdf.doc.font(pdf.bold).fontSize(8).fillColor('#7a2e0e').text(label.toUpperCase(), x, top, { width });
    pdf.doc.font(pdf.regular).fontSize(10.5).fillColor('#1a1a1a').text(pdf.clean(value), x, pdf.doc.y + 1, { width });
    top = pdf.doc.y + 5;
  }
}

function planetsTable(pdf: Pdf, kundli: Kundli, x: number, y: number) {
  const widths = [92, 122, 62, 112, 38, 44, 40];
  const header = ['Planet', 'Rashi', 'Degree', 'Nakshatra', 'Pada', 'House', 'Retro'];
  const lagna = kundli.lagna;
  const rows = [
    ['Lagna (Asc)', rashiLabel(lagna.rashi), degreesMinutes(lagna.degree), lagna.nakshatra_name, String(lagna.pada), '1', ''],
    ...kundli.planets.map((p) => [
      p.name,
      rashiLabel(p.rashi),
      degreesMinutes(p.degree),
      p.nakshatra_name,
      String(p.pada),
      String(p.house),
      p.retrograde ? 'R' : '',
    ]),
  ];
  pdf.table(x, y, widths, header, rows);
}

/** Compressed: the chart's text is in an embedded font, so the file is read by PDF viewers, not by grep. */
export async function renderKundliPdf(kundli: Kundli, generatedAt: Date): Promise<Buffer> {
  // Loaded on first use, as for the admin's PDF: pdfkit costs start-up time for a download few people ask for.
  const [{ default: PDFDocument }, embedded] = await Promise.all([import('pdfkit'), loadPdfFonts()]);
  const title = kundli.name ? `Kundli - ${kundli.name}` : `Kundli - ${kundli.birth.date}`;
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title, Subject: 'Vedic birth chart' } });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const pdf = writer(doc, embedded, generatedAt);

  pdf.heading('Kundli', kundli.name ?? null);
  const top = doc.y + 12;
  const side = 250;
  doc.font(pdf.regular);
  drawNorthIndianChart(doc, kundli, 40, top, side);
  doc.font(pdf.regular).fontSize(7.5).fillColor('#666666');
  doc.text('North Indian chart: houses run anticlockwise from the top; numbers are rashis (1 Mesha to 12 Meena).', 40, top + side + 6, { width: side });
  detailsColumn(pdf, kundli, 310, top, 245);

  const tableTop = Math.max(doc.y, top + side + 30) + 14;
  doc.font(pdf.bold).fontSize(13).fillColor('#7a2e0e').text('Planets', 40, tableTop);
  planetsTable(pdf, kundli, 40, doc.y + 4);
  doc.font(pdf.regular).fontSize(8).fillColor('#666666');
  doc.text('Sidereal positions (Lahiri ayanamsa); whole-sign houses counted from the Lagna; R marks a retrograde planet.', 40, doc.y + 6);
  pdf.footer();

  doc.addPage();
  dashaPage(pdf, kundli, generatedAt);
  pdf.footer();
  doc.end();
  return done;
}
