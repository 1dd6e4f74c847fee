// Gallery carousel: N pictures per page by width, auto-advances every 3 s, wraps, pauses on hover or keyboard focus.
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useId, useState, type CSSProperties, type FocusEvent } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { SLIDE_HEIGHT, SLIDE_WIDTH, type Slide } from '../slides.ts';
import { SLIDER_INTERVAL_MS, firstSlideOf, nextPage, pageCount, previousPage } from '../slider-paging.ts';
import { useSlidesPerPage } from '../use-slides-per-page.ts';
import { tNow } from '../../../lib/i18n.tsx';

interface ImageSliderProps {
  slides: Slide[];
  label: string;
  /** Fixed number per page (tests); by default it follows the viewport width. */
  perPage?: number;
}

// Mouse clicks on the arrows should not stop the show; keyboard focus should (WAI carousel pattern).
function isKeyboardFocus(target: EventTarget): boolean {
  try {
    return target instanceof Element && target.matches(':focus-visible');
  } catch {
    return true;
  }
}

const controlClasses =
  'inline-flex size-11 items-center justify-center rounded-full border border-night-200 bg-white text-night-800 shadow-sm transition-colors hover:border-saffron-400 hover:text-saffron-700';

export function ImageSlider({ slides, label, perPage: fixedPerPage }: ImageSliderProps) {
  const responsivePerPage = useSlidesPerPage();
  const perPage = Math.min(fixedPerPage ?? responsivePerPage, slides.length);
  // The widths follow the viewport in CSS (the breakpoints of use-slides-per-page.ts), so a page rendered on the
  // server, which cannot know the width, is laid out right before its script runs.
  const widthsInCss = fixedPerPage === undefined && slides.length >= 3;
  const pages = pageCount(slides.length, perPage);
  const [page, setPage] = useState(0);
  const current = Math.min(page, pages - 1);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = hovered || focused || stopped;
  const trackId = useId();

  useEffect(() => {
    if (paused || pages <= 1) return;
    // A timeout per page (not an interval) so a manual move restarts the 3 s count.
    const timer = window.setTimeout(() => setPage(nextPage(current, pages)), SLIDER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [paused, pages, current]);

  const first = firstSlideOf(current, slides.length, perPage);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => setFocused(isKeyboardFocus(event.target))}
      onBlur={onBlur}
      data-paused={paused}
    >
      <div className="overflow-hidden rounded-3xl">
        <div
          id={trackId}
          aria-live={paused ? 'polite' : 'off'}
          className={cn(
            'flex transition-transform duration-700 ease-out motion-reduce:transition-none',
            widthsInCss && '[--per-page:1] sm:[--per-page:2] lg:[--per-page:3]',
          )}
          style={
            {
              transform: `translateX(-${(first * 100) / perPage}%)`,
              ...(widthsInCss ? {} : { '--per-page': perPage }),
            } as CSSProperties
          }
        >
          {slides.map((slide, index) => {
            const visible = index >= first && index < first + perPage;
            return (
              <div
                key={slide.src}
                role="group"
                aria-roledescription={tNow('home:page.imageSlider.roleSlide')}
                aria-label={tNow('home:page.imageSlider.slide', {
                  index: index + 1,
                  count: slides.length,
                  title: slide.title,
                })}
                aria-hidden={!visible}
                className="w-[calc(100%/var(--per-page))] shrink-0 px-2"
              >
                <figure className="overflow-hidden rounded-2xl bg-night-950 shadow-lg ring-1 ring-gold-400/30">
                  <img
                    src={slide.src}
                    alt={slide.alt}
                    width={SLIDE_WIDTH}
                    height={SLIDE_HEIGHT}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/3] h-auto w-full object-cover"
                  />
                  <figcaption className="on-dark bg-night-950 px-4 py-3">
                    <span className="block font-display text-lg font-semibold text-gold-200">
                      {slide.title}
                    </span>
                    <span className="block text-sm text-night-200">{slide.caption}</span>
                  </figcaption>
                </figure>
              </div>
            );
          })}
        </div>
      </div>

      <div className="mt-6 flex items-center justify-center gap-3">
        <button
          type="button"
          className={controlClasses}
          aria-label={tNow('home:page.imageSlider.previousSlide')}
          aria-controls={trackId}
          onClick={() => setPage(previousPage(current, pages))}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <p
          className="min-w-24 text-center text-sm font-semibold text-night-800 tabular-nums"
          data-testid="slider-status"
        >
          <span className="sr-only">{tNow('home:page.imageSlider.page')} </span>
          {current + 1}
          <span aria-hidden="true"> / </span>
          <span className="sr-only"> {tNow('home:page.imageSlider.of')} </span>
          {pages}
        </p>
        <button
          type="button"
          className={controlClasses}
          aria-label={tNow('home:page.imageSlider.nextSlide')}
          aria-controls={trackId}
          onClick={() => setPage(nextPage(current, pages))}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={cn(controlClasses, 'ml-2')}
          aria-label={
            stopped
              ? tNow('home:page.imageSlider.playSlideshow')
              : tNow('home:page.imageSlider.pauseSlideshow')
          }
          onClick={() => setStopped((value) => !value)}
        >
          {stopped ? (
            <Play className="size-4" aria-hidden="true" />
          ) : (
            <Pause className="size-4" aria-hidden="true" />
          )}
        </button>
      </div>
    </section>
  );
}
