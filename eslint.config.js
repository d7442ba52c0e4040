import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Folder boundaries (DESIGN.md): client never imports server; shared imports neither.
const noServerImports = {
  patterns: [{ group: ['#server/*', '**/server/*'], message: 'client/ and shared/ never import server/.' }],
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
      'no-restricted-imports': ['error', noServerImports],
      'no-console': ['error', { allow: ['error'] }],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noServerImports.patterns,
            { group: ['#client/*', '**/client/*'], message: 'shared/ never imports client/.' },
            { group: ['node:*'], message: 'shared/ runs in the browser too: no Node modules.' },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.{ts,js}'],
    rules: { 'no-console': 'off' },
  },
);
