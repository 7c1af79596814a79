// The play modals open in this process, so that a move anyone makes in a channel redraws every
// other player's modal of that channel's game (views.update with the same move block id, which
// Slack keeps the player's pick under). One redraw per modal at a time: a change that arrives
// while a modal is being drawn marks it to be drawn once more after, never twice at once.
// Modals opened in another process are not known here; theirs redraw on their own next move.

/** Modals remembered at most; the oldest is forgotten first (a close may never arrive). */
export const MAX_OPEN_MODALS = 1000;
/** A modal not heard of for this long is forgotten (Slack closes idle modals well before). */
export const OPEN_MODAL_TTL_MS = 2 * 60 * 60_000;

interface Entry<T> {
  /** The channel whose game the modal plays. */
  readonly channel: string;
  /** What the redraw needs (the modal's metadata and the client of its workspace). */
  state: T;
  seenAt: number;
  drawing: boolean;
  again: boolean;
}

/** Draws one modal with its current state; resolves to the state after, or undefined if it is gone. */
export type Redraw<T> = (viewId: string, state: T) => Promise<T | undefined>;

export class OpenPlayModals<T> {
  private readonly open = new Map<string, Entry<T>>();

  constructor(
    private readonly redraw: Redraw<T>,
    private readonly now: () => number = Date.now,
  ) {}

  /** A modal opened, or redrawn by its own player's move (its state as it is now). */
  seen(viewId: string, channel: string, state: T): void {
    const entry = this.open.get(viewId);
    if (entry) {
      entry.state = state;
      entry.seenAt = this.now();
      return;
    }
    this.open.set(viewId, { channel, state, seenAt: this.now(), drawing: false, again: false });
    while (this.open.size > MAX_OPEN_MODALS) this.open.delete(this.open.keys().next().value!);
  }

  /** The modal closed. */
  closed(viewId: string): void {
    this.open.delete(viewId);
  }

  /** Marks a modal as being drawn by its own player's move: a change meanwhile draws it again after. */
  async drawing<R>(viewId: string, work: () => Promise<R>): Promise<R> {
    const entry = this.open.get(viewId);
    if (!entry || entry.drawing) return work();
    entry.drawing = true;
    try {
      return await work();
    } finally {
      entry.drawing = false;
      if (this.wantsAgain(viewId, entry)) await this.draw(viewId, entry);
    }
  }

  /** The game of `channel` may have changed: every modal of it is redrawn (except `except`). */
  async changed(channel: string, except?: string): Promise<void> {
    const cutoff = this.now() - OPEN_MODAL_TTL_MS;
    const work: Promise<void>[] = [];
    for (const [viewId, entry] of this.open) {
      if (entry.seenAt < cutoff) {
        this.open.delete(viewId);
        continue;
      }
      if (entry.channel !== channel || viewId === except) continue;
      if (entry.drawing) entry.again = true;
      else work.push(this.draw(viewId, entry));
    }
    await Promise.all(work);
  }

  /** How many modals are remembered (tests, stats). */
  get size(): number {
    return this.open.size;
  }

  private wantsAgain(viewId: string, entry: Entry<T>): boolean {
    return entry.again && this.open.get(viewId) === entry;
  }

  private async draw(viewId: string, entry: Entry<T>): Promise<void> {
    entry.drawing = true;
    try {
      for (;;) {
        entry.again = false;
        const next = await this.redraw(viewId, entry.state);
        if (next === undefined) {
          this.open.delete(viewId);
          return;
        }
        entry.state = next;
        // Another change came while this one was drawn (read through a call: it is set by
        // changed() meanwhile, which the type checker does not follow).
        if (!this.wantsAgain(viewId, entry)) return;
      }
    } finally {
      entry.drawing = false;
    }
  }
}
