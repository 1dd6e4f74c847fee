// Writes the labelled messages the safety filter is measured on (apps/api/src/modules/safety/labelled-messages.json):
// chat messages in English, Hinglish and Hindi, some hiding contact details in the ways people do (numbers spaced,
// split, prefixed, in Devanagari figures or spelt out in words; e-mails written out; UPI ids; links; handles), the
// others innocent messages full of dates, times, degrees, prices and birth details that must pass. Deterministic
// (a fixed seed): run it again after changing it, and commit the file. `npx tsx scripts/make-safety-set.mts`
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Lang = 'en' | 'hinglish' | 'hi';
interface Labelled {
  text: string;
  lang: Lang;
  /** The contact detail's kind when the message hides one; null when it is innocent. */
  contact: 'phone' | 'email' | 'upi' | 'link' | 'handle' | null;
}

let seed = 20261129;
/** mulberry32: a small seeded generator, so the set is the same on every run. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));

function mobile(): string {
  let n = String(pick([6, 7, 8, 9]));
  for (let i = 0; i < 9; i++) n += String(int(0, 9));
  return n;
}

const EN_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const HINGLISH_WORDS = ['shunya', 'ek', 'do', 'teen', 'char', 'paanch', 'chhe', 'saat', 'aath', 'nau'];
const HI_WORDS = ['शून्य', 'एक', 'दो', 'तीन', 'चार', 'पांच', 'छह', 'सात', 'आठ', 'नौ'];
const DEVANAGARI = '०१२३४५६७८९';

/** One number written the way someone hiding it might. */
function disguisedPhone(lang: Lang): string {
  const n = mobile();
  const d = [...n];
  const style = int(0, 15);
  switch (style) {
    case 0:
      return n;
    case 1:
      return `${n.slice(0, 5)} ${n.slice(5)}`;
    case 2:
      return `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`;
    case 3:
      return `+91 ${n.slice(0, 5)} ${n.slice(5)}`;
    case 4:
      return `0${n}`;
    case 5:
      return d.join(' ');
    case 6:
      return `${n.slice(0, 2)}.${n.slice(2, 4)}.${n.slice(4, 6)}.${n.slice(6, 8)}.${n.slice(8)}`;
    case 7:
      return [...n].map((c) => DEVANAGARI[Number(c)]).join('');
    case 8:
      return d.map((c) => EN_WORDS[Number(c)]).join(' ');
    case 9:
      return d.map((c) => HINGLISH_WORDS[Number(c)]).join(' ');
    case 10:
      return d.map((c) => HI_WORDS[Number(c)]).join(' ');
    case 11:
      // Half figures, half words.
      return `${n.slice(0, 5)} ${d.slice(5).map((c) => (lang === 'hi' ? HI_WORDS : EN_WORDS)[Number(c)]).join(' ')}`;
    case 12:
      return `${n.slice(0, 5)} ${lang === 'en' ? 'and' : lang === 'hi' ? 'और' : 'aur'} ${n.slice(5)}`;
    case 13:
      return `(+91) ${n.slice(0, 4)}-${n.slice(4, 7)}-${n.slice(7)}`;
    case 14:
      return `+91-${n}`;
    default:
      return d.join('*');
  }
}

const NAMES = ['ravi', 'pandit.sharma', 'astro_meera', 'guru.dev', 'priya123', 'jyotish.anil', 'acharya_vk', 'neha.s', 'rk.shastri', 'sunita_jain'];
const MAIL = ['gmail', 'yahoo', 'outlook', 'rediffmail', 'hotmail'];
const UPI = ['okaxis', 'oksbi', 'okhdfcbank', 'okicici', 'ybl', 'paytm', 'upi', 'ibl', 'axl', 'apl'];

