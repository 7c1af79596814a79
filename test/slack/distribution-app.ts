// The Slack adapter in distribution mode on a SQLite file, against a fake Slack at `api`: what
// distribution.test.ts starts in its own process, and distribution-child.ts in another process
// (a restart on the same file).

import { startSlack, type SlackAdapter } from '../../adapters/slack/index.ts';
import { parseCommand } from '../../src/bot/grammar.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import { realCoreOn } from '../support/real-core.ts';
import { CLIENT_ID, CLIENT_SECRET } from './fake-slack.ts';
import { fakeApiOptions, MemoryLogger } from './harness.ts';
import { SIGNING_SECRET } from './signing.ts';

export const STATE_SECRET = 'state-secret-for-tests-0123456789';

/** One running bot: its store, core, adapter and log. */
export interface DistributedBot {
  readonly store: SqliteStore;
  readonly core: ReturnType<typeof realCoreOn<SqliteStore>>;
  readonly adapter: SlackAdapter;
  readonly logger: MemoryLogger;
  close(): Promise<void>;
}

/** Starts the real core and the Slack adapter (many workspaces) on the SQLite `file`. */
export async function startDistributed(
  file: string,
  api: { readonly apiUrl: string; readonly origin: string },
  now: () => number = Date.now,
): Promise<DistributedBot> {
  const store = new SqliteStore(file);
  const core = realCoreOn(store);
  const logger = new MemoryLogger();
  const adapter = await startSlack({
    core: core.bot,
    parseCommand,
    signingSecret: SIGNING_SECRET,
    distribution: {
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      stateSecret: STATE_SECRET,
      store,
      now,
    },
    logger,
    ...fakeApiOptions(api),
  });
  core.bot.registerPoster(adapter.poster);
  return {
    store,
    core,
    adapter,
    logger,
    async close() {
      await adapter.close();
      await store.close();
    },
  };
}
