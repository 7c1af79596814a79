// Helpers for the daily-ritual tests: players with a direct message the core can open, whole
// games played to the end in a set time with a set number of mistakes, and a renderer that keeps
// every view it was asked to draw.

import type { Renderer } from '../../src/bot/ports.ts';
import type { Conversation, Reply, User } from '../../src/bot/types.ts';
import type { BoardView } from '../../src/render/view.ts';
import { current, empties, name, type Harness } from './harness.ts';

/** The direct conversation of a player with the bot on the web platform. */
export function dmOf(user: User): Conversation {
  return { platform: 'web', id: `dm-${user.id}`, kind: 'direct', workspace: 'local' };
}

/** `today solo` as a button press or slash command would send it: the asker's DM can be opened. */
export function todaySolo(h: Harness, user: User, channel: Conversation): Promise<Reply[]> {
  return h.bot.handle({
    conversation: channel,
    user,
    command: { kind: 'today', solo: true },
    openDirect: async () => dmOf(user),
  });
}

export interface Finish {
  /** Wrong digits tried before the moves (each one a mistake). */
  readonly mistakes?: number;
  /** `hint` asked this many times before the moves. */
  readonly hints?: number;
  /** Time between the game's start and the last digit. */
  readonly ms?: number;
}

/**
 * Plays the current game of `conversation` to the end as `user`: mistakes, hints, then every
 * correct digit; the clock moves on by `ms` before the last one. Returns the last move's replies.
 */
export async function finish(
  h: Harness,
  user: User,
  conversation: Conversation,
  how: Finish = {},
): Promise<Reply[]> {
  const game = await current(h, conversation);
  const cells = empties(game);
  const first = cells[0]!;
  for (let i = 0; i < (how.mistakes ?? 0); i++) {
    await h.send(`${name(first)} ${(game.solution[first]! % 9) + 1}`, user, conversation);
  }
  for (let i = 0; i < (how.hints ?? 0); i++) await h.send('hint', user, conversation);
  let last: Reply[] = [];
  for (const [i, cell] of cells.entries()) {
    if (i === cells.length - 1) h.clock.advance(how.ms ?? 0);
    last = await h.send(`${name(cell)} ${game.solution[cell]}`, user, conversation);
  }
  return last;
}

/** Starts the shared daily in `channel` and plays it to the end as `user`. */
export async function solveTogether(
  h: Harness,
  user: User,
  channel: Conversation,
  how: Finish = {},
): Promise<Reply[]> {
  await h.send('today', user, channel);
  return finish(h, user, channel, how);
}

/** Starts `user`'s own board of today's daily from `channel` and plays it to the end. */
export async function solveSolo(
  h: Harness,
  user: User,
  channel: Conversation,
  how: Finish = {},
): Promise<Reply[]> {
  await todaySolo(h, user, channel);
  return finish(h, user, dmOf(user), how);
}

/** The solution of a game as one string of digits (to check that a reply doesn't give it away). */
export function solutionText(solution: Uint8Array): string {
  return Array.from(solution).join('');
}

/** A renderer that keeps the views it draws (a tiny fake PNG each). */
export class RecordingRenderer implements Renderer {
  readonly views: BoardView[] = [];
  async render(view: BoardView): Promise<Buffer> {
    this.views.push(view);
    return Buffer.from([0x89, 0x50, 0x4e, 0x47]);
  }
  altText(view: BoardView): string {
    return view.title ?? 'A Sudoku board';
  }
}
