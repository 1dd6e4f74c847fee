// Refuses zip bombs before a spreadsheet library inflates an .xlsx: every entry is inflated here under a hard byte budget.
import { inflateRawSync } from 'node:zlib';

export const MAX_ZIP_ENTRIES = 500;
/** Far above any 1,000-row sheet of astrologers (about 1-2 MB of XML), low enough that SheetJS stays small in memory. */
export const MAX_UNZIPPED_BYTES = 8 * 1024 * 1024;

export type ZipCheck = 'ok' | 'not-zip' | 'too-large';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function findEndOfCentralDirectory(buf: Buffer): number {
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= stop; i--) if (buf.readUInt32LE(i) === EOCD) return i;
  return -1;
}

/**
 * Walks the central directory and inflates each entry with `maxOutputLength`, so a lying header or a
 * 1 KB -> 10 GB entry stops at the budget instead of filling memory. Sizes must match what the headers claim.
 */
export function checkZip(buf: Buffer): ZipCheck {
  try {
    if (buf.length < 22 || buf.readUInt32LE(0) !== LOCAL) return 'not-zip';
    const eocd = findEndOfCentralDirectory(buf);
    if (eocd < 0) return 'not-zip';
    const entries = buf.readUInt16LE(eocd + 10);
    let at = buf.readUInt32LE(eocd + 16);
    // ZIP64 markers: no spreadsheet we accept needs them.
    if (entries === 0xffff || at === 0xffffffff) return 'too-large';
    if (entries > MAX_ZIP_ENTRIES) return 'too-large';
    let budget = MAX_UNZIPPED_BYTES;
    for (let n = 0; n < entries; n++) {
      if (buf.readUInt32LE(at) !== CENTRAL) return 'not-zip';
      const method = buf.readUInt16LE(at + 10);
      const compressed = buf.readUInt32LE(at + 20);
      const declared = buf.readUInt32LE(at + 24);
      const nameLength = buf.readUInt16LE(at + 28);
      const extraLength = buf.readUInt16LE(at + 30);
      const commentLength = buf.readUInt16LE(at + 32);
      const local = buf.readUInt32LE(at + 42);
      at += 46 + nameLength + extraLength + commentLength;
      if (declared > budget) return 'too-large';
      if (buf.readUInt32LE(local) !== LOCAL) return 'not-zip';
      const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
      if (start + compressed > buf.length) return 'not-zip';
      const data = buf.subarray(start, start + compressed);
      let size: number;
      if (method === 0) size = data.length;
      else if (method === 8) size = inflateRawSync(data, { maxOutputLength: budget + 1 }).length;
      else return 'not-zip';
      if (size !== declared || size > budget) return 'too-large';
      budget -= size;
    }
    return 'ok';
  } catch (error) {
    // maxOutputLength exceeded is ERR_BUFFER_TOO_LARGE; anything else (bad offsets, bad deflate data) is a damaged archive.
    return (error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'not-zip';
  }
}
