// The web playground on a free port over a given core, as the HTTP tests start it: quiet logs and
// no board polling (every change must reach the streams because it was announced).

import { startWebPlayground, type WebPlayground } from '../../adapters/web/index.ts';
import { parseCommand } from '../../src/bot/grammar.ts';
import type { BotCore } from '../../src/bot/types.ts';
import { memoryLogger } from '../web/fake-core.ts';

/** The options of such a playground over `core` (a test adds a password or others). */
export function quietPlaygroundOptions(core: BotCore) {
  return { core, parseCommand, port: 0, logger: memoryLogger(), boardPollMs: 0 };
}

/** Starts the playground over `core` on a free port, without polling. */
export function startQuietPlayground(core: BotCore): Promise<WebPlayground> {
  return startWebPlayground(quietPlaygroundOptions(core));
}
