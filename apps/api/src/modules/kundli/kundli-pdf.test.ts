// The kundli PDF in the reader's language: built in Hindi and in English, its text read back by poppler's pdftotext
// (what a viewer's copy and search give), in the order it is written.
import { describe, expect, it } from 'vitest';
import { findPlaces } from './kundli.service.ts';
import { drawKundli } from './chart.ts';
import { renderKundliPdf } from './kundli-pdf.ts';
import { pdfText } from '../../test/pdf-text.ts';

const pune = findPlaces('Pune').places[0]!;
const kundli = drawKundli({ date: '1992-04-12', time: '06:30', place: pune, name: 'रवि कुमार' });
const at = new Date('2026-01-15T06:00:00Z');

describe('the kundli PDF', () => {
  it('is written in Hindi, its text read back in the order it is typed', async () => {
    const text = await pdfText(await renderKundliPdf(kundli, at, 'hi'));
    for (const words of ['वैदिक जन्म कुंडली', 'रवि कुमार', 'जन्म तिथि', 'जन्म स्थान', 'लग्न', 'ग्रह', 'राशि', 'नक्षत्र', 'विंशोत्तरी दशा', 'महादशाएँ', 'अंतर्दशाएँ']) {
      expect(text, words).toContain(words);
    }
    // A vowel sign written before its consonant (ि) is stored after it, as it is typed.
    expect(text).toContain('शनि');
    expect(text).toContain('की महादशा');
    expect(text).not.toContain('Planets');
  });

  it('stays in English by default', async () => {
    const text = await pdfText(await renderKundliPdf(kundli, at));
    for (const words of ['Kundli', 'DATE OF BIRTH', 'Planets', 'Vimshottari dasha', 'Mahadashas', 'Antardashas']) {
      expect(text, words).toContain(words);
    }
  });
});
