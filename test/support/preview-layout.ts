// How the Discord and Slack clients lay out a message, as HTML for chromium to photograph: the
// pieces the preview scripts (message-previews.ts, ritual-previews.ts) share. Payloads are the
// fake platform APIs' recordings, hence the loose types.

import type { Page } from 'playwright-core';
import { browserMissing, launchBrowser } from '../web/browser.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** Text as HTML. */
export const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The emoji the bot sends, drawn as the clients draw them: both use their own emoji pictures
 * (Twemoji on Discord), not the system's font, which here has no colour emoji at all.
 */
const EMOJI: Record<string, string> = {
  '🟩': '<span class="emoji" style="background:#78b159"></span>',
  '🟨': '<span class="emoji" style="background:#fdcb58"></span>',
  '🟥': '<span class="emoji" style="background:#dd2e44"></span>',
  '⬛': '<span class="emoji" style="background:#31373d"></span>',
  '⬜': '<span class="emoji" style="background:#e6e7e8"></span>',
  '👤': '<svg class="emoji" viewBox="0 0 36 36"><circle cx="18" cy="11" r="7" fill="#269"/><path d="M4 34c0-8 6-13 14-13s14 5 14 13z" fill="#269"/></svg>',
};

/** `**bold**`/`*bold*`, `code` and emoji as the clients show them. */
export const markdown = (text: string, bold: RegExp) =>
  escape(text)
    .replace(bold, '<b>$1</b>')
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\n/g, '<br>')
    .replace(/🟩|🟨|🟥|⬛|⬜|👤/gu, (emoji) => EMOJI[emoji]!);

/** Styles both clients share. */
const EMOJI_CSS = `
      .emoji { display: inline-block; width: 1.2em; height: 1.2em; border-radius: 3px;
        vertical-align: -0.22em; margin: 1px 1px; }
      svg.emoji { border-radius: 0; }`;
/** A PNG as a data URL. */
export const png = (data: Buffer) => `data:image/png;base64,${data.toString('base64')}`;

/** Runs each preview on a page of one chromium (exits saying why when there is none). */
export async function photograph(previews: readonly ((page: Page) => Promise<void>)[]) {
  const missing = browserMissing();
  if (missing) {
    console.error(`cannot take the pictures: ${missing}`);
    process.exit(1);
  }
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ deviceScaleFactor: 2 });
    for (const preview of previews) await preview(page);
  } finally {
    await browser.close();
  }
}

/** Lays out `html` and photographs its #shot element to `out`. */
export async function shoot(page: Page, html: string, out: string): Promise<void> {
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

/** Discord's component rows (buttons, selects). */
export function discordRows(rows: any[]): string {
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

// Discord's eye before "Only you can see this", drawn as SVG: the machine has no emoji font.
const EYE_ICON =
  '<svg width="14" height="10" viewBox="0 0 14 10" style="vertical-align:-1px">' +
  '<path d="M7 0C3.5 0 1 3 0 5c1 2 3.5 5 7 5s6-3 7-5c-1-2-3.5-5-7-5z" fill="#949ba4"/>' +
  '<circle cx="7" cy="5" r="2.3" fill="#313338"/></svg>';

/** One Discord message by the bot: text, picture, components. */
export function discordMessage(m: {
  content: string;
  image?: Buffer;
  rows: any[];
  ephemeral?: boolean;
}) {
  return `<div class="message"><div class="avatar">S</div><div class="body">
    <div class="name">Sudoku <span class="tag">APP</span> <span class="time">Today at 09:00</span></div>
    <div class="content">${markdown(m.content, /\*\*([^*]+)\*\*/g)}</div>
    ${m.image ? `<img src="${png(m.image)}" width="360">` : ''}
    ${discordRows(m.rows)}
    ${m.ephemeral ? `<div class="only">${EYE_ICON} Only you can see this · Dismiss message</div>` : ''}
  </div></div>`;
}

/** Slack's actions blocks (buttons, selects). */
export function slackElements(blocks: any[]): string {
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

/** The text of a Slack message's section blocks. */
export function slackText(blocks: any[]): string {
  return blocks
    .filter((b) => b.type === 'section')
    .map((b) => b.text.text)
    .join('\n');
}

/** One Slack message by the bot: text, picture, buttons and menus. */
export function slackMessage(m: { text: string; image?: Buffer; blocks?: any[]; time?: string }) {
  return `<div class="message"><div class="avatar">S</div><div>
    <div class="name">Sudoku <span class="tag">APP</span> <span class="time">${m.time ?? '9:00 AM'}</span></div>
    <div>${markdown(m.text, /\*([^*\n]+)\*/g)}</div>
    ${m.image ? `<img src="${png(m.image)}" width="360">` : ''}
    ${slackElements(m.blocks ?? [])}
  </div></div>`;
}

/** The Discord client's look (dark theme). */
export const DISCORD_CSS = `
      body { margin: 0; background: #313338; font: 15px/1.4 "DejaVu Sans", sans-serif; color: #dbdee1; }
      #shot { width: 560px; padding: 16px; background: #313338; }
      .message { display: flex; gap: 14px; margin-bottom: 18px; }
      .avatar { width: 40px; height: 40px; border-radius: 50%; background: #1f3a5f; color: white;
        display: grid; place-items: center; font-weight: bold; flex: none; }
      .name { color: #f2f3f5; font-weight: 600; } .time { color: #949ba4; font-size: 12px; font-weight: 400; }
      .tag { background: #5865f2; color: white; font-size: 10px; padding: 1px 4px; border-radius: 3px; }
      .content { margin: 2px 0 8px; overflow-wrap: anywhere; } code { background: #2b2d31; padding: 0 3px; border-radius: 3px; }
      img { border-radius: 6px; display: block; margin-bottom: 8px; }
      .row { display: flex; gap: 8px; margin: 6px 0; }
      .button { color: white; padding: 6px 14px; border-radius: 4px; font-size: 14px; }
      .select { width: 400px; background: #1e1f22; border-radius: 4px; padding: 9px 12px; color: #949ba4;
        display: flex; justify-content: space-between; }
      .only { color: #949ba4; font-size: 12px; margin-top: 4px; }
${EMOJI_CSS}`;

/** The Slack client's look. */
export const SLACK_CSS = `
      body { margin: 0; background: white; font: 15px/1.45 "DejaVu Sans", sans-serif; color: #1d1c1d; }
      #shot { width: 640px; padding: 16px; }
      .message { display: flex; gap: 10px; margin-bottom: 14px; }
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
${EMOJI_CSS}`;
