// The font every PDF embeds: Noto Sans Devanagari (Latin and Devanagari in one font, shipped by an npm dependency).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

export interface PdfFonts {
  regular: Buffer;
  bold: Buffer;
}

const FONT_PACKAGE = '@expo-google-fonts/noto-sans-devanagari';
let fonts: Promise<PdfFonts | null> | undefined;

/**
 * Read once per process, so a name written in Hindi prints shaped (conjuncts, matras, the reph); null if the files
 * cannot be read, and the caller falls back to the built-in Helvetica, where characters outside Latin-1 print as "?".
 */
export function loadPdfFonts(): Promise<PdfFonts | null> {
  fonts ??= (async () => {
    try {
      const resolveFrom = createRequire(import.meta.url);
      const file = (weight: string) =>
        resolveFrom.resolve(`${FONT_PACKAGE}/${weight}/NotoSansDevanagari_${weight}.ttf`);
      const [regular, bold] = await Promise.all([readFile(file('400Regular')), readFile(file('700Bold'))]);
      return { regular, bold };
    } catch {
      return null;
    }
  })();
  return fonts;
}

/** The document's bytes once it ends: listen before writing to it, then `doc.end()` and await this. */
export function pdfBytes(doc: NodeJS.EventEmitter): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
