// Demo images drawn at seed time (no network, nothing shipped): an SVG per product or person, rendered to WebP by sharp.
import type { SeedCategory } from './catalogue-data.ts';

const FONT = "'DejaVu Serif', 'Noto Serif', Georgia, serif";
const SANS = "'DejaVu Sans', 'Noto Sans', Arial, sans-serif";

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** Points on a circle, for bead strings and petals. */
function ring(count: number, radius: number, cx = 300, cy = 250): [number, number][] {
  return Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI * 2 - Math.PI / 2;
    return [cx + radius * Math.cos(a), cy + radius * Math.sin(a)];
  });
}

/**
 * What makes one product's picture its own: its colours and its accent, from what its name says it is (the gem, the
 * metal, the wood), else its category's; and for a rudraksha, its number of faces.
 */
interface Art {
  colors: readonly [string, string];
  /** The motif's own colour: the stone's, the bead's. */
  accent: string;
  mukhi: number;
}

const NAMED_COLOURS: readonly [RegExp, readonly [string, string], string][] = [
  [/yellow sapphire|pukhraj/i, ['#eab308', '#713f12'], '#fde047'],
  [/blue sapphire|neelam/i, ['#1d4ed8', '#0b1437'], '#60a5fa'],
  [/coral|moonga/i, ['#dc2626', '#450a0a'], '#f87171'],
  [/emerald|panna/i, ['#059669', '#022c22'], '#34d399'],
  [/pearl|moti/i, ['#94a3b8', '#1e293b'], '#f1f5f9'],
  [/tiger eye/i, ['#b45309', '#1c1917'], '#f59e0b'],
  [/tulsi/i, ['#4d7c0f', '#1a2e05'], '#bef264'],
  [/chakra/i, ['#7c3aed', '#0f172a'], '#f472b6'],
  [/sphatik|quartz/i, ['#0ea5e9', '#082f49'], '#e0f2fe'],
  [/gold/i, ['#ca8a04', '#422006'], '#fde68a'],
  [/copper/i, ['#c2410c', '#431407'], '#fdba74'],
  [/silver/i, ['#64748b', '#0f172a'], '#e2e8f0'],
  [/bhojpatra|navgraha/i, ['#a16207', '#292524'], '#fef3c7'],
  [/mrityunjaya|shanti|rahu/i, ['#4338ca', '#1e1b4b'], '#c7d2fe'],
  [/vastu/i, ['#0f766e', '#042f2e'], '#99f6e4'],
  [/navratri|durga/i, ['#be123c', '#4c0519'], '#fecdd3'],
  [/diwali|lakshmi/i, ['#d97706', '#451a03'], '#fde68a'],
  [/griha/i, ['#9333ea', '#3b0764'], '#e9d5ff'],
  [/gauri shankar/i, ['#9a3412', '#1c1917'], '#fed7aa'],
  [/children|kavach/i, ['#ea580c', '#431407'], '#fef3c7'],
];

function artOf(name: string, category: SeedCategory): Art {
  const named = NAMED_COLOURS.find(([pattern]) => pattern.test(name));
  const mukhi = Number(/(\d+)\s*mukhi/i.exec(name)?.[1] ?? 5);
  return { colors: named?.[1] ?? category.colors, accent: named?.[2] ?? '#ffffff', mukhi };
}

