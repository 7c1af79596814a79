// Each player's last pick in a move block, kept by the bot. Slack sends a menu choice to the bot
// as its own block action, but keeps it on the picker's screen only until that surface is
// redrawn: every move by anyone replaces the shared board message (chat.update), which drops
// the picks of everyone else. A digit pressed after that arrives without a cell; the bot then
// uses the cell the player last picked on that board (or in that modal). Only the cell is
// remembered this way: the mode is what the surface shows (Place after a redraw), so a digit
// never does what the player cannot see picked. Bounded: oldest forgotten first, and after a
// while (Slack closes idle modals, and a pick hours old is no longer meant).

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

/** Each player's last pick per surface, in memory (one process). */
export class PlayerPicks {
  private readonly picks = new Map<string, { pick: Pick; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The pick on `surface`, if it is recent. */
  get(surface: string): Pick | undefined {
    const kept = this.picks.get(surface);
    if (!kept) return undefined;
    if (kept.at < this.now() - PICK_TTL_MS) {
      this.picks.delete(surface);
      return undefined;
    }
    return kept.pick;
  }

  /** A choice made on `surface`: merged into what was picked there (a new cell replaces row/col). */
  remember(surface: string, choice: Pick): void {
    const old = this.get(surface) ?? {};
    const pick: Pick = choice.cell
      ? { ...old, ...choice, row: undefined, col: undefined }
      : choice.row || choice.col
        ? { ...old, ...choice, cell: undefined }
        : { ...old, ...choice };
    this.picks.delete(surface);
    this.picks.set(surface, { pick: strip(pick), at: this.now() });
    while (this.picks.size > MAX_PICKS) this.picks.delete(this.picks.keys().next().value!);
  }

  /** The cell (or row and column) picked on `surface` is gone (filled); the mode stays. */
  forgetCell(surface: string): void {
    const kept = this.get(surface);
    if (kept) this.picks.set(surface, { pick: strip({ mode: kept.mode }), at: this.now() });
  }

  /** Everything picked on `surface` is gone (its menus are drawn afresh). */
  forget(surface: string): void {
    this.picks.delete(surface);
  }

  /** How many picks are remembered (tests). */
  get size(): number {
    return this.picks.size;
  }
}

function strip(pick: Pick): Pick {
  return Object.fromEntries(Object.entries(pick).filter(([, v]) => v !== undefined)) as Pick;
}
