// Several bot processes on one database: 3 on one PostgreSQL, 2 on one SQLite file, playing the
// same channels' dailies at once (concurrent moves, mistakes and hints on the same games) while
// each ticks the daily scheduler. Nothing acknowledged is lost, nothing unacknowledged is
// written, mistakes and hints are counted exactly, and each daily post goes out once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cellsLeft, type Game } from '../../src/game/game.ts';
import type { Store } from '../../src/store/port.ts';
import { PostgresStore } from '../../src/store/postgres.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import { name } from '../bot/harness.ts';
import {
  FLEET_DATE,
  planMoves,
  runFleet,
  setUpChannels,
  tally,
  type FleetDatabase,
} from './fleet.ts';
import { findPostgres, PostgresServer } from './postgres-server.ts';

const dir = mkdtempSync(join(tmpdir(), 'sudoku-fleet-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const CHANNELS = ['c1', 'c2', 'c3', 'c4'];

/** Runs `processes` bots on the database behind `store` and checks the outcome. */
async function playTogether(store: Store, database: FleetDatabase, processes: number) {
  const games = await setUpChannels(store, CHANNELS);
  const plans = planMoves(games, processes);
  const run = await runFleet(database, plans, dir);
  expect(run.errors).toEqual([]);
  expect(run.replies).toHaveLength(plans.flat().length);
  const tallies = tally(run);
  let conflicts = 0;
  let mistakes = 0;
  let hints = 0;
  for (const before of games) {
    const id = before.place.conversationId;
    const game: Game = (await store.currentGame({ platform: 'web', conversationId: id }))!;
    const t = tallies.get(id)!;
    // Every acknowledged placement is on the board, each cell acknowledged once...
    for (const [cellName, digits] of t.placed) {
      expect(digits, `${id} ${cellName}`).toHaveLength(1);
    }
    // ...and every entry on the board was acknowledged to someone.
    const entries = new Map<string, number>();
    game.entries.forEach((d, cell) => d && entries.set(name(cell), d));
    expect(entries).toEqual(new Map([...t.placed].map(([c, [d]]) => [c, d!])));
    // Mistakes and hints: exactly as acknowledged, in total and per player.
    const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
    expect(game.mistakes).toBe(sum(t.mistakes));
    expect(game.hints).toBe(sum(t.hints));
    for (const share of game.contributors) {
      expect(share.mistakes, share.userId).toBe(t.mistakes.get(share.userId) ?? 0);
      expect(share.hints, share.userId).toBe(t.hints.get(share.userId) ?? 0);
    }
    // One committed version per acknowledged change: none lost, none extra.
    expect(game.version).toBe(t.placed.size + sum(t.mistakes) + sum(t.hints));
    // The plan leaves one cell per game; the rest were filled unless a move gave up as busy.
    const busy = t.other.filter((text) => /very busy/.test(text)).length;
    expect(cellsLeft(game)).toBeLessThanOrEqual(1 + busy);
    expect(t.other.filter((text) => !/already (holds|filled)|very busy/.test(text))).toEqual([]);
    conflicts += t.other.length;
    mistakes += game.mistakes;
    hints += game.hints;
    expect(
      await store.dailyPost({ platform: 'web', conversationId: id }, FLEET_DATE),
    ).toMatchObject({
      status: 'sent',
      claims: 1,
      sends: 1,
    });
  }
  // Each channel's daily post went out once, from whichever process claimed it.
  expect(run.posts.sort()).toEqual(CHANNELS);
  expect(run.ticks.flatMap((t) => t.posted).sort()).toEqual(CHANNELS.map((c) => `web:${c}`));
  expect(tallies.size).toBe(CHANNELS.length);
  expect(conflicts).toBeGreaterThan(0); // the plans overlap, so some moves met a filled cell
  expect(mistakes).toBeGreaterThan(20);
  // A hint is worked out outside the game's lock, so one asked in the same instant as the move on
  // its cell may come second and find the cell filled; on a loaded machine it may also give up on
  // a board too busy to lock (and say so, like a move). Every hint asked got a hint or one of those.
  const hintsAsked = run.replies.filter((r) => r.command.text.startsWith('hint '));
  const filled = hintsAsked.filter((r) => /is already filled/.test(r.text)).length;
  const busy = hintsAsked.filter((r) => /very busy/.test(r.text)).length;
  expect(hints + filled + busy).toBe(hintsAsked.length);
}

const pg = findPostgres();
describe.skipIf(!pg.ok)(
  `3 bot processes on one PostgreSQL${pg.ok ? '' : ` (skipped: ${pg.reason})`}`,
  () => {
    it('lose no acknowledged move, count exactly, and post each daily once', async () => {
      const server = await PostgresServer.start(pg.ok ? pg.bin : '');
      try {
        const url = await server.freshUrl();
        const store = await PostgresStore.open(url);
        try {
          await playTogether(store, { url }, 3);
        } finally {
          await store.close();
        }
      } finally {
        await server.destroy();
      }
    }, 60_000);
  },
);

describe('2 bot processes on one SQLite file', () => {
  it('lose no acknowledged move, count exactly, and post each daily once', async () => {
    const file = join(dir, 'fleet.sqlite');
    const store = new SqliteStore(file);
    try {
      await playTogether(store, { file }, 2);
    } finally {
      await store.close();
    }
  }, 60_000);
});
