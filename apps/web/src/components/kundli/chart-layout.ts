// The North Indian chart's geometry and the kundli's small calculations: the 12 houses' shapes, where the rashi
// numbers and the planets' marks go, which house a planet is in, D°M′ degrees and the running dasha.
import type { Kundli } from '@app/contracts/kundli';
import { tNow } from '../../lib/i18n.tsx';

export type Point = readonly [number, number];

/** The chart is drawn in a square viewBox of this side; the SVG scales it to its container. */
export const CHART_SIZE = 400;

const S = CHART_SIZE;
const H = S / 2;
const Q = S / 4;
// The square's corners, the midpoints of its sides, its centre and where the diagonals cross the diamond.
const TL: Point = [0, 0];
const TR: Point = [S, 0];
const BR: Point = [S, S];
const BL: Point = [0, S];
const TOP: Point = [H, 0];
const RIGHT: Point = [S, H];
const BOTTOM: Point = [H, S];
const LEFT: Point = [0, H];
const C: Point = [H, H];
const QTL: Point = [Q, Q];
const QTR: Point = [S - Q, Q];
const QBR: Point = [S - Q, S - Q];
const QBL: Point = [Q, S - Q];

const mid = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

export interface HouseShape {
  /** 1 to 12. */
  house: number;
  polygon: Point[];
  /** On the square's edge: a diamond's outer corner, a triangle's middle of the side. */
  outer: Point;
  /** The corner pointing at the middle of the chart, where the rashi number sits. */
  inner: Point;
}

/** House 1 is the top diamond; the houses run anticlockwise (2 top-left, 4 the left diamond, 7 bottom, 10 right). */
export const HOUSES: readonly HouseShape[] = [
  { polygon: [TOP, QTL, C, QTR], outer: TOP, inner: C },
  { polygon: [TL, QTL, TOP], outer: mid(TL, TOP), inner: QTL },
  { polygon: [TL, LEFT, QTL], outer: mid(TL, LEFT), inner: QTL },
  { polygon: [LEFT, QBL, C, QTL], outer: LEFT, inner: C },
  { polygon: [LEFT, BL, QBL], outer: mid(LEFT, BL), inner: QBL },
  { polygon: [BL, BOTTOM, QBL], outer: mid(BL, BOTTOM), inner: QBL },
  { polygon: [BOTTOM, QBR, C, QBL], outer: BOTTOM, inner: C },
  { polygon: [BOTTOM, BR, QBR], outer: mid(BOTTOM, BR), inner: QBR },
  { polygon: [BR, RIGHT, QBR], outer: mid(BR, RIGHT), inner: QBR },
  { polygon: [RIGHT, QTR, C, QBR], outer: RIGHT, inner: C },
  { polygon: [RIGHT, TR, QTR], outer: mid(RIGHT, TR), inner: QTR },
  { polygon: [TR, TOP, QTR], outer: mid(TR, TOP), inner: QTR },
].map((shape, i) => ({ ...shape, house: i + 1 }));

/** The lines that draw the chart: the square, its two diagonals and the diamond joining the midpoints. */
export const CHART_LINES = {
  square: [TL, TR, BR, BL] as Point[],
  diagonals: [
    [TL, BR],
    [TR, BL],
  ] as [Point, Point][],
  diamond: [TOP, RIGHT, BOTTOM, LEFT] as Point[],
};

/** The rashi (1 Mesha to 12 Meena) in a house: the Lagna's rashi is house 1, the signs follow in order. */
export function rashiOfHouse(lagnaRashi: number, house: number): number {
  return ((((lagnaRashi - 1 + house - 1) % 12) + 12) % 12) + 1;
}

/** The whole-sign house (1 to 12) of a rashi, counted from the Lagna's rashi. */
export function houseOfRashi(lagnaRashi: number, rashi: number): number {
  return ((((rashi - lagnaRashi) % 12) + 12) % 12) + 1;
}

/** The rashi's name in the shown language (`astro` catalogue), or its number when out of range. */
export const rashiName = (rashi: number): string =>
  rashi >= 1 && rashi <= 12 ? tNow(`astro:rashis.${rashi}`) : String(rashi);

/** 12.5678 -> "12°34′": whole degrees and minutes, truncated as almanacs print them. */
export function formatDegree(degree: number): string {
  // The epsilon keeps 12.6 (stored as 12.5999…) at 36 minutes rather than 35.
  const minutes = Math.floor(Math.max(0, degree) * 60 + 1e-7);
  return `${Math.floor(minutes / 60)}°${String(minutes % 60).padStart(2, '0')}′`;
}

/** 330 -> "UTC+05:30"; a local mean time of the past keeps its seconds (321.1667 -> "UTC+05:21:10"). */
export function formatUtcOffset(minutes: number): string {
  const seconds = Math.round(Math.abs(minutes) * 60);
  const hh = String(Math.floor(seconds / 3600)).padStart(2, '0');
  const mm = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
  const ss = seconds % 60;
  return `UTC${minutes < 0 ? '−' : '+'}${hh}:${mm}${ss ? `:${String(ss).padStart(2, '0')}` : ''}`;
}

