import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Folder boundaries (docs/architecture.md §2): shared/ imports nothing of ours; client/ imports shared/; pages/
// (the page modules) imports client/ and shared/, a page's server half (pages/**/*.server.ts) server/ too;
// server/ imports shared/ and the page modules' server halves, and reaches client/ only through the SSR entry,
// which it loads by path (server/render/ssr-runtime.ts), never by import. The patterns are gitignore-style, where a
// leading # starts a comment: the aliases (#server/*, …) are written with it escaped.
const noServerImports = {
  group: ['\\#server/*', '**/server/*'],
  message: 'client/, shared/ and the components of pages/ never import server/.',
};
const noClientImports = {
  group: ['\\#client/*', '**/client/*'],
  message: 'Server code (server/, pages/**/*.server.ts) never imports client/: it renders through the SSR entry.',
};
const noPageImports = {
  group: ['\\#pages/*', '**/pages/*'],
  message: 'Only the SSR entry (client/entry-server.tsx) imports the page modules, through pages/pages.tsx.',
};
const noPageComponents = {
  group: ['\\#pages/**/*.tsx', '**/pages/**/*.tsx'],
  message:
    "server/ imports a page's server half (pages/<page>/page.server.ts, pages/pages.server.ts), never its component.",
};
const noComponentValues = {
  group: ['**/*.tsx'],
  allowTypeImports: true,
  message: "A page's server half takes only types from its component (the SSR entry renders it).",
};
const noPageServerImports = {
  group: ['**/*.server.ts'],
  allowTypeImports: true,
  message: "A page's server half (*.server.ts) never enters the client's bundles: import its types only.",
};

const clientPatterns = [noServerImports, noPageServerImports];
const sharedPatterns = [
  noServerImports,
  { group: ['\\#client/*', '**/client/*'], message: 'shared/ never imports client/.' },
  noPageImports,
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
      // `const { id, ...fields } = product` is how a value is taken without some of its keys, typed, with no cast.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [...clientPatterns, noPageImports], ...noClassicZod }],
      'no-console': ['error', { allow: ['error'] }],
    },
  },
  {
    files: ['client/entry-server.tsx', 'pages/**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: clientPatterns, ...noClassicZod }] },
  },
  {
    files: ['pages/**/*.server.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noClientImports, noComponentValues] }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noClientImports, noPageComponents] }] },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: sharedPatterns, ...noClassicZod }],
    },
  },
  {
    // Only the server parses the catalogue file and the office's product form (its pages run no script); the
    // client takes just types and constants from here.
    files: [
      'shared/schemas/product-schema.ts',
      'shared/schemas/product-edit-schema.ts',
      'shared/schemas/collection-schema.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedPatterns }] },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.{ts,js}'],
    rules: { 'no-console': 'off' },
  },
);
