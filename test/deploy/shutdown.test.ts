// Graceful shutdown: a running scheduler tick is finished (and, past the grace, ends after the
// post in hand, leaving the rest unclaimed for the next process); Discord stops taking
// interactions (new ones hear that the bot is restarting) and finishes those in flight; the
// parts drain at once and then close in order, whatever fails.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESTARTING_TEXT } from '../../adapters/discord/index.ts';
import type { Poster } from '../../src/bot/ports.ts';
import type { SudokuBot } from '../../src/bot/core.ts';
import type { Conversation } from '../../src/bot/types.ts';
import { shutDown, type Running } from '../../src/shutdown.ts';
import { MemoryStore } from '../../src/store/memory.ts';
import type { Store } from '../../src/store/port.ts';
import { harness, MemoryLogger } from '../bot/harness.ts';
import { gate } from '../support/gate.ts';
import { startHarness, type Harness } from '../discord/harness.ts';
import { slash, sub } from '../discord/payloads.ts';

const DATE = '2025-03-14'; // the harness's clock: 10:00 UTC that day

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A web poster that takes `ms` per post and records when each starts and ends. */
function slowPoster(ms: number) {
  const started: string[] = [];
  const posted: string[] = [];
  const poster: Poster = {
    platform: 'web',
    async post(conversation: Conversation) {
      started.push(conversation.id);
      await sleep(ms);
      posted.push(conversation.id);
      return { messageId: `m-${conversation.id}`, messageIds: [`m-${conversation.id}`] };
    },
    findPosts: async () => [],
    deletePosts: async () => undefined,
  };
  return { poster, started, posted };
}

async function subscribe(store: Store, ids: readonly string[]) {
  for (const id of ids) {
    await store.setSchedule({
      conversation: { platform: 'web', id, kind: 'channel', workspace: 'local' },
      minuteOfDay: 9 * 60,
      startDate: DATE,
      setBy: 'u-ann',
    });
  }
}

/** The lines logged with `message` (either test logger). */
const logged = <L extends { message: string }>(logger: { lines: readonly L[] }, message: string) =>
  logger.lines.filter((l) => l.message === message);

const statusOf = (store: Store, id: string) =>
  store.dailyPost({ platform: 'web', conversationId: id }, DATE);

function schedulerPart(bot: SudokuBot): Running {
  return {
    name: 'scheduler',
    drain: (graceMs) => bot.scheduler.stop(graceMs),
    close: async () => undefined,
  };
}

describe('shutdown during a scheduler tick', () => {
  it('lets the running tick finish every due post', async () => {
    const h = harness();
    const channels = ['c1', 'c2', 'c3'];
    await subscribe(h.store, channels);
    const slow = slowPoster(80);
    h.bot.registerPoster(slow.poster);
    const tick = h.bot.scheduler.tick();
    await expect.poll(() => slow.started.length).toBeGreaterThanOrEqual(1);

    await shutDown([schedulerPart(h.bot)], 10_000, h.logger);
    expect([...slow.posted].sort()).toEqual(channels);
    expect((await tick).posted).toEqual(channels.map((c) => `web:${c}`));
    for (const id of channels)
      expect(await statusOf(h.store, id)).toMatchObject({ status: 'sent' });
  });

  it('past the grace, ends after the post in hand; the next process posts the rest once', async () => {
    const store = new MemoryStore();
    const first = harness({ store });
    // More channels than the scheduler posts at once, so some wait for a free worker.
    const channels = Array.from({ length: 12 }, (_, i) => `c${String(i + 1).padStart(2, '0')}`);
    await subscribe(store, channels);
    const slow = slowPoster(300);
    first.bot.registerPoster(slow.poster);
    void first.bot.scheduler.tick();
    await expect.poll(() => slow.started.length).toBeGreaterThanOrEqual(1);

    await shutDown([schedulerPart(first.bot)], 100, first.logger);
    // Every post that started also finished: none is left claimed and half sent.
    expect(slow.posted).toEqual(slow.started);
    expect(slow.posted.length).toBeGreaterThanOrEqual(1);
    expect(slow.posted.length).toBeLessThan(channels.length);
    expect(
      logged(
        first.logger,
        'scheduler tick still running at shutdown: it ends after the post in hand',
      ),
    ).toHaveLength(1);
    const rest = channels.filter((c) => !slow.posted.includes(c));
    for (const id of rest) expect(await statusOf(store, id)).toBeUndefined();

    const next = harness({ store });
    const fast = slowPoster(0);
    next.bot.registerPoster(fast.poster);
    expect([...(await next.bot.scheduler.tick()).posted].sort()).toEqual(
      rest.map((c) => `web:${c}`),
    );
    expect([...slow.posted, ...fast.posted].sort()).toEqual(channels);
  });
});

