// About Us: the story, approach, astrologers and promise of Jyotish Kendra.
import { Link } from 'react-router';
import { BRAND_NAME, CLAIMS, PARTNER_SITE } from '../../../config/site.ts';
import { StaticPage, type PageSection } from '../components/static-page.tsx';

const sections: PageSection[] = [
  {
    id: 'story',
    heading: 'Our story',
    content: (
      <>
        <p>
          {BRAND_NAME} began in {CLAIMS.since} as a small consulting room in Jaipur, the city that gave India the
          Jantar Mantar and one of the oldest living traditions of jyotish. Families came to us for the questions
          that matter most: when to marry, which career to choose, how to steer through a difficult period.
        </p>
        <p>
          Word spread the way it always has in India, from one family to the next. Today our astrologers have
          answered more than {CLAIMS.consultations} consultations for people in every state of the country and
          for Indians living abroad, in person, by chat and through our app.
        </p>
      </>
    ),
  },
  {
    id: 'approach',
    heading: 'Our approach',
    content: (
      <>
        <p>
          Our methods are {CLAIMS.vedas} Vedas-based. We follow the Parashari system of the Brihat Parashara Hora
          Shastra, read with the sidereal zodiac and the Lahiri ayanamsa, and we study your chart through all{' '}
          {CLAIMS.nakshatras} nakshatras, the lunar mansions that give Vedic astrology its precision.
        </p>
        <ul>
          <li>We begin from your exact date, time and place of birth, and we check them with you.</li>
          <li>We read the divisional charts and the Vimshottari dasha before making any prediction.</li>
          <li>We explain what we see in plain language, including what is uncertain.</li>
          <li>We suggest remedies only when your chart calls for them, starting with the simplest.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'astrologers',
    heading: 'Our astrologers',
    content: (
      <>
        <p>
          Our panel brings together {CLAIMS.experience} years of combined experience in kundli analysis, marriage
          matching, Vastu, numerology and gemstone therapy. Every astrologer who joins {BRAND_NAME} is reviewed and
          approved by our team before taking a single consultation, and we continue to listen to what clients say
          about them afterwards.
        </p>
        <p>
          Are you an experienced astrologer? You can{' '}
          <Link to="/astrologer/signup">apply to join our panel</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'offer',
    heading: 'What we offer',
    content: (
      <ul>
        <li>
          <strong>One free question.</strong> Create an account and ask your first question at no cost.
        </li>
        <li>
          <strong>Personal consultations</strong> by chat, call or voice message, on the website or in our app.
        </li>
        <li>
          <strong>An online shop</strong> of gemstones, rudraksha, yantras and puja items, with free delivery
          across India.
        </li>
        <li>
          <strong>Clear reports</strong> for kundli, matchmaking, career and Vastu that you can keep and revisit.
        </li>
      </ul>
    ),
  },
  {
    id: 'promise',
    heading: 'Our promise',
    content: (
      <>
        <p>
          Astrology is a guide, not a verdict. We will never frighten you into buying a remedy, and we will never
          share your birth details or conversations with anyone outside the consultation. If a question belongs
          with a doctor, a lawyer or a financial adviser, we will tell you so.
        </p>
        <p>
          For authentic, energised remedies we are affiliated with{' '}
          <a href={PARTNER_SITE.url} target="_blank" rel="noopener noreferrer">
            {PARTNER_SITE.name}
          </a>
          . Questions or feedback are always welcome on our <Link to="/contact">contact page</Link>.
        </p>
      </>
    ),
  },
];

export function AboutPage() {
  return (
    <StaticPage
      eyebrow="About us"
      title="About Us"
      description={`${BRAND_NAME}: Vedic astrologers in Jaipur since ${CLAIMS.since}, with ${CLAIMS.experience} years of combined experience and ${CLAIMS.consultations} consultations.`}
      intro={
        <p>
          Since {CLAIMS.since} we have helped thousands of people understand their birth charts and make calmer,
          better-timed decisions, with honest readings rooted in the classical texts.
        </p>
      }
      sections={sections}
    />
  );
}