/** The period running at `now` (start inclusive, end exclusive), or -1 when none is. */
export function currentPeriodIndex(
  periods: readonly { start: string; end: string }[],
  now: Date | number,
): number {
  const t = typeof now === 'number' ? now : now.getTime();
  return periods.findIndex((p) => Date.parse(p.start) <= t && t < Date.parse(p.end));
}

export interface ChartMark {
  /** "As" for the Lagna, else the planet's abbreviation. */
  text: string;
  /** Read out in the chart's description. */
  name: string;
  retrograde: boolean;
  lagna: boolean;
}

/** The marks each house holds (index 0 is house 1): "As" first in house 1, then the planets in the contract's order. */
export function houseMarks(kundli: Kundli): ChartMark[][] {
  const marks: ChartMark[][] = HOUSES.map(() => []);
  marks[0]?.push({ text: tNow('astro:lagnaAbbr'), name: tNow('astro:lagna'), retrograde: false, lagna: true });
  for (const planet of kundli.planets) {
    const house = houseOfRashi(kundli.lagna.rashi, planet.rashi);
    marks[house - 1]?.push({
      text: tNow(`astro:planetAbbr.${planet.key}`),
      name: tNow(`astro:planets.${planet.key}`),
      retrograde: planet.retrograde,
      lagna: false,
    });
  }
  return marks;
}

/** What the chart shows, in words: its text alternative. */
export function chartDescription(kundli: Kundli): string {
  const lagna = kundli.lagna.rashi;
  const parts = [tNow('kundli:chart.description', { rashi: rashiName(lagna), number: lagna })];
  houseMarks(kundli).forEach((marks, i) => {
    const planets = marks.filter((m) => !m.lagna);
    if (planets.length === 0) return;
    const rashi = rashiOfHouse(lagna, i + 1);
    const names = planets
      .map((m) => (m.retrograde ? tNow('kundli:chart.retrograde', { name: m.name }) : m.name))
      .join(', ');
    parts.push(tNow('kundli:chart.house', { house: i + 1, rashi: rashiName(rashi), names }));
  });
  return parts.join(' ');
}

// ---- Where the marks go ----

export interface PlacedMark {
  mark: ChartMark;
  /** Centre of the mark's text. */
  x: number;
  y: number;
  width: number;
}

export interface HouseLayout {
  house: number;
  rashi: number;
  /** Centre of the rashi number. */
  rashiAt: Point;
  fontSize: number;
  marks: PlacedMark[];
}

export const RASHI_FONT_SIZE = 14;
const MARK_SIZES = [17, 15, 13.5, 12, 11];
/** Line height as a share of the font size. */
export const LINE = 1.25;
const PAD = 5;
/** Keeps the marks this far from the rashi number (along the line from the edge to the middle). */
const NUMBER_CLEARANCE = 13;

/** The estimated width of a mark at a font size: two letters, and a small raised R when retrograde. */
export function markWidth(mark: ChartMark, fontSize: number): number {
  return fontSize * (0.62 * mark.text.length + (mark.retrograde ? 0.5 : 0));
}

const dot = (a: Point, b: Point) => a[0] * b[0] + a[1] * b[1];
const sub = (a: Point, b: Point): Point => [a[0] - b[0], a[1] - b[1]];

/** The part of a convex polygon where f(p) <= 0, f being linear (one step of Sutherland-Hodgman). */
function clip(polygon: Point[], f: (p: Point) => number): Point[] {
  const out: Point[] = [];
  polygon.forEach((a, i) => {
    const b = polygon[(i + 1) % polygon.length] as Point;
    const fa = f(a);
    const fb = f(b);
    if (fa <= 0) out.push(a);
    if ((fa < 0 && fb > 0) || (fa > 0 && fb < 0)) {
      const t = fa / (fa - fb);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
    }
  });
  return out;
}

/** The x-range where the horizontal line at y crosses a convex polygon, or null. */
export function chord(polygon: Point[], y: number): [number, number] | null {
  const xs: number[] = [];
  polygon.forEach((a, i) => {
    const b = polygon[(i + 1) % polygon.length] as Point;
    if (a[1] === b[1]) {
      if (a[1] === y) xs.push(a[0], b[0]);
    } else if ((y - a[1]) * (y - b[1]) <= 0) {
      xs.push(a[0] + ((y - a[1]) * (b[0] - a[0])) / (b[1] - a[1]));
    }
  });
  return xs.length ? [Math.min(...xs), Math.max(...xs)] : null;
}

function centroidY(polygon: Point[]): number {
  let area = 0;
  let cy = 0;
  polygon.forEach((a, i) => {
    const b = polygon[(i + 1) % polygon.length] as Point;
    const cross = a[0] * b[1] - b[0] * a[1];
    area += cross;
    cy += (a[1] + b[1]) * cross;
  });
  return cy / (3 * area);
}

