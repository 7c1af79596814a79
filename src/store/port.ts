// The Store port: everything the bot keeps across restarts. Every method is async and every
// multi-row change is one method (one transaction), so a PostgreSQL implementation is another
// implementation of this interface, not a rewrite. Games use optimistic versions: a commit from
// a stale read is refused and the caller re-reads and retries.

import type { Level } from '../engine/levels.ts';
import type { Game } from '../game/game.ts';
import type { DailyPuzzle, PlayPuzzle, PlayVariant } from '../game/puzzle.ts';
import type { PlayerGame } from '../game/stats.ts';
import type { ThemeName } from '../render/theme.ts';

/** One conversation on one platform. */
export interface ConversationKey {
  readonly platform: string;
  readonly conversationId: string;
}

/** One attributed change to a game, kept in the move log. */
export interface MoveRecord {
  readonly userId: string;
  readonly kind: string;
  readonly cell?: number;
  readonly digit?: number;
  /** Epoch milliseconds. */
  readonly at: number;
}

/** A game change: the new state, the version it was computed from, and who did what. */
export interface GameCommit {
  readonly game: Game;
  readonly expectedVersion: number;
  readonly move: MoveRecord;
  /**
   * Commit only while the game is still this conversation's current game (besides the version):
   * the core may compute a change from the game it committed last, without reading it again.
   */
  readonly whileCurrentIn?: ConversationKey;
  /**
   * A retry after a refused commit: written at once, not held for the next group commit, so a
   * move that lost a race to another writer is not made to race it again and again.
   */
  readonly urgent?: boolean;
  /**
   * The command was itself a message everyone sees in this conversation (typed below its live
   * boards): counted as `noteVisibleMessage` counts it, in the move's own transaction, when the
   * move commits. So a typed move is one commit, not two.
   */
  readonly noteVisibleMessage?: ConversationKey;
}

/**
 * What scope a leaderboard covers. A workspace scope also holds the direct-message games of
 * players who have played in that workspace: a Discord DM belongs to no server, yet a daily
 * solved there counts in every server where its player plays.
 */
export type BoardScope =
  | { readonly platform: string; readonly workspace: string }
  | { readonly platform: string; readonly conversationId: string };

/** One solved daily game in a leaderboard. */
export interface DailyResult {
  readonly gameId: string;
  /** The daily's date. */
  readonly date: string;
  readonly conversationId: string;
  readonly shared: boolean;
  readonly elapsedMs: number;
  readonly mistakes: number;
  readonly hints: number;
  /** Display names of everyone who acted on the game. */
  readonly contributors: readonly string[];
  /** Everyone who acted on the game. */
  readonly players: readonly PlayerRef[];
}

/** A player seen in a scope. */
export interface PlayerRef {
  readonly userId: string;
  readonly name: string;
}

/** A conversation's daily post subscription. */
export interface Schedule {
  /** The conversation as the poster needs it (platform, id, kind, workspace). */
  readonly conversation: {
    readonly platform: string;
    readonly id: string;
    readonly kind: 'channel' | 'direct';
    readonly workspace: string;
  };
  /** Post time in the deployment's zone, minutes since midnight. */
  readonly minuteOfDay: number;
  /** A fresh puzzle of this level each day instead of the daily, when set. */
  readonly level?: Level;
  /** First date to post (a schedule made after today's time starts tomorrow). */
  readonly startDate: string;
  readonly setBy: string;
}

/** Where a day's post stands (see src/bot/post-claim.ts for the rules between the states). */
export type PostState = 'claimed' | 'sent' | 'failed' | 'given-up';

/**
 * The record of one day's post into one conversation. Every write goes through
 * `Store.writeDailyPost`, a compare-and-set on `revision`, so the protocol's rules live in one
 * module (src/bot/post-claim.ts) and each backend only stores the record.
 */
export interface PostRecord {
  readonly status: PostState;
  /** How many times the post was claimed: the number of the attempt that holds it (its fence). */
  readonly claims: number;
  /** Sends started, each of which may have reached the platform. */
  readonly sends: number;
  /** When the latest claim was made or renewed, or the latest send failed (ms since the epoch). */
  readonly claimedAt: number;
  /** When the post was first claimed: nothing posted before can be a copy of it. */
  readonly firstClaimedAt: number;
  /** The game the post shows, once an attempt has built it. */
  readonly gameId?: string;
  /** The platform's id of the message kept as the post, once sent or found. */
  readonly messageId?: string;
  /** The latest send's error, or why the post was given up. */
  readonly error?: string;
  /** When to look once more for extra copies of a post that was taken over (ms). */
  readonly verifyAt?: number;
  /** The platform's id of the day's thread under the post (Discord's thread, Slack's ts). */
  readonly thread?: string;
  /** Why the day's talk falls back to the channel (the thread could not be made or used). */
  readonly threadLost?: string;
  /** The channel was told once why the day's talk falls back to it. */
  readonly threadNoted?: boolean;
  /** Bumped by every write: the compare-and-set token (0 means no record). */
  readonly revision: number;
}

