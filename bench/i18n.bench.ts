// What the message catalogs cost a reply, measured fairly: the full reply path of this tree
// (command text -> parser -> core -> store on a real SQLite file -> the reply's words) said
// through the catalogs (ICU MessageFormat, `translator`) beside the same path with the catalog
// formatting replaced by the old path (bench/old-english.ts: the same English built from plain
// string pieces, no ICU), and beside the catalogs as they were before their Intl objects were
// cached (Translator `cachedIntl: false`). Three bots, one per path, each on its own SQLite file
// and puzzle source, run the same commands in lockstep, so their states match; every reply's
// words must be the same on all three (the bench fails otherwise). CPU time (process.cpuUsage)
// per reply, the paths interleaved (their order turning by round), median of rounds; then the
// words alone, each reply's formatter calls replayed. Target (issue 25): catalogs/old <= 1.05.
// `npm run bench -- i18n` (I18N_BENCH_ROUNDS rounds of I18N_BENCH_BATCH commands per kind and
// path; default 60 of 10).

import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBot, type SudokuBot } from '../src/bot/core.ts';
import type { Logger } from '../src/bot/ports.ts';
import type { Reply } from '../src/bot/types.ts';
import { hint, hintForCell } from '../src/engine/logic/index.ts';
import { CATALOGS, type MessageKey } from '../src/i18n/catalogs/index.ts';
import type { Locale } from '../src/i18n/locales.ts';
import {
  translator,
  Translator,
  useFormatter,
  type ListType,
  type MessageArgs,
  type MessageFormatter,
} from '../src/i18n/translate.ts';
import { SqliteStore } from '../src/store/sqlite.ts';
import { FixturePuzzleSource } from '../test/game/fixture-puzzles.ts';
import { percentile, printTable } from './lib.ts';
import { oldEnglish } from './old-english.ts';

const ROUNDS = Number(process.env.I18N_BENCH_ROUNDS ?? 60);
const BATCH = Number(process.env.I18N_BENCH_BATCH ?? 10);
const WARMUP = 5;

/** Commands that failed inside the core (said as "sorry"): a broken measurement. */
let failures = 0;
const logger: Logger = {
  debug() {},
  info() {},
  warn() {},
  error(message, fields) {
    failures++;
    if (failures <= 3) console.error(message, fields);
  },
};

const PLAYERS = ['ana', 'ben', 'chi'].map((id) => ({ id, name: id, canManage: true }));

interface Channel {
  readonly conversation: { platform: 'web'; id: string; kind: 'channel'; workspace: string };
  readonly moves: string[];
  readonly wrong: string[];
  used: number;
}

/** One path: a bot on its own SQLite file, its words said by `formatter`. */
interface Side {
  readonly label: string;
  readonly formatter: MessageFormatter;
  readonly bot: SudokuBot;
  readonly store: SqliteStore;
  readonly channels: Map<string, Channel>;
  count: number;
}

function sideOf(label: string, formatter: MessageFormatter, dir: string): Side {
  const store = new SqliteStore(join(dir, `${label}.sqlite`));
  const clock = { now: () => new Date(Date.parse('2025-03-14T10:00:00Z')) };
  const bot = createBot({
    store,
    clock,
    puzzles: new FixturePuzzleSource(),
    hints: { hint, hintForCell },
    renderer: null,
    photoReader: null,
    logger,
  });
  return { label, formatter, bot, store, channels: new Map(), count: 0 };
}

/** Says `text` as `player` in `channel` through the side's formatter; the replies. */
async function say(side: Side, channel: Channel, text: string, player = 0): Promise<Reply[]> {
  useFormatter(side.formatter);
  const user = PLAYERS[player]!;
  return side.bot.handleText({ conversation: channel.conversation, user, text });
}

