import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Web feature boundaries (STYLE: features never reach into each other). A feature is used through its
// entry, features/<name>/index.ts (features/admin/<name>/index.ts for the console's), which exports what
// routes and other features may use; inside a feature, imports are relative and stay inside it.
// no-restricted-imports options do not merge across config blocks: each block lists all that apply.
const throughFeatureEntry = [
  {
    group: ['@/features/*/**', '!@/features/admin/*', '@/features/admin/*/**'],
    message:
      "Import a feature through its entry, '@/features/<name>' ('@/features/admin/<name>' for the console's): it exports what others may use. Inside a feature, import relatively.",
  },
  { regex: '^(\\.\\./)+features/', message: "Import a feature through its entry, '@/features/<name>', not by a relative path." },
];
/** A relative import climbing `levels` folders from where this rule applies leaves the feature. */
const staysInFeature = (levels) => ({
  regex: `^(\\.\\./){${levels}}`,
  message: "This relative import leaves its feature: import the other feature through its entry, '@/features/<name>' (features are at most two folders deep).",
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'data/**', 'coverage/**', '**/*.svg', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: throughFeatureEntry }] },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...throughFeatureEntry, staysInFeature(2)] }] },
  },
  {
    // Files at the top of a feature (features/cart/cart-item.ts, features/admin/orders/index.ts).
    files: ['apps/web/src/features/*/*.{ts,tsx}', 'apps/web/src/features/admin/*/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...throughFeatureEntry, staysInFeature(1)] }] },
  },
  {
    files: ['apps/web/src/{components,hooks,lib,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)features(/|$)',
              message: 'components/, hooks/, lib/ and config/ serve every feature and never import one: move what two features share here instead.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name='spyOn'][arguments.0.name='console']",
          message:
            "Tests fail on console output (src/test/setup.ts); declare an expected message with expectConsoleError/expectConsoleWarn from '@/test/console'.",
        },
      ],
    },
  },
  {
    // API module boundaries (docs/architecture.md): a module uses another only through its entry,
    // modules/<name>/index.ts, and reads and writes only its own tables (modules/<name>/<name>.schema.ts).
    files: ['apps/api/src/modules/*/*.ts'],
    ignores: ['apps/api/src/modules/*/*.test.ts', 'apps/api/src/modules/*/*.schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./[a-z-]+/', message: "Use another module through its entry, '../<module>': its repository and tables are its own." },
            { regex: '^\\.\\./\\.\\./schema$', message: "A module reads and writes only its own tables: import them from './<module>.schema'." },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/*/*.schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[a-z-]+/(?![a-z-]+\\.schema$)',
              message: "A schema file names other modules' tables only for foreign keys, through their schema files.",
            },
          ],
        },
      ],
    },
  },
  {
    // db/ is the ground floor: the connection, transactions and column helpers every module builds on. It
    // imports no module (each module's own start-up step loads what it needs, e.g. the PIN directory).
    files: ['apps/api/src/db/**/*.ts'],
    ignores: ['apps/api/src/db/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(modules|seed|schema)(/|$)', message: 'db/ sits below the modules and never imports one (nor the seed or the gathered schema).' },
          ],
        },
      ],
    },
  },
  {
    // The seed and the test factories sit above the modules and write through their public entries.
    files: ['apps/api/src/seed/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./modules/[a-z-]+/',
              message: "Use a module through its entry, '../modules/<module>': its repository files and tables are its own.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(@store/(api|web)(/|$)|@/|(\\.\\./)+apps/)', message: 'The shared package serves the apps and never imports from them.' }] },
      ],
    },
  },
  {
    // The sandboxes stand outside the shop: each imitates an outside service's public API (Razorpay's,
    // Shiprocket's) and reaches the shop over HTTP only, as the service does; they and the kit they
    // share import nothing of the apps (nor their shared package).
    files: ['packages/razorpay-sandbox/**/*.ts', 'packages/shiprocket-sandbox/**/*.ts', 'packages/sandbox-kit/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@store/(api|web|shared)(/|$)|@/|(\\.\\./)+(apps|shared)/)',
              message: 'A sandbox imports nothing from the shop: it depends only on the shapes of the API it imitates.',
            },
          ],
        },
      ],
    },
  },
);
