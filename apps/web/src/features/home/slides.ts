// The 29 gallery pictures (drawn by scripts/draw-art.mjs into public/slider) with their captions and alt text.

export interface Slide {
  src: string;
  title: string;
  caption: string;
  alt: string;
}

export const SLIDE_WIDTH = 600;
export const SLIDE_HEIGHT = 450;

type Entry = [file: string, title: string, caption: string, alt: string];

const ENTRIES: Entry[] = [
  ['01-aries', 'Mesha · Aries', 'Fire sign ruled by Mars', 'Golden Aries ram-horn glyph on a glowing ember-red sky'],
  ['02-taurus', 'Vrishabha · Taurus', 'Earth sign ruled by Venus', 'Golden Taurus bull glyph on a deep olive-green sky'],
  ['03-gemini', 'Mithuna · Gemini', 'Air sign ruled by Mercury', 'Golden Gemini twin-pillar glyph on a violet sky'],
  ['04-cancer', 'Karka · Cancer', 'Water sign ruled by the Moon', 'Golden Cancer glyph of two curled arcs on a sea-teal sky'],
  ['05-leo', 'Simha · Leo', 'Fire sign ruled by the Sun', 'Golden Leo lion-mane glyph on a glowing ember-red sky'],
  ['06-virgo', 'Kanya · Virgo', 'Earth sign ruled by Mercury', 'Golden Virgo glyph on a deep olive-green sky'],
  ['07-libra', 'Tula · Libra', 'Air sign ruled by Venus', 'Golden Libra scales glyph on a violet sky'],
  ['08-scorpio', 'Vrishchika · Scorpio', 'Water sign ruled by Mars', 'Golden Scorpio glyph with an arrow tail on a sea-teal sky'],
  ['09-sagittarius', 'Dhanu · Sagittarius', 'Fire sign ruled by Jupiter', "Golden Sagittarius archer's arrow on a glowing ember-red sky"],
  ['10-capricorn', 'Makara · Capricorn', 'Earth sign ruled by Saturn', 'Golden Capricorn sea-goat glyph on a deep olive-green sky'],
  ['11-aquarius', 'Kumbha · Aquarius', 'Air sign ruled by Saturn', 'Golden Aquarius water-wave glyph on a violet sky'],
  ['12-pisces', 'Meena · Pisces', 'Water sign ruled by Jupiter', 'Golden Pisces glyph of two joined fish on a sea-teal sky'],
  ['13-surya', 'Surya · The Sun', 'Soul, vitality and authority', 'A radiant orange Sun with golden rays inside a ring of 27 nakshatra marks'],
  ['14-chandra', 'Chandra · The Moon', 'Mind, emotions and nurture', 'A silver crescent Moon with small twinkling stars'],
  ['15-mangal', 'Mangal · Mars', 'Courage, energy and land', 'A red cratered planet Mars glowing on a dark sky'],
  ['16-budh', 'Budh · Mercury', 'Intellect, speech and trade', 'A small green planet Mercury with soft bands'],
  ['17-guru', 'Guru · Jupiter', 'Wisdom, wealth and children', 'A large golden banded planet Jupiter with its great spot'],
  ['18-shukra', 'Shukra · Venus', 'Love, beauty and comfort', 'A pearly pink planet Venus beside a bright sparkle'],
  ['19-shani', 'Shani · Saturn', 'Discipline, karma and patience', 'A violet planet Saturn circled by its tilted ring'],
  ['20-rahu', 'Rahu · North node', 'Desire, ambition and illusion', 'A black eclipse disc surrounded by a golden corona'],
  ['21-ketu', 'Ketu · South node', 'Detachment and liberation', 'A bright comet with a long pale tail across a dark blue sky'],
  ['22-ruby', 'Manik · Ruby', 'Gemstone of the Sun', 'A faceted red ruby glowing on a deep crimson background'],
  ['23-pearl', 'Moti · Pearl', 'Gemstone of the Moon', 'A lustrous white pearl with a soft highlight'],
  ['24-red-coral', 'Moonga · Red Coral', 'Gemstone of Mars', 'A branch of coral-red moonga glowing on a dark background'],
  ['25-emerald', 'Panna · Emerald', 'Gemstone of Mercury', 'An emerald-cut green panna gemstone with stepped facets'],
  ['26-yellow-sapphire', 'Pukhraj · Yellow Sapphire', 'Gemstone of Jupiter', 'A faceted golden-yellow sapphire'],
  ['27-blue-sapphire', 'Neelam · Blue Sapphire', 'Gemstone of Saturn', 'A square step-cut royal-blue sapphire'],
  ['28-rudraksha', 'Rudraksha', 'Sacred bead of Lord Shiva', 'A brown grooved rudraksha bead on a golden thread'],
  ['29-sri-yantra', 'Sri Yantra', 'Geometry of abundance', 'A golden Sri Yantra of interlocking triangles inside a circle and square'],
];

export const SLIDES: Slide[] = ENTRIES.map(([file, title, caption, alt]) => ({
  src: `/slider/${file}.svg`,
  title,
  caption,
  alt,
}));
