// Home hero: the free-question offer, the headline, the ways to an astrologer (chat, talk), "Get started" (scrolls to the
// gallery), the free question and the rotating chakra.
import { ArrowDown, MessageCircleQuestion, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { CLAIMS } from '../../../config/site.ts';
import { T, tNow } from '../../../lib/i18n.tsx';

export const SLIDER_SECTION_ID = 'slider';

function scrollToSlider() {
  const target = document.getElementById(SLIDER_SECTION_ID);
  if (!target) return;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  // Move keyboard focus too, so the next Tab continues from the gallery.
  target.focus({ preventScroll: true });
}

export function Hero() {
  return (
    <section className="on-dark relative isolate overflow-hidden bg-night-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_75%_40%,rgba(245,124,15,0.28),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(91,79,184,0.45),transparent_50%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 opacity-60 [background-image:radial-gradient(1px_1px_at_20px_30px,#fff,transparent),radial-gradient(1px_1px_at_120px_80px,#fbf1cf,transparent),radial-gradient(1.5px_1.5px_at_200px_150px,#fff,transparent),radial-gradient(1px_1px_at_60px_200px,#fff,transparent)] [background-size:240px_240px]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-12 pb-16 sm:px-6 md:pt-16 lg:grid-cols-[1.1fr_0.9fr] lg:gap-12 lg:pt-20 lg:pb-24">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-gold-300/40 bg-white/5 px-4 py-1.5 text-sm font-semibold text-gold-200">
            <Sparkles className="size-4" aria-hidden="true" />
            {tNow('home:page.hero.askOneQuestionForFree')}
          </p>
          <h1 className="mt-6 text-4xl leading-tight font-semibold text-white sm:text-5xl lg:text-6xl">
            {tNow('home:page.hero.discoverWhatTheStarsReveal')}
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-night-100 lg:mx-0">
            {tNow('home:page.hero.lead')}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Link to="/astrologers" className={buttonClasses('primary', 'lg')}>
              {tNow('home:page.hero.chatWithAstrologer')}
            </Link>
            <Link to="/astrologers" className={buttonClasses('light', 'lg')}>
              {tNow('home:page.hero.talkToAstrologer')}
            </Link>
          </div>
          <div className="mt-3 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Button size="lg" variant="light" onClick={scrollToSlider}>
              {tNow('home:page.hero.getStarted')}
              <ArrowDown className="size-4" aria-hidden="true" />
            </Button>
            <Link to="/free-question" className={buttonClasses('light', 'lg')}>
              <MessageCircleQuestion className="size-5" aria-hidden="true" />
              {tNow('home:page.hero.askYourFreeQuestion')}
            </Link>
          </div>
          <ul className="mt-10 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-night-200 lg:justify-start">
            <li>
              <Link
                to="/kundli"
                className="underline decoration-gold-300/50 underline-offset-4 hover:text-white"
              >
                <T
                  ns="home"
                  i18nKey="page.hero.nakshatras"
                  values={{ count: CLAIMS.nakshatras }}
                  components={{ 1: <strong className="text-gold-200" /> }}
                />
              </Link>
            </li>
            <li>
              <T
                ns="home"
                i18nKey="page.hero.vedas"
                values={{ share: CLAIMS.vedas }}
                components={{ 1: <strong className="text-gold-200" /> }}
              />
            </li>
          </ul>
        </div>
        <div className="flex justify-center">
          <img
            src="/images/chakra.svg"
            alt={tNow('home:page.hero.aGoldenZodiacChakraWith')}
            width={400}
            height={400}
            fetchPriority="high"
            className="w-[min(78vw,26rem)] motion-safe:animate-spin-slow"
          />
        </div>
      </div>
    </section>
  );
}
