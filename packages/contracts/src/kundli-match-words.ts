// A reason code and its values in words: each value named from its table (a varna, a yoni, a planet, a rashi...),
// then the reason's sentence from the shared match catalogue; the page and the PDF word them alike.
import type { Reason } from './kundli-match.ts';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Which table words a value, by the value's name in the engine's answer. */
const VALUE_WORDS: [RegExp, (t: Translate, value: string | number) => string][] = [
  [/_varna$/, (t, v) => t(`match:varnas.${v}`)],
  [/_vashya$/, (t, v) => t(`match:vashyas.${v}`)],
  [/_yoni$/, (t, v) => t(`match:yonis.${v}`)],
  [/_gana$/, (t, v) => t(`match:ganas.${v}`)],
  [/(^|_)nadi$/, (t, v) => t(`match:nadis.${v}`)],
  [/_holds_/, (t, v) => t(`match:relations.${v}`)],
  [/^tara_from_/, (t, v) => t(`match:taras.${v}`)],
  [/(^|_)lord$/, (t, v) => t(`astro:planets.${v}`)],
  [/(^|_)rashi$/, (t, v) => t(`astro:rashis.${v}`)],
  [/^nakshatra$/, (t, v) => t(`astro:nakshatras.${v}`)],
];

export function reasonWords(t: Translate, reason: Reason): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(reason.values)) {
    const words = VALUE_WORDS.find(([pattern]) => pattern.test(name))?.[1];
    values[name] = words ? words(t, value) : value;
  }
  return t(`match:reasons.${reason.code}`, values);
}
