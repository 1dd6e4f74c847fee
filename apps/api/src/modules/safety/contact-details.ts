// Finds contact details in a text so they can be masked: Indian mobile numbers however they are written (spaced,
// split by separators, with +91 or 0, in Western or Devanagari digits, or spelt out in English, Hinglish or Hindi
// words, or a mixture), e-mail addresses (also "name at gmail dot com"), UPI ids (name@bank), links and domain names,
// and social handles (@name, "telegram: name"). Answers spans; masking is text-filter.ts's (docs/decisions/safety.md).
import type { MaskKind } from '@app/contracts/safety';

export type { MaskKind } from '@app/contracts/safety';
export type ContactKind = Exclude<MaskKind, 'abuse'>;

export interface Span {
  start: number;
  end: number;
  kind: MaskKind;
}

/** A digit, in Western or Devanagari figures, or a word for one. */
const DIGIT_WORDS: Record<string, string> = {
  // English
  zero: '0', oh: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9',
  // Hinglish (Hindi in Latin letters), with their common spellings
  shunya: '0', shoonya: '0', sunya: '0', ek: '1', do: '2', teen: '3', tin: '3', char: '4', chaar: '4', chār: '4',
  paanch: '5', panch: '5', paach: '5', chhe: '6', chhah: '6', chheh: '6', che: '6', chah: '6', saat: '7', sat: '7',
  aath: '8', ath: '8', aat: '8', nau: '9', nao: '9',
  // Hindi
  'शून्य': '0', 'ज़ीरो': '0', 'जीरो': '0', 'एक': '1', 'दो': '2', 'तीन': '3', 'चार': '4', 'पांच': '5', 'पाँच': '5',
  'छह': '6', 'छः': '6', 'छे': '6', 'छै': '6', 'सात': '7', 'आठ': '8', 'नौ': '9', 'नो': '9',
};
/** "double nine", "triple 5", "डबल नौ": the next digit two or three times. */
const REPEATS: Record<string, number> = { double: 2, triple: 3, 'डबल': 2, 'ट्रिपल': 3, dubble: 2, tripple: 3 };

/** Words that may stand between the parts of one number, as a separator does: "98765 aur 43210". */
const FILLERS = new Set(['and', 'aur', 'or', 'then', 'phir', 'fir', 'next', 'baaki', 'baki', 'last', 'plus', 'और', 'फिर', 'बाकी']);

/** What may stand between the digits of one number: spaces, dashes, dots, commas, brackets, slashes, stars, plus, and
 * what makes a digit a keycap emoji (9️⃣). */
