// Slack adapter latency per command: from a signed request sent to the real Bolt app (HTTP
// receiver on 127.0.0.1) to its ack (the HTTP response), and to the posted reply (the chat.*
// or response_url call arriving at a local fake Slack Web API, after the board image's three
// upload calls). The real bot core runs behind it (memory store, fixture puzzles, real hints,
// the real renderer drawing every board in its worker threads) and, as in main.ts, the replay guard claims each
// request in a SQLite store (a file with synchronous=FULL; SLACK_BENCH_GUARD=memory for the
// in-process guard). Peers in the same run: a plain Bolt app whose command listener only acks
// (a series of its own first, then one request before each of the bot's, so both see the same
// load), and Slack's 3,000 ms deadline. A second table breaks the ack down by stage (the
// adapter's AckSample stages plus the way in and out measured against the client's clock).
// The photo reader is a stand-in that returns a fixed reading (the photo is still downloaded
// with the bot token). Requests are sent from a worker thread, so the client's clock keeps
// running while the core works on the main thread (Slack's servers don't share the bot's event
// loop either).
// `npm run bench -- slack` (SLACK_BENCH_N sets the samples per command, default 60).

import { App, HTTPReceiver } from '@slack/bolt';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSlack, type AckSample } from '../adapters/slack/index.ts';
import { claimGuard, MemoryReplayGuard } from '../adapters/slack/replay.ts';
import { createRenderPool } from '../src/render/index.ts';
import { SqliteStore } from '../src/store/sqlite.ts';
import { parseCommand } from '../src/bot/grammar.ts';
import type { Logger } from '../src/bot/ports.ts';
import { makeCellName } from '../src/engine/cell.ts';
import { BOT_TOKEN, FakeSlack, type RecordedCall } from '../test/slack/fake-slack.ts';
import {
  button,
  CHANNEL_ID,
  event,
  eventPayload,
  post,
  SIGNING_SECRET,
  slash,
  type SignedRequest,
} from '../test/slack/signing.ts';
import { realCore } from '../test/support/real-core.ts';
import { percentile, printTable } from './lib.ts';
import { absolute, startSlackClient, type ClientReply } from './slack-client.ts';

const N = Number(process.env.SLACK_BENCH_N ?? 60);
const WARMUP = 5;
const BURST = 8;
const BURST_ROUNDS = Number(process.env.SLACK_BENCH_BURSTS ?? 15);
const DEADLINE_MS = 3000;
const ADMIN = { id: 'U0ADMIN01', name: 'admin' };
const GRID = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const api = await FakeSlack.start();
api.addUser({ id: 'U0ADA0001', name: 'ada' });
// Pictures are drawn in worker threads, as main.ts sets it up (SLACK_BENCH_RENDER=inline: here).
const renderInline = process.env.SLACK_BENCH_RENDER === 'inline';
const renderPool = renderInline ? undefined : createRenderPool();
await renderPool?.warm();
const { bot: core, store } = realCore(silent, renderPool);
const guardKind = process.env.SLACK_BENCH_GUARD === 'memory' ? 'memory' : 'sqlite';
const claimsDir = mkdtempSync(join(tmpdir(), 'slack-bench-'));
const claims = new SqliteStore(join(claimsDir, 'claims.db'), { synchronous: 'full' });
const loadAtStart = loadavg();
const adapter = await startSlack({
  core,
  parseCommand,
  botToken: BOT_TOKEN,
  signingSecret: SIGNING_SECRET,
  port: 0,
  host: '127.0.0.1',
  logger: silent,
  adminUsers: [ADMIN.id],
  clientOptions: { slackApiUrl: api.apiUrl, retryConfig: { retries: 0 } },
  fileHosts: [api.origin],
  replayGuard: guardKind === 'sqlite' ? claimGuard(claims) : new MemoryReplayGuard(),
  // The adapter's own account of each ack, and when (on the clock the client thread shares).
  onAck: (sample) => acks.push({ sample, at: absolute(performance.now()) }),
});

// The peer: Bolt's own receiver and signature check, a listener that acks and does nothing.
const peerReceiver = new HTTPReceiver({ signingSecret: SIGNING_SECRET, logger: quietBolt() });
const peer = new App({
  token: BOT_TOKEN,
  receiver: peerReceiver,
  logger: quietBolt(),
  clientOptions: { slackApiUrl: api.apiUrl },
});
peer.command('/sudoku', async ({ ack }) => ack());
const peerServer = (await peer.start({ port: 0, host: '127.0.0.1' })) as Server;
const peerUrl = `http://127.0.0.1:${(peerServer.address() as AddressInfo).port}/slack/events`;

