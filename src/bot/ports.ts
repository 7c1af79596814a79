// Ports: the small interfaces through which the bot core reaches services. main.ts passes in
// the real ones; tests pass in-memory ones. (The Store port lives in src/store/.)

import type { Result } from '../engine/result.ts';
import type { BoardView } from '../render/view.ts';
import type { Priority, QueueStatus } from '../work/worker-pool.ts';

export type { Priority, QueueStatus } from '../work/worker-pool.ts';
import type { Conversation, DayThreadLoss, Reply } from './types.ts';

/** The current time; a fake clock drives tests across days. */
export interface Clock {
  now(): Date;
}

export interface RenderOptions {
  readonly theme?: 'light' | 'dark';
  /** Multiplier on the default size (1 = sharp on a phone, under 80 KB). */
  readonly scale?: number;
  /** 'bulk' for pictures nobody waits on (the daily post): a player's go first (default 'interactive'). */
  readonly priority?: Priority;
  /** Called once, before render() returns, when the picture must wait for a drawing thread. */
  readonly onQueued?: (status: QueueStatus) => void;
}

/** Turns a board view into a PNG and a description of it. */
export interface Renderer {
  render(view: BoardView, options?: RenderOptions): Promise<Buffer>;
  altText(view: BoardView): string;
}

/** What a photo reader saw. */
export interface PhotoRead {
  /** 81 digits (0 = empty) of the printed grid. */
  readonly grid: Uint8Array;
  /** Confidence per cell in [0, 1]. */
  readonly confidence: Float32Array;
  /** Cells the reader is unsure of (low confidence). */
  readonly unsure: readonly number[];
  /** Cells whose digit the reader changed to a runner-up so the grid has one solution. */
  readonly repaired?: readonly number[];
  /** Corners of the grid in the photo: top-left, top-right, bottom-right, bottom-left. */
  readonly corners: readonly (readonly [number, number])[];
  /** The photo held two grids: where the one read is (the other is not read). */
  readonly oneOfTwo?: GridPlace;
  /**
   * The grid's outline may be off (its lattice is bent, or lies partly off the printed lines):
   * every cell may be read from its neighbour, so the whole board waits for the user's check.
   */
  readonly checkBoard?: boolean;
}

/** Where a grid is in a photo beside another one. */
export type GridPlace = 'left' | 'right' | 'top' | 'bottom';

export const PHOTO_ERROR_CODES = [
  'not-an-image',
  'too-large',
  'no-grid',
  'several-grids',
  'timeout',
  'unreadable',
  'busy',
  'not-sudoku',
] as const;
export type PhotoErrorCode = (typeof PHOTO_ERROR_CODES)[number];

/** What a picture shows instead of a 9x9 Sudoku, as data (src/vision/reason-words.ts says it). */
export type PhotoSeen =
  | {
      readonly kind:
        | 'filled-squares'
        | 'kakuro'
        | 'repeats'
        | 'chess'
        | 'lines-off'
        | 'bigger'
        | 'few-digits'
        | 'words'
        | 'table'
        | 'ruled'
        | 'text'
        | 'nothing';
    }
  | { readonly kind: 'sudoku' | 'sized-grid' | 'like-sudoku'; readonly size: number }
  | { readonly kind: 'calendar'; readonly rows: number }
  | { readonly kind: 'squares'; readonly columns: number; readonly rows: number };

/**
 * Why the reader refused a photo, where its own words reach the player (not a Sudoku, busy,
 * stopped): data the bot says in the player's language; `PhotoError.message` is its English.
 */
export type PhotoReason =
  | { readonly kind: 'not-sudoku'; readonly seen: PhotoSeen }
  | { readonly kind: 'other-size'; readonly size: number }
  | { readonly kind: 'pool-full' | 'closing' }
  | { readonly kind: 'waited'; readonly ms: number }
  | { readonly kind: 'stopped'; readonly ms: number }
  | { readonly kind: 'over-budget'; readonly ms: number; readonly measure: 'cpu' | 'wall' };

export interface PhotoError {
  readonly code: PhotoErrorCode;
  /** In English, for logs (and for a reason-less refusal, the player). */
  readonly message: string;
  /** The refusal as data, for the player's language (see PhotoReason). */
  readonly reason?: PhotoReason;
  /** With `not-sudoku`: the size of the Sudoku the photo shows when it is not 9x9 (6, 16). */
  readonly size?: number;
}

