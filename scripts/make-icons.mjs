// Renders the app's icons from the brand mark (apps/web/public/favicon.svg) into apps/web/public/icons/: the
// manifest's 192 and 512 px icons, a 512 px maskable one (the mark inside the safe zone on the brand's night
// colour, so a launcher's circle or squircle never cuts it), and the 180 px apple-touch-icon.
// Run after changing the mark: node scripts/make-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const root = new URL('..', import.meta.url).pathname;
const mark = readFileSync(join(root, 'apps/web/public/favicon.svg'));
const out = join(root, 'apps/web/public/icons');
const NIGHT = '#1c1744';
mkdirSync(out, { recursive: true });

const render = (size) => sharp(mark, { density: Math.ceil((72 * size) / 64) }).resize(size, size).png();

for (const size of [192, 512]) await render(size).toFile(join(out, `icon-${size}.png`));
await render(180).flatten({ background: NIGHT }).toFile(join(out, 'apple-touch-icon.png'));
// Maskable: the safe zone is the centre circle of 80 % of the size; the mark (rounded square) fits in 60 %.
const inner = await render(308).toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: NIGHT } })
  .composite([{ input: inner, gravity: 'centre' }])
  .png()
  .toFile(join(out, 'maskable-512.png'));
console.log(`icons written to ${out}`);
