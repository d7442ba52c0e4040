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
  // One worker per core (jest's default is half of them). Tests wait on child processes, PostgreSQL and scrypt
  // as much as on the CPU, so both cores stay busy.
  maxWorkers: '100%',
  // Sized for a machine four times slower than a quiet 2-core one: a test that waits for a state (a spawned
  // process, a sign-in's scrypt, an e-mail) fails by its own assertion, not by a time-out, on a busy machine.
  testTimeout: 30_000,
  // One PostgreSQL cluster for the run; each test file makes its own databases in it.
  globalSetup: '<rootDir>/tests/global-setup.ts',
  globalTeardown: '<rootDir>/tests/global-teardown.ts',
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
