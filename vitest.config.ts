import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Safety nets, not measures: a test on a machine loaded by other work can take minutes.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // A poll's deadline is a safety net, not a measure: generous enough for a machine loaded
    // with busy loops on every core (vitest's default is 1 s).
    expect: { poll: { timeout: 20_000 } },
  },
});