const SEPARATOR = /^(?:[\s\-‐–—.,()[\]{}/\\*+_|~'"•·]|\uFE0F|\u20E3)*$/u;
/** A word that says a number or handle follows, for the shorter fragments. */
const CUE =
  /\b(?:number|numbr|nmbr|no\.|num|phone|ph|mobile|mob|mbl|cell|call|whats\s?app|watsapp|whatsap|wp|wa|telegram|tg|contact|sampark|raabta|dial)\b|नंबर|नम्बर|फ़ोन|फोन|मोबाइल|कॉल|व्हाट्सएप|व्हाट्सऐप|संपर्क|टेलीग्राम/iu;

const DEVANAGARI_DIGIT = /[०-९]/u;
const toWestern = (ch: string) => (DEVANAGARI_DIGIT.test(ch) ? String(ch.charCodeAt(0) - 0x0966) : ch);

interface Unit {
  start: number;
  end: number;
  digits: string;
  /** A repeat word waiting for its digit (2, 3), a filler between parts (0), or another word (-1). */
  repeat?: number;
}

/** The text's tokens that stand for digits (figures, or words for them, or a repeat word), in order. */
function digitUnits(text: string): Unit[] {
  const units: Unit[] = [];
  const token = /[0-9०-९]+|\p{L}[\p{L}\p{M}]*/gu;
  for (let m = token.exec(text); m; m = token.exec(text)) {
    const word = m[0];
    const start = m.index;
    const end = start + word.length;
    if (/^[0-9०-९]+$/u.test(word)) {
      units.push({ start, end, digits: [...word].map(toWestern).join('') });
      continue;
    }
    const lower = word.toLowerCase();
    const digit = DIGIT_WORDS[lower];
    if (digit !== undefined) units.push({ start, end, digits: digit });
    else if (REPEATS[lower] !== undefined) units.push({ start, end, digits: '', repeat: REPEATS[lower] });
    else units.push({ start, end, digits: '', repeat: FILLERS.has(lower) ? 0 : -1 });
  }
  return units;
}

interface Run {
  start: number;
  end: number;
  digits: string;
  /** How many of its units were figures (not words). */
  figures: number;
  words: number;
}

/** Runs of digit units with only separators between them; a word that is not a digit ends a run. */
function digitRuns(text: string): Run[] {
  const runs: Run[] = [];
  let run: Run | null = null;
  let pendingRepeat = 0;
  let lastEnd = -1;
  const close = () => {
    if (run && run.digits.length > 0) runs.push(run);
    run = null;
    pendingRepeat = 0;
  };
  for (const unit of digitUnits(text)) {
    const gap = lastEnd < 0 ? '' : text.slice(lastEnd, unit.start);
    if (run && !SEPARATOR.test(gap)) close();
    if (unit.repeat === -1 || (unit.repeat === 0 && !run)) {
      close();
      lastEnd = unit.end;
      continue;
    }
    if (unit.repeat === 0) {
      // A filler inside a number: the gap goes on.
      lastEnd = unit.end;
      continue;
    }
    if (unit.repeat !== undefined) {
      pendingRepeat = unit.repeat;
      run ??= { start: unit.start, end: unit.end, digits: '', figures: 0, words: 0 };
      run.end = unit.end;
      lastEnd = unit.end;
      continue;
    }
    run ??= { start: unit.start, end: unit.end, digits: '', figures: 0, words: 0 };
    const isFigure = /[0-9०-९]/u.test(text[unit.start]!);
    const digits = pendingRepeat > 1 && unit.digits.length === 1 ? unit.digits.repeat(pendingRepeat) : unit.digits;
    pendingRepeat = 0;
    run.digits += digits;
    run.end = unit.end;
    if (isFigure) run.figures += 1;
    else run.words += 1;
    lastEnd = unit.end;
  }
  close();
  return runs;
}

/** An Indian mobile number inside a run of digits: ten digits from 6 to 9 first, after an optional 91, 0 or 091. */
const MOBILE = /(?:^|0|91|091)[6-9]\d{9}$/;

/** The run's own text starts with "+": an international number of any country. */
function isPhoneRun(text: string, run: Run, cued: boolean): boolean {
  const digits = run.digits;
  if (MOBILE.test(digits)) return true;
  // Any ten to thirteen digits written as a number (figures, not a date): another country's, or a landline.
  const raw = text.slice(run.start, run.end);
  if (digits.length >= 10 && digits.length <= 13 && !/[/:]/.test(raw) && (text[run.start - 1] === '+' || /^[6-9]/.test(digits))) return true;
  // A number given in parts ("98765 … 43210"), or spelt out: with a word saying it is one, five digits are enough.
  if (cued && digits.length >= 5 && /^[6-9]/.test(digits) && !isDateLike(raw)) return true;
  // Spelt out in words: nobody writes seven digits in words but to hide them.
  return run.words >= 7;
}

/** A date or a time: "12/04/1990", "12-04-1990", "12.04.1990", "10:30". */
function isDateLike(raw: string): boolean {
  return /\d{1,4}\s*[/.-]\s*\d{1,2}\s*[/.-]\s*\d{2,4}/.test(raw) || /[:]/.test(raw);
}

function phoneSpans(text: string): Span[] {
  const cued = CUE.test(text);
  const spans: Span[] = [];
  for (const run of digitRuns(text)) {
    if (!isPhoneRun(text, run, cued)) continue;
    const start = text[run.start - 1] === '+' ? run.start - 1 : run.start;
    // The last digit's keycap (9️⃣) goes with it.
    let end = run.end;
    while (/[\uFE0F\u20E3]/u.test(text[end] ?? '')) end += 1;
    spans.push({ start, end, kind: 'phone' });
  }
  return spans;
}

const MAIL_DOMAINS = 'gmail|googlemail|yahoo|ymail|hotmail|outlook|live|rediffmail|rediff|icloud|me|aol|proton|protonmail|zoho|yandex|gmx|mail';
/** The handles of India's UPI apps and banks: "name@okaxis". */
const UPI_HANDLES =
  'ok(?:axis|hdfcbank|icici|sbi)|ybl|ibl|axl|paytm|pthdfc|ptaxis|ptsbi|ptyes|upi|apl|yapl|rapl|abfspay|axisbank|axisb|icici|hdfcbank|sbi|kotak|kmbl|jio|airtel|barodampay|unionbank|uboi|pnb|yesbank|yesbankltd|idfcbank|idfcfirst|federal|fbl|rbl|indus|allbank|aubank|cnrb|dbs|hsbc|idbi|kbl|boi|mahb|cbin|centralbank|postbank|freecharge|ikwik|waaxis|wahdfcbank|waicici|wasbi|slc|jupiteraxis|fam|superyes|naviaxis|timecosmos|mbk|ezeepay|dlb|equitas|esaf|fino|finobank|indianbank|iob|jkb|karurvysyabank|lvb|pingpay|pockets|purz|sc|sib|tjsb|ubi|united|utbi|vijb|ptyes';

const PATTERNS: { kind: ContactKind; re: RegExp }[] = [
  // name@example.com (and the spaced "name @ example . com").
  { kind: 'email', re: /[\p{L}\p{N}._%+-]+\s?@\s?[\p{L}\p{N}-]+(?:\s?\.\s?[\p{L}\p{N}-]+)*\s?\.\s?[a-z]{2,}\b/giu },
  // "name at gmail dot com", "name(at)gmail(dot)com", "name [at] gmail [dot] com".
  {
    kind: 'email',
    re: new RegExp(
      `[\\p{L}\\p{N}._%+-]+\\s*(?:\\(at\\)|\\[at\\]|\\{at\\}|\\bat\\b|@)\\s*(?:${MAIL_DOMAINS})\\s*(?:\\(dot\\)|\\[dot\\]|\\{dot\\}|\\bdot\\b|\\.)\\s*(?:com|in|co\\.in|net|org)\\b`,
      'giu',
    ),
  },
  // name@gmail without the ".com".
  { kind: 'email', re: new RegExp(`[\\p{L}\\p{N}._%+-]+@(?:${MAIL_DOMAINS})\\b(?!\\s?\\.)`, 'giu') },
  // UPI: name@bank, a known handle, or any name@letters not followed by a dot.
  { kind: 'upi', re: new RegExp(`[\\p{L}\\p{N}._-]{2,}\\s?@\\s?(?:${UPI_HANDLES})\\b`, 'giu') },
  { kind: 'upi', re: /[\p{L}\p{N}._-]{2,}@[a-z]{2,}\b(?![.@\p{L}\p{N}])/giu },
  // Links: an address with its scheme, or www., or a messaging link.
  { kind: 'link', re: /\b(?:https?:\/\/|www\.)[^\s<>"']+/giu },
  { kind: 'link', re: /\b(?:wa\.me|t\.me|telegram\.me|instagram\.com|fb\.me|facebook\.com|chat\.whatsapp\.com|bit\.ly|tinyurl\.com)\/?[^\s<>"']*/giu },
  // A bare domain name: example.com, my-site.co.in/page, and "example dot com".
  // The top-level domain in small letters: "Delhi.In 1990" is a sentence typed without its space, not a site.
  {
    kind: 'link',
    re: /\b[\p{L}\p{N}][\p{L}\p{N}-]*(?:\.[\p{L}\p{N}-]+)*\.(?:com|net|org|info|xyz|biz|online|store|site)\b(?:\/[^\s<>"']*)?/gu,
  },
  {
    kind: 'link',
    re: /\b[a-z\d][a-z\d-]{3,}(?:\.[a-z\d-]+)*\.(?:in|co|io|me|app|ly|gl|shop|live|page|link|top|club|dev|tv|us|uk|ai)\b(?:\/[^\s<>"']*)?/gu,
  },
  { kind: 'link', re: /\b[\p{L}\p{N}-]{2,}\s*(?:\(dot\)|\[dot\]|\{dot\}|\bdot\b)\s*(?:com|in|net|org|co|io|me)\b/giu },
  // Handles: @name, and a name after the app that it belongs to ("telegram: astro_ravi", "insta id ravi.astro").
  { kind: 'handle', re: /(?<![\p{L}\p{N}._%+-])@[a-z][\w.]{2,}/giu },
  {
    kind: 'handle',
    re: /\b(?:telegram|tg|insta|instagram|ig|snapchat|snap|facebook|fb|signal|skype|twitter|x\.com|youtube|yt|whatsapp|watsapp|wa)\s*(?:id|handle|username|user|name|pe|par|on|:|-|@)*\s*[:\-@]?\s*([a-z][\w.]*(?:[_\d.])[\w.]*)/giu,
  },
  {
    kind: 'handle',
    re: /(?:टेलीग्राम|इंस्टाग्राम|इंस्टा|व्हाट्सएप)\s*(?:आईडी|id|पर|पे|:|-)*\s*[:\-@]?\s*([a-z][\w.]{2,})/giu,
  },
];

/** Every contact detail in the text, as non-overlapping spans in order (the longest wins an overlap). */
export function findContactDetails(text: string): Span[] {
  const found: Span[] = [...phoneSpans(text)];
  for (const { kind, re } of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (m[0].length === 0) {
        re.lastIndex += 1;
        continue;
      }
      // A handle after its app's name: only the name is hidden.
      const group = m[1];
      const start = group !== undefined ? m.index + m[0].lastIndexOf(group) : m.index;
      const end = group !== undefined ? start + group.length : m.index + m[0].length;
      found.push({ start, end: trimEnd(text, start, end), kind });
    }
  }
  return mergeSpans(found);
}

/** A match does not keep the full stop or comma that ends the sentence it is in. */
function trimEnd(text: string, start: number, end: number): number {
  let e = end;
  while (e > start + 1 && /[.,!?;:)'"]/.test(text[e - 1]!)) e -= 1;
  return e;
}

/** Overlapping spans become one, of the kind of the longest. */
export function mergeSpans(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: (Span & { longest: number })[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start < last.end) {
      if (span.end - span.start > last.longest) {
        last.kind = span.kind;
        last.longest = span.end - span.start;
      }
      last.end = Math.max(last.end, span.end);
    } else {
      merged.push({ ...span, longest: span.end - span.start });
    }
  }
  return merged.map(({ start, end, kind }) => ({ start, end, kind }));
}
