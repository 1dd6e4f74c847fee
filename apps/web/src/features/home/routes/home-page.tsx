// Home page: partner banner, hero, stats, the astrologers online now (onlineNow, from the astrologers feature), services
// highlights, the gallery slider and the app promotion.
import { BRAND_NAME } from '../../../config/site.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { AppPromo } from '../components/app-promo.tsx';
import { Hero, SLIDER_SECTION_ID } from '../components/hero.tsx';
import { ImageSlider } from '../components/image-slider.tsx';
import { PartnerBanner } from '../components/partner-banner.tsx';
import { ServicesHighlights } from '../components/services-highlights.tsx';
import { StatCards } from '../components/stat-cards.tsx';
import { SLIDES } from '../slides.ts';
import { tNow } from '../../../lib/i18n.tsx';
import type { ReactNode } from 'react';

export function HomePage({ onlineNow }: { onlineNow?: ReactNode }) {
  usePageMeta(BRAND_NAME, tNow('home:page.description'));
  return (
    <>
      <PartnerBanner />
      <Hero />
      <StatCards />
      {onlineNow}
      <ServicesHighlights />
      <section
        id={SLIDER_SECTION_ID}
        tabIndex={-1}
        aria-labelledby="gallery-heading"
        className="bg-white py-16 outline-none lg:py-24"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div className="mx-auto mb-10 max-w-2xl text-center">
            <p className="text-sm font-semibold tracking-[0.18em] text-saffron-700 uppercase">{tNow('home:page.homePage.startHere')}</p>
            <h2 id="gallery-heading" className="mt-3 text-3xl font-semibold text-night-900 sm:text-4xl">
              {tNow('home:page.homePage.theRashisGrahasAndRatnas')}
            </h2>
            <p className="mt-4 text-lg text-night-700">
              {tNow('home:page.homePage.galleryLead')}
            </p>
          </div>
          <ImageSlider slides={SLIDES} label={tNow('home:page.homePage.galleryOfSignsPlanetsAnd')} />
        </div>
      </section>
      <AppPromo />
    </>
  );
}
