// Test harness: the real Slack adapter (real Bolt app, HTTP receiver on 127.0.0.1) against the
// fake Slack Web API, driven by signed requests. Cores: the real bot core (memory store, fixture
// puzzles, real hints and renderer) or a fake one for failure injection.

import { startSlack, type SlackAdapter, type SlackOptions } from '../../adapters/slack/index.ts';
import { parseCommand } from '../../src/bot/grammar.ts';
import type { BotCore } from '../../src/bot/types.ts';
import { MemoryLogger } from '../bot/harness.ts';
import { BOT_TOKEN, FakeSlack, type RecordedCall } from './fake-slack.ts';
import {
  button,
  CHANNEL_ID,
  event,
  eventPayload,
  mention,
  post,
  SIGNING_SECRET,
  slash,
  type ButtonOptions,
  type SentRequest,
  type SignedRequest,
  type SlashOptions,
} from './signing.ts';

export { MemoryLogger };

/** Sudoku Exchange easy #1 (public domain), as in test/fixtures/puzzles-with-solutions.txt. */
export { PHOTO_GRID, RecordingStore, realCore } from '../support/real-core.ts';

export interface Harness<C extends BotCore> {
  readonly api: FakeSlack;
  readonly adapter: SlackAdapter;
  readonly core: C;
  readonly logger: MemoryLogger;
  /** The adapter's events URL. */
  readonly url: string;
  /** Sends a request and returns at once with the response (the ack). */
  send(request: SignedRequest, sign?: Parameters<typeof post>[2]): Promise<SentRequest>;
  /** Sends a request, waits until the adapter is done with it, returns the Web API calls it made. */
  run(request: SignedRequest): Promise<{ response: SentRequest; calls: RecordedCall[] }>;
  /** Waits until nothing is in flight. */
  settle(): Promise<void>;
  /** A slash command whose response_url points at the fake. */
  slash(text: string, options?: SlashOptions): SignedRequest;
  /** A button press whose response_url points at the fake. */
  button(command: string, options: ButtonOptions): SignedRequest;
  close(): Promise<void>;
}

/** The adapter options that point it at the fake: loopback on a free port, the fake's Web API. */
export function fakeApiOptions(api: Pick<FakeSlack, 'apiUrl' | 'origin'>) {
  return {
    port: 0,
    host: '127.0.0.1',
    clientOptions: { slackApiUrl: api.apiUrl, retryConfig: { retries: 0 } },
    fileHosts: [api.origin],
    fileRetryMs: 20,
  } satisfies Partial<SlackOptions>;
}

/** Waits until the adapter has finished everything it acknowledged. */
export async function settleAdapter(adapter: SlackAdapter): Promise<void> {
  // Listeners start their work in the turn that acknowledges; give them a turn, then wait.
  for (let round = 0; round < 3; round++) {
    await new Promise((resolve) => setImmediate(resolve));
    await adapter.idle();
  }
}

/** Starts the adapter in HTTP mode against a fresh fake Slack API. */
export async function startHarness<C extends BotCore>(
  core: C,
  options: Partial<SlackOptions> = {},
): Promise<Harness<C>> {
  const api = await FakeSlack.start();
  const logger = new MemoryLogger();
  const adapter = await startSlack({
    core,
    parseCommand,
    botToken: BOT_TOKEN,
    signingSecret: SIGNING_SECRET,
    logger,
    ...fakeApiOptions(api),
    ...options,
  });
  const settle = () => settleAdapter(adapter);
  const send = (request: SignedRequest, sign?: Parameters<typeof post>[2]) =>
    post(adapter.url!, request, sign);
  return {
    api,
    adapter,
    core,
    logger,
    url: adapter.url!,
    send,
    async run(request) {
      const before = api.calls.length;
      const response = await send(request);
      await settle();
      return { response, calls: api.calls.slice(before) };
    },
    settle,
    slash: (text, opts = {}) => slash(text, { responseUrl: api.responseUrl(), ...opts }),
    // Like Slack, a press carries the blocks of the message the button sits under.
    button: (command, opts) => {
      const shown = opts.ephemeral
        ? undefined
        : api.message(opts.channel ?? CHANNEL_ID, opts.messageTs)?.blocks;
      return button(command, {
        responseUrl: api.responseUrl(),
        ...(shown && { messageBlocks: shown }),
        ...opts,
      });
    },
    async close() {
      await adapter.close();
      await api.close();
    },
  };
}

/** Messages (not ephemeral) that a run posted with chat.postMessage. */
export function posted(calls: readonly RecordedCall[]): RecordedCall[] {
  return calls.filter((c) => c.method === 'chat.postMessage' && c.response?.ok);
}

/** The blocks of a call, by type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function blocksOf(call: RecordedCall, type: string): any[] {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (call.params.blocks ?? []).filter((b: any) => b.type === type);
}

/** The section text of a call's message. */
export function textOf(call: RecordedCall): string {
  return blocksOf(call, 'section')
    .map((b) => b.text.text as string)
    .join('\n');
}

/** The buttons of a call's message: [action_id, value]. */
export function buttonsOf(call: RecordedCall): [string, string][] {
  return blocksOf(call, 'actions').flatMap((b) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    b.elements.map((e: any) => [e.action_id, e.value] as [string, string]),
  );
}

/** Web API methods (and response URLs) whose text people see. */
const SHOWN = new Set(['chat.postMessage', 'chat.update', 'response_url', 'chat.postEphemeral']);

/**
 * Runs a request and adds the text of every message people saw because of it to `texts`, for
 * checks across a whole session.
 */
export async function runSeeing<C extends BotCore>(
  h: Pick<Harness<C>, 'run'>,
  request: SignedRequest,
  texts: string[],
): Promise<{ response: SentRequest; calls: RecordedCall[] }> {
  const result = await h.run(request);
  for (const c of result.calls) if (SHOWN.has(c.method)) texts.push(textOf(c));
  return result;
}

/** A message mentioning the bot with a photo (a PNG the fake serves) in the channel. */
export function photoMention(api: FakeSlack, text = 'what is this one?'): SignedRequest {
  const photo = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(9_000, 5)]);
  const url = api.hostFile('grid.png', photo, 'image/png');
  const payload = eventPayload('mention', { text: mention(text) });
  payload.event.files[0] = {
    ...payload.event.files[0],
    mimetype: 'image/png',
    size: photo.length,
    url_private_download: url,
  };
  return event(payload);
}