function email(): string {
  const name = pick(NAMES);
  const host = pick(MAIL);
  switch (int(0, 5)) {
    case 0:
      return `${name}@${host}.com`;
    case 1:
      return `${name.toUpperCase()}@${host.toUpperCase()}.COM`;
    case 2:
      return `${name} at ${host} dot com`;
    case 3:
      return `${name}(at)${host}(dot)com`;
    case 4:
      return `${name} @ ${host}.com`;
    default:
      return `${name}@${host}`;
  }
}
const upi = () => `${pick([...NAMES, mobile()])}@${pick(UPI)}`;
function link(): string {
  switch (int(0, 6)) {
    case 0:
      return `https://www.${pick(['astroguru', 'panditji-online', 'vedicremedies'])}.com/contact`;
    case 1:
      return `www.${pick(['jyotishseva', 'kundlimilan', 'grahshanti'])}.in`;
    case 2:
      return `wa.me/91${mobile()}`;
    case 3:
      return `t.me/${pick(NAMES).replace('.', '_')}`;
    case 4:
      return `${pick(['astroravi', 'shastriji', 'remedyhub'])}.com`;
    case 5:
      return `${pick(['astroravi', 'shastriji'])} dot com`;
    default:
      return `instagram.com/${pick(NAMES)}`;
  }
}
function handle(): string {
  const name = pick(['astro_ravi', 'pandit.meera21', 'guru_vk', 'jyotish_anil7', 'neha.astro9']);
  return pick([`@${name}`, `telegram: ${name}`, `insta id ${name}`, `tg @${name}`, `instagram - ${name}`, `snapchat ${name}`]);
}

const CONTACT_TEMPLATES: Record<Lang, ((x: string) => string)[]> = {
  en: [
    (x) => `Call me on ${x} for the remedy`,
    (x) => `My number is ${x}, message me directly`,
    (x) => `Save this: ${x}`,
    (x) => `WhatsApp me at ${x} and I will send the puja details`,
    (x) => `Please contact ${x}, it is cheaper outside the app`,
    (x) => `${x} - my personal number, call after 7`,
    (x) => `You can reach me at ${x}`,
    (x) => `Send the dakshina to ${x}`,
    (x) => `For the full report write to ${x}`,
    (x) => `Ping me here: ${x}`,
  ],
  hinglish: [
    (x) => `Mera number ${x} hai, direct call karo`,
    (x) => `${x} pe whatsapp karo`,
    (x) => `Aap mujhe ${x} pe contact kar sakte ho`,
    (x) => `Puja ke liye ${x} pe paise bhej dena`,
    (x) => `App me mehenga padega, ${x} pe baat karte hain`,
    (x) => `Ye lo mera contact ${x}`,
    (x) => `Kal subah ${x} par message kar dena`,
    (x) => `Bhai ${x} save kar lo`,
    (x) => `Remedy ki details ${x} pe bhejunga`,
    (x) => `Baaki baat ${x} pe`,
  ],
  hi: [
    (x) => `मेरा नंबर ${x} है, सीधे कॉल करें`,
    (x) => `${x} पर व्हाट्सएप करें`,
    (x) => `पूजा के लिए ${x} पर संपर्क करें`,
    (x) => `आप ${x} पर बात कर सकते हैं`,
    (x) => `दक्षिणा ${x} पर भेज दीजिए`,
    (x) => `ऐप के बाहर ${x} पर मिलिए`,
    (x) => `यह मेरा संपर्क है: ${x}`,
    (x) => `कल ${x} पर मैसेज कर देना`,
  ],
};

// Innocent messages: the stuff of a consultation, full of numbers that are not contact details.
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const places = ['Jaipur', 'Lucknow', 'Varanasi', 'Pune', 'Indore', 'Patna', 'Delhi', 'Nagpur', 'Bhopal', 'Kanpur'];
const signs = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
const planets = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];
const pad = (n: number) => String(n).padStart(2, '0');
const date = () => {
  const [d, m, y] = [int(1, 28), int(1, 12), int(1960, 2010)];
  return pick([`${pad(d)}/${pad(m)}/${y}`, `${pad(d)}-${pad(m)}-${y}`, `${pad(d)}.${pad(m)}.${y}`, `${d} ${pick(months)} ${y}`, `${y}-${pad(m)}-${pad(d)}`]);
};
const time = () => pick([`${int(1, 12)}:${pad(int(0, 59))} ${pick(['am', 'pm', 'AM', 'PM'])}`, `${pad(int(0, 23))}:${pad(int(0, 59))}`, `${int(1, 12)}.${pad(int(0, 59))} baje`]);
const money = () => pick([`₹${int(1, 99)},${int(100, 999)}`, `Rs. ${int(11, 51000)}`, `₹ ${int(5, 99)} per minute`, `${int(1100, 21000)} rupees`, `₹${int(1, 9)},${pad(int(0, 99))},${int(100, 999)}`]);
const degree = () => pick([`${int(0, 29)}°${pad(int(0, 59))}'`, `${int(0, 29)} degrees ${int(0, 59)} minutes`, `${int(0, 29)}.${int(0, 99)} deg`]);

