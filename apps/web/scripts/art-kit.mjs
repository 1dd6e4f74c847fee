// Building blocks for the generated artwork: seeded randomness, star fields, halos and gem shapes.

/** Deterministic pseudo-random numbers, so regenerating the art gives identical files. */
export function seeded(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const r2 = (n) => Math.round(n * 100) / 100;

export function stars(rand, count, width, height) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = r2(rand() * width);
    const y = r2(rand() * height);
    const r = r2(0.4 + rand() * 1.4);
    const o = r2(0.25 + rand() * 0.7);
    out += `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${o}"/>`;
  }
  return out;
}

/** Concentric gold rings with 27 ticks, one for each nakshatra. */
export function halo(cx, cy, radius, color = '#e3b33a') {
  let ticks = '';
  for (let i = 0; i < 27; i += 1) {
    const a = (i / 27) * Math.PI * 2;
    const x1 = r2(cx + Math.cos(a) * (radius - 6));
    const y1 = r2(cy + Math.sin(a) * (radius - 6));
    const x2 = r2(cx + Math.cos(a) * (radius + 6));
    const y2 = r2(cy + Math.sin(a) * (radius + 6));
    ticks += `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`;
  }
  return `<g fill="none" stroke="${color}" stroke-linecap="round">
<circle cx="${cx}" cy="${cy}" r="${radius + 16}" stroke-opacity="0.35" stroke-width="1"/>
<circle cx="${cx}" cy="${cy}" r="${radius}" stroke-opacity="0.55" stroke-width="1.5"/>
<g stroke-opacity="0.6" stroke-width="1.5">${ticks}</g>
<circle cx="${cx}" cy="${cy}" r="${radius - 16}" stroke-opacity="0.25" stroke-width="1" stroke-dasharray="2 6"/>
</g>`;
}

/** A round brilliant seen from the side: table, crown and pavilion facets in three tones. */
export function brilliant(cx, cy, size, tones) {
  const [light, mid, dark] = tones;
  const s = size;
  const p = (x, y) => `${r2(cx + x * s)},${r2(cy + y * s)}`;
  const poly = (fill, ...pts) => `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
  return [
    poly(mid, p(-1, -0.25), p(-0.55, -0.7), p(0.55, -0.7), p(1, -0.25), p(0, 1)),
    poly(light, p(-0.55, -0.7), p(-0.3, -0.25), p(0.3, -0.25), p(0.55, -0.7)),
    poly(dark, p(-1, -0.25), p(-0.3, -0.25), p(0, 1)),
    poly(light, p(0.3, -0.25), p(1, -0.25), p(0, 1)),
    poly(mid, p(-0.3, -0.25), p(0.3, -0.25), p(0, 1)),
    poly(dark, p(-1, -0.25), p(-0.55, -0.7), p(-0.3, -0.25)),
    poly(light, p(0.55, -0.7), p(1, -0.25), p(0.3, -0.25)),
    `<polyline points="${[p(-1, -0.25), p(-0.55, -0.7), p(0.55, -0.7), p(1, -0.25), p(0, 1), p(-1, -0.25), p(1, -0.25)].join(' ')}" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="1.5" stroke-linejoin="round"/>`,
  ].join('');
}

/** An octagonal step cut (emerald cut) seen from above. */
export function stepCut(cx, cy, w, h, tones) {
  const [light, mid, dark] = tones;
  const oct = (sw, sh, c) => {
    const x = sw / 2;
    const y = sh / 2;
    return [
      [cx - x + c, cy - y], [cx + x - c, cy - y], [cx + x, cy - y + c], [cx + x, cy + y - c],
      [cx + x - c, cy + y], [cx - x + c, cy + y], [cx - x, cy + y - c], [cx - x, cy - y + c],
    ].map(([a, b]) => `${r2(a)},${r2(b)}`).join(' ');
  };
  return `<polygon points="${oct(w, h, 26)}" fill="${dark}"/>
<polygon points="${oct(w * 0.8, h * 0.78, 20)}" fill="${mid}"/>
<polygon points="${oct(w * 0.58, h * 0.52, 13)}" fill="${light}" opacity="0.85"/>
<polygon points="${oct(w * 0.36, h * 0.28, 7)}" fill="${mid}"/>
<g fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="1.4">
<polygon points="${oct(w, h, 26)}"/><polygon points="${oct(w * 0.8, h * 0.78, 20)}"/><polygon points="${oct(w * 0.58, h * 0.52, 13)}"/>
</g>`;
}

export function sparkle(x, y, size, color = '#fff') {
  const s = size;
  return `<path d="M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}Z" fill="${color}"/>`;
}

export { r2 };
