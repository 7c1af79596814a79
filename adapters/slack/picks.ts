// Each player's last pick in a move block, kept by the bot. Slack sends a menu choice to the bot
// as its own block action, but keeps it on the picker's screen only until that surface is
// redrawn: every move by anyone replaces the shared board message (chat.update), which drops
// the picks of everyone else. A digit pressed after that arrives without a cell; the bot then
// uses the cell the player last picked on that board (or in that modal). Only the cell is
// remembered this way: the mode is what the surface shows (Place after a redraw), so a digit
// never does what the player cannot see picked. Bounded: oldest forgotten first, and after a
// while (Slack closes idle modals, and a pick hours old is no longer meant).
//
// Kept in memory and, with a store, saved there too (Store.savePick) each time a pick changes,
// so that a digit pressed in another process behind the same endpoint, or after a restart,
// finds it (`recall` reads the store only when this process has no copy). A store that fails
// only leaves the pick in this process's memory.

import type { Logger } from '../../src/bot/ports.ts';
import type { Store } from '../../src/store/port.ts';
import { errorFields } from './log-fields.ts';

/** What a player picked in a move block's menus (values as the menus carry them). */
export interface Pick {
  readonly cell?: string;
  readonly row?: string;
  readonly col?: string;
  readonly mode?: 'place' | 'note';
}

/** Picks remembered at most; the oldest is forgotten first. */
export const MAX_PICKS = 5000;
/** A pick older than this is forgotten. */
export const PICK_TTL_MS = 2 * 60 * 60_000;

/** Where a pick was made: a player's modal, or a player on a board's move block. */
export const modalSurface = (viewId: string) => `view:${viewId}`;
export const boardSurface = (channel: string, blockId: string, user: string) =>
  `board:${channel}:${blockId}:${user}`;

/** Where picks are saved beyond one process (the Store). */
export interface PickStore {
  readonly savePick: Store['savePick'];
  readonly savedPick: Store['savedPick'];
}

/** Each player's last pick per surface: in memory, and saved in the store when one is given. */
export class PlayerPicks {
  private readonly picks = new Map<string, { pick: Pick; at: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly saved?: { readonly store: PickStore; readonly logger: Logger },
  ) {}

  /** The pick on `surface` this process holds, if it is recent. */
  get(surface: string): Pick | undefined {
    const kept = this.picks.get(surface);
    if (!kept) return undefined;
    if (kept.at < this.now() - PICK_TTL_MS) {
      this.picks.delete(surface);
      return undefined;
    }
    return kept.pick;
  }

  /** The pick on `surface`: this process's, else the one saved in the store (another process's). */
  async recall(surface: string): Promise<Pick | undefined> {
    const held = this.get(surface);
    if (held || !this.saved) return held;
    try {
      const doc = await this.saved.store.savedPick(storeKey(surface), this.now());
      if (doc === undefined || this.get(surface)) return this.get(surface);
      const pick = strip(JSON.parse(doc) as Pick);
      this.hold(surface, pick);
      return pick;
    } catch (error) {
      this.saved.logger.warn('slack pick not read from the store', errorFields(error));
      return undefined;
    }
  }

  /**
   * A choice made on `surface`: merged into what was picked there (a new cell replaces row/col).
   * Held at once when this process knows the surface's pick; saved when the pick changed.
   */
  remember(surface: string, choice: Pick): Promise<void> {
    const held = this.get(surface);
    if (held || !this.saved) return this.merge(surface, choice, held ?? {});
    return this.recall(surface).then((old) => this.merge(surface, choice, old ?? {}));
  }

  /** The cell (or row and column) picked on `surface` is gone (filled); the mode stays. */
  async forgetCell(surface: string): Promise<void> {
    const kept = this.get(surface);
    if (kept) await this.set(surface, strip({ mode: kept.mode }), kept);
  }

  /** Everything picked on `surface` is gone (its menus are drawn afresh). */
  async forget(surface: string): Promise<void> {
    const kept = this.get(surface);
    this.picks.delete(surface);
    if (kept) await this.save(surface, undefined);
  }

  /** How many picks are remembered (tests). */
  get size(): number {
    return this.picks.size;
  }

  private merge(surface: string, choice: Pick, old: Pick): Promise<void> {
    const pick: Pick = choice.cell
      ? { ...old, ...choice, row: undefined, col: undefined }
      : choice.row || choice.col
        ? { ...old, ...choice, cell: undefined }
        : { ...old, ...choice };
    return this.set(surface, strip(pick), old);
  }

  /** Holds `pick` on `surface` now; saves it when it differs from `old`. */
  private async set(surface: string, pick: Pick, old: Pick): Promise<void> {
    this.hold(surface, pick);
    if (!samePick(pick, old)) await this.save(surface, pick);
  }

  private hold(surface: string, pick: Pick): void {
    this.picks.delete(surface);
    this.picks.set(surface, { pick, at: this.now() });
    while (this.picks.size > MAX_PICKS) this.picks.delete(this.picks.keys().next().value!);
  }

  private async save(surface: string, pick: Pick | undefined): Promise<void> {
    if (!this.saved) return;
    const at = this.now();
    const doc = pick && Object.keys(pick).length > 0 ? JSON.stringify(pick) : undefined;
    try {
      await this.saved.store.savePick(storeKey(surface), doc, at, at + PICK_TTL_MS);
    } catch (error) {
      this.saved.logger.warn('slack pick not saved in the store', errorFields(error));
    }
  }
}

function samePick(a: Pick, b: Pick): boolean {
  return a.cell === b.cell && a.row === b.row && a.col === b.col && a.mode === b.mode;
}

/** The store's key of a surface's pick. */
const storeKey = (surface: string) => `slack:${surface}`;

function strip(pick: Pick): Pick {
  return Object.fromEntries(Object.entries(pick).filter(([, v]) => v !== undefined)) as Pick;
}
