// The daily on your own (`today solo`, the "Play on my own" button) through the core: the board
// reaches the player's direct messages only, plays with the same checks and hints, and its end
// posts one spoiler-free result line in the channel it came from, where the leaderboard ranks it
// beside the shared board's result. And `share`.
import { describe, expect, it } from 'vitest';
import { ANN, BOB, CHANNEL, current, empties, harness, liveOf, name, only } from './harness.ts';
import {
  dmOf,
  finish,
  solutionText,
  solveSolo,
  solveTogether,
  todaySolo,
} from './ritual-support.ts';

describe('today solo', () => {
  it('sends the board to the asker’s DM only and tells the channel nothing but where it is', async () => {
    const h = harness();
    const replies = await todaySolo(h, ANN, CHANNEL);
    expect(replies).toHaveLength(2);
    const [pointer, board] = replies as [(typeof replies)[0], (typeof replies)[0]];
    // The pointer is for Ann alone, in the channel, with no board.
    expect(pointer).toMatchObject({ visibility: 'asker' });
    expect(pointer.conversation).toBeUndefined();
    expect(pointer.board).toBeUndefined();
    expect(pointer.text).toMatch(/Your own board of \*Daily #73 · Hard · Friday\* is ready/);
    // The board goes to her DM, as that conversation's live board.
    expect(board.conversation).toEqual(dmOf(ANN));
    expect(board.board).toBeDefined();
    expect(board.live).toMatchObject({ fresh: true, over: false });
    // A personal board has no "Play on my own" button (it is already).
    expect(board.actions?.map((a) => a.command)).not.toContain('today solo');

    // It is the same daily as the channel's shared board, and it belongs to the channel.
    const mine = await current(h, dmOf(ANN));
    expect(mine.source).toMatchObject({ kind: 'daily', date: '2025-03-14', number: 73 });
    expect(mine.place).toMatchObject({ shared: false, home: CHANNEL.id, workspace: 'local' });
    await h.send('today', BOB, CHANNEL);
    const shared = await current(h, CHANNEL);
    expect(shared.id).not.toBe(mine.id);
    expect(Array.from(shared.givens)).toEqual(Array.from(mine.givens));

    // Asking again picks up the same board rather than starting over.
    const again = await todaySolo(h, ANN, CHANNEL);
    expect(again[0]!.text).toMatch(/is waiting in our direct messages/);
    expect(again[1]!.live?.gameId).toBe(mine.id);
  });

  it('plays with the same checks and hints in the DM, and nobody in the channel sees them', async () => {
    const h = harness();
    await todaySolo(h, ANN, CHANNEL);
    const dm = dmOf(ANN);
    const game = await current(h, dm);
    const cell = empties(game)[0]!;
    const wrong = only(await h.send(`${name(cell)} ${(game.solution[cell]! % 9) + 1}`, ANN, dm));
    expect(wrong.text).toMatch(/doesn't go in .*Mistakes so far: 1/);
    const hinted = await h.send('hint', ANN, dm);
    // In the DM the board itself shows the hint; no reply is meant for the channel.
    expect(liveOf(hinted).text).toMatch(/Hint/);
    expect(hinted.every((r) => r.conversation === undefined)).toBe(true);
    const after = await current(h, dm);
    expect(after).toMatchObject({ mistakes: 1, hints: 1 });
    // The channel's own game is untouched (there is none).
    expect(await h.store.currentGame({ platform: 'web', conversationId: CHANNEL.id })).toBe(
      undefined,
    );
  });

  it('posts one spoiler-free result line to the channel when the player finishes', async () => {
    const h = harness();
    await todaySolo(h, ANN, CHANNEL);
    // 2 days of streak: Ann solved yesterday's daily too (in her DM).
    h.clock.set('2025-03-13T10:00:00Z');
    await h.send('today', ANN, dmOf(ANN));
    await finish(h, ANN, dmOf(ANN));
    h.clock.set('2025-03-14T10:00:00Z');
    await todaySolo(h, ANN, CHANNEL);
    const game = await current(h, dmOf(ANN));
    const last = await finish(h, ANN, dmOf(ANN), { mistakes: 2, hints: 1, ms: 4 * 60_000 + 7_000 });

    const forChannel = last.filter((r) => r.conversation?.id === CHANNEL.id);
    expect(forChannel).toHaveLength(1);
    const line = forChannel[0]!;
    expect(line.visibility).toBe('everyone');
    expect(line.board).toBeUndefined();
    expect(line.image).toBeUndefined();
    expect(line.actions).toBeUndefined();
    expect(line.text).toMatch(/^Ann solved it on their own:\n/);
    // Time, hints, mistakes (with the ranked time), streak, and the emoji grid (3 rows of 3).
    expect(line.text).toMatch(
      /Sudoku Daily #73 \(Hard\) solved in 4:07 · 1 hint · 2 mistakes · ranked 5:07 · streak 2\n/,
    );
    expect(line.text.split('\n').slice(2)).toHaveLength(3);
    for (const row of line.text.split('\n').slice(2)) expect(row).toMatch(/^[🟩🟨🟥]{3}$/u);
    expect(line.text).toContain('🟥');
    // Not a single solution digit: no row of the solution, no run of digits at all.
    expect(line.text).not.toContain(solutionText(game.solution).slice(0, 9));
    expect(line.text).not.toMatch(/\d{4,}/);

    // In the DM: the solved board and the celebration with its final time.
    const inDm = last.filter((r) => r.conversation === undefined);
    expect(liveOf(inDm).text).toMatch(/is solved 🎉 in 4:07 with 2 mistakes and 1 hint/);
    expect(liveOf(inDm).live?.over).toBe(true);
  });

  it('ranks solo and shared results of the same daily side by side', async () => {
    const h = harness();
    // Bob plays the shared board (2:00); Ann on her own (1:30 with a mistake: ranked 2:00).
    await solveTogether(h, BOB, CHANNEL, { ms: 120_000 });
    await solveSolo(h, ANN, CHANNEL, { ms: 90_000, mistakes: 1 });
    const board = only(await h.send('leaderboard', BOB, CHANNEL)).text;
    // The same ranked time (2:00): fewer hints, then fewer mistakes go first, so Bob leads.
    // (Everything was played here: one list, the workspace's.)
    expect(board).toMatch(
      /\*Today's daily, whole workspace\*\n1\. 2:00 · Bob \(0 mistakes, 0 hints\)\n2\. 2:00 · Ann 👤 \(1 mistake, 0 hints; 1:30 \+0:30 for mistakes\)\n/,
    );
  });

  it('says what to do where a DM can’t be opened, and plays on in a DM', async () => {
    const h = harness();
    // Typed text carries no way to open a DM in this harness.
    const typed = only(await h.send('today solo', ANN, CHANNEL));
    expect(typed.text).toMatch(/not available here.*`today`/);
    const refused = await h.bot.handle({
      conversation: CHANNEL,
      user: ANN,
      command: { kind: 'today', solo: true },
      openDirect: () => Promise.reject(new Error('Cannot send messages to this user')),
    });
    expect(only(refused).text).toMatch(/couldn't open a direct message.*`today`/);
    expect(h.logger.lines.some((l) => l.message === 'direct conversation not opened')).toBe(true);
    // In the DM itself, `today solo` is just today's daily there.
    const inDm = await h.send('today solo', ANN, dmOf(ANN));
    expect(liveOf(inDm).text).toMatch(/Daily #73/);
  });
  it('says what to type again while today’s puzzle cannot be made yet', async () => {
    const h = harness();
    h.puzzles.notReady.add('2025-03-14');
    h.puzzles.failMaking = true;
    expect(only(await todaySolo(h, ANN, CHANNEL)).text).toBe(
      "Today's puzzle is still being prepared. Try `today solo` again in a minute.",
    );
  });

  it('says where the result goes when today’s board in the DM was begun elsewhere', async () => {
    const h = harness();
    await h.send('today', ANN, dmOf(ANN));
    const replies = await todaySolo(h, ANN, CHANNEL);
    expect(replies[0]!.text).toMatch(
      /already playing .* its result won't be posted here by itself.*`share`/,
    );
    expect(replies[1]!.conversation).toEqual(dmOf(ANN));
    // Finishing it posts nothing in the channel; `share` there does.
    const last = await finish(h, ANN, dmOf(ANN));
    expect(last.some((r) => r.conversation !== undefined)).toBe(false);
    expect(only(await h.send('share', ANN, CHANNEL)).text).toMatch(
      /^Ann's result:\nSudoku Daily #73/,
    );
  });
});

describe('share', () => {
  it('posts your result of the day to the channel, never the solution', async () => {
    const h = harness();
    // Three hints: the third shows the cell, which marks its box in the grid.
    await solveTogether(h, ANN, CHANNEL, { ms: 65_000, hints: 3 });
    const game = await current(h, CHANNEL);
    const shared = only(await h.send('share', ANN, CHANNEL));
    expect(shared.visibility).toBe('everyone');
    expect(shared.board).toBeUndefined();
    expect(shared.text).toMatch(
      /^Ann's result:\nSudoku Daily #73 \(Hard\) solved in 1:05 · 3 hints · 0 mistakes · streak 1\n/,
    );
    expect(shared.text).toContain('🟨');
    expect(shared.text).not.toMatch(/\d{4,}/);
    expect(shared.text).not.toContain(solutionText(game.solution).slice(0, 9));
    // In a DM the share text comes to you alone, to copy anywhere.
    const copy = only(await h.send('share', ANN, dmOf(ANN)));
    expect(copy).toMatchObject({ visibility: 'asker' });
    expect(copy.text).toMatch(/^Copy and share anywhere:\nSudoku Daily #73/);
  });

  it('shares your best result when you solved the day together and alone', async () => {
    const h = harness();
    await solveTogether(h, ANN, CHANNEL, { ms: 300_000 });
    await solveSolo(h, ANN, CHANNEL, { ms: 200_000 });
    // (In the channel the solo result line is there already: test/bot/publish.test.ts.)
    expect(only(await h.send('share', ANN, dmOf(ANN))).text).toMatch(/solved in 3:20/);
  });

  it('answers kindly with nothing solved today', async () => {
    const h = harness();
    const nothing = only(await h.send('share', BOB, CHANNEL));
    expect(nothing.visibility).toBe('asker');
    expect(nothing.text).toMatch(/haven't solved today's daily yet.*`today`.*`today solo`/);
    await h.send('today', BOB, CHANNEL);
    await h.send('hint', BOB, CHANNEL);
    expect(only(await h.send('share', BOB, CHANNEL)).text).toMatch(
      /haven't finished today's daily yet/,
    );
    // Yesterday's solve is not today's result.
    h.clock.set('2025-03-15T10:00:00Z');
    const game = await current(h, CHANNEL);
    expect(game.source).toMatchObject({ date: '2025-03-14' });
    expect(only(await h.send('share', BOB, CHANNEL)).text).toMatch(/haven't solved today's/);
  });
});
