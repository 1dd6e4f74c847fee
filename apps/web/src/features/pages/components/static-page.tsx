// Layout of the text pages: a title band with the <h1>, an optional contents list, and the prose sections, every
// word from the page's block of the pages catalogue.
import type { ReactNode } from 'react';
import { currentIntlLocale, useT } from '../../../lib/i18n.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { POLICIES_UPDATED } from '../policy-facts.ts';
import { Prose, ProseText, useProseValues } from './prose.tsx';

/** "22 November 2026" (Hindi: "22 नवंबर 2026"): the policies' date, only these pages show a date this way. */
function longDate(day: string): string {
  return new Intl.DateTimeFormat(currentIntlLocale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(day));
}

export interface StaticPageText {
  /** The key of a page-level text in the page's block of the pages catalogue ("about.title"). */
  at: (key: string) => string;
  /** The sections' ids in order: each is an anchor, and the catalogue's `sections.<id>` holds its heading and body. */
  sections: readonly string[];
  /** Headings numbered 1., 2. … (the terms). */
  numbered?: boolean;
  /** The browser tab's title is the block's `documentTitle` rather than its heading. */
  documentTitle?: boolean;
  /** Shows the date of the policies' current version. */
  updated?: boolean;
  /** Long legal pages get a contents list beside the text on wide screens. */
  showContents?: boolean;
  /** What follows a section's text (the business's address, the services' cards), by section id. */
  after?: Partial<Record<string, ReactNode>>;
}

export function StaticPage({
  at,
  sections,
  numbered = false,
  documentTitle = false,
  updated = false,
  showContents = false,
  after = {},
}: StaticPageText) {
  const { t } = useT('pages');
  const values = useProseValues();
  const heading = (id: string, index: number) => {
    const text = t(at(`sections.${id}.heading`));
    return numbered ? t('terms.numbered', { number: index + 1, heading: text }) : text;
  };
  usePageMeta(t(at(documentTitle ? 'documentTitle' : 'title')), t(at('description'), values));
  return (
    <article>
      <header className="on-dark relative overflow-hidden bg-gradient-to-br from-night-950 via-night-900 to-night-800 text-white">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 size-72 rounded-full bg-saffron-500/20 blur-3xl"
        />
        <div className="relative mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-16 lg:py-20">
          <p className="text-sm font-semibold tracking-[0.18em] text-saffron-300 uppercase">
            {t(at('eyebrow'))}
          </p>
          <h1 className="mt-3 text-4xl font-semibold text-gold-100 sm:text-5xl">{t(at('title'))}</h1>
          <div className="mt-5 max-w-3xl text-lg leading-relaxed text-night-100">
            <p>
              <ProseText at={at('intro')} values={values} />
            </p>
          </div>
          {updated && (
            <p className="mt-6 text-sm text-night-300">
              {t('frame.lastUpdated', { date: longDate(POLICIES_UPDATED) })}
            </p>
          )}
        </div>
      </header>

      <div
        className={
          showContents
            ? 'mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:py-16'
            : 'mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16'
        }
      >
        {showContents && (
          <nav aria-labelledby="contents-heading" className="lg:sticky lg:top-24 lg:self-start">
            <h2
              id="contents-heading"
              className="text-sm font-semibold tracking-[0.14em] text-night-600 uppercase"
            >
              {t('frame.onThisPage')}
            </h2>
            <ol className="mt-3 space-y-1.5 border-l border-night-100 text-sm">
              {sections.map((id, index) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className="-ml-px block border-l-2 border-transparent py-0.5 pl-3 text-night-700 hover:border-saffron-500 hover:text-night-950"
                  >
                    {heading(id, index)}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className="prose-page min-w-0">
          {sections.map((id, index) => (
            // The heading is each section's first child, so the gap between sections is set here.
            <section key={id} id={id} aria-labelledby={`${id}-heading`} className="mt-10 first:mt-0">
              <h2 id={`${id}-heading`}>{heading(id, index)}</h2>
              <Prose at={at(`sections.${id}.body`)} values={values} />
              {after[id]}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
