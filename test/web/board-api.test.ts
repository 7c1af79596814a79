// The board UI's API on the playground over real HTTP, with the real core (memory store, fixture
// puzzles, real hints): the board as data, moves as taps (checked server-side: the game, the cell,
// repeated requests), the live stream carrying every move and everyone's selected cell, and the
// message board in the channel edited by moves made on the board UI and vice versa.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardState } from '../../src/bot/board-state.ts';
import type { WebPlayground } from '../../adapters/web/index.ts';
import { postJson } from '../support/http-json.ts';
import { startQuietPlayground } from '../support/playground.ts';
import { realCore } from '../support/real-core.ts';
import { openStream, type SseReader } from './sse-reader.ts';

const { bot, store } = realCore();
let playground: WebPlayground;
const streams: SseReader[] = [];

beforeAll(async () => {
  // No polling: every change must reach the streams because it was announced.
  playground = await startQuietPlayground(bot);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await playground.close();
});

const seat = (user: string, page = `${user}-page`) => `channel=general&user=${user}&page=${page}`;

async function say(user: string, text: string) {
  const res = await postJson(`${playground.url}/api/channels/general/messages`, { user, text });
  expect(res.status).toBe(200);
  return res.body as { messages: { text: string; isBoard?: boolean }[] };
}

