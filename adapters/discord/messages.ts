// Reply -> Discord message: markdown, the board PNG as an attachment whose description is the
// alt text, buttons in action rows, and the ephemeral flag for replies meant only for the asker.

import {
  ButtonStyle,
  ComponentType,
  MessageFlags,
  type APIButtonComponentWithCustomId,
  type InteractionEditReplyOptions,
  type InteractionReplyOptions,
  type InteractionUpdateOptions,
  type MessageCreateOptions,
} from 'discord.js';
import type { Action, Reply } from '../../src/bot/types.ts';
import { makeButtonId } from './custom-id.ts';
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/translate.ts';
import { boardMoveRows, typeMoveButton, type MessageRow } from './move-panel.ts';

/** Discord's limit on message content. */
export const MAX_CONTENT_LENGTH = 2000;
/** Discord's limit on an embed's description. */
export const MAX_EMBED_DESCRIPTION_LENGTH = 4096;
/** Discord's limit on an attachment description (the alt text). */
export const MAX_ALT_TEXT_LENGTH = 1024;
/** Discord's limit on a button label. */
export const MAX_LABEL_LENGTH = 80;
const BUTTONS_PER_ROW = 5;
const MAX_ROWS = 5;

/** Mentions in bot text never ping anyone (user names and grids pass through replies). */
export const NO_MENTIONS = { parse: [] as never[] };

export interface DiscordFile {
  readonly attachment: Buffer;
  readonly name: string;
  readonly description: string;
}

/** A reply translated for Discord, before it is sent one way or another. */
export interface DiscordMessage {
  readonly content: string;
  /** Text past what `content` holds (a long help page): in an embed's description. */
  readonly embeds?: readonly { readonly description: string }[];
  readonly files: readonly DiscordFile[];
  readonly components: readonly MessageRow[];
  readonly ephemeral: boolean;
}

/** Called for each button that asks a question before it runs. */
export type QuestionSink = (command: string, question: string) => void;

export interface TranslateOptions {
  /** In a DM nothing is ephemeral. */
  readonly direct: boolean;
  readonly onQuestion?: QuestionSink;
  /** Rewrites the core's text before markdown (e.g. text commands into slash commands). */
  readonly rewrite?: (text: string) => string;
  /** The Sudoku Activity is on: boards in play carry a "Play in Discord" button. */
  readonly launch?: boolean;
}

/** The label of the button that opens the Sudoku Activity, in English. */
export const LAUNCH_LABEL = t(DEFAULT_LOCALE, 'discord.launch');

