// The game each conversation's last change in this process left behind, so the next change can
// start from it instead of reading the store first (one round trip less per move on PostgreSQL).
// Only a guess: a change computed from it commits only while the store still holds exactly that
// version as the conversation's current game, and anything else (another process moved, a new
// game started) re-reads the store and computes again.

import type { Game } from '../game/game.ts';

/** How many conversations' games are remembered (the least recently changed go first). */
export const RECENT_GAMES = 1000;

/** A bounded map of conversation key -> the game as this process last committed it. */
export class RecentGames {
  private readonly games = new Map<string, Game>();

  constructor(private readonly limit = RECENT_GAMES) {}

  /** The remembered game of `key`, if any. */
  get(key: string): Game | undefined {
    return this.games.get(key);
  }

  /** Remembers `game` as `key`'s current game (the most recent). */
  set(key: string, game: Game): void {
    this.games.delete(key);
    this.games.set(key, game);
    if (this.games.size > this.limit) this.games.delete(this.games.keys().next().value!);
  }

  /** Forgets `key`'s game (it proved stale). */
  forget(key: string): void {
    this.games.delete(key);
  }

  get size(): number {
    return this.games.size;
  }
}
