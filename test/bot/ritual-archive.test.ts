// Archive dailies (`daily 1`, `daily 325`, `daily 2026-11-20`) through the core, and the grammar
// of the ritual's commands (today solo, daily N/DATE, leaderboard PERIOD, stats @name, share),
// with fast-check properties: every form parses to its command and formats back to itself.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCommand, parseCommand } from '../../src/bot/grammar.ts';
import { help } from '../../src/bot/help.ts';
import { renderText } from '../../src/i18n/text.ts';
import {
  LEADERBOARD_PERIODS,
  type Command,
  type Platform,
  type Reply,
} from '../../src/bot/types.ts';
import { addDays } from '../../src/game/calendar.ts';
import { ANN, BOB, CHANNEL, current, harness, liveOf, only } from './harness.ts';
import { finish, solveTogether } from './ritual-support.ts';

const helpText = (topic?: string, platform?: Platform) =>
  renderText(help(topic, platform)[0]!.text, 'en');

// The harness's day: Friday 2025-03-14, daily #73 (#1 was 2025-01-01).
describe('daily N / daily DATE', () => {
  it('plays #1, a number and a date as archive games, marked as such', async () => {
    const h = harness();
    const first = liveOf(await h.send('daily 1'));
    expect(first.text).toMatch(
      /^\*Daily #1 · Medium · 2025-01-01\* from the archive: it counts for no streak or leaderboard/,
    );
    expect((await current(h)).source).toEqual({
      kind: 'daily',
      date: '2025-01-01',
      number: 1,
      archive: true,
    });
    // The same puzzle as on its day.
    const onItsDay = await h.puzzles.daily('2025-01-01');
    expect(first.board?.givens).toEqual(onItsDay?.givens);

    const byNumber = liveOf(await h.send('daily 72'));
    expect(byNumber.text).toMatch(/Daily #72 · Medium · 2025-03-13/);
    const byDate = liveOf(await h.send('daily 2025-03-13'));
    // An unfinished archive game of that daily here is picked up, not started again.
    expect(byDate.live?.gameId).toBe(byNumber.live?.gameId);
    expect(liveOf(await h.send('archive #40')).text).toMatch(/Daily #40 · /);
  });

  it('says how to bring back the unfinished game an archive daily sets aside', async () => {
    const h = harness();
    await h.send('today', ANN, CHANNEL);
    const daily = await current(h, CHANNEL);
    const cell = daily.givens.indexOf(0);
    const digit = daily.solution[cell]!;
    await h.send(`r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} ${digit}`, ANN, CHANNEL);
    const old = liveOf(await h.send('daily 3', BOB, CHANNEL));
    expect(old.text).toMatch(/from the archive.*\(`today` brings the daily back\.\)$/);
    const back = liveOf(await h.send('today', BOB, CHANNEL));
    expect(back.live?.gameId).toBe(daily.id);
    // Over an unfinished archive game, the note points to `resume`.
    await h.send('daily 3', BOB, CHANNEL);
    expect(liveOf(await h.send('daily 4', BOB, CHANNEL)).text).toMatch(
      /\(The unfinished game was set aside: `resume` brings it back\.\)$/,
    );
  });

  it('answers clearly before #1, after today, for a future date and a malformed one', async () => {
    const h = harness();
    const cases: [string, RegExp][] = [
      ['daily 0', /Dailies go from #1 \(2025-01-01\) to today's #73\. Try `daily 72`/],
      ['daily 74', /Dailies go from #1 \(2025-01-01\) to today's #73/],
      ['daily 999999', /to today's #73/],
      ['daily 2025-03-15', /The daily of 2025-03-15 isn't out yet.*`today`/],
      ['daily 2031-01-01', /isn't out yet/],
      ['daily 2024-12-31', /The first daily was on 2025-01-01 \(#1\)\. Try `daily 1`/],
      [
        'daily 2025-02-30',
        /2025-02-30 is not a date I know\. Give it as YYYY-MM-DD, e\.g\. `daily 2025-03-13`/,
      ],
      ['daily 2025-13-01', /is not a date I know/],
      ['daily 73', /That's today's daily: type `today`/],
      ['daily 2025-03-14', /That's today's daily/],
    ];
    for (const [text, answer] of cases) {
      const reply = only(await h.send(text));
      expect(reply.text, text).toMatch(answer);
      expect(reply.visibility, text).toBe('asker');
      expect(reply.board, text).toBeUndefined();
    }
    // The parser refuses what is neither a number nor a date, saying what to type.
    for (const text of ['daily yesterday', 'daily 3/14/2025', 'daily 12 13', 'daily -4']) {
      const reply = only(await h.send(text));
      expect(reply.text, text).toMatch(
        /by number or date, e\.g\. `daily 325` or `daily 2026-11-20`/,
      );
    }
    // Nothing was started by any of it.
    expect(await h.store.currentGame({ platform: 'web', conversationId: CHANNEL.id })).toBe(
      undefined,
    );
  });

  it('answers with the board at once when an old daily was not made yet, after a notice', async () => {
    const h = harness();
    h.puzzles.notReady.add('2025-02-01');
    const shown: Reply[] = [];
    const replies = await h.bot.handle({
      conversation: CHANNEL,
      user: ANN,
      command: { kind: 'archive', date: '2025-02-01' },
      progress: (reply) => shown.push(reply),
    });
    expect(shown.map((r) => r.text)).toEqual([
      'Making the daily of 2025-02-01 for you: the board follows in a moment.',
    ]);
    expect(liveOf(replies).text).toMatch(/^\*Daily #32 · .* · 2025-02-01\* from the archive/);
    expect(h.puzzles.madeOnDemand).toEqual(['2025-02-01']);
    expect((await current(h)).source).toMatchObject({ date: '2025-02-01', archive: true });
  });

  it('says so when the generator fails to make an old daily', async () => {
    const h = harness();
    h.puzzles.notReady.add('2025-02-01');
    h.puzzles.failMaking = true;
    expect(only(await h.send('daily 2025-02-01')).text).toMatch(
      /The daily of 2025-02-01 is being prepared/,
    );
  });

  it('changes no streak and no leaderboard, even for a daily played here on its day', async () => {
    const h = harness({ at: '2025-03-13T10:00:00Z' });
    // Thursday: Bob solves the day's daily in the channel (a 1-day streak).
    await solveTogether(h, BOB, CHANNEL, { ms: 300_000 });
    // Friday: Ann plays Thursday's daily and Tuesday's from the archive, in the same channel.
    h.clock.set('2025-03-14T10:00:00Z');
    const replay = liveOf(await h.send('daily 2025-03-13', ANN));
    const thursday = await current(h);
    expect(thursday.source).toMatchObject({ date: '2025-03-13', archive: true });
    expect(thursday.status).toBe('playing');
    expect(replay.text).toMatch(/from the archive/);
    const last = await finish(h, ANN, CHANNEL, { ms: 60_000 });
    const cheer = last.find((r) => r.text.startsWith('🎉'))!;
    expect(cheer.text).toMatch(/Solved \*Daily #72 · Medium · 2025-03-13\* in 1:00/);
    expect(cheer.text).not.toMatch(/Streak/);
    expect(cheer.text).not.toMatch(/streak \d|ranked/);
    // An archive game offers no Share (share is today's result).
    expect(liveOf(last).actions?.map((a) => a.command)).not.toContain('share');
    await h.send('daily 2025-03-11', ANN);
    await finish(h, ANN, CHANNEL, { ms: 30_000 });

    const stats = only(await h.send('stats', ANN)).text;
    expect(stats).toMatch(/Played 2 · solved 2/);
    expect(stats).toMatch(/Daily streak: 0 days \(best 0\)/);
    expect(stats).not.toContain('🟩');
    const board = only(await h.send('leaderboard week', ANN)).text;
    expect(board).not.toMatch(/Ann/);
    expect(board).toMatch(/1\. Bob: 1 daily solved, average 5:00/);
    expect(only(await h.send('leaderboard', ANN)).text).toMatch(
      /Streaks in the workspace\*\n1\. Bob: 1 day/,
    );
    expect(only(await h.send('share', ANN)).text).toMatch(/haven't solved today's daily yet/);
  });
});

describe('the grammar of the ritual', () => {
  const same = (text: string, command: Command) => {
    const parsed = parseCommand(text);
    expect(parsed, text).toEqual({ ok: true, value: command });
    // What formatCommand writes (a button's command) reads back as the same command.
    expect(parseCommand(formatCommand(command))).toEqual({ ok: true, value: command });
  };

  it('reads today solo, daily, share, leaderboard periods and stats @name', () => {
    same('today solo', { kind: 'today', solo: true });
    same('/sudoku today alone', { kind: 'today', solo: true });
    same('daily', { kind: 'today' });
    same('daily #325', { kind: 'archive', number: 325 });
    same('archive 2026-11-20', { kind: 'archive', date: '2026-11-20' });
    same('share', { kind: 'share' });
    same('stats <@U123ABC>', { kind: 'stats', who: '<@U123ABC>' });
    same('stats Ann Lee', { kind: 'stats', who: 'Ann Lee' });
    expect(parseCommand('today together').ok).toBe(false);
    expect(parseCommand('share now')).toMatchObject({
      ok: false,
      error: { code: 'unexpected-argument' },
    });
    expect(parseCommand('leaderboard year')).toMatchObject({
      ok: false,
      error: {
        code: 'bad-option',
        message: expect.stringMatching(/today, yesterday, week, month, all/),
      },
    });
  });

  it('help names every ritual command, each one typed as the grammar reads it', () => {
    const overview = helpText(undefined);
    for (const form of [
      'today solo',
      'daily 325',
      'daily 2026-11-20',
      'share',
      'stats @name',
      'digest',
    ]) {
      expect(overview).toContain(`\`${form}\``);
    }
    for (const topic of ['daily', 'today', 'share', 'stats', 'digest']) {
      const text = helpText(topic);
      expect(text, topic).not.toMatch(/I have no help/);
      // Every code span in the topic is a command the grammar reads.
      for (const [, span] of text.matchAll(/`([^`]+)`/g)) {
        expect(parseCommand(span!).ok, `${topic}: ${span}`).toBe(true);
      }
    }
  });

  it('help on the leaderboard names the community as each platform does', () => {
    expect(helpText('leaderboard', 'discord')).toMatch(/whole server,.*in every server where/);
    expect(helpText('leaderboard', 'slack')).toMatch(/whole workspace,.*in every workspace where/);
    expect(helpText('leaderboard', 'discord')).not.toMatch(/workspace/);
  });

  it('help says how a photo is sent on each platform, never by a `solve` that reveals the game', () => {
    const photo = (platform: 'discord' | 'slack' | 'web') => helpText('photo', platform);
    expect(photo('discord')).toMatch(/Attach a photo .* to `solve` \(its \*image\* option\)/);
    expect(photo('slack')).toMatch(/in our direct messages, or in a channel with a mention of me/);
    expect(photo('web')).toMatch(/camera button/);
    expect(photo('web')).not.toMatch(/Solve this Sudoku/);
    for (const platform of ['discord', 'slack', 'web'] as const) {
      expect(photo(platform)).not.toMatch(/with `solve`,/);
      expect(helpText(undefined, platform)).not.toMatch(/a photo with `solve`/);
    }
  });

  it('any archive number or date parses and formats back to itself', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc
            .integer({ min: 0, max: 999_999 })
            .map((number): Command => ({ kind: 'archive', number })),
          fc
            .integer({ min: -20_000, max: 20_000 })
            .map((days): Command => ({ kind: 'archive', date: addDays('2025-01-01', days) })),
          fc
            .constantFrom(...LEADERBOARD_PERIODS)
            .map((period): Command => ({ kind: 'leaderboard', period })),
        ),
        fc.constantFrom('', '/', '!sudoku ', '  '),
        (command, prefix) => {
          const text = prefix + formatCommand(command);
          expect(parseCommand(text)).toEqual({ ok: true, value: command });
          expect(parseCommand(text.toUpperCase()).ok).toBe(true);
        },
      ),
    );
  });

  it('never throws on anything after `daily`, `stats` or `leaderboard`', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('daily', 'stats', 'leaderboard', 'today', 'share'),
        fc.string({ maxLength: 40 }),
        (verb, rest) => {
          const parsed = parseCommand(`${verb} ${rest}`);
          if (!parsed.ok) expect(parsed.error.message.length).toBeGreaterThan(10);
          else if (parsed.value.kind === 'stats' && parsed.value.who !== undefined)
            expect(parsed.value.who.length).toBeLessThanOrEqual(80);
        },
      ),
    );
  });
});
