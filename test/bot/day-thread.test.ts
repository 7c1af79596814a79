// The day's thread record (src/bot/post-claim.ts threadLost, src/bot/day-thread.ts): the note
// that the day's talk fell back to the channel is given once, however many callers race for it,
// on two SQLite connections as on two processes; the loss keeps its first reason; a post not
// sent takes no thread record.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { threadLost } from '../../src/bot/post-claim.ts';
import { MemoryStore } from '../../src/store/memory.ts';
import type { PostRecord, Store } from '../../src/store/port.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';

const KEY = { platform: 'discord', conversationId: 'C1' };
const DATE = '2025-03-14';
const dir = mkdtempSync(join(tmpdir(), 'day-thread-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SENT: Omit<PostRecord, 'revision'> = {
  status: 'sent',
  claims: 1,
  sends: 1,
  claimedAt: 1,
  firstClaimedAt: 1,
  messageId: 'm1',
  thread: 'm1',
};

describe('the note of a lost day thread', () => {
  it('is given to exactly one of many racing callers, across two SQLite connections', async () => {
    const file = join(dir, 'race.sqlite');
    const a: Store = new SqliteStore(file);
    const b: Store = new SqliteStore(file);
    expect(await a.writeDailyPost(KEY, DATE, SENT, 0)).toBe(true);
    const calls = Array.from({ length: 12 }, (_, i) =>
      threadLost(i % 2 ? a : b, KEY, DATE, i % 3 ? 'archived' : 'gone', true),
    );
    const won = (await Promise.all(calls)).filter(Boolean);
    expect(won).toHaveLength(1);
    const record = await b.dailyPost(KEY, DATE);
    expect(record).toMatchObject({ threadNoted: true, thread: 'm1' });
    expect(['archived', 'gone']).toContain(record!.threadLost);
    await a.close();
    await b.close();
  });

  it('keeps the first reason; a later note only marks it noted; an unsent post is left alone', async () => {
    const store = new MemoryStore();
    await store.writeDailyPost(KEY, DATE, SENT, 0);
    expect(await threadLost(store, KEY, DATE, 'no-permission', false)).toBe(false);
    expect(await store.dailyPost(KEY, DATE)).toMatchObject({ threadLost: 'no-permission' });
    expect((await store.dailyPost(KEY, DATE))!.threadNoted).toBeUndefined();
    expect(await threadLost(store, KEY, DATE, 'gone', true)).toBe(true);
    expect(await threadLost(store, KEY, DATE, 'gone', true)).toBe(false);
    expect(await store.dailyPost(KEY, DATE)).toMatchObject({
      threadLost: 'no-permission',
      threadNoted: true,
    });
    await store.writeDailyPost(KEY, '2025-03-15', { ...SENT, status: 'claimed' }, 0);
    expect(await threadLost(store, KEY, '2025-03-15', 'gone', true)).toBe(false);
    expect((await store.dailyPost(KEY, '2025-03-15'))!.threadLost).toBeUndefined();
  });
});