async function board(user: string): Promise<BoardState> {
  const res = await fetch(`${playground.url}/api/board?${seat(user)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { state: BoardState }).state;
}

let seq = 0;
async function move(user: string, body: object, page?: string) {
  return postJson(`${playground.url}/api/board/moves?${seat(user, page)}`, { seq: seq++, ...body });
}

async function game() {
  const current = await store.currentGame({ platform: 'web', conversationId: 'general' });
  if (!current) throw new Error('no game in #general');
  return current;
}

/** The first empty cell of the game (after `skip` others) and its solution digit. */
async function emptyCell(skip = 0): Promise<{ cell: number; digit: number }> {
  const g = await game();
  let seen = 0;
  for (let cell = 0; cell < g.geometry.cellCount; cell++) {
    if (g.givens[cell] || g.entries[cell]) continue;
    if (seen++ === skip) return { cell, digit: g.solution[cell]! };
  }
  throw new Error('no empty cell');
}

describe('the board API on the playground', () => {
  it('shows the channel game as data once there is one', async () => {
    const empty = await fetch(`${playground.url}/api/board?${seat('Ada')}`);
    expect(((await empty.json()) as { state: unknown }).state).toBeNull();
    await say('Ada', 'today');
    const state = await board('Ada');
    expect(state.size).toBe(9);
    expect(state.givens.filter((d) => d > 0).length).toBeGreaterThan(16);
    expect(state.title).toMatch(/^Daily #\d+/);
    expect(state.status).toBe('playing');
  });

  it('places a digit for the tapping player, live on the other stream and on the message board', async () => {
    const grace = await openStream(`${playground.url}/api/board/events?${seat('Grace')}`);
    streams.push(grace.reader);
    expect(grace.status).toBe(200);
    const first = await grace.reader.next('state');
    const { cell, digit } = await emptyCell();
    const placed = await move('Ada', {
      gameId: first.state.gameId,
      move: { kind: 'place', cell, digit },
    });
    expect(placed.status).toBe(200);
    expect(placed.body.ok).toBe(true);
    expect(placed.body.state.entries[cell]).toBe(digit);
    const seen = await grace.reader.next('state', (d) => d.state.entries[cell] === digit);
    expect(seen.state.players.map((p: { name: string }) => p.name)).toEqual(['Ada']);
    expect(seen.state.placedBy[cell]).toBe(0);
    expect(seen.state.feed.at(-1)).toMatchObject({ kind: 'place', by: 0, cell, digit });
    // The message board in the channel was edited by the move (not a message per move).
    const messages = await fetch(`${playground.url}/api/channels/general/messages?user=Grace`);
    const log = (await messages.json()) as { messages: { text: string; isBoard?: boolean }[] };
    const boards = log.messages.filter((m) => m.isBoard);
    expect(boards).toHaveLength(1);
    expect(boards[0]!.text).toContain('Ada placed');
  });

  it('a typed move on the message board reaches the board stream at once', async () => {
    const ada = await openStream(`${playground.url}/api/board/events?${seat('Ada')}`);
    streams.push(ada.reader);
    await ada.reader.next('state');
    const { cell, digit } = await emptyCell();
    const name = `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
    await say('Grace', `${name} ${digit}`);
    const seen = await ada.reader.next('state', (d) => d.state.entries[cell] === digit);
    expect(seen.state.players.map((p: { name: string }) => p.name)).toContain('Grace');
  });

  it('refuses a wrong digit with the core’s words and counts the mistake', async () => {
    const before = await board('Ada');
    const { cell, digit } = await emptyCell();
    const wrong = (digit % 9) + 1;
    const refused = await move('Ada', {
      gameId: before.gameId,
      move: { kind: 'place', cell, digit: wrong },
    });
    expect(refused.status).toBe(200);
    expect(refused.body.ok).toBe(false);
    expect(refused.body.message).toMatch(/doesn't go in/);
    expect(refused.body.state.entries[cell]).toBe(0);
    expect(refused.body.state.mistakes).toBe(before.mistakes + 1);
  });

  it('refuses a forged game id, a cell off the board and a repeated request, changing nothing', async () => {
    const before = await game();
    const { cell, digit } = await emptyCell();
    const forged = await move('Ada', {
      gameId: 'another-channels-game',
      move: { kind: 'place', cell, digit },
    });
    expect(forged.status).toBe(409);
    expect(forged.body.error.code).toBe('other-game');
    const state = await board('Ada');
    const off = await move('Ada', {
      gameId: state.gameId,
      move: { kind: 'place', cell: 81, digit },
    });
    expect(off.status).toBe(400);
    expect(off.body.error.message).toMatch(/off the board/);
    const noDigit = await move('Ada', {
      gameId: state.gameId,
      move: { kind: 'place', cell, digit: 10 },
    });
    expect(noDigit.status).toBe(400);
    // The same request twice: the second is refused as a replay.
    const body = { seq: seq++, gameId: state.gameId, move: { kind: 'note', cell, digit } };
    const send = () => postJson(`${playground.url}/api/board/moves?${seat('Ada')}`, body);
    expect((await send()).status).toBe(200);
    const again = await send();
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('replayed');
    const after = await game();
    expect(after.entries).toEqual(before.entries);
    expect(after.notes[cell]).toBe(1 << digit);
  });

  it('gives a hint with the marks to draw, and undoes only the asker’s own move', async () => {
    const state = await board('Ada');
    const hinted = await move('Ada', { gameId: state.gameId, move: { kind: 'hint' } });
    expect(hinted.status).toBe(200);
    expect(hinted.body.ok).toBe(true);
    expect(hinted.body.message).toMatch(/^Hint/);
    expect(hinted.body.hint).toBeDefined();
    const deeper = await move('Ada', { gameId: state.gameId, move: { kind: 'hint' } });
    const full = await move('Ada', { gameId: state.gameId, move: { kind: 'hint' } });
    expect(deeper.body.message).toMatch(/^Hint \(more\)/);
    expect(full.body.message).toMatch(/^Hint \(full step\)/);
    expect(full.body.hint.placements.length + full.body.hint.eliminations.length).toBeGreaterThan(
      0,
    );
    const undone = await move('Ada', { gameId: state.gameId, move: { kind: 'undo' } });
    expect(undone.body.ok).toBe(true);
    expect(undone.body.message).toMatch(/Undid/);
  });

  it('shares each viewer’s selected cell and colour with everyone in the room', async () => {
    const watcher = await openStream(`${playground.url}/api/board/events?${seat('Emmy')}`);
    streams.push(watcher.reader);
    const you = await watcher.reader.next('you');
    expect(you.colour).toMatch(/^#[0-9a-f]{6}$/);
    const res = await postJson(`${playground.url}/api/board/presence?${seat('Ada')}`, {
      cell: 40,
    });
    expect(res.status).toBe(200);
    const presence = await watcher.reader.next('presence', (d) =>
      d.viewers.some((v: { name: string; cell?: number }) => v.name === 'Ada' && v.cell === 40),
    );
    const colours = presence.viewers.map((v: { colour: string }) => v.colour);
    expect(new Set(colours).size).toBe(colours.length);
  });
});