/** The button under a board that opens the Sudoku Activity (answered with LAUNCH_ACTIVITY). */
export function launchButton(
  gameId: string,
  locale: Locale = DEFAULT_LOCALE,
): APIButtonComponentWithCustomId | undefined {
  const customId = makeButtonId({ kind: 'launch', gameId, command: '' });
  if (!customId) return undefined;
  return {
    type: ComponentType.Button,
    custom_id: customId,
    label: t(locale, 'discord.launch'),
    style: ButtonStyle.Success,
  };
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The core's light markdown (`*bold*`) in Discord's dialect (`**bold**`); code left alone. */
export function toDiscordMarkdown(text: string): string {
  return text
    .split(/(```[\s\S]*?```|`[^`\n]*`)/)
    .map((part, i) =>
      i % 2 === 1 ? part : part.replace(/(^|[^*\w])\*(?=\S)([^*\n]*?\S)\*(?![*\w])/g, '$1**$2**'),
    )
    .join('');
}

function safeFilename(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9._-]/g, '_').slice(-64);
  return /\.png$/i.test(cleaned) ? cleaned : `${cleaned || 'board'}.png`;
}

const STYLES = {
  primary: ButtonStyle.Primary,
  secondary: ButtonStyle.Secondary,
  danger: ButtonStyle.Danger,
} as const;

/**
 * Buttons for a reply's actions, five to a row; actions whose id would not fit are left out.
 * Under a live board each button names the board's game (`gameId`), and `extra` buttons (the
 * adapter's own, such as "Type a move") follow the actions.
 */
export function buttonRows(
  actions: readonly Action[],
  onQuestion?: QuestionSink,
  gameId?: string,
  extra: readonly APIButtonComponentWithCustomId[] = [],
): MessageRow[] {
  const seen = new Set<string>();
  const buttons: APIButtonComponentWithCustomId[] = [];
  for (const action of actions) {
    const customId = makeButtonId({
      kind: action.confirm ? 'ask' : 'run',
      command: action.command,
      ...(gameId !== undefined && { gameId }),
    });
    if (!customId || seen.has(customId) || buttons.length >= BUTTONS_PER_ROW * MAX_ROWS) continue;
    seen.add(customId);
    if (action.confirm) onQuestion?.(action.command, action.confirm);
    buttons.push({
      type: ComponentType.Button,
      custom_id: customId,
      label: truncate(action.label, MAX_LABEL_LENGTH),
      style: STYLES[action.style ?? 'secondary'],
    });
  }
  for (const button of extra) if (buttons.length < BUTTONS_PER_ROW * MAX_ROWS) buttons.push(button);
  const rows: MessageRow[] = [];
  for (let i = 0; i < buttons.length; i += BUTTONS_PER_ROW) {
    rows.push({ type: ComponentType.ActionRow, components: buttons.slice(i, i + BUTTONS_PER_ROW) });
  }
  return rows;
}

/**
 * A text as a message holds it: all in `content` when it fits (with `link` after it), else its
 * first line there and the rest in an embed's description (up to 4,096 characters, where a whole
 * help page fits in every language), never cut mid-page at 2,000.
 */
function fitted(
  markdown: string,
  link: string,
): { content: string; embeds?: { description: string }[] } {
  if (markdown.length + link.length <= MAX_CONTENT_LENGTH) return { content: markdown };
  const lineEnd = markdown.indexOf('\n');
  const head = lineEnd > 0 ? markdown.slice(0, lineEnd) : '';
  const rest = lineEnd > 0 ? markdown.slice(lineEnd + 1) : markdown;
  return {
    content: truncate(head, MAX_CONTENT_LENGTH - link.length),
    embeds: [{ description: truncate(rest, MAX_EMBED_DESCRIPTION_LENGTH) }],
  };
}

/**
 * Translates a reply. In a direct conversation nothing is ephemeral: the conversation is
 * already private, and ephemeral messages vanish from the history.
 */
export function toDiscordMessage(reply: Reply, options: TranslateOptions): DiscordMessage {
  const text = options.rewrite ? options.rewrite(reply.text) : reply.text;
  // A link to the message the reply points to (a post already in the channel), no preview.
  const link = reply.link ? `\n[${reply.link.label}](<${reply.link.url}>)` : '';
  const { content, embeds } = fitted(toDiscordMarkdown(text), link);
  const files = reply.image
    ? [
        {
          attachment: reply.image.png,
          name: safeFilename(reply.image.filename),
          description: truncate(reply.image.alt, MAX_ALT_TEXT_LENGTH),
        },
      ]
    : [];
  return {
    content: content + link,
    ...(embeds && { embeds }),
    files,
    components: componentsOf(reply, options.onQuestion, options.launch === true),
    // A confirmation stays private even in a DM: it would only push the board up there.
    ephemeral: reply.visibility === 'asker' && (!options.direct || reply.ack === true),
  };
}

/**
 * The components of a reply: its actions as buttons; under the live board of a game still being
 * played also the selects of its empty cells that open the move panel, the "Type a move" button and, with
 * the Activity on, "Play in Discord".
 */
function componentsOf(
  reply: Reply,
  onQuestion: QuestionSink | undefined,
  launch: boolean,
): MessageRow[] {
  const live = reply.live;
  if (!live) return buttonRows(reply.actions ?? [], onQuestion);
  if (live.over || !reply.board) return buttonRows(reply.actions ?? [], onQuestion, live.gameId);
  const locale = reply.locale ?? DEFAULT_LOCALE;
  const extra = [
    typeMoveButton(live.gameId, locale),
    launch ? launchButton(live.gameId, locale) : undefined,
  ];
  const buttons = buttonRows(
    reply.actions ?? [],
    onQuestion,
    live.gameId,
    extra.filter((b) => b !== undefined),
  );
  const pickers = boardMoveRows(reply.board, live.gameId, locale);
  return [...pickers, ...buttons].slice(0, MAX_ROWS);
}

function mutable(message: DiscordMessage) {
  return {
    content: message.content,
    embeds: (message.embeds ?? []).map((e) => ({ ...e })),
    files: message.files.map((f) => ({ ...f })),
    components: message.components.map((row) => ({ ...row, components: [...row.components] })),
    allowedMentions: NO_MENTIONS,
  };
}

/** Options for a first reply or a follow-up. */
export function asReply(message: DiscordMessage): InteractionReplyOptions {
  return {
    ...mutable(message),
    ...(message.ephemeral && { flags: MessageFlags.Ephemeral as const }),
  };
}

/** Options that replace a message's content, image and buttons (edits keep no old file). */
export function asEdit(
  message: DiscordMessage,
): InteractionEditReplyOptions & InteractionUpdateOptions {
  return { ...mutable(message), attachments: [] };
}

/** Options for a plain channel message (scheduled posts). */
export function asChannelMessage(message: DiscordMessage): MessageCreateOptions {
  return mutable(message);
}

/** A short text-only message (errors, confirmations). */
export function textMessage(
  content: string,
  ephemeral: boolean,
  components: DiscordMessage['components'] = [],
): DiscordMessage {
  return { content: truncate(content, MAX_CONTENT_LENGTH), files: [], components, ephemeral };
}
