// Every wait has a deadline, and the deadlines fit inside each other: a photo that did not wait
// (no interim reply) is answered by the reader, download included, before the adapter's 60 s;
// one that waited in line, and its picture, before the longer limit of a queued command; a hint
// before the 60 s. And the adapters' core call (handleWithin) on a fake clock: 60 s, grown to the
// queued limit from the command's start once an interim reply is out.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HANDLE_TIMEOUT_MS,
  handleWithin,
  QUEUED_HANDLE_TIMEOUT_MS,
} from '../../adapters/shared/core-call.ts';
import { DOWNLOAD_TIMEOUT_MS as DISCORD_DOWNLOAD } from '../../adapters/discord/inbound.ts';
import { DOWNLOAD_TIMEOUT_MS as SLACK_DOWNLOAD } from '../../adapters/slack/inbound.ts';
import type { BotCore, Inbound, Reply } from '../../src/bot/types.ts';
import { RENDER_MAX_WAIT_MS, RENDER_TIME_LIMIT_MS } from '../../src/render/render-pool.ts';
import { PHOTO_MAX_WAIT_MS, PHOTO_WALL_LIMIT_MS } from '../../src/vision/photo-reader.ts';
import { HINT_MAX_WAIT_MS, HINT_WORK_LIMIT_MS } from '../../src/work/hint-pool.ts';

describe('the bounds fit inside each other', () => {
  const download = Math.max(DISCORD_DOWNLOAD, SLACK_DOWNLOAD);

  it('a photo that starts at once is answered by the reader before the adapter gives up', () => {
    expect(download + PHOTO_WALL_LIMIT_MS).toBeLessThan(HANDLE_TIMEOUT_MS);
  });

  it('a photo that waited its whole bound, then its picture too, fits the queued limit', () => {
    const photo = download + PHOTO_MAX_WAIT_MS + PHOTO_WALL_LIMIT_MS;
    const picture = RENDER_MAX_WAIT_MS + RENDER_TIME_LIMIT_MS;
    expect(photo + picture).toBeLessThan(QUEUED_HANDLE_TIMEOUT_MS);
  });

  it('a hint settles, waited or stuck, before the adapter gives up', () => {
    expect(HINT_MAX_WAIT_MS + HINT_WORK_LIMIT_MS).toBeLessThan(HANDLE_TIMEOUT_MS);
  });
});

describe('handleWithin', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const inbound = {
    conversation: { platform: 'web', id: 'general', kind: 'channel', workspace: 'local' },
    user: { id: 'ann', name: 'Ann', canManage: false },
    command: { kind: 'solvePhoto' },
  } satisfies Inbound;
  const notice: Reply = { text: "Reading your photo: you're next.", visibility: 'asker' };

  /** A core that shows `interims` interim replies at once and never answers. */
  function hanging(interims: number): Pick<BotCore, 'handle'> & { seen: Inbound[] } {
    const seen: Inbound[] = [];
    return {
      seen,
      handle: (received) => {
        seen.push(received);
        for (let i = 0; i < interims; i++) received.progress?.(notice);
        return new Promise<Reply[]>(() => undefined);
      },
    };
  }

  it('gives up after 60 s on a command that showed nothing', async () => {
    let outcome: unknown;
    void handleWithin(hanging(0), inbound, { onProgress: () => undefined }).then(
      (o) => (outcome = o),
    );
    await vi.advanceTimersByTimeAsync(HANDLE_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('timeout');
  });

  it('waits the queued limit from the start once an interim reply is out, showing each', async () => {
    const shown: Reply[] = [];
    let outcome: unknown;
    void handleWithin(hanging(2), inbound, { onProgress: (r) => shown.push(r) }).then(
      (o) => (outcome = o),
    );
    expect(shown).toEqual([notice, notice]);
    await vi.advanceTimersByTimeAsync(QUEUED_HANDLE_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('timeout');
  });

  it('gives the core no progress callback where the adapter can show none', async () => {
    const core = hanging(0);
    void handleWithin(core, inbound);
    expect(core.seen[0]!.progress).toBeUndefined();
    await vi.advanceTimersByTimeAsync(HANDLE_TIMEOUT_MS);
  });

  it('passes on the answer, and ignores notices that come after it', async () => {
    let late: ((reply: Reply) => void) | undefined;
    const answer: Reply = { text: 'done', visibility: 'asker' };
    const shown: Reply[] = [];
    const core: Pick<BotCore, 'handle'> = {
      handle: async (received) => {
        late = received.progress;
        return [answer];
      },
    };
    expect(await handleWithin(core, inbound, { onProgress: (r) => shown.push(r) })).toEqual([
      answer,
    ]);
    late!(notice);
    expect(shown).toEqual([]);
  });
});
