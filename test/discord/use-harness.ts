// The harness of a whole test file (or describe block): started in its beforeAll, closed in its
// afterAll. The handle it returns reads the started harness, so tests use it as they would the
// harness itself; a later beforeAll in the same scope runs after the start (vitest's hooks run
// in the order they are registered).

import { afterAll, beforeAll } from 'vitest';
import type { SudokuBot } from '../../src/bot/core.ts';
import { parseCommand } from '../../src/bot/grammar.ts';
import type { BotCore } from '../../src/bot/types.ts';
import { realCore } from '../support/real-core.ts';
import type { FakeCore } from './fake-core.ts';
import { MemoryLogger, startHarness, type Harness, type HarnessOptions } from './harness.ts';

/** Starts a harness before the tests of the calling scope and closes it after them. */
export function useHarness<C extends BotCore = FakeCore>(
  options: HarnessOptions<C> = {},
): Harness<C> {
  let started: Harness<C> | undefined;
  beforeAll(async () => {
    started = await startHarness(options);
  });
  afterAll(async () => {
    await started?.close();
    started = undefined;
  });
  const current = (): Harness<C> => {
    if (!started) throw new Error('the harness runs from beforeAll to afterAll: use it in a test');
    return started;
  };
  return {
    get api() {
      return current().api;
    },
    get adapter() {
      return current().adapter;
    },
    get core() {
      return current().core;
    },
    get logger() {
      return current().logger;
    },
    inject: (payload) => current().inject(payload),
    run: (payload) => current().run(payload),
    close: () => current().close(),
  };
}

/**
 * The real core (realCore, logging to `logger`) with the real command grammar behind a harness
 * started for the calling scope's tests.
 */
export function useRealCoreHarness(
  options: Omit<HarnessOptions<SudokuBot>, 'core' | 'parseCommand'> = {},
) {
  const logger = new MemoryLogger();
  const core = realCore(logger);
  const h = useHarness({ ...options, core: core.bot, parseCommand });
  return { ...core, logger, h };
}
