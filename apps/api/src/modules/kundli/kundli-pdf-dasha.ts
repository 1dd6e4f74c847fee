// The kundli PDF's second page: the nine Vimshottari mahadashas and every antardasha, the running ones marked.
import { VIMSHOTTARI_YEARS, type Kundli } from '@app/contracts/kundli';
import { formatDate, type Pdf } from './kundli-pdf-text.ts';

const YEARS = new Map(VIMSHOTTARI_YEARS);

export function dashaPage(pdf: Pdf, kundli: Kundli, now: Date): void {
  const { doc, t } = pdf;
  const planet = (key: string) => t(`planets.${key}`);
  const zone = kundli.birth.place.time_zone;
  const day = (iso: string) => formatDate(iso, zone, false, pdf.locale);
  const at = now.getTime();
  const running = (p: { start: string; end: string }) => Date.parse(p.start) <= at && at < Date.parse(p.end);
  const current = kundli.dasha.findIndex(running);

  pdf.heading(pdf.clean(t('kundliPdf.dasha.title')), kundli.name);
  doc.font(pdf.regular).fontSize(8.5).fillColor('#555555');
  doc.text(
    pdf.clean(
      t('kundliPdf.dasha.intro', {
        nakshatra: t(`nakshatras.${kundli.moon_nakshatra.nakshatra}`),
        lord: planet(kundli.moon_nakshatra.lord),
        zone,
      }),
    ),
    40,
    doc.y + 8,
    { width: 515 },
  );

  doc.font(pdf.bold).fontSize(13).fillColor('#7a2e0e').text(pdf.clean(t('kundliPdf.dasha.mahadashas')), 40, doc.y + 10);
  const rows = kundli.dasha.map((m) => [
    planet(m.lord),
    day(m.start),
    day(m.end),
    t('kundliPdf.dasha.years', { count: YEARS.get(m.lord) ?? 0 }),
  ]);
  pdf.table(40, doc.y + 4, [130, 140, 140, 80], (['lord', 'from', 'to', 'length'] as const).map((key) => t(`kundliPdf.dasha.${key}`)), rows, current >= 0 ? current : undefined);

  doc.font(pdf.bold).fontSize(13).fillColor('#7a2e0e').text(pdf.clean(t('kundliPdf.dasha.antardashas')), 40, doc.y + 14);
  const gridTop = doc.y + 4;
  const boxWidth = 168;
  const gap = (515 - boxWidth * 3) / 2;
  const lineHeight = 10.5;
  const boxHeight = 20 + lineHeight * 9 + 4;
  kundli.dasha.forEach((maha, i) => {
    const x = 40 + (i % 3) * (boxWidth + gap);
    const y = gridTop + Math.floor(i / 3) * (boxHeight + 8);
    const isCurrent = i === current;
    doc.rect(x, y, boxWidth, boxHeight).lineWidth(isCurrent ? 1.2 : 0.6).fillAndStroke(isCurrent ? '#fff8e1' : '#ffffff', isCurrent ? '#c98a00' : '#cccccc');
    doc.font(pdf.bold).fontSize(9).fillColor('#7a2e0e');
    doc.text(pdf.clean(t('mahadasha', { planet: planet(maha.lord) })), x + 6, y + 5, { width: boxWidth - 12, lineBreak: false });
    maha.antardashas.forEach((antar, k) => {
      const isRunning = isCurrent && running(antar);
      doc.font(isRunning ? pdf.bold : pdf.regular).fontSize(7.5).fillColor(isRunning ? '#000000' : '#333333');
      const top = y + 20 + k * lineHeight;
      doc.text(pdf.clean(planet(antar.lord)), x + 6, top, { width: 44, lineBreak: false });
      doc.text(`${day(antar.start)} – ${day(antar.end)}`, x + 50, top, { width: boxWidth - 56, lineBreak: false });
    });
  });
  doc.x = 40;
  doc.y = gridTop + 3 * (boxHeight + 8);
}
