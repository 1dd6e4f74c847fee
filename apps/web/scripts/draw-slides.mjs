// The 29 slider images: 12 rashis (zodiac glyphs from lucide, ISC), 9 grahas, 8 gems and sacred objects.
import { brilliant, halo, r2, seeded, sparkle, stars, stepCut } from './art-kit.mjs';

const W = 600;
const H = 450;
const CX = 300;
const CY = 225;

// Element colours: fire, earth, air, water, each as [outer sky, inner glow].
const ELEMENT = {
  fire: ['#2a0a18', '#b04a0a'],
  earth: ['#0d1f17', '#5a7d1a'],
  air: ['#140f38', '#6d3fc7'],
  water: ['#04213a', '#0e7490'],
};
const SIGNS = [
  ['aries', 'fire'], ['taurus', 'earth'], ['gemini', 'air'], ['cancer', 'water'],
  ['leo', 'fire'], ['virgo', 'earth'], ['libra', 'air'], ['scorpio', 'water'],
  ['sagittarius', 'fire'], ['capricorn', 'earth'], ['aquarius', 'air'], ['pisces', 'water'],
];
const GRAHAS = ['surya', 'chandra', 'mangal', 'budh', 'guru', 'shukra', 'shani', 'rahu', 'ketu'];
const GEMS = ['ruby', 'pearl', 'red-coral', 'emerald', 'yellow-sapphire', 'blue-sapphire', 'rudraksha', 'sri-yantra'];

const pad = (n) => String(n).padStart(2, '0');
export const SLIDES = [
  ...SIGNS.map(([sign, element]) => ({ kind: 'zodiac', name: sign, element })),
  ...GRAHAS.map((name) => ({ kind: 'graha', name })),
  ...GEMS.map((name) => ({ kind: 'gem', name })),
].map((slide, i) => ({ ...slide, file: `${pad(i + 1)}-${slide.name}` }));

function frame(index, [outer, inner], body) {
  const rand = seeded(index * 7919 + 17);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
<defs>
<radialGradient id="sky" cx="50%" cy="50%" r="75%"><stop offset="0" stop-color="${inner}"/><stop offset="0.7" stop-color="${outer}"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbf1cf"/><stop offset="0.5" stop-color="#efcb63"/><stop offset="1" stop-color="#c9971f"/></linearGradient>
<linearGradient id="goldz" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="24" y2="24"><stop offset="0" stop-color="#fbf1cf"/><stop offset="0.5" stop-color="#efcb63"/><stop offset="1" stop-color="#c9971f"/></linearGradient>
<filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${stars(rand, 90, W, H)}
${halo(CX, CY, 150)}
${body}
</svg>
`;
}

async function zodiacGlyph(sign) {
  const { __iconData } = await import(`lucide-react/dist/esm/icons/zodiac-${sign}.mjs`);
  const shapes = __iconData.node
    .map(([tag, attrs]) => {
      const rest = Object.entries(attrs).filter(([k]) => k !== 'key').map(([k, v]) => `${k}="${v}"`).join(' ');
      return `<${tag} ${rest}/>`;
    })
    .join('');
  // lucide draws on a 24 x 24 grid; scale it to about 190 px around the centre. Straight lines have an
  // empty bounding box, so the stroke gradient is in user space (goldz), not the bounding box.
  const scale = 8;
  return `<g filter="url(#glow)" transform="translate(${CX - 12 * scale} ${CY - 12 * scale}) scale(${scale})" fill="none" stroke="url(#goldz)" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round">${shapes}</g>`;
}

function planet(fill, r = 80, extra = '') {
  return `<defs><radialGradient id="p" cx="35%" cy="35%" r="70%">${fill}</radialGradient></defs>
<circle cx="${CX}" cy="${CY}" r="${r}" fill="url(#p)" filter="url(#glow)"/>${extra}`;
}
const stops = (...colors) => colors.map((c, i) => `<stop offset="${r2(i / (colors.length - 1))}" stop-color="${c}"/>`).join('');

