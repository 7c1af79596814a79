// The PostgreSQL Store (node-postgres): a connection pool, migrated on open, for several bot
// processes on one database. The same guarantees as SQLite come from the database, never from a
// process: a move commits only from the stored version (one statement), a daily is started once
// per conversation (a unique index), each daily post and one-time key is claimed by one caller
// (unique keys), and a pooled puzzle is taken once (SKIP LOCKED). A broken or refused connection
// surfaces as a StoreUnavailableError; the pool drops that connection and opens a fresh one on
// the next command, so the store reconnects by itself once the server is back.

import pg from 'pg';
import type { Level } from '../engine/levels.ts';
import type { Game } from '../game/game.ts';
import type { DailyPuzzle, PlayPuzzle, PlayVariant } from '../game/puzzle.ts';
import { gameToDocument } from '../game/serialize.ts';
import type { PlayerGame } from '../game/stats.ts';
import { migratePostgres } from './postgres-migrations.ts';
import { asStoreFailure, isConnectionFailure } from './postgres-errors.ts';
import { SQL, type Statement } from './postgres-statements.ts';
import {
  ClaimSweepTimer,
  POST_CLAIM_LEASE_MS,
  type BoardScope,
  type ConversationKey,
  type DailyResult,
  type GameCommit,
  type PendingPhoto,
  type PlayerRef,
  type PostOutcome,
  type PostStatus,
  type Schedule,
  type Store,
} from './port.ts';
import { poolKey, puzzleToRow, rowToDaily, rowToPuzzle, type PuzzleRow } from './puzzle-rows.ts';
import {
  dailyResultOfText,
  gameOfRow,
  newGameRow,
  playerGameOf,
  postOutcomeRow,
  scheduleOf,
  scheduleRow,
  type GameRow,
  type PlayerGameRow,
  type ScheduleRow,
} from './rows.ts';

export interface PostgresStoreOptions {
  /** Most connections this process opens (default 10). */
  readonly poolSize?: number;
  /** How long to wait for a new connection before failing the command (default 5000 ms). */
  readonly connectTimeoutMs?: number;
  /** Longest a statement may run on the server (default 15000 ms). */
  readonly statementTimeoutMs?: number;
  /** Told about a pooled idle connection that broke (e.g. the server restarted). */
  readonly onConnectionLost?: (error: Error) => void;
}

/** BIGINT columns (epoch milliseconds) as numbers: exact below 2^53, and ms never reach that. */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === pg.types.builtins.INT8
      ? Number
      : pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

type Values = readonly unknown[];

/** A Store on a PostgreSQL database; open it with `PostgresStore.open(url)`. */
export class PostgresStore implements Store {
  private readonly sweep = new ClaimSweepTimer();
  private closed = false;

  private constructor(private readonly pool: pg.Pool) {}

