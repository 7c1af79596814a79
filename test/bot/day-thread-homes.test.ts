// The kept answers of dayThreadHome (src/bot/day-thread-homes.ts): a command typed again in the
// same thread reads nothing from the store, yet the answer is the one a fresh lookup gives when
// the day turns over in the channel's zone, after the time limit, and while today's post has no
// thread recorded yet; the cache holds at most its size. A fake clock throughout.

import { describe, expect, it } from 'vitest';
import type { CoreRuntime } from '../../src/bot/context.ts';
import { DayThreadHomes } from '../../src/bot/day-thread-homes.ts';
import { dayThreadHome } from '../../src/bot/day-thread.ts';
import { channelOwner, SettingsLookup } from '../../src/bot/picture-theme.ts';
import type { Inbound } from '../../src/bot/types.ts';
import { MemoryStore } from '../../src/store/memory.ts';
import type { PostRecord, Store } from '../../src/store/port.ts';
import { FakeClock, MemoryLogger } from './harness.ts';

const ZONE = 'Asia/Tokyo';
const KEY = { platform: 'discord', conversationId: 'C1' };
const THREAD = 'T14';

const sent = (thread?: string): Omit<PostRecord, 'revision'> => ({
  status: 'sent',
  claims: 1,
  sends: 1,
  claimedAt: 1,
  firstClaimedAt: 1,
  messageId: thread ?? 'm',
  ...(thread && { thread }),
});

const inbound = (thread: string): Inbound => ({
  conversation: { platform: 'discord', id: thread, kind: 'channel', workspace: 'G1' },
  user: { id: 'U1', name: 'Ada', canManage: false },
  command: { kind: 'board' },
  threadOf: 'C1',
});

/** A core runtime over a store that counts its settings and daily post reads. */
function runtime(clock: FakeClock) {
  const memory = new MemoryStore();
  const reads = { count: 0 };
  const store = new Proxy(memory, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if ((name === 'settings' || name === 'dailyPost') && typeof value === 'function') {
        return (...args: unknown[]) => {
          reads.count++;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return value;
    },
  }) as Store;
  const rt = {
    store,
    clock,
    logger: new MemoryLogger(),
    options: { timeZone: ZONE },
  } as unknown as CoreRuntime;
  return { rt, memory, reads };
}

/** Whether a command in `thread` plays the channel's game, through the cache when given. */
async function homed(rt: CoreRuntime, thread: string, homes?: DayThreadHomes) {
  const answer = await dayThreadHome(rt, new SettingsLookup(rt.store), inbound(thread), homes);
  return answer.inThread === true && answer.conversation.id === 'C1';
}

describe("a day thread's home, kept", () => {
  it('answers a second command in the thread without reading the store', async () => {
    const clock = new FakeClock(Date.parse('2025-03-14T01:00:00Z')); // 10:00 in Tokyo
    const { rt, memory, reads } = runtime(clock);
    await memory.writeDailyPost(KEY, '2025-03-14', sent(THREAD), 0);
    const homes = new DayThreadHomes();
    expect(await homed(rt, THREAD, homes)).toBe(true);
    const first = reads.count;
    expect(first).toBeGreaterThan(0);
    clock.advance(30_000);
    expect(await homed(rt, THREAD, homes)).toBe(true);
    expect(await homed(rt, 'OTHER', homes)).toBe(false);
    const second = reads.count;
    expect(await homed(rt, 'OTHER', homes)).toBe(false);
    expect(reads.count).toBe(second);
    expect(await homed(rt, THREAD, homes)).toBe(true);
    expect(reads.count).toBe(second);
  });

  it("gives up the thread when its day and the next are over in the channel's zone", async () => {
    // 23:59:30 on the 15th in Tokyo: the 14th's thread is yesterday's, still the channel's.
    const clock = new FakeClock(Date.parse('2025-03-15T14:59:30Z'));
    const { rt, memory } = runtime(clock);
    await memory.writeDailyPost(KEY, '2025-03-14', sent(THREAD), 0);
    const homes = new DayThreadHomes();
    expect(await homed(rt, THREAD, homes)).toBe(true);
    clock.advance(40_000); // 00:00:10 on the 16th, well within the time limit
    expect(await homed(rt, THREAD)).toBe(false);
    expect(await homed(rt, THREAD, homes)).toBe(false);
  });

  it("shows another process's `thread off` after the time limit; this one's at once", async () => {
    const clock = new FakeClock(Date.parse('2025-03-14T01:00:00Z'));
    const { rt, memory } = runtime(clock);
    await memory.writeDailyPost(KEY, '2025-03-14', sent(THREAD), 0);
    const homes = new DayThreadHomes();
    expect(await homed(rt, THREAD, homes)).toBe(true);
    await memory.changeSettings(channelOwner('discord', 'C1'), { dayThread: false });
    clock.advance(59_000);
    expect(await homed(rt, THREAD, homes)).toBe(true);
    clock.advance(1_000);
    expect(await homed(rt, THREAD, homes)).toBe(false);
    await memory.changeSettings(channelOwner('discord', 'C1'), { dayThread: null });
    homes.clear(); // what the core does after a `thread` or `timezone` command
    expect(await homed(rt, THREAD, homes)).toBe(true);
  });

  it("keeps no 'not a day thread' while today's post has no thread recorded yet", async () => {
    const clock = new FakeClock(Date.parse('2025-03-14T01:00:00Z'));
    const { rt, memory } = runtime(clock);
    const homes = new DayThreadHomes();
    expect(await homed(rt, THREAD, homes)).toBe(false);
    expect(homes.kept).toBe(0);
    // The post and its thread are recorded a moment later: the next command plays there.
    await memory.writeDailyPost(KEY, '2025-03-14', sent(THREAD), 0);
    clock.advance(1_000);
    expect(await homed(rt, THREAD, homes)).toBe(true);
    expect(homes.kept).toBe(1);
  });

  it('answers as a fresh lookup does at every step across three days', async () => {
    const clock = new FakeClock(Date.parse('2025-03-13T14:00:00Z'));
    const { rt, memory } = runtime(clock);
    await memory.writeDailyPost(KEY, '2025-03-14', sent('T14'), 0);
    await memory.writeDailyPost(KEY, '2025-03-15', sent('T15'), 0);
    const homes = new DayThreadHomes();
    const seen = new Set<string>();
    // 7-minute steps (off the hour) over 3 days: every day boundary falls between two steps.
    for (let step = 0; step < (3 * 24 * 60) / 7; step++) {
      for (const thread of ['T14', 'T15', 'OTHER']) {
        const fresh = await homed(rt, thread);
        expect(await homed(rt, thread, homes)).toBe(fresh);
        seen.add(`${thread}:${fresh}`);
      }
      clock.advance(7 * 60_000);
    }
    // Each day thread was the channel's for a while and not before or after.
    expect([...seen].sort()).toEqual([
      'OTHER:false',
      'T14:false',
      'T14:true',
      'T15:false',
      'T15:true',
    ]);
  });

  it('holds at most its size, the oldest going first', () => {
    const homes = new DayThreadHomes(60_000, 3);
    const now = new Date(0);
    for (const id of ['a', 'b', 'c', 'd', 'e']) homes.set(id, { home: false }, now);
    expect(homes.kept).toBe(3);
    expect(homes.get('a', now)).toBeUndefined();
    expect(homes.get('b', now)).toBeUndefined();
    expect(homes.get('e', now)).toEqual({ home: false });
  });
});
