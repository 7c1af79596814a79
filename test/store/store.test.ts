// One contract, run against both stores; then what only a real file can show: persistence across
// reopen, migrations run once, and two Store instances (two processes' view) on one file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { newGame, type Game } from '../../src/game/game.ts';
import { placeDigit } from '../../src/game/rules.ts';
import { MemoryStore } from '../../src/store/memory.ts';
import { MIGRATIONS } from '../../src/store/migrations.ts';
import { MAX_POST_ATTEMPTS, POST_CLAIM_LEASE_MS, type Store } from '../../src/store/port.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import { fixturePuzzles } from '../game/fixture-puzzles.ts';

const dir = mkdtempSync(join(tmpdir(), 'sudoku-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let fileCount = 0;
const newFile = () => join(dir, `db${++fileCount}`, 'sudoku.sqlite');

const PUZZLES = fixturePuzzles();
const ANN = { id: 'u1', name: 'Ann' };
const conv = (id: string) => ({ platform: 'web', conversationId: id });
const place = (id: string, workspace = 'local') => ({
  platform: 'web',
  conversationId: id,
  workspace,
  shared: true,
});

function daily(id: string, conversation: string, date: string, puzzle = 0): Game {
  return newGame(id, place(conversation), { ...PUZZLES[puzzle]!, date, number: 1 }, 1000);
}

function firstEmpty(game: Game): number {
  return game.givens.findIndex((d, i) => d === 0 && game.entries[i] === 0);
}

/** The game after one correct placement in its first empty cell. */
function advanced(game: Game, actor = ANN, now = 2000): Game {
  const cell = firstEmpty(game);
  const r = placeDigit(game, cell, game.solution[cell]!, actor, now);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.game;
}

const implementations: [string, () => Store][] = [
  ['memory', () => new MemoryStore()],
  ['sqlite', () => new SqliteStore(newFile())],
];

describe.each(implementations)('%s store', (_name, make) => {
  it('starts games, keeps one current game per conversation and never duplicates a daily', async () => {
    const store = make();
    const first = await store.startGame(daily('g1', 'c1', '2025-03-14'));
    expect(first.version).toBe(0);
    const free = await store.startGame(newGame('g2', place('c1'), PUZZLES[1]!, 5));
    expect((await store.currentGame(conv('c1')))?.id).toBe(free.id);
    // Starting the same daily again returns the one already started, and makes it current.
    const again = await store.startGame(daily('g3', 'c1', '2025-03-14'));
    expect(again.id).toBe('g1');
    expect((await store.currentGame(conv('c1')))?.id).toBe('g1');
    expect((await store.dailyGame(conv('c1'), '2025-03-14'))?.id).toBe('g1');
    expect(await store.dailyGame(conv('c2'), '2025-03-14')).toBeUndefined();
    expect(await store.currentGame(conv('c2'))).toBeUndefined();
    await store.resumeGame(conv('c1'), 'g2');
    expect((await store.currentGame(conv('c1')))?.id).toBe('g2');
    await store.close();
  });

  it('commits a move only from the current version', async () => {
    const store = make();
    const game = await store.startGame(daily('g1', 'c1', '2025-03-14'));
    const next = advanced(game);
    const move = { userId: 'u1', kind: 'place', at: 2000 };
    expect(await store.commitMove({ game: next, expectedVersion: 0, move })).toBe(true);
    expect(await store.commitMove({ game: next, expectedVersion: 0, move })).toBe(false);
    const stored = await store.getGame('g1');
    expect(stored?.version).toBe(1);
    expect(Array.from(stored!.entries)).toEqual(Array.from(next.entries));
    await store.close();
  });

  it('answers stats and leaderboard queries', async () => {
    const store = make();
    const bob = { id: 'u2', name: 'Bob' };
    for (const [i, date] of ['2025-03-13', '2025-03-14'].entries()) {
      let game = await store.startGame(daily(`d${i}`, 'c1', date, i));
      const expected = game.version;
      game = advanced(advanced(game), bob);
      game = { ...game, status: 'solved', finishedAt: game.startedAt + 60_000 * (i + 1) };
      await store.commitMove({
        game,
        expectedVersion: expected,
        move: { userId: 'u2', kind: 'place', at: 3 },
      });
    }
    const other = await store.startGame(newGame('f1', place('c9', 'elsewhere'), PUZZLES[5]!, 1));
    await store.commitMove({
      game: advanced(other),
      expectedVersion: 0,
      move: { userId: 'u1', kind: 'place', at: 4 },
    });

    const bobs = await store.playerGames('web', 'u2');
    expect(bobs.map((g) => g.dailyDate).sort()).toEqual(['2025-03-13', '2025-03-14']);
    expect(bobs.every((g) => g.status === 'solved')).toBe(true);
    expect(await store.playerGames('slack', 'u2')).toEqual([]);
    const results = await store.dailyResults({ platform: 'web', workspace: 'local' }, '2025-03-14');
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ conversationId: 'c1', elapsedMs: 120_000 });
    expect(results[0]!.contributors).toContain('Bob');
    const players = await store.dailyPlayers(
      { platform: 'web', conversationId: 'c1' },
      '2025-03-01',
    );
    expect(players.map((p) => p.name).sort()).toEqual(['Ann', 'Bob']);
    const dates = await store.solvedDailyDates('web', ['u2', 'u3']);
    expect(dates.get('u2')?.sort()).toEqual(['2025-03-13', '2025-03-14']);
    expect(dates.get('u3')).toEqual([]);
    await store.close();
  });

  it('claims each daily post once, and retries only failed posts, a bounded number of times', async () => {
    const store = make();
    const c = conv('c1');
    expect(await store.claimDailyPost(c, '2025-03-14', 1)).toBe(true);
    expect(await store.claimDailyPost(c, '2025-03-14', 2)).toBe(false);
    expect(await store.claimDailyPost(c, '2025-03-15', 2)).toBe(true);
    await store.finishDailyPost(c, '2025-03-15', { ok: true, messageId: 'm1' });
    expect(await store.claimDailyPost(c, '2025-03-15', 3)).toBe(false);
    await store.finishDailyPost(c, '2025-03-14', { ok: false, error: 'network' });
    expect(await store.claimDailyPost(c, '2025-03-14', 4)).toBe(true);
    await store.finishDailyPost(c, '2025-03-14', { ok: false, error: 'network' });
    expect(await store.claimDailyPost(c, '2025-03-14', 5)).toBe(true);
    await store.finishDailyPost(c, '2025-03-14', { ok: false, error: 'network' });
    expect(await store.claimDailyPost(c, '2025-03-14', 6)).toBe(false);
    expect(await store.dailyPostStatus(c, '2025-03-14')).toEqual({
      status: 'failed',
      attempts: 3,
      claimedAt: 5,
    });
    await store.close();
  });

  it('takes up a claim left unfinished for the lease (its process died mid-post)', async () => {
    const store = make();
    const c = conv('c1');
    const t = 1_000_000;
    expect(await store.claimDailyPost(c, '2025-03-14', t)).toBe(true);
    // Still within the lease: the first process may be sending right now.
    expect(await store.claimDailyPost(c, '2025-03-14', t + POST_CLAIM_LEASE_MS - 1)).toBe(false);
    expect(await store.claimDailyPost(c, '2025-03-14', t + POST_CLAIM_LEASE_MS)).toBe(true);
    expect(await store.dailyPostStatus(c, '2025-03-14')).toEqual({
      status: 'claimed',
      attempts: 2,
      claimedAt: t + POST_CLAIM_LEASE_MS,
    });
    // A finished post is never taken up, however old.
    await store.finishDailyPost(c, '2025-03-14', { ok: true, messageId: 'm1' });
    expect(await store.claimDailyPost(c, '2025-03-14', t + 10 * POST_CLAIM_LEASE_MS)).toBe(false);
    // Abandoned claims count as attempts: the day is given up after MAX_POST_ATTEMPTS.
    let at = t;
    expect(await store.claimDailyPost(c, '2025-03-15', at)).toBe(true);
    for (let i = 1; i < MAX_POST_ATTEMPTS; i++) {
      at += POST_CLAIM_LEASE_MS;
      expect(await store.claimDailyPost(c, '2025-03-15', at)).toBe(true);
    }
    expect(await store.claimDailyPost(c, '2025-03-15', at + POST_CLAIM_LEASE_MS)).toBe(false);
    await store.close();
  });

  it('keeps schedules, pending photos, dailies and the puzzle pool', async () => {
    const store = make();
    const schedule = {
      conversation: { platform: 'web', id: 'c1', kind: 'channel' as const, workspace: 'local' },
      minuteOfDay: 540,
      level: 'hard' as const,
      startDate: '2025-03-14',
      setBy: 'u1',
    };
    await store.setSchedule(schedule);
    await store.setSchedule({ ...schedule, minuteOfDay: 600 });
    expect(await store.getSchedule(conv('c1'))).toEqual({ ...schedule, minuteOfDay: 600 });
    expect(await store.listSchedules()).toHaveLength(1);
    expect(await store.removeSchedule(conv('c1'))).toBe(true);
    expect(await store.removeSchedule(conv('c1'))).toBe(false);

    const photo = { geometryId: 'classic9', grid: '.'.repeat(81), unsure: [3, 4], createdAt: 1 };
    await store.savePendingPhoto(conv('c1'), 'u1', photo);
    expect(await store.pendingPhoto(conv('c1'), 'u1')).toEqual(photo);
    expect(await store.pendingPhoto(conv('c1'), 'u2')).toBeUndefined();
    await store.deletePendingPhoto(conv('c1'), 'u1');
    expect(await store.pendingPhoto(conv('c1'), 'u1')).toBeUndefined();

    const dailyPuzzle = { ...PUZZLES[2]!, date: '2025-03-14', number: 73, rating: 2.5 };
    await store.saveDailyPuzzle(dailyPuzzle);
    await store.saveDailyPuzzle({ ...PUZZLES[3]!, date: '2025-03-14', number: 73 });
    expect(await store.dailyPuzzle('2025-03-14')).toEqual(dailyPuzzle);
    expect(await store.dailyPuzzle('2025-03-15')).toBeUndefined();

    await store.addPoolPuzzles([PUZZLES[0]!, PUZZLES[1]!, PUZZLES[15]!]);
    expect(await store.poolCounts()).toEqual(
      new Map([
        ['easy/classic', 2],
        ['medium/classic', 1],
      ]),
    );
    expect(await store.takePoolPuzzle('easy', 'classic')).toEqual(PUZZLES[0]);
    expect(await store.takePoolPuzzle('easy', 'classic')).toEqual(PUZZLES[1]);
    expect(await store.takePoolPuzzle('easy', 'classic')).toBeUndefined();
    await store.close();
  });
});

