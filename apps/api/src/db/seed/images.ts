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

function motif(kind: SeedCategory['motif'], variant: number): string {
  const white = 'fill="#fff" fill-opacity="0.9"';
  switch (kind) {
    case 'beads':
      return ring(21, 150)
        .map(([x, y]) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${15 + (variant % 3) * 2}" fill="#7c2d12" stroke="#fed7aa" stroke-width="4"/>`)
        .join('') + '<circle cx="300" cy="250" r="44" fill="#92400e" stroke="#fed7aa" stroke-width="6"/><path d="M300 210v80M268 230q32 20 64 0M268 270q32-20 64 0" stroke="#fed7aa" stroke-width="5" fill="none"/>';
    case 'gem':
      return `<g transform="rotate(${(variant % 3) * 6 - 6} 300 250)"><polygon points="300,400 160,200 215,130 385,130 440,200" ${white}/><polygon points="215,130 255,200 345,200 385,130" fill="#bfdbfe"/><polygon points="160,200 255,200 300,400" fill="#93c5fd"/><polygon points="440,200 345,200 300,400" fill="#dbeafe"/><polyline points="160,200 440,200" stroke="#1e3a8a" stroke-width="3" fill="none"/></g>`;
    case 'yantra':
      return `<rect x="140" y="90" width="320" height="320" fill="none" stroke="#fef3c7" stroke-width="8"/><circle cx="300" cy="250" r="140" fill="none" stroke="#fef3c7" stroke-width="5"/><polygon points="300,130 404,310 196,310" fill="none" stroke="#fff" stroke-width="6"/><polygon points="300,370 404,190 196,190" fill="none" stroke="#fff" stroke-width="6"/><circle cx="300" cy="250" r="${10 + (variant % 3) * 4}" fill="#fff"/>`;
    case 'diya':
      return `<path d="M300 120c40 50 46 90 0 140c-46-50-40-90 0-140z" fill="#fde047"/><path d="M300 170c18 28 18 50 0 72c-18-22-18-44 0-72z" fill="#f97316"/><path d="M150 290h300c-20 70-80 100-150 100s-130-30-150-100z" ${white}/><path d="M180 300h240" stroke="#9f1239" stroke-width="6"/>${ring(8, 185, 300, 250)
        .map(([x, y]) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="7" fill="#fecdd3"/>`)
        .join('')}`;
    case 'ring':
      return ring(16 + (variant % 2) * 4, 140)
        .map(([x, y], i) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="20" fill="${i % 2 ? '#a7f3d0' : '#fff'}" fill-opacity="0.92" stroke="#065f46" stroke-width="3"/>`)
        .join('');
  }
}

export function productSvg(name: string, category: SeedCategory, variant: number): string {
  const [from, to] = category.colors;
  const initial = escapeXml(name.replace(/^[^A-Za-z]+/, '').charAt(0).toUpperCase() || '*');
  const angle = (variant * 37) % 90;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.42" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="600" height="600" fill="url(#bg)"/><circle cx="300" cy="250" r="260" fill="url(#glow)"/>
${motif(category.motif, variant)}
<circle cx="92" cy="512" r="56" fill="#fff" fill-opacity="0.95"/>
<text x="92" y="533" font-family="${FONT}" font-size="62" font-weight="bold" fill="${to}" text-anchor="middle">${initial}</text>
<text x="166" y="524" font-family="${SANS}" font-size="30" font-weight="bold" fill="#fff" fill-opacity="0.92">${escapeXml(category.name)}</text>
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
