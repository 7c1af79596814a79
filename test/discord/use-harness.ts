// The harness of a whole test file (or describe block): started in its beforeAll, closed in its
// afterAll (useStarted: the handle reads the started harness, so tests use it as they would the
// harness itself).

import type { SudokuBot } from '../../src/bot/core.ts';
import { parseCommand } from '../../src/bot/grammar.ts';
import type { BotCore } from '../../src/bot/types.ts';
import { realCore } from '../support/real-core.ts';
import { useStarted } from '../support/use-started.ts';
import type { FakeCore } from './fake-core.ts';
import { MemoryLogger, startHarness, type Harness, type HarnessOptions } from './harness.ts';

/** Starts a harness before the tests of the calling scope and closes it after them. */
export function useHarness<C extends BotCore = FakeCore>(
  options: HarnessOptions<C> = {},
): Harness<C> {
  return useStarted(() => startHarness(options));
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
