// Whole games through the core, in-process: the daily, moves, wrong moves, notes, undo, hints,
// reveal and completion, as players in a channel and in a direct message would type them.
import { describe, expect, it } from 'vitest';
import type { Reply } from '../../src/bot/types.ts';
import {
  ANN,
  BOB,
  CHANNEL,
  DM,
  ackOf,
  harness,
  liveOf,
  name,
  only,
  OTHER_CHANNEL,
  current,
  empties,
} from './harness.ts';

describe('a daily game in a channel', () => {
  it('plays from `today` to the celebration, with mistakes, hints and two players', async () => {
    const h = harness();
    const start = only(await h.send('today'));
    expect(start.text).toMatch(/Daily #73 · Hard · Friday/);
    expect(start.visibility).toBe('everyone');
    expect(start.live).toMatchObject({ viewer: '', over: false, fresh: true });
    expect(start.live?.edit).toBeUndefined();
    expect(start.image?.png.length).toBeGreaterThan(0);
    expect(start.actions?.map((a) => a.command)).toEqual([
      'hint',
      'undo',
      'notes',
      'solve confirm',
      'today solo',
    ]);
    expect(start.actions?.find((a) => a.id === 'reveal')?.confirm).toMatch(/Reveal/);

    // The adapter posts the board and reports where.
    expect(
      await h.bot.boardPosted(start.live!, { ref: 'msg-today', postedAt: h.clock.now().getTime() }),
    ).toBe(true);

    // `today` again shows the same game, for anyone in the channel: posted anew at the bottom,
    // retiring the message above (which the adapter then records).
    const again = only(await h.send('today', BOB));
    expect(again.board?.givens).toEqual(start.board?.givens);
    expect(again.live).toMatchObject({ fresh: true, replaces: { ref: 'msg-today' } });
    expect(again.retire?.map((m) => m.ref)).toEqual(['msg-today']);
    const posted = { ref: 'msg-x', postedAt: h.clock.now().getTime() };
    expect(await h.bot.boardPosted(again.live!, posted, again.live?.replaces)).toBe(true);
    // A second process that posted at the same time loses: one live board message.
    const late = { ref: 'msg-y', postedAt: h.clock.now().getTime() };
    expect(await h.bot.boardPosted(again.live!, late, again.live?.replaces)).toBe(false);
    // (the moves below edit `msg-today`: record it again as the live message)
    const back = { ref: 'msg-today', postedAt: h.clock.now().getTime() };
    expect(await h.bot.boardPosted(again.live!, back, posted)).toBe(true);

    let game = await current(h);
    const [first, second] = empties(game);
    const wrong = (game.solution[first!]! % 9) + 1;
    const refused = only(await h.send(`${name(first!)} ${wrong}`, BOB));
    expect(refused.visibility).toBe('asker');
    expect(refused.text).toMatch(
      new RegExp(`${wrong} doesn't go in ${name(first!)}.*Mistakes so far: 1`),
    );
    expect(refused.board).toBeUndefined();
    expect((await current(h)).entries[first!]).toBe(0);

    const placedReplies = await h.send(
      `R${name(first!).slice(1).toUpperCase()} ${game.solution[first!]}`,
    );
    const placed = liveOf(placedReplies);
    expect(placed.text).toMatch(/Ann placed/);
    expect(placed.board?.entries[first!]).toBe(game.solution[first!]);
    expect(placed.board?.lastMove).toBe(first);
    // The move edits the board posted by `today` (which the adapter reported), and the mover
    // gets a short private confirmation.
    expect(placed.live?.edit?.ref).toBe('msg-today');
    const ack = placedReplies.find((r) => !r.live)!;
    expect(ack).toMatchObject({ visibility: 'asker', ack: true });
    expect(ack.text).toMatch(new RegExp(`Placed ${game.solution[first!]} in ${name(first!)}`));

    // In a channel a hint comes privately, with its own picture; the shared board stays.
    const hint1 = only(await h.send('hint', BOB));
    expect(hint1.text).toMatch(/^\*Hint:\*.*Type `hint` again/);
    expect(hint1).toMatchObject({ visibility: 'asker' });
    expect(hint1.live).toBeUndefined();
    expect(hint1.actions?.map((a) => a.command)).toEqual(['hint']);
    const hint2 = only(await h.send('hint', BOB));
    expect(hint2.text).toMatch(/^\*Hint \(more\):\*/);
    const hint3 = only(await h.send('hint', BOB));
    expect(hint3.text).toMatch(/^\*Hint \(full step\):\*/);
    expect(hint3.board?.highlights?.targets?.length).toBeGreaterThan(0);
    expect(hint3.actions).toBeUndefined();
    // A move resets the depth.
    await h.send(`${name(second!)}=${game.solution[second!]}`, BOB);
    expect(only(await h.send('hint')).text).toMatch(/^\*Hint:\*/);

    game = await current(h);
    const rest = empties(game);
    let replies: Reply[] = [];
    for (const [i, cell] of rest.entries()) {
      replies = await h.send(`place ${name(cell)} ${game.solution[cell]}`, i % 2 ? ANN : BOB);
    }
    // The last digit turns the board to its solved picture in place and celebrates publicly.
    const final = liveOf(replies);
    expect(final.live?.edit?.ref).toBe('msg-today');
    expect(final.live?.over).toBe(true);
    expect(final.board?.solved).toBe(true);
    expect(final.actions?.map((a) => a.command)).toEqual(['share', 'today', 'new hard']);
    const last = replies.find((r) => !r.live)!;
    expect(last.visibility).toBe('everyone');
    expect(last.text).toMatch(
      /🎉 Solved \*Daily #73 · Hard · Friday\* in 0:00 with 1 mistake and 4 hints/,
    );
    expect(last.text).toMatch(/Played by (Bob, Ann|Ann, Bob)/);
    expect(last.text).toMatch(
      /Sudoku Daily #73 \(Hard\) solved in 0:00 · 4 hints · 1 mistake · ranked 0:30 · streak 1/,
    );
    expect(last.text).toMatch(/🟥/); // the box of the mistake

    // After the end: moves are refused with what to do instead.
    const after = only(await h.send('undo'));
    expect(after.text).toMatch(/is solved.*`new`.*`today`/);

    const stats = only(await h.send('stats', BOB));
    expect(stats.text).toMatch(/Played 1 · solved 1/);
    expect(stats.text).toMatch(/Daily streak: 1 day \(best 1\)/);
    expect(stats.text).toMatch(/Mistakes 1 · hints 3/);
    // Privately (with a Post to channel button); all played here: one list, the workspace's.
    const board = only(await h.send('leaderboard'));
    expect(board.visibility).toBe('asker');
    expect(board.text).toMatch(
      /Today's daily, whole workspace\*\n1\. 0:30 · (Ann, Bob|Bob, Ann) \(1 mistake, 4 hints; 0:00 \+0:30 for mistakes\)/,
    );
    expect(board.text).toMatch(/Ranked time: \+30 s per mistake; more than 10 mistakes: unranked/);
    expect(board.text).toMatch(/Streaks in the workspace\*\n1\. (Ann|Bob): 1 day/);
  });

  it('times a game from its start to the last digit', async () => {
    const h = harness();
    await h.send('today');
    const game = await current(h);
    h.clock.advance(754_000);
    for (const cell of empties(game)) await h.send(`${name(cell)} ${game.solution[cell]}`);
    const stats = only(await h.send('stats'));
    expect(stats.text).toMatch(/Best time 12:34 · median 12:34/);
  });
});

describe('moves, notes and undo', () => {
  it('keeps a direct-message game personal and a channel game shared', async () => {
    const h = harness();
    await h.send('new easy', ANN, DM);
    await h.send('today', ANN, CHANNEL);
    const dm = await current(h, DM);
    const channel = await current(h, CHANNEL);
    expect(dm.id).not.toBe(channel.id);
    expect(dm.place.shared).toBe(false);
    expect(channel.place.shared).toBe(true);
    expect(only(await h.send('board', ANN, OTHER_CHANNEL)).text).toMatch(
      /no game here yet.*`today`.*`new`/i,
    );
  });

  it('toggles notes, fills candidates, and undoes step by step', async () => {
    const h = harness();
    await h.send('new easy');
    const game = await current(h);
    const [cell] = empties(game);
    const noted = await h.send(`note ${name(cell!)} 1 2 4`);
    expect(ackOf(noted).text).toBe(`Notes in ${name(cell!)}: 1 2 4`);
    expect(liveOf(noted).text).toMatch(new RegExp(`Ann: Notes in ${name(cell!)}: 1 2 4`));
    expect(liveOf(noted).board?.notes?.[cell!]).toBe(0b10110);
    const again = await h.send(`note ${name(cell!)} 2`);
    expect(ackOf(again).text).toBe(`Notes in ${name(cell!)}: 1 4`);
    const filled = await h.send('notes');
    expect(ackOf(filled).text).toMatch(/Every candidate is noted/);
    expect(liveOf(filled).board?.notes?.filter((m) => m > 0).length).toBe(empties(game).length);
    expect(ackOf(await h.send('notes')).text).toMatch(/All notes cleared/);
    expect(liveOf(await h.send('undo')).text).toMatch(/Ann undid the notes change/);
    expect(ackOf(await h.send('undo')).text).toMatch(/Undid the notes change/);
    expect(ackOf(await h.send('undo')).text).toMatch(
      new RegExp(`Undid the notes in ${name(cell!)}`),
    );
    expect((await current(h)).notes[cell!]).toBe(0b10110);
    await h.send('undo');
    expect(only(await h.send('undo')).text).toMatch(/nothing to undo/);
  });

  it('refuses bad moves with a reply that says what to type instead', async () => {
    const h = harness();
    expect(only(await h.send('r1c1 5')).text).toMatch(/no game here yet/i);
    expect(only(await h.send('solve')).text).toMatch(
      /no game here to reveal.*paste it after `solve`/,
    );
    await h.send('new easy');
    const game = await current(h);
    const given = game.givens.findIndex((d) => d > 0);
    expect(only(await h.send(`${name(given)} ${game.givens[given]}`)).text).toMatch(
      /is a given .* can't be changed/,
    );
    expect(only(await h.send(`clear ${name(given)}`)).text).toMatch(/is a given/);
    expect(only(await h.send('r10c1 5')).text).toMatch(/off this board.*1 to 9/);
    expect(only(await h.send('r1c1 12')).text).toMatch(/Digits on this board go from 1 to 9/);
    expect(only(await h.send('r1c1 x')).text).toMatch(/not a digit.*`r3c5 7`/);
    expect(only(await h.send('plcae r1c1 5')).text).toMatch(/Did you mean `place`/);
    expect(only(await h.send('x'.repeat(100_000))).text).toMatch(/commands fit in/);
    expect(only(await h.send('new impossible')).text).toMatch(/Levels: easy/);
    expect(only(await h.send('new extreme')).text).toMatch(/No fresh extreme puzzle is ready/);
    const [cell] = empties(game);
    expect(only(await h.send(`clear ${name(cell!)}`)).text).toMatch(/already empty/);
    await h.send(`${name(cell!)} ${game.solution[cell!]}`);
    expect(only(await h.send(`${name(cell!)} ${game.solution[cell!]}`)).text).toMatch(
      /already holds/,
    );
    expect(only(await h.send(`note ${name(cell!)} 1`)).text).toMatch(/notes go in empty cells/);
    expect(only(await h.send(`hint ${name(cell!)}`)).text).toMatch(/already filled/);
  });

  it('reveals the solution, ends the game and never counts it for a streak', async () => {
    const h = harness();
    await h.send('today');
    const game = await current(h);
    await h.send(`${name(empties(game)[0]!)} ${game.solution[empties(game)[0]!]}`);
    // In a channel the game is everyone's: a typed `solve` asks the asker first.
    const question = only(await h.send('solve'));
    expect(question.visibility).toBe('asker');
    expect(question.text).toMatch(/for everyone here.*`solve confirm`/);
    expect(question.actions?.map((a) => [a.command, a.confirm])).toEqual([
      ['solve confirm', undefined],
    ]);
    expect((await current(h)).status).toBe('playing');
    const revealed = only(await h.send('solve confirm'));
    expect(revealed.text).toMatch(/solution.*game is over.*does not count for streaks/);
    expect(Array.from(revealed.board!.revealed!).filter((d) => d > 0)).toHaveLength(
      empties(game).length - 1,
    );
    expect(only(await h.send('r1c1 1')).text).toMatch(/was revealed/);
    expect(only(await h.send('stats')).text).toMatch(/solved 0 · revealed 1[\s\S]*streak: 0 days/);
    // `today` shows the revealed daily; it can't be restarted the same day.
    expect(only(await h.send('today')).text).toMatch(/was revealed/);
  });

  it("reveals a direct-message game at once, since it is nobody else's", async () => {
    const h = harness();
    await h.send('new easy', ANN, DM);
    const revealed = only(await h.send('solve', ANN, DM));
    expect(revealed.text).toMatch(/solution.*game is over/);
    expect(revealed.board?.revealed?.some((d) => d > 0)).toBe(true);
  });

  it('answers a hint about one cell and counts it', async () => {
    const h = harness();
    await h.send('new easy');
    const game = await current(h);
    const cell = empties(game)[0]!;
    const reply = only(await h.send(`hint ${name(cell)}`));
    expect(reply.text).toMatch(new RegExp(`^\\*Hint for ${name(cell)}:\\*`));
    expect((await current(h)).hints).toBe(1);
  });

  it('lists the empty cells for autocomplete', async () => {
    const h = harness();
    expect(await h.bot.emptyCells(CHANNEL)).toEqual([]);
    await h.send('new easy');
    const game = await current(h);
    expect(await h.bot.emptyCells(CHANNEL)).toEqual(empties(game).map(name));
  });
});
