// Memory soak: the bot as main.ts composes it (SQLite file, generator worker, real renderer),
// driven for SOAK_MINUTES (default 60) through its Slack HTTP endpoint and its web playground,
// all on 127.0.0.1 against a local fake Slack Web API. Each variant runs in its own child
// process (bench/soak-bot.ts) and they get the same traffic side by side, so a setting is
// measured beside the process as it runs today in one run. Every minute each child reports RSS,
// its anonymous part, heap used and total (after a full GC), external and arrayBuffers; the
// last table gives the growth per minute over the second half, where a leak keeps climbing and
// a cache or an allocator's working set is flat.
// Default variants: `as-is` and `malloc-arenas-2` (MALLOC_ARENA_MAX=2: glibc's allocator keeps
// two arenas instead of one per thread that runs sharp). Others: `sharp-cache-off`,
// `fixture-puzzles` (no generator worker).
// `npm run bench -- soak`; SOAK_MINUTES, SOAK_RATE (requests per second per variant, default 6),
// SOAK_CONCURRENCY (requests in flight per variant, default 4), SOAK_VARIANTS (comma-separated
// names of VARIANTS below), SOAK_SAMPLE_MS (default a minute).

import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { BOT_TOKEN, FakeSlack } from '../test/slack/fake-slack.ts';
import {
  button,
  event,
  eventPayload,
  mention,
  post,
  SIGNING_SECRET,
  slash,
  type SignedRequest,
} from '../test/slack/signing.ts';
import type { SoakSample } from './soak-bot.ts';
import { printTable } from './lib.ts';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 60);
const RATE = Number(process.env.SOAK_RATE ?? 6);
/** Requests in flight at once per variant (each of these loops runs at RATE / CONCURRENCY). */
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 4);
const SAMPLE_MS = Number(process.env.SOAK_SAMPLE_MS ?? 60_000);
const CHANNELS = Array.from({ length: 12 }, (_, i) => `C0SOAK${String(i).padStart(4, '0')}`);
const USERS = Array.from({ length: 30 }, (_, i) => ({
  id: `U0SOAK${String(i).padStart(4, '0')}`,
  name: `player${i}`,
}));
const WEB_CHANNELS = ['general', 'puzzles', 'dm'];

/** The processes compared: name -> environment of the child. */
const VARIANTS: Readonly<Record<string, Record<string, string>>> = {
  'as-is': {},
  'sharp-cache-off': { SOAK_SHARP_CACHE: 'off' },
  'malloc-arenas-2': { MALLOC_ARENA_MAX: '2' },
  'fixture-puzzles': { SOAK_GENERATOR: 'fixture' },
};
const chosen = (process.env.SOAK_VARIANTS ?? 'as-is,malloc-arenas-2')
  .split(',')
  .map((v) => v.trim())
  .filter(Boolean);
for (const name of chosen) {
  if (!(name in VARIANTS)) throw new Error(`unknown SOAK_VARIANTS entry ${name}`);
}

/** One child process under test and the state its driver keeps. */
class Bot {
  readonly samples: (SoakSample & { minute: number; requests: number; errors: number })[] = [];
  requests = 0;
  errors = 0;
  slackUrl = '';
  webUrl = '';
  private nextId = 1;
  private readonly pending = new Map<
    number,
    (reply: { value?: unknown; error?: string }) => void
  >();
  private readonly lastBoard = new Map<string, string>();

  constructor(
    readonly name: string,
    readonly child: ChildProcess,
    readonly dir: string,
  ) {
    child.on('message', (message: { id?: number; value?: unknown; error?: string }) => {
      if (message.id !== undefined) {
        this.pending.get(message.id)?.(message);
        this.pending.delete(message.id);
      }
    });
  }

