// The pressure benchmark's playground game: the web playground over the real core, played over
// HTTP as its pages do (bench/playground-client.ts): commands posted to #general, each player's
// live-update stream read for what they see. One types `today`, then all type moves at once,
// one asks `hint r3c5` first, one solves another grid, one posts a photo; played to the end. A
// watcher who never speaks counts what the game left in the channel.

import sharp from 'sharp';
import { createRenderPool } from '../src/render/index.ts';
import { realCore } from '../test/support/real-core.ts';
import { quietPlaygroundOptions } from '../test/support/playground.ts';
import { cellName, emptyCells } from '../test/support/scripted-play.ts';
import { startWebPlayground } from '../adapters/web/index.ts';
import { openPlayerStream, postCommand, postPhoto, type PageMessage } from './playground-client.ts';
import { ANSWER_DEADLINE_MS, countingLogger, PRESSURE_PLAYERS, Tally } from './pressure-tally.ts';

const OTHER_GRID =
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const CHANNEL = 'general';

/**
 * The digit a board's alt text shows in row `row`, column `col` (1-based), or 0: rows read
 * "Row 1: blank, 2, 4, 3 blanks, 6, 5, blank." or "Row 4: all blank.".
 */
export function altDigit(alt: string, row: number, col: number): number {
  const line = new RegExp(`Row ${row}: ([^.]*)\\.`).exec(alt)?.[1];
  if (!line || line === 'all blank') return 0;
  const cells: number[] = [];
  for (const part of line.split(', ')) {
    const blanks = /^(\d) blanks$/.exec(part);
    if (blanks) cells.push(...Array<number>(Number(blanks[1])).fill(0));
    else cells.push(part === 'blank' ? 0 : Number(part));
  }
  return cells[col - 1] ?? 0;
}

/** Plays #general's daily to the end with PRESSURE_PLAYERS players at once. */
export async function webGame(load: string): Promise<Tally> {
  const tally = new Tally('Web playground', load);
  const logger = countingLogger();
  const renderer = createRenderPool();
  await renderer.warm();
  const { bot, store } = realCore(logger, renderer);
  const app = await startWebPlayground({ ...quietPlaygroundOptions(bot), logger });
  const users = Array.from({ length: PRESSURE_PLAYERS }, (_, i) => `Player${i + 1}`);
  const watcher = await openPlayerStream(app.url, 'Watcher');
  const readers = await Promise.all(users.map((u) => openPlayerStream(app.url, u)));
  const seen: PageMessage[] = [];
  const type = async (user: string, text: string, what: string) => {
    try {
      const replies = await postCommand(app.url, CHANNEL, user, text, ANSWER_DEADLINE_MS);
      for (const m of replies.filter((r) => r.author.bot))
        tally.read(what, m.text || '(a picture)');
      return replies;
    } catch (error) {
      tally.unanswered++;
      tally.read('never answered', `${what}: ${(error as Error).message}`);
      return [];
    }
  };
  try {
    await type(users[0]!, 'today', 'today');
    const key = { platform: 'web' as const, conversationId: CHANNEL };
    const current = async () =>
      (await store.currentGame(key)) ??
      (await store.currentGame({ platform: 'playground', conversationId: CHANNEL }));
    const game = (await current())!;
    const cells = emptyCells(game);
    const placedBy = new Map<number, number>();
    const photo = await sharp({
      create: { width: 600, height: 600, channels: 3, background: '#fff' },
    })
      .jpeg()
      .toBuffer();

    // Everyone types the first empty cell's move at once: one places it, the others are told.
    const first = cells[0]!;
    tally.movesSent += users.length;
    await Promise.all(
      users.map((u) =>
        type(u, `${cellName(first)} ${game.solution[first]}`, 'typed move, everyone on one cell'),
      ),
    );
    placedBy.set(first, game.solution[first]!);
    tally.race = { cell: first, presses: users.length };
    const rest = cells.slice(1);
    const play = async (index: number) => {
      const user = users[index]!;
      const reader = readers[index]!;
      const mine = rest.filter((_, i) => i % users.length === index);
      if (index === 1) await type(user, `hint ${cellName(mine[0]!)}`, 'hint r3c5');
      for (const [n, cell] of mine.entries()) {
        if (index === 2 && n === 2) await type(user, `solve ${OTHER_GRID}`, 'solve');
        if (index === 3 && n === 3) {
          try {
            const replies = await postPhoto(app.url, CHANNEL, user, photo, ANSWER_DEADLINE_MS);
            for (const m of replies.filter((r) => r.author.bot)) tally.read('photo', m.text);
          } catch (error) {
            tally.unanswered++;
            tally.read('never answered', `photo: ${(error as Error).message}`);
          }
        }
        const [row, col] = [Math.floor(cell / 9) + 1, (cell % 9) + 1];
        const digit = game.solution[cell]!;
        tally.movesSent++;
        const began = performance.now();
        const shown = reader
          .next(
            'message',
            (m: PageMessage) =>
              Boolean(m.isBoard) && !m.retired && altDigit(m.image?.alt ?? '', row, col) === digit,
          )
          .then(
            () => performance.now() - began,
            () => undefined,
          );
        await type(user, `${cellName(cell)} ${digit}`, 'typed move');
        const ms = await shown;
        const now = (await current())!;
        if (now.entries[cell] !== digit) tally.refused++;
        else {
          placedBy.set(cell, digit);
          tally.taps.push(1);
          if (ms === undefined)
            tally.read('never answered', `board not edited with ${cellName(cell)}`);
          else tally.boardTimes.push(ms);
        }
      }
    };
    await Promise.all(users.map((_, i) => play(i)));
    tally.settle((await current())!, placedBy);

    // What the watcher saw in #general: each message once, boards with their edits.
    for (;;) {
      try {
        seen.push(
          (await watcher.next(
            'message',
            (m: PageMessage & { channel?: string }) => m.channel === CHANNEL,
          )) as PageMessage,
        );
      } catch {
        break;
      }
      if (seen.length > 5000) break;
    }
    const ids = new Map<string, (PageMessage & { removed?: boolean })[]>();
    for (const m of seen) ids.set(m.id, [...(ids.get(m.id) ?? []), m]);
    const fromBot = [...ids.values()].filter((v) => v[0]!.author.bot);
    const boards = fromBot.filter((v) => v.some((m) => m.isBoard));
    const left = fromBot.filter((v) => !v.at(-1)!.removed);
    tally.channelMessages = left.length;
    tally.boardsLeft = left.filter((v) => v.some((m) => m.isBoard)).length;
    tally.boardPosts = boards.length;
    tally.boardEdits = boards.reduce((a, v) => a + v.filter((m) => !m.removed).length - 1, 0);
    tally.withoutPicture = boards.flat().filter((m) => m.isBoard && !m.removed && !m.image).length;
    for (const v of left) {
      if (!v.some((m) => m.isBoard)) tally.read('posted in the channel', v.at(-1)!.text);
    }
    tally.logs = logger.seen;
    return tally;
  } finally {
    watcher.close();
    for (const r of readers) r.close();
    await app.close();
    await renderer.close();
  }
}