function graha(name) {
  switch (name) {
    case 'surya': {
      let rays = '';
      for (let i = 0; i < 24; i += 1) {
        const a = (i / 24) * Math.PI * 2;
        const long = i % 2 === 0 ? 132 : 112;
        rays += `<line x1="${r2(CX + Math.cos(a) * 88)}" y1="${r2(CY + Math.sin(a) * 88)}" x2="${r2(CX + Math.cos(a) * long)}" y2="${r2(CY + Math.sin(a) * long)}"/>`;
      }
      return `<g stroke="#ffcf98" stroke-width="5" stroke-linecap="round" filter="url(#glow)">${rays}</g>${planet(stops('#fff6ec', '#ffb25f', '#d66208'), 78)}`;
    }
    case 'chandra':
      return `<path d="M${CX + 30} ${CY - 88}A92 92 0 1 0 ${CX + 30} ${CY + 88}A72 72 0 1 1 ${CX + 30} ${CY - 88}Z" fill="#f1f0fb" filter="url(#glow)"/>${sparkle(CX + 70, CY - 40, 10)}${sparkle(CX + 90, CY + 30, 6)}`;
    case 'mangal':
      return planet(stops('#ffb08a', '#d9481c', '#6e1608'), 74, `<g fill="#6e1608" opacity="0.45"><circle cx="${CX - 20}" cy="${CY + 10}" r="14"/><circle cx="${CX + 25}" cy="${CY - 25}" r="9"/><circle cx="${CX + 18}" cy="${CY + 35}" r="7"/></g>`);
    case 'budh':
      return planet(stops('#d9f99d', '#4d9a2a', '#14532d'), 64, `<g fill="none" stroke="#d9f99d" stroke-opacity="0.4" stroke-width="2"><path d="M${CX - 60} ${CY - 10}q60 20 120 0"/><path d="M${CX - 55} ${CY + 25}q55 16 110 0"/></g>`);
    case 'guru':
      return planet(stops('#fff4c2', '#f5b83d', '#9a5b0c'), 88, `<g stroke="#9a5b0c" stroke-opacity="0.45" stroke-width="7" fill="none"><path d="M${CX - 84} ${CY - 28}q84 18 168 0"/><path d="M${CX - 88} ${CY + 8}q88 16 176 0"/><path d="M${CX - 78} ${CY + 42}q78 14 156 0"/></g><ellipse cx="${CX + 30}" cy="${CY + 22}" rx="16" ry="9" fill="#b04a0a" opacity="0.7"/>`);
    case 'shukra':
      return planet(stops('#ffffff', '#fde7f3', '#d6a6c9'), 70, sparkle(CX + 110, CY - 80, 16, '#fde7f3'));
    case 'shani':
      return `<ellipse cx="${CX}" cy="${CY}" rx="150" ry="36" fill="none" stroke="#a29be0" stroke-width="10" stroke-opacity="0.7" transform="rotate(-18 ${CX} ${CY})"/>${planet(stops('#c6c2ee', '#5b4fb8', '#1c1744'), 70)}<path d="M${CX - 142} ${CY + 30}A150 36 -18 0 0 ${CX + 142} ${CY - 30}" fill="none" stroke="#c6c2ee" stroke-width="10" stroke-opacity="0.85" transform="rotate(0)"/>`;
    case 'rahu':
      return `<circle cx="${CX}" cy="${CY}" r="96" fill="#ffb25f" opacity="0.35" filter="url(#glow)"/><circle cx="${CX}" cy="${CY}" r="84" fill="none" stroke="#efcb63" stroke-width="6" filter="url(#glow)"/><circle cx="${CX}" cy="${CY}" r="80" fill="#0b0820"/>`;
    case 'ketu':
      return `<path d="M${CX + 40} ${CY - 30}L${CX - 170} ${CY + 110}L${CX - 120} ${CY + 150}Z" fill="#a29be0" opacity="0.35" filter="url(#glow)"/><path d="M${CX + 40} ${CY - 30}L${CX - 130} ${CY + 60}L${CX - 110} ${CY + 90}Z" fill="#fbf1cf" opacity="0.45"/><circle cx="${CX + 45}" cy="${CY - 35}" r="30" fill="#fff6ec" filter="url(#glow)"/>`;
    default:
      throw new Error(`no drawing for ${name}`);
  }
}