/** A fresh channel of the side with a new easy game; its correct and wrong moves. */
async function newChannel(side: Side): Promise<Channel> {
  const conversation = {
    platform: 'web' as const,
    id: `${side.label}-${++side.count}`,
    kind: 'channel' as const,
    workspace: 'bench',
  };
  const channel: Channel = { conversation, moves: [], wrong: [], used: 0 };
  await say(side, channel, 'new easy');
  const game = await side.store.currentGame({ platform: 'web', conversationId: conversation.id });
  if (!game) throw new Error('i18n bench: no game was started');
  game.givens.forEach((d, cell) => {
    if (d) return;
    const name = `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
    channel.moves.push(`${name} ${game.solution[cell]}`);
    channel.wrong.push(`${name} ${(game.solution[cell]! % 9) + 1}`);
  });
  return channel;
}

/** Finished games by three players, so that `stats` and `leaderboard` have rows to say. */
async function seed(side: Side): Promise<void> {
  for (let i = 0; i < PLAYERS.length; i++) {
    const channel = await newChannel(side);
    for (const [k, move] of channel.moves.entries()) await say(side, channel, move, (i + k) % 3);
  }
}

/** One kind of reply: the command typed in its channel, by the index of the command. */
interface Case {
  readonly name: string;
  /** How many commands a channel takes before a fresh one is needed. */
  readonly capacity?: (channel: Channel) => number;
  readonly text: (channel: Channel, i: number) => string;
}

const CASES: readonly Case[] = [
  {
    name: 'move (placed)',
    capacity: (c) => c.moves.length - 1, // no game ends inside a measurement
    text: (c, i) => c.moves[i]!,
  },
  { name: 'wrong move', text: (c, i) => c.wrong[(i * 7) % c.wrong.length]! },
  { name: 'hint (levels 1-3)', text: () => 'hint' },
  { name: 'stats', text: () => 'stats' },
  { name: 'help', text: () => 'help' },
  { name: 'leaderboard', text: () => 'leaderboard' },
  { name: 'language', text: (_c, i) => (i % 2 ? 'language channel en' : 'language') },
  { name: 'timezone', text: (_c, i) => (i % 2 ? 'timezone Europe/Paris' : 'timezone UTC') },
];

/** The words of replies (what a player reads): text, picture titles, button labels. */
function words(replies: readonly Reply[]): string {
  return JSON.stringify(
    replies.map((r) => [r.text, r.board?.title, r.link?.label, r.actions?.map((a) => a.label)]),
  );
}

/** The next batch of commands of a case on a side (a fresh channel when one is used up). */
async function batchOf(side: Side, c: Case): Promise<{ channel: Channel; texts: string[] }> {
  let channel = side.channels.get(c.name);
  const capacity = (ch: Channel) => c.capacity?.(ch) ?? Infinity;
  if (!channel || channel.used + BATCH > capacity(channel)) {
    channel = await newChannel(side);
    side.channels.set(c.name, channel);
  }
  const texts = Array.from({ length: BATCH }, (_, i) => c.text(channel, channel.used + i));
  channel.used += BATCH;
  return { channel, texts };
}

/** CPU µs per reply of each side and case (median of rounds); and replies whose words differed. */
async function measure(sides: readonly Side[]) {
  const cpu = new Map<string, number[]>();
  let mismatches = 0;
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    for (const c of CASES) {
      // Each round in another order, so no side always runs first after another's garbage.
      const order = sides.map((_, i) => sides[(i + round) % sides.length]!);
      const said = new Map<string, string[]>();
      for (const side of order) {
        const { channel, texts } = await batchOf(side, c);
        const replies: Reply[][] = [];
        useFormatter(side.formatter);
        const start = process.cpuUsage();
        for (const text of texts) replies.push(await say(side, channel, text));
        const spent = process.cpuUsage(start);
        said.set(side.label, replies.map(words));
        if (round < WARMUP) continue;
        const key = `${side.label}|${c.name}`;
        cpu.set(key, [...(cpu.get(key) ?? []), (spent.user + spent.system) / BATCH]);
      }
      const [first, ...rest] = sides.map((s) => said.get(s.label)!);
      for (const other of rest) {
        first!.forEach((words, i) => {
          if (words === other[i]) return;
          if (++mismatches <= 3)
            console.error(`words differ (${c.name}):\n  ${words}\n  ${other[i]}`);
        });
      }
    }
  }
  useFormatter(translator);
  return {
    median: (label: string, name: string) => percentile(cpu.get(`${label}|${name}`)!, 0.5),
    mismatches,
  };
}

type Call =
  | readonly ['format', Locale, MessageKey, MessageArgs | undefined]
  | readonly ['list', Locale, readonly string[], ListType];

/** The formatter calls of one batch of each case (on the catalogs' side, as it goes on). */
async function recordCalls(side: Side): Promise<Map<string, Call[]>> {
  const byCase = new Map<string, Call[]>();
  for (const c of CASES) {
    const calls: Call[] = [];
    const recorder: MessageFormatter = {
      format(locale, key, args) {
        calls.push(['format', locale, key, args]);
        return side.formatter.format(locale, key, args);
      },
      list(locale, items, type) {
        calls.push(['list', locale, items, type]);
        return side.formatter.list(locale, items, type);
      },
    };
    const { channel, texts } = await batchOf(side, c);
    for (const text of texts) {
      useFormatter(recorder);
      await side.bot.handleText({ conversation: channel.conversation, user: PLAYERS[0]!, text });
    }
    byCase.set(c.name, calls);
  }
  useFormatter(translator);
  return byCase;
}

/** CPU µs per reply of the words alone: each case's recorded calls replayed by each formatter. */
function replayWords(byCase: Map<string, Call[]>, formatters: Record<string, MessageFormatter>) {
  const REPEAT = 200;
  const cpu = new Map<string, number[]>();
  for (let round = 0; round < 25; round++) {
    for (const [name, calls] of byCase) {
      for (const [label, f] of Object.entries(formatters)) {
        const start = process.cpuUsage();
        for (let i = 0; i < REPEAT; i++) {
          for (const call of calls) {
            if (call[0] === 'format') f.format(call[1], call[2], call[3]);
            else f.list(call[1], call[2], call[3]);
          }
        }
        const spent = process.cpuUsage(start);
        const key = `${label}|${name}`;
        cpu.set(key, [...(cpu.get(key) ?? []), (spent.user + spent.system) / REPEAT / BATCH]);
      }
    }
  }
  return (label: string, name: string) => percentile(cpu.get(`${label}|${name}`)!.slice(5), 0.5);
}

const dir = mkdtempSync(join(tmpdir(), 'sudoku-i18n-bench-'));
try {
  console.log(
    `load (uptime): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')} on ${availableParallelism()} cores`,
  );
  const quiet = () => {};
  const formatters = {
    old: oldEnglish(),
    before: new Translator(CATALOGS, quiet, { cachedIntl: false }),
    catalogs: translator,
  };
  const sides = Object.entries(formatters).map(([label, f]) => sideOf(label, f, dir));
  for (const side of sides) await seed(side);
  const { median, mismatches } = await measure(sides);
  const rows = CASES.map((c) => ({
    reply: c.name,
    'old µs': median('old', c.name),
    'before µs': median('before', c.name),
    'catalogs µs': median('catalogs', c.name),
    'before/old': median('before', c.name) / median('old', c.name),
    'catalogs/old': median('catalogs', c.name) / median('old', c.name),
  }));
  // Overall: every kind of reply once (the sum of the medians), so no one kind weighs more.
  const sum = (column: 'old µs' | 'before µs' | 'catalogs µs') =>
    rows.reduce((s, r) => s + r[column], 0);
  rows.push({
    reply: 'overall (one of each)',
    'old µs': sum('old µs'),
    'before µs': sum('before µs'),
    'catalogs µs': sum('catalogs µs'),
    'before/old': sum('before µs') / sum('old µs'),
    'catalogs/old': sum('catalogs µs') / sum('old µs'),
  });
  printTable(
    `CPU per reply (process.cpuUsage), median of ${ROUNDS} rounds of ${BATCH} replies, the three paths interleaved; SQLite file store, no pictures. old = the same English without ICU (bench/old-english.ts); before = the catalogs with IntlMessageFormat's own Intl caches (Translator cachedIntl: false); catalogs = as shipped. Target: catalogs/old <= 1.05`,
    rows,
  );
  console.log(`\nreplies whose words differed between the paths: ${mismatches}`);

  // The words alone, without the rest of the reply's noise: the same calls, replayed.
  const calls = await recordCalls(sides.find((s) => s.label === 'catalogs')!);
  const words = replayWords(calls, formatters);
  const wordRows = CASES.map((c) => {
    const reply = median('old', c.name);
    return {
      reply: c.name,
      'calls/reply': calls.get(c.name)!.length / BATCH,
      'old µs': words('old', c.name),
      'before µs': words('before', c.name),
      'catalogs µs': words('catalogs', c.name),
      'before +% of reply': ((words('before', c.name) - words('old', c.name)) / reply) * 100,
      'catalogs +% of reply': ((words('catalogs', c.name) - words('old', c.name)) / reply) * 100,
    };
  });
  printTable(
    'The words alone: CPU per reply of its formatter calls (recorded from the catalogs path, replayed 200 times a round, median of 20 rounds), and what the catalogs add as a share of the old reply',
    wordRows,
  );
  for (const side of sides) await side.store.close();
  if (mismatches || failures) {
    console.error(`i18n bench: ${mismatches} replies differed, ${failures} commands failed`);
    process.exitCode = 1;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