/** A day's post that is due a look for extra copies. */
export interface PostToVerify {
  readonly conversation: ConversationKey;
  readonly date: string;
  readonly record: PostRecord;
}

/**
 * One app installation (Slack's OAuth install flow): a workspace, or an org for an org-wide
 * install. The store keeps the installation as an opaque JSON document under this key.
 */
export interface InstallationKey {
  readonly platform: string;
  /** Enterprise (org) id, '' when none. */
  readonly enterpriseId: string;
  /** Team (workspace) id, '' for an org-wide install. */
  readonly teamId: string;
}

/** A photo transcription waiting for the user's corrections. */
export interface PendingPhoto {
  readonly geometryId: string;
  /** Digits as read (after corrections), one character per cell, `.` for empty. */
  readonly grid: string;
  /** Cells the reader was unsure of and the user has not fixed yet. */
  readonly unsure: readonly number[];
  readonly createdAt: number;
  /**
   * The reader repaired the grid (chose readings so that it is a puzzle): the whole board waits
   * for the user's check (`fix ok`) before the solution is offered.
   */
  readonly checkBoard?: boolean;
}

/**
 * Whose settings: a player's own (`player`, by user id), or a channel's (`channel`, by
 * conversation id) for the boards everyone in it sees.
 */
export interface SettingsOwner {
  readonly platform: string;
  readonly scope: 'player' | 'channel';
  readonly id: string;
}

/** What a player or channel chose; each field absent while nobody chose it. */
export interface Settings {
  readonly theme?: ThemeName;
  /** A locale tag the bot speaks (`fr`, `pt-BR`), as `language` set it. */
  readonly language?: string;
  /** An IANA zone (`Europe/Paris`): the channel's day and daily post follow it. */
  readonly timeZone?: string;
  /** False when the channel keeps each day's talk in the channel, not in a thread (`thread off`). */
  readonly dayThread?: boolean;
}

/** A change to settings: a value sets a field, null forgets it, absent leaves it. */
export interface SettingsChange {
  readonly language?: string | null;
  readonly timeZone?: string | null;
  readonly dayThread?: boolean | null;
}

/** A live board: a game's board for the whole conversation ('' viewer) or for one player. */
export interface BoardKey {
  readonly gameId: string;
  readonly viewer: string;
}

/** The platform message that shows a live board, and how far it has scrolled up since. */
export interface StoredBoardMessage {
  /** The adapter's reference to the message (opaque to the store). */
  readonly ref: string;
  /** When it was posted (ms since the epoch). */
  readonly postedAt: number;
  /** Messages everyone sees that were posted in the conversation after it. */
  readonly messagesAfter: number;
  /** The adapter's id of the picture it shows (an upload to delete once replaced), if any. */
  readonly picture?: string;
}

/** How often (ms of the callers' `now`) a store sweeps expired one-time claims. */
export const CLAIM_PURGE_INTERVAL_MS = 60_000;

/** Says when a store should sweep expired one-time claims: at most once per interval. */
export class ClaimSweepTimer {
  private last = Number.NEGATIVE_INFINITY;

  /** True (and restarts the interval) when a sweep is due at `now`. */
  due(now: number): boolean {
    if (now - this.last < CLAIM_PURGE_INTERVAL_MS) return false;
    this.last = now;
    return true;
  }
}

/**
 * A picture uploaded for a reply that is not a live board (a hint, a photo reading, a solution
 * shown to one person): kept only to be deleted once replaced or a day old.
 */
export interface StoredUpload {
  readonly platform: string;
  /** The workspace whose token may delete it. */
  readonly workspace: string;
  readonly fileId: string;
  /** When it was uploaded (ms since the epoch). */
  readonly uploadedAt: number;
}

