// The demo catalogue: five categories and 24 products, written as a real shop would list them.

export interface SeedCategory {
  name: string;
  /** Gradient colours of the generated product images. */
  colors: readonly [string, string];
  motif: 'beads' | 'gem' | 'yantra' | 'diya' | 'ring';
}

export const SEED_CATEGORIES: readonly SeedCategory[] = [
  { name: 'Rudraksha', colors: ['#c2410c', '#431407'], motif: 'beads' },
  { name: 'Gemstones', colors: ['#2563eb', '#1e1b4b'], motif: 'gem' },
  { name: 'Yantras', colors: ['#ca8a04', '#713f12'], motif: 'yantra' },
  { name: 'Puja Kits', colors: ['#e11d48', '#4c0519'], motif: 'diya' },
  { name: 'Bracelets & Malas', colors: ['#059669', '#042f2e'], motif: 'ring' },
];

export interface SeedProduct {
  /** Index into SEED_CATEGORIES. */
  category: number;
  name: string;
  description: string;
  pricePaise: number;
  discount: number;
  rating: number | null;
  quality: number;
  stock: number;
  instruction: string | null;
  kitIncludes: string | null;
  /** The one product without an image shows the placeholder on every screen. */
  noImage?: true;
}

const WEAR_MONDAY =
  'Wear on a Monday morning after a bath. Dip it in raw cow milk and Ganga jal, offer it to Lord Shiva, chant "Om Namah Shivaya" 108 times and then wear it. Remove it before sleeping and keep it in a clean place.';

