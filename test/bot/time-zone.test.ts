// Each channel's own day through the core: `timezone Europe/Paris` for people who manage the
// channel (IANA names checked, offsets and unknown zones refused with an example), `timezone`
// alone says it, `timezone auto` goes back to the bot's zone; `today`, `leaderboard today|week`
// and the schedule's answer follow the channel's zone, which rolls over at its own midnight.
import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/bot/grammar.ts';
import { parseZone } from '../../src/bot/time-zone.ts';
import type { Conversation } from '../../src/bot/types.ts';
import { ANN, BOB, CHANNEL, DM, harness, liveOf, only, OTHER_CHANNEL } from './harness.ts';
import { solveTogether } from './ritual-support.ts';

const TOKYO: Conversation = CHANNEL;
const PARIS: Conversation = OTHER_CHANNEL;
const channelSettings = (c: Conversation) => ({
  platform: c.platform,
  scope: 'channel' as const,
  id: c.id,
});

describe('timezone', () => {
  it('is read by the grammar, zone as typed', () => {
    expect(parseCommand('timezone')).toEqual({ ok: true, value: { kind: 'timezone' } });
    expect(parseCommand('timezone europe/Paris')).toEqual({
      ok: true,
      value: { kind: 'timezone', zone: 'europe/Paris' },
    });
    expect(parseCommand('tz auto')).toEqual({
      ok: true,
      value: { kind: 'timezone', zone: 'auto' },
    });
  });

  it('takes IANA names in their canonical spelling and refuses offsets and unknown zones', () => {
    expect(parseZone('europe/paris')).toEqual({ zone: 'Europe/Paris' });
    expect(parseZone('Asia/Tokyo')).toEqual({ zone: 'Asia/Tokyo' });
    expect(parseZone('utc')).toEqual({ zone: 'UTC' });
    expect(parseZone('AUTO')).toEqual({ auto: true });
    for (const offset of ['+02:00', '-5', 'UTC+2', 'GMT-03:30', '+0530']) {
      expect(parseZone(offset)).toEqual({ error: 'offset' });
    }
    for (const bad of ['Mars/Base', 'Paris', 'Europe/Paris; drop', '../etc', '']) {
      expect(parseZone(bad)).toEqual({ error: 'unknown' });
    }
  });

  it('is changed only by channel managers, said alone, and forgotten with auto', async () => {
    const h = harness({ at: '2025-03-14T10:00:00Z', options: { timeZone: 'UTC' } });
    const shown = only(await h.send('timezone', BOB, PARIS));
    expect(shown.text).toBe(
      "This conversation's day follows *UTC* (the bot's zone): it is 10:00 there, March 14, 2025. People who can manage the channel change it with `timezone Europe/Paris`; `timezone auto` goes back to the bot's zone (UTC).",
    );
    const refused = only(await h.send('timezone Europe/Paris', BOB, PARIS));
    expect(refused.text).toMatch(/^Only people who can manage this channel/);
    expect(await h.store.settings(channelSettings(PARIS))).toEqual({});

    const done = only(await h.send('timezone europe/paris', ANN, PARIS));
    expect(done.visibility).toBe('everyone');
    expect(done.text).toMatch(
      /^Done: this conversation's day follows \*Europe\/Paris\* from now on \(set by Ann\): it is 11:00 there, March 14, 2025\./,
    );
    expect(await h.store.settings(channelSettings(PARIS))).toEqual({ timeZone: 'Europe/Paris' });
    expect(only(await h.send('timezone', BOB, PARIS)).text).toMatch(
      /^This conversation's day follows \*Europe\/Paris\*: it is 11:00 there/,
    );
    // Another channel keeps the bot's zone.
    expect(only(await h.send('timezone', BOB, TOKYO)).text).toMatch(/follows \*UTC\* \(the bot/);

    const auto = only(await h.send('timezone auto', ANN, PARIS));
    expect(auto.text).toBe(
      "Done: this conversation's day follows the bot's zone again, *UTC* (it is 10:00 there, March 14, 2025).",
    );
    expect(await h.store.settings(channelSettings(PARIS))).toEqual({});
  });

  it('answers a bad zone with what to type, in the asker’s language, and changes nothing', async () => {
    const h = harness();
    const unknown = only(await h.send('timezone Mars/Base', ANN, PARIS));
    expect(unknown.text).toBe(
      "I don't know the time zone 'Mars/Base'. Use an IANA zone name, e.g. `timezone Europe/Paris`, `timezone America/New_York` or `timezone Asia/Tokyo`.",
    );
    const offset = only(await h.send('timezone UTC+2', ANN, PARIS));
    expect(offset.text).toMatch(
      /^'UTC\+2' is an offset, not a time zone: .*`timezone Europe\/Paris`/,
    );
    await h.send('language fr', ANN, PARIS);
    const french = only(await h.send('timezone Mars/Base', ANN, PARIS));
    expect(french.text).toMatch(/^Je ne connais pas le fuseau horaire 'Mars\/Base'\./);
    expect(await h.store.settings(channelSettings(PARIS))).toEqual({});
  });

  it('lets a player set the zone of their direct messages', async () => {
    const h = harness();
    const done = only(await h.send('timezone Asia/Tokyo', BOB, DM));
    expect(done.visibility).toBe('asker');
    expect(await h.store.settings(channelSettings(DM))).toEqual({ timeZone: 'Asia/Tokyo' });
  });

  it("rolls a channel's `today` over at its own midnight; the same date is the same puzzle", async () => {
    // 14:30 UTC on Friday 14 March: 23:30 in Tokyo, 15:30 in Paris.
    const h = harness({ at: '2025-03-14T14:30:00Z', options: { timeZone: 'UTC' } });
    await h.send('timezone Asia/Tokyo', ANN, TOKYO);
    await h.send('timezone Europe/Paris', ANN, PARIS);
    const friday = liveOf(await h.send('today', BOB, TOKYO));
    expect(friday.text).toMatch(/^\*Daily #73 /);
    h.clock.set('2025-03-14T14:59:59Z');
    expect(liveOf(await h.send('today', BOB, TOKYO)).text).toMatch(/^\*Daily #73 /);
    // Tokyo's midnight: its day is Saturday's; Paris is still on Friday's daily.
    h.clock.set('2025-03-14T15:00:00Z');
    const saturday = liveOf(await h.send('today', BOB, TOKYO));
    expect(saturday.text).toMatch(/^\*Daily #74 /);
    const parisFriday = liveOf(await h.send('today', BOB, PARIS));
    expect(parisFriday.text).toMatch(/^\*Daily #73 /);
    expect(parisFriday.board?.givens).toEqual(friday.board?.givens);
    // Paris's midnight (23:00 UTC in winter): Saturday's daily, the one Tokyo has.
    h.clock.set('2025-03-14T23:00:00Z');
    const parisSaturday = liveOf(await h.send('today', BOB, PARIS));
    expect(parisSaturday.text).toMatch(/^\*Daily #74 /);
    expect(parisSaturday.board?.givens).toEqual(saturday.board?.givens);
  });

  it('keeps `leaderboard today` and `week` on the channel’s dates', async () => {
    // Sunday 16 March, 14:00 UTC: 23:00 in Tokyo, the last hour of its week.
    const h = harness({ at: '2025-03-16T14:00:00Z', options: { timeZone: 'UTC' } });
    await h.send('timezone Asia/Tokyo', ANN, TOKYO);
    await solveTogether(h, ANN, TOKYO, { ms: 120_000 });
    const sunday = only(await h.send('leaderboard today', ANN, TOKYO)).text;
    // (Only Tokyo plays in this workspace: one list, the workspace's.)
    expect(sunday).toMatch(/^\*Today's daily, whole workspace\*\n1\. 2:00 · Ann/);
    // 15:00 UTC: Monday in Tokyo, a new day and a new week there (still Sunday in UTC).
    h.clock.set('2025-03-16T15:00:00Z');
    const monday = only(await h.send('leaderboard today', ANN, TOKYO)).text;
    expect(monday).not.toMatch(/2:00 · Ann/);
    // Solved yesterday by Tokyo's calendar: the streak holds.
    expect(monday).toMatch(/\*Streaks in the workspace\*\n1\. Ann: 1 day/);
    const week = only(await h.send('leaderboard week', ANN, TOKYO)).text;
    expect(week).toMatch(/This week \(since Monday 2025-03-17\), whole workspace/);
    expect(week).not.toMatch(/Ann: 1 daily solved/);
    // A channel on the bot's zone (UTC) is still in the week of Monday 10 March, Ann's solve in it.
    const utc = only(await h.send('leaderboard week', ANN, PARIS)).text;
    expect(utc).toMatch(/This week \(since Monday 2025-03-10\), here/);
    expect(utc).toMatch(/Ann: 1 daily solved/);
  });

  it("answers `schedule` with the channel's zone and starts on the channel's date", async () => {
    // 01:00 UTC on Friday 14 March: 10:00 in Tokyo (09:00 is past there), 02:00 in Paris.
    const h = harness({ at: '2025-03-14T01:00:00Z', options: { timeZone: 'UTC' } });
    await h.send('timezone Asia/Tokyo', ANN, TOKYO);
    await h.send('timezone Europe/Paris', ANN, PARIS);
    expect(only(await h.send('schedule 09:00', ANN, TOKYO)).text).toMatch(
      /every day at 09:00 \(Asia\/Tokyo\), starting tomorrow/,
    );
    expect(only(await h.send('schedule 09:00', ANN, PARIS)).text).toMatch(
      /every day at 09:00 \(Europe\/Paris\), starting today/,
    );
  });
});
