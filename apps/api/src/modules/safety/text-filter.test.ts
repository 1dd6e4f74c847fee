// The safety filter on plain text: each kind of contact detail in its disguises is masked, abuse in English, Hinglish
// and Hindi is masked, the innocent numbers of a consultation (dates, times, degrees, prices, birth details) pass
// untouched, and on the labelled set the contact details are found with the precision and recall the product needs.
import { describe, expect, it } from 'vitest';
import labelled from './labelled-messages.json' with { type: 'json' };
import { contactQuality, type LabelledMessage } from './quality.ts';
import { ABUSE_MASK, CONTACT_MASK, filterText } from './text-filter.ts';

const masks = (text: string) => filterText(text);

describe('contact details', () => {
  it.each([
    ['9876543210', 'Call 9876543210 today'],
    ['spaced', 'Call 98765 43210 today'],
    ['dashed', 'Call 987-654-3210 today'],
    ['+91', 'Call +91 98765 43210 today'],
    ['0 first', 'Call 09876543210 today'],
    ['digit by digit', 'Call 9 8 7 6 5 4 3 2 1 0 today'],
    ['stars between', 'Call 9*8*7*6*5*4*3*2*1*0 today'],
    ['Devanagari figures', 'Call ९८७६५४३२१० today'],
    ['English words', 'Call nine eight seven six five four three two one zero today'],
    ['Hinglish words', 'Call nau aath saat chhe paanch char teen do ek shunya today'],
    ['Hindi words', 'Call नौ आठ सात छह पांच चार तीन दो एक शून्य today'],
    ['double and triple', 'Call double nine eight seven triple six five four three today'],
    ['split by a word', 'Call 98765 aur 43210 today'],
    ['keycaps', 'Call 9️⃣8️⃣7️⃣6️⃣5️⃣4️⃣3️⃣2️⃣1️⃣0️⃣ today'],
  ])('masks a phone number written %s', (_how, text) => {
    expect(masks(text)).toEqual({ text: `Call ${CONTACT_MASK} today`, masked: ['phone'] });
  });

  it('masks the first part of a number given in parts when the message says it is a number', () => {
    expect(masks('number ke pehle 5 digit 98765 hain')).toMatchObject({ masked: ['phone'] });
  });

  it.each([
    ['ravi.sharma@gmail.com', 'email'],
    ['RAVI@GMAIL.COM', 'email'],
    ['ravi at gmail dot com', 'email'],
    ['ravi(at)gmail(dot)com', 'email'],
    ['ravi @ gmail.com', 'email'],
    ['ravi@gmail', 'email'],
    ['ravi.sharma@okaxis', 'upi'],
    ['shastriji@ybl', 'upi'],
    ['https://astroguru.com/contact', 'link'],
    ['www.jyotishseva.in', 'link'],
    ['wa.me/919876543210', 'link'],
    ['t.me/astro_ravi', 'link'],
    ['astroravi dot com', 'link'],
    ['@astro_ravi', 'handle'],
  ])('masks %s as %s', (detail, kind) => {
    expect(masks(`write to ${detail} please`)).toEqual({ text: `write to ${CONTACT_MASK} please`, masked: [kind] });
  });

  it('masks a handle after the name of its app, keeping the words around it', () => {
    expect(masks('telegram: jyotish_guru_99 pe aao')).toEqual({ text: `telegram: ${CONTACT_MASK} pe aao`, masked: ['handle'] });
  });

  it('answers each kind once, in the order they occur', () => {
    const out = masks('mail ravi@gmail.com or call 9876543210 or mail neha@yahoo.com');
    expect(out.masked).toEqual(['email', 'phone']);
    expect(out.text).toBe(`mail ${CONTACT_MASK} or call ${CONTACT_MASK} or mail ${CONTACT_MASK}`);
  });
});

describe('abuse', () => {
  it.each([
    ['English', 'you are a fucking liar', 'you are a **** liar'],
    ['English in leet speak', 'what the fvck', 'what the ****'],
    ['Hinglish', 'tu chutiya hai', 'tu **** hai'],
    ['Hinglish stretched', 'harami insaan', '**** insaan'],
    ['Hindi', 'तू चूतिया है', 'तू **** है'],
  ])('masks %s abuse', (_lang, text, shown) => {
    expect(masks(text)).toEqual({ text: shown.replaceAll('****', ABUSE_MASK), masked: ['abuse'] });
  });

  it.each(['analysis of the chart', 'assess your dasha', 'parachute', 'chhod do yaar', 'Mahatma Gandhi', 'gandmool dosha', 'lunar eclipse', 'Sun in Cancer'])(
    'lets "%s" pass',
    (text) => {
      expect(masks(text)).toEqual({ text, masked: [] });
    },
  );
});

describe('what must pass untouched', () => {
  it.each([
    'DOB 12/04/1990, 10:30 am, Jaipur',
    'Born on 15.08.1947 at 5.30 am in Delhi',
    'जन्म तिथि 12-04-1990 समय 10:30',
    'Moon at 15°23\' in Rohini, Mars 29.5 deg',
    'The puja costs ₹1,00,000 and dakshina Rs. 2100',
    '₹ 25 per minute for 12 minutes',
    'Chant it 108 times for 41 days from 2026 to 2027',
    'PNR 2345678901 wali train',
    'Pincode 302001, house 204, sector 15',
    'Latitude 26.9124, longitude 75.7873',
    'My daughter was born 2010 09 21 at 7 40 am',
    'I have 2 questions @ ₹15/min, ok?',
    'Sun in Leo.In the 10th house it gives fame',
    'e.g. after 3 p.m. on Saturday, i.e. in the evening',
    'ek do teen char din mein sab theek ho jayega',
  ])('%s', (text) => {
    expect(masks(text)).toEqual({ text, masked: [] });
  });
});

describe('the labelled set', () => {
  const set = labelled as LabelledMessage[];
  it('holds at least 1,000 messages in English, Hinglish and Hindi, with and without contact details', () => {
    expect(set.length).toBeGreaterThanOrEqual(1000);
    for (const lang of ['en', 'hinglish', 'hi']) {
      expect(set.filter((m) => m.lang === lang && m.contact).length).toBeGreaterThan(50);
      expect(set.filter((m) => m.lang === lang && !m.contact).length).toBeGreaterThan(50);
    }
  });

  it('finds contact details with precision at least 0.95 and recall at least 0.9', () => {
    const { precision, recall } = contactQuality(set).all;
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });
});
