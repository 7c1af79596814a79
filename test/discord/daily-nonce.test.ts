// The daily post on Discord is sent once across crashes: every message of a day's post carries
// a nonce made from (channel, date, part) with enforce_nonce, and the fake Discord, as Discord
// documents, returns the first message for a second send with the same nonce within its window.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SudokuBot } from '../../src/bot/core.ts';
import { parseCommand } from '../../src/bot/grammar.ts';
import type { Conversation } from '../../src/bot/types.ts';
import { postNonce } from '../../adapters/discord/poster.ts';
import { realCore } from '../support/real-core.ts';
import { MemoryLogger, startHarness, type Harness } from './harness.ts';
import { CHANNEL_ID, dailyChannel, GUILD_ID } from './payloads.ts';

const CHANNEL: Conversation = {
  platform: 'discord',
  id: CHANNEL_ID,
  kind: 'channel',
  workspace: GUILD_ID,
};
const KEY = { platform: 'discord', conversationId: CHANNEL_ID };

const { bot, store, clock } = realCore(new MemoryLogger());
let h: Harness<SudokuBot>;

beforeAll(async () => {
  h = await startHarness({ core: bot, parseCommand });
  bot.registerPoster(h.adapter.poster);
  h.api.addChannel({ ...dailyChannel(), id: CHANNEL_ID });
  h.api.now = () => clock.ms;
  await store.setSchedule({
    conversation: { platform: 'discord', id: CHANNEL_ID, kind: 'channel', workspace: GUILD_ID },
    minuteOfDay: 8 * 60,
    startDate: '2025-03-14',
    setBy: 'u-admin',
  });
});
afterAll(async () => {
  await h.close();
});

const sends = () =>
  h.api.requests.filter(
    (r) => r.method === 'POST' && r.path === `/channels/${CHANNEL_ID}/messages`,
  );

describe('daily posts on Discord with a nonce', () => {
  it('returns the message an earlier attempt sent before its process died, not a second one', async () => {
    clock.ms = Date.parse('2025-03-14T08:00:00Z');
    // The first attempt claimed the post and sent it with the post's mark, then its process died.
    expect(await store.claimDailyPost(KEY, '2025-03-14', clock.ms)).toEqual({ attempt: 1 });
    const mark = { date: '2025-03-14', since: Date.parse('2025-03-13T23:00:00Z') };
    const first = await h.adapter.poster.post(
      CHANNEL,
      [{ text: 'Good morning! *Daily #73*', visibility: 'everyone' }],
      mark,
    );
    // A minute later the claim is taken up: the same nonce brings back the first message.
    clock.ms = Date.parse('2025-03-14T08:01:00Z');
    expect((await bot.scheduler.tick()).posted).toEqual([`discord:${CHANNEL_ID}`]);
    expect(h.api.channelMessages(CHANNEL_ID)).toHaveLength(1);
    expect(store.posted.at(-1)?.outcome).toEqual({ ok: true, messageId: first.messageId });
    const [a, b] = sends();
    expect(a!.json.nonce).toBe(postNonce(CHANNEL_ID, mark, 0));
    expect(b!.json).toMatchObject({ nonce: a!.json.nonce, enforce_nonce: true });
    expect(String(a!.json.nonce).length).toBeLessThanOrEqual(25);
  });

  it("makes each part and each date's nonce its own, and the same on every attempt", () => {
    const mark = { date: '2025-03-14', since: 0 };
    const nonces = new Set([
      postNonce(CHANNEL_ID, mark, 0),
      postNonce(CHANNEL_ID, mark, 1),
      postNonce(CHANNEL_ID, { ...mark, date: '2025-03-15' }, 0),
      postNonce('1130000000000000099', mark, 0),
    ]);
    expect(nonces.size).toBe(4);
    expect(postNonce(CHANNEL_ID, { ...mark, since: 5 }, 0)).toBe(postNonce(CHANNEL_ID, mark, 0));
  });

  it('sends anew once the nonce window has passed, which is why claims are retried within it', async () => {
    const mark = { date: '2025-03-20', since: 0 };
    const reply = { text: 'Good morning!', visibility: 'everyone' as const };
    clock.ms = Date.parse('2025-03-20T08:00:00Z');
    const first = await h.adapter.poster.post(CHANNEL, [reply], mark);
    clock.ms += h.api.nonceWindowMs - 1;
    expect((await h.adapter.poster.post(CHANNEL, [reply], mark)).messageId).toBe(first.messageId);
    clock.ms += 1;
    expect((await h.adapter.poster.post(CHANNEL, [reply], mark)).messageId).not.toBe(
      first.messageId,
    );
    // Without a mark (any other message) nothing is refused.
    const plain = await h.adapter.poster.post(CHANNEL, [reply]);
    expect(sends().at(-1)!.json.nonce).toBeUndefined();
    expect(plain.messageId).not.toBe(first.messageId);
  });
});
