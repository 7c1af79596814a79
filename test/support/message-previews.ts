// Regenerates docs/discord-board.png and docs/slack-board.png: what a board message looks like
// in each client. A game is played through the real adapter (discord.js or Bolt) and the real
// core against the fake platform API; the message as that API holds it (text, the uploaded
// board picture, the components) is laid out as the client draws it and photographed with
// chromium. Run: npx tsx test/support/message-previews.ts

import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { parseCommand } from '../../src/bot/grammar.ts';
import { startHarness as startDiscord } from '../discord/harness.ts';
import {
  CHANNEL_ID as DISCORD_CHANNEL,
  selectChoice,
  slash,
  str,
  sub,
} from '../discord/payloads.ts';
import { startHarness as startSlack } from '../slack/harness.ts';
import { CHANNEL_ID as SLACK_CHANNEL } from '../slack/signing.ts';
import { browserMissing, launchBrowser } from '../web/browser.ts';
import { realCore } from './real-core.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

const docs = resolve(import.meta.dirname, '../../docs');
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** `**bold**`/`*bold*` and `code` as the clients show them. */
const markdown = (text: string, bold: RegExp) =>
  escape(text)
    .replace(bold, '<b>$1</b>')
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\n/g, '<br>');
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

const png = (data: Buffer) => `data:image/png;base64,${data.toString('base64')}`;

async function shoot(page: Page, html: string, out: string): Promise<void> {
  await page.setContent(html);
  await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete));
  await page.locator('#shot').screenshot({ path: out });
  console.log(`wrote ${out}`);
}

const DISCORD_STYLE: Partial<Record<number, string>> = {
  1: '#5865f2',
  2: '#4e5058',
  3: '#248046',
  4: '#da373c',
};

function discordRows(rows: any[]): string {
  return rows
    .map((row) => {
      const parts = row.components.map((c: any) =>
        c.type === 3
          ? `<div class="select">${escape(c.options.find((o: any) => o.default)?.label ?? c.placeholder)}<span>⌄</span></div>`
          : `<span class="button" style="background:${DISCORD_STYLE[c.style] ?? '#4e5058'};opacity:${c.disabled ? 0.5 : 1}">${escape(c.label)}</span>`,
      );
      return `<div class="row">${parts.join('')}</div>`;
    })
    .join('');
}

function discordMessage(m: { content: string; image?: Buffer; rows: any[]; ephemeral?: boolean }) {
  return `<div class="message"><div class="avatar">S</div><div class="body">
    <div class="name">Sudoku <span class="tag">APP</span> <span class="time">Today at 09:00</span></div>
    <div class="content">${markdown(m.content, /\*\*([^*]+)\*\*/g)}</div>
    ${m.image ? `<img src="${png(m.image)}" width="360">` : ''}
    ${discordRows(m.rows)}
    ${m.ephemeral ? '<div class="only">👁 Only you can see this · Dismiss message</div>' : ''}
  </div></div>`;
}

async function discordPreview(page: Page): Promise<void> {
  const { bot, store } = realCore();
  const h = await startDiscord({ core: bot, parseCommand });
  try {
    await h.run(slash('sudoku', sub('today')));
    await h.run(slash('p', [str('move', await someMove(store, 'discord', DISCORD_CHANNEL))]));
    const board = h.api.channelMessages(h.api.allMessages()[0]!.channelId).at(-1)!;
    const files = h.api.requests.filter((r) => r.files.length > 0).at(-1)!.files;
    const gameId = board.components[0]!.components[0]!.custom_id.split(/[@:]/)[2]!;
    await h.run(selectChoice(`sudoku:pick@${gameId}:`, 'r1', h.api.messagePayload(board.id)));
    const panel = h.api
      .allMessages()
      .filter((m) => (m.flags & 64) !== 0)
      .at(-1)!;
    const html = `<html><head><style>
      body { margin: 0; background: #313338; font: 15px/1.4 "DejaVu Sans", sans-serif; color: #dbdee1; }
      #shot { width: 560px; padding: 16px; background: #313338; }
      .message { display: flex; gap: 14px; margin-bottom: 18px; }
      .avatar { width: 40px; height: 40px; border-radius: 50%; background: #1f3a5f; color: white;
        display: grid; place-items: center; font-weight: bold; flex: none; }
      .name { color: #f2f3f5; font-weight: 600; } .time { color: #949ba4; font-size: 12px; font-weight: 400; }
      .tag { background: #5865f2; color: white; font-size: 10px; padding: 1px 4px; border-radius: 3px; }
      .content { margin: 2px 0 8px; } code { background: #2b2d31; padding: 0 3px; border-radius: 3px; }
      img { border-radius: 6px; display: block; margin-bottom: 8px; }
      .row { display: flex; gap: 8px; margin: 6px 0; }
      .button { color: white; padding: 6px 14px; border-radius: 4px; font-size: 14px; }
      .select { width: 400px; background: #1e1f22; border-radius: 4px; padding: 9px 12px; color: #949ba4;
        display: flex; justify-content: space-between; }
      .only { color: #949ba4; font-size: 12px; margin-top: 4px; }
    </style></head><body><div id="shot">
      ${discordMessage({ content: board.content, image: files[0]!.data, rows: board.components })}
      ${discordMessage({ content: panel.content, rows: panel.components, ephemeral: true })}
    </div></body></html>`;
    await shoot(page, html, resolve(docs, 'discord-board.png'));
  } finally {
    await h.close();
  }
}

