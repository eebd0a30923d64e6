// ESLint flat config. The architecture's boundaries (docs/architecture.md) are rules here:
// - a feature imports another feature only through that feature's index.ts;
// - src/components and src/lib import no feature and not src/app;
// - nothing in src/ imports mocks/ but the mock-mode entry (src/main.tsx), the mock identity
//   provider's pages (compiled out of production builds), tests, stories and src/testing;
// - mocks/ does not import src/app (what the mock shares with the app lives in src/lib or src/components);
// - no import cycles.
// Fix the code, never the rule: a boundary that must move is changed here with a reason.
import { readdirSync } from 'node:fs';
import { relative, sep } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import vitest from '@vitest/eslint-plugin';
import storybook from 'eslint-plugin-storybook';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Every feature may reach every other feature only through its index.ts. */
const featureZones = features.flatMap((feature) =>
  features
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `./src/features/${feature}`,
      from: `./src/features/${other}`,
      except: ['./index.ts'],
      message: `Import the ${other} feature through its index.ts (src/features/${other}/index.ts), not its internals.`,
    })),
);

const sharedZones = [
  {
    target: ['./src/components', './src/lib'],
    from: ['./src/features', './src/app'],
    message: 'Shared code (src/components, src/lib) imports no feature and not src/app.',
  },
];

const appZone = {
  target: './src/features',
  from: './src/app',
  message:
    'Features do not import src/app (providers, router, shell, theme); what they share lives in src/components or src/lib.',
};

const mockZone = {
  target: './src',
  from: './mocks',
  message: 'App code never imports mocks/: only src/main.tsx (mock mode), tests, stories and src/testing do.',
};

/**
 * The mock is layered like a server: db/ (records, their rules) → views/ (record → answer) → queries/
 * (derived views over the store) → handlers/ (HTTP: parse, call, answer). Each layer imports only the
 * ones before it (and support/).
 */
const mockLayerZones = [
  {
    target: './mocks/db',
    from: ['./mocks/views', './mocks/queries', './mocks/handlers'],
    message:
      'mocks/db (records and their rules) imports no view, query or handler: the layers go db → views → queries → handlers.',
  },
  {
    target: './mocks/views',
    from: ['./mocks/queries', './mocks/handlers'],
    message:
      'mocks/views (record → answer) imports no query or handler: the layers go db → views → queries → handlers.',
  },
  {
    target: './mocks/queries',
    from: './mocks/handlers',
    message: 'mocks/queries imports no handler (HTTP only): the layers go db → views → queries → handlers.',
  },
];

const mockAppZone = {
  target: './mocks',
  from: './src/app',
  message:
    'The mock does not import src/app (providers, router, shell): what it shares with the app lives in src/lib or src/components.',
};

/** The mock-only UI (src/features/mock-*) builds on the mock; the mock never imports a feature. */
const mockFeatureZone = {
  target: './mocks',
  from: './src/features',
  message:
    'The mock does not import features: its own UI (demo controls, sign-in pages) lives in src/features/mock-* and imports the mock, not the other way.',
};

/**
 * One file-name case: every folder and file under src/, mocks/, scripts/ and e2e/ is kebab-case,
 * with dot-separated kebab-case suffixes (`unit-list-route.tsx`, `unit-form.test.ts`,
 * `status-badge.stories.tsx`, `schema.gen.ts`), so a name never depends on who wrote the file and
 * an import path can be typed without looking it up.
 */
const KEBAB_CASE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
/** Paths (from the repository root) that keep a name a tool dictates, each with the reason. */
const FILE_NAME_EXCEPTIONS = {};

const kebabCaseFileName = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File and folder names under src/, mocks/, scripts/ and e2e/ are kebab-case.' },
    schema: [],
    messages: { notKebab: '"{{name}}" in {{path}} is not kebab-case: rename it (for example my-thing.tsx).' },
  },
  create(context) {
    const path = relative(context.cwd, context.filename).split(sep).join('/');
    if (path in FILE_NAME_EXCEPTIONS) return {};
    const wrong = path.split('/').find((name) => !KEBAB_CASE_NAME.test(name));
    if (!wrong) return {};
    return {
      Program(node) {
        context.report({ node, messageId: 'notKebab', data: { name: wrong, path } });
      },
    };
  },
};

const testFiles = ['**/*.test.{ts,tsx}', 'src/testing/**', '.storybook/**'];
const storyFiles = ['**/*.stories.tsx', '**/stories-support.ts'];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-*/',
      'test-results/',
      'playwright-report/',
      'storybook-static/',
      'public/mockServiceWorker.js',
      'src/lib/api/schema.gen.ts',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      // One import order everywhere: node builtins, packages, our aliases (@/…, @mocks/…), then
      // relative paths from far to near. Side-effect imports (CSS, setup files) keep their place:
      // moving them could change what runs first.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [
            { pattern: '@/**', group: 'internal' },
            { pattern: '@mocks/**', group: 'internal' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
          alphabetize: { order: 'ignore' },
          warnOnUnassignedImports: false,
        },
      ],
    },
  },
  {
    files: ['{src,mocks,scripts,e2e}/**/*.{ts,tsx,js,mjs}'],
    plugins: { local: { rules: { 'kebab-case-file-name': kebabCaseFileName } } },
    rules: { 'local/kebab-case-file-name': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...sharedZones, appZone, mockZone] }],
    },
  },
  {
    // The mock-mode entry, the mock-only UI (src/features/mock-*: the mock identity provider's pages and
    // the demo controls, compiled out of production builds: vite.config.ts excludeMockModules), tests,
    // stories and the test helpers may use the mock.
    files: ['src/main.tsx', 'src/features/mock-*/**', ...testFiles, ...storyFiles],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...sharedZones] }],
    },
  },
  {
    files: ['mocks/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [mockAppZone, mockFeatureZone, ...mockLayerZones] }],
    },
  },
  {
    // The store's modules take the `Db` type and the record types from tables.ts; an import of the
    // store's index would close a circle that import-x/no-cycle cannot see when it is type-only.
    files: ['mocks/db/*.ts'],
    ignores: ['mocks/db/index.ts', 'mocks/db/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['.', './index', './index.ts', '@mocks/db', '@mocks/db/index'].map((name) => ({
            name,
            message: 'A store module imports tables.ts (Db and the record types), never the store index.',
          })),
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    plugins: { vitest },
    languageOptions: { globals: { ...vitest.environments.env.globals } },
    rules: {
      ...vitest.configs.recommended.rules,
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'assert*'] }],
    },
  },
  {
    files: ['src/**/*.test.tsx'],
    ...testingLibrary.configs['flat/react'],
  },
  ...storybook.configs['flat/recommended'],
  prettier,
);