describe('shutDown', () => {
  it('drains every part at once, then closes them in order, past failures', async () => {
    const events: string[] = [];
    const part = (name: string, drainMs?: number, failClose = false): Running => ({
      name,
      ...(drainMs !== undefined && {
        drain: async () => {
          events.push(`${name} drain`);
          await sleep(drainMs);
          events.push(`${name} drained`);
        },
      }),
      close: async () => {
        events.push(`${name} close`);
        if (failClose) throw new Error(`${name} would not close`);
      },
    });
    const logger = new MemoryLogger();
    await shutDown(
      [part('scheduler', 60), part('discord', 20, true), part('store'), part('health')],
      1000,
      logger,
    );
    expect(events).toEqual([
      'scheduler drain',
      'discord drain',
      'discord drained',
      'scheduler drained',
      'scheduler close',
      'discord close',
      'store close',
      'health close',
    ]);
    expect(logged(logger, 'shutdown step failed')[0]!.fields).toMatchObject({
      part: 'discord',
      step: 'close',
    });
    expect(logged(logger, 'stopped')).toHaveLength(1);
  });

  it('closes anyway when a drain outlasts the grace', async () => {
    // The grace is counted on a fake clock: it is the grace, not the machine's speed, that ends it.
    vi.useFakeTimers();
    try {
      const closed: string[] = [];
      const logger = new MemoryLogger();
      let stopped = false;
      const stopping = shutDown(
        [
          {
            name: 'stuck',
            drain: () => new Promise(() => undefined),
            close: async () => void closed.push('stuck'),
          },
          { name: 'store', close: async () => void closed.push('store') },
        ],
        50,
        logger,
        0,
      ).then(() => (stopped = true));
      await vi.advanceTimersByTimeAsync(49);
      expect([stopped, closed]).toEqual([false, []]);
      await vi.advanceTimersByTimeAsync(1);
      await stopping;
      expect(closed).toEqual(['stuck', 'store']);
      expect(
        logged(logger, 'shutdown: work still running after the grace; closing anyway'),
      ).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Discord while draining', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it('finishes the interaction in flight and tells newcomers the bot is restarting', async () => {
    h = await startHarness();
    // The interaction in flight is held until the newcomer has been refused.
    const held = gate();
    h.core.holds.board = held.opened;
    const inFlight = slash('sudoku', sub('board'));
    h.inject(inFlight);
    await expect.poll(() => h!.core.inbounds.length).toBe(1);

    const draining = h.adapter.drain(5000);
    const late = slash('sudoku', sub('board'));
    h.inject(late);
    const refusal = await h.api.waitFor(
      (r) => r.path === `/interactions/${late.id}/${late.token}/callback`,
    );
    expect(refusal.json).toMatchObject({ type: 4, data: { content: RESTARTING_TEXT, flags: 64 } });
    held.open();
    await draining;
    expect(h.core.inbounds).toHaveLength(1); // the late one never reached the core
    const answered = h.api.forInteraction(inFlight.id, inFlight.token);
    expect(answered.some((r) => r.path.endsWith('/callback') || r.method === 'PATCH')).toBe(true);
  });

  it('stops waiting at the grace', async () => {
    h = await startHarness();
    // The interaction's work outlasts the grace: it is held until the drain has returned.
    const held = gate();
    h.core.holds.board = held.opened;
    h.inject(slash('sudoku', sub('board')));
    await expect.poll(() => h!.core.inbounds.length).toBe(1);
    await h.adapter.drain(100);
    expect(h.core.answered).toHaveLength(0);
    expect(logged(h.logger, 'discord interactions still running at shutdown')[0]!.fields).toEqual({
      count: 1,
      graceMs: 100,
    });
    held.open();
  });
});
