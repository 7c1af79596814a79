// Edits of live board messages, in order and never backwards. Two changes to one game answered
// out of order (a slower render, a retried request) must not leave the older picture on the
// board: edits of one message run one after another, an edit of a version older than one
// already shown is skipped, and after each edit the adapter may check the store for a newer
// version (another process moved on) and draw that.

interface Chain {
  tail: Promise<void>;
  /** Edits queued or running. */
  queued: number;
}

/** Boards whose newest shown version is remembered after their edits finish (oldest dropped). */
export const REMEMBERED_BOARDS = 10_000;

/** What an edit did. */
export type EditOutcome = 'edited' | 'skipped' | 'failed';

/** Serialises edits per board message (one instance per adapter). */
export class BoardEdits {
  private readonly chains = new Map<string, Chain>();
  /** Newest version shown per message, kept after its edits finish: a late older edit skips. */
  private readonly versions = new Map<string, number>();

  /**
   * Runs `edit` after the edits already queued for `ref`, unless a newer version than `version`
   * is shown by then. `edit` resolves false when the message can't be edited (gone, no access).
   */
  run(ref: string, version: number, edit: () => Promise<boolean>): Promise<EditOutcome> {
    let chain = this.chains.get(ref);
    if (!chain) {
      chain = { tail: Promise.resolve(), queued: 0 };
      this.chains.set(ref, chain);
    }
    const owner = chain;
    owner.queued++;
    const outcome = owner.tail.then(async (): Promise<EditOutcome> => {
      if (version <= this.shown(ref)) return 'skipped';
      const done = await edit();
      if (done) this.remember(ref, version);
      return done ? 'edited' : 'failed';
    });
    owner.tail = outcome.then(
      () => undefined,
      () => undefined,
    );
    void owner.tail.then(() => {
      owner.queued--;
      if (owner.queued === 0 && this.chains.get(ref) === owner) this.chains.delete(ref);
    });
    return outcome;
  }

  /** The newest version this process showed on `ref`, or -1. */
  shown(ref: string): number {
    return this.versions.get(ref) ?? -1;
  }

  /** Notes that `ref` shows `version` (a message just posted with it, or edited elsewhere). */
  remember(ref: string, version: number): void {
    if (version <= this.shown(ref)) return;
    this.versions.delete(ref);
    this.versions.set(ref, version);
    if (this.versions.size > REMEMBERED_BOARDS) {
      const oldest = this.versions.keys().next().value;
      if (oldest !== undefined) this.versions.delete(oldest);
    }
  }

  /** True when more edits of `ref` are queued behind the running one. */
  busy(ref: string): boolean {
    return (this.chains.get(ref)?.queued ?? 0) > 1;
  }

  /** Messages with edits in flight (for tests and shutdown). */
  get size(): number {
    return this.chains.size;
  }
}