  ask<T>(request: Record<string, unknown>): Promise<T> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (reply) =>
        reply.error ? reject(new Error(reply.error)) : resolve(reply.value as T),
      );
      this.child.send({ id, ...request });
    });
  }

  boardTs(channel: string): string | undefined {
    return this.lastBoard.get(channel);
  }

  rememberBoard(channel: string, ts: string): void {
    this.lastBoard.set(channel, ts);
  }
}

const api = await FakeSlack.start();
for (const user of USERS) api.addUser(user);

async function startBot(name: string): Promise<Bot> {
  const dir = mkdtempSync(join(os.tmpdir(), `sudoku-soak-${name}-`));
  const child = fork(join(import.meta.dirname, 'soak-bot.ts'), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: {
      ...process.env,
      ...VARIANTS[name],
      SOAK_DIR: dir,
      SOAK_SLACK_API: api.apiUrl,
      SOAK_BOT_TOKEN: BOT_TOKEN,
      SOAK_SIGNING_SECRET: SIGNING_SECRET,
    },
  });
  const bot = new Bot(name, child, dir);
  const ready = await new Promise<{ slackUrl: string; webUrl: string }>((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code} before ready`)));
  });
  bot.slackUrl = ready.slackUrl;
  bot.webUrl = ready.webUrl;
  return bot;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** A slash command from a random player in `channel`. */
const slashIn = (channel: string, text: string) =>
  slash(text, { channel, user: pick(USERS), responseUrl: api.responseUrl() });

/** A correct move in the channel's game, or `new easy` when it has none. */
async function moveOrNew(bot: Bot, platform: 'slack' | 'web', conversationId: string) {
  return (
    (await bot.ask<string | undefined>({ kind: 'move', platform, conversationId })) ?? 'new easy'
  );
}

/** One Slack request of the mix; resolves once the bot has finished with it. */
async function slackStep(bot: Bot): Promise<void> {
  const channel = pick(CHANNELS);
  const roll = Math.random();
  let request: SignedRequest;
  const ts = bot.boardTs(channel);
  if (roll < 0.55) request = slashIn(channel, await moveOrNew(bot, 'slack', channel));
  else if (roll < 0.65) request = slashIn(channel, 'hint');
  else if (roll < 0.8 && ts) {
    request = button(Math.random() < 0.5 ? 'hint' : 'undo', {
      channel,
      user: pick(USERS),
      messageTs: ts,
      responseUrl: api.responseUrl(),
      ...(api.message(channel, ts) && { messageBlocks: api.message(channel, ts)!.blocks }),
    });
  } else if (roll < 0.9) request = slashIn(channel, pick(['board', 'stats', 'leaderboard']));
  else {
    request = event(
      eventPayload('mention', {
        channel,
        user: pick(USERS).id,
        text: mention('board'),
        files: undefined,
      }),
    );
  }
  const response = await post(bot.slackUrl, request);
  if (response.status !== 200) bot.errors++;
  await bot.ask({ kind: 'idle' });
  const board = api.messages.findLast(
    (m) => m.channel === channel && m.blocks.some((b) => b.type === 'actions'),
  );
  if (board) bot.rememberBoard(channel, board.ts);
}

/** One playground command (and the board picture the page would load). */
async function webStep(bot: Bot): Promise<void> {
  const channel = pick(WEB_CHANNELS);
  const user = pick(USERS).name;
  const conversation = channel === 'dm' ? `dm-${user}` : channel;
  const text = Math.random() < 0.8 ? await moveOrNew(bot, 'web', conversation) : 'hint';
  const response = await fetch(`${bot.webUrl}/api/channels/${channel}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user, text }),
  });
  if (!response.ok) {
    bot.errors++;
    return;
  }
  const { messages } = (await response.json()) as { messages: { image?: { url: string } }[] };
  for (const m of messages) {
    if (m.image) await (await fetch(bot.webUrl + m.image.url)).arrayBuffer();
  }
}

