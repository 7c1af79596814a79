// Test harness: the real discord.js client of the adapter, pointed at the fake Discord API,
// never logged in; raw gateway payloads are injected as INTERACTION_CREATE dispatches.

import {
  createDiscordAdapter,
  type DiscordAdapter,
  type ParseCommand,
} from '../../adapters/discord/index.ts';
import type { Logger } from '../../src/bot/ports.ts';
import type { BotCore } from '../../src/bot/types.ts';
import { FakeCore, fakeParseCommand } from './fake-core.ts';
import { FakeDiscord, type RecordedRequest } from './fake-discord.ts';
import { APPLICATION_ID } from './payloads.ts';

export interface LogLine {
  readonly level: 'debug' | 'info' | 'warn' | 'error';
  readonly message: string;
  readonly fields?: Record<string, unknown>;
}

/** A Logger that keeps its lines for assertions. */
export class MemoryLogger implements Logger {
  readonly lines: LogLine[] = [];
  debug(message: string, fields?: Record<string, unknown>) {
    this.lines.push({ level: 'debug', message, ...(fields && { fields }) });
  }
  info(message: string, fields?: Record<string, unknown>) {
    this.lines.push({ level: 'info', message, ...(fields && { fields }) });
  }
  warn(message: string, fields?: Record<string, unknown>) {
    this.lines.push({ level: 'warn', message, ...(fields && { fields }) });
  }
  error(message: string, fields?: Record<string, unknown>) {
    this.lines.push({ level: 'error', message, ...(fields && { fields }) });
  }
  find(message: string): LogLine[] {
    return this.lines.filter((l) => l.message === message);
  }
}

export const TEST_TOKEN = 'MTEyMDAwMDAwMDAwMDAwMDAwMQ.Gfake0.test-token-not-a-secret';

export interface Harness<C extends BotCore = FakeCore> {
  readonly api: FakeDiscord;
  readonly adapter: DiscordAdapter;
  readonly core: C;
  readonly logger: MemoryLogger;
  /** Dispatches a raw INTERACTION_CREATE payload as the gateway would. */
  inject(payload: object): void;
  /** Injects and waits until the adapter has finished with it; returns that interaction's requests. */
  run(payload: { id: string; token: string }): Promise<RecordedRequest[]>;
  close(): Promise<void>;
}

export async function startHarness<C extends BotCore = FakeCore>(
  options: { core?: C; parseCommand?: ParseCommand; deferAfterMs?: number } = {},
): Promise<Harness<C>> {
  const api = await FakeDiscord.start();
  const logger = new MemoryLogger();
  const core = (options.core ?? new FakeCore()) as C;
  const adapter = createDiscordAdapter({
    core,
    parseCommand: options.parseCommand ?? fakeParseCommand,
    token: TEST_TOKEN,
    applicationId: APPLICATION_ID,
    logger,
    clientOptions: { rest: { api: api.api } },
    ...(options.deferAfterMs !== undefined && { deferAfterMs: options.deferAfterMs }),
  });
  const inject = (payload: object) => {
    // discord.js's own gateway handler calls this action for INTERACTION_CREATE.
    (
      adapter.client as unknown as { actions: { InteractionCreate: { handle(d: object): void } } }
    ).actions.InteractionCreate.handle(payload);
  };
  return {
    api,
    adapter,
    core,
    logger,
    inject,
    async run(payload) {
      inject(payload);
      await adapter.idle();
      return api.forInteraction(payload.id, payload.token);
    },
    async close() {
      await adapter.close();
      await api.close();
    },
  };
}

/** The callback request of an interaction. */
export function callbackOf(requests: readonly RecordedRequest[]): RecordedRequest {
  const found = requests.find((r) => r.path.endsWith('/callback'));
  if (!found) throw new Error(`no callback among ${requests.map((r) => r.path).join(', ')}`);
  return found;
}

/** custom_ids of the buttons in a message body. */
export function customIds(json: {
  components?: { components: { custom_id: string }[] }[];
}): string[] {
  return (json.components ?? []).flatMap((row) => row.components.map((c) => c.custom_id));
}
