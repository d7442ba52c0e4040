import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Folder boundaries (docs/architecture.md §2): client never imports server; shared imports neither.
const noServerImports = {
  patterns: [{ group: ['#server/*', '**/server/*'], message: 'client/ and shared/ never import server/.' }],
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
      'no-restricted-imports': ['error', { ...noServerImports, ...noClassicZod }],
      'no-console': ['error', { allow: ['error'] }],
    },
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