export const SEED_PRODUCTS: readonly SeedProduct[] = [
  {
    category: 0,
    name: '5 Mukhi Rudraksha Mala (108+1 Beads)',
    description:
      'A traditional japa mala of 108 five-faced Rudraksha beads and one guru bead, hand-strung on a strong cotton thread with knots between beads. Five Mukhi Rudraksha is ruled by Jupiter and is worn for calm, focus and good health. Each bead is 6-7 mm, sourced from Nepal and checked for natural lines.',
    pricePaise: 149900,
    discount: 20,
    rating: 4.6,
    quality: 5,
    stock: 84,
    instruction: WEAR_MONDAY,
    kitIncludes: '108+1 Rudraksha beads, Cotton pouch, Authenticity card',
  },
  {
    category: 0,
    name: '1 Mukhi Rudraksha (Nepal, Lab Certified)',
    description:
      'A rare one-faced Rudraksha of the half-moon (kaju) shape, associated with the Sun and with Lord Shiva himself. Supplied with an X-ray lab certificate and capped in silver so it can be worn as a pendant.',
    pricePaise: 1299900,
    discount: 0,
    rating: 4.9,
    quality: 5,
    stock: 0,
    instruction: WEAR_MONDAY,
    kitIncludes: 'Rudraksha in silver cap, Lab certificate, Velvet box',
  },
  {
    category: 0,
    name: 'Gauri Shankar Rudraksha',
    description:
      'Two naturally joined Rudraksha beads representing Shiva and Parvati. Worn by couples for harmony in married life and kept in the puja room for peace in the home. Bead size 20-22 mm, with a certificate of authenticity.',
    pricePaise: 499900,
    discount: 10,
    rating: 4.7,
    quality: 5,
    stock: 3,
    instruction: null,
    kitIncludes: 'Gauri Shankar bead, Red thread, Authenticity card',
  },
  {
    category: 0,
    name: '7 Mukhi Rudraksha Pendant in Silver',
    description: 'Seven-faced Rudraksha set in a 92.5 sterling silver frame, worn for wealth and prosperity under the blessings of Goddess Mahalakshmi.',
    pricePaise: 234950,
    discount: 15,
    rating: 4.3,
    quality: 4,
    stock: 46,
    instruction: 'Wear on a Friday after offering the pendant to Goddess Lakshmi with a few grains of rice and a red flower.',
    kitIncludes: null,
  },
  {
    category: 0,
    name: 'Rudraksha Kavach for Children',
    description: 'Small 4 Mukhi beads strung with silver spacers on a soft black thread, sized for a child, for memory and concentration during studies.',
    pricePaise: 89900,
    discount: 5,
    rating: 4.1,
    quality: 3,
    stock: 58,
    instruction: null,
    kitIncludes: null,
  },
  {
    category: 1,
    name: 'Natural Yellow Sapphire (Pukhraj) 5.25 Ratti',
    description:
      'An unheated Ceylon yellow sapphire of a clear lemon-yellow colour, 5.25 ratti (4.72 carat), oval cut. Pukhraj is the gem of Jupiter (Guru) and is recommended for wisdom, marriage prospects and career growth. Comes with a government lab certificate stating weight, origin and treatment.',
    pricePaise: 1150000,
    discount: 0,
    rating: 4.8,
    quality: 5,
    stock: 4,
    instruction:
      'Set in gold and wear on the index finger of the working hand on a Thursday morning during Shukla Paksha, after chanting "Om Brim Brihaspataye Namah" 108 times. Please consult an astrologer before wearing any gemstone.',
    kitIncludes: 'Gemstone, Lab certificate, Gem box',
  },
  {
    category: 1,
    name: 'Blue Sapphire (Neelam) Silver Ring',
    description:
      'A natural Bangkok blue sapphire of about 4 carat set in an adjustable 92.5 silver ring. Neelam is the stone of Saturn and acts quickly; a trial of three days is traditionally advised before wearing it permanently.',
    pricePaise: 999900,
    discount: 12,
    rating: 4.4,
    quality: 4,
    stock: 22,
    instruction: 'Wear on the middle finger on a Saturday evening. Keep it under your pillow for three nights first and stop if you notice restlessness.',
    kitIncludes: null,
  },
  {
    category: 1,
    name: 'Red Coral (Moonga) Triangle 6 Ratti',
    description: 'An Italian red coral of a deep, even colour in the triangular cut preferred for Mars (Mangal), for courage, energy and relief from Mangal dosha.',
    pricePaise: 349900,
    discount: 8,
    rating: 4.2,
    quality: 4,
    stock: 37,
    instruction: null,
    kitIncludes: 'Coral, Lab certificate',
  },
  {
    category: 1,
    name: 'Emerald (Panna) 4 Ratti Certified',
    description:
      'A Zambian emerald with a lively green colour and natural inclusions, cut as an octagon. Panna is the gem of Mercury (Budh) and is worn for clear communication, business and learning. Every stone is lab certified and photographed before dispatch.',
    pricePaise: 725000,
    discount: 0,
    rating: null,
    quality: 5,
    stock: 7,
    instruction: 'Wear on the little finger on a Wednesday morning, set in gold or silver, after chanting "Om Bum Budhaya Namah".',
    kitIncludes: 'Gemstone, Lab certificate, Gem box',
  },
  {
    category: 1,
    name: 'Pearl (Moti) Silver Pendant',
    description: 'A round South Sea pearl in a simple silver setting, worn for the Moon (Chandra): emotional balance, restful sleep and a calm mind.',
    pricePaise: 129900,
    discount: 25,
    rating: 3.9,
    quality: 3,
    stock: 64,
    instruction: null,
    kitIncludes: null,
  },
  {
    category: 2,
    name: 'Shri Yantra in Pure Copper (6 inch)',
    description:
      'A precisely engraved Shri Yantra on a thick copper plate, 6 x 6 inches. The nine interlocking triangles of the Shri Chakra represent the cosmos and the Goddess Tripura Sundari; it is placed in homes and offices for abundance and harmony. Energised with Vedic mantras before dispatch.',
    pricePaise: 119900,
    discount: 30,
    rating: 4.7,
    quality: 5,
    stock: 118,
    instruction:
      'Place the yantra facing east in your puja room or the north-east corner of your home on a Friday. Offer a lamp and incense daily and chant the Shri Suktam or "Om Shreem Hreem Shreem Namah" 108 times.',
    kitIncludes: 'Copper yantra, Wooden stand, Mantra booklet',
  },
  {
    category: 2,
    name: 'Kuber Yantra Gold Plated',
    description: 'A gold-plated Kuber Yantra for the cash box or the locker of a shop, for steady income and savings.',
    pricePaise: 74900,
    discount: 35,
    rating: 4.0,
    quality: 3,
    stock: 93,
    instruction: 'Keep it in the north of your locker or cash counter and wipe it with a clean cloth every Thursday.',
    kitIncludes: null,
  },
  {
    category: 2,
    name: 'Maha Mrityunjaya Yantra',
    description: 'A copper yantra of Lord Shiva as the conqueror of death, kept for protection and good health of the family.',
    pricePaise: 59900,
    discount: 10,
    rating: null,
    quality: 4,
    stock: 41,
    instruction: null,
    kitIncludes: null,
  },
  {
    category: 2,
    name: 'Vastu Dosh Nivaran Yantra',
    description:
      'A combination yantra that corrects common Vastu defects of a home or shop without breaking walls: a wrong main-door direction, a kitchen in the north-east or a cut corner. Printed on copper with a lacquer finish that does not tarnish.',
    pricePaise: 89950,
    discount: 18,
    rating: 4.5,
    quality: 4,
    stock: 27,
    instruction:
      'Fix the yantra above the main door on the inside, facing the house, on an auspicious day. Sprinkle Ganga jal, light a diya and pray for the removal of all obstacles from the home.',
    kitIncludes: 'Copper yantra, Mounting tape, Mantra card',
  },
  {
    category: 2,
    name: 'Navgraha Yantra on Bhojpatra',
    description: 'The nine planets drawn by hand on bhojpatra (birch bark) with ashtagandha, framed behind glass.',
    pricePaise: 44900,
    discount: 0,
    rating: 3.8,
    quality: 3,
    stock: 19,
    instruction: null,
    kitIncludes: null,
    noImage: true,
  },
  {
    category: 3,
    name: 'Satyanarayan Puja Samagri Kit',
    description:
      'Everything needed for a Satyanarayan Katha at home, packed by our pandits in measured portions so nothing is missing on the day. Sufficient for one puja of up to 10 people. All items are sealed and free of chemical colours.',
    pricePaise: 109900,
    discount: 15,
    rating: 4.6,
    quality: 4,
    stock: 52,
    instruction:
      'Clean the puja place, spread the red cloth on a wooden chowki and place Lord Satyanarayan facing east. Follow the step-by-step vidhi booklet in the kit; the katha has five chapters and ends with the aarti and prasad.',
    kitIncludes: 'Roli, Moli, Akshat, Haldi, Kumkum, Janeu, Supari, Camphor, Dhoop, Red cloth, Panchmeva, Vidhi booklet',
  },
  {
    category: 3,
    name: 'Navratri Durga Puja Kit',
    description: 'A complete kit for the nine days of Navratri, with a red chunri for Maa Durga and items for the kalash sthapana.',
    pricePaise: 149900,
    discount: 20,
    rating: 4.8,
    quality: 5,
    stock: 76,
    instruction: null,
    kitIncludes: 'Red chunri, Kalash, Coconut, Jau seeds, Akhand jyoti wick, Shringar set, Roli, Moli, Camphor',
  },
  {
    category: 3,
    name: 'Griha Pravesh Puja Kit',
    description: 'Samagri for the house-warming ceremony: Vastu puja, Ganesh puja and havan for a new home.',
    pricePaise: 219900,
    discount: 10,
    rating: 4.5,
    quality: 4,
    stock: 0,
    instruction: 'Perform the puja on a muhurat suggested by your astrologer; boil milk in the new kitchen before anything else is cooked.',
    kitIncludes: 'Havan kund, Havan samagri, Ghee, Mango leaves, Kalash, Coconut, Navgraha samidha, Roli, Moli',
  },
  {
    category: 3,
    name: 'Diwali Lakshmi Ganesh Puja Thali Set',
    description:
      'A German-silver puja thali with diya, kalash, roli box and bell, with marble-dust idols of Lakshmi and Ganesh. Packed in a gift box, it is a favourite Diwali gift for family and colleagues.',
    pricePaise: 179900,
    discount: 40,
    rating: 4.4,
    quality: 4,
    stock: 33,
    instruction: null,
    kitIncludes: 'Thali, Diya, Kalash, Bell, Roli box, Lakshmi idol, Ganesh idol, Gift box',
  },
  {
    category: 3,
    name: 'Rahu Ketu Shanti Puja Kit',
    description: 'Samagri for Rahu Ketu dosha shanti at home, prepared according to the Garuda Purana.',
    pricePaise: 99900,
    discount: 5,
    rating: null,
    quality: 3,
    stock: 18,
    instruction: null,
    kitIncludes: 'Black til, Sarson oil, Blue cloth, Durva grass, Rahu yantra, Ketu yantra, Vidhi booklet',
  },
  {
    category: 4,
    name: 'Tiger Eye Bracelet (8 mm)',
    description: 'Natural tiger eye beads on a stretchable cord, for confidence and protection from the evil eye.',
    pricePaise: 49900,
    discount: 30,
    rating: 4.2,
    quality: 3,
    stock: 110,
    instruction: 'Wear on the left wrist. Cleanse it once a month by keeping it in sunlight for an hour.',
    kitIncludes: null,
  },
  {
    category: 4,
    name: 'Tulsi Kanthi Mala',
    description: 'A fine double-round Tulsi kanthi worn by devotees of Lord Krishna and Vishnu.',
    pricePaise: 19900,
    discount: 0,
    rating: null,
    quality: 3,
    stock: 120,
    instruction: null,
    kitIncludes: null,
  },
  {
    category: 4,
    name: 'Seven Chakra Healing Bracelet',
    description:
      'Seven natural stones, one for each chakra from Muladhara to Sahasrara: red jasper, carnelian, tiger eye, green aventurine, sodalite, amethyst and clear quartz, with a lava stone that holds a drop of essential oil.',
    pricePaise: 64900,
    discount: 22,
    rating: 4.0,
    quality: 3,
    stock: 88,
    instruction: null,
    kitIncludes: 'Bracelet, Essential oil sample',
  },
  {
    category: 4,
    name: 'Sphatik (Clear Quartz) Jaap Mala',
    description: 'A 108-bead mala of clear quartz (sphatik), cool to the touch, used for Lakshmi and Saraswati mantras.',
    pricePaise: 89900,
    discount: 12,
    rating: 3.5,
    quality: 4,
    stock: 15,
    instruction:
      'Wash the mala in raw milk and then in clean water before first use. Use it only for japa, hold it in the right hand and move the beads with the thumb and middle finger, never crossing the guru bead.',
    kitIncludes: 'Sphatik mala, Gaumukhi bag',
  },
];