function slackElements(blocks: any[]): string {
  return blocks
    .filter((b) => b.type === 'actions')
    .map((b) => {
      const parts = b.elements.map((e: any) =>
        e.type === 'static_select'
          ? `<div class="select">${escape(e.initial_option?.text.text ?? e.placeholder.text)} ⌄</div>`
          : `<span class="button ${e.style ?? ''}">${escape(e.text.text)}</span>`,
      );
      return `<div class="row">${parts.join('')}</div>`;
    })
    .join('');
}

async function slackPreview(page: Page): Promise<void> {
  const { bot, store } = realCore();
  const h = await startSlack(bot);
  try {
    await h.run(h.slash('today'));
    await h.run(h.slash(await someMove(store, 'slack', SLACK_CHANNEL)));
    const board = h.api.messages.filter((m) => m.blocks.some((b) => b.type === 'image')).at(-1)!;
    const fileId = board.blocks.find((b) => b.type === 'image').slack_file.id;
    const text = board.blocks
      .filter((b) => b.type === 'section')
      .map((b) => b.text.text)
      .join('\n');
    const html = `<html><head><style>
      body { margin: 0; background: white; font: 15px/1.45 "DejaVu Sans", sans-serif; color: #1d1c1d; }
      #shot { width: 640px; padding: 16px; display: flex; gap: 10px; }
      .avatar { width: 36px; height: 36px; border-radius: 6px; background: #1f3a5f; color: white;
        display: grid; place-items: center; font-weight: bold; flex: none; }
      .name { font-weight: 800; } .tag { background: #e8e8e8; color: #616061; font-size: 10px; padding: 1px 3px; }
      .time { color: #616061; font-size: 12px; }
      code { background: #f4f4f4; color: #e01e5a; border: 1px solid #ddd; padding: 0 3px; border-radius: 3px; }
      img { border: 1px solid #ddd; border-radius: 8px; display: block; margin: 8px 0; }
      .row { display: flex; flex-wrap: wrap; gap: 6px; margin: 8px 0; }
      .button { border: 1px solid #bbb; border-radius: 4px; padding: 3px 11px; font-weight: 700; font-size: 14px; }
      .button.primary { background: #007a5a; color: white; border-color: #007a5a; }
      .button.danger { color: #e01e5a; border-color: #e01e5a; }
      .select { border: 1px solid #bbb; border-radius: 4px; padding: 3px 10px; font-size: 14px; }
    </style></head><body><div id="shot"><div class="avatar">S</div><div>
      <div class="name">Sudoku <span class="tag">APP</span> <span class="time">9:00 AM</span></div>
      <div>${markdown(text, /\*([^*\n]+)\*/g)}</div>
      <img src="${png(h.api.files.get(fileId)!.data!)}" width="360">
      ${slackElements(board.blocks)}
    </div></div></body></html>`;
    await shoot(page, html, resolve(docs, 'slack-board.png'));
  } finally {
    await h.close();
  }
}

const missing = browserMissing();
if (missing) {
  console.error(`cannot take the pictures: ${missing}`);
  process.exit(1);
}
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ deviceScaleFactor: 2 });
  await discordPreview(page);
  await slackPreview(page);
} finally {
  await browser.close();
}
