// What the pressure benchmark counts while several players share one channel's game, the same
// for every platform: each reply people read (sorted into kinds, one text kept per kind), each
// move's fate, the time from a command to the live board's edit, and the bot's warnings and
// errors. One Tally per platform and load; bench/pressure.bench.ts prints them side by side.

import type { Logger } from '../src/bot/ports.ts';
import type { Game } from '../src/game/game.ts';
import { p50p99 } from './overload-play.ts';

/** Players of one game (4 to 8 share a channel's game as people do). */
export const PRESSURE_PLAYERS = Number(process.env.PRESSURE_PLAYERS ?? 6);
/** A command not answered by then counts as never answered. */
export const ANSWER_DEADLINE_MS = 60_000;

/** A wait that lets everyone through once `count` callers are waiting (players at once). */
export function barrier(count: number): () => Promise<void> {
  let waiting = 0;
  let open!: () => void;
  const all = new Promise<void>((resolve) => (open = resolve));
  return () => {
    if (++waiting === count) open();
    return all;
  };
}

/** What one platform does for the shared game script (playTogether). */
export interface GameScript<User> {
  /** One move of player `index` on `cell`; `atOnce` holds the press until all players are ready. */
  move(index: number, cell: number, atOnce?: () => Promise<void>): Promise<void>;
  hint(user: User, cell: number): Promise<unknown>;
  /** `/solve` of another grid. */
  solveOther(user: User): Promise<unknown>;
  /** A photo posted to be solved. */
  photo(user: User, index: number): Promise<void>;
}

/**
 * The game as the bench plays it on every chat platform: everyone goes for the first empty cell
 * at once (one places it, the others are told), then each plays their own share of the rest;
 * player 1 asks a hint on its first cell, player 2 solves another grid before its third move and
 * player 3 posts a photo before its fourth.
 */
export async function playTogether<User>(
  members: readonly User[],
  cells: readonly number[],
  solution: ArrayLike<number>,
  tally: Tally,
  placedBy: Map<number, number>,
  script: GameScript<User>,
): Promise<void> {
  const first = cells[0]!;
  const atOnce = barrier(members.length);
  await Promise.all(members.map((_, i) => script.move(i, first, atOnce)));
  placedBy.set(first, solution[first]!);
  tally.race = { cell: first, presses: members.length };
  const rest = cells.slice(1);
  const play = async (index: number) => {
    const user = members[index]!;
    const mine = rest.filter((_, i) => i % members.length === index);
    if (index === 1) await script.hint(user, mine[0]!);
    for (const [n, cell] of mine.entries()) {
      if (index === 2 && n === 2) await script.solveOther(user);
      if (index === 3 && n === 3) await script.photo(user, index);
      await script.move(index, cell);
    }
  };
  await Promise.all(members.map((_, i) => play(i)));
}

/** The kind of a reply: its text with cell names, numbers and names made general. */
export function replyKind(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/`[^`]*`/g, '`…`')
    .replace(/\br\d+c\d+\b/gi, 'rXcY')
    .replace(/\d+/g, 'N')
    .replace(/player\d+|Player \d+/g, 'P')
    .trim()
    .slice(0, 90);
}

/** A logger that keeps the bot's warnings and errors (one example per message). */
export function countingLogger(): Logger & { readonly seen: Map<string, number> } {
  const seen = new Map<string, number>();
  const keep = (level: string) => (message: string, fields?: Record<string, unknown>) => {
    // Errors are logged as fields (errorFields: `error` the message) or as Error objects.
    const error = (fields?.error ?? fields?.err) as { message?: string } | string | undefined;
    const said = typeof error === 'object' ? error.message : error;
    const what = String(said ?? fields?.route ?? '').slice(0, 80);
    const key = `${level}: ${message}${what && ` (${what})`}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  };
  return { debug() {}, info() {}, warn: keep('warn'), error: keep('error'), seen };
}

/** Counts of one platform's game played to the end under one load. */
export class Tally {
  /** Reply kind -> [an example text, how many]. */
  readonly replies = new Map<string, [string, number]>();
  /** Command to the live board edited with the move, ms. */
  readonly boardTimes: number[] = [];
  /** Taps (or typed commands) each placed move took. */
  readonly taps: number[] = [];
  movesSent = 0;
  refused = 0;
  unanswered = 0;
  withoutPicture = 0;
  /** Live boards posted in the channel, moved-down copies included. */
  boardPosts = 0;
  boardEdits = 0;
  /** Messages the game left in the channel that everyone sees, and the boards among them. */
  channelMessages = 0;
  boardsLeft = 0;
  lost = 0;
  doubled = 0;
  status = '-';
  /** The cell every player went for at once, and how many presses it got. */
  race: { cell: number; presses: number } | undefined;
  logs = new Map<string, number>();

  constructor(
    readonly platform: string,
    readonly load: string,
  ) {}

  /** Records a reply a player read. */
  read(what: string, text: string): void {
    const kind = `${what}: ${replyKind(text)}`;
    const seen = this.replies.get(kind);
    if (seen) seen[1]++;
    else this.replies.set(kind, [text.replace(/\s+/g, ' ').slice(0, 160), 1]);
  }

  /** Lost and doubled moves from the game as it ended: `mine` is each cell a player placed. */
  settle(game: Game, placedBy: ReadonlyMap<number, number>): void {
    this.status = game.status;
    for (const [cell, digit] of placedBy) if (game.entries[cell] !== digit) this.lost++;
    const places = new Map<number, number>();
    for (const entry of game.history) {
      if (entry.kind === 'place') places.set(entry.cell, (places.get(entry.cell) ?? 0) + 1);
    }
    for (const n of places.values()) if (n > 1) this.doubled += n - 1;
    // Of the presses on the one cell everyone went for, all but the one placed were refused.
    if (this.race) this.refused += this.race.presses - (places.get(this.race.cell) ?? 0);
  }

  /** The table row. */
  row(): Record<string, string | number> {
    const mean = this.taps.reduce((a, b) => a + b, 0) / Math.max(1, this.taps.length);
    return {
      platform: this.platform,
      load: this.load,
      players: PRESSURE_PLAYERS,
      game: this.status,
      'moves sent': this.movesSent,
      'left in the channel: messages (boards)': `${this.channelMessages} (${this.boardsLeft})`,
      'boards posted / edited': `${this.boardPosts} / ${this.boardEdits}`,
      'taps/move mean': Math.round(mean * 10) / 10,
      lost: this.lost,
      doubled: this.doubled,
      'refused (all on one cell at once)': this.refused,
      'never answered': this.unanswered,
      'boards without a picture': this.withoutPicture,
      'command to edited board p50 / p99 ms': p50p99(this.boardTimes),
      'warnings/errors logged': [...this.logs.values()].reduce((a, b) => a + b, 0),
    };
  }
}