function motif(kind: SeedCategory['motif'], variant: number, art: Art): string {
  const white = 'fill="#fff" fill-opacity="0.9"';
  switch (kind) {
    case 'beads': {
      // The central bead carries the rudraksha's faces: one line per mukhi.
      const faces = Array.from({ length: Math.min(art.mukhi, 14) }, (_, i) => {
        const a = (i / Math.min(art.mukhi, 14)) * Math.PI;
        const dx = (44 * Math.cos(a)).toFixed(1);
        return `<path d="M${300 + Number(dx)} ${(250 - 40 * Math.sin(a)).toFixed(1)}Q300 250 ${300 - Number(dx)} ${(250 + 40 * Math.sin(a)).toFixed(1)}" stroke="${art.accent}" stroke-width="3" fill="none"/>`;
      }).join('');
      return (
        ring(21, 150)
          .map(([x, y]) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${15 + (variant % 3) * 2}" fill="#7c2d12" stroke="${art.accent}" stroke-width="4"/>`)
          .join('') + `<circle cx="300" cy="250" r="48" fill="#92400e" stroke="${art.accent}" stroke-width="6"/>${faces}`
      );
    }
    case 'gem':
      return `<g transform="rotate(${(variant % 3) * 6 - 6} 300 250)"><polygon points="300,400 160,200 215,130 385,130 440,200" fill="${art.accent}"/><polygon points="215,130 255,200 345,200 385,130" fill="#fff" fill-opacity="0.55"/><polygon points="160,200 255,200 300,400" fill="#000" fill-opacity="0.18"/><polygon points="440,200 345,200 300,400" fill="#fff" fill-opacity="0.25"/><polyline points="160,200 440,200" stroke="#0f172a" stroke-opacity="0.5" stroke-width="3" fill="none"/></g>`;
    case 'yantra': {
      // Nested triangles: more of them for a more elaborate yantra.
      const layers = 1 + (variant % 4);
      const triangles = Array.from({ length: layers }, (_, i) => {
        const r = 120 - i * 22;
        return `<polygon points="300,${250 - r} ${(300 + r * 0.866).toFixed(1)},${250 + r / 2} ${(300 - r * 0.866).toFixed(1)},${250 + r / 2}" fill="none" stroke="${art.accent}" stroke-width="5"/><polygon points="300,${250 + r} ${(300 + r * 0.866).toFixed(1)},${250 - r / 2} ${(300 - r * 0.866).toFixed(1)},${250 - r / 2}" fill="none" stroke="#fff" stroke-width="4"/>`;
      }).join('');
      return `<rect x="140" y="90" width="320" height="320" fill="none" stroke="${art.accent}" stroke-width="8"/><circle cx="300" cy="250" r="140" fill="none" stroke="#fff" stroke-opacity="0.8" stroke-width="5"/>${triangles}<circle cx="300" cy="250" r="10" fill="${art.accent}"/>`;
    }
    case 'diya':
      return `<path d="M300 120c40 50 46 90 0 140c-46-50-40-90 0-140z" fill="#fde047"/><path d="M300 170c18 28 18 50 0 72c-18-22-18-44 0-72z" fill="#f97316"/><path d="M150 290h300c-20 70-80 100-150 100s-130-30-150-100z" ${white}/><path d="M180 300h240" stroke="${art.colors[1]}" stroke-width="6"/>${ring(6 + (variant % 5) * 2, 185, 300, 250)
        .map(([x, y]) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="7" fill="${art.accent}"/>`)
        .join('')}`;
    case 'ring': {
      const rainbow = ['#ef4444', '#f97316', '#eab308', '#22c55e', '#3b82f6', '#6366f1', '#a855f7'];
      const chakra = art.accent === '#f472b6';
      return ring(16 + (variant % 2) * 4, 140)
        .map(([x, y], i) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="20" fill="${chakra ? rainbow[i % 7] : i % 2 ? art.accent : '#fff'}" fill-opacity="0.92" stroke="${art.colors[1]}" stroke-width="3"/>`)
        .join('');
    }
  }
}

/** The product's name on two lines at most, without its bracketed details. */
function titleLines(name: string): string[] {
  const short = name.replace(/\s*\(.*?\)\s*/g, ' ').trim();
  const words = short.split(/\s+/);
  const lines: string[] = [''];
  for (const word of words) {
    const last = lines.length - 1;
    if ((lines[last] + ' ' + word).trim().length > 22 && lines[last] !== '' && lines.length < 2) lines.push(word);
    else lines[last] = (lines[last] + ' ' + word).trim();
  }
  return lines;
}

export function productSvg(name: string, category: SeedCategory, variant: number): string {
  const art = artOf(name, category);
  const [from, to] = art.colors;
  const angle = (variant * 37) % 90;
  const lines = titleLines(name);
  const title = lines
    .map((line, i) => `<text x="300" y="${lines.length === 1 ? 530 : 505 + i * 40}" font-family="${FONT}" font-size="34" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.42" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="600" height="600" fill="url(#bg)"/><circle cx="300" cy="250" r="260" fill="url(#glow)"/>
${motif(category.motif, variant, art)}
<rect x="0" y="462" width="600" height="138" fill="#000" fill-opacity="0.28"/>
${title}
<text x="300" y="${lines.length === 1 ? 570 : 582}" font-family="${SANS}" font-size="18" fill="#fff" fill-opacity="0.8" text-anchor="middle" letter-spacing="3">${escapeXml(category.name.toUpperCase())}</text>
</svg>`;
}

const AVATAR_COLORS: readonly (readonly [string, string])[] = [
  ['#f97316', '#9a3412'],
  ['#8b5cf6', '#4c1d95'],
  ['#0ea5e9', '#0c4a6e'],
  ['#10b981', '#064e3b'],
  ['#ec4899', '#831843'],
  ['#eab308', '#713f12'],
];

export function avatarSvg(name: string, variant: number): string {
  const [from, to] = AVATAR_COLORS[variant % AVATAR_COLORS.length]!;
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w));
  const initials = escapeXml(((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="256" height="256" fill="url(#bg)"/><circle cx="128" cy="128" r="100" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="6"/>
<text x="128" y="153" font-family="${SANS}" font-size="80" font-weight="bold" fill="#fff" text-anchor="middle">${initials}</text>
</svg>`;
}

export async function renderWebp(svg: string, size: number): Promise<Buffer> {
  // Loaded here, not at the top: only a first start on an empty database draws images.
  const { default: sharp } = await import('sharp');
  // Low encoder effort: a fifth of the time for a file a few kilobytes larger, which matters on every first start.
  return sharp(Buffer.from(svg)).resize(size, size).webp({ quality: 82, effort: 2 }).toBuffer();
}
