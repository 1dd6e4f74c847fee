// Demo reviews: what users wrote after their seeded consultations, by the stars they gave. Short, as people write them
// on a phone, a few in Hindi; none names a method, so any astrologer's user could have written it.
import type { consultationReviews } from '../schema/index.ts';
import type { Random } from './random.ts';
import { MINUTE, after } from './seed-time.ts';

export type ReviewRow = typeof consultationReviews.$inferInsert;
/** A review before its session is numbered. */
export type ReviewDraft = Omit<ReviewRow, 'consultationId'>;

const TEXTS: Record<3 | 4 | 5, readonly string[]> = {
  5: [
    'Very patient and explained everything clearly. Felt much lighter after the session.',
    'Accurate about my job change last year. Will consult again before my interview.',
    'Gave simple remedies and did not push anything expensive. Thank you!',
    'Answered all my questions about marriage timing calmly. Highly recommended.',
    'Spot on about my family situation. Practical advice, not just predictions.',
    'My second session, and just as helpful as the first.',
    'बहुत अच्छा अनुभव रहा। सब कुछ आसान भाषा में समझाया।',
    'Clear answers within the first few minutes, no time wasted.',
    'Kind and honest. Told me what to expect this year and what to avoid.',
    'सटीक जानकारी और सरल उपाय। धन्यवाद!',
    'My mother also consulted them; both of us found it very helpful.',
    'Explained the reasoning behind every suggestion. Very professional.',
    'I was anxious about my health reports and came away reassured. Grateful.',
    'Remembered details from my earlier session. Felt genuinely cared for.',
    'Guided me on the right dates for the griha pravesh. Everything went smoothly.',
    'मन की उलझन दूर हो गई। ज़रूर फिर से बात करूँगी।',
  ],
  4: [
    'Helpful session, though I wish we had a little more time for my second question.',
    'Good guidance on my career. Took a minute to get started but worth it.',
    'Practical suggestions for my business. Will try them and come back.',
    'Calm and polite. Some answers were general, but overall useful.',
    'अच्छी सलाह मिली, थोड़ा और विस्तार से बताते तो बेहतर होता।',
    'Gave me clarity about the property decision. Good experience.',
    'Nice conversation, and the remedies are easy to follow.',
    'Good reading, and answered my follow-up questions too.',
    'Useful advice about my studies and exams.',
    'Friendly and clear. Would have liked more detail on timing.',
    'Most of what was said matched my situation. Good value.',
  ],
  3: [
    'Decent session, but the answers felt a bit general.',
    'Okay experience. Some points matched, some did not.',
    'Helpful in parts, but I needed more time to understand the suggestions.',
    'ठीक-ठाक अनुभव रहा। कुछ बातें सही लगीं।',
    'Average. Expected more specific guidance for the price.',
  ],
};

/** Mostly 5 and 4 stars, some 3: what users of a good service give. */
function starsOf(rng: Random): 3 | 4 | 5 {
  const roll = rng.next();
  return roll < 0.55 ? 5 : roll < 0.9 ? 4 : 3;
}

/**
 * The reviews' writer: each call is one user's review of one ended session, with stars, a text (no text at all for
 * some: the stars alone) and the moment it was written, some minutes after the end but never after `now`. A text is
 * not used twice until every text for those stars has been.
 */
export function reviewWriter(rng: Random, now: Date) {
  const unused = { 3: [...TEXTS[3]], 4: [...TEXTS[4]], 5: [...TEXTS[5]] };
  const textFor = (stars: 3 | 4 | 5) => {
    if (unused[stars].length === 0) unused[stars] = [...TEXTS[stars]];
    const [text] = unused[stars].splice(rng.int(0, unused[stars].length - 1), 1);
    return text!;
  };
  return (session: { userId: number; astrologerId: number; endedAt: Date }): ReviewDraft => {
    const stars = starsOf(rng);
    const text = rng.chance(0.12) ? '' : textFor(stars);
    const written = after(session.endedAt, rng.int(1, 45) * MINUTE);
    return {
      userId: session.userId,
      astrologerId: session.astrologerId,
      stars,
      text,
      createdAt: written > now ? now : written,
    };
  };
}
