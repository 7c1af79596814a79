// Group commit for the PostgreSQL store: moves that arrive together (several players, several
// games) are sent as one statement (SQL.commitMoves), so they cost one round trip, one server
// transaction and one WAL flush instead of one each. Moves queue during a turn of the event loop
// and, while MAX_BATCHES_IN_FLIGHT batches are already at the server, until one comes back: the
// busier the process, the larger its batches. Each move keeps its own version check (a stale one
// is refused alone); a batch holds one move per game, a later move of the same game waits for
// the next batch. Every caller is answered after the server committed (or refused) its move.
// The same batching (StatementBatcher) sends the board reads and picture swaps that follow moves
// (postgres-boards.ts): on loopback a round trip's socket write and wake-up cost the bot and the
// server more CPU than the statement itself.

import { gameToDocument } from '../game/serialize.ts';
import type { GameCommit } from './port.ts';
import type { PostgresDatabase } from './postgres-database.ts';
import { SQL } from './postgres-statements.ts';

/** Batches a process has at the server at once; more moves wait and go in the next batch. */
export const MAX_BATCHES_IN_FLIGHT = 2;

interface Queued<T, R> {
  readonly item: T;
  readonly resolve: (result: R) => void;
  readonly reject: (error: unknown) => void;
}

/** Sends items as one statement; resolves to one result per item, in their order. */
export type SendItems<T, R> = (items: readonly T[]) => Promise<readonly R[]>;

/** How a batcher groups its items. */
export interface BatchRules<T> {
  /** Items of one key go in separate batches, in the order they came (one move per game). */
  keyOf(item: T): string;
  /** An urgent item goes at once, in a batch of its own. */
  urgent?(item: T): boolean;
  /** Batches at the server at once (MAX_BATCHES_IN_FLIGHT). */
  maxInFlight?: number;
}

/**
 * Collects items that arrive together into batches, each sent as one statement: moves (group
 * commit), and the board reads and picture swaps that follow them. Idle, an item goes on the
 * next turn of the event loop, alone; busy, the items wait for a batch to come back and go
 * together, so the round trips per item fall as the load rises.
 */
export class StatementBatcher<T, R> {
  private queue: Queued<T, R>[] = [];
  private scheduled = false;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly maxInFlight: number;
  /** How many batches and items went through, for tests and the benchmark. */
  readonly stats = { batches: 0, writes: 0, largest: 0 };

  constructor(
    private readonly send: SendItems<T, R>,
    private readonly rules: BatchRules<T>,
  ) {
    this.maxInFlight = rules.maxInFlight ?? MAX_BATCHES_IN_FLIGHT;
  }

  /** Sends `item` in the next batch (an urgent one at once); its own result. */
  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const queued = { item, resolve, reject };
      if (this.rules.urgent?.(item)) return this.sendBatch([queued]);
      this.queue.push(queued);
      this.schedule();
    });
  }

  /** Sends what is queued and waits for every batch at the server (before the pool closes). */
  async drain(): Promise<void> {
    while (this.queue.length > 0 || this.inFlight.size > 0) {
      if (this.queue.length > 0 && this.inFlight.size < this.maxInFlight) this.flush();
      else await Promise.race(this.inFlight);
    }
  }

  private schedule(): void {
    if (this.scheduled || this.queue.length === 0 || this.inFlight.size >= this.maxInFlight) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      if (this.inFlight.size < this.maxInFlight) this.flush();
    });
  }

  private flush(): void {
    const seen = new Set<string>();
    const batch: Queued<T, R>[] = [];
    const later: Queued<T, R>[] = [];
    for (const queued of this.queue) {
      const key = this.rules.keyOf(queued.item);
      (seen.has(key) ? later : batch).push(queued);
      seen.add(key);
    }
    this.queue = later;
    this.sendBatch(batch);
  }

  private sendBatch(batch: readonly Queued<T, R>[]): void {
    if (batch.length === 0) return;
    this.stats.batches++;
    this.stats.writes += batch.length;
    this.stats.largest = Math.max(this.stats.largest, batch.length);
    const sent: Promise<void> = this.send(batch.map((queued) => queued.item))
      .then(
        (results) => batch.forEach((queued, i) => queued.resolve(results[i]!)),
        (error: unknown) => {
          for (const queued of batch) queued.reject(error);
        },
      )
      .finally(() => {
        this.inFlight.delete(sent);
        this.schedule();
      });
    this.inFlight.add(sent);
  }
}

/** Sends moves as one batch; resolves to the ids of the games whose move was written. */
export type SendBatch = (commits: readonly GameCommit[]) => Promise<ReadonlySet<string>>;

/** Group commit: moves that arrive together are written by one statement. */
export class PostgresGroupCommit extends StatementBatcher<GameCommit, boolean> {
  constructor(send: SendBatch, maxInFlight = MAX_BATCHES_IN_FLIGHT) {
    super(
      async (commits) => {
        const written = await send(commits);
        return commits.map((c) => written.has(c.game.id));
      },
      { keyOf: (c) => c.game.id, urgent: (c) => c.urgent === true, maxInFlight },
    );
  }

  /**
   * Commits `commit` in the next batch (an urgent one at once, in a batch of its own): true when
   * written, false when its version was stale.
   */
  commit(commit: GameCommit): Promise<boolean> {
    return this.add(commit);
  }
}

/** Writes a batch of moves in one statement (SQL.commitMoves); the ids of the games written. */
async function commitStatement(
  db: PostgresDatabase,
  commits: readonly GameCommit[],
): Promise<ReadonlySet<string>> {
  const column = <T>(pick: (c: GameCommit) => T) => commits.map(pick);
  const shares = commits.flatMap((c) =>
    c.game.contributors.map((s) => ({ gameId: c.game.id, ...s })),
  );
  const rows = await db.rows<{ id: string }>(SQL.commitMoves, [
    column((c) => c.game.id),
    column((c) => c.expectedVersion),
    column((c) => JSON.stringify(gameToDocument(c.game))),
    column((c) => c.game.status),
    column((c) => c.game.finishedAt ?? null),
    column((c) => c.move.userId),
    column((c) => c.move.kind),
    column((c) => c.move.cell ?? null),
    column((c) => c.move.digit ?? null),
    column((c) => c.move.at),
    column((c) => c.noteVisibleMessage?.platform ?? null),
    column((c) => c.noteVisibleMessage?.conversationId ?? null),
    column((c) => c.whileCurrentIn?.platform ?? null),
    column((c) => c.whileCurrentIn?.conversationId ?? null),
    shares.map((s) => s.gameId),
    shares.map((s) => s.userId),
    shares.map((s) => s.name),
    shares.map((s) => s.moves),
    shares.map((s) => s.mistakes),
    shares.map((s) => s.hints),
  ]);
  return new Set(rows.map((r) => r.id));
}

/** How a PostgreSQL store sends a batch of moves. */
export function movesSender(db: PostgresDatabase): SendBatch {
  return async (commits) => {
    try {
      return await commitStatement(db, commits);
    } catch (error) {
      // A deadlock with another kind of write (batches lock their games in id order, so never
      // with another batch): the server undid the batch; each move is tried again on its own.
      if (commits.length < 2 || (error as { code?: unknown }).code !== '40P01') throw error;
      const written = await Promise.all(commits.map((c) => commitStatement(db, [c])));
      return new Set(written.flatMap((ids) => [...ids]));
    }
  };
}