function gem(name) {
  switch (name) {
    case 'ruby':
      return `<g filter="url(#glow)">${brilliant(CX, CY - 5, 100, ['#ff7a8a', '#d3143a', '#7a0620'])}</g>`;
    case 'pearl':
      return `<defs><radialGradient id="pe" cx="35%" cy="30%" r="75%">${stops('#ffffff', '#f3eee6', '#c9bfd6')}</radialGradient></defs><circle cx="${CX}" cy="${CY}" r="78" fill="url(#pe)" filter="url(#glow)"/><ellipse cx="${CX - 26}" cy="${CY - 30}" rx="20" ry="12" fill="#fff" opacity="0.8"/>`;
    case 'red-coral': {
      const branch = `M${CX} ${CY + 110}V${CY + 10}M${CX} ${CY + 40}L${CX - 60} ${CY - 30}M${CX - 40} ${CY - 5}L${CX - 70} ${CY - 80}M${CX} ${CY + 10}L${CX + 50} ${CY - 70}M${CX + 30} ${CY - 35}L${CX + 85} ${CY - 45}M${CX} ${CY + 10}L${CX - 5} ${CY - 95}M${CX + 2} ${CY + 70}L${CX + 70} ${CY + 20}`;
      return `<path d="${branch}" fill="none" stroke="#ff6f59" stroke-width="16" stroke-linecap="round" filter="url(#glow)"/><path d="${branch}" fill="none" stroke="#ffb3a1" stroke-width="4" stroke-linecap="round" opacity="0.7"/>`;
    }
    case 'emerald':
      return `<g filter="url(#glow)">${stepCut(CX, CY, 200, 150, ['#a7f3d0', '#0f9b63', '#064e3b'])}</g>`;
    case 'yellow-sapphire':
      return `<g filter="url(#glow)">${brilliant(CX, CY - 5, 100, ['#fff3a8', '#f2c417', '#9a6b05'])}</g>`;
    case 'blue-sapphire':
      return `<g filter="url(#glow)">${stepCut(CX, CY, 180, 180, ['#9ec5ff', '#1f4fd1', '#0b1d5c'])}</g>`;
    case 'rudraksha': {
      let grooves = '';
      for (let i = -2; i <= 2; i += 1) grooves += `<ellipse cx="${CX}" cy="${CY}" rx="${Math.abs(i) * 20 + 8}" ry="78" fill="none" stroke="#3b1d0a" stroke-width="4" opacity="0.6"/>`;
      return `<defs><radialGradient id="ru" cx="40%" cy="35%" r="70%">${stops('#d08a4c', '#8a4514', '#3b1d0a')}</radialGradient></defs><circle cx="${CX}" cy="${CY}" r="80" fill="url(#ru)" filter="url(#glow)"/>${grooves}<circle cx="${CX}" cy="${CY - 80}" r="7" fill="#efcb63"/><path d="M${CX} ${CY - 87}C${CX - 60} ${CY - 160} ${CX + 60} ${CY - 160} ${CX} ${CY - 87}" fill="none" stroke="#efcb63" stroke-width="3"/>`;
    }
    case 'sri-yantra': {
      const tri = (size, up, dy) => {
        const h = size * 0.87;
        const y0 = CY + dy + (up ? h / 3 : -h / 3);
        const y1 = CY + dy + (up ? (-2 * h) / 3 : (2 * h) / 3);
        return `<polygon points="${r2(CX - size / 2)},${r2(y0)} ${r2(CX + size / 2)},${r2(y0)} ${CX},${r2(y1)}"/>`;
      };
      const up = [170, 120, 74, 40].map((s, i) => tri(s, true, i * 4)).join('');
      const down = [190, 150, 110, 70, 36].map((s, i) => tri(s, false, -i * 4)).join('');
      return `<g fill="none" stroke="url(#gold)" stroke-width="2.5" stroke-linejoin="round" filter="url(#glow)"><rect x="${CX - 125}" y="${CY - 125}" width="250" height="250"/><circle cx="${CX}" cy="${CY}" r="112"/>${up}${down}</g><circle cx="${CX}" cy="${CY}" r="5" fill="#d3143a"/>`;
    }
    default:
      throw new Error(`no drawing for ${name}`);
  }
}

// Each graha and gem gets its own glow behind it, so neighbouring slides never look alike.
const GLOW = {
  surya: '#7a3a0a', chandra: '#2d3f6b', mangal: '#5a1a14', budh: '#1f4a2a', guru: '#5a400a',
  shukra: '#4a2a55', shani: '#2a2566', rahu: '#3a1a40', ketu: '#1a2f55',
  ruby: '#5a0f24', pearl: '#3a3550', 'red-coral': '#5a2018', emerald: '#0f3d2c',
  'yellow-sapphire': '#4d3a08', 'blue-sapphire': '#0f1f5a', rudraksha: '#3d220f', 'sri-yantra': '#4a0f2a',
};

export async function drawSlide(slide, index) {
  if (slide.kind === 'zodiac') return frame(index, ELEMENT[slide.element], await zodiacGlyph(slide.name));
  const sky = ['#0b0820', GLOW[slide.name]];
  if (slide.kind === 'graha') return frame(index, sky, graha(slide.name));
  return frame(index, sky, gem(slide.name));
}
