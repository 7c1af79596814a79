// Ports: the small interfaces through which the bot core reaches services. main.ts passes in
// the real ones; tests pass in-memory ones. (The Store port lives in src/store/.)

import type { Result } from '../engine/result.ts';
import type { BoardView } from '../render/view.ts';
import type { Conversation, Reply } from './types.ts';

/** The current time; a fake clock drives tests across days. */
export interface Clock {
  now(): Date;
}

export interface RenderOptions {
  readonly theme?: 'light' | 'dark';
  /** Multiplier on the default size (1 = sharp on a phone, under 80 KB). */
  readonly scale?: number;
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
}

export const PHOTO_ERROR_CODES = [
  'not-an-image',
  'too-large',
  'no-grid',
  'several-grids',
  'timeout',
  'unreadable',
  'not-sudoku',
] as const;
export type PhotoErrorCode = (typeof PHOTO_ERROR_CODES)[number];

export interface PhotoError {
  readonly code: PhotoErrorCode;
  readonly message: string;
}

/** Reads a photo of a printed grid. */
export interface PhotoReader {
  read(bytes: Buffer): Promise<Result<PhotoRead, PhotoError>>;
}

/** What a Poster posted. */
export interface Posted {
  /** The platform's id of the (first) message posted. */
  readonly messageId: string;
  /** The adapter's reference to the message of a live board it posted (see BoardMessage). */
  readonly boardRef?: string;
  /** The picture upload that board message shows, where pictures are uploads (Slack). */
  readonly boardPicture?: string;
}

/** A post found on the platform by `Poster.findPost`, with the game its board shows. */
export interface FoundPost extends Posted {
  readonly gameId?: string;
}

/**
 * Which day's post a Poster is sending into a conversation: (conversation, date) is the key of
 * the platform's duplicate check (Discord's message nonce, Slack's message metadata).
 */
export interface PostMark {
  /** The date of the daily post (its puzzle's date, not necessarily today). */
  readonly date: string;
  /** Nothing posted before this time (ms since the epoch) can be that post: how far to look. */
  readonly since: number;
}

/** How the scheduler posts into a conversation on one platform. */
export interface Poster {
  readonly platform: Conversation['platform'];
  /**
   * Posts the replies (a live board as a new board message, retiring the messages a reply
   * lists in `retire`); resolves to what was posted. With `mark`, the post carries it, so a
   * platform that refuses duplicates (Discord) returns the earlier post instead of a second one
   * and `findPost` can find it.
   */
  post(conversation: Conversation, replies: readonly Reply[], mark?: PostMark): Promise<Posted>;
  /**
   * Looks in the conversation for the post made with `mark`; undefined when the platform shows
   * none. The scheduler asks before it sends a post again whose earlier attempt may have gone out
   * (its process died, or the send failed). Absent where `post` itself refuses a duplicate.
   */
  findPost?(conversation: Conversation, mark: PostMark): Promise<FoundPost | undefined>;
}

/** Structured log lines; never pass secrets. */
export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}
