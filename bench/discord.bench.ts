// Time from an injected interaction to its first callback on a local fake Discord API, per
// command, through the real discord.js client, the adapter and the real bot core (memory store,
// fixture puzzles, real hints, real renderer drawing every board). Peers in the same run: a bare
// discord.js listener that replies "ok" (no core, no rendering), and Discord's 3,000 ms deadline.
// The photo reader is a stand-in that returns a fixed reading (photo reading happens after the
// defer, so it cannot change the first callback).
// `npm run bench -- discord` (DISCORD_BENCH_N sets the samples per command, default 60).

import { Client, Events, GatewayIntentBits } from 'discord.js';
import { createDiscordAdapter } from '../adapters/discord/index.ts';
import { parseCommand } from '../src/bot/grammar.ts';
import type { Logger } from '../src/bot/ports.ts';
import { makeCellName } from '../src/engine/cell.ts';
import { FakeDiscord } from '../test/discord/fake-discord.ts';
import {
  APPLICATION_ID,
  autocomplete,
  bool,
  buttonPress,
  CHANNEL_ID,
  int,
  MANAGER_PERMISSIONS,
  selectChoice,
  slash,
  solveWithImage,
  str,
  sub,
} from '../test/discord/payloads.ts';
import { realCore } from '../test/support/real-core.ts';
import { percentile, printTable } from './lib.ts';

const N = Number(process.env.DISCORD_BENCH_N ?? 60);
const WARMUP = 5;
const DEADLINE_MS = 3000;

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };

type Payload = { id: string; token: string };
type Inject = (payload: Payload) => void;

const api = await FakeDiscord.start();
const { bot: core, store } = realCore(silent);
const adapter = createDiscordAdapter({
  core,
  parseCommand,
  token: 'bench-token',
  applicationId: APPLICATION_ID,
  logger: silent,
  clientOptions: { rest: { api: api.api } },
});
const modes = new Map<string, string>();
const injectVia =
  (client: Client): Inject =>
  (payload) => {
    api.registerInteraction(payload);
    (
      client as unknown as { actions: { InteractionCreate: { handle(d: object): void } } }
    ).actions.InteractionCreate.handle(payload);
  };

const peer = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: api.api } });
peer.on(Events.InteractionCreate, (interaction) => {
  if (interaction.isChatInputCommand()) void interaction.reply({ content: 'ok' });
});

const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(48_000, 7)]);
const photoUrl = api.serveFile('grid.jpg', photo, 'image/jpeg');
const grid = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

const conversationKey = { platform: 'discord' as const, conversationId: CHANNEL_ID };

/** Runs a payload outside the measurements (to set up the state a measured command needs). */
async function prepare(payload: Payload): Promise<void> {
  injectVia(adapter.client)(payload);
  await adapter.idle();
}

/** The first empty cell of the channel's game and its digit; a new game when none is left. */
async function nextMove(): Promise<{ cell: string; digit: number }> {
  let game = await store.currentGame(conversationKey);
  if (!game || game.status !== 'playing' || !game.entries.some((_, c) => !game!.givens[c])) {
    await prepare(slash('sudoku', sub('new', str('level', 'easy'))));
    game = (await store.currentGame(conversationKey))!;
  }
  const cell = [...game.givens.keys()].find((c) => !game!.givens[c] && !game!.entries[c])!;
  return { cell: makeCellName(cell, 9), digit: game.solution[cell]! };
}

/** The channel's live board message (as a component payload carries it) and its game. */
async function liveBoard(): Promise<{ message: object; gameId: string }> {
  await nextMove();
  const game = (await store.currentGame(conversationKey))!;
  const board = await store.boardMessage({ gameId: game.id, viewer: '' });
  const messageId = board!.ref.split('/')[1]!;
  return { message: api.messagePayload(messageId), gameId: game.id };
}

/** A move panel opened from the live board (as the row picker opens it). */
async function panel(): Promise<{ message: object; gameId: string }> {
  const { message, gameId } = await liveBoard();
  await prepare(selectChoice(`sudoku:pick@${gameId}:`, 'r1', message));
  const opened = api
    .allMessages()
    .filter((m) => (m.flags & 64) !== 0)
    .at(-1)!;
  return { message: api.messagePayload(opened.id), gameId };
}

async function placeOne(): Promise<string> {
  const move = await nextMove();
  await prepare(slash('sudoku', sub('place', str('cell', move.cell), int('digit', move.digit))));
  return move.cell;
}

