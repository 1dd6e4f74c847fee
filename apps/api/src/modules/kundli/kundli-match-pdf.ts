// Renders a saved kundli match as an A4 PDF in the reader's language: who was matched and their Moons, the total and
// the verdict, the eight kootas with their points and reasons, the Nadi and Bhakoot doshas, and Manglik dosha for both.
import type { Locale } from '@app/contracts/i18n';
import type { KundliMatchResponse, MatchedPerson } from '@app/contracts/kundli-match';
import { reasonWords, type Translate } from '@app/contracts/kundli-match-words';
import { translator } from '../../lib/i18n.ts';
import { loadPdfFonts, pdfBytes } from '../../lib/pdf-fonts.ts';
import { formatDate, type Pdf, writer } from './kundli-pdf-text.ts';

const INK = '#1a1a1a';
const ACCENT = '#7a2e0e';
const half = (n: number) => String(n);

function section(pdf: Pdf, title: string) {
  pdf.doc.font(pdf.bold).fontSize(13).fillColor(ACCENT).text(pdf.clean(title), 40, pdf.doc.y + 12);
}

function line(pdf: Pdf, text: string, bold = false, size = 10) {
  pdf.doc.font(bold ? pdf.bold : pdf.regular).fontSize(size).fillColor(INK).text(pdf.clean(text), 40, pdf.doc.y + 2, { width: 515 });
}

function person(pdf: Pdf, m: Translate, label: string, who: MatchedPerson) {
  const birth = `${formatDate(`${who.birth.date}T12:00:00Z`, 'UTC', true, pdf.locale)}, ${who.birth.time.slice(0, 5)}, ${who.birth.place_label}`;
  line(pdf, who.name ? `${label}: ${who.name}` : label, true);
  line(pdf, birth);
  line(
    pdf,
    m('matchPdf.moon', {
      rashi: m(`astro:rashis.${who.moon.rashi}`),
      nakshatra: m(`astro:nakshatras.${who.moon.nakshatra}`),
      pada: who.moon.pada,
    }),
  );
}

function manglik(pdf: Pdf, m: Translate, label: string, who: MatchedPerson) {
  const dosha = who.manglik;
  line(pdf, `${who.name ?? label}: ${m(dosha.manglik ? 'manglik.is' : 'manglik.isNot')}`, true);
  line(pdf, m(`manglik.severity.${dosha.severity}`));
  for (const from of dosha.from) {
    const house = m(from.in_dosha_house ? 'manglik.doshaHouse' : 'manglik.house', { house: from.house });
    line(pdf, `${m(`manglik.references.${from.reference}`)}: ${house}${from.exception ? ` · ${reasonWords(m, from.exception)}` : ''}`);
  }
  if (dosha.cancellations.length) line(pdf, `${m('manglik.cancellations')} ${dosha.cancellations.map((r) => reasonWords(m, r)).join(' ')}`);
}

export async function renderMatchPdf(match: KundliMatchResponse, generatedAt: Date, locale: Locale = 'en'): Promise<Buffer> {
  const t = translator(locale, 'astro');
  const m = translator(locale, 'match') as unknown as Translate;
  const [{ default: PDFDocument }, embedded] = await Promise.all([import('pdfkit'), loadPdfFonts()]);
  const names = match.boy.name && match.girl.name ? m('matchPdf.titleOf', { boy: match.boy.name, girl: match.girl.name }) : m('matchPdf.title');
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: names, Subject: m('matchPdf.subject') } });
  const done = pdfBytes(doc);
  const pdf = writer(doc, embedded, generatedAt, t, locale);
  const milan = match.guna_milan;

  pdf.heading(pdf.clean(m('matchPdf.title')), match.boy.name && match.girl.name ? `${match.boy.name} · ${match.girl.name}` : null);
  doc.y += 6;
  person(pdf, m, m('matchPdf.boy'), match.boy);
  doc.y += 4;
  person(pdf, m, m('matchPdf.girl'), match.girl);

  doc.y += 8;
  line(pdf, m('matchPdf.total', { total: half(milan.total), max: milan.max }), true, 16);
  line(pdf, m(`verdict.${match.verdict.band}`), true);
  for (const caution of match.verdict.cautions) line(pdf, m(`cautions.${caution}`));

  section(pdf, m('matchPdf.kootas'));
  const rows = milan.kootas.map((k) => [m(`kootas.${k.key}`), m('matchPdf.points', { score: half(k.score), max: k.max })]);
  pdf.table(40, doc.y + 4, [150, 70], [m('matchPdf.kootas'), ''], rows);
  doc.y += 6;
  for (const k of milan.kootas) line(pdf, `${m(`kootas.${k.key}`)}: ${reasonWords(m, k.reason)}`, false, 9);

  section(pdf, m('matchPdf.doshas'));
  for (const key of ['nadi', 'bhakoot'] as const) {
    const dosha = milan.doshas[key];
    const state = !dosha.present ? 'none' : dosha.cancelled ? 'cancelled' : 'present';
    line(pdf, m(`dosha.${state}`, { koota: m(`kootas.${key}`) }), true);
    for (const reason of dosha.reasons) line(pdf, reasonWords(m, reason));
  }

  section(pdf, m('matchPdf.manglik'));
  line(pdf, m(`manglik.pair.${match.manglik}`), true);
  doc.y += 4;
  manglik(pdf, m, m('matchPdf.boy'), match.boy);
  doc.y += 4;
  manglik(pdf, m, m('matchPdf.girl'), match.girl);
  pdf.footer();
  doc.end();
  return done;
}
