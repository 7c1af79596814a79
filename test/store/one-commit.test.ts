// One commit per acknowledged move, counted where it lands: the commit frames SQLite appends to
// its write-ahead log (each commit, and so each fsync with synchronous=FULL, ends with one), and
// the Store writes the core calls. A move typed in a channel with a live board (the move, its
// log, the shares, and the message counted below the board) is one commit; moves typed together
// in several channels are one commit between them (group commit), each still answered on its
// own, and all of them are there after a reopen.

import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/bot/grammar.ts';
import type { Conversation, Reply } from '../../src/bot/types.ts';
import type { Store } from '../../src/store/port.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import {
  ANN,
  BOB,
  CHANNEL,
  current,
  empties,
  harness,
  name,
  type Harness,
} from '../bot/harness.ts';
import { advanced, ANN as ANN_PLAYER, free, move } from './contract-fixtures.ts';

const ANN_ID = ANN_PLAYER.id;

const dir = mkdtempSync(join(tmpdir(), 'sudoku-one-commit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

/**
 * Commit frames in a SQLite WAL file: frames of the log's current generation (their salts match
 * the header's) whose "database size after commit" field is set, as SQLite's recovery reads it.
 */
function walCommits(file: string): number {
  const wal = `${file}-wal`;
  let bytes: Buffer;
  try {
    if (statSync(wal).size < 32) return 0;
    bytes = readFileSync(wal);
  } catch {
    return 0;
  }
  const pageSize = bytes.readUInt32BE(8);
  const salt = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  let commits = 0;
  for (let at = 32; at + 24 + pageSize <= bytes.length; at += 24 + pageSize) {
    if (bytes.readUInt32BE(at + 8) !== salt[0] || bytes.readUInt32BE(at + 12) !== salt[1]) break;
    if (bytes.readUInt32BE(at + 4) !== 0) commits++;
  }
  return commits;
}

/** Empties the WAL into the database file, so the next commits are the only ones in it. */
function checkpoint(file: string): void {
  const raw = new Database(file);
  try {
    raw.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    raw.close();
  }
  expect(walCommits(file)).toBe(0);
}

const READS = new Set([
  'getGame',
  'currentGame',
  'dailyGame',
  'playingGames',
  'playerGames',
  'dailyResults',
  'dailyPlayers',
  'solvedDailyDates',
  'getSchedule',
  'listSchedules',
  'dailyPostStatus',
  'unfinishedDailyPosts',
  'boardMessage',
  'conversationBoards',
  'pictureTheme',
  'installation',
  'pendingPhoto',
  'dailyPuzzle',
  'poolCounts',
  'settings',
  'dailyPost',
  'postsToVerify',
  'close',
]);

/** `store` with every write method it is asked for listed in `writes`. */
function counted(store: Store, writes: string[]): Store {
  return new Proxy(store, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]) => {
        if (!READS.has(property)) writes.push(property);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/** A bot on a fresh SQLite file whose adapter records the boards it posts, as adapters do. */
function setUp() {
  const file = join(dir, `one-${++files}.sqlite`);
  const sqlite = new SqliteStore(file);
  const writes: string[] = [];
  const h = harness({ store: counted(sqlite, writes) });
  let posted = 0;
  const typed = async (text: string, conversation: Conversation = CHANNEL, user = ANN) => {
    const parsed = parseCommand(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const replies = await h.bot.handle({
      conversation,
      user,
      command: parsed.value,
      visible: true,
    });
    return replies;
  };
  const record = async (replies: Reply[]) => {
    for (const reply of replies) {
      if (reply.live && !reply.live.edit) {
        await h.bot.boardPosted(
          reply.live,
          { ref: `m${++posted}`, postedAt: h.clock.now().getTime() },
          reply.live.replaces,
        );
      }
    }
  };
  return { file, sqlite, writes, h, typed, record };
}

async function nextMove(h: Harness, conversation = CHANNEL): Promise<string> {
  const game = await current(h, conversation);
  const cell = empties(game)[0]!;
  return `${name(cell)} ${game.solution[cell]}`;
}

describe('one commit per acknowledged move (SQLite, synchronous=FULL)', () => {
  it('commits a typed move with a live board, and the message counted below it, once', async () => {
    const { file, sqlite, writes, h, typed, record } = setUp();
    await record(await typed('new easy'));
    const move = await nextMove(h);
    checkpoint(file);
    writes.length = 0;
    const replies = await typed(move);
    expect(replies[0]?.text).toMatch(/placed/);
    expect(replies[0]?.live?.edit?.ref).toBe('m1');
    expect(writes).toEqual(['commitMove']);
    expect(walCommits(file)).toBe(1);
    // The typed message was counted below the board, in that same commit.
    const game = await current(h);
    expect((await sqlite.boardMessage({ gameId: game.id, viewer: '' }))?.messagesAfter).toBe(1);
    await sqlite.close();
  });

  it('commits a wrong digit (a mistake) and a hint once each', async () => {
    const { file, sqlite, writes, h, typed, record } = setUp();
    await record(await typed('new easy'));
    const game = await current(h);
    const cell = empties(game)[0]!;
    checkpoint(file);
    writes.length = 0;
    const wrong = await typed(`${name(cell)} ${(game.solution[cell]! % 9) + 1}`, CHANNEL, BOB);
    expect(wrong[0]?.text).toMatch(/doesn't go in/);
    expect(writes).toEqual(['commitMove']);
    expect(walCommits(file)).toBe(1);
    writes.length = 0;
    await typed(`hint ${name(cell)}`);
    expect(writes).toEqual(['commitMove']);
    expect(walCommits(file)).toBe(2);
    expect((await current(h)).version).toBe(2);
    await sqlite.close();
  });

  it('commits moves typed together in several channels as one, each answered on its own', async () => {
    const { file, sqlite, h, typed, record } = setUp();
    const channels = Array.from({ length: 8 }, (_, i) => ({ ...CHANNEL, id: `C-group-${i}` }));
    for (const channel of channels) await record(await typed('new easy', channel));
    const moves = await Promise.all(channels.map((c) => nextMove(h, c)));
    checkpoint(file);
    const before = sqlite.groupCommits.batches;
    const replies = await Promise.all(channels.map((c, i) => typed(moves[i]!, c)));
    expect(replies.map((r) => r[0]?.text)).toEqual(
      moves.map(() => expect.stringMatching(/placed/)),
    );
    expect(sqlite.groupCommits.batches - before).toBe(1);
    expect(walCommits(file)).toBe(1);
    await sqlite.close();
    // Every acknowledged move is on disk: a new connection (another process) finds them all.
    const reopened = new SqliteStore(file);
    for (const channel of channels) {
      const game = await reopened.currentGame({
        platform: channel.platform,
        conversationId: channel.id,
      });
      expect(game?.version).toBe(1);
    }
    await reopened.close();
  });
});

describe('group commit (SQLite)', () => {
  it('fails a stale or broken write alone in its batch, and keeps the rest on disk', async () => {
    const file = join(dir, `group-${++files}.sqlite`);
    const store = new SqliteStore(file);
    const games = await Promise.all(
      ['g1', 'g2', 'g3'].map((id, i) => store.startGame(free(id, `c${i}`))),
    );
    checkpoint(file);
    const before = store.groupCommits.batches;
    // All in one turn: one batch. g2's second move is stale; g1 started again breaks its row.
    const results = await Promise.allSettled([
      store.commitMove({ game: advanced(games[0]!), expectedVersion: 0, move: move() }),
      store.commitMove({ game: advanced(games[1]!), expectedVersion: 0, move: move() }),
      store.commitMove({ game: advanced(games[1]!, BOB), expectedVersion: 0, move: move(BOB.id) }),
      store.startGame({ ...free('g1', 'c9'), source: { kind: 'free' } as never }),
      store.commitMove({ game: advanced(games[2]!), expectedVersion: 0, move: move() }),
    ]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value === true : 'rejected'))).toEqual([
      true,
      true,
      false,
      'rejected',
      true,
    ]);
    expect(store.groupCommits.batches - before).toBe(1);
    expect(walCommits(file)).toBe(1);
    await store.close();
    const reopened = new SqliteStore(file);
    const stored = await Promise.all(['g1', 'g2', 'g3'].map((id) => reopened.getGame(id)));
    expect(stored.map((g) => g?.version)).toEqual([1, 1, 1]);
    expect(stored[1]!.contributors.map((c) => c.userId)).toEqual([ANN_ID]);
    expect(await reopened.currentGame({ platform: 'web', conversationId: 'c9' })).toBeUndefined();
    await reopened.close();
  });
});
