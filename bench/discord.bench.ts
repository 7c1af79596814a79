// Time from an injected interaction to its first callback on a local fake Discord API, per
// command, through the real discord.js client and the adapter, with boards rendered by the real
// renderer on every reply. Peers in the same run: a bare discord.js listener that replies "ok"
// (no core, no rendering), and Discord's 3,000 ms deadline.
// `npm run bench -- discord` (DISCORD_BENCH_N sets the samples per command, default 60).

import { Client, Events, GatewayIntentBits } from 'discord.js';
import { createDiscordAdapter } from '../adapters/discord/index.ts';
import type { Logger } from '../src/bot/ports.ts';
import { createRenderer } from '../src/render/index.ts';
import { FakeCore, fakeParseCommand } from '../test/discord/fake-core.ts';
import { FakeDiscord } from '../test/discord/fake-discord.ts';
import {
  APPLICATION_ID,
  autocomplete,
  bool,
  buttonPress,
  int,
  slash,
  solveWithImage,
  str,
  sub,
} from '../test/discord/payloads.ts';
import { percentile, printTable } from './lib.ts';

const N = Number(process.env.DISCORD_BENCH_N ?? 60);
const WARMUP = 5;
const DEADLINE_MS = 3000;

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };

type Payload = { id: string; token: string };
type Inject = (payload: Payload) => void;

const api = await FakeDiscord.start();
const core = new FakeCore(createRenderer());
const adapter = createDiscordAdapter({
  core,
  parseCommand: fakeParseCommand,
  token: 'bench-token',
  applicationId: APPLICATION_ID,
  logger: silent,
  clientOptions: { rest: { api: api.api } },
});
const modes = new Map<string, string>();
const injectVia =
  (client: Client): Inject =>
  (payload) =>
    (
      client as unknown as { actions: { InteractionCreate: { handle(d: object): void } } }
    ).actions.InteractionCreate.handle(payload);

const peer = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: api.api } });
peer.on(Events.InteractionCreate, (interaction) => {
  if (interaction.isChatInputCommand()) void interaction.reply({ content: 'ok' });
});

const photo = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(48_000, 7)]);
const photoUrl = api.serveFile('grid.jpg', photo, 'image/jpeg');
const grid = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

const cases: [string, () => Payload][] = [
  ['/sudoku today', () => slash('sudoku', sub('today'))],
  ['/sudoku new', () => slash('sudoku', sub('new', str('level', 'hard')))],
  ['/sudoku board', () => slash('sudoku', sub('board'))],
  ['/sudoku place', () => slash('sudoku', sub('place', str('cell', 'r3c5'), int('digit', 7)))],
  ['/sudoku clear', () => slash('sudoku', sub('clear', str('cell', 'r3c5')))],
  ['/sudoku note', () => slash('sudoku', sub('note', str('cell', 'r3c5'), str('digits', '159')))],
  ['/sudoku undo', () => slash('sudoku', sub('undo'))],
  ['/sudoku stats', () => slash('sudoku', sub('stats'))],
  ['/sudoku leaderboard', () => slash('sudoku', sub('leaderboard'))],
  ['/sudoku schedule', () => slash('sudoku', sub('schedule', str('time', '08:00')))],
  ['/sudoku unschedule', () => slash('sudoku', sub('unschedule'))],
  ['/sudoku help', () => slash('sudoku', sub('help'))],
  ['/hint', () => slash('hint')],
  ['/solve grid', () => slash('solve', [str('grid', grid), bool('share', true)])],
  ['/solve image', () => solveWithImage(photoUrl, photo.length)],
  ['cell autocomplete', () => autocomplete('place', 'cell', 'r3')],
  ['button Undo', () => buttonPress('sudoku:run:undo')],
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
  make: () => Payload,
  inject: Inject,
  idle: () => Promise<void>,
) {
  const first: number[] = [];
  const done: number[] = [];
  const types = new Map<string, number>();
  for (let i = 0; i < WARMUP + N; i++) {
    const sample = await measure(inject, make(), idle);
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
const rows = [];
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 20));
rows.push(
  await series(
    'peer: bare reply, no core',
    () => slash('sudoku', sub('board')),
    injectVia(peer),
    settle,
  ),
);
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
  `Discord adapter: injected interaction -> first callback (fake API on 127.0.0.1, real renderer, fake core, ${N} samples each)`,
  rows,
);
console.log(
  `\nworst first-callback p99 over all commands: ${worst.toFixed(1)} ms (target < 300 ms; deadline ${DEADLINE_MS} ms)`,
);
await adapter.close();
await peer.destroy();
await api.close();
