// The Slack harness of a whole test file (or describe block): started in its beforeAll with the
// fake API's users added, closed in its afterAll (useStarted: the handle reads the started
// harness, so tests use it as they would the harness itself).

import type { SlackOptions } from '../../adapters/slack/index.ts';
import type { Renderer } from '../../src/bot/ports.ts';
import type { BotCore } from '../../src/bot/types.ts';
import { realCore, type RealCoreParts } from '../support/real-core.ts';
import { useStarted } from '../support/use-started.ts';
import type { FakeUser } from './fake-slack.ts';
import { MemoryLogger, startHarness, type Harness } from './harness.ts';

/** How a file's harness starts. */
export interface UseHarnessOptions {
  /** Users the fake API knows (users.info), added once the harness has started. */
  readonly users?: readonly FakeUser[];
  /** Adapter options beside those that point it at the fake. */
  readonly adapter?: Partial<SlackOptions>;
}

/** Starts a harness on `core` before the tests of the calling scope and closes it after them. */
export function useHarness<C extends BotCore>(
  core: C,
  options: UseHarnessOptions = {},
): Harness<C> {
  return useStarted(async () => {
    const started = await startHarness(core, options.adapter);
    for (const user of options.users ?? []) started.api.addUser({ ...user });
    return started;
  });
}

/** What useRealCoreHarness starts the real core with. */
export interface RealCoreHarnessOptions extends UseHarnessOptions {
  /** The core's logger (default: a MemoryLogger the result returns). */
  readonly logger?: MemoryLogger;
  /** Default: the real renderer on this thread; null turns pictures off. */
  readonly renderer?: Renderer | null;
  /** Services in place of realCore's own (a gated photo reader, say). */
  readonly parts?: RealCoreParts;
}

/**
 * The real core (realCore: memory store, fixture puzzles, real hints and renderer) behind a
 * harness started for the calling scope's tests.
 */
export function useRealCoreHarness(options: RealCoreHarnessOptions = {}) {
  const logger = options.logger ?? new MemoryLogger();
  const core = realCore(logger, options.renderer, options.parts);
  const h = useHarness(core.bot, options);
  return { ...core, logger, h };
}
