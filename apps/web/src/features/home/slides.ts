// The 29 gallery pictures (drawn by scripts/draw-art.mjs into public/slider) with their captions and alt text, in the
// language shown.

import { tNow } from '../../lib/i18n.tsx';

export interface Slide {
  src: string;
  title: string;
  caption: string;
  alt: string;
}

export const SLIDE_WIDTH = 600;
export const SLIDE_HEIGHT = 450;

/** The pictures, by file name; their title, caption and alt text are in the catalogue (`home:slides.<file>`). */
const FILES = [
  '01-aries',
  '02-taurus',
  '03-gemini',
  '04-cancer',
  '05-leo',
  '06-virgo',
  '07-libra',
  '08-scorpio',
  '09-sagittarius',
  '10-capricorn',
  '11-aquarius',
  '12-pisces',
  '13-surya',
  '14-chandra',
  '15-mangal',
  '16-budh',
  '17-guru',
  '18-shukra',
  '19-shani',
  '20-rahu',
  '21-ketu',
  '22-ruby',
  '23-pearl',
  '24-red-coral',
  '25-emerald',
  '26-yellow-sapphire',
  '27-blue-sapphire',
  '28-rudraksha',
  '29-sri-yantra',
];

/** The slides, their words read in the language shown (the English above is the catalogue's `home:slides`). */
export const SLIDES: Slide[] = FILES.map((file) => ({
  src: `/slider/${file}.svg`,
  get title() {
    return tNow(`home:slides.${file}.title`);
  },
  get caption() {
    return tNow(`home:slides.${file}.caption`);
  },
  get alt() {
    return tNow(`home:slides.${file}.alt`);
  },
}));
