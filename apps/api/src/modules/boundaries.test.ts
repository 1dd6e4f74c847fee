// The API's module boundaries: the lint zones of eslint.config.js refuse a reach into another module's inside, lib/
// importing a module and the money tables' schema outside modules/money; and no two modules import each other, even
// through services (docs/decisions/api-module-boundaries.md).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const modulesDir = dirname(fileURLToPath(import.meta.url));
const root = resolve(modulesDir, '../../../..');
const RULE = 'import-x/no-restricted-paths';

describe('the lint zones', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  /** The boundary errors ESLint reports for `code` as if it were the file at `path` (relative to the repository). */
  async function boundaryErrors(path: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: join(root, path) });
    return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
  }

  it("refuses a module importing another module's repository", async () => {
    const errors = await boundaryErrors(
      'apps/api/src/modules/cart/probe.ts',
      "import { createSession } from '../auth/session.repository.ts';\nexport const probe = createSession;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('A module reaches another module only through its service');
  });

  it("lets a module import another module's service, and its own files", async () => {
    const code = [
      "import { otpSecret } from '../auth/auth.service.ts';",
      "import * as repo from './cart.repository.ts';",
      "import { requireLiveAccount } from '../../plugins/live-account.ts';",
      'export const probe = [otpSecret, repo, requireLiveAccount];',
      '',
    ].join('\n');
    expect(await boundaryErrors('apps/api/src/modules/cart/probe.ts', code)).toEqual([]);
  });

  it('refuses a module importing the money tables (db/schema/money.ts), and lets modules/money', async () => {
    const code = "import * as money from '../../db/schema/money.ts';\nexport const probe = money;\n";
    const errors = await boundaryErrors('apps/api/src/modules/consultations/probe.ts', code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Only modules/money imports the money tables');
    expect(await boundaryErrors('apps/api/src/modules/money/probe.ts', code)).toEqual([]);
  });

  it('refuses lib/ importing a module, even its service, or a plugin', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/lib/probe.ts',
      [
        "import { otpSecret } from '../modules/auth/auth.service.ts';",
        "import { requireLiveAccount } from '../plugins/live-account.ts';",
        'export const probe = [otpSecret, requireLiveAccount];',
        '',
      ].join('\n'),
    );
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(error).toContain('lib/ imports no module, no plugin');
  });

  it('leaves tests free to reach inside a module', async () => {
    const code = "import { createSession } from '../auth/session.repository.ts';\nexport const probe = createSession;\n";
    expect(await boundaryErrors('apps/api/src/modules/cart/probe.test.ts', code)).toEqual([]);
  });
});

/** Every import of the API's module code (tests and fixtures left out, as the lint rule leaves them). */
function moduleImports(): { from: string; to: string }[] {
  const edges: { from: string; to: string }[] = [];
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : walk(path);
      return /\.ts$/.test(entry.name) && !/\.(test|fixture)\.ts$/.test(entry.name) ? [path] : [];
    });
  for (const file of walk(modulesDir)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (fileName.startsWith('.')) edges.push({ from: file, to: resolve(dirname(file), fileName) });
    }
  }
  return edges;
}

/** The module a file belongs to (modules/<name>/...), or null for a file outside the modules. */
function moduleOf(file: string): string | null {
  const path = relative(modulesDir, file);
  if (path.startsWith('..')) return null;
  const parts = path.split(sep);
  return parts.length > 1 ? parts[0]! : null;
}

/** Groups of modules that reach each other, in either direction, through imports (Tarjan's strongly connected components). */
function moduleCycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (m: string) => {
    index.set(m, next);
    low.set(m, next++);
    stack.push(m);
    for (const n of graph.get(m) ?? []) {
      if (!index.has(n)) {
        visit(n);
        low.set(m, Math.min(low.get(m)!, low.get(n)!));
      } else if (stack.includes(n)) low.set(m, Math.min(low.get(m)!, index.get(n)!));
    }
    if (low.get(m) === index.get(m)) {
      const group: string[] = [];
      let n: string;
      do {
        n = stack.pop()!;
        group.push(n);
      } while (n !== m);
      if (group.length > 1) cycles.push(group.sort());
    }
  };
  for (const m of graph.keys()) if (!index.has(m)) visit(m);
  return cycles;
}

describe('the module graph', () => {
  it('has no cycle: no two API modules import each other, directly or through others', () => {
    const graph = new Map<string, Set<string>>();
    for (const { from, to } of moduleImports()) {
      const [a, b] = [moduleOf(from), moduleOf(to)];
      if (!a || !b || a === b) continue;
      graph.set(a, (graph.get(a) ?? new Set()).add(b));
    }
    // The graph is read from the files: an empty one would mean the imports were not found, not that there is no cycle.
    expect(graph.get('payments')).toContain('invoices');
    expect(moduleCycles(graph)).toEqual([]);
  });
});