const INNOCENT: Record<Lang, (() => string)[]> = {
  en: [
    () => `My date of birth is ${date()}, time ${time()}, place ${pick(places)}.`,
    () => `Born on ${date()} at ${time()} in ${pick(places)}. Will I get a government job?`,
    () => `${pick(planets)} is at ${degree()} in ${pick(signs)}, in your ${int(1, 12)}th house.`,
    () => `The puja costs ${money()} including samagri.`,
    () => `Chant the mantra 108 times for ${int(11, 41)} days, starting ${pick(months)} ${int(1, 28)}.`,
    () => `Your Saturn mahadasha runs from ${int(2020, 2030)} to ${int(2031, 2049)}.`,
    () => `My husband was born ${date()} ${time()} ${pick(places)} and I was born ${date()} ${time()}.`,
    () => `Wear a ${int(5, 9)}.${int(1, 9)} carat emerald on a Wednesday between ${time()} and ${time()}.`,
    () => `Lucky numbers for you are ${int(1, 9)}, ${int(1, 9)} and ${int(1, 9)}.`,
    () => `My order ID is ${int(1000, 9999)} and it has not arrived yet.`,
    () => `I paid ${money()} yesterday, the balance shows ${money()}.`,
    () => `Thank you so much, the reading was very accurate!`,
    () => `Is ${pick(months)} ${int(2026, 2027)} good for marriage? We have ${int(2, 4)} dates: ${date()} and ${date()}.`,
    () => `${pick(planets)} transits ${pick(signs)} on ${int(1, 28)} ${pick(months)} at ${time()} IST.`,
    () => `Please wait ${int(2, 10)} minutes, I am drawing your chart.`,
    () => `I am ${int(18, 70)} years old with ${int(1, 3)} kids; will my business grow after ${int(2026, 2030)}?`,
    () => `Rahu is in the ${int(1, 12)}th house and Ketu in the ${int(1, 12)}th, ${degree()} apart.`,
    () => `Nakshatra Rohini pada ${int(1, 4)}, Moon at ${degree()}.`,
    () => `My mother's birth details: ${date()}, ${time()}, ${pick(places)}.`,
    () => `I was born in ${pick(places)}.In ${int(1970, 2005)} we moved to ${pick(places)}.`,
    () => `Which is better, option A or B? My score was ${int(60, 99)}.${int(1, 9)}%.`,
    () => `e.g. donate ${int(1, 11)} kg of rice on Saturday at ${time()}.`,
  ],
  hinglish: [
    () => `Meri DOB ${date()} hai, time ${time()}, ${pick(places)} mein paida hua.`,
    () => `Shaadi kab hogi? Janam ${date()} ${time()} ${pick(places)}.`,
    () => `${pick(planets)} aapke ${int(1, 12)}th ghar mein ${degree()} par hai.`,
    () => `Puja ka kharcha ${money()} hoga, samagri alag.`,
    () => `${int(11, 41)} din tak roz 108 baar mantra jap karo.`,
    () => `Sade sati ${int(2020, 2030)} se ${int(2031, 2040)} tak chalegi.`,
    () => `Mera beta ${date()} ko ${time()} par paida hua tha.`,
    () => `Budhwar ko ${time()} se ${time()} ke beech panna pehno.`,
    () => `Balance ${money()} bacha hai, ${int(5, 15)} minute aur baat kar sakte hain?`,
    () => `Naukri ${pick(months)} ${int(2026, 2027)} tak lag jayegi.`,
    () => `Chhod do yaar, ${int(2, 5)} saal se try kar raha hoon.`,
    () => `Dhanyavaad ji, bahut accha laga.`,
    () => `Mangal dosh hai kya? Ladki ki DOB ${date()}, ladke ki ${date()}.`,
    () => `Ek baar phir se dekhiye, ${int(2, 3)} kundli match karni hain.`,
    () => `Do din baad ${time()} pe shubh muhurat hai.`,
    () => `Ek do teen din mein result aa jayega.`,
  ],
  hi: [
    () => `मेरी जन्म तिथि ${date()} है, समय ${time()}, स्थान ${pick(places)}।`,
    () => `शादी कब होगी? जन्म ${date()} ${time()}।`,
    () => `आपकी कुंडली में ${int(1, 12)}वें भाव में शनि ${degree()} पर है।`,
    () => `पूजा का खर्च ${money()} होगा।`,
    () => `${int(11, 41)} दिन तक रोज़ 108 बार मंत्र का जाप करें।`,
    () => `साढ़ेसाती ${int(2020, 2030)} से ${int(2031, 2040)} तक चलेगी।`,
    () => `मेरे बेटे का जन्म ${date()} को ${time()} बजे हुआ।`,
    () => `धन्यवाद, आपकी बात सही निकली।`,
    () => `एक दो दिन में जवाब दे दूंगा।`,
    () => `नौकरी ${int(2026, 2027)} में लगेगी, ${int(3, 9)} महीने धैर्य रखें।`,
    () => `मंगलवार को ${int(5, 11)} लाल मिर्च दान करें।`,
    () => `मेरी उम्र ${int(20, 60)} साल है और मेरे ${int(1, 3)} बच्चे हैं।`,
  ],
};

