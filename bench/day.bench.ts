// Issue 26's figures: a scripted day in a busy channel (test/day/day-script.ts: three players
// play the daily to the end by taps and typed moves, a solo player, 30 chat messages, a photo,
// hints, share, stats, leaderboard, digest, an archive daily) through the real discord.js and
// Bolt against the fake platform APIs, the real core, memory store and renderer. Counts, not
// times: the same on a loaded machine. Each platform's day runs with the talk in the channel and
// in the day's thread. The same day runs as a test (test/day/scripted-day.test.ts).
// `npm run bench -- day`

import { playerRows, tableRows, targetRows, type DayFigures } from '../test/day/day-figures.ts';
import { playDay, type DayDriver, type Talk } from '../test/day/day-script.ts';
import { discordDay } from '../test/day/discord-day.ts';
import { slackDay } from '../test/day/slack-day.ts';
import { printTable } from './lib.ts';

async function live(start: (talk: Talk) => Promise<DayDriver>, talk: Talk): Promise<DayFigures> {
  const driver = await start(talk);
  try {
    return await playDay(driver);
  } finally {
    await driver.close();
  }
}

// Each platform twice: people talking in the channel itself (their messages bury the board,
// which the next move brings down), then in the day's thread (the channel keeps one message).
const days = [
  await live(discordDay, 'channel'),
  await live(discordDay, 'thread'),
  await live(slackDay, 'channel'),
  await live(slackDay, 'thread'),
];
printTable('A scripted day in a busy channel (issue 26)', tableRows(days));
printTable(
  "Issue 26's targets",
  targetRows(days).map((t) => ({ ...t, talk: t.talk ?? '-', met: t.met ? 'yes' : 'no' })),
);
printTable('By player', playerRows(days));