const manager = { permissions: MANAGER_PERMISSIONS };
const cases: [string, () => Promise<Payload> | Payload][] = [
  ['/sudoku today', () => slash('sudoku', sub('today'))],
  ['/sudoku new', () => slash('sudoku', sub('new', str('level', 'hard')))],
  ['/sudoku board', () => slash('sudoku', sub('board'))],
  [
    '/sudoku place',
    async () => {
      const move = await nextMove();
      return slash('sudoku', sub('place', str('cell', move.cell), int('digit', move.digit)));
    },
  ],
  ['/sudoku clear', async () => slash('sudoku', sub('clear', str('cell', await placeOne())))],
  [
    '/sudoku note',
    async () =>
      slash('sudoku', sub('note', str('cell', (await nextMove()).cell), str('digits', '159'))),
  ],
  ['/sudoku undo', async () => (await placeOne(), slash('sudoku', sub('undo')))],
  ['/sudoku stats', () => slash('sudoku', sub('stats'))],
  ['/sudoku leaderboard', () => slash('sudoku', sub('leaderboard'))],
  ['/schedule', () => slash('schedule', [str('time', '08:00')], manager)],
  ['/unschedule', () => slash('unschedule', [], manager)],
  ['/sudoku help', () => slash('sudoku', sub('help'))],
  ['/hint', async () => (await nextMove(), slash('hint', [str('cell', 'next')]))],
  [
    '/p (typed move)',
    async () => {
      const move = await nextMove();
      return slash('p', [str('move', `${move.cell} ${move.digit}`)]);
    },
  ],
  [
    'row picker (opens the panel)',
    async () => {
      const { message, gameId } = await liveBoard();
      return selectChoice(`sudoku:pick@${gameId}:`, 'r1', message);
    },
  ],
  [
    'panel digit (a move)',
    async () => {
      const { message, gameId } = await panel();
      const move = await nextMove();
      return buttonPress(`sudoku:move@${gameId}:place ${move.cell} ${move.digit}`, { message });
    },
  ],
  ['/solve grid', () => slash('solve', [str('grid', grid), bool('share', true)])],
  ['/solve image', () => solveWithImage(photoUrl, photo.length)],
  // After /solve image, so a transcription is waiting and fix redraws it.
  ['/sudoku fix', () => slash('sudoku', sub('fix', str('cell', 'r1c1'), int('digit', 0)))],
  ['cell autocomplete', async () => (await nextMove(), autocomplete('place', 'cell', 'r'))],
  [
    'button Undo',
    async () => {
      await placeOne();
      const { message, gameId } = await liveBoard();
      return buttonPress(`sudoku:run@${gameId}:undo`, { message });
    },
  ],
  [
    'button Hint',
    async () => {
      const { message, gameId } = await liveBoard();
      return buttonPress(`sudoku:run@${gameId}:hint`, { message });
    },
  ],
];

/** Injects one payload; resolves with ms to the first callback and ms until all work is done. */
async function measure(inject: Inject, payload: Payload, idle: () => Promise<void>) {
  const start = performance.now();
  const callback = api.waitFor((r) => r.path.startsWith(`/interactions/${payload.id}/`), 10_000);
  inject(payload);
  const first = (await callback).at - start;
  await idle();
  return { first, done: performance.now() - start, type: (await callback).json?.type as number };
}

const CALLBACK_NAMES: Record<number, string> = {
  4: 'reply',
  5: 'defer',
  6: 'defer-update',
  7: 'update',
  8: 'autocomplete',
};

async function series(
  name: string,
  make: () => Promise<Payload> | Payload,
  inject: Inject,
  idle: () => Promise<void>,
) {
  const first: number[] = [];
  const done: number[] = [];
  const types = new Map<string, number>();
  for (let i = 0; i < WARMUP + N; i++) {
    const sample = await measure(inject, await make(), idle);
    if (i < WARMUP) continue;
    first.push(sample.first);
    done.push(sample.done);
    const label = CALLBACK_NAMES[sample.type] ?? String(sample.type);
    types.set(label, (types.get(label) ?? 0) + 1);
  }
  modes.set(name, [...types].map(([t, n]) => (types.size > 1 ? `${t} ${n}` : t)).join(', '));
  return {
    command: name,
    n: N,
    'first p50 ms': percentile(first, 0.5),
    'first p99 ms': percentile(first, 0.99),
    'done p50 ms': percentile(done, 0.5),
    'done p99 ms': percentile(done, 0.99),
    'first callback': modes.get(name)!,
  };
}

// Interactions pile up in the fake API's request log; keep it small between series.
const rows: Record<string, string | number>[] = [];
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 20));
const bare = await series(
  'peer: bare reply, no core',
  () => slash('sudoku', sub('board')),
  injectVia(peer),
  settle,
);
// The bare listener has no idle signal, so it has no "done" time.
rows.push({ ...bare, 'done p50 ms': '', 'done p99 ms': '' });
for (const [name, make] of cases) {
  rows.push(await series(name, make, injectVia(adapter.client), adapter.idle));
  api.requests.length = 0;
}
rows.push({
  command: 'peer: Discord deadline',
  n: 0,
  'first p50 ms': DEADLINE_MS,
  'first p99 ms': DEADLINE_MS,
  'done p50 ms': '',
  'done p99 ms': '',
  'first callback': '',
});
const worst = Math.max(...rows.slice(1, -1).map((r) => Number(r['first p99 ms'])));
printTable(
  `Discord adapter: injected interaction -> first callback (fake API on 127.0.0.1, real core and renderer, ${N} samples each)`,
  rows,
);
console.log(
  `\nworst first-callback p99 over all commands: ${worst.toFixed(1)} ms (target < 300 ms; deadline ${DEADLINE_MS} ms)`,
);
await adapter.close();
await peer.destroy();
await api.close();
