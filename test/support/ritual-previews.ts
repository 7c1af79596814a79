// Draws docs/result-line.png and docs/digest.png: the daily ritual as it looks in a channel. A
// personal daily is played to the end through the real Slack adapter (its result line posted in
// the channel it came from), and a morning's daily post with the digest of the day before goes
// out through the real Discord adapter's poster; the messages as the fake APIs hold them are laid
// out as the clients draw them and photographed with chromium.
// Run: npx tsx test/support/ritual-previews.ts

import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { parseCommand } from '../../src/bot/grammar.ts';
import type { Conversation, User } from '../../src/bot/types.ts';
import type { Game } from '../../src/game/game.ts';
import { startHarness as startDiscord } from '../discord/harness.ts';
import { CHANNEL_ID as DISCORD_CHANNEL, dailyChannel, GUILD_ID } from '../discord/payloads.ts';
import { startHarness as startSlack } from '../slack/harness.ts';
import { ADA, CHANNEL_ID as SLACK_CHANNEL } from '../slack/signing.ts';
import {
  discordMessage,
  DISCORD_CSS,
  photograph,
  shoot,
  SLACK_CSS,
  slackMessage,
} from './preview-layout.ts';
import { realCore } from './real-core.ts';

const docs = resolve(import.meta.dirname, '../../docs');

/** The moves that finish a game: every empty cell's digit, as typed. */
function movesOf(game: Game): string[] {
  return Array.from(game.givens).flatMap((given, cell) =>
    given || game.entries[cell]
      ? []
      : [`r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} ${game.solution[cell]}`],
  );
}

/** A wrong digit for the last empty cell of a game (away from where the first hints point). */
function mistakeIn(game: Game): string {
  const cell = Array.from(game.givens).findLastIndex((d, i) => !d && !game.entries[i]);
  return `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} ${(game.solution[cell]! % 9) + 1}`;
}

/** Ada's own board of the day on Slack, from the channel, with a hint and a mistake. */
async function resultLinePreview(page: Page): Promise<void> {
  const { bot, store, clock } = realCore();
  const h = await startSlack(bot);
  try {
    // Ada solved yesterday's daily too (a streak of 2).
    const dm = `D0${ADA.id.slice(-8).toUpperCase()}`;
    clock.ms = Date.parse('2025-03-13T08:00:00Z');
    await h.run(h.slash('today solo'));
    const yesterday = (await store.currentGame({ platform: 'slack', conversationId: dm }))!;
    for (const move of movesOf(yesterday)) await h.run(h.slash(move, { channel: dm }));
    clock.ms = Date.parse('2025-03-14T08:30:00Z');
    await h.run(h.slash('today solo'));
    const game = (await store.currentGame({ platform: 'slack', conversationId: dm }))!;
    await h.run(h.slash(mistakeIn(game), { channel: dm }));
    for (let i = 0; i < 3; i++) await h.run(h.slash('hint', { channel: dm }));
    const moves = movesOf(game);
    for (const [i, move] of moves.entries()) {
      clock.ms += i === moves.length - 1 ? 9 * 60_000 : 4_000;
      await h.run(h.slash(move, { channel: dm }));
    }
    const line = h.api.messages.filter((m) => m.channel === SLACK_CHANNEL && !m.onlyFor).at(-1)!;
    if (!/on their own/.test(line.text)) throw new Error(`no result line: ${line.text}`);
    const html = `<html><head><style>${SLACK_CSS}</style></head><body><div id="shot">
      ${slackMessage({ text: line.text, time: '9:42 AM' })}
    </div></body></html>`;
    await shoot(page, html, resolve(docs, 'result-line.png'));
  } finally {
    await h.close();
  }
}

/** Solves the current game of `conversation` as `user`: `mistakes` wrong digits, then in `ms`. */
async function solve(
  core: ReturnType<typeof realCore>,
  conversation: Conversation,
  user: User,
  ms: number,
  mistakes = 0,
): Promise<void> {
  const key = { platform: conversation.platform, conversationId: conversation.id };
  const game = (await core.store.currentGame(key))!;
  const send = (text: string) => core.bot.handleText({ conversation, user, text });
  for (let i = 0; i < mistakes; i++) await send(mistakeIn(game));
  const moves = movesOf(game);
  for (const [i, move] of moves.entries()) {
    if (i === moves.length - 1) core.clock.ms += ms;
    await send(move);
  }
}

/** The morning's daily post on Discord, with the digest of yesterday in that channel. */
async function digestPreview(page: Page): Promise<void> {
  const core = realCore();
  const { bot, clock } = core;
  const h = await startDiscord({ core: bot, parseCommand });
  bot.registerPoster(h.adapter.poster);
  try {
    const channel: Conversation = {
      platform: 'discord',
      id: DISCORD_CHANNEL,
      kind: 'channel',
      workspace: GUILD_ID,
    };
    const mod = { id: '100000000000000001', name: 'Mira', canManage: true };
    const players = ['Jon', 'Priya', 'Sam'].map((name, i) => ({
      id: `10000000000000001${i}`,
      name,
      canManage: false,
    }));
    const [jon, priya, sam] = players as [User, User, User];
    clock.ms = Date.parse('2025-03-12T08:00:00Z');
    await bot.handleText({ conversation: channel, user: mod, text: 'schedule 09:00' });
    // Two days of dailies: Wednesday (Priya on her own), Thursday (Jon and Mira together, Priya
    // and Sam on their own).
    const dmOf = (u: User): Conversation => ({ ...channel, id: `dm-${u.id}`, kind: 'direct' });
    const alone = (u: User) =>
      bot.handle({
        conversation: channel,
        user: u,
        command: { kind: 'today', solo: true },
        openDirect: async () => dmOf(u),
      });
    await alone(priya);
    await solve(core, dmOf(priya), priya, 610_000);
    clock.ms = Date.parse('2025-03-13T09:20:00Z');
    await bot.handleText({ conversation: channel, user: jon, text: 'today' });
    await bot.handleText({ conversation: channel, user: mod, text: 'hint' });
    await solve(core, channel, jon, 14 * 60_000 + 12_000, 1);
    await alone(priya);
    await solve(core, dmOf(priya), priya, 7 * 60_000 + 48_000, 2);
    await alone(sam);
    await solve(core, dmOf(sam), sam, 11 * 60_000 + 3_000);
    // Friday 09:00: the post, and the digest under it.
    clock.ms = Date.parse('2025-03-14T09:00:00Z');
    const before = h.api.channelMessages(DISCORD_CHANNEL).length;
    // The channel as the gateway would have it cached, so the poster can send into it.
    h.api.addChannel({ ...dailyChannel(), id: DISCORD_CHANNEL });
    await bot.scheduler.tick();
    const post = h.api.channelMessages(DISCORD_CHANNEL).slice(before);
    if (post.length !== 2) throw new Error(`expected the post and its digest, got ${post.length}`);
    const [board, digest] = post as [(typeof post)[0], (typeof post)[0]];
    const files = h.api.requests.filter((r) => r.files.length > 0).at(-1)!.files;
    const html = `<html><head><style>${DISCORD_CSS}</style></head><body><div id="shot">
      ${discordMessage({ content: board.content, image: files[0]!.data, rows: board.components })}
      ${discordMessage({ content: digest.content, rows: digest.components })}
    </div></body></html>`;
    await shoot(page, html, resolve(docs, 'digest.png'));
  } finally {
    await h.close();
  }
}

await photograph([resultLinePreview, digestPreview]);