describe('sqlite file', () => {
  it('creates the folder, migrates once and keeps everything across reopen', async () => {
    const file = newFile();
    const first = new SqliteStore(file);
    const game = await first.startGame(daily('g1', 'c1', '2025-03-14'));
    await first.commitMove({
      game: advanced(game),
      expectedVersion: 0,
      move: { userId: 'u1', kind: 'place', at: 1 },
    });
    await first.close();
    const second = new SqliteStore(file);
    const back = await second.currentGame(conv('c1'));
    expect(back?.version).toBe(1);
    expect(Array.from(back!.entries)).toEqual(Array.from(advanced(game).entries));
    await second.close();
    const raw = new Database(file);
    expect(raw.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();
  });

  it('refuses a database from a newer version of the bot', async () => {
    const file = newFile();
    await new SqliteStore(file).close();
    const raw = new Database(file);
    raw.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    raw.close();
    expect(() => new SqliteStore(file)).toThrow(/newer than this code knows/);
  });

  it('never loses an update when two stores on one file race on one game', async () => {
    const file = newFile();
    const a = new SqliteStore(file);
    const b = new SqliteStore(file);
    await a.startGame(daily('g1', 'c1', '2025-03-14'));
    // Both read version 0, then both write: the second writer must be refused.
    const readA = (await a.getGame('g1'))!;
    const readB = (await b.getGame('g1'))!;
    const move = { userId: 'u1', kind: 'place', at: 1 };
    expect(
      await a.commitMove({ game: advanced(readA), expectedVersion: readA.version, move }),
    ).toBe(true);
    expect(
      await b.commitMove({ game: advanced(readB), expectedVersion: readB.version, move }),
    ).toBe(false);
    // A retry from a fresh read lands on top of A's move.
    const reread = (await b.getGame('g1'))!;
    expect(
      await b.commitMove({ game: advanced(reread), expectedVersion: reread.version, move }),
    ).toBe(true);
    const final = (await a.getGame('g1'))!;
    expect(final.version).toBe(2);
    expect(final.entries.filter((d) => d > 0)).toHaveLength(2);
    // Both stores see one claim winner.
    const claims = await Promise.all([
      a.claimDailyPost(conv('c1'), '2025-03-14', 1),
      b.claimDailyPost(conv('c1'), '2025-03-14', 1),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    await a.close();
    await b.close();
  });
});
