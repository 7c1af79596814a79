// Reply -> Slack message: Block Kit sections in Slack's mrkdwn, an image block that shows the
// uploaded board (slack_file) with its alt text, and the reply's actions as buttons whose value
// is the core command they run. A button that asks first carries Slack's own confirmation
// dialog, so a press on it only reaches the bot once the user has said yes.

import type { types } from '@slack/bolt';
import type { Action, Reply } from '../../src/bot/types.ts';
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/translate.ts';
import { ACTIONS_BLOCK, boardBlockId, moveBlock, PLAY_BLOCK, playButton } from './move-blocks.ts';

/** Slack's limit on the text of one section block. */
export const MAX_SECTION_TEXT = 3000;
/** Sections one reply may use (longer text is cut). */
export const MAX_SECTIONS = 4;
/** Slack's limit on an image's alt text. */
export const MAX_ALT_TEXT = 2000;
/** Slack's limit on a button's label. */
export const MAX_BUTTON_LABEL = 75;
/** Slack's limit on a button's value (the command it runs). */
export const MAX_BUTTON_VALUE = 2000;
/** Slack's limit on elements in one actions block. */
export const MAX_BUTTONS = 25;
/** Slack's limit on a confirmation dialog's text. */
export const MAX_CONFIRM_TEXT = 300;
/** Longest notification text (the message's `text`, shown where blocks are not). */
export const MAX_FALLBACK_TEXT = 3000;
/** Prefix of every button's action_id: how the adapter recognises its own buttons. */
export const ACTION_PREFIX = 'sudoku:';

/** A message as chat.postMessage, chat.update and response_url take it. */
export interface SlackMessage {
  readonly text: string;
  readonly blocks: types.KnownBlock[];
}

