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
  /**
   * Injects and waits until the adapter has finished with it; returns that interaction's
   * requests and the channel-message requests (board edits, retirements) made meanwhile.
   */
  run(payload: { id: string; token: string }): Promise<RecordedRequest[]>;
  close(): Promise<void>;
}

/** The reply budget of tests that are not about it (the adapter's own is 150 ms). */
export const NO_RACE_DEFER_MS = 60_000;

/** How startHarness sets up the adapter (default: a FakeCore, the fake command parser). */
export interface HarnessOptions<C extends BotCore = FakeCore> {
  core?: C;
  parseCommand?: ParseCommand;
  deferAfterMs?: number;
  /** The Sudoku Activity on: boards carry "Play in Discord". */
  activity?: boolean;
  /** The adapter's clock of interaction tokens (user installs). */
  now?: () => number;
}

export async function startHarness<C extends BotCore = FakeCore>(
  options: HarnessOptions<C> = {},
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
    // Answers race a budget no busy machine misses unless a test races the real one: whether a
    // command is deferred then depends on its plan, never on the machine's speed.
    deferAfterMs: options.deferAfterMs ?? NO_RACE_DEFER_MS,
    ...(options.activity && { activity: true }),
    ...(options.now && { now: options.now }),
  });
  const inject = (payload: object) => {
    api.registerInteraction(
      payload as { id: string; token: string; channel_id?: string; message?: { id: string } },
    );
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
      const from = api.requests.length;
      inject(payload);
      await adapter.idle();
      // The interaction's own requests, and the board edits and posts it caused by REST.
      const mine = new Set(api.forInteraction(payload.id, payload.token));
      return api.requests.slice(from).filter((r) => mine.has(r) || r.path.startsWith('/channels/'));
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

/** A message as the users end up seeing it after an interaction's requests. */
export interface SeenMessage {
  readonly content: string;
  readonly ephemeral: boolean;
  /** The request that carried its final content (callback, edit or follow-up). */
  readonly request: RecordedRequest;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any;
}

/**
 * Replays an interaction's requests the way Discord applies them: a reply callback or a
 * deferred message edited later (with the defer's visibility), follow-ups with their own flags,
 * and a deleted original gone. Whatever path the adapter took, this is what people see.
 */
export function seenMessages(requests: readonly RecordedRequest[]): SeenMessage[] {
  const seen: (SeenMessage & { original: boolean })[] = [];
  let deferredEphemeral = false;
  const isEphemeral = (flags: number | undefined) => ((flags ?? 0) & 64) !== 0;
  const setOriginal = (message: SeenMessage) => {
    const at = seen.findIndex((m) => m.original);
    if (at >= 0) seen[at] = { ...message, original: true };
    else seen.unshift({ ...message, original: true });
  };
  for (const r of requests) {
    if (r.path.endsWith('/callback')) {
      const { type, data } = r.json as {
        type: number;
        data?: { flags?: number; content?: string };
      };
      if (type === 5) deferredEphemeral = isEphemeral(data?.flags);
      if (type === 4 || type === 7) {
        setOriginal({
          content: data?.content ?? '',
          ephemeral: isEphemeral(data?.flags),
          request: r,
          body: data,
        });
      }
    } else if (r.method === 'PATCH' && r.path.endsWith('/messages/@original')) {
      setOriginal({
        content: r.json.content ?? '',
        ephemeral: deferredEphemeral,
        request: r,
        body: r.json,
      });
    } else if (r.method === 'DELETE' && r.path.endsWith('/messages/@original')) {
      const at = seen.findIndex((m) => m.original);
      if (at >= 0) seen.splice(at, 1);
    } else if (r.method === 'POST' && /^\/webhooks\/\d+\/[^/]+$/.test(r.path)) {
      seen.push({
        content: r.json.content ?? '',
        ephemeral: isEphemeral(r.json.flags),
        request: r,
        body: r.json,
        original: false,
      });
    }
  }
  return seen;
}

/** The one message an interaction left, or a failure listing what it left. */
export function onlySeen(requests: readonly RecordedRequest[]): SeenMessage {
  const seen = seenMessages(requests);
  if (seen.length !== 1) {
    throw new Error(
      `expected one message, saw ${seen.length}: ${seen.map((m) => m.content).join(' | ')}`,
    );
  }
  return seen[0]!;
}

/**
 * Runs a payload and adds every message text people saw because of it (replies, and messages
 * posted or edited in channels by REST) to `texts`, for checks across a whole session.
 */
export async function runSeeing(
  h: Pick<Harness<BotCore>, 'run'>,
  payload: { id: string; token: string },
  texts: string[],
): Promise<RecordedRequest[]> {
  const requests = await h.run(payload);
  for (const m of seenMessages(requests)) texts.push(m.content);
  for (const r of requests) {
    if (r.path.startsWith('/channels/') && typeof r.json?.content === 'string')
      texts.push(r.json.content);
  }
  return requests;
}

/** Hands `message` (gatewayMessage) to discord.js as the gateway's MESSAGE_CREATE would. */
export function deliverMessage(h: Pick<Harness<BotCore>, 'adapter'>, message: object): void {
  (
    h.adapter.client as unknown as { actions: { MessageCreate: { handle(d: object): void } } }
  ).actions.MessageCreate.handle(message);
}
