// Prose from the pages catalogue. A section's body is an object whose keys name its blocks in order: "p…" a
// paragraph, "list" a bulleted list, "steps" a numbered list. A text may hold <b> and the named links below.
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { BUSINESS } from '../../../config/business.ts';
import { BRAND_NAME, CLAIMS, PARTNER_SITE } from '../../../config/site.ts';
import { T, useT } from '../../../lib/i18n.tsx';
import { CHILD_AGE, DAMAGE_REPORT_HOURS, FIRST_REPLY_MINUTES, FIRST_SESSION_FREE_MINUTES, MIN_AGE } from '../policy-facts.ts';

/** The tags a text may use, each the element that wraps its words. */
const TAGS: Record<string, ReactElement> = {
  b: <strong />,
  privacy: <Link to="/privacy-policy" />,
  disclaimer: <Link to="/disclaimer" />,
  refund: <Link to="/refund-policy" />,
  shipping: <Link to="/shipping-policy" />,
  terms: <Link to="/terms-conditions" />,
  contact: <Link to="/contact" />,
  join: <Link to="/astrologer/signup" />,
  signup: <Link to="/signup/determiner" />,
  orders: <Link to="/shopping/orders" />,
  shop: <Link to="/shopping" />,
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the text comes from the catalogue as the link's children
  partner: <a href={PARTNER_SITE.url} target="_blank" rel="noopener noreferrer" />,
};

export type ProseValues = Record<string, string | number>;

/** The values the pages' texts name: the brand, the claims, the policy facts (in the page's language). */
export function useProseValues(): ProseValues {
  const { t } = useT('pages');
  return {
    brand: BRAND_NAME,
    partner: PARTNER_SITE.name,
    site: BUSINESS.website.replace(/^https?:\/\//, ''),
    ...CLAIMS,
    minAge: MIN_AGE,
    childAge: CHILD_AGE,
    damageHours: DAMAGE_REPORT_HOURS,
    firstReplyMinutes: FIRST_REPLY_MINUTES,
    freeMinutes: FIRST_SESSION_FREE_MINUTES,
    processing: t('facts.processing'),
    delivery: t('facts.delivery'),
    law: t('facts.law'),
    courts: t('facts.courts'),
  };
}

/** One text of the catalogue, with its tags made elements. */
export function ProseText({ at, values }: { at: string; values: ProseValues }) {
  return <T ns="pages" i18nKey={at} values={values} components={TAGS} />;
}

/** The blocks of the body at `at` (a key of the pages catalogue), in order; nothing when there is none. */
export function Prose({ at, values }: { at: string; values: ProseValues }) {
  const { t } = useT('pages');
  const body = t(at, { returnObjects: true, defaultValue: null }) as unknown;
  if (!body || typeof body !== 'object') return null;
  return (
    <>
      {Object.entries(body as Record<string, unknown>).map(([block, value]) => {
        if (!Array.isArray(value))
          return (
            <p key={block}>
              <ProseText at={`${at}.${block}`} values={values} />
            </p>
          );
        const items = value.map((_, index) => (
          <li key={index}>
            <ProseText at={`${at}.${block}.${index}`} values={values} />
          </li>
        ));
        return block === 'steps' ? <ol key={block}>{items}</ol> : <ul key={block}>{items}</ul>;
      })}
    </>
  );
}
