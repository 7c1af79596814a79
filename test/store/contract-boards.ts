// Store contract, live boards: the message that shows each game's board (per viewer) is recorded
// with a compare-and-set (two processes posting at once keep one), one board per viewer and
// conversation, its picture swapped atomically, and messages below it counted. Also the
// leaderboard rule that a direct-message daily counts in every workspace where its player plays.

import { expect, it } from 'vitest';
import { newGame } from '../../src/game/game.ts';
import type { ContractContext } from './contract.ts';
import { advanced, ANN, BOB, conv, free, move, PUZZLES } from './contract-fixtures.ts';

const C1 = conv('c1');
const board = (gameId: string, viewer = '') => ({ gameId, viewer });
const message = (ref: string, postedAt = 1000, picture?: string) => ({
  ref,
  postedAt,
  ...(picture && { picture }),
});

/** Registers the live-board part of the Store contract. */
export function boardsContract({ fresh, sibling }: ContractContext): void {
  it('records a board message once per compare-and-set, across two processes', async () => {
    const a = await fresh();
    const b = await sibling(a);
    expect(await a.boardMessage(board('g1'))).toBeUndefined();
    const raced = await Promise.all([
      a.setBoardMessage(board('g1'), C1, message('m-a'), undefined),
      b.setBoardMessage(board('g1'), C1, message('m-b'), undefined),
    ]);
    expect(raced.filter(Boolean)).toHaveLength(1);
    const winner = raced[0] ? 'm-a' : 'm-b';
    expect(await b.boardMessage(board('g1'))).toEqual({
      ref: winner,
      postedAt: 1000,
      messagesAfter: 0,
    });
    // Replacing needs the stored ref; a stale one changes nothing.
    expect(await a.setBoardMessage(board('g1'), C1, message('m-2', 2000, 'F2'), 'stale')).toBe(
      false,
    );
    expect(await a.setBoardMessage(board('g1'), C1, message('m-2', 2000, 'F2'), winner)).toBe(true);
    expect(await b.boardMessage(board('g1'))).toEqual({
      ref: 'm-2',
      postedAt: 2000,
      messagesAfter: 0,
      picture: 'F2',
    });
  });

  it('keeps one board per viewer and conversation, and counts messages below it', async () => {
    const store = await fresh();
    await store.setBoardMessage(board('g1'), C1, message('m1'), undefined);
    await store.setBoardMessage(board('g1', 'u1'), C1, message('p1'), undefined);
    await store.setBoardMessage(board('g9'), conv('c9'), message('x1'), undefined);
    await store.noteVisibleMessage(C1);
    await store.noteVisibleMessage(C1);
    expect((await store.boardMessage(board('g1')))?.messagesAfter).toBe(2);
    expect((await store.boardMessage(board('g1', 'u1')))?.messagesAfter).toBe(2);
    expect((await store.boardMessage(board('g9')))?.messagesAfter).toBe(0);
    // A new game's board for the same viewer replaces g1's; the player's own board stays.
    await store.setBoardMessage(board('g2'), C1, message('m2', 3000), undefined);
    const boards = await store.conversationBoards(C1);
    expect(boards.map((b) => [b.gameId, b.viewer, b.ref, b.messagesAfter])).toEqual([
      ['g1', 'u1', 'p1', 2],
      ['g2', '', 'm2', 0],
    ]);
    expect(await store.boardMessage(board('g1'))).toBeUndefined();
  });

  it('counts a typed message with the move it carried, in its commit, not with a refused one', async () => {
    const store = await fresh();
    const game = await store.startGame(free('g1', 'c1'));
    await store.setBoardMessage(board('g1'), C1, message('m1'), undefined);
    await store.setBoardMessage(board('g1', 'u1'), C1, message('p1'), undefined);
    await store.setBoardMessage(board('g9'), conv('c9'), message('x1'), undefined);
    const next = advanced(game);
    const typed = { game: next, move: move(), noteVisibleMessage: C1 };
    expect(await store.commitMove({ ...typed, expectedVersion: 0 })).toBe(true);
    // A stale version writes nothing, so it counts nothing either.
    expect(await store.commitMove({ ...typed, expectedVersion: 0 })).toBe(false);
    // A move without a typed message (a button press) counts none.
    expect(await store.commitMove({ game: advanced(next), expectedVersion: 1, move: move() })).toBe(
      true,
    );
    const counts = (await store.conversationBoards(C1)).map((b) => [b.viewer, b.messagesAfter]);
    expect(counts).toEqual([
      ['', 1],
      ['u1', 1],
    ]);
    expect((await store.boardMessage(board('g9')))?.messagesAfter).toBe(0);
    expect((await store.getGame('g1'))?.version).toBe(2);
  });

  it('swaps the picture of the live message atomically, each old picture handed out once', async () => {
    const a = await fresh();
    const b = await sibling(a);
    await a.setBoardMessage(board('g1'), C1, message('m1', 1000, 'F0'), undefined);
    const swaps = await Promise.all([
      a.swapBoardPicture(board('g1'), 'm1', 'FA'),
      b.swapBoardPicture(board('g1'), 'm1', 'FB'),
    ]);
    const previous = swaps.map((s) => s.previous).sort();
    expect(swaps.every((s) => s.matched)).toBe(true);
    // One swap replaced F0, the other replaced what the first put there.
    expect(previous).toContain('F0');
    expect(new Set(previous).size).toBe(2);
    expect(await a.swapBoardPicture(board('g1'), 'another-message', 'FC')).toEqual({
      matched: false,
    });
  });

  it('reads and swaps the pictures of many boards asked at once, each on its own', async () => {
    const a = await fresh();
    const b = await sibling(a);
    const games = ['g1', 'g2', 'g3', 'g4'];
    // One conversation each (a conversation keeps one board per viewer).
    for (const g of games)
      await a.setBoardMessage(
        board(g),
        conv(`c-${g}`),
        message(`m-${g}`, 1000, `${g}-0`),
        undefined,
      );
    await a.setBoardMessage(board('g1', ANN.id), conv('c-g1'), message('m-own', 1000), undefined);
    // All in one turn, from two processes: g2's ref is stale, g3 is swapped twice, g5 has none.
    const swaps = await Promise.all([
      a.swapBoardPicture(board('g1'), 'm-g1', 'g1-1'),
      a.swapBoardPicture(board('g2'), 'stale', 'g2-1'),
      a.swapBoardPicture(board('g3'), 'm-g3', 'g3-1'),
      a.swapBoardPicture(board('g3'), 'm-g3', 'g3-2'),
      b.swapBoardPicture(board('g4'), 'm-g4', 'g4-1'),
      a.swapBoardPicture(board('g5'), 'm-g5', 'g5-1'),
      a.swapBoardPicture(board('g1', ANN.id), 'm-own', 'own-1'),
    ]);
    expect(swaps).toEqual([
      { matched: true, previous: 'g1-0' },
      { matched: false },
      { matched: true, previous: 'g3-0' },
      { matched: true, previous: 'g3-1' },
      { matched: true, previous: 'g4-0' },
      { matched: false },
      { matched: true },
    ]);
    const read = await Promise.all(
      [board('g1'), board('g2'), board('g3'), board('g5'), board('g1', ANN.id), board('g1')].map(
        (k) => b.boardMessage(k),
      ),
    );
    expect(read.map((r) => r?.picture)).toEqual([
      'g1-1',
      'g2-0',
      'g3-2',
      undefined,
      'own-1',
      'g1-1',
    ]);
    expect(read[3]).toBeUndefined();
    expect(read[4]).toEqual({ ref: 'm-own', postedAt: 1000, messagesAfter: 0, picture: 'own-1' });
  });

  it('counts a direct-message daily in the workspaces where its player plays', async () => {
    const store = await fresh();
    const date = '2025-03-14';
    // Ann plays in workspace A; her DM game belongs to no workspace ('direct').
    await store.startGame(
      newGame(
        'inA',
        { platform: 'web', conversationId: 'a1', workspace: 'A', shared: true },
        PUZZLES[1]!,
        5,
      ),
    );
    const inA = (await store.getGame('inA'))!;
    await store.commitMove({
      game: advanced(inA, ANN),
      expectedVersion: 0,
      move: { userId: ANN.id, kind: 'place', at: 6 },
    });
    const dm = newGame(
      'dm',
      { platform: 'web', conversationId: 'dm-ann', workspace: 'direct', shared: false },
      { ...PUZZLES[0]!, date, number: 1 },
      1000,
    );
    await store.startGame(dm);
    let game = dm;
    let version = 0;
    while (game.status === 'playing') {
      game = advanced(game, ANN, 61_000);
      await store.commitMove({
        game,
        expectedVersion: version++,
        move: { userId: ANN.id, kind: 'place', at: 61_000 },
      });
    }
    expect(
      (await store.dailyResults({ platform: 'web', workspace: 'A' }, date)).map((r) => r.gameId),
    ).toEqual(['dm']);
    expect(await store.dailyResults({ platform: 'web', workspace: 'B' }, date)).toEqual([]);
    const players = await store.dailyPlayers({ platform: 'web', workspace: 'A' }, '2025-01-01');
    expect(players.map((p) => p.userId)).toEqual([ANN.id]);
    expect(players.map((p) => p.userId)).not.toContain(BOB.id);
  });
}
