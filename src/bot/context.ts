// What every command handler receives: the core's dependencies and the one inbound message,
// with the derived keys (conversation, actor, the conversation's zone and today's date there).

import type { Level } from '../engine/levels.ts';
import { zonedTime } from '../game/calendar.ts';
import type { GamePlace } from '../game/game.ts';
import type { PuzzleSource } from '../game/puzzle-source.ts';
import type { Actor } from '../game/rules.ts';
import type { Metrics } from '../metrics.ts';
import type { ConversationKey, Store } from '../store/port.ts';
import type { KeyedMutex } from './mutex.ts';
import { NOTICE_AFTER_MS } from './progress.ts';
import type { RecentGames } from './recent-games.ts';
import type { Clock, Logger, PhotoReader, Renderer } from './ports.ts';
import type { HintService, PuzzleRater } from './services.ts';
import type { Text } from '../i18n/text.ts';
import { ENGLISH, type Languages } from './languages.ts';
import { localise } from './localise.ts';
import { SettingsLookup } from './picture-theme.ts';
import type { Conversation, Draft, Inbound } from './types.ts';

/** Settings of the core (from config.ts in production). */
export interface CoreOptions {
  /**
   * IANA zone of the daily reset and of schedule times, e.g. `UTC`, `Europe/Paris`: the bot's
   * zone, for conversations that chose none (`timezone`, src/bot/time-zone.ts).
   */
  readonly timeZone: string;
  /** Largest photo accepted, checked before it is fetched and after. */
  readonly maxPhotoBytes: number;
  /** Level of `new` when none is named. */
  readonly defaultLevel: Level;
  /** Date of daily #1 (archive dailies are named by number from it). */
  readonly launchDate: string;
  /**
   * How long a hint or a picture waits in line before the asker is told it is queued (ms); a
   * photo's wait is told at once (src/bot/progress.ts).
   */
  readonly noticeAfterMs: number;
}

export const DEFAULT_CORE_OPTIONS: CoreOptions = {
  timeZone: 'UTC',
  maxPhotoBytes: 8 * 1024 * 1024,
  defaultLevel: 'medium',
  launchDate: '2025-01-01',
  noticeAfterMs: NOTICE_AFTER_MS,
};

export interface CoreDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly puzzles: PuzzleSource;
  readonly hints: HintService;
  /** Null when rendering is off: replies carry the BoardView only. */
  readonly renderer: Renderer | null;
  /** Null when photo reading is not available. */
  readonly photoReader: PhotoReader | null;
  readonly logger: Logger;
  /** Rates grids posted with `new GRID`; without it such games are labelled by clue count. */
  readonly rater?: PuzzleRater;
  readonly options?: Partial<CoreOptions>;
  /** Ids for new games (default: random UUIDs). */
  readonly newId?: () => string;
  /** Counters an operator scrapes (/metrics); a private set when absent. */
  readonly metrics?: Metrics;
}

/** Dependencies with defaults filled in and in-process helpers. */
export interface CoreRuntime extends Omit<CoreDeps, 'options' | 'newId' | 'metrics'> {
  readonly options: CoreOptions;
  readonly metrics: Metrics;
  readonly newId: () => string;
  readonly locks: KeyedMutex;
  /** Each conversation's game as this process last changed it (absent: always read the store). */
  readonly recentGames?: RecentGames;
}

export interface Ctx {
  readonly rt: CoreRuntime;
  readonly inbound: Inbound;
  readonly conversation: Conversation;
  readonly key: ConversationKey;
  readonly place: GamePlace;
  readonly actor: Actor;
  readonly now: Date;
  /** The conversation's IANA zone (its `timezone`, else the bot's): its day follows it. */
  readonly timeZone: string;
  /** Today's date key in the conversation's zone. */
  readonly today: string;
  /**
   * The command is itself a message everyone sees (Inbound.visible), below the live boards, and
   * not counted yet: a move counts it in its own commit (one transaction per move); otherwise
   * placeBoards counts it after the command.
   */
  readonly visibleMessage: { uncounted: boolean };
  /** What the command's log line reports beyond its replies (see CommandReport). */
  readonly report: CommandReport;
  /** The languages of the command's readers (src/bot/languages.ts). */
  readonly languages: Languages;
  /** Settings records read for this command (each owner's once). */
  readonly settings: SettingsLookup;
  /** Shows the asker an interim reply (Inbound.progress), said in their language. */
  readonly progress?: (draft: Draft) => void;
  /**
   * A lookup is being posted for everyone (its *Post to channel* button, src/bot/publish.ts):
   * its answer is the post, recorded under this key.
   */
  readonly publishing?: string;
}

/** Set by a handler whose command did not do what was asked though it replied (a photo not read). */
export interface CommandReport {
  /** The log line's outcome instead of `ok`, e.g. `photo-timeout`. */
  outcome?: string;
}

/** The store key of a conversation. */
export function conversationKey(conversation: Conversation): ConversationKey {
  return { platform: conversation.platform, conversationId: conversation.id };
}

/** Where a game in this conversation is played. */
export function placeOf(conversation: Conversation): GamePlace {
  return {
    platform: conversation.platform,
    conversationId: conversation.id,
    workspace: conversation.workspace,
    shared: conversation.kind === 'channel',
  };
}

/** Whether the asker may change the conversation's settings: a channel manager, or in a DM. */
export function mayManage(ctx: Ctx): boolean {
  return ctx.inbound.user.canManage || ctx.conversation.kind === 'direct';
}

/** A plain text reply, by default only for the asker. */
export function say(text: Text, visibility: Draft['visibility'] = 'asker'): Draft {
  return { text, visibility };
}

/** Longest display name used in replies (names come from platforms, not from us). */
export const MAX_NAME_LENGTH = 64;

/**
 * The handler context of one inbound message at `now`, for readers of `languages` (English
 * when not given) with the settings read so far, in the conversation's `timeZone` (the bot's
 * when not given).
 */
export function makeCtx(
  rt: CoreRuntime,
  inbound: Inbound,
  now: Date,
  languages: Languages = ENGLISH,
  settings: SettingsLookup = new SettingsLookup(rt.store),
  timeZone: string = rt.options.timeZone,
): Ctx {
  const progress = inbound.progress;
  const name = inbound.user.name.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME_LENGTH) || 'someone';
  return {
    rt,
    inbound,
    conversation: inbound.conversation,
    key: conversationKey(inbound.conversation),
    place: placeOf(inbound.conversation),
    actor: { id: inbound.user.id, name },
    now,
    timeZone,
    today: zonedTime(now, timeZone).date,
    visibleMessage: { uncounted: inbound.visible === true },
    report: {},
    languages,
    settings,
    ...(progress && {
      progress: (draft: Draft) => progress(localise(draft, languages.asker)),
    }),
  };
}
