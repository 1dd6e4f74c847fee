// Layout of the text pages: a title band with the <h1>, an optional contents list, and the prose sections.
import type { ReactNode } from 'react';
import { usePageMeta } from '../../../lib/use-page-meta.ts';

export interface PageSection {
  id: string;
  heading: string;
  content: ReactNode;
}

export interface StaticPageProps {
  eyebrow: string;
  title: string;
  /** Browser tab title when it differs from the heading. */
  documentTitle?: string;
  description: string;
  intro: ReactNode;
  updated?: string;
  sections: PageSection[];
  /** Long legal pages get a contents list beside the text on wide screens. */
  showContents?: boolean;
  aside?: ReactNode;
}

export function StaticPage({
  eyebrow,
  title,
  documentTitle,
  description,
  intro,
  updated,
  sections,
  showContents = false,
  aside,
}: StaticPageProps) {
  usePageMeta(documentTitle ?? title, description);
  return (
    <article>
      <header className="on-dark relative overflow-hidden bg-gradient-to-br from-night-950 via-night-900 to-night-800 text-white">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 size-72 rounded-full bg-saffron-500/20 blur-3xl"
        />
        <div className="relative mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-16 lg:py-20">
          <p className="text-sm font-semibold tracking-[0.18em] text-saffron-300 uppercase">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-semibold text-gold-100 sm:text-5xl">{title}</h1>
          <div className="mt-5 max-w-3xl text-lg leading-relaxed text-night-100">{intro}</div>
          {updated && <p className="mt-6 text-sm text-night-300">Last updated: {updated}</p>}
        </div>
      </header>

      <div
        className={
          showContents || aside
            ? 'mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:py-16'
            : 'mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16'
        }
      >
        {showContents && (
          <nav aria-labelledby="contents-heading" className="lg:sticky lg:top-24 lg:self-start">
            <h2 id="contents-heading" className="text-sm font-semibold tracking-[0.14em] text-night-600 uppercase">
              On this page
            </h2>
            <ol className="mt-3 space-y-1.5 border-l border-night-100 text-sm">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l-2 border-transparent py-0.5 pl-3 text-night-700 hover:border-saffron-500 hover:text-night-950"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {aside && !showContents && <div className="lg:sticky lg:top-24 lg:self-start">{aside}</div>}
        <div className="prose-page min-w-0">
          {sections.map((section) => (
            // The heading is each section's first child, so the gap between sections is set here.
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="mt-10 first:mt-0"
            >
              <h2 id={`${section.id}-heading`}>{section.heading}</h2>
              {section.content}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