function quietBolt() {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const logger: any = { debug() {}, info() {}, warn() {}, error() {}, setName() {} };
  logger.setLevel = () => {};
  logger.getLevel = () => 'error';
  return logger;
}

const acks: { sample: AckSample; at: number }[] = [];
const conversationKey = { platform: 'slack' as const, conversationId: CHANNEL_ID };
const withUrl = (text: string, options: Parameters<typeof slash>[1] = {}) =>
  slash(text, { responseUrl: api.responseUrl(), ...options });

async function settle(): Promise<void> {
  for (let round = 0; round < 3; round++) {
    await new Promise((resolve) => setImmediate(resolve));
    await adapter.idle();
  }
}

/** Runs a request outside the measurements (to set up the state a measured command needs). */
async function prepare(request: SignedRequest): Promise<void> {
  await post(adapter.url!, request);
  await settle();
}

/** The first empty cell of the channel's game and its digit; a new game when none is left. */
async function nextMove(): Promise<{ cell: string; digit: number }> {
  let game = await store.currentGame(conversationKey);
  if (!game || game.status !== 'playing' || !game.entries.some((_, c) => !game!.givens[c])) {
    await prepare(withUrl('new easy'));
    game = (await store.currentGame(conversationKey))!;
  }
  const cell = [...game.givens.keys()].find((c) => !game!.givens[c] && !game!.entries[c])!;
  return { cell: makeCellName(cell, 9), digit: game.solution[cell]! };
}

async function placeOne(): Promise<string> {
  const move = await nextMove();
  await prepare(withUrl(`${move.cell} ${move.digit}`));
  return move.cell;
}

/** The ts of the channel's latest board message (posting one when none is left), for buttons. */
async function boardTs(): Promise<string> {
  const latest = () =>
    api.messages
      .filter((m) => m.channel === CHANNEL_ID && m.blocks.some((b) => b.type === 'actions'))
      .at(-1);
  if (!latest()) await prepare(withUrl('board'));
  return latest()!.ts;
}

const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(48_000, 7)]);
const photoUrl = api.hostFile('grid.jpg', photo, 'image/jpeg');
function photoEvent(): SignedRequest {
  const payload = eventPayload('im-file');
  payload.event.ts = `${Date.now() / 1000}${Math.random().toString().slice(2, 6)}`;
  payload.event.files[0] = {
    ...payload.event.files[0],
    mimetype: 'image/jpeg',
    size: photo.length,
    url_private_download: photoUrl,
  };
  return event(payload);
}

type Make = () => Promise<SignedRequest> | SignedRequest;
const cases: [string, Make][] = [
  ['/sudoku today', () => withUrl('today')],
  ['/sudoku new hard', () => withUrl('new hard')],
  ['/sudoku board', () => withUrl('board')],
  [
    '/sudoku r3c5 7 (place)',
    async () => {
      const move = await nextMove();
      return withUrl(`${move.cell} ${move.digit}`);
    },
  ],
  ['/sudoku clear', async () => withUrl(`clear ${await placeOne()}`)],
  ['/sudoku note', async () => withUrl(`note ${(await nextMove()).cell} 1 5 9`)],
  ['/sudoku undo', async () => (await placeOne(), withUrl('undo'))],
  ['/sudoku hint', async () => (await nextMove(), withUrl('hint'))],
  ['/sudoku stats (ephemeral)', () => withUrl('stats')],
  ['/sudoku leaderboard', () => withUrl('leaderboard')],
  ['/sudoku help (ephemeral)', () => withUrl('help')],
  ['/sudoku solve GRID (ephemeral)', () => withUrl(`solve ${GRID}`)],
  ['/sudoku schedule (admin)', () => withUrl('schedule 08:00', { user: ADMIN })],
  [
    'button Hint (chat.update)',
    async () => {
      await nextMove();
      return button('hint', { messageTs: await boardTs(), responseUrl: api.responseUrl() });
    },
  ],
  [
    'button Undo (chat.update)',
    async () => {
      await placeOne();
      return button('undo', { messageTs: await boardTs(), responseUrl: api.responseUrl() });
    },
  ],
  [
    'digit button (a move by taps)',
    async () => {
      const move = await nextMove();
      const game = (await store.currentGame(conversationKey))!;
      const blockId = `sudoku-move@${game.id}`;
      return button(String(move.digit), {
        messageTs: await boardTs(),
        responseUrl: api.responseUrl(),
        actionId: `sudoku:digit:${move.digit}`,
        blockId,
        state: { [blockId]: { 'sudoku:cell': { selected_option: { value: move.cell } } } },
      });
    },
  ],
  ['photo in a DM (event)', () => photoEvent()],
];

