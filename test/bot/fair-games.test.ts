// Shared games are hard to spoil: `new` over an unfinished channel game asks first and the game
// set aside comes back with `resume`; `undo` takes back your own move, never someone else's;
// `clear` on another player's digit or notes asks first, and their `undo` still works after;
// and a leaderboard time can't be bought by trying digits: each mistake costs 30 s of ranked
// time and more than 10 mistakes leave the result unranked.
import { describe, expect, it } from 'vitest';
import type { Conversation, User } from '../../src/bot/types.ts';
import {
  MAX_RANKED_MISTAKES,
  MISTAKE_PENALTY_SECONDS,
  rankResults,
} from '../../src/game/ranking.ts';
import {
  ANN,
  BOB,
  CHANNEL,
  DM,
  ackOf,
  current,
  empties,
  harness,
  liveOf,
  name,
  only,
} from './harness.ts';

const CARL: User = { id: 'u-carl', name: 'Carl', canManage: false };

describe('new over an unfinished channel game', () => {
  it('asks first, goes ahead when confirmed, and resume brings the game back', async () => {
    const h = harness();
    await h.send('new easy');
    const first = await current(h);
    const cell = empties(first)[0]!;
    await h.send(`${name(cell)} ${first.solution[cell]}`, BOB);
    const asked = only(await h.send('new hard'));
    expect(asked.visibility).toBe('asker');
    expect(asked.text).toMatch(
      /Easy puzzle\* is unfinished here.*`resume` brings it back.*`new hard confirm`/,
    );
    expect(asked.actions?.map((a) => a.command)).toEqual(['new hard confirm']);
    expect((await current(h)).id).toBe(first.id);

    const fresh = liveOf(await h.send('new hard confirm'));
    expect(fresh.text).toMatch(/set aside: `resume` brings it back/);
    expect((await current(h)).id).not.toBe(first.id);
    const back = only(await h.send('resume', BOB));
    expect(back.text).toMatch(/Easy puzzle\* is back · \d+ cells to go/);
    expect((await current(h)).id).toBe(first.id);
    expect((await current(h)).entries[cell]).toBe(first.solution[cell]);
    // And the other way round: the hard one was set aside in turn.
    expect(only(await h.send('resume')).text).toMatch(/Hard puzzle\* is back/);
  });

  it('replaces a game nobody touched yet without asking; a direct message never asks', async () => {
    const h = harness();
    await h.send('new easy');
    expect(liveOf(await h.send('new hard')).text).toMatch(/Hard puzzle\*: new game!/);
    await h.send('new easy', ANN, DM);
    const dm = await current(h, DM);
    await h.send(`${name(empties(dm)[0]!)} ${dm.solution[empties(dm)[0]!]}`, ANN, DM);
    expect(liveOf(await h.send('new hard', ANN, DM)).text).toMatch(/new game!/);
    expect(only(await h.send('resume', ANN, DM)).text).toMatch(/is back/);
  });

  it('says so when nothing is set aside', async () => {
    const h = harness();
    expect(only(await h.send('resume')).text).toMatch(/No unfinished game is set aside here/);
  });
});