/** One of a bot's CONCURRENCY request loops, at RATE / CONCURRENCY per second until `until`. */
async function drive(bot: Bot, until: number): Promise<void> {
  const gap = (1000 * CONCURRENCY) / RATE;
  while (Date.now() < until) {
    const started = Date.now();
    try {
      await (Math.random() < 0.75 ? slackStep(bot) : webStep(bot));
      bot.requests++;
    } catch {
      bot.errors++;
    }
    const wait = gap - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** Keeps the fake Slack's records small (the parent is not measured, but runs an hour). */
function trimFake(): void {
  api.calls.length = 0;
  api.deletedFiles.length = 0;
  if (api.messages.length > 500) api.messages.splice(0, api.messages.length - 500);
  if (api.files.size > 500) {
    for (const id of [...api.files.keys()].slice(0, api.files.size - 500)) api.files.delete(id);
  }
}

console.log(
  `memory soak: ${MINUTES} min, ${RATE} requests/s per variant (${CONCURRENCY} at once), variants ${chosen.join(', ')}; ` +
    `${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}, node ${process.version}`,
);
const bots = await Promise.all(chosen.map((name) => startBot(name)));
const began = Date.now();
const until = began + MINUTES * 60_000;
/** Asks every child for its memory now, recorded as `minute`. */
const takeSamples = async (minute: number) => {
  for (const bot of bots) {
    const sample = await bot.ask<SoakSample>({ kind: 'sample' });
    bot.samples.push({ minute, requests: bot.requests, errors: bot.errors, ...sample });
    bot.requests = 0;
    bot.errors = 0;
  }
  trimFake();
  if (process.env.SOAK_PROGRESS !== '0') {
    console.log(
      `minute ${minute}: ` +
        bots.map((b) => `${b.name} rss ${b.samples.at(-1)!.rssMb} MB`).join(', '),
    );
  }
};
let minute = 0;
await takeSamples(minute);
const sampler = setInterval(() => void takeSamples(++minute), SAMPLE_MS);
await Promise.all(
  bots.flatMap((bot) => Array.from({ length: CONCURRENCY }, () => drive(bot, until))),
);
clearInterval(sampler);
await takeSamples(++minute);

for (const bot of bots) {
  printTable(
    `${bot.name}: memory per minute after a full GC (MB), ${RATE} requests/s`,
    bot.samples.map((s) => ({
      minute: s.minute,
      requests: s.requests,
      errors: s.errors,
      rss: s.rssMb,
      'rss anon': s.rssAnonMb,
      'heap used': s.heapUsedMb,
      'heap total': s.heapTotalMb,
      external: s.externalMb,
      arrayBuffers: s.arrayBuffersMb,
      'sharp cache': s.sharpCacheMb,
      threads: s.threads,
    })),
  );
}
const slope = (bot: Bot, key: 'rssMb' | 'heapUsedMb' | 'externalMb') => {
  const half = bot.samples.slice(Math.floor(bot.samples.length / 2));
  const first = half[0]!;
  const last = half.at(-1)!;
  return last.minute > first.minute ? (last[key] - first[key]) / (last.minute - first.minute) : 0;
};
printTable(
  'Growth per minute over the second half of the soak (MB/min; a leak stays above 0)',
  bots.map((bot) => ({
    variant: bot.name,
    'rss start': bot.samples[0]!.rssMb,
    'rss end': bot.samples.at(-1)!.rssMb,
    'rss max': Math.max(...bot.samples.map((s) => s.rssMb)),
    'rss MB/min': slope(bot, 'rssMb'),
    'heap MB/min': slope(bot, 'heapUsedMb'),
    'external MB/min': slope(bot, 'externalMb'),
  })),
);
console.log(
  `load average (1/5/15 min): ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}`,
);
await Promise.all(
  bots.map(async (bot) => {
    const exited = new Promise((resolve) => bot.child.once('exit', resolve));
    bot.child.send({ id: 0, kind: 'stop' });
    await exited;
    rmSync(bot.dir, { recursive: true, force: true });
  }),
);
await api.close();