const isMessage = (c: RecordedCall) =>
  ['chat.postMessage', 'chat.postEphemeral', 'chat.update', 'response_url'].includes(c.method) &&
  c.response?.ok === true;

// The client: fetch in its own thread; times as absolute ms (timeOrigin + now) across threads.
const client = startSlackClient();
const send = (url: string, request: SignedRequest) => client.send(url, request);

/** Sends one request; ms to the ack and to the first posted message (then waits for the rest). */
async function measure(url: string, request: SignedRequest, waitForPost: boolean) {
  const before = absolute(performance.now());
  const postedCall = waitForPost
    ? api.waitFor((c) => absolute(c.at) >= before && isMessage(c), 15_000)
    : undefined;
  const response = await send(url, request);
  if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${response.text}`);
  const posted = postedCall ? await postedCall : undefined;
  if (waitForPost) await settle();
  return {
    ack: response.ackAt - response.sentAt,
    sentAt: response.sentAt,
    ackAt: response.ackAt,
    posted: posted ? absolute(posted.at) - response.sentAt : NaN,
    via: posted?.method,
  };
}

/** Per stage, the samples of one series (ms). */
type StageSamples = Record<'in' | 'read' | 'verify' | 'route' | 'listener' | 'out', number[]>;
const stageRows: Record<string, string | number>[] = [];
const peerInterleaved: number[] = [];
/** Every ack of the bot (all commands), beside the interleaved peer's. */
const botPooled: number[] = [];

async function series(name: string, make: Make, url: string, waitForPost: boolean) {
  const ack: number[] = [];
  const own: number[] = [];
  const server: number[] = [];
  const postedMs: number[] = [];
  const vias = new Set<string>();
  const stages: StageSamples = { in: [], read: [], verify: [], route: [], listener: [], out: [] };
  const interleave = url !== peerUrl;
  // Start each series from a collected heap, without the fake API's leftovers of earlier ones.
  api.calls.length = 0;
  api.files.clear();
  api.messages.splice(0, Math.max(0, api.messages.length - 5));
  (globalThis as { gc?: () => void }).gc?.();
  for (let i = 0; i < WARMUP + N; i++) {
    const request = await make();
    // The peer answers one request just before each of the bot's, under the same load.
    const peerSample = interleave ? await measure(peerUrl, slash('board'), false) : undefined;
    acks.length = 0;
    const sample = await measure(url, request, waitForPost);
    if (i < WARMUP) continue;
    if (peerSample) peerInterleaved.push(peerSample.ack);
    if (interleave) botPooled.push(sample.ack);
    ack.push(sample.ack);
    postedMs.push(sample.posted);
    if (sample.via) vias.add(sample.via);
    const measured = acks.at(0);
    if (!measured) continue;
    own.push(measured.sample.ackMs);
    const s = measured.sample.stages;
    if (!s) continue;
    server.push(s.totalMs);
    stages.in.push(measured.at - s.totalMs - sample.sentAt);
    stages.read.push(s.readMs);
    stages.verify.push(s.verifyMs);
    stages.route.push(s.routeMs);
    stages.listener.push(s.listenerMs);
    stages.out.push(sample.ackAt - measured.at);
  }
  if (interleave) stageRows.push(stageRow(name, ack, stages));
  return {
    command: name,
    n: N,
    'ack p50 ms': percentile(ack, 0.5),
    'ack p99 ms': percentile(ack, 0.99),
    'in-adapter ack p99 ms': own.length ? percentile(own, 0.99) : '',
    'arrival -> ack p50 / p99 ms': server.length
      ? `${percentile(server, 0.5).toFixed(1)} / ${percentile(server, 0.99).toFixed(1)}`
      : '',
    'posted p50 ms': waitForPost ? percentile(postedMs, 0.5) : '',
    'posted p99 ms': waitForPost ? percentile(postedMs, 0.99) : '',
    'posted via': [...vias].join(', '),
  };
}

/** One row of the stage table: p50 / p99 of each stage (ms). */
function stageRow(name: string, ack: number[], stages: StageSamples) {
  const both = (values: number[]) =>
    values.length
      ? `${percentile(values, 0.5).toFixed(1)} / ${percentile(values, 0.99).toFixed(1)}`
      : '';
  return {
    command: name,
    'ack (client)': both(ack),
    'in: client -> guard': both(stages.in),
    'read body': both(stages.read),
    'verify + parse': both(stages.verify),
    'route (middleware)': both(stages.route),
    'listener -> ack()': both(stages.listener),
    'out: ack() -> client': both(stages.out),
  };
}

/**
 * Acks of BURST requests sent at once, BURST_ROUNDS times, the peer's and the bot's bursts
 * alternating: Slack's traffic is not one request at a time, and whatever one request does on
 * the event loop after its ack (its replay claim, the core's work) comes before the next one's.
 */
async function bursts(make: () => SignedRequest) {
  const bot: number[] = [];
  const peerAcks: number[] = [];
  const ms = (reply: ClientReply) => reply.ackAt - reply.sentAt;
  for (let round = 0; round < 1 + BURST_ROUNDS; round++) {
    const peerReplies = await Promise.all(
      Array.from({ length: BURST }, () => send(peerUrl, slash('board'))),
    );
    const botReplies = await Promise.all(
      Array.from({ length: BURST }, () => send(adapter.url!, make())),
    );
    await settle();
    if (round === 0) continue;
    peerAcks.push(...peerReplies.map(ms));
    bot.push(...botReplies.map(ms));
  }
  const row = (command: string, acks: number[]) => ({
    command,
    n: acks.length,
    'ack p50 ms': percentile(acks, 0.5),
    'ack p99 ms': percentile(acks, 0.99),
  });
  return [
    row(`peer: plain Bolt, ${BURST} at once`, peerAcks),
    row(`/sudoku board, ${BURST} at once`, bot),
  ];
}

const rows: Record<string, string | number>[] = [];
rows.push(await series('peer: plain Bolt ack, no work', () => slash('board'), peerUrl, false));
for (const [name, make] of cases) rows.push(await series(name, make, adapter.url!, true));
rows.splice(1, 0, {
  command: 'peer: plain Bolt, interleaved',
  n: peerInterleaved.length,
  'ack p50 ms': percentile(peerInterleaved, 0.5),
  'ack p99 ms': percentile(peerInterleaved, 0.99),
  'in-adapter ack p99 ms': '',
  'arrival -> ack p50 / p99 ms': '',
  'posted p50 ms': '',
  'posted p99 ms': '',
  'posted via': '',
});
rows.push({
  command: 'peer: Slack deadline',
  n: 0,
  'ack p50 ms': DEADLINE_MS,
  'ack p99 ms': DEADLINE_MS,
  'in-adapter ack p99 ms': '',
  'arrival -> ack p50 / p99 ms': '',
  'posted p50 ms': '',
  'posted p99 ms': '',
  'posted via': '',
});
printTable(
  `Slack adapter: signed request -> ack and -> posted reply (fake Web API on 127.0.0.1, real core, renderer ${renderInline ? 'on the main thread' : 'in worker threads'}, replay guard: ${guardKind}, ${N} samples each)`,
  rows,
);
printTable(
  `Slack ack when ${BURST} requests arrive at once (${BURST_ROUNDS} rounds; replay guard: ${guardKind})`,
  await bursts(() => withUrl('board')),
);
printTable(
  'Slack ack by stage, p50 / p99 ms (in and out against the client thread clock; events are acked by Bolt before the middleware, so their route and listener are 0)',
  stageRows,
);
const measured = rows.slice(2, -1);
const worstAck = Math.max(...measured.map((r) => Number(r['ack p99 ms'])));
const boards = measured.filter((r) => !/ephemeral|schedule|leaderboard/.test(String(r.command)));
const worstPosted = Math.max(...boards.map((r) => Number(r['posted p99 ms'])));
const pooled = (values: number[]) =>
  `p50 ${percentile(values, 0.5).toFixed(1)} ms, p99 ${percentile(values, 0.99).toFixed(1)} ms`;
console.log(
  `\nall acks (n=${botPooled.length}): bot ${pooled(botPooled)}; plain Bolt interleaved ${pooled(peerInterleaved)}` +
    `\nworst ack p99: ${worstAck.toFixed(1)} ms (target < 100 ms; deadline ${DEADLINE_MS} ms)` +
    `\nworst posted-board p99: ${worstPosted.toFixed(1)} ms (target < 300 ms)` +
    `\nload average (1/5/15 min) at the start: ${loadAtStart.map((l) => l.toFixed(2)).join(' / ')}` +
    `, at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
);
await client.close();
await adapter.close();
await peer.stop();
await api.close();
await claims.close();
await renderPool?.close();
rmSync(claimsDir, { recursive: true, force: true });
