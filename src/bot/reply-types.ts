// What the bot core sends out: Replies with their buttons (Actions), board pictures, the live
// board a reply shows or edits, and the day's thread it goes into.

import type { ThemeName } from '../render/theme.ts';
import type { BoardView } from '../render/view.ts';
import type { Locale } from '../i18n/locales.ts';
import type { Text } from '../i18n/text.ts';
import type { Conversation } from './types.ts';

/**
 * A button under a reply. Pressing it runs `command` (text in the core grammar). `T` is how its
 * words are held: text in the reply's locale for adapters, catalog text (`Text`) in the core.
 */
export interface Action<T = string> {
  readonly id: string;
  readonly label: T;
  readonly command: string;
  readonly style?: 'primary' | 'secondary' | 'danger';
  /** When set, the adapter asks this question before running the command. */
  readonly confirm?: T;
}

/** A day's thread under a channel's daily post: where that day's talk goes (Reply.thread). */
export interface DayThread {
  /** The platform's id of the thread (Discord: the thread channel; Slack: the post's ts). */
  readonly id: string;
  /** The date of the daily post it hangs under. */
  readonly date: string;
}

/** Why a day's thread could not take a reply (the reply then goes into the channel itself). */
export const DAY_THREAD_LOSSES = ['no-permission', 'archived', 'gone', 'failed'] as const;

export type DayThreadLoss = (typeof DAY_THREAD_LOSSES)[number];

/** A rendered board image attached to a reply. */
export interface ReplyImage {
  readonly png: Buffer;
  /** Alt text for screen readers (Discord attachment description, Slack alt_text). */
  readonly alt: string;
  readonly filename: string;
}

/** A platform message that shows a game's live board, as the adapter that posted it names it. */
export interface BoardMessage {
  /** Adapter-defined reference, e.g. Discord `channel/message`, Slack `channel/ts/file`. */
  readonly ref: string;
  /** When it was posted (ms since the epoch). */
  readonly postedAt: number;
  /**
   * The adapter's id of the picture the message shows, where pictures are uploads of their own
   * that must be deleted once replaced (Slack files); absent elsewhere.
   */
  readonly picture?: string;
  /** In a reply's `retire`: its game was set aside for another one (not posted anew itself). */
  readonly setAside?: boolean;
  /**
   * In a reply's `retire`: a copy the board moved down from, deleted rather than kept without
   * buttons (any copy but the day's post, which holds the day's thread), so a busy channel keeps
   * one board per game besides the day's post.
   */
  readonly remove?: boolean;
}

/** Which live board: a game's board for the whole conversation or for one player. */
export interface BoardTarget {
  readonly gameId: string;
  /** '' for the conversation's shared board; a user id for a player's own board. */
  readonly viewer: string;
}

/**
 * How a reply shows a game's live board: each game has one board message per viewer that every
 * change edits in place. The core decides whether that message can be edited or a new one must
 * be posted (none yet, scrolled far up, or asked for again); adapters carry it out and report
 * new messages with `BotCore.boardPosted`.
 */
export interface LiveBoard extends BoardTarget {
  /** The game's version this reply draws; a newer drawing is never replaced by an older one. */
  readonly version: number;
  /** The board message to edit in place; absent when a new one is to be posted. */
  readonly edit?: BoardMessage;
  /**
   * When a new message is posted: the one it replaces as this board's live message (pass it
   * to `BotCore.boardPosted`, which records the new one only if that is still the stored one).
   */
  readonly replaces?: BoardMessage;
  /** True when the game takes no more moves (its board keeps no buttons that act on it). */
  readonly over: boolean;
  /** The theme this board was drawn in: a redraw (`BotCore.liveBoard`) keeps it. */
  readonly theme?: ThemeName;
  /** The language this board was said in: a redraw keeps it. */
  readonly locale?: Locale;
  /** The player asked to see the board (today, new, board): post it anew at the bottom. */
  readonly fresh?: boolean;
}

/**
 * What the core says. Adapters get it in words (`T` = string, in `locale`); inside the core,
 * handlers build it from catalog messages (`Draft`) and `localise` (src/bot/localise.ts) says it
 * in the language of whoever sees it: the conversation's for everyone, the asker's for them.
 */
export interface Reply<T = string> {
  /** Plain text with light markdown (`*bold*` is translated by adapters). */
  readonly text: T;
  /**
   * The language the reply is said in; adapters say their own words about it (buttons of their
   * own, menus) in the same one. Absent only on replies built outside the core (English).
   */
  readonly locale?: Locale;
  /** Who sees it: everyone in the conversation, or only the person who asked. */
  readonly visibility: 'everyone' | 'asker';
  /** What the board image shows, also used for text fallbacks. */
  readonly board?: BoardView<T>;
  /**
   * Said instead of `text` when the board is not drawn (pictures off, or drawing it failed):
   * a text board where the picture would be (`solve GRID`'s solution, say).
   */
  readonly textWithoutPicture?: T;
  /** The board rendered by the core's renderer (absent when rendering is off or failed). */
  readonly image?: ReplyImage;
  /** The theme `image` is drawn in (the core picks it: see picture-theme.ts); light when absent. */
  readonly theme?: ThemeName;
  /**
   * The player or channel chose `theme`. When they did not, a client that knows its device's
   * colour scheme may show the board drawn in that instead (`BotCore.drawBoard`).
   */
  readonly themeChosen?: boolean;
  readonly actions?: readonly Action<T>[];
  /** Set when this reply is a game's live board: edit its message in place or post it anew. */
  readonly live?: LiveBoard;
  /**
   * Board messages that no longer show a live game (scrolled up and posted anew, or their game
   * was set aside): adapters remove their buttons once this reply is delivered.
   */
  readonly retire?: readonly BoardMessage[];
  /**
   * Only confirms the asker's own change, which the live board already shows. Adapters may
   * leave it out where the asker sees the board change anyway (a typed message right under it).
   */
  readonly ack?: boolean;
  /**
   * Post this reply in another conversation, for everyone there (a personal board in the
   * asker's direct messages; a personal game's result line in its channel).
   */
  readonly conversation?: Conversation;
  /**
   * Post this reply in the day's thread of `conversation` (a channel): result lines, shares,
   * celebrations, the digest (src/bot/day-thread.ts). An adapter that finds the thread unusable
   * posts it in the channel itself and reports it with `BotCore.dayThreadLost`.
   */
  readonly thread?: DayThread;
  /**
   * Once this reply is posted for everyone, the adapter reports where with
   * `BotCore.replyPosted(recordAs, url)`: a later `share` or *Post to channel* press links to it
   * instead of posting it again.
   */
  readonly recordAs?: string;
  /** A message this reply points to (the share already in the channel): adapters show a link. */
  readonly link?: { readonly url: string; readonly label: T };
}

/** A reply as the core's handlers build it: catalog messages, said later in the right language. */
export type Draft = Reply<Text>;
