// A place typed in Devanagari ("वाराणसी", "दिल्ली") read as the Latin spellings the gazetteer knows: the names people
// write differently in Hindi (exonyms) from a small table, anything else romanised letter by letter, with the few
// spellings that vary (inherent "a", v/w, sh/s) tried in turn (docs/decisions/hindi-place-names.md).

const DEVANAGARI = /[\u0900-\u097f]/;

/** Names whose Hindi form is not a romanisation of the gazetteer's English name, or is its older name. */
export const HINDI_EXONYMS: Record<string, string> = {
  दिल्ली: 'delhi',
  'नई दिल्ली': 'new delhi',
  मुंबई: 'mumbai',
  बंबई: 'mumbai',
  वाराणसी: 'varanasi',
  बनारस: 'varanasi',
  काशी: 'varanasi',
  कोलकाता: 'kolkata',
  कलकत्ता: 'kolkata',
  चेन्नई: 'chennai',
  मद्रास: 'chennai',
  बेंगलुरु: 'bengaluru',
  बेंगलूरु: 'bengaluru',
  बंगलौर: 'bengaluru',
  बैंगलोर: 'bengaluru',
  प्रयागराज: 'prayagraj',
  इलाहाबाद: 'prayagraj',
  हैदराबाद: 'hyderabad',
  अहमदाबाद: 'ahmedabad',
  लखनऊ: 'lucknow',
  कानपुर: 'kanpur',
  गुरुग्राम: 'gurgaon',
  गुड़गांव: 'gurgaon',
  गुड़गाँव: 'gurgaon',
  पुणे: 'pune',
  पूना: 'pune',
  जयपुर: 'jaipur',
  पटना: 'patna',
  भुवनेश्वर: 'bhubaneswar',
  तिरुवनंतपुरम: 'thiruvananthapuram',
  विशाखापत्तनम: 'visakhapatnam',
  गुवाहाटी: 'guwahati',
  उज्जैन: 'ujjain',
  इंदौर: 'indore',
  ऋषिकेश: 'rishikesh',
  हरिद्वार: 'haridwar',
  मथुरा: 'mathura',
  वृंदावन: 'vrindavan',
  अयोध्या: 'ayodhya',
};

const VOWELS: Record<string, string> = {
  अ: 'a', आ: 'a', इ: 'i', ई: 'i', उ: 'u', ऊ: 'u', ऋ: 'ri', ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au', ऑ: 'o',
};
const SIGNS: Record<string, string> = {
  'ा': 'a', 'ि': 'i', 'ी': 'i', 'ु': 'u', 'ू': 'u', 'ृ': 'ri', 'े': 'e', 'ै': 'ai', 'ो': 'o', 'ौ': 'au', 'ॉ': 'o',
};
const CONSONANTS: Record<string, string> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n', च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n',
  ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n', त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n',
  प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm', य: 'y', र: 'r', ल: 'l', व: 'v', श: 'sh', ष: 'sh', स: 's', ह: 'h',
  ळ: 'l', क़: 'q', ख़: 'kh', ग़: 'gh', ज़: 'z', ड़: 'r', ढ़: 'rh', फ़: 'f',
};
const VIRAMA = '्';
const NASALS = new Set(['ं', 'ँ']);
const NUKTA = '़';

const bits = (n: number) => n.toString(2).replace(/0/g, '').length;

type Piece = { latin: string; consonant: boolean; schwa: boolean };

/** The letters of a Devanagari word: a consonant keeps its inherent "a" unless a sign or virama follows. */
function pieces(word: string): Piece[] {
  const out: Piece[] = [];
  const chars = [...word.normalize('NFC')];
  for (let i = 0; i < chars.length; i++) {
    let c = chars[i]!;
    if (chars[i + 1] === NUKTA) c += chars[++i];
    const last = out[out.length - 1];
    if (CONSONANTS[c] !== undefined) out.push({ latin: CONSONANTS[c]!, consonant: true, schwa: true });
    else if (VOWELS[c] !== undefined) out.push({ latin: VOWELS[c]!, consonant: false, schwa: false });
    else if (SIGNS[c] !== undefined && last?.consonant) {
      last.schwa = false;
      out.push({ latin: SIGNS[c]!, consonant: false, schwa: false });
    } else if (c === VIRAMA && last?.consonant) last.schwa = false;
    else if (NASALS.has(c)) {
      // An anusvara sounds as the nasal of the consonant after it: "m" before p, b, bh and m.
      const next = CONSONANTS[chars[i + 1] ?? ''] ?? '';
      out.push({ latin: /^[pbm]/.test(next) ? 'm' : 'n', consonant: false, schwa: false });
    }
  }
  return out;
}

/**
 * The Latin spellings of a word: the final inherent "a" is always dropped; a medial one before a consonant (कानपुर
 * "kanpur", गोरखपुर "gorakhpur", सूरत "surat") is tried dropped and kept, the spellings with the most dropped first.
 */
function spellings(word: string): string[] {
  const ps = pieces(word);
  const optional: number[] = [];
  ps.forEach((p, i) => {
    if (!p.consonant || !p.schwa) return;
    if (i === ps.length - 1) p.schwa = false;
    else if (i > 0 && ps[i + 1]?.consonant) optional.push(i);
  });
  const out = new Set<string>();
  const limit = Math.min(optional.length, 4);
  const masks = Array.from({ length: 1 << limit }, (_, mask) => mask);
  // A set bit keeps the "a": the fewest kept first, as Hindi speech drops most of them.
  masks.sort((x, y) => bits(x) - bits(y) || x - y);
  for (const mask of masks) {
    out.add(
      ps
        .map((p, i) => {
          const k = optional.indexOf(i);
          const drop = k >= 0 && k < limit && !(mask & (1 << k));
          return p.latin + (p.consonant && p.schwa && !drop ? 'a' : '');
        })
        .join(''),
    );
  }
  return [...out];
}

/** Other common spellings of a romanised name: v as w, sh as s, au as o. */
function variants(latin: string): string[] {
  return [...new Set([latin, latin.replace(/v/g, 'w'), latin.replace(/sh/g, 's'), latin.replace(/au/g, 'o')])];
}

/** Whether a query is written (partly) in Devanagari. */
export const isDevanagari = (text: string) => DEVANAGARI.test(text);

/** The Latin queries to search for a Devanagari one, best guess first (at most 32); the query itself when it has none. */
export function latinQueries(query: string): string[] {
  if (!isDevanagari(query)) return [query];
  const [name = '', ...rest] = query.split(/([,;/].*)/s);
  const tail = rest.join('');
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const exonym = HINDI_EXONYMS[trimmed];
  const words = trimmed.split(' ').filter(Boolean);
  let phrases = [''];
  for (const word of words) {
    const options = HINDI_EXONYMS[word] ? [HINDI_EXONYMS[word]!] : spellings(word).flatMap(variants);
    phrases = phrases.flatMap((p) => options.map((o) => (p ? `${p} ${o}` : o))).slice(0, 32);
  }
  const all = [...(exonym ? [exonym] : []), ...phrases].filter(Boolean);
  return [...new Set(all)].slice(0, 32).map((q) => q + tail);
}
