// Regenerates docs/discord-board.png and docs/slack-board.png: what a board message looks like
// in each client; and docs/help-fr.png, docs/help-ja.png: `/sudoku help` on Discord for a member
// whose Discord speaks French or Japanese. A game is played through the real adapter (discord.js or Bolt) and the real
// core against the fake platform API; the message as that API holds it (text, the uploaded
// board picture, the components) is laid out as the client draws it and photographed with
// chromium. Run: npx tsx test/support/message-previews.ts

import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { parseCommand } from '../../src/bot/grammar.ts';
import { onlySeen, startHarness as startDiscord } from '../discord/harness.ts';
import {
  CHANNEL_ID as DISCORD_CHANNEL,
  selectChoice,
  slash,
  str,
  sub,
} from '../discord/payloads.ts';
import { startHarness as startSlack } from '../slack/harness.ts';
import { CHANNEL_ID as SLACK_CHANNEL } from '../slack/signing.ts';
import {
  discordMessage,
  photograph,
  DISCORD_CSS,
  shoot,
  SLACK_CSS,
  slackMessage,
  slackText,
} from './preview-layout.ts';
import { realCore } from './real-core.ts';

const docs = resolve(import.meta.dirname, '../../docs');

/** A correct move in the first empty cell of the only conversation's game. */
async function someMove(
  store: ReturnType<typeof realCore>['store'],
  platform: string,
  conversationId: string,
) {
  const game = (await store.currentGame({ platform, conversationId }))!;
  const cell = game.givens.findIndex((d, i) => !d && !game.entries[i]);
  return `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} ${game.solution[cell]}`;
}

async function discordPreview(page: Page): Promise<void> {
  const { bot, store } = realCore();
  const h = await startDiscord({ core: bot, parseCommand });
  try {
    await h.run(slash('sudoku', sub('today')));
    await h.run(slash('p', [str('move', await someMove(store, 'discord', DISCORD_CHANNEL))]));
    const board = h.api.channelMessages(h.api.allMessages()[0]!.channelId).at(-1)!;
    const files = h.api.requests.filter((r) => r.files.length > 0).at(-1)!.files;
    // The first of the board's cell menus, its first empty cell.
    const menu = board.components[0]!.components[0]!;
    const first = (menu as unknown as { options: { value: string }[] }).options[0]!.value;
    await h.run(selectChoice(menu.custom_id, first, h.api.messagePayload(board.id)));
    const panel = h.api
      .allMessages()
      .filter((m) => (m.flags & 64) !== 0)
      .at(-1)!;
    const html = `<html><head><style>
      ${DISCORD_CSS}</style></head><body><div id="shot">
      ${discordMessage({ content: board.content, image: files[0]!.data, rows: board.components })}
      ${discordMessage({ content: panel.content, rows: panel.components, ephemeral: true })}
    </div></body></html>`;
    await shoot(page, html, resolve(docs, 'discord-board.png'));
  } finally {
    await h.close();
  }
}

async function slackPreview(page: Page): Promise<void> {
  const { bot, store } = realCore();
  const h = await startSlack(bot);
  try {
    await h.run(h.slash('today'));
    await h.run(h.slash(await someMove(store, 'slack', SLACK_CHANNEL)));
    const board = h.api.messages.filter((m) => m.blocks.some((b) => b.type === 'image')).at(-1)!;
    const fileId = board.blocks.find((b) => b.type === 'image').slack_file.id;
    const html = `<html><head><style>${SLACK_CSS}</style></head><body><div id="shot">
      ${slackMessage({ text: slackText(board.blocks), image: h.api.files.get(fileId)!.data!, blocks: board.blocks })}
    </div></body></html>`;
    await shoot(page, html, resolve(docs, 'slack-board.png'));
  } finally {
    await h.close();
  }
}

/** `/sudoku help` as a member whose Discord speaks `locale` sees it (private to them). */
function helpPreview(locale: string): (page: Page) => Promise<void> {
  return async (page) => {
    const { bot } = realCore();
    const h = await startDiscord({ core: bot, parseCommand });
    try {
      const payload = slash('sudoku', sub('help'));
      payload.locale = locale;
      payload.guild_locale = locale;
      const seen = onlySeen(await h.run(payload));
      // A long page comes as its title and an embed (drawn here as one text).
      const embeds = (seen.body.embeds ?? []) as { description: string }[];
      const helpText = [seen.body.content, ...embeds.map((e) => e.description)].join('\n');
      const html = `<html><head><style>
        ${DISCORD_CSS}</style></head><body><div id="shot">
        ${discordMessage({ content: helpText, rows: seen.body.components ?? [], ephemeral: true })}
      </div></body></html>`;
      await shoot(page, html, resolve(docs, `help-${locale}.png`));
    } finally {
      await h.close();
    }
  };
}

await photograph([discordPreview, slackPreview, helpPreview('fr'), helpPreview('ja')]);
