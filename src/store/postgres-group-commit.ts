// Group commit for the PostgreSQL store: moves that arrive together (several players, several
// games) are sent as one statement (SQL.commitMoves), so they cost one round trip, one server
// transaction and one WAL flush instead of one each. Moves queue during a turn of the event loop
// and, while MAX_BATCHES_IN_FLIGHT batches are already at the server, until one comes back: the
// busier the process, the larger its batches. Each move keeps its own version check (a stale one
// is refused alone); a batch holds one move per game, a later move of the same game waits for
// the next batch. Every caller is answered after the server committed (or refused) its move.

import { gameToDocument } from '../game/serialize.ts';
import type { GameCommit } from './port.ts';
import type { PostgresDatabase } from './postgres-database.ts';
import { SQL } from './postgres-statements.ts';

/** Batches a process has at the server at once; more moves wait and go in the next batch. */
export const MAX_BATCHES_IN_FLIGHT = 2;

interface Queued {
  readonly commit: GameCommit;
  readonly resolve: (committed: boolean) => void;
  readonly reject: (error: unknown) => void;
}

/** Sends moves as one batch; resolves to the ids of the games whose move was written. */
export type SendBatch = (commits: readonly GameCommit[]) => Promise<ReadonlySet<string>>;

/** Collects moves into batches and sends them with `send`. */
export class PostgresGroupCommit {
  private queue: Queued[] = [];
  private scheduled = false;
  private readonly inFlight = new Set<Promise<void>>();
  /** How many batches and moves went through, for tests and the benchmark. */
  readonly stats = { batches: 0, writes: 0, largest: 0 };

  constructor(
    private readonly send: SendBatch,
    private readonly maxInFlight = MAX_BATCHES_IN_FLIGHT,
  ) {}

  /**
   * Commits `commit` in the next batch (an urgent one at once, in a batch of its own): true when
   * written, false when its version was stale.
   */
  commit(commit: GameCommit): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      const item = { commit, resolve, reject };
      if (commit.urgent) return this.sendBatch([item]);
      this.queue.push(item);
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
    const batch: Queued[] = [];
    const later: Queued[] = [];
    for (const item of this.queue) {
      const id = item.commit.game.id;
      (seen.has(id) ? later : batch).push(item);
      seen.add(id);
    }
    this.queue = later;
    this.sendBatch(batch);
  }

  private sendBatch(batch: readonly Queued[]): void {
    if (batch.length === 0) return;
    this.stats.batches++;
    this.stats.writes += batch.length;
    this.stats.largest = Math.max(this.stats.largest, batch.length);
    const sent: Promise<void> = this.send(batch.map((item) => item.commit))
      .then(
        (written) => {
          for (const item of batch) item.resolve(written.has(item.commit.game.id));
        },
        (error: unknown) => {
          for (const item of batch) item.reject(error);
        },
      )
      .finally(() => {
        this.inFlight.delete(sent);
        this.schedule();
      });
    this.inFlight.add(sent);
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
