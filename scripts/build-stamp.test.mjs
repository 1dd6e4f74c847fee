// npm start's staleness check: a build is reused only when npm run build stamped it, from the current sources.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputsFingerprint, staleReason, writeStamp } from './build-stamp.mjs';

const options = { inputs: ['src', 'package-lock.json'], outputs: ['dist/index.html', 'apps/web/dist/x.js'] };

function write(root, path, text) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

describe('the build stamp', () => {
  let root;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'jk-stamp-'));
    write(root, 'src/app.ts', 'export const a = 1;');
    write(root, 'package-lock.json', '{}');
    write(root, 'dist/index.html', '<html></html>');
    write(root, 'apps/web/dist/x.js', '');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const stamp = () => writeStamp(root, { inputs: inputsFingerprint(root, options.inputs) });

  it('reuses a stamped build of the current sources', () => {
    stamp();
    expect(staleReason(root, options)).toBeNull();
  });

  it('rebuilds a build without a stamp, or with an output missing', () => {
    expect(staleReason(root, options)).toMatch(/no stamp/);
    stamp();
    rmSync(join(root, 'dist/index.html'));
    expect(staleReason(root, options)).toMatch(/dist\/index.html is missing/);
  });

  it('rebuilds when a source is edited, added or removed, or the dependencies change', () => {
    const edits = [
      () => utimesSync(join(root, 'src/app.ts'), new Date(), new Date(Date.now() + 5000)),
      () => write(root, 'src/new.ts', ''),
      () => rmSync(join(root, 'src/new.ts')),
      () => write(root, 'package-lock.json', '{"lockfileVersion":3}'),
    ];
    for (const edit of edits) {
      stamp();
      edit();
      expect(staleReason(root, options)).toMatch(/sources changed/);
    }
  });
});
