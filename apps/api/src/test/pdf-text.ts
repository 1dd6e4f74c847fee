// The text a PDF shows, as a viewer's copy and search read it: fonts decoded through their ToUnicode maps, and a
// marked span's ActualText (how Devanagari keeps its typed order) standing for the glyphs inside it.
import { inflateSync } from 'node:zlib';

/** Every object of the PDF: its dictionary and its (inflated) stream. */
function objects(pdf: Buffer): Map<string, { dict: string; stream: Buffer | null }> {
  const out = new Map<string, { dict: string; stream: Buffer | null }>();
  const text = pdf.toString('latin1');
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const at = body.indexOf('stream');
    if (at < 0) {
      out.set(match[1]!, { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    const start = match.index + match[0].indexOf(body) + at + 'stream'.length + (text[match.index + match[0].indexOf(body) + at + 6] === '\r' ? 2 : 1);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const raw = pdf.subarray(start, start + length);
    out.set(match[1]!, { dict, stream: dict.includes('FlateDecode') ? inflateSync(raw) : raw });
  }
  return out;
}

/** glyph id (hex) -> text, from a ToUnicode CMap. */
function cmap(source: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const [, block] of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, from, to] of block!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(from!.toLowerCase(), utf16(to!));
  }
  for (const [, block] of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, rest] of block!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const first = parseInt(lo!, 16);
      const width = lo!.length;
      const targets = rest!.startsWith('[') ? [...rest!.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => m[1]!) : null;
      for (let code = first; code <= parseInt(hi!, 16); code += 1) {
        const key = code.toString(16).padStart(width, '0');
        if (targets) map.set(key, utf16(targets[code - first] ?? ''));
        else {
          const base = Buffer.from(rest!.slice(1, -1), 'hex');
          base.writeUInt16BE(base.readUInt16BE(base.length - 2) + (code - first), base.length - 2);
          map.set(key, base.swap16().toString('utf16le'));
        }
      }
    }
  }
  return map;
}

/** A PDF literal string's text: its escapes undone, UTF-16BE when it starts with the byte order mark. */
function literal(source: string): string {
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const bytes = Buffer.from(source.replace(/\\(.)/gs, (_, c: string) => escapes[c] ?? c), 'latin1');
  return bytes[0] === 0xfe && bytes[1] === 0xff ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le') : bytes.toString('latin1');
}

/** The text the pages draw, one line per text operator, decoded through each font's ToUnicode map. */
export function pdfText(pdf: Buffer): string {
  const all = objects(pdf);
  const fonts = new Map<string, Map<string, string>>();
  for (const { dict } of all.values()) {
    for (const [, name, ref] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = all.get(ref!)?.dict ?? '';
      const unicode = /\/ToUnicode (\d+) 0 R/.exec(font)?.[1];
      if (unicode) fonts.set(name!, cmap(all.get(unicode)?.stream?.toString('latin1') ?? ''));
    }
  }
  const lines: string[] = [];
  for (const { stream } of all.values()) {
    if (!stream) continue;
    const content = stream.toString('latin1');
    if (!content.includes(' Tf')) continue;
    let font = new Map<string, string>();
    // A span's ActualText stands for the glyphs inside it, as viewers read it.
    let actual = false;
    for (const op of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ|\/ActualText \(((?:\\.|[^\\)])*)\)|(EMC)/g)) {
      if (op[3] !== undefined) {
        lines.push(literal(op[3]));
        actual = true;
      } else if (op[4]) actual = false;
      else if (op[1]) font = fonts.get(op[1]) ?? new Map();
      else if (!actual) {
        const hex = [...op[2]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!).join('');
        let line = '';
        for (let i = 0; i < hex.length; i += 4) line += font.get(hex.slice(i, i + 4).toLowerCase()) ?? '';
        lines.push(line);
      }
    }
  }
  return lines.join('\n');
}
