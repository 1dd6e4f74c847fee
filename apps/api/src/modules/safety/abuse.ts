// Finds abusive words so they can be masked: English through the obscenity library's maintained list and its
// transformers (leet speak, look-alike letters, repeated letters), Hinglish (Hindi in Latin letters) through our own
// patterns on the same transformers, and Hindi in Devanagari through our own list matched as written (the English
// transformers would drop Devanagari letters as non-alphabetic). docs/decisions/safety.md.
import {
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
  RegExpMatcher,
  type MatchPayload,
} from 'obscenity';
import { mergeSpans, type Span } from './contact-details.ts';

/**
 * Hinglish abuse, each word with the spellings people use. Patterns are obscenity's: `|` is a word boundary, `[x]` an
 * optional letter. Repeated letters ("chuuutiya") and leet speak ("ch00tiya") are the transformers' business.
 */
const HINGLISH: readonly string[] = [
  'chutiya', 'chutiye', 'chutia', 'chootiya', 'chutiyapa', 'chut|',
  'madarchod', 'madarchot', 'maderchod', 'madarjat', 'maadarchod', 'mc|',
  'behenchod', 'bhenchod', 'benchod', 'behanchod', 'bhanchod', 'bhencho', 'bc|',
  'bhosdike', 'bhosdi', 'bhosadike', 'bhosda', 'bhosadi', 'bsdk',
  'gandu', 'gaandu', 'gand|', 'gaand', 'gandmara', 'gaandmara',
  'randi', 'raandi', 'randwa', 'rundi',
  'harami', 'haraami', 'haramkhor', 'haramzada', 'haramzade', 'haraamzaada',
  'kamina', 'kamine', 'kameena', 'kaminey',
  'lauda', 'lawda', 'lavda', 'loda', 'lode', 'lodu', 'laude', 'lund', 'lun|',
  'jhatu', 'jhaatu', 'jhant', 'jhaant',
  // Not "chod" alone: "chhod do" (leave it) is the same letters once doubled letters are collapsed.
  'chodu|', 'chudai', 'chudwa', 'chudwana',
  'tatte', 'tatto', 'muth|', 'muthal', 'mooth|',
  'kutiya', 'kutti|', 'kuttiya', 'suarkiaulad', 'kuttekiaulad', 'kuttekabachcha',
  'bhadwa', 'bhadwe', 'bhadve', 'dalla', 'dalle', 'hijda', 'hijde', 'chhakka',
];

/** Hindi abuse in Devanagari, matched as written (with the common spellings). */
const DEVANAGARI: readonly string[] = [
  'चूतिया', 'चुतिया', 'चूतिये', 'चुतिये', 'चूत',
  'मादरचोद', 'मादरचोत', 'मादरजात',
  'बहनचोद', 'बहनचोत', 'भेनचोद', 'भैनचोद', 'बेनचोद',
  'भोसड़ी', 'भोसडी', 'भोसड़ीके', 'भोसडीके', 'भोसड़ा',
  'गांडू', 'गाँडू', 'गांड', 'गाँड',
  'रंडी', 'रण्डी', 'रंडवा',
  'हरामी', 'हरामखोर', 'हरामजादा', 'हरामज़ादा', 'हरामजादे', 'हरामज़ादे',
  'कमीना', 'कमीने', 'कमीनी',
  'लौड़ा', 'लौडा', 'लौड़े', 'लोड़ा', 'लंड', 'लण्ड',
  'झाटू', 'झांटू', 'झाँट',
  'चोदू', 'चोदना', 'चुदाई', 'चोद',
  'कुतिया', 'कुत्ती', 'सूअर की औलाद', 'कुत्ते की औलाद', 'कुत्ते का बच्चा',
  'भड़वा', 'भड़वे', 'भडवा', 'दल्ला', 'हिजड़ा', 'हिजड़े', 'छक्का',
];

/**
 * Words that contain an abusive pattern and are innocent: place names, astrology and everyday Hinglish. Matched with
 * the same transformers; a match inside one of these is not abuse.
 */
const INNOCENT: readonly string[] = [
  'chutney', 'parachute', 'gandhi', 'gandhinagar', 'gandak', 'gandaki', 'gandmool', 'gandanta', 'gandant', 'lunar', 'lunch',
  'launch', 'chodhary', 'choudhary', 'chodha', 'kutumb', 'muthoot', 'muthu', 'randhir', 'randeep', 'randhawa', 'kaminari',
  'bcci', 'mcx', 'jhansi', 'tatkal', 'kuttiyattam',
];

function hinglishDataset() {
  const set = new DataSet<{ originalWord: string }>().addAll(englishDataset);
  for (const word of HINGLISH) {
    const boundary = word.endsWith('|');
    const plain = boundary ? word.slice(0, -1) : word;
    // The short ones ("mc", "bc", "lun") only as words of their own.
    const raw = boundary ? `|${plain}|` : plain;
    set.addPhrase((phrase) => phrase.setMetadata({ originalWord: plain }).addPattern(parseRawPattern(raw)));
  }
  return set;
}

let english: RegExpMatcher | null = null;
let hindi: RegExp | null = null;

function matchers() {
  if (!english) {
    const built = hinglishDataset().build();
    english = new RegExpMatcher({
      blacklistedTerms: built.blacklistedTerms,
      whitelistedTerms: [...(built.whitelistedTerms ?? []), ...INNOCENT],
      ...englishRecommendedTransformers,
    });
  }
  // Longest first, so a longer word wins over a word it contains; not inside a longer Devanagari word.
  hindi ??= new RegExp(
    `(?<![\\p{L}\\p{M}])(?:${[...DEVANAGARI].sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}\\p{M}])`,
    'gu',
  );
  return { english, hindi };
}

const LETTER = /[\p{L}\p{M}]/u;
function wholeWord(text: string, start: number, end: number) {
  let [s, e] = [start, end];
  while (s > 0 && LETTER.test(text[s - 1]!)) s -= 1;
  while (e < text.length && LETTER.test(text[e]!)) e += 1;
  return { start: s, end: e };
}

/** Every abusive word in the text, as spans. */
export function findAbuse(text: string): Span[] {
  const { english: matcher, hindi: devanagari } = matchers();
  // The whole word goes: "fucking", not "****ing".
  const spans: Span[] = matcher.getAllMatches(text).map((m: MatchPayload) => ({ ...wholeWord(text, m.startIndex, m.endIndex + 1), kind: 'abuse' }));
  devanagari.lastIndex = 0;
  for (let m = devanagari.exec(text); m; m = devanagari.exec(text)) spans.push({ start: m.index, end: m.index + m[0].length, kind: 'abuse' });
  return mergeSpans(spans);
}
