// How well the filter finds contact details on a labelled set: precision and recall over messages (a message counts
// as found when anything in it was masked as a contact detail), in all and per language. Used by the unit test and by
// scripts/safety-quality.mts, which writes the figures into docs/decisions/safety.md.
import { filterText } from './text-filter.ts';

export interface LabelledMessage {
  text: string;
  lang: 'en' | 'hinglish' | 'hi';
  contact: 'phone' | 'email' | 'upi' | 'link' | 'handle' | null;
}

export interface Quality {
  messages: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
}

function measure(set: readonly LabelledMessage[]): Quality {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const m of set) {
    const found = filterText(m.text).masked.some((k) => k !== 'abuse');
    if (found && m.contact) tp += 1;
    else if (found) fp += 1;
    else if (m.contact) fn += 1;
  }
  return {
    messages: set.length,
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: tp + fn === 0 ? 1 : tp / (tp + fn),
  };
}

export function contactQuality(set: readonly LabelledMessage[]) {
  return {
    all: measure(set),
    en: measure(set.filter((m) => m.lang === 'en')),
    hinglish: measure(set.filter((m) => m.lang === 'hinglish')),
    hi: measure(set.filter((m) => m.lang === 'hi')),
    misses: set.filter((m) => m.contact && !filterText(m.text).masked.some((k) => k !== 'abuse')).map((m) => m.text),
    falseAlarms: set.filter((m) => !m.contact && filterText(m.text).masked.some((k) => k !== 'abuse')).map((m) => m.text),
  };
}
