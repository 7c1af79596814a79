// A daily solved in a direct message counts where its player plays: a Discord DM belongs to no
// server, yet its result shows on the leaderboard of every server where that player has played
// (and of no other). On the memory and SQLite stores.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../src/bot/types.ts';
import { MemoryStore } from '../../src/store/memory.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import { ANN, BOB, current, empties, harness, name } from './harness.ts';

const dir = mkdtempSync(join(tmpdir(), 'sudoku-dm-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SERVER_A: Conversation = { platform: 'discord', id: 'a-1', kind: 'channel', workspace: 'A' };
const SERVER_B: Conversation = { platform: 'discord', id: 'b-1', kind: 'channel', workspace: 'B' };
const ANN_DM: Conversation = {
  platform: 'discord',
  id: 'dm-ann',
  kind: 'direct',
  workspace: 'direct',
};

describe.each([
  ['memory', () => new MemoryStore()],
  ['SQLite', () => new SqliteStore(join(dir, `dm-${Math.random()}.sqlite`))],
] as const)('direct-message dailies on leaderboards (%s store)', (_, makeStore) => {
  it('count in the servers where the player plays, and nowhere else', async () => {
    const h = harness({ store: makeStore() });
    // Ann plays in server A (a move there), Bob only in server B.
    await h.send('new easy', ANN, SERVER_A);
    const there = await current(h, SERVER_A);
    const cell = empties(there)[0]!;
    await h.send(`${name(cell)} ${there.solution[cell]}`, ANN, SERVER_A);
    await h.send('new easy', BOB, SERVER_B);
    // Ann solves today's daily in her DM with the bot.
    await h.send('today', ANN, ANN_DM);
    const daily = await current(h, ANN_DM);
    for (const c of empties(daily)) await h.send(`${name(c)} ${daily.solution[c]}`, ANN, ANN_DM);
    expect((await current(h, ANN_DM)).status).toBe('solved');

    const inA = (await h.send('leaderboard', ANN, SERVER_A))[0]!.text;
    // A Discord server is a server here, not Slack's workspace.
    expect(inA).toMatch(/Today's daily, whole server\*\n1\. 0:00 · Ann/);
    expect(inA).toMatch(/Streaks in the server\*\n1\. Ann: 1 day/);
    // Not here in this channel (it was not solved here), and not in server B.
    expect(inA).toMatch(/Today's daily, here\*\nNot solved here yet/);
    const inB = (await h.send('leaderboard', BOB, SERVER_B))[0]!.text;
    expect(inB).toMatch(/whole server\*\nNobody has solved it yet/);
  });
});
