// Solving posted grids and photos, schedules and permissions, streaks across days, concurrency,
// logging, and the error funnel.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Attachment, Reply } from '../../src/bot/types.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import {
  ANN,
  BOB,
  CHANNEL,
  DM,
  FakePhotoReader,
  harness,
  name,
  only,
  current,
  empties,
} from './harness.ts';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION =
  '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

const dir = mkdtempSync(join(tmpdir(), 'sudoku-core-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function solveAll(
  h: ReturnType<typeof harness>,
  user = ANN,
  conversation = CHANNEL,
): Promise<Reply> {
  const game = await current(h, conversation);
  let last: Reply[] = [];
  for (const cell of empties(game))
    last = await h.send(`${name(cell)} ${game.solution[cell]}`, user, conversation);
  // The solved board (edited in place) and the celebration: return the celebration.
  expect(last.filter((r) => r.live)).toHaveLength(1);
  return only(last.filter((r) => !r.live));
}

describe('solve GRID', () => {
  it('shows the one solution', async () => {
    const h = harness();
    const reply = only(await h.send(`solve ${PUZZLE}`));
    expect(reply.text).toContain(SOLUTION);
    expect(reply.visibility).toBe('asker');
    expect(reply.board?.solved).toBe(true);
    expect(Array.from(reply.board!.revealed!).filter((d) => d > 0)).toHaveLength(81 - 30);
    expect(reply.image).toBeDefined();
    expect(reply.actions?.[0]?.command).toBe(`new ${PUZZLE}`);
    // The nine-line form with separators works too, and `share` shows it to everyone.
    const rows = PUZZLE.match(/.{9}/g)!
      .map((r) => `${r.slice(0, 3)}|${r.slice(3, 6)}|${r.slice(6)}`)
      .join('\n');
    expect(only(await h.send(`solve share\n${rows}`)).visibility).toBe('everyone');
  });

  it('names the house with a conflict, and says when there are several or no solutions', async () => {
    const h = harness();
    const conflict = '55' + PUZZLE.slice(2);
    expect(only(await h.send(`solve ${conflict}`)).text).toMatch(
      /breaks the rules: 5 appears twice in row 1 \(r1c1 and r1c2\)/,
    );
    // Two 1s side by side break row 1 and box 1: one sentence says both, with no stray bracket.
    expect(only(await h.send(`solve 11${'0'.repeat(79)}`)).text).toMatch(
      /^This grid breaks the rules: 1 appears twice in row 1 \(r1c1 and r1c2\), and 1 more conflict\.$/,
    );
    const several = '.'.repeat(81);
    const reply = only(await h.send(`solve ${several}`));
    expect(reply.text).toMatch(/more than one solution/);
    const none = '12345678.' + '.'.repeat(63) + '........9';
    expect(only(await h.send(`solve ${none.slice(0, 80)}9`)).text).toMatch(/no solution/);
    expect(only(await h.send('solve 123')).text).toMatch(/I counted 3 cells.*81/);
  });

  it('plays a posted grid with `new GRID`', async () => {
    const h = harness();
    const reply = only(await h.send(`new ${PUZZLE}`));
    expect(reply.text).toMatch(/new game!/);
    const game = await current(h);
    expect(Array.from(game.solution).join('')).toBe(SOLUTION);
    expect(only(await h.send(`new ${'.'.repeat(81)}`)).text).toMatch(/more than one solution/);
  });
});

describe('solving a photo', () => {
  function photo(size = 1000, calls = { fetched: 0 }): Attachment {
    return {
      name: 'grid.jpg',
      contentType: 'image/jpeg',
      size,
      fetch: async () => {
        calls.fetched++;
        return Buffer.alloc(size);
      },
    };
  }
  const read = (grid: string, unsure: number[]) => ({
    grid: Uint8Array.from(grid, (c) => (c === '.' ? 0 : Number(c))),
    confidence: new Float32Array(81).fill(0.9),
    unsure,
    corners: [],
  });

  it('shows the transcription with unsure cells, takes corrections and re-checks', async () => {
    // The reader misread r1c1 (5 read as 6, unsure) and missed r1c2 (3, read as empty).
    const misread = '6.' + PUZZLE.slice(2);
    const reader = new FakePhotoReader(read(misread, [0]));
    const h = harness({ photoReader: reader });
    const first = only(
      await h.bot.handle({
        conversation: CHANNEL,
        user: ANN,
        command: { kind: 'reveal' },
        attachments: [photo()],
      }),
    );
    expect(reader.reads).toBe(1);
    expect(first.board?.highlights?.unsure).toEqual([0]);
    expect(first.text).toMatch(/not sure about r1c1/);
    expect(first.actions).toBeUndefined(); // 6 in r1c1 leaves the grid without a unique solution
    expect(first.text).toMatch(/`fix r3c5 8`/);
    const fixed = only(await h.send('fix r1c1 5'));
    expect(fixed.text).toMatch(/r1c1 is now 5/);
    expect(fixed.board?.highlights?.unsure).toEqual([]);
    expect(fixed.text).toMatch(/exactly one solution/);
    const corrected = '5.' + PUZZLE.slice(2);
    expect(fixed.actions?.map((a) => a.command)).toEqual([
      `solve ${corrected}`,
      `new ${corrected}`,
    ]);
    // Someone else has no transcription waiting.
    expect(only(await h.send('fix r1c1 5', BOB)).text).toMatch(/no photo waiting/);
    expect(only(await h.send('fix r1c2 .')).text).toMatch(/r1c2 confirmed as empty/);
    expect(only(await h.send('fix r10c1 1')).text).toMatch(/off the grid/);
  });

  it('refuses an oversized photo before downloading it, and explains reader failures', async () => {
    const reader = new FakePhotoReader({ code: 'no-grid', message: 'no grid' });
    const h = harness({ photoReader: reader, options: { maxPhotoBytes: 5000 } });
    const calls = { fetched: 0 };
    const big = only(
      await h.bot.handle({
        conversation: CHANNEL,
        user: ANN,
        command: { kind: 'solvePhoto' },
        attachments: [photo(6000, calls)],
      }),
    );
    expect(big.text).toMatch(/larger than/);
    expect(calls.fetched).toBe(0);
    const none = only(
      await h.bot.handle({
        conversation: CHANNEL,
        user: ANN,
        command: { kind: 'solvePhoto' },
        attachments: [photo(100)],
      }),
    );
    expect(none.text).toMatch(/could not find a Sudoku grid/);
    expect(
      only(
        await h.bot.handle({ conversation: CHANNEL, user: ANN, command: { kind: 'solvePhoto' } }),
      ).text,
    ).toMatch(/Attach a photo/);
    const noReader = harness();
    expect(
      only(
        await noReader.bot.handle({
          conversation: CHANNEL,
          user: ANN,
          command: { kind: 'solvePhoto' },
          attachments: [photo(10)],
        }),
      ).text,
    ).toMatch(/not available here.*solve 53/);
  });
});

describe('streaks across days', () => {
  it('counts dailies solved on consecutive days and breaks on a missed day', async () => {
    const h = harness({ at: '2025-03-10T08:00:00Z' });
    for (const day of ['2025-03-10', '2025-03-11', '2025-03-12']) {
      h.clock.set(`${day}T08:00:00Z`);
      await h.send('today', ANN, DM);
      const done = await solveAll(h, ANN, DM);
      expect(done.text).toMatch(/🎉 Solved/);
    }
    expect(only(await h.send('stats', ANN, DM)).text).toMatch(/Daily streak: 3 days \(best 3\)/);
    h.clock.set('2025-03-13T23:59:00Z'); // still alive until the end of the next day
    expect(only(await h.send('stats', ANN, DM)).text).toMatch(/Daily streak: 3 days/);
    h.clock.set('2025-03-14T00:01:00Z');
    expect(only(await h.send('stats', ANN, DM)).text).toMatch(/Daily streak: 0 days \(best 3\)/);
    await h.send('today', ANN, DM);
    // Her own board speaks to her, not of her.
    expect((await solveAll(h, ANN, DM)).text).toMatch(/ Your streak: 1 day\.\n/);
  });

  it("names each player's streak on a channel's shared board", async () => {
    const h = harness({ at: '2025-03-10T08:00:00Z' });
    await h.send('today', ANN);
    const done = (await solveAll(h, ANN)).text;
    expect(done).toMatch(/ Streak: Ann 1 day\.\n/);
    expect(done).not.toMatch(/Your streak/);
  });

  it('uses the deployment zone for the calendar day', async () => {
    // 23:30 UTC on the 14th is already the 15th in Paris.
    const h = harness({ at: '2025-03-14T23:30:00Z', options: { timeZone: 'Europe/Paris' } });
    expect(only(await h.send('today')).text).toMatch(
      /Daily #74 · Medium · Saturday|Daily #74 · Expert · Saturday/,
    );
  });
});

describe('schedules', () => {
  it('needs the manage-channel right in a channel (not in a direct message)', async () => {
    const h = harness();
    expect(only(await h.send('schedule 09:00', BOB)).text).toMatch(/Only people who can manage/);
    expect(only(await h.send('schedule 09:00', BOB, DM)).text).toMatch(
      /every day at 09:00 \(UTC\), starting tomorrow/,
    );
    const set = only(await h.send('schedule 11:30 hard', ANN));
    expect(set.text).toMatch(
      /a fresh hard puzzle will be posted here every day at 11:30 \(UTC\), starting today/,
    );
    expect(set.visibility).toBe('everyone');
    expect(only(await h.send('unschedule', BOB)).text).toMatch(/Only people/);
    expect(only(await h.send('unschedule', ANN)).text).toMatch(/no more daily posts/);
    expect(only(await h.send('unschedule', ANN)).text).toMatch(/No daily post is scheduled/);
  });
});

describe('concurrency', () => {
  it('applies 50 concurrent moves on one board without losing any (SQLite)', async () => {
    const store = new SqliteStore(join(dir, 'concurrent.sqlite'));
    const h = harness({ store });
    await h.send('new hard');
    const game = await current(h);
    const cells = empties(game).slice(0, 50);
    expect(cells).toHaveLength(50);
    // Half right, half wrong, all at once from different players.
    const replies = await Promise.all(
      cells.map((cell, i) => {
        const digit = i % 2 ? game.solution[cell]! : (game.solution[cell]! % 9) + 1;
        return h.send(`${name(cell)} ${digit}`, { id: `u${i}`, name: `P${i}`, canManage: false });
      }),
    );
    // A wrong digit gets one private notice; a right one the board and the mover's confirmation.
    expect(replies.map((r) => r.length)).toEqual(cells.map((_, i) => (i % 2 ? 2 : 1)));
    const after = await current(h);
    const written = cells.filter((c) => after.entries[c]! > 0);
    expect(written).toEqual(cells.filter((_, i) => i % 2));
    expect(after.mistakes).toBe(25);
    expect(after.contributors).toHaveLength(50);
    expect(after.version).toBe(50);
    await store.close();
  });

  it('keeps two bots on one SQLite file consistent (two processes)', async () => {
    const file = join(dir, 'two.sqlite');
    const a = harness({ store: new SqliteStore(file) });
    const b = harness({ store: new SqliteStore(file) });
    await a.send('new easy');
    const game = await current(a);
    const cells = empties(game).slice(0, 20);
    await Promise.all(
      cells.map((cell, i) => (i % 2 ? a : b).send(`${name(cell)} ${game.solution[cell]}`)),
    );
    const after = await current(b);
    expect(cells.every((c) => after.entries[c] === game.solution[c])).toBe(true);
    expect(after.version).toBe(20);
    await a.store.close();
    await b.store.close();
  });
});

describe('logging and failures', () => {
  it('logs one line per command with its latency, and no message text', async () => {
    const h = harness();
    await h.send('today');
    await h.send('r1c1 x');
    await h.send(`solve ${PUZZLE}`);
    const lines = h.logger.lines.filter((l) => l.message === 'command');
    expect(lines.map((l) => l.fields.command)).toEqual(['today', 'unparsed', 'solveGrid']);
    for (const line of lines) expect(typeof line.fields.latencyMs).toBe('number');
    expect(JSON.stringify(h.logger.lines)).not.toContain(PUZZLE);
  });

  it('turns an unexpected failure into a polite reply and an error log line', async () => {
    const h = harness();
    h.store.currentGame = () => Promise.reject(new Error('disk on fire'));
    const reply = only(await h.send('board'));
    expect(reply.text).toMatch(/something went wrong on my side/);
    expect(h.logger.lines.find((l) => l.level === 'error')?.fields.error).toMatch(/disk on fire/);
  });

  it('still replies when rendering fails, and renders nothing with no renderer', async () => {
    const h = harness();
    h.renderer.fail = true;
    const reply = only(await h.send('today'));
    expect(reply.board).toBeDefined();
    expect(reply.image).toBeUndefined();
    const plain = harness({ renderer: null });
    const noImage = only(await plain.send('today'));
    expect(noImage.board).toBeDefined();
    expect(noImage.image).toBeUndefined();
  });

  it('answers help and help topics', async () => {
    const h = harness();
    const reply = only(await h.send('help'));
    for (const word of [
      'today',
      'new',
      'r3c5 7',
      'note r3c5 1 2 4',
      'hint',
      'solve',
      'stats',
      'leaderboard',
      'schedule',
    ]) {
      expect(reply.text).toContain(word);
    }
    expect(only(await h.send('help photo')).text).toMatch(/fix r3c5 8/);
    expect(only(await h.send('help nonsense')).text).toMatch(/Topics:/);
  });
});
