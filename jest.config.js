// Jest in ESM mode with @swc/jest: TypeScript and TSX without type-checking (tsc does that).
const swc = [
  '@swc/jest',
  {
    module: { type: 'es6' },
    jsc: {
      target: 'es2023',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
  },
];

const base = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.[jt]sx?$': swc },
  moduleNameMapper: { '\\.css$': '<rootDir>/tests/stubs/style.js' },
};

export default {
  projects: [
    {
      ...base,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/{unit,integration}/**/*.test.ts'],
    },
    {
      ...base,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/tests/setup-dom.ts'],
      testMatch: ['<rootDir>/tests/unit/**/*.test.tsx'],
    },
  ],
};