/** Rows of marks inside the polygon at one font size, or null when they do not fit. */
function fitRows(area: Point[], marks: ChartMark[], fontSize: number): PlacedMark[] | null {
  const lineHeight = fontSize * LINE;
  const gap = fontSize * 0.42;
  const ys = area.map((p) => p[1]);
  const minY = Math.min(...ys) + PAD;
  const maxY = Math.max(...ys) - PAD;
  const centre = centroidY(area);
  for (let rows = 1; rows <= marks.length; rows += 1) {
    const blockHeight = rows * lineHeight;
    if (blockHeight > maxY - minY) return null;
    const top = Math.min(Math.max(centre - blockHeight / 2, minY), maxY - blockHeight);
    // Each row's room: the narrower of the polygon's widths at the row's top and bottom (the polygon is convex).
    const room = Array.from({ length: rows }, (_, r) => {
      const a = chord(area, top + r * lineHeight);
      const b = chord(area, top + (r + 1) * lineHeight);
      if (!a || !b) return null;
      const left = Math.max(a[0], b[0]) + PAD;
      const right = Math.min(a[1], b[1]) - PAD;
      return right > left ? ([left, right] as const) : null;
    });
    const placed = fillRows(room, marks, fontSize, gap, top, lineHeight);
    if (placed) return placed;
  }
  return null;
}

/** Spreads the marks over the rows as evenly as the rows' widths allow, each row centred. */
function fillRows(
  room: (readonly [number, number] | null)[],
  marks: ChartMark[],
  fontSize: number,
  gap: number,
  top: number,
  lineHeight: number,
): PlacedMark[] | null {
  const placed: PlacedMark[] = [];
  let next = 0;
  for (let r = 0; r < room.length && next < marks.length; r += 1) {
    const span = room[r];
    if (!span) continue;
    const rowsLeft = room.slice(r).filter(Boolean).length;
    const even = Math.ceil((marks.length - next) / rowsLeft);
    const row: ChartMark[] = [];
    let width = 0;
    while (next < marks.length && row.length < even) {
      const mark = marks[next] as ChartMark;
      const w = markWidth(mark, fontSize) + (row.length ? gap : 0);
      if (width + w > span[1] - span[0]) break;
      row.push(mark);
      width += w;
      next += 1;
    }
    let x = (span[0] + span[1]) / 2 - width / 2;
    const y = top + (r + 0.5) * lineHeight;
    for (const mark of row) {
      const w = markWidth(mark, fontSize);
      placed.push({ mark, x: x + w / 2, y, width: w });
      x += w + gap;
    }
  }
  return next === marks.length ? placed : null;
}

/** Where each house's rashi number and marks are drawn: the largest font at which the marks fit inside the house. */
export function layoutHouses(kundli: Kundli): HouseLayout[] {
  const all = houseMarks(kundli);
  return HOUSES.map((shape, i) => {
    const diamond = shape.polygon.length === 4;
    const along = sub(shape.inner, shape.outer);
    const length = Math.hypot(along[0], along[1]);
    const dir: Point = [along[0] / length, along[1] / length];
    const t = diamond ? 0.84 : 0.78;
    const rashiAt: Point = [shape.outer[0] + along[0] * t, shape.outer[1] + along[1] * t];
    // The marks keep off the corner that holds the number.
    const cut = length * t - NUMBER_CLEARANCE;
    const area = clip(shape.polygon, (p) => dot(sub(p, shape.outer), dir) - cut);
    const marks = all[i] ?? [];
    let fontSize = MARK_SIZES[0] as number;
    let placed: PlacedMark[] = [];
    for (const size of MARK_SIZES) {
      const fit = marks.length ? fitRows(area, marks, size) : [];
      fontSize = size;
      if (fit) {
        placed = fit;
        break;
      }
    }
    if (marks.length && placed.length === 0) placed = squeeze(area, marks, fontSize);
    return {
      house: shape.house,
      rashi: rashiOfHouse(kundli.lagna.rashi, shape.house),
      rashiAt,
      fontSize,
      marks: placed,
    };
  });
}

/** More marks than any font fits (never with nine planets, kept for safety): one column down the house's middle. */
function squeeze(area: Point[], marks: ChartMark[], fontSize: number): PlacedMark[] {
  const ys = area.map((p) => p[1]);
  const top = Math.min(...ys);
  const step = (Math.max(...ys) - top) / marks.length;
  return marks.map((mark, k) => {
    const y = top + step * (k + 0.5);
    const span = chord(area, y) ?? [0, 0];
    return { mark, x: (span[0] + span[1]) / 2, y, width: markWidth(mark, fontSize) };
  });
}

/** Whether a point lies inside (or on) a convex polygon, in either winding. */
export function insideConvex(polygon: Point[], p: Point): boolean {
  let sign = 0;
  for (let i = 0; i < polygon.length; i += 1) {
    const a = polygon[i] as Point;
    const b = polygon[(i + 1) % polygon.length] as Point;
    const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
    if (Math.abs(cross) < 1e-9) continue;
    const s = Math.sign(cross);
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}
