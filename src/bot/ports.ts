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

/** How the scheduler posts into a conversation on one platform. */
export interface Poster {
  readonly platform: Conversation['platform'];
  /**
   * Posts the replies (a live board as a new board message, retiring the messages a reply
   * lists in `retire`); resolves to what was posted.
   */
  post(conversation: Conversation, replies: readonly Reply[]): Promise<Posted>;
}

/** Structured log lines; never pass secrets. */
export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}