/** Written by hand: the disguises and the look-alikes that templates do not make. */
const HARD: Labelled[] = [
  { text: 'my no is 98 76 54 32 10', lang: 'en', contact: 'phone' },
  { text: 'nine 8 seven 6 five 4 three 2 one 0 - call', lang: 'en', contact: 'phone' },
  { text: 'first five 98765 last five 43210', lang: 'en', contact: 'phone' },
  { text: 'number ke pehle 5 digit 98765 hain, baaki kal bataunga', lang: 'hinglish', contact: 'phone' },
  { text: 'nau aath saat chhe paanch char teen do ek shunya', lang: 'hinglish', contact: 'phone' },
  { text: 'double nine eight seven triple six five four three', lang: 'en', contact: 'phone' },
  { text: 'डबल नौ आठ सात छह पांच चार तीन दो एक', lang: 'hi', contact: 'phone' },
  { text: '9️⃣8️⃣7️⃣6️⃣5️⃣4️⃣3️⃣2️⃣1️⃣0️⃣', lang: 'en', contact: 'phone' },
  { text: 'call kro 98765-4321-0', lang: 'hinglish', contact: 'phone' },
  { text: '+1 415 555 2671 is my US number', lang: 'en', contact: 'phone' },
  { text: 'mera whatsapp: 7 0 0 0 0 1 2 3 4 5', lang: 'hinglish', contact: 'phone' },
  { text: 'contact: nine nine zero zero one two three four five six', lang: 'en', contact: 'phone' },
  { text: 'ravi dot sharma at gmail dot com', lang: 'en', contact: 'email' },
  { text: 'mail karo ravisharma1990@gmail.com pe', lang: 'hinglish', contact: 'email' },
  { text: 'मेरा ईमेल pandit.ravi@yahoo.co.in है', lang: 'hi', contact: 'email' },
  { text: 'gpay kar do 9876543210@okaxis', lang: 'hinglish', contact: 'upi' },
  { text: 'UPI: shastriji@ybl', lang: 'en', contact: 'upi' },
  { text: 'phonepe pe bhejo meera.astro@ibl', lang: 'hinglish', contact: 'upi' },
  { text: 'visit astroravi.in for the full report', lang: 'en', contact: 'link' },
  { text: 'join my group chat.whatsapp.com/AbCdEf123', lang: 'en', contact: 'link' },
  { text: 'bit.ly/panditji', lang: 'en', contact: 'link' },
  { text: 'youtube channel dekho: www.youtube.com/@astroravi', lang: 'hinglish', contact: 'link' },
  { text: 'insta pe follow karo @ravi.astro', lang: 'hinglish', contact: 'handle' },
  { text: 'telegram id: jyotish_guru_99', lang: 'en', contact: 'handle' },
  { text: 'टेलीग्राम पर guru_dev7 सर्च करें', lang: 'hi', contact: 'handle' },
  { text: 'DOB 12.04.1990, 10:30 am, Jaipur. Call me Ravi.', lang: 'en', contact: null },
  { text: 'PNR 2345678901 wali train se aa raha hoon', lang: 'hinglish', contact: null },
  { text: 'Order 1234567890 was delivered', lang: 'en', contact: null },
  { text: 'I was born at 5.30 am on 15.08.1947 in Delhi', lang: 'en', contact: null },
  { text: 'Mera no. 1 sawaal: shaadi kab hogi?', lang: 'hinglish', contact: null },
  { text: 'Call me Meera. My lucky number is 7.', lang: 'en', contact: null },
  { text: 'The fee is ₹1,00,000 for the yagya, paid in 2 parts', lang: 'en', contact: null },
  { text: 'Chandra 12°45\' Vrishabh, Lagna 3°10\' Kanya', lang: 'hinglish', contact: null },
  { text: 'Sun in Leo.In the 10th house it gives fame', lang: 'en', contact: null },
  { text: 'Latitude 26.9124, longitude 75.7873 (Jaipur)', lang: 'en', contact: null },
  { text: 'Mr. Sharma, your 2nd and 7th lords are strong', lang: 'en', contact: null },
  { text: 'i.e. after 3 p.m. on Saturday', lang: 'en', contact: null },
  { text: 'ek do teen char din mein sab theek ho jayega', lang: 'hinglish', contact: null },
  { text: 'एक दो तीन चार पांच मिनट रुकिए', lang: 'hi', contact: null },
  { text: 'Sat sri akal ji, aath baje milte hain', lang: 'hinglish', contact: null },
  { text: 'Rahu-Ketu axis 1-7, Saturn 8th, Jupiter 9th', lang: 'en', contact: null },
  { text: 'Time of birth 23:59:59, Ujjain', lang: 'en', contact: null },
  { text: 'ghar number 204, sector 15, Noida', lang: 'hinglish', contact: null },
  { text: 'Pincode 302001 hai', lang: 'hinglish', contact: null },
  { text: 'Aadhaar ke last 4 digit 5678', lang: 'hinglish', contact: null },
  { text: 'Married on 11/11/2011 at 11:11', lang: 'en', contact: null },
  { text: 'I have 2 questions @ ₹15/min, ok?', lang: 'en', contact: null },
  { text: 'meet @ 5pm at the temple', lang: 'en', contact: null },
  { text: 'Email address? No, I prefer to talk here in the app.', lang: 'en', contact: null },
  { text: 'Kya mujhe gmail pe report milegi ya app mein?', lang: 'hinglish', contact: null },
  { text: 'Mercury 29.99 deg, combust', lang: 'en', contact: null },
  { text: 'मेरा जन्म 1990 में 10 बजे हुआ', lang: 'hi', contact: null },
  { text: 'I am in class 12, roll number 230456', lang: 'en', contact: null },
  { text: 'My daughter was born 2010 09 21 at 7 40 am', lang: 'en', contact: null },
];

const set: Labelled[] = [];
set.push(...HARD);
const langs: Lang[] = ['en', 'hinglish', 'hi'];
const kinds: { kind: NonNullable<Labelled['contact']>; make: (lang: Lang) => string; count: number }[] = [
  { kind: 'phone', make: disguisedPhone, count: 330 },
  { kind: 'email', make: email, count: 70 },
  { kind: 'upi', make: upi, count: 50 },
  { kind: 'link', make: link, count: 60 },
  { kind: 'handle', make: handle, count: 40 },
];
for (const { kind, make, count } of kinds) {
  for (let i = 0; i < count; i++) {
    const lang = langs[i % 3]!;
    set.push({ text: pick(CONTACT_TEMPLATES[lang])(make(lang)), lang, contact: kind });
  }
}
for (let i = 0; i < 560; i++) {
  const lang = langs[i % 3]!;
  set.push({ text: pick(INNOCENT[lang])(), lang, contact: null });
}

const out = fileURLToPath(new URL('../apps/api/src/modules/safety/labelled-messages.json', import.meta.url));
writeFileSync(out, `${JSON.stringify(set, null, 1)}\n`);
console.log(`${set.length} messages (${set.filter((m) => m.contact).length} with a contact detail) written to ${out}`);