describe('undo in a channel', () => {
  it("takes back your own last move, never another player's", async () => {
    const h = harness();
    await h.send('new easy');
    const game = await current(h);
    const [a, b, c] = empties(game);
    await h.send(`${name(a!)} ${game.solution[a!]}`, ANN);
    await h.send(`${name(b!)} ${game.solution[b!]}`, BOB);
    // Ann's undo takes back Ann's move, though Bob moved after her.
    const undone = await h.send('undo', ANN);
    expect(ackOf(undone).text).toBe(`Undid the ${game.solution[a!]} in ${name(a!)}.`);
    let now = await current(h);
    expect(now.entries[a!]).toBe(0);
    expect(now.entries[b!]).toBe(game.solution[b!]);
    // Carl has no move here: he hears whose the last one was, and nothing changes.
    const carl = only(await h.send('undo', CARL));
    expect(carl.text).toMatch(/You have no move to undo here; the last one was Bob's/);
    expect((await current(h)).version).toBe(now.version);
    // A later move by someone else on the same cell blocks taking back yours.
    await h.send(`note ${name(c!)} 1 2`, ANN);
    await h.send(`note ${name(c!)} 3`, BOB);
    const blocked = only(await h.send('undo', ANN));
    expect(blocked.text).toMatch(/Bob changed that cell after your move/);
    now = await current(h);
    expect(now.notes[c!]).toBe(0b1110);
    // Bob can take his own back.
    expect(ackOf(await h.send('undo', BOB)).text).toMatch(
      new RegExp(`Undid the notes in ${name(c!)}`),
    );
  });

  it('in a direct message takes back the last move', async () => {
    const h = harness();
    await h.send('new easy', ANN, DM);
    const game = await current(h, DM);
    const [a] = empties(game);
    await h.send(`${name(a!)} ${game.solution[a!]}`, ANN, DM);
    await h.send('undo', ANN, DM);
    expect((await current(h, DM)).entries[a!]).toBe(0);
  });
});

describe('clear in a channel', () => {
  it("asks before clearing another player's digit, and clears it once confirmed", async () => {
    const h = harness();
    await h.send('new easy');
    const game = await current(h);
    const [a, b] = empties(game);
    const digit = game.solution[a!]!;
    await h.send(`${name(a!)} ${digit}`, BOB);
    await h.send(`${name(b!)} ${game.solution[b!]}`, ANN);
    const asked = only(await h.send(`clear ${name(a!)}`, ANN));
    expect(asked.visibility).toBe('asker');
    expect(asked.text).toBe(
      `${name(a!)} is Bob's ${digit}. \`clear ${name(a!)} confirm\` clears it anyway, or press the button.`,
    );
    expect(asked.actions?.map((x) => x.command)).toEqual([`clear ${name(a!)} confirm`]);
    const unchanged = await current(h);
    expect(unchanged.entries[a!]).toBe(digit);
    // The short form asks too; your own digit clears at once.
    expect(only(await h.send(`${name(a!)} .`, CARL)).text).toMatch(/is Bob's/);
    expect(ackOf(await h.send(`clear ${name(b!)}`, ANN)).text).toBe(`Cleared ${name(b!)}.`);
    expect((await current(h)).version).toBe(unchanged.version + 1);

    expect(ackOf(await h.send(asked.actions![0]!.command, ANN)).text).toBe(`Cleared ${name(a!)}.`);
    expect((await current(h)).entries[a!]).toBe(0);
  });

  it("asks before clearing another player's notes, not your own", async () => {
    const h = harness();
    await h.send('new easy');
    const [a, b] = empties(await current(h));
    await h.send(`note ${name(a!)} 1 2`, BOB);
    await h.send(`note ${name(a!)} 3`, ANN);
    await h.send(`note ${name(b!)} 4`, ANN);
    const asked = only(await h.send(`clear ${name(a!)}`, ANN));
    expect(asked.text).toBe(
      `The notes in ${name(a!)} (1 2 3) are partly Bob's. \`clear ${name(a!)} confirm\` clears them anyway, or press the button.`,
    );
    expect((await current(h)).notes[a!]).toBe(0b1110);
    expect(ackOf(await h.send(`clear ${name(b!)}`, ANN)).text).toBe(
      `Cleared the notes of ${name(b!)}.`,
    );
    // Notes a clear wiped are nobody's any more: new ones are whoever wrote them.
    await h.send(`clear ${name(a!)} confirm`, ANN);
    await h.send(`note ${name(a!)} 5`, CARL);
    expect(only(await h.send(`clear ${name(a!)}`, BOB)).text).toMatch(/are Carl's\./);
  });

  it('leaves your undo working after someone clears your digit', async () => {
    const h = harness();
    await h.send('new easy');
    const game = await current(h);
    const [a, b] = empties(game);
    await h.send(`${name(a!)} ${game.solution[a!]}`, BOB);
    // Nothing of Bob's left standing once Ann clears his only move: he hears so.
    await h.send(`clear ${name(a!)} confirm`, ANN);
    const nothing = only(await h.send('undo', BOB));
    expect(nothing.text).toBe(
      `Ann cleared your ${game.solution[a!]} in ${name(a!)}, so you have no move left to undo here.`,
    );
    // With an earlier move of his, undo takes that back and says what happened to the later one.
    await h.send(`${name(b!)} ${game.solution[b!]}`, BOB);
    await h.send(`${name(a!)} ${game.solution[a!]}`, BOB);
    await h.send(`clear ${name(a!)} confirm`, ANN);
    const undone = ackOf(await h.send('undo', BOB));
    expect(undone.text).toBe(
      `Undid the ${game.solution[b!]} in ${name(b!)}. (Ann had already cleared your ${game.solution[a!]} in ${name(a!)}.)`,
    );
    const now = await current(h);
    expect(now.entries[a!]).toBe(0);
    expect(now.entries[b!]).toBe(0);
    // Ann's own undo brings Bob's digit back, and then it is his to take back again.
    await h.send('undo', ANN);
    expect((await current(h)).entries[a!]).toBe(game.solution[a!]);
    expect(ackOf(await h.send('undo', BOB)).text).toBe(
      `Undid the ${game.solution[a!]} in ${name(a!)}.`,
    );
  });

  it('in a direct message clears at once', async () => {
    const h = harness();
    await h.send('new easy', ANN, DM);
    const game = await current(h, DM);
    const [a] = empties(game);
    await h.send(`${name(a!)} ${game.solution[a!]}`, ANN, DM);
    expect(ackOf(await h.send(`clear ${name(a!)}`, ANN, DM)).text).toBe(`Cleared ${name(a!)}.`);
  });
});

describe('the mistakes rule for ranked dailies', () => {
  const channels = (id: string): Conversation => ({ ...CHANNEL, id });

  it('ranks by time plus 30 s a mistake; more than 10 mistakes is unranked', async () => {
    const h = harness();
    /** Solves today's daily in its own channel in `seconds` with `mistakes` wrong digits. */
    const solve = async (user: User, seconds: number, mistakes: number) => {
      const where = channels(`c-${user.id}`);
      await h.send('today', user, where);
      const game = await current(h, where);
      const cells = empties(game);
      for (let i = 0; i < mistakes; i++) {
        await h.send(`${name(cells[0]!)} ${(game.solution[cells[0]!]! % 9) + 1}`, user, where);
      }
      h.clock.advance(seconds * 1000);
      for (const cell of cells) await h.send(`${name(cell)} ${game.solution[cell]}`, user, where);
      h.clock.advance(-seconds * 1000);
    };
    await solve(ANN, 100, 3); // ranked 190 s
    await solve(BOB, 150, 0); // ranked 150 s
    await solve(CARL, 60, MAX_RANKED_MISTAKES + 1); // fastest, but unranked
    const text = only(await h.send('leaderboard', ANN, channels('c-u-ann'))).text;
    const workspace = text.split("Today's daily, whole workspace*\n")[1]!.split('\n*')[0]!;
    expect(workspace.split('\n')).toEqual([
      '1. 2:30 · Bob (0 mistakes, 0 hints)',
      '2. 3:10 · Ann (3 mistakes, 0 hints; 1:40 +1:30 for mistakes)',
      '– 1:00 · Carl (11 mistakes, 0 hints, unranked)',
    ]);
    // The share line says the same about a ranked time.
    expect(MISTAKE_PENALTY_SECONDS).toBe(30);
  });

  it('breaks ties by fewer hints, then fewer mistakes', () => {
    const r = (id: string, elapsedMs: number, mistakes: number, hints: number) => ({
      id,
      elapsedMs,
      mistakes,
      hints,
    });
    const ordered = rankResults([
      r('a', 60_000, 0, 2),
      r('b', 30_000, 1, 0), // also 60 s ranked, no hints
      r('c', 60_000, 0, 0),
      r('d', 1_000, MAX_RANKED_MISTAKES + 1, 0),
    ]);
    expect(ordered.map((x) => x.id)).toEqual(['c', 'b', 'a', 'd']);
  });
});
