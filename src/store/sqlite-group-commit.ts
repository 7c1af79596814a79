// Group commit for the SQLite store. better-sqlite3 is synchronous: a commit holds the event loop
// while it waits for the disk, and everything that arrives meanwhile waits behind it. So durable
// writes are queued and committed together at the end of the event loop's turn: one BEGIN
// IMMEDIATE transaction (another process's writer waits for it, up to the busy timeout), one
// fsync for the lot, each write in its own savepoint so that one that throws is undone alone.
// A write that is refused (a stale version) simply writes nothing and answers false, as it would
// on its own. Every caller is answered only after the COMMIT has returned: on disk.

import type Database from 'better-sqlite3';

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

interface Queued {
  readonly work: () => unknown;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/** How many batches and writes went through, for tests and the benchmark. */
export interface GroupCommitStats {
  batches: number;
  writes: number;
  largest: number;
}

/** Commits the durable writes that arrive in one turn of the event loop as one transaction. */
export class GroupCommit {
  private queue: Queued[] = [];
  private readonly batch: (items: readonly Queued[]) => Outcome[];
  readonly stats: GroupCommitStats = { batches: 0, writes: 0, largest: 0 };

  /**
   * `schedule` runs the flush after the current turn (setImmediate: after the I/O callbacks
   * already waiting, so requests that arrived during the last commit join this one).
   */
  constructor(
    db: Database.Database,
    private readonly schedule: (flush: () => void) => void = (flush) => void setImmediate(flush),
  ) {
    // Nested inside the batch's transaction, better-sqlite3 runs this one as a SAVEPOINT: a
    // write that throws is rolled back to it (and the error handed to its caller only).
    const savepoint = db.transaction((work: () => unknown) => work());
    // Read afresh each time (SQLite may end the transaction itself on some errors).
    const inTransaction = () => db.inTransaction;
    const all = db.transaction((items: readonly Queued[]) =>
      items.map((item): Outcome => {
        // A failure that ended the whole transaction (the disk, not the write) fails the batch.
        if (!inTransaction()) throw new Error('the batch transaction ended early');
        try {
          return { ok: true, value: savepoint(item.work) };
        } catch (error) {
          if (!inTransaction()) throw error;
          return { ok: false, error };
        }
      }),
    );
    this.batch = (items) => all.immediate(items);
  }

  /** Runs `work` (synchronous SQL) in the next batch; resolves once that batch is committed. */
  run<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (this.queue.length === 1) this.schedule(() => this.flush());
    });
  }

  /** Commits what is queued now (also before the database closes). */
  flush(): void {
    const items = this.queue;
    if (items.length === 0) return;
    this.queue = [];
    let outcomes: Outcome[];
    try {
      outcomes = this.batch(items);
    } catch (error) {
      // Nothing of the batch was committed (busy past the timeout, or the disk failed).
      for (const item of items) item.reject(error);
      return;
    }
    this.stats.batches++;
    this.stats.writes += items.length;
    this.stats.largest = Math.max(this.stats.largest, items.length);
    items.forEach((item, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
  }
}
