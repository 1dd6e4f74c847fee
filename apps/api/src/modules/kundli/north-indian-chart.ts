// The North Indian chart drawn with vector lines: a square, its diagonals and the inner diamond make the 12 houses.
import type { Kundli } from '@app/contracts/kundli';
import type { TFunction } from 'i18next';
import { translator } from '../../lib/i18n.ts';

type Point = readonly [number, number];

/**
 * Each house in units of the square's side: where its marks are centred, the corner that points at the middle
 * (the rashi number sits there), and how many marks fit on a line. House 1 is the top diamond; the houses run
 * anticlockwise from it (2 is the top-left triangle, 4 the left diamond, 7 the bottom, 10 the right).
 */
const HOUSES: readonly { centre: Point; inner: Point; perLine: number }[] = [
  { centre: [1 / 2, 1 / 4], inner: [1 / 2, 1 / 2], perLine: 3 },
  { centre: [1 / 4, 1 / 12], inner: [1 / 4, 1 / 4], perLine: 3 },
  { centre: [1 / 12, 1 / 4], inner: [1 / 4, 1 / 4], perLine: 1 },
  { centre: [1 / 4, 1 / 2], inner: [1 / 2, 1 / 2], perLine: 3 },
  { centre: [1 / 12, 3 / 4], inner: [1 / 4, 3 / 4], perLine: 1 },
  { centre: [1 / 4, 11 / 12], inner: [1 / 4, 3 / 4], perLine: 3 },
  { centre: [1 / 2, 3 / 4], inner: [1 / 2, 1 / 2], perLine: 3 },
  { centre: [3 / 4, 11 / 12], inner: [3 / 4, 3 / 4], perLine: 3 },
  { centre: [11 / 12, 3 / 4], inner: [3 / 4, 3 / 4], perLine: 1 },
  { centre: [3 / 4, 1 / 2], inner: [1 / 2, 1 / 2], perLine: 3 },
  { centre: [11 / 12, 1 / 4], inner: [3 / 4, 1 / 4], perLine: 1 },
  { centre: [3 / 4, 1 / 12], inner: [3 / 4, 1 / 4], perLine: 3 },
];

/** The rashi (1-12) in each house (1-12): the Lagna's rashi is house 1 and the signs follow in order. */
export const rashiOfHouse = (lagnaRashi: number, house: number) => ((lagnaRashi - 1 + house - 1) % 12) + 1;

/** The planets in each house, as the chart marks them ("Sa(R)" when retrograde). */
export function houseMarks(kundli: Kundli, t: TFunction = translator('en', 'astro')): string[][] {
  const marks: string[][] = HOUSES.map(() => []);
  for (const p of kundli.planets) {
    marks[p.house - 1]?.push(`${t(`planetAbbr.${p.key}`)}${p.retrograde ? t('kundliPdf.chartRetro') : ''}`);
  }
  return marks;
}

/** Draws the chart with its top-left corner at (x, y); the caller has set the font. */
export function drawNorthIndianChart(
  doc: PDFKit.PDFDocument,
  kundli: Kundli,
  x: number,
  y: number,
  side: number,
  t: TFunction = translator('en', 'astro'),
): void {
  const at = ([u, v]: Point): [number, number] => [x + u * side, y + v * side];
  const line = (from: Point, to: Point) => doc.moveTo(...at(from)).lineTo(...at(to));

  doc.save().lineWidth(1.2).strokeColor('#7a2e0e');
  doc.rect(x, y, side, side).stroke();
  line([0, 0], [1, 1]).stroke();
  line([1, 0], [0, 1]).stroke();
  doc.polygon(at([1 / 2, 0]), at([1, 1 / 2]), at([1 / 2, 1]), at([0, 1 / 2])).stroke();
  doc.restore();

  const marks = houseMarks(kundli, t);
  const lineHeight = 11;
  HOUSES.forEach((house, i) => {
    // The rashi number most of the way from the marks to the inner corner, where printed charts put it.
    const [cx, cy] = at(house.centre);
    const [ix, iy] = at(house.inner);
    const nx = cx + (ix - cx) * 0.62;
    const ny = cy + (iy - cy) * 0.62;
    doc.fontSize(8).fillColor('#9a6a00');
    const rashi = String(rashiOfHouse(kundli.lagna.rashi, i + 1));
    doc.text(rashi, nx - 10, ny - 4.5, { width: 20, align: 'center', lineBreak: false });

    const items = marks[i] ?? [];
    // House 1 names the Lagna on a line of its own, above the planets there.
    const lines: string[] = i === 0 ? [t('kundliPdf.chartLagna')] : [];
    for (let k = 0; k < items.length; k += house.perLine) lines.push(items.slice(k, k + house.perLine).join(' '));
    const top = cy - (lines.length * lineHeight) / 2;
    lines.forEach((text, row) => {
      const isLagna = i === 0 && row === 0;
      doc.fontSize(9).fillColor(isLagna ? '#7a2e0e' : '#1a1a1a');
      doc.text(text, cx - 45, top + row * lineHeight, { width: 90, align: 'center', lineBreak: false });
    });
  });
  doc.fillColor('#000000');
}
