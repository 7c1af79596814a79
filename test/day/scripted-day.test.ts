// Issue 26's measurement: a scripted day in a busy channel through the real discord.js and Bolt
// against the fake platform APIs (day-script.ts: three players play the daily to the end by taps
// and typed moves, a solo player, 30 chat messages, a photo, hints, share, stats, leaderboard,
// digest, an archive daily). It asserts what must hold whatever the platform does (the games
// finish, every gesture is answered, nothing is refused that should not be) and prints the
// figures the issue asks for; `npm run bench -- day` prints the same table.
//
// The issue's targets are checked by name from TARGETS_MET: a target listed there must hold.
// Once a change meets another target, add its name (see TARGETS in day-figures.ts); the printed
// table says which targets the day meets, and names those met but not listed yet.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatTable,
  summarise,
  tableRows,
  targetRows,
  TARGETS,
  type DayFigures,
  type TargetName,
} from './day-figures.ts';
import { playDay, type DayDriver, type Talk } from './day-script.ts';
import { discordDay } from './discord-day.ts';
import { slackDay } from './slack-day.ts';

/** Targets of issue 26 this code meets whatever the talk; each one listed is asserted. */
const TARGETS_MET: readonly TargetName[] = [
  'discord.refused',
  'discord.unseen',
  'slack.unseen',
  // taps-files: the Discord cell menus and a wrong digit's cell kept; Slack's private pictures
  // deleted when replaced and swept once a day old.
  'discord.taps',
  'slack.files',
  // slack-picks: the bot keeps each player's pick (board menus and play modal) across redraws.
  'slack.taps',
  'slack.refused',
];
/**
 * Targets met only when people talk in the day's thread: talk in the channel itself buries the
 * board, and the next move brings it down (a second public message, by design).
 */
const TARGETS_MET_IN_THREAD: readonly TargetName[] = ['discord.public', 'slack.public'];

/** The targets asserted for a day whose talk is `talk`. */
const targetsMet = (talk: Talk): readonly TargetName[] =>
  talk === 'thread' ? [...TARGETS_MET, ...TARGETS_MET_IN_THREAD] : TARGETS_MET;

/** A safety net only: the day runs on fake clocks and explicit events (~10-20 s a platform). */
const DAY_DEADLINE_MS = 240_000;

const days: DayFigures[] = [];

async function live(start: (talk: Talk) => Promise<DayDriver>, talk: Talk): Promise<DayFigures> {
  const driver = await start(talk);
  try {
    const day = await playDay(driver);
    days.push(day);
    return day;
  } finally {
    await driver.close();
  }
}

describe.each([
  ['Discord', 'channel', discordDay],
  ['Discord', 'thread', discordDay],
  ['Slack', 'channel', slackDay],
  ['Slack', 'thread', slackDay],
] as const)('a scripted day on %s, people talking in the %s', (platform, talk, start) => {
  let day: DayFigures;

  beforeAll(async () => {
    day = await live(start, talk);
  }, DAY_DEADLINE_MS);

  it('plays the shared daily and the solo board to the end', () => {
    expect(day.finished).toBe(true);
    const placed = (where: string) =>
      day.moves.filter((m) => m.where === where && m.effect === 'placed').length;
    // Each empty cell placed once, on each board, by the players' moves.
    expect(placed('channel')).toBe(day.emptyCells);
    expect(placed('direct')).toBe(day.emptyCells);
  });

  it('plays the script: its mistakes, notes, typed moves and 30 chat messages', () => {
    const count = (where: string, effect: string) =>
      day.moves.filter((m) => m.where === where && m.effect === effect).length;
    expect(count('channel', 'mistake')).toBe(3);
    expect(count('channel', 'noted')).toBe(4);
    expect(count('direct', 'mistake')).toBe(1);
    expect(count('direct', 'noted')).toBe(2);
    expect(day.moves.filter((m) => m.how === 'typed').length).toBeGreaterThan(10);
    expect(day.chatMessages).toBe(30);
  });

  if (talk === 'channel') {
    it("leaves the day's post and the live board in the channel, the rest in the day's thread", () => {
      // The board moved down a few times after chat: each copy it left was deleted, but for the
      // day's post, which holds the thread (retired without buttons).
      expect(day.boardPostedAnew).toBeGreaterThan(0);
      expect(day.boardIsDayPost).toBe(false);
      expect(day.publicInChannel).toBe(2);
      expect(day.inThread).toBeGreaterThan(0);
    });
  } else {
    it("leaves one message in the channel, the day's post as the live board; the talk and the bot's answers in the thread", () => {
      // Talk in the thread buries nothing: the board never comes down, and the day's post shows
      // it to the end. The result lines, shares, the digest and the photo's answer go to the
      // thread, none into the channel.
      expect(day.boardPostedAnew).toBe(0);
      expect(day.boardIsDayPost).toBe(true);
      expect(day.publicInChannel).toBe(1);
      expect(day.inThread).toBeGreaterThanOrEqual(3);
    });
  }

  it('answers every tap and typed move', () => {
    expect(day.moves.filter((m) => !m.answered)).toEqual([]);
  });

  it('refuses nothing that should not be: no typed move, no tap on a pick the player still had', () => {
    expect(day.moves.filter((m) => m.how === 'typed' && m.refused > 0)).toEqual([]);
    expect(day.moves.filter((m) => m.refused > m.refusedPickDropped)).toEqual([]);
    // Each tap move is at least a tap on the digit.
    expect(day.moves.filter((m) => m.how === 'taps' && m.taps < 1)).toEqual([]);
  });

  // Only the targets listed in TARGETS_MET are tests; the others show in the printed table.
  for (const name of targetsMet(talk).filter((n) => TARGETS[n].platform === platform)) {
    it(`meets issue 26's target ${name}: ${TARGETS[name].says}`, () => {
      expect(TARGETS[name].met(summarise(day)), name).toBe(true);
    });
  }
});

afterAll(() => {
  if (days.length === 0) return;
  console.log(formatTable('A scripted day (issue 26)', tableRows(days)));
  const rows = targetRows(days).map((t) => ({
    ...t,
    met: t.met ? 'yes' : 'no',
    talk: t.talk ?? '-',
    asserted: t.talk && targetsMet(t.talk).includes(t.target) ? 'yes' : 'no',
  }));
  console.log(formatTable("Issue 26's targets", rows));
  const newlyMet = rows.filter((r) => r.met === 'yes' && r.asserted === 'no');
  if (newlyMet.length > 0) {
    console.log(
      `Met but not asserted yet (add to TARGETS_MET): ${newlyMet.map((r) => `${r.target} (${r.talk})`).join(', ')}`,
    );
  }
});
