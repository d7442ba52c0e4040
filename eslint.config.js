import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Folder boundaries (docs/architecture.md §2): client never imports server; shared imports neither. The server
// half of a page module (client/pages/<page>/page.server.ts) is server code: it may import server/, and client
// code takes only types from it.
const noServerImports = {
  patterns: [{ group: ['#server/*', '**/server/*'], message: 'client/ and shared/ never import server/.' }],
};
const noPageServerImports = {
  group: ['**/*.server.ts'],
  allowTypeImports: true,
  message: "A page's server half (*.server.ts) never enters the client's bundles: import its types only.",
};

const sharedPatterns = [
  ...noServerImports.patterns,
  { group: ['#client/*', '**/client/*'], message: 'shared/ never imports client/.' },
  { group: ['node:*'], message: 'shared/ runs in the browser too: no Node modules.' },
];

// Schemas that reach the browser are written with zod's mini build; the classic build is many times larger.
const noClassicZod = {
  paths: [{ name: 'zod', message: "Code that reaches the browser imports 'zod/mini', not the classic 'zod'." }],
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'var/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [...noServerImports.patterns, noPageServerImports], ...noClassicZod },
      ],
      'no-console': ['error', { allow: ['error'] }],
    },
  },
  {
    files: ['client/pages/**/*.server.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: sharedPatterns, ...noClassicZod }],
    },
  },
  {
    // Only the server parses the catalogue file; the client takes just the Product type from here.
    files: ['shared/schemas/product-schema.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedPatterns }] },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.{ts,js}'],
    rules: { 'no-console': 'off' },
  },
);
