// Small pieces both platforms' day drivers share: cell names, what a move did to its game, the
// fixture photo the day's photo is.

import { resolve } from 'node:path';
import type { Game } from '../../src/game/game.ts';
import type { ConversationKey, Store } from '../../src/store/port.ts';
import type { DayFigures, MoveRecord } from './day-figures.ts';
import type { MoveIntent } from './day-script.ts';

/** A photo of a printed grid (test/fixtures/photos). */
export const PHOTO_PATH = resolve(import.meta.dirname, '../fixtures/photos/synthetic-1.jpg');

/** `r3c5` for a cell index of a 9x9 board. */
export function cellName(cell: number): string {
  return `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
}

/** What `intent` did between `before` and `after` (the same game), or undefined if nothing. */
export function effectOf(
  intent: MoveIntent,
  before: Game,
  after: Game | undefined,
): MoveRecord['effect'] | undefined {
  if (!after) return undefined;
  const { cell, digit } = intent;
  if (intent.mode === 'note') return after.notes[cell] !== before.notes[cell] ? 'noted' : undefined;
  if (before.entries[cell] === 0 && after.entries[cell] === digit) return 'placed';
  return after.mistakes > before.mistakes ? 'mistake' : undefined;
}

/** The date of the scripted day (its daily post). */
export const DAY_DATE = '2025-03-14';

/**
 * Watches the channel's live board of the day's daily in the store: each message that showed
 * it (the day's post, then a copy each time a move brought it down below messages that buried
 * it), and whether the one showing it at the end is the day's post.
 */
export class BoardWatch {
  private readonly refs = new Set<string>();

  constructor(
    private readonly store: Pick<Store, 'conversationBoards' | 'currentGame' | 'dailyPost'>,
    private readonly key: ConversationKey,
  ) {}

  /** Notes the board messages recorded now (call after each thing that may post the board). */
  async note(): Promise<void> {
    const daily = await this.store.currentGame(this.key);
    for (const b of await this.store.conversationBoards(this.key)) {
      if (b.gameId === daily?.id) this.refs.add(b.ref);
    }
  }

  /** Times the board was posted anew, and whether the board at the end is the day's post. */
  async figures(): Promise<Pick<DayFigures, 'boardPostedAnew' | 'boardIsDayPost'>> {
    await this.note();
    const post = await this.store.dailyPost(this.key, DAY_DATE);
    const daily = await this.store.currentGame(this.key);
    const boards = (await this.store.conversationBoards(this.key)).filter(
      (b) => b.gameId === daily?.id,
    );
    const id = post?.messageId;
    return {
      boardPostedAnew: this.refs.size - 1,
      boardIsDayPost:
        id !== undefined && boards.length > 0 && boards.every((b) => b.ref.split('/').includes(id)),
    };
  }
}