export interface MessageOptions {
  /** The uploaded board image (files.uploadV2), shown in an image block. */
  readonly fileId?: string;
  /** Said under the text when the image could not be shown (e.g. the upload failed). */
  readonly imageNote?: string;
  /** Rewrites the core's text before markdown (e.g. text commands into `/sudoku ...`). */
  readonly rewrite?: (text: string) => string;
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * The core's light markdown in Slack's mrkdwn. `*bold*`, `_italic_` and code spans are the same;
 * `&`, `<` and `>` must be escaped so user names and grids can't form links or mentions.
 */
export function toSlackMrkdwn(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Splits text into section-sized pieces at line breaks where possible. */
export function sectionTexts(text: string): string[] {
  const pieces: string[] = [];
  let rest = text.trim();
  while (rest.length > 0 && pieces.length < MAX_SECTIONS) {
    if (rest.length <= MAX_SECTION_TEXT) {
      pieces.push(rest);
      break;
    }
    const window = rest.slice(0, MAX_SECTION_TEXT);
    const at = window.lastIndexOf('\n');
    const end = at > MAX_SECTION_TEXT / 2 ? at : MAX_SECTION_TEXT;
    pieces.push(rest.slice(0, end).trimEnd());
    rest = rest.slice(end).trimStart();
    if (pieces.length === MAX_SECTIONS && rest.length > 0) {
      pieces[MAX_SECTIONS - 1] = `${pieces[MAX_SECTIONS - 1]!.slice(0, MAX_SECTION_TEXT - 1)}…`;
    }
  }
  return pieces;
}

function confirmDialog(action: Action, question: string, locale: Locale): types.ConfirmationDialog {
  const label = action.label;
  const yes = t(locale, 'slack.confirm-yes', { action: label.toLocaleLowerCase(locale) });
  return {
    title: { type: 'plain_text', text: cut(t(locale, 'slack.confirm-title', { label }), 100) },
    text: { type: 'plain_text', text: cut(question, MAX_CONFIRM_TEXT) },
    confirm: { type: 'plain_text', text: cut(yes, 30) },
    deny: { type: 'plain_text', text: t(locale, 'slack.cancel') },
    ...(action.style === 'danger' ? { style: 'danger' as const } : {}),
  };
}

/** Buttons for a reply's actions; actions whose command would not fit a button are left out. */
export function buttons(
  actions: readonly Action[],
  locale: Locale = DEFAULT_LOCALE,
): types.Button[] {
  const seen = new Set<string>();
  const out: types.Button[] = [];
  for (const action of actions) {
    if (out.length >= MAX_BUTTONS || action.command.length > MAX_BUTTON_VALUE) continue;
    let actionId = `${ACTION_PREFIX}${action.id}`.slice(0, 200);
    if (seen.has(actionId)) actionId = `${actionId}:${out.length}`;
    seen.add(actionId);
    out.push({
      type: 'button',
      action_id: actionId,
      text: { type: 'plain_text', text: cut(action.label, MAX_BUTTON_LABEL) },
      value: action.command,
      ...(action.style === 'primary' || action.style === 'danger' ? { style: action.style } : {}),
      ...(action.confirm ? { confirm: confirmDialog(action, action.confirm, locale) } : {}),
    });
  }
  return out;
}

/** Translates a reply into Block Kit. */
export function toSlackMessage(reply: Reply, options: MessageOptions = {}): SlackMessage {
  const raw = options.rewrite ? options.rewrite(reply.text) : reply.text;
  const text = toSlackMrkdwn(raw);
  const blocks: types.KnownBlock[] = sectionTexts(text).map((piece) => ({
    type: 'section',
    text: { type: 'mrkdwn', text: piece },
  }));
  if (options.fileId && reply.image) {
    blocks.push({
      type: 'image',
      slack_file: { id: options.fileId },
      alt_text: cut(reply.image.alt, MAX_ALT_TEXT),
    });
  }
  if (options.imageNote) {
    blocks.push({
      type: 'context',
      elements: [{ type: 'mrkdwn', text: toSlackMrkdwn(options.imageNote) }],
    });
  }
  // Under a live board still being played: the cell menu and digits (moves by taps).
  const live = reply.live;
  const locale = reply.locale ?? DEFAULT_LOCALE;
  const moves = live && !live.over && reply.board && moveBlock(reply.board, live.gameId, locale);
  if (moves) blocks.push(moves);
  const row = buttons(reply.actions ?? [], locale);
  const blockId = live && boardBlockId(ACTIONS_BLOCK, live.gameId);
  if (row.length > 0) {
    blocks.push({ type: 'actions', elements: row, ...(blockId && { block_id: blockId }) });
  }
  // A board still being played also opens a modal of one's own to play it in (play-modal.ts).
  if (live && moves) {
    const playId = boardBlockId(PLAY_BLOCK, live.gameId);
    if (playId)
      blocks.push({
        type: 'actions',
        block_id: playId,
        elements: [playButton(live.gameId, locale)],
      });
  }
  // The notification text: what phones and screen readers show for the message.
  const fallback =
    text.trim() || (reply.image ? toSlackMrkdwn(reply.image.alt) : t(locale, 'slack.sudoku'));
  return { text: cut(fallback, MAX_FALLBACK_TEXT), blocks };
}

/** A short text-only message (notices, apologies). */
export function textMessage(text: string): SlackMessage {
  return toSlackMessage({ text, visibility: 'asker' });
}

/** Verbs that have a slash command of their own when the extra commands are on. */
const OWN_COMMANDS = new Set(['hint', 'solve']);

/** The slash command that runs a text command here: `/sudoku r3c5 7`, `/hint r3c5`. */
function slashFor(inner: string, extraCommands: boolean): string {
  const verb = inner.split(/\s+/)[0]!.toLowerCase();
  return extraCommands && OWN_COMMANDS.has(verb) ? `/${inner}` : `/sudoku ${inner}`;
}

/**
 * Rewrites inline code spans that hold a text command (`r3c5 7`) into the slash command that
 * runs it in Slack (`/sudoku r3c5 7`, or `/hint r3c5` when /hint and /solve are on). Code
 * blocks and spans that are not commands stay as they are.
 */
export function toSlashText(
  text: string,
  isCommand: (text: string) => boolean,
  extraCommands = false,
): string {
  return text
    .split(/(```[\s\S]*?```)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(/`([^`\n]{1,200})`/g, (span: string, inner: string) =>
            !inner.startsWith('/') && isCommand(inner)
              ? `\`${slashFor(inner, extraCommands)}\``
              : span,
          ),
    )
    .join('');
}
