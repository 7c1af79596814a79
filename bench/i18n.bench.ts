// What the message catalogs cost: the bot core's replies said through them (Draft -> localise ->
// Reply, ICU MessageFormat) beside the core of the last commit before them (6566c8c, English
// strings built in place), both loaded in this process from their own trees and sampled in turn,
// with the in-memory store and no pictures, so the difference is the words. Per command: CPU time
// per reply (median), new/old; and the same commands said in Japanese and French. Target: no more
// than 5% more CPU than the old path. `npm run bench -- i18n` (I18N_BENCH_N samples of 10 commands per row, default 100).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractTree } from './old-tree.ts';
import { percentile, printTable } from './lib.ts';

/** The last commit before the catalogs (the core said English strings built in place). */
const OLD_COMMIT = '6566c8c';
const N = Number(process.env.I18N_BENCH_N ?? 100);
const WARMUP = 10;
/** Commands per sample: one reply is a few hundredths of a millisecond, too short to time alone. */
const BATCH = 10;

const silent = { debug() {}, info() {}, warn() {}, error() {} };
const USER = { id: 'bench-user', name: 'Bench', canManage: true };

/** A bot of one tree: `handle` a typed command in a fresh channel that has a game. */
interface Tree {
  readonly label: string;
  /** A channel with a fresh game, and the correct and wrong moves left in it. */
  channel(language?: string): Promise<Channel>;
  /** Handles one typed command; resolves when the replies are made. */
  say(channel: Channel, text: string): Promise<unknown>;
}

interface Channel {
  readonly conversation: { platform: 'web'; id: string; kind: 'channel'; workspace: string };
  readonly moves: string[];
  readonly wrong: string[];
}

/* eslint-disable @typescript-eslint/no-explicit-any -- two trees' modules, typed alike at run time */
async function loadTree(root: string, label: string, pictures: boolean): Promise<Tree> {
  const { createBot } = await import(join(root, 'src/bot/core.ts'));
  const { createRenderer } = await import(join(root, 'src/render/index.ts'));
  const { parseCommand } = await import(join(root, 'src/bot/grammar.ts'));
  const { MemoryStore } = await import(join(root, 'src/store/memory.ts'));
  const { hint, hintForCell } = await import(join(root, 'src/engine/logic/index.ts'));
  const { FixturePuzzleSource } = await import(join(root, 'test/game/fixture-puzzles.ts'));
  const store = new MemoryStore();
  const bot = createBot({
    store,
    clock: { now: () => new Date() },
    puzzles: new FixturePuzzleSource(),
    hints: { hint, hintForCell },
    renderer: pictures ? createRenderer() : null,
    photoReader: null,
    logger: silent,
  });
  let count = 0;
  const handle = (conversation: Channel['conversation'], text: string) => {
    const parsed = parseCommand(text);
    if (!parsed.ok) throw new Error(`${label}: '${text}' does not parse`);
    return bot.handle({ conversation, user: USER, command: parsed.value });
  };
  return {
    label,
    async channel(language) {
      const conversation = {
        platform: 'web' as const,
        id: `${label}-${++count}`,
        kind: 'channel' as const,
        workspace: 'bench',
      };
      if (language) await handle(conversation, `language channel ${language}`);
      await handle(conversation, 'new easy');
      const game: any = await store.currentGame({
        platform: 'web',
        conversationId: conversation.id,
      });
      const moves: string[] = [];
      const wrong: string[] = [];
      game.givens.forEach((d: number, cell: number) => {
        if (d) return;
        const name = `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
        moves.push(`${name} ${game.solution[cell]}`);
        wrong.push(`${name} ${(game.solution[cell] % 9) + 1}`);
      });
      moves.pop(); // no game ends inside a measurement
      return { conversation, moves, wrong };
    },
    say: (channel, text) => handle(channel.conversation, text),
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** One kind of command: the text to send in a channel, given its round. */
interface Case {
  readonly name: string;
  readonly text: (channel: Channel, round: number) => string;
}

const CASES: Case[] = [
  { name: 'move (placed, board line)', text: (c, i) => c.moves[i % c.moves.length]! },
  { name: 'mistake', text: (c, i) => c.wrong[(i + 7) % c.wrong.length]! },
  { name: 'board', text: () => 'board' },
  { name: 'help', text: () => 'help' },
  { name: 'stats', text: () => 'stats' },
];

/** A tree said in one language (undefined: the bot's default, English). */
interface Speaker {
  readonly label: string;
  readonly tree: Tree;
  readonly language?: string;
}

/** Samples of a batch of commands per speaker and case, taken in turn; CPU ms per command. */
async function measure(speakers: readonly Speaker[]) {
  const cpu = new Map<string, number[]>();
  const channels = new Map<string, Channel>();
  const used = new Map<string, number>();
  const key = (s: Speaker, c: Case) => `${s.label}|${c.name}`;
  for (const s of speakers) {
    for (const c of CASES) channels.set(key(s, c), await s.tree.channel(s.language));
  }
  for (let round = 0; round < WARMUP + N; round++) {
    for (const c of CASES) {
      for (const s of speakers) {
        const k = key(s, c);
        let channel = channels.get(k)!;
        if ((used.get(k) ?? 0) + BATCH > channel.moves.length) {
          channel = await s.tree.channel(s.language);
          channels.set(k, channel);
          used.set(k, 0);
        }
        const texts = Array.from({ length: BATCH }, (_, i) =>
          c.text(channel, (used.get(k) ?? 0) + i),
        );
        used.set(k, (used.get(k) ?? 0) + BATCH);
        const start = process.cpuUsage();
        for (const text of texts) await s.tree.say(channel, text);
        const spent = process.cpuUsage(start);
        if (round < WARMUP) continue;
        const list = cpu.get(k) ?? [];
        list.push((spent.user + spent.system) / 1000 / BATCH);
        cpu.set(k, list);
      }
    }
  }
  return (label: string, name: string) => percentile(cpu.get(`${label}|${name}`)!, 0.5);
}

const dir = mkdtempSync(join(tmpdir(), 'sudoku-i18n-bench-'));
try {
  const old = extractTree(OLD_COMMIT, ['src', 'test/game', 'test/fixtures', 'assets'], dir);
  if (!old.ok) {
    console.log(`i18n bench: the old path is not available (${old.reason}); skipped`);
  } else {
    for (const pictures of [false, true]) {
      const next = await loadTree(join(import.meta.dirname, '..'), 'catalogs', pictures);
      const before = await loadTree(old.root, 'old', pictures);
      const cpu = await measure([
        { label: 'old', tree: before },
        { label: 'en', tree: next },
        { label: 'fr', tree: next, language: 'fr' },
        { label: 'ja', tree: next, language: 'ja' },
      ]);
      printTable(
        `CPU per reply ${pictures ? 'with its board picture (drawn in process)' : 'without pictures'}, median of ${N} samples of ${BATCH} (in-memory store; old = ${OLD_COMMIT}, English strings built in place; target: new/old <= 1.05)`,
        CASES.map((c) => ({
          command: c.name,
          'old ms': cpu('old', c.name),
          'catalogs, en ms': cpu('en', c.name),
          'new/old': cpu('en', c.name) / cpu('old', c.name),
          'catalogs, fr ms': cpu('fr', c.name),
          'catalogs, ja ms': cpu('ja', c.name),
        })),
      );
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
