// Store contract, games: current game per conversation, dailies started once, optimistic
// versions (also between two processes' views of one database), stats and leaderboards.

import { expect, it } from 'vitest';
import type { ContractContext } from './contract.ts';
import { advanced, ANN, BOB, conv, daily, entries, free, move } from './contract-fixtures.ts';

/** Registers the games part of the Store contract. */
export function gamesContract({ backend, fresh, sibling }: ContractContext): void {
  it('starts games, keeps one current game per conversation and never duplicates a daily', async () => {
    const store = await fresh();
    const first = await store.startGame(daily('g1', 'c1', '2025-03-14'));
    expect(first.version).toBe(0);
    const other = await store.startGame(free('g2', 'c1'));
    expect((await store.currentGame(conv('c1')))?.id).toBe(other.id);
    // Starting the same daily again returns the one already started, and makes it current.
    const again = await store.startGame(daily('g3', 'c1', '2025-03-14'));
    expect(again.id).toBe('g1');
    expect((await store.currentGame(conv('c1')))?.id).toBe('g1');
    expect((await store.dailyGame(conv('c1'), '2025-03-14'))?.id).toBe('g1');
    expect(await store.dailyGame(conv('c2'), '2025-03-14')).toBeUndefined();
    expect(await store.currentGame(conv('c2'))).toBeUndefined();
    expect(await store.getGame('g3')).toBeUndefined();
    await store.resumeGame(conv('c1'), 'g2');
    expect((await store.currentGame(conv('c1')))?.id).toBe('g2');
    await expect(store.resumeGame(conv('c1'), 'no-such-game')).rejects.toThrow();
  });

  it('starts an archive game of a date beside the conversation’s daily of that date', async () => {
    const store = await fresh();
    await store.startGame(daily('d1', 'c1', '2025-03-13'));
    const source = { kind: 'daily', date: '2025-03-13', number: 1, archive: true } as const;
    const archive = await store.startGame({ ...daily('a1', 'c1', '2025-03-13'), source });
    expect(archive.id).toBe('a1');
    expect((await store.currentGame(conv('c1')))?.id).toBe('a1');
    // The day's daily stays the conversation's daily of that date.
    expect((await store.dailyGame(conv('c1'), '2025-03-13'))?.id).toBe('d1');
  });

  it('lists the unfinished games of a conversation, newest first', async () => {
    const store = await fresh();
    const old = free('p1', 'c1');
    await store.startGame({ ...old, startedAt: 100 });
    await store.startGame({ ...free('p2', 'c1'), startedAt: 200 });
    await store.startGame({ ...free('p3', 'c1'), startedAt: 300 });
    await store.startGame({ ...free('x1', 'c2'), startedAt: 400 });
    // p2 ends: a reveal is a finished game.
    const p2 = (await store.getGame('p2'))!;
    const revealed = { ...p2, status: 'revealed' as const, finishedAt: 250 };
    expect(await store.commitMove({ game: revealed, expectedVersion: 0, move: move() })).toBe(true);
    const playing = await store.playingGames(conv('c1'), 10);
    expect(playing.map((g) => g.id)).toEqual(['p3', 'p1']);
    expect((await store.playingGames(conv('c1'), 1)).map((g) => g.id)).toEqual(['p3']);
    expect(await store.playingGames(conv('nowhere'), 10)).toEqual([]);
  });

  it('starts a daily once when two processes start it at the same moment', async () => {
    const a = await fresh();
    const b = await sibling(a);
    const started = await Promise.all([
      a.startGame(daily('ga', 'c1', '2025-03-14')),
      b.startGame(daily('gb', 'c1', '2025-03-14')),
      a.startGame(daily('gc', 'c1', '2025-03-14')),
    ]);
    expect(new Set(started.map((g) => g.id)).size).toBe(1);
    expect((await b.dailyGame(conv('c1'), '2025-03-14'))?.id).toBe(started[0]!.id);
    expect((await a.currentGame(conv('c1')))?.id).toBe(started[0]!.id);
  });

  it('commits a move only from the current version', async () => {
    const store = await fresh();
    const game = await store.startGame(daily('g1', 'c1', '2025-03-14'));
    const next = advanced(game);
    expect(await store.commitMove({ game: next, expectedVersion: 0, move: move() })).toBe(true);
    expect(await store.commitMove({ game: next, expectedVersion: 0, move: move() })).toBe(false);
    expect(await store.commitMove({ game: next, expectedVersion: 5, move: move() })).toBe(false);
    const stored = await store.getGame('g1');
    expect(stored?.version).toBe(1);
    expect(entries(stored)).toEqual(entries(next));
    expect((await store.currentGame(conv('c1')))?.version).toBe(1);
  });

  it('commits moves sent together each on its own: a stale one among them fails alone', async () => {
    const store = await fresh();
    const games = await Promise.all(
      ['g1', 'g2', 'g3'].map((id, i) => store.startGame(free(id, `c${i}`))),
    );
    const [one, two, three] = games.map((g) => advanced(g));
    // All sent in one turn (a store with group commit takes them as one batch).
    const results = await Promise.all([
      store.commitMove({ game: one!, expectedVersion: 0, move: move() }),
      store.commitMove({ game: advanced(games[0]!, BOB), expectedVersion: 0, move: move(BOB.id) }),
      store.commitMove({ game: two!, expectedVersion: 0, move: move() }),
      store.commitMove({ game: three!, expectedVersion: 7, move: move() }),
    ]);
    expect(results).toEqual([true, false, true, false]);
    const stored = await Promise.all(['g1', 'g2', 'g3'].map((id) => store.getGame(id)));
    expect(stored.map((g) => g?.version)).toEqual([1, 1, 0]);
    expect(entries(stored[0])).toEqual(entries(one));
    expect(stored[0]!.contributors.map((c) => c.userId)).toEqual([ANN.id]);
    expect(entries(stored[1])).toEqual(entries(two));
  });

  it('commits a move named for a conversation only while its game is current there', async () => {
    const a = await fresh();
    const b = await sibling(a);
    const first = await a.startGame(free('g1', 'c1'));
    const where = { whileCurrentIn: conv('c1'), move: move() };
    expect(await a.commitMove({ ...where, game: advanced(first), expectedVersion: 0 })).toBe(true);
    // Another process starts a new game there: a move on the old one, at its version, is refused.
    await b.startGame(free('g2', 'c1'));
    const old = (await a.getGame('g1'))!;
    expect(await a.commitMove({ ...where, game: advanced(old), expectedVersion: 1 })).toBe(false);
    expect((await b.getGame('g1'))?.version).toBe(1);
    // Named for no conversation, the same move commits (the version alone guards it).
    expect(await a.commitMove({ game: advanced(old), expectedVersion: 1, move: move() })).toBe(
      true,
    );
    await b.resumeGame(conv('c1'), 'g1');
    const back = (await a.getGame('g1'))!;
    expect(await a.commitMove({ ...where, game: advanced(back), expectedVersion: 2 })).toBe(true);
  });

  it('never loses an update when two processes race on one game', async () => {
    const a = await fresh();
    const b = await sibling(a);
    await a.startGame(daily('g1', 'c1', '2025-03-14'));
    // Both read version 0, then both write: exactly one write wins.
    const readA = (await a.getGame('g1'))!;
    const readB = (await b.getGame('g1'))!;
    const results = await Promise.all([
      a.commitMove({ game: advanced(readA), expectedVersion: readA.version, move: move() }),
      b.commitMove({ game: advanced(readB, BOB), expectedVersion: readB.version, move: move() }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    // The loser re-reads and retries on top of the winner's move.
    const reread = (await b.getGame('g1'))!;
    expect(
      await b.commitMove({ game: advanced(reread), expectedVersion: reread.version, move: move() }),
    ).toBe(true);
    const final = (await a.getGame('g1'))!;
    expect(final.version).toBe(2);
    expect(final.entries.filter((d) => d > 0)).toHaveLength(2);
  });

  // Memory keeps nothing past its object.
  it.skipIf(!backend.sibling)('keeps every committed game across a reopen', async () => {
    const first = await fresh();
    const game = await first.startGame(daily('g1', 'c1', '2025-03-14'));
    await first.commitMove({ game: advanced(game), expectedVersion: 0, move: move() });
    await first.close();
    const second = await sibling(first);
    const back = await second.currentGame(conv('c1'));
    expect(back?.version).toBe(1);
    expect(entries(back)).toEqual(entries(advanced(game)));
  });

  it('answers stats and leaderboard queries', async () => {
    const store = await fresh();
    for (const [i, date] of ['2025-03-13', '2025-03-14'].entries()) {
      let game = await store.startGame(daily(`d${i}`, 'c1', date, i));
      const expected = game.version;
      game = advanced(advanced(game), BOB);
      game = { ...game, status: 'solved', finishedAt: game.startedAt + 60_000 * (i + 1) };
      await store.commitMove({ game, expectedVersion: expected, move: move(BOB.id, 3) });
    }
    // A faster solve of the 14th in another channel of the workspace, and an unfinished one.
    let fast = await store.startGame(daily('d9', 'c2', '2025-03-14', 1));
    fast = { ...advanced(fast, BOB), status: 'solved', finishedAt: fast.startedAt + 30_000 };
    await store.commitMove({ game: fast, expectedVersion: 0, move: move(BOB.id) });
    const open = await store.startGame(daily('d8', 'c3', '2025-03-14', 1));
    await store.commitMove({ game: advanced(open, BOB), expectedVersion: 0, move: move(BOB.id) });
    const elsewhere = await store.startGame(free('f1', 'c9', 5, 'elsewhere'));
    await store.commitMove({ game: advanced(elsewhere), expectedVersion: 0, move: move() });

    const bobs = await store.playerGames('web', BOB.id);
    expect(bobs.map((g) => g.dailyDate).sort()).toEqual([
      '2025-03-13',
      '2025-03-14',
      '2025-03-14',
      '2025-03-14',
    ]);
    expect(bobs.find((g) => g.gameId === 'd1')).toMatchObject({
      status: 'solved',
      elapsedMs: 120_000,
      mistakes: 0,
      hints: 0,
    });
    expect(bobs.find((g) => g.gameId === 'd8')).toMatchObject({ status: 'playing' });
    expect(bobs.find((g) => g.gameId === 'd8')?.elapsedMs).toBeUndefined();
    expect(await store.playerGames('slack', BOB.id)).toEqual([]);

    const results = await store.dailyResults({ platform: 'web', workspace: 'local' }, '2025-03-14');
    expect(results.map((r) => [r.gameId, r.elapsedMs])).toEqual([
      ['d9', 30_000],
      ['d1', 120_000],
    ]);
    expect(results[1]).toMatchObject({ conversationId: 'c1', shared: true, mistakes: 0 });
    expect([...results[1]!.contributors].sort()).toEqual(['Ann', 'Bob']);
    const inChannel = await store.dailyResults(
      { platform: 'web', conversationId: 'c1' },
      '2025-03-14',
    );
    expect(inChannel.map((r) => r.gameId)).toEqual(['d1']);

    const players = await store.dailyPlayers(
      { platform: 'web', conversationId: 'c1' },
      '2025-03-01',
    );
    expect(players.map((p) => p.name).sort()).toEqual(['Ann', 'Bob']);
    const lately = await store.dailyPlayers({ platform: 'web', workspace: 'local' }, '2025-03-14');
    expect(lately.map((p) => p.userId).sort()).toEqual([ANN.id, BOB.id]);
    expect(
      await store.dailyPlayers({ platform: 'web', workspace: 'elsewhere' }, '2025-01-01'),
    ).toEqual([]);

    const dates = await store.solvedDailyDates('web', [BOB.id, 'u3']);
    expect(dates.get(BOB.id)?.sort()).toEqual(['2025-03-13', '2025-03-14', '2025-03-14']);
    expect(dates.get('u3')).toEqual([]);
  });
}