  /**
   * Connects to `url`, brings the schema up to date (or refuses one newer than this code) and
   * returns the store. Rejects with the driver's error when the server can't be reached.
   */
  static async open(url: string, options: PostgresStoreOptions = {}): Promise<PostgresStore> {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
      statement_timeout: options.statementTimeoutMs ?? 15_000,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      application_name: 'sudoku-bot',
      types,
    });
    // Without a listener, an idle connection dropped by the server would crash the process.
    pool.on('error', (error) => options.onConnectionLost?.(error));
    try {
      const client = await pool.connect();
      try {
        await migratePostgres(client);
      } finally {
        client.release();
      }
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    return new PostgresStore(pool);
  }

  private async run<R extends pg.QueryResultRow>(
    statement: Statement,
    values: Values,
    client: pg.Pool | pg.PoolClient = this.pool,
  ): Promise<R[]> {
    try {
      const result = await client.query<R>({ ...statement, values: [...values] });
      return result.rows;
    } catch (error) {
      throw asStoreFailure(error, statement.name);
    }
  }

  /** The first row of a read, if any. */
  private async one<R extends pg.QueryResultRow>(
    statement: Statement,
    values: Values,
  ): Promise<R | undefined> {
    return (await this.run<R>(statement, values))[0];
  }

  /** Rows changed by a write. */
  private async changes(statement: Statement, values: Values): Promise<number> {
    try {
      const result = await this.pool.query({ ...statement, values: [...values] });
      return result.rowCount ?? 0;
    } catch (error) {
      throw asStoreFailure(error, statement.name);
    }
  }

  /** Runs `work` in one transaction on one pooled connection. */
  private async transaction<T>(what: string, work: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw asStoreFailure(error, what);
    }
    // A checked-out connection that breaks between statements emits 'error'; the next
    // statement then fails and reports it, so the event itself needs no more than a listener.
    const ignore = () => undefined;
    client.on('error', ignore);
    let failure: unknown;
    try {
      await client.query('BEGIN');
      const value = await work(client);
      await client.query('COMMIT');
      return value;
    } catch (error) {
      failure = error;
      await client.query('ROLLBACK').catch(ignore);
      throw asStoreFailure(error, what);
    } finally {
      client.off('error', ignore);
      // A broken connection is dropped from the pool instead of being handed out again.
      client.release(isConnectionFailure(failure) ? (failure as Error) : undefined);
    }
  }

  async getGame(id: string): Promise<Game | undefined> {
    return gameOfRow(await this.one<GameRow>(SQL.gameById, [id]));
  }

  async currentGame(c: ConversationKey): Promise<Game | undefined> {
    return gameOfRow(await this.one<GameRow>(SQL.currentGame, [c.platform, c.conversationId]));
  }

  async dailyGame(c: ConversationKey, date: string): Promise<Game | undefined> {
    return gameOfRow(await this.one<GameRow>(SQL.dailyGame, [c.platform, c.conversationId, date]));
  }

  async startGame(game: Game): Promise<Game> {
    const row = newGameRow(game);
    const values = [
      row.id,
      row.platform,
      row.conversationId,
      row.workspace,
      row.dailyDate,
      row.status,
      row.startedAt,
      row.finishedAt,
      row.doc,
    ];
    return this.transaction('start-game', async (client) => {
      let started: Game = { ...game, version: 0 };
      if (row.dailyDate === null) {
        await this.run(SQL.insertGame, values, client);
      } else {
        const inserted = await this.run(SQL.insertDailyGame, values, client);
        // Another command (or process) started this daily first: that game is the one.
        if (inserted.length === 0) {
          const existing = await this.run<GameRow>(
            SQL.dailyGame,
            [row.platform, row.conversationId, row.dailyDate],
            client,
          );
          started = gameOfRow(existing[0])!;
        }
      }
      await this.run(SQL.setCurrent, [row.platform, row.conversationId, started.id], client);
      return started;
    });
  }

  async resumeGame(c: ConversationKey, gameId: string): Promise<void> {
    await this.changes(SQL.setCurrent, [c.platform, c.conversationId, gameId]);
  }

  async commitMove(commit: GameCommit): Promise<boolean> {
    const { game, move } = commit;
    const shares = game.contributors;
    const rows = await this.run<{ n: number }>(SQL.commitMove, [
      game.id,
      commit.expectedVersion,
      JSON.stringify(gameToDocument(game)),
      game.status,
      game.finishedAt ?? null,
      move.userId,
      move.kind,
      move.cell ?? null,
      move.digit ?? null,
      move.at,
      shares.map((s) => s.userId),
      shares.map((s) => s.name),
      shares.map((s) => s.moves),
      shares.map((s) => s.mistakes),
      shares.map((s) => s.hints),
    ]);
    return rows[0]!.n > 0;
  }

  async playerGames(platform: string, userId: string): Promise<PlayerGame[]> {
    return (await this.run<PlayerGameRow>(SQL.playerGames, [platform, userId])).map(playerGameOf);
  }

  async dailyResults(scope: BoardScope, date: string): Promise<DailyResult[]> {
    const [statement, value] =
      'workspace' in scope
        ? [SQL.dailyResultsInWorkspace, scope.workspace]
        : [SQL.dailyResultsInConversation, scope.conversationId];
    const rows = await this.run<{ doc: string }>(statement, [scope.platform, value, date]);
    return rows.map(({ doc }) => dailyResultOfText(doc));
  }

  async dailyPlayers(scope: BoardScope, sinceDate: string): Promise<PlayerRef[]> {
    const [statement, value] =
      'workspace' in scope
        ? [SQL.dailyPlayersInWorkspace, scope.workspace]
        : [SQL.dailyPlayersInConversation, scope.conversationId];
    return this.run<PlayerRef>(statement, [scope.platform, value, sinceDate]);
  }

  async solvedDailyDates(
    platform: string,
    userIds: readonly string[],
  ): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>(userIds.map((id) => [id, []]));
    const rows = await this.run<{ user_id: string; daily_date: string }>(SQL.solvedDates, [
      platform,
      [...userIds],
    ]);
    for (const r of rows) out.get(r.user_id)?.push(r.daily_date);
    return out;
  }

  async setSchedule(s: Schedule): Promise<void> {
    const r = scheduleRow(s);
    await this.changes(SQL.setSchedule, [
      r.platform,
      r.conversationId,
      r.conversation,
      r.minuteOfDay,
      r.level,
      r.startDate,
      r.setBy,
    ]);
  }

  async removeSchedule(c: ConversationKey): Promise<boolean> {
    return (await this.changes(SQL.removeSchedule, [c.platform, c.conversationId])) > 0;
  }

  async getSchedule(c: ConversationKey): Promise<Schedule | undefined> {
    const row = await this.one<ScheduleRow>(SQL.getSchedule, [c.platform, c.conversationId]);
    return row && scheduleOf(row);
  }

  async listSchedules(): Promise<Schedule[]> {
    return (await this.run<ScheduleRow>(SQL.listSchedules, [])).map(scheduleOf);
  }

  async claimDailyPost(c: ConversationKey, date: string, now: number): Promise<boolean> {
    const key = [c.platform, c.conversationId, date];
    if ((await this.changes(SQL.claimNewPost, [...key, now])) > 0) return true;
    const staleBefore = now - POST_CLAIM_LEASE_MS;
    return (await this.changes(SQL.claimRetryPost, [now, ...key, staleBefore])) > 0;
  }

  async finishDailyPost(c: ConversationKey, date: string, outcome: PostOutcome): Promise<void> {
    const r = postOutcomeRow(outcome);
    await this.changes(SQL.finishPost, [
      r.status,
      r.messageId,
      r.error,
      c.platform,
      c.conversationId,
      date,
    ]);
  }

  async dailyPostStatus(c: ConversationKey, date: string): Promise<PostStatus | undefined> {
    return this.one<PostStatus>(SQL.postStatus, [c.platform, c.conversationId, date]);
  }

  async claimOnce(key: string, expiresAt: number, now: number): Promise<boolean> {
    if (this.sweep.due(now)) await this.changes(SQL.purgeClaims, [now]);
    return (await this.changes(SQL.claimOnce, [key, expiresAt, now])) > 0;
  }

  async savePendingPhoto(c: ConversationKey, userId: string, photo: PendingPhoto): Promise<void> {
    await this.changes(SQL.savePhoto, [
      c.platform,
      c.conversationId,
      userId,
      JSON.stringify(photo),
    ]);
  }

  async pendingPhoto(c: ConversationKey, userId: string): Promise<PendingPhoto | undefined> {
    const row = await this.one<{ doc: string }>(SQL.getPhoto, [
      c.platform,
      c.conversationId,
      userId,
    ]);
    return row && (JSON.parse(row.doc) as PendingPhoto);
  }

  async deletePendingPhoto(c: ConversationKey, userId: string): Promise<void> {
    await this.changes(SQL.deletePhoto, [c.platform, c.conversationId, userId]);
  }

  async saveDailyPuzzle(puzzle: DailyPuzzle): Promise<void> {
    const r = puzzleToRow(puzzle);
    await this.changes(SQL.saveDaily, [
      puzzle.date,
      puzzle.number,
      r.level,
      r.variant,
      r.geometry,
      r.givens,
      r.solution,
      r.rating,
    ]);
  }

  async dailyPuzzle(date: string): Promise<DailyPuzzle | undefined> {
    const row = await this.one<PuzzleRow & { date: string; number: number }>(SQL.getDaily, [date]);
    return row && rowToDaily(row);
  }

  async addPoolPuzzles(puzzles: readonly PlayPuzzle[]): Promise<void> {
    const rows = puzzles.map(puzzleToRow);
    await this.changes(SQL.addPool, [
      rows.map((r) => r.level),
      rows.map((r) => r.variant),
      rows.map((r) => r.geometry),
      rows.map((r) => r.givens),
      rows.map((r) => r.solution),
      rows.map((r) => r.rating),
    ]);
  }

  async takePoolPuzzle(level: Level, variant: PlayVariant): Promise<PlayPuzzle | undefined> {
    const row = await this.one<PuzzleRow>(SQL.takePool, [level, variant]);
    return row && rowToPuzzle(row);
  }

  async poolCounts(): Promise<Map<string, number>> {
    const rows = await this.run<{ level: string; variant: string; n: number }>(SQL.poolCounts, []);
    return new Map(rows.map((r) => [poolKey(r.level, r.variant), r.n]));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }
}