export interface Store {
  /** A game by id. */
  getGame(id: string): Promise<Game | undefined>;
  /** The conversation's current game. */
  currentGame(conversation: ConversationKey): Promise<Game | undefined>;
  /** The conversation's game of the daily of `date`, if one was started. */
  dailyGame(conversation: ConversationKey, date: string): Promise<Game | undefined>;
  /**
   * Stores a new game (version 0) as the conversation's current game. A daily that the
   * conversation already started is not duplicated: that game becomes current and is returned.
   */
  startGame(game: Game): Promise<Game>;
  /** The conversation's unfinished games (the current one and any set aside), newest first. */
  playingGames(conversation: ConversationKey, limit: number): Promise<Game[]>;
  /** Makes an existing game of the conversation its current game. */
  resumeGame(conversation: ConversationKey, gameId: string): Promise<void>;
  /**
   * Writes a game change in one transaction (state, move log, the mover's share, and the
   * visible message it names) when the stored version still equals `expectedVersion` (and the
   * game is still `whileCurrentIn`'s current game, when named); resolves false (nothing written)
   * otherwise. Resolves only once the change is durable; a store may
   * commit changes that arrive together in one transaction (group commit), each checked and
   * refused on its own.
   */
  commitMove(commit: GameCommit): Promise<boolean>;

  /** Every game a player acted on, with their share. */
  playerGames(platform: string, userId: string): Promise<PlayerGame[]>;
  /**
   * Solved dailies of `date` (through `until`, inclusive, for a period) in a scope, fastest
   * first. A conversation scope also holds the personal games started from it (place.home).
   */
  dailyResults(scope: BoardScope, date: string, until?: string): Promise<DailyResult[]>;
  /** Players who acted on a daily in the scope on or after `sinceDate`. */
  dailyPlayers(scope: BoardScope, sinceDate: string): Promise<PlayerRef[]>;
  /** Dates of the dailies each player solved (anywhere on the platform). */
  solvedDailyDates(platform: string, userIds: readonly string[]): Promise<Map<string, string[]>>;

  /** Creates or replaces the conversation's schedule. */
  setSchedule(schedule: Schedule): Promise<void>;
  /** Removes the conversation's schedule; false when there was none. */
  removeSchedule(conversation: ConversationKey): Promise<boolean>;
  getSchedule(conversation: ConversationKey): Promise<Schedule | undefined>;
  listSchedules(): Promise<Schedule[]>;
  /** Removes every schedule of a workspace (an app uninstalled there); resolves to how many. */
  removeWorkspaceSchedules(platform: string, workspace: string): Promise<number>;
  /** The record of a day's post, if it was ever claimed. */
  dailyPost(conversation: ConversationKey, date: string): Promise<PostRecord | undefined>;
  /**
   * Stores `record` (at revision `expectedRevision + 1`) only while the stored record is still at
   * `expectedRevision` (0: none stored yet); resolves false and changes nothing otherwise. Across
   * processes exactly one of two writers from the same revision wins.
   */
  writeDailyPost(
    conversation: ConversationKey,
    date: string,
    record: Omit<PostRecord, 'revision'>,
    expectedRevision: number,
  ): Promise<boolean>;
  /**
   * Conversations whose post of `date` was claimed and is not finished (still claimed, or failed
   * and to be retried): what a tick after midnight finishes with that date's puzzle.
   */
  unfinishedDailyPosts(date: string): Promise<ConversationKey[]>;
  /** Sent posts whose look for extra copies is due at `now`. */
  postsToVerify(now: number): Promise<PostToVerify[]>;

  // Live boards are presentation state: a store may commit the writes below without waiting for
  // the disk (SQLite: no fsync of their own; the next durable commit carries them to disk). An
  // OS crash may then forget the last ones, so a board is posted anew; never is a move lost.