/** How one photo is read. */
export interface PhotoReadOptions {
  /** Default 'interactive' (a player waits on it). */
  readonly priority?: Priority;
  /**
   * Called once, before read() returns, when the photo cannot be started at once: `ahead`
   * photos wait before it, `starting` when no reader thread is warm yet. For "you're next".
   */
  readonly onQueued?: (status: QueueStatus) => void;
}

/**
 * Reads a photo of a printed grid. Errors: `timeout` (the photo needed more work than a photo
 * may take), `busy` (too many photos waiting, or the wait for a reader ran out, or it is
 * shutting down: try again later), the others are about the photo itself.
 */
export interface PhotoReader {
  read(bytes: Buffer, options?: PhotoReadOptions): Promise<Result<PhotoRead, PhotoError>>;
}

/** What a Poster posted. */
export interface Posted {
  /** The platform's id of the (first) message posted. */
  readonly messageId: string;
  /** Every message the post is made of, first to last (to delete a copy whole). */
  readonly messageIds: readonly string[];
  /** The adapter's reference to the message of a live board it posted (see BoardMessage). */
  readonly boardRef?: string;
  /** The picture upload that board message shows, where pictures are uploads (Slack). */
  readonly boardPicture?: string;
  /** The day's thread opened under the post (PostOptions.thread): Discord's thread, Slack's ts. */
  readonly thread?: string;
  /** Why no thread could be opened: the post's other messages went into the channel. */
  readonly threadLost?: DayThreadLoss;
}

/** A copy of a day's post found on the platform by `Poster.findPosts`. */
export interface FoundPost extends Posted {
  /** The game its board shows. */
  readonly gameId?: string;
  /** The attempt that sent it, when its mark says (copies of one attempt are one post). */
  readonly attempt?: number;
}

/**
 * Which day's post a Poster is sending into a conversation: (conversation, date) is the key of
 * the platform's duplicate check (Discord's message nonce) and of the mark the post carries so
 * that `findPosts` can recognise it (Discord: a component's custom_id; Slack: message metadata).
 */
export interface PostMark {
  /** The date of the daily post (its puzzle's date, not necessarily today). */
  readonly date: string;
  /** Nothing posted before this time (ms since the epoch) can be that post: how far to look. */
  readonly since: number;
  /** The attempt sending it: copies sent by different attempts are told apart by it. */
  readonly attempt: number;
  /**
   * The game an earlier attempt posted, when known: a board of that game posted since `since`
   * is that post even when a move's edit has dropped its mark.
   */
  readonly gameId?: string;
}

/** How a Poster sends one day's post. */
export interface PostOptions {
  readonly mark?: PostMark;
  /**
   * Called right before the request that makes the post visible (after any upload); throws when
   * this sender no longer holds the post's claim, and then nothing is posted.
   */
  readonly fence?: () => Promise<void>;
  /**
   * Open the day's thread under the post's first message (named so, where threads have names)
   * and put the post's other messages (the digest) in it (src/bot/day-thread.ts).
   */
  readonly thread?: { readonly name: string };
}

/**
 * The platform refused a post for good (the channel is gone, the bot has no access or was
 * removed): retrying cannot help, so the post is given up with this reason.
 */
export class PostRefusedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'PostRefusedError';
  }
}

/** How the scheduler posts into a conversation on one platform. */
export interface Poster {
  readonly platform: Conversation['platform'];
  /**
   * Posts the replies (a live board as a new board message, retiring the messages a reply
   * lists in `retire`); resolves to what was posted. With a mark the post carries it, so a
   * platform that refuses duplicates for a while (Discord's nonce) returns the earlier post,
   * and `findPosts` can find it later. Throws PostRefusedError when the platform refuses for good.
   */
  post(
    conversation: Conversation,
    replies: readonly Reply[],
    options?: PostOptions,
  ): Promise<Posted>;
  /**
   * The copies of the post made with `mark` in the conversation since `mark.since`, oldest
   * first (an empty list when the platform shows none). The scheduler asks before it sends a
   * post again whose earlier attempt may have gone out, and after a takeover, to delete extra
   * copies.
   */
  findPosts(conversation: Conversation, mark: PostMark): Promise<FoundPost[]>;
  /** Deletes messages of a post (an extra copy); a message already gone is not an error. */
  deletePosts(conversation: Conversation, messageIds: readonly string[]): Promise<void>;
}

/** Structured log lines; never pass secrets. */
export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}
