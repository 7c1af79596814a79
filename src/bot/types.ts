// The platform-neutral vocabulary between adapters and the bot core: a Command comes in inside
// an Inbound, Replies go out (reply-types.ts). Adapters translate their platform's events to and
// from these.

import type { Level } from '../engine/levels.ts';
import type { PlayVariant } from '../engine/generate/variants.ts';
import type { ThemeName } from '../render/theme.ts';
import type { Locale } from '../i18n/locales.ts';
import type { BoardState } from './board-state.ts';
import type { PlayerSummary } from './summary.ts';
import type {
  BoardMessage,
  BoardTarget,
  Reply,
  ReplyImage,
  DayThread,
  DayThreadLoss,
} from './reply-types.ts';

export * from './reply-types.ts';

export const PLATFORMS = ['discord', 'slack', 'web'] as const;
export type Platform = (typeof PLATFORMS)[number];

export { LEVELS, type Level } from '../engine/levels.ts';

/** Puzzle variants a player can ask for with `new` (defined by the engine's generator). */
export { PLAY_VARIANTS, type PlayVariant } from '../engine/generate/variants.ts';

/** What a leaderboard covers in time; `yesterday` is the daily digest of this conversation. */
export const LEADERBOARD_PERIODS = ['today', 'yesterday', 'week', 'month', 'all'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** What a user asked for. Cells are CellRefs as the user named them (row and column from 1). */
export type Command =
  /** Today's daily: the shared board here, or (`today solo`) your own board of it. */
  | { readonly kind: 'today'; readonly solo?: boolean }
  /** A past daily by number or date (`daily 325`, `daily 2026-11-20`), played as archive. */
  | { readonly kind: 'archive'; readonly number?: number; readonly date?: string }
  | {
      readonly kind: 'new';
      readonly level?: Level;
      readonly variant?: PlayVariant;
      /** A posted grid to play instead of a generated puzzle (`new 53..7....`). */
      readonly grid?: string;
      /** Start it even over an unfinished shared game (`new hard confirm`). */
      readonly confirmed?: boolean;
    }
  /** Brings back the game set aside most recently in this conversation. */
  | { readonly kind: 'resume' }
  | { readonly kind: 'board' }
  | { readonly kind: 'place'; readonly cell: CellRef; readonly digit: number }
  | {
      readonly kind: 'clear';
      readonly cell: CellRef;
      /** Clear it even when it holds another player's work in a shared game (`clear r3c5 confirm`). */
      readonly confirmed?: boolean;
    }
  | { readonly kind: 'note'; readonly cell: CellRef; readonly digits: readonly number[] }
  /** Fills every candidate as notes (clears them when they are already filled, or with `clear`). */
  | { readonly kind: 'notesAuto'; readonly clear?: boolean }
  | { readonly kind: 'undo' }
  | { readonly kind: 'hint'; readonly cell?: CellRef }
  | { readonly kind: 'reveal'; readonly confirmed?: boolean }
  | { readonly kind: 'solveGrid'; readonly text: string; readonly share?: boolean }
  | { readonly kind: 'solvePhoto'; readonly share?: boolean }
  | { readonly kind: 'fix'; readonly cell: CellRef; readonly digit: number }
  /** `fix ok`: the whole board read from a photo matches the photo (after a repair). */
  | { readonly kind: 'confirmPhoto' }
  /** Your stats, or another player's (`stats @name`: a mention or a display name). */
  | { readonly kind: 'stats'; readonly who?: string }
  | { readonly kind: 'leaderboard'; readonly period?: LeaderboardPeriod }
  /** Posts your result of today's daily here (spoiler-free). */
  | { readonly kind: 'share' }
  /**
   * *Post to channel* under a private lookup: runs `lookup` again for everyone here, naming the
   * asker. `token` names the private answer it came from, so one answer is posted once.
   */
  | { readonly kind: 'publish'; readonly token: string; readonly lookup: Lookup }
  | { readonly kind: 'schedule'; readonly time: string; readonly level?: Level }
  | { readonly kind: 'unschedule' }
  /**
   * `theme` (say the current one), `theme dark|light` (your own pictures), `theme channel
   * dark|light` (the board everyone in this channel sees; people who manage the channel).
   */
  | { readonly kind: 'theme'; readonly theme?: ThemeName; readonly channel?: boolean }
  /**
   * `language` (say the current one), `language fr` (yours), `language channel fr` (what everyone
   * in the channel sees), `auto` to forget the choice. The word is checked by the handler, so an
   * unknown language is answered in the asker's own.
   */
  | { readonly kind: 'language'; readonly word?: string; readonly channel?: boolean }
  /**
   * `timezone` (say the conversation's), `timezone Europe/Paris` (its day and daily post follow
   * that zone; people who manage the channel), `timezone auto` (the bot's zone again). The zone
   * is checked by the handler.
   */
  | { readonly kind: 'timezone'; readonly zone?: string }
  /**
   * `thread` (say whether each daily post opens a thread for the day's talk), `thread on|off`
   * (people who manage the channel).
   */
  | { readonly kind: 'thread'; readonly on?: boolean }
  | { readonly kind: 'help'; readonly topic?: string };

export type CommandKind = Command['kind'];

/** A lookup answered privately with a *Post to channel* button (src/bot/publish.ts). */
export type Lookup = Extract<Command, { kind: 'stats' | 'leaderboard' }>;

/**
 * A cell as the user named it: row and column from 1. The core checks it against the board's
 * size (a 9x9 grammar can't know the game is 16x16).
 */
export interface CellRef {
  readonly row: number;
  readonly col: number;
}

export interface Conversation {
  readonly platform: Platform;
  /** Channel or DM id on the platform. */
  readonly id: string;
  /** A channel game is shared by everyone in it; a direct message game is personal. */
  readonly kind: 'channel' | 'direct';
  /** Guild (Discord), team (Slack) or 'local' (web): the scope of the workspace leaderboard. */
  readonly workspace: string;
}

export interface User {
  readonly id: string;
  readonly name: string;
  /** The platform's manage-channel right (or admin), which schedule/unschedule require. */
  readonly canManage: boolean;
}

/** A file that came with a message; fetched lazily so a command that ignores it costs nothing. */
export interface Attachment {
  readonly name: string;
  readonly contentType?: string;
  /** Size in bytes as the platform reports it, checked against limits before fetching. */
  readonly size?: number;
  fetch(): Promise<Buffer>;
}

export interface Inbound {
  readonly conversation: Conversation;
  readonly user: User;
  readonly command: Command;
  readonly attachments?: readonly Attachment[];
  /**
   * The game a component (button, select, modal) was attached to. The command then acts on
   * that game only while it is the conversation's current game; a press on an older board is
   * refused with a clear answer instead of acting on whatever is current now.
   */
  readonly gameId?: string;
  /**
   * The command arrived as a message everyone in the conversation sees (typed text in a channel
   * or a direct message), not as a slash command or a button: it pushes the live board up.
   */
  readonly visible?: boolean;
  /**
   * The command was typed in a thread of the conversation (Slack replies under a message): the
   * adapter posts its replies there, below no live board, so they push no board up (a live
   * board posted anew still goes into the conversation itself).
   */
  readonly inThread?: boolean;
  /**
   * The command came from a thread that is a channel of its own (Discord), under the channel
   * with this id. When the thread is that channel's day's thread, the command plays the
   * channel's game (dayThreadHome): what it says goes into the thread, its boards into the
   * channel.
   */
  readonly threadOf?: string;
  /**
   * Opens (or finds) the asker's direct conversation with the bot, where a personal board of a
   * channel's daily is played. Absent where the platform can't (the core then says so).
   */
  readonly openDirect?: () => Promise<Conversation>;
  /**
   * The asker's device colour scheme, where the platform knows it (the web page's
   * `prefers-color-scheme`): pictures nobody chose a theme for are drawn in it, not in light.
   */
  readonly scheme?: ThemeName;
  /**
   * Shows an interim reply while the command's work waits in line (a photo behind others, a
   * hint or a picture on a busy bot: src/bot/progress.ts); a later call replaces it. The adapter
   * shows it at once, and then replaces it with the command's first reply for this conversation
   * that is not a live board and can take its place (an edit), or removes it. The command then
   * has the longer limit of a queued command (adapters/shared/core-call.ts). Absent where the
   * platform can't show one; the command is the same either way.
   */
  readonly progress?: (reply: Reply) => void;
  /**
   * The asker's language as their platform reports it (Discord's interaction `locale`, Slack's
   * `users.info` locale, the browser's Accept-Language): a tag such as `fr` or `pt-BR`.
   */
  readonly locale?: string;
  /** The community's default language where the platform has one (Discord's `guild_locale`). */
  readonly conversationLocale?: string;
}

/** What adapters call: the whole surface of the bot core. */
export interface BotCore {
  /**
   * A player's standing (today's daily, stats, streak) for surfaces that draw it themselves,
   * such as the Slack App Home; `direct` is their direct conversation with the bot.
   */
  playerSummary?(direct: Conversation, userId: string): Promise<PlayerSummary>;
  /**
   * The conversation's current game as data, for surfaces that draw the board themselves (the
   * board UI of the playground and the Discord Activity); undefined when there is no game.
   */
  boardState?(conversation: Conversation): Promise<BoardState | undefined>;
  /**
   * The language a player chose with `language de` on `platform`; undefined when they chose
   * none or it can't be read. What adapters say themselves to that player follows it.
   */
  chosenLanguage?(platform: string, userId: string): Promise<Locale | undefined>;
  /** Runs one command and returns what to say. Never throws for anything a user can send. */
  handle(inbound: Inbound): Promise<Reply[]>;
  /**
   * Names (r3c5) of the empty cells of the conversation's current game, for autocomplete; typed
   * in a thread under channel `threadOf` (Inbound.threadOf), the game that thread plays.
   */
  emptyCells(conversation: Conversation, threadOf?: string): Promise<string[]>;
  /**
   * Records the message an adapter just posted a live board in. Resolves false when another
   * process recorded a different message for that board first: the adapter then retires its
   * own, so there is only ever one live board message per game and viewer.
   */
  boardPosted(
    target: BoardTarget,
    message: BoardMessage,
    replaced?: BoardMessage,
  ): Promise<boolean>;
  /**
   * Records the picture a live board message shows after an edit; resolves to the picture it
   * replaced (the adapter deletes that upload), or undefined when there was none or the message
   * is no longer the board's live message.
   */
  boardEdited(target: BoardTarget, ref: string, picture: string): Promise<string | undefined>;
  /**
   * Someone wrote a message everyone sees in the conversation (not a command): its live boards
   * count it, and one that has scrolled out of reach is posted anew at the next change. Only
   * platforms that show the bot other people's messages call it (Slack's channel events).
   */
  conversationMessage?(conversation: Conversation): Promise<void>;
  /**
   * The day's thread `thread` of `conversation` could not take a reply (which the adapter posted
   * in the channel instead). Resolves to a note saying why, for the channel, for the one caller
   * across processes that should post it (once a day); undefined for every other.
   */
  dayThreadLost?(
    conversation: Conversation,
    thread: DayThread,
    reason: DayThreadLoss,
  ): Promise<Reply | undefined>;
  /**
   * A reply with `recordAs` was posted for everyone at `url` (a link the platform opens, e.g.
   * `https://discord.com/channels/...`): kept for a while so the next attempt to post the same
   * thing links to it. Best effort: a failure is only logged.
   */
  replyPosted?(recordAs: string, url: string): Promise<void>;
  /**
   * A game's live board as it is now (a reply like the ones `handle` returns, rendered unless
   * `image` is false), or undefined when the game is gone. Adapters draw it again when a newer
   * version was stored while they were editing an older one (two processes, out-of-order edits).
   */
  liveBoard(
    target: BoardTarget & { readonly theme?: ThemeName; readonly locale?: Locale },
    options?: { readonly image?: boolean },
  ): Promise<Reply | undefined>;
  /**
   * The board of `reply` drawn in `theme` (the web page shows a board nobody chose a theme for
   * in the browser's colour scheme); undefined when the reply has no board or rendering is off.
   */
  drawBoard?(reply: Reply, theme: ThemeName): Promise<ReplyImage | undefined>;
}
