// The hero's rotating chakra (a zodiac wheel with lotus petals) and the favicon mark.
import { r2 } from './art-kit.mjs';

const polar = (cx, cy, r, a) => [r2(cx + Math.cos(a) * r), r2(cy + Math.sin(a) * r)];

function petals(cx, cy, count, inner, outer, width, attrs) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const a = (i / count) * Math.PI * 2 - Math.PI / 2;
    const [x0, y0] = polar(cx, cy, inner, a);
    const [x1, y1] = polar(cx, cy, outer, a);
    const [lx, ly] = polar(cx, cy, (inner + outer) / 2, a - width);
    const [rx, ry] = polar(cx, cy, (inner + outer) / 2, a + width);
    out += `<path d="M${x0} ${y0}Q${lx} ${ly} ${x1} ${y1}Q${rx} ${ry} ${x0} ${y0}Z" ${attrs}/>`;
  }
  return out;
}

function spokes(cx, cy, count, from, to, attrs) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const a = (i / count) * Math.PI * 2;
    const [x1, y1] = polar(cx, cy, from, a);
    const [x2, y2] = polar(cx, cy, to, a);
    out += `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" ${attrs}/>`;
  }
  return out;
}

function dots(cx, cy, count, r, size, attrs, offset = 0) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const [x, y] = polar(cx, cy, r, (i / count) * Math.PI * 2 + offset);
    out += `<circle cx="${x}" cy="${y}" r="${size}" ${attrs}/>`;
  }
  return out;
}

export function drawChakra() {
  const c = 200;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<defs>
<radialGradient id="core" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#fff4d6"/><stop offset="0.45" stop-color="#ffb25f"/><stop offset="1" stop-color="#d66208"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6e19b"/><stop offset="0.5" stop-color="#e3b33a"/><stop offset="1" stop-color="#a57716"/></linearGradient>
<radialGradient id="glow" cx="50%" cy="50%" r="50%"><stop offset="0.55" stop-color="#ff9933" stop-opacity="0.35"/><stop offset="1" stop-color="#ff9933" stop-opacity="0"/></radialGradient>
</defs>
<circle cx="${c}" cy="${c}" r="198" fill="url(#glow)"/>
<g fill="none" stroke="url(#gold)">
<circle cx="${c}" cy="${c}" r="186" stroke-width="3"/>
<circle cx="${c}" cy="${c}" r="170" stroke-width="1.5"/>
<circle cx="${c}" cy="${c}" r="128" stroke-width="2"/>
<circle cx="${c}" cy="${c}" r="92" stroke-width="1.5"/>
${spokes(c, c, 27, 170, 186, 'stroke-width="2"')}
${spokes(c, c, 12, 92, 170, 'stroke-width="2.5" stroke-linecap="round"')}
</g>
${dots(c, c, 27, 178, 2.2, 'fill="#f6e19b"', Math.PI / 27)}
${dots(c, c, 12, 149, 7, 'fill="none" stroke="#efcb63" stroke-width="2"', Math.PI / 12)}
${dots(c, c, 12, 149, 2.5, 'fill="#ffb25f"', Math.PI / 12)}
${petals(c, c, 16, 40, 92, 0.2, 'fill="#ff9933" fill-opacity="0.28" stroke="#efcb63" stroke-width="1.5"')}
${petals(c, c, 8, 30, 78, 0.28, 'fill="#f57c0f" fill-opacity="0.45" stroke="#f6e19b" stroke-width="1.5"')}
<circle cx="${c}" cy="${c}" r="34" fill="url(#core)" stroke="#f6e19b" stroke-width="2"/>
${spokes(c, c, 8, 10, 30, 'stroke="#8c3b10" stroke-width="2" stroke-linecap="round"')}
<circle cx="${c}" cy="${c}" r="8" fill="#723211"/>
</svg>
`;
}

export function drawFavicon() {
  const c = 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6e19b"/><stop offset="1" stop-color="#e3a02a"/></linearGradient></defs>
<rect width="64" height="64" rx="14" fill="#1c1744"/>
<g fill="none" stroke="url(#g)" stroke-linecap="round">
<circle cx="${c}" cy="${c}" r="22" stroke-width="4"/>
${spokes(c, c, 8, 9, 22, 'stroke-width="3"')}
</g>
<circle cx="${c}" cy="${c}" r="8" fill="#ff9933" stroke="#f6e19b" stroke-width="2"/>
</svg>
`;
}
