// One live board per game: the core says when a board message can be edited in place and when a
// new one must be posted (asked for, scrolled far up, a day old), which old messages lose their
// buttons, and refuses presses on boards of other games. Run on the memory and SQLite stores.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPOST_AFTER_MESSAGES, REPOST_AFTER_MS } from '../../src/bot/live-board.ts';
import type { Conversation, Reply, User } from '../../src/bot/types.ts';
import { MemoryStore } from '../../src/store/memory.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
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

const dir = mkdtempSync(join(tmpdir(), 'sudoku-live-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const stores = [
  ['memory', () => new MemoryStore()],
  ['SQLite', () => new SqliteStore(join(dir, `live-${Math.random()}.sqlite`))],
] as const;

describe.each(stores)('live boards (%s store)', (_, makeStore) => {
  /** A harness whose adapter records every new board message as `m1`, `m2`, ... */
  function setup() {
    const h = harness({ store: makeStore() });
    let posted = 0;
    const run = async (
      text: string,
      options: {
        user?: User;
        conversation?: Conversation;
        gameId?: string;
        visible?: boolean;
      } = {},
    ): Promise<Reply[]> => {
      const conversation = options.conversation ?? CHANNEL;
      const user = options.user ?? ANN;
      const replies = options.gameId
        ? await h.bot.handle({
            conversation,
            user,
            command: { kind: 'undo' },
            gameId: options.gameId,
          })
        : options.visible
          ? await sendVisible(text, user, conversation)
          : await h.send(text, user, conversation);
      for (const reply of replies) {
        if (reply.live && !reply.live.edit) {
          const message = { ref: `m${++posted}`, postedAt: h.clock.now().getTime() };
          await h.bot.boardPosted(reply.live, message, reply.live.replaces);
        }
      }
      return replies;
    };
    const sendVisible = async (text: string, user: User, conversation: Conversation) => {
      const { parseCommand } = await import('../../src/bot/grammar.ts');
      const parsed = parseCommand(text);
      if (!parsed.ok) throw new Error(parsed.error.message);
      return h.bot.handle({ conversation, user, command: parsed.value, visible: true });
    };
    return { h, run };
  }

  it('edits the one board message for every move of a whole game', async () => {
    const { h, run } = setup();
    const start = liveOf(await run('today'));
    expect(start.live?.edit).toBeUndefined();
    const game = await current(h);
    const refs = new Set<string>();
    for (const [i, cell] of empties(game).entries()) {
      const replies = await run(`${name(cell)} ${game.solution[cell]}`, {
        user: i % 2 ? ANN : BOB,
      });
      refs.add(liveOf(replies).live!.edit!.ref);
    }
    expect([...refs]).toEqual(['m1']);
  });

  it('posts the board anew once enough visible messages pushed it up, retiring the old', async () => {
    const { h, run } = setup();
    await run('new easy');
    const game = await current(h);
    const cells = empties(game);
    let replies: Reply[] = [];
    for (let i = 0; i < REPOST_AFTER_MESSAGES; i++) {
      replies = await run(`${name(cells[i]!)} ${game.solution[cells[i]!]}`, { visible: true });
      if (i < REPOST_AFTER_MESSAGES - 1) expect(liveOf(replies).live?.edit?.ref).toBe('m1');
    }
    const moved = liveOf(replies);
    expect(moved.live?.edit).toBeUndefined();
    expect(moved.live?.replaces?.ref).toBe('m1');
    expect(moved.retire?.map((m) => m.ref)).toEqual(['m1']);
    // Slash commands and buttons leave no message in the channel: the new board stays put.
    const next = cells[REPOST_AFTER_MESSAGES]!;
    const after = liveOf(await run(`${name(next)} ${game.solution[next]}`));
    expect(after.live?.edit?.ref).toBe('m2');
  });

  it('posts a board from hours ago anew', async () => {
    const { h, run } = setup();
    await run('new easy');
    const game = await current(h);
    const [a, b] = empties(game);
    expect(liveOf(await run(`${name(a!)} ${game.solution[a!]}`)).live?.edit?.ref).toBe('m1');
    h.clock.advance(REPOST_AFTER_MS);
    const late = liveOf(await run(`${name(b!)} ${game.solution[b!]}`));
    expect(late.live?.edit).toBeUndefined();
    expect(late.retire?.map((m) => m.ref)).toEqual(['m1']);
  });

  it('retires the board of a game set aside when a new game starts', async () => {
    const { run } = setup();
    await run('today');
    const fresh = only(await run('new easy'));
    expect(fresh.retire?.map((m) => m.ref)).toEqual(['m1']);
    expect(fresh.live?.replaces).toBeUndefined();
    // `today` brings the daily back on a new message; the easy game's board is retired.
    const back = only(await run('today'));
    expect(back.retire?.map((m) => m.ref)).toEqual(['m2']);
  });

  it('refuses a press on the board of another game, changing nothing', async () => {
    const { h, run } = setup();
    await run('today');
    const daily = await current(h);
    await run(`${name(empties(daily)[0]!)} ${daily.solution[empties(daily)[0]!]}`);
    await run('new easy confirm');
    const refused = only(await run('undo', { gameId: daily.id }));
    expect(refused.visibility).toBe('asker');
    expect(refused.text).toMatch(/board is from an earlier game.*`board`/);
    expect((await h.store.getGame(daily.id))!.version).toBe(1);
    // A press on the current game's own board acts.
    const easy = await current(h);
    const ok = await run('undo', { gameId: easy.id });
    expect(ok[0]!.text).toMatch(/nothing to undo/);
  });

  it('shows a hint on the board itself in a direct message, privately in a channel', async () => {
    const { run } = setup();
    await run('new easy', { conversation: DM });
    const inDm = liveOf(await run('hint', { conversation: DM }));
    expect(inDm.live?.edit?.ref).toBe('m1');
    expect(inDm.text).toMatch(/^\*Hint:\*/);
    expect(inDm.board?.highlights).toBeDefined();
    await run('new easy');
    const inChannel = only(await run('hint'));
    expect(inChannel.live).toBeUndefined();
    expect(inChannel.visibility).toBe('asker');
    expect(inChannel.board?.highlights).toBeDefined();
  });

  it('confirms a move privately and records the cell in the move log', async () => {
    const { h, run } = setup();
    await run('new easy');
    const game = await current(h);
    const cell = empties(game)[0]!;
    const replies = await run(`${name(cell)} ${game.solution[cell]}`);
    expect(ackOf(replies)).toMatchObject({ visibility: 'asker', ack: true });
    expect(liveOf(replies).visibility).toBe('everyone');
    if (h.store instanceof MemoryStore) {
      expect(h.store.moves.at(-1)).toMatchObject({ kind: 'place', cell, userId: ANN.id });
    }
  });

  it('draws a live board as it is now, placed on its recorded message', async () => {
    const { h, run } = setup();
    await run('new easy');
    const game = await current(h);
    const cell = empties(game)[0]!;
    await run(`${name(cell)} ${game.solution[cell]}`);
    const now = await h.bot.liveBoard({ gameId: game.id, viewer: '' });
    expect(now?.live).toMatchObject({ version: 1, edit: { ref: 'm1' } });
    expect(now?.board?.entries[cell]).toBe(game.solution[cell]);
    expect(now?.image).toBeDefined();
    expect(await h.bot.liveBoard({ gameId: 'gone', viewer: '' })).toBeUndefined();
  });
});
