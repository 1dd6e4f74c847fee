// Lint rules for the whole workspace: TypeScript everywhere, React rules for the web app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

// The web app's import direction: shared code (components, lib, config) -> features -> app. A feature imports
// neither another feature nor the app, so each one can be read, changed or removed on its own; what two features
// need goes to the shared folders, and app/ is where features are put together (routes, layouts, providers).
const root = fileURLToPath(new URL('.', import.meta.url));
const web = './apps/web/src';
const features = readdirSync(new URL(`${web}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const boundaryZones = [
  ...features.map((name) => ({
    target: `${web}/features/${name}`,
    from: `${web}/features`,
    except: [`./${name}`],
    message: 'A feature does not import another feature: move what both need to components/, lib/ or hooks/, or compose them in app/.',
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'A feature does not import the app: app/ puts features together, not the other way round.',
  },
  {
    target: [`${web}/components`, `${web}/hooks`, `${web}/lib`, `${web}/config`],
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared code does not import features or the app.',
  },
];

// The API's import direction: lib/ (infrastructure: no request, no business rule) -> plugins/ (one request concern
// each, and the live-account guard every write takes) -> modules/ -> app.ts, which puts them together. A module reaches
// another only through that module's service, modules/<m>/<m>.service.ts, or one of the public files listed here, so
// its repositories and helpers can change without a caller elsewhere; the money tables' schema belongs to
// modules/money alone. Tests, src/test/ and fixtures are exempt (docs/decisions/api-module-boundaries.md).
const api = './apps/api/src';
const apiModules = readdirSync(new URL(`${api}/modules`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((name) => name.name);
const apiServices = apiModules.map((name) => `./${name}/${name}.service.ts`);
// Files another module may import besides a service, each with its reason in the decision record. Keep it short:
// prefer re-exporting from the service.
const apiPublicFiles = [
  // The tariff: pure functions on plain values (what a minute costs, when it starts), read by the session engine.
  './money/tariff.ts',
];
const apiBoundaryZones = [
  ...apiModules.map((name) => ({
    target: `${api}/modules/${name}`,
    from: `${api}/modules`,
    except: [`./${name}`, ...apiServices.filter((service) => !service.startsWith(`./${name}/`)), ...apiPublicFiles],
    message:
      'A module reaches another module only through its service (modules/<m>/<m>.service.ts) or a public file listed in eslint.config.js: re-export what you need from that service.',
  })),
  {
    target: `${api}/db`,
    from: `${api}/modules`,
    except: [...apiServices, ...apiPublicFiles],
    message: 'The database code (the seed) reaches a module only through its service.',
  },
  {
    target: `${api}/lib`,
    from: [`${api}/modules`, `${api}/plugins`, `${api}/app.ts`],
    message: 'lib/ imports no module, no plugin and not the app: move what it needs into lib/ or pass it in.',
  },
  {
    target: `${api}/plugins`,
    from: [`${api}/modules`, `${api}/app.ts`],
    message: 'A plugin imports no module and not the app: modules build on plugins, not the other way round.',
  },
  {
    target: [
      ...apiModules.filter((name) => name !== 'money').map((name) => `${api}/modules/${name}`),
      `${api}/lib`,
      `${api}/plugins`,
      `${api}/app.ts`,
      `${api}/db/seed`,
    ],
    from: `${api}/db/schema/money.ts`,
    message: 'Only modules/money imports the money tables (db/schema/money.ts): ask the money service to credit, debit or refund.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'screens/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    // The web app imports its own files by relative path with the extension, which the Node resolver finds.
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts', 'apps/api/src/test/**', 'apps/api/src/**/*.fixture.ts', 'apps/api/src/**/fixtures/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: apiBoundaryZones }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