  /** The message that shows a live board, if one was recorded. */
  boardMessage(board: BoardKey): Promise<StoredBoardMessage | undefined>;
  /**
   * Records the message that now shows a live board (messagesAfter back to 0), only while the
   * stored one is still `expectedRef` (undefined: none stored yet). Resolves false and changes
   * nothing otherwise, so two processes posting at once keep one board message. A conversation
   * shows one live board per viewer: the boards of other games for the same viewer there are
   * forgotten (their messages were retired when this one was posted).
   */
  setBoardMessage(
    board: BoardKey,
    conversation: ConversationKey,
    message: { readonly ref: string; readonly postedAt: number; readonly picture?: string },
    expectedRef: string | undefined,
  ): Promise<boolean>;
  /**
   * Records the picture a live board message shows now, while `ref` is still its message;
   * resolves to the picture it replaced. Atomic, so each replaced upload is deleted once.
   */
  swapBoardPicture(
    board: BoardKey,
    ref: string,
    picture: string,
  ): Promise<{ readonly matched: boolean; readonly previous?: string }>;
  /** Every live board message recorded in a conversation, with its board. */
  conversationBoards(conversation: ConversationKey): Promise<(BoardKey & StoredBoardMessage)[]>;
  /** One more message everyone sees was posted in the conversation, below its live boards. */
  noteVisibleMessage(conversation: ConversationKey): Promise<void>;
  /**
   * A one-time claim on `key` (e.g. `slack-replay:<trigger_id>`, `oauth-state:<state>`): true for
   * exactly one caller across processes while the claim is live (`now < expiresAt`); once it has
   * expired the key may be claimed again. Expired claims are purged by the store in bulk.
   */
  claimOnce(key: string, expiresAt: number, now: number): Promise<boolean>;
  /**
   * Attaches `note` (where the claimed thing landed: a posted message's link) to the live claim
   * on `key`, replacing an earlier note; nothing when the key is not claimed.
   */
  noteClaim(key: string, note: string, now: number): Promise<void>;
  /** The note of the live claim on `key`, if it has one. */
  claimNote(key: string, now: number): Promise<string | undefined>;

  /** The picture theme a player or channel chose; undefined when none was chosen. */
  pictureTheme(owner: SettingsOwner): Promise<ThemeName | undefined>;
  /** Remembers the picture theme a player or channel chose (replacing an earlier choice). */
  setPictureTheme(owner: SettingsOwner, theme: ThemeName): Promise<void>;
  /**
   * Everything a player or channel chose (theme, language, time zone), in one read. The store
   * that made a change returns it at once; another process sharing the database may keep what it
   * read until the change's notification reaches it (PostgreSQL, moments after the commit).
   */
  settings(owner: SettingsOwner): Promise<Settings>;
  /** Sets or forgets a player's or channel's language and time zone; other fields stay. */
  changeSettings(owner: SettingsOwner, change: SettingsChange): Promise<void>;

  /** Creates or replaces an installation (its JSON document: tokens, ids, scopes). */
  saveInstallation(key: InstallationKey, doc: string): Promise<void>;
  /** An installation's JSON document, if that workspace (or org) has one. */
  installation(key: InstallationKey): Promise<string | undefined>;
  /** Forgets an installation; false when there was none. */
  deleteInstallation(key: InstallationKey): Promise<boolean>;

  savePendingPhoto(
    conversation: ConversationKey,
    userId: string,
    photo: PendingPhoto,
  ): Promise<void>;
  pendingPhoto(conversation: ConversationKey, userId: string): Promise<PendingPhoto | undefined>;
  deletePendingPhoto(conversation: ConversationKey, userId: string): Promise<void>;

  /** Stores a pre-generated daily (ignored when that date is already stored). */
  saveDailyPuzzle(puzzle: DailyPuzzle): Promise<void>;
  dailyPuzzle(date: string): Promise<DailyPuzzle | undefined>;
  /** Adds pre-generated puzzles to the pool that `new` draws from. */
  addPoolPuzzles(puzzles: readonly PlayPuzzle[]): Promise<void>;
  /** Removes and returns one pooled puzzle of that level and variant, atomically. */
  takePoolPuzzle(level: Level, variant: PlayVariant): Promise<PlayPuzzle | undefined>;
  /** How many pooled puzzles each `level/variant` has. */
  poolCounts(): Promise<Map<string, number>>;

  /** Remembers an uploaded picture of a private reply (ignored when already recorded). */
  recordUpload(upload: StoredUpload): Promise<void>;
  /** A platform's recorded uploads made before `before`, oldest first, at most `limit`. */
  uploadsBefore(platform: string, before: number, limit: number): Promise<StoredUpload[]>;
  /** Forgets recorded uploads (deleted, or gone from the platform). */
  forgetUploads(platform: string, fileIds: readonly string[]): Promise<void>;

  /**
   * Saves a player's pick in a move block's menus under `key` (the adapter's surface: Slack's
   * modal, or a player on a board), made at `at`, until `expiresAt`; `pick` is the adapter's
   * document, undefined when nothing is picked there any more. An older save (`at`) than the
   * one stored changes nothing. Commits without an fsync of its own, as live-board records do.
   */
  savePick(key: string, pick: string | undefined, at: number, expiresAt: number): Promise<void>;
  /** The pick saved under `key`, unless it expired by `now` or was cleared. */
  savedPick(key: string, now: number): Promise<string | undefined>;

  close(): Promise<void>;
}
