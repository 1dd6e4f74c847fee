// Generates the site's artwork as SVG files in public/: favicon, hero chakra and the 29 slider images.
// Run: node apps/web/scripts/draw-art.mjs (output is committed; nothing is fetched at run time).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawChakra, drawFavicon } from './draw-chakra.mjs';
import { SLIDES, drawSlide } from './draw-slides.mjs';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
mkdirSync(join(publicDir, 'slider'), { recursive: true });
mkdirSync(join(publicDir, 'images'), { recursive: true });

writeFileSync(join(publicDir, 'favicon.svg'), drawFavicon());
writeFileSync(join(publicDir, 'images', 'chakra.svg'), drawChakra());
const slides = await Promise.all(SLIDES.map((slide, index) => drawSlide(slide, index)));
slides.forEach((svg, index) => {
  writeFileSync(join(publicDir, 'slider', `${SLIDES[index].file}.svg`), svg);
});
console.log(`wrote favicon, chakra and ${slides.length} slides to ${publicDir}`);
