// The SQLite Store (better-sqlite3): a real file, created and migrated on open. WAL mode lets
// readers run beside a writer; busy_timeout makes a second process wait instead of failing;
// every write that touches several rows is one BEGIN IMMEDIATE transaction.

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Level } from '../engine/levels.ts';
import type { Game } from '../game/game.ts';
import type { DailyPuzzle, PlayPuzzle, PlayVariant } from '../game/puzzle.ts';
import { documentToGame, gameToDocument, type GameDocument } from '../game/serialize.ts';
import type { PlayerGame } from '../game/stats.ts';
import { migrate } from './migrations.ts';
import {
  MAX_POST_ATTEMPTS,
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

export interface SqliteStoreOptions {
  /** Milliseconds a writer waits for another process's lock before failing (default 5000). */
  readonly busyTimeoutMs?: number;
}

interface GameRow {
  doc: string;
  version: number;
}

function scopeClause(scope: BoardScope): { sql: string; value: string } {
  return 'workspace' in scope
    ? { sql: 'g.workspace = ?', value: scope.workspace }
    : { sql: 'g.conversation_id = ?', value: scope.conversationId };
}

/** A Store on one SQLite file (`:memory:` works too, for one process). */
export class SqliteStore implements Store {
  private readonly db: Database.Database;
  private readonly stmt: ReturnType<SqliteStore['prepare']>;
  private readonly commitTx: (commit: GameCommit) => boolean;
  private readonly startTx: (game: Game) => Game;

  /** Opens (creating the folder and file if needed) and migrates the database at `path`. */
  constructor(path: string, options: SqliteStoreOptions = {}) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
    if (path !== ':memory:') this.db.pragma('journal_mode = WAL');
    // NORMAL is durable across process crashes in WAL mode (only an OS crash may lose the
    // last commits) and much faster than FULL.
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = ON');
    migrate(this.db);
    this.stmt = this.prepare();
    const commit = this.db.transaction((c: GameCommit) => this.commitInside(c));
    this.commitTx = (c) => commit.immediate(c);
    const start = this.db.transaction((game: Game) => this.startInside(game));
    this.startTx = (game) => start.immediate(game);
  }

  private prepare() {
    const db = this.db;
    return {
      gameById: db.prepare<[string], GameRow>('SELECT doc, version FROM games WHERE id = ?'),
      currentGame: db.prepare<[string, string], GameRow>(
        `SELECT g.doc, g.version FROM conversations c JOIN games g ON g.id = c.current_game_id
         WHERE c.platform = ? AND c.conversation_id = ?`,
      ),
      dailyGame: db.prepare<[string, string, string], GameRow>(
        `SELECT doc, version FROM games
         WHERE platform = ? AND conversation_id = ? AND daily_date = ?`,
      ),
      dailyGameId: db.prepare<[string, string, string], { id: string }>(
        'SELECT id FROM games WHERE platform = ? AND conversation_id = ? AND daily_date = ?',
      ),
      insertGame: db.prepare(
        `INSERT INTO games (id, platform, conversation_id, workspace, daily_date, status,
           started_at, finished_at, version, doc)
         VALUES (@id, @platform, @conversationId, @workspace, @dailyDate, @status,
           @startedAt, @finishedAt, 0, @doc)`,
      ),
      setCurrent: db.prepare(
        `INSERT INTO conversations (platform, conversation_id, current_game_id) VALUES (?, ?, ?)
         ON CONFLICT (platform, conversation_id) DO UPDATE SET current_game_id = excluded.current_game_id`,
      ),
      updateGame: db.prepare(
        `UPDATE games SET doc = @doc, status = @status, finished_at = @finishedAt,
           version = version + 1
         WHERE id = @id AND version = @expected`,
      ),
      insertMove: db.prepare(
        `INSERT INTO moves (game_id, version, user_id, kind, cell, digit, at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ),
      upsertParticipant: db.prepare(
        `INSERT INTO participants (game_id, platform, user_id, name, moves, mistakes, hints)
         VALUES (@gameId, @platform, @userId, @name, @moves, @mistakes, @hints)
         ON CONFLICT (game_id, user_id) DO UPDATE SET name = excluded.name,
           moves = excluded.moves, mistakes = excluded.mistakes, hints = excluded.hints`,
      ),
      playerGames: db.prepare<
        [string, string],
        {
          id: string;
          status: PlayerGame['status'];
          daily_date: string | null;
          started_at: number;
          finished_at: number | null;
          mistakes: number;
          hints: number;
        }
      >(
        `SELECT g.id, g.status, g.daily_date, g.started_at, g.finished_at, p.mistakes, p.hints
         FROM participants p JOIN games g ON g.id = p.game_id
         WHERE p.platform = ? AND p.user_id = ?`,
      ),
      solvedDates: db.prepare<[string, string], { daily_date: string }>(
        `SELECT g.daily_date FROM participants p JOIN games g ON g.id = p.game_id
         WHERE p.platform = ? AND p.user_id = ? AND g.status = 'solved' AND g.daily_date IS NOT NULL`,
      ),
      setSchedule: db.prepare(
        `INSERT INTO schedules (platform, conversation_id, conversation, minute_of_day, level,
           start_date, set_by)
         VALUES (@platform, @conversationId, @conversation, @minuteOfDay, @level, @startDate, @setBy)
         ON CONFLICT (platform, conversation_id) DO UPDATE SET conversation = excluded.conversation,
           minute_of_day = excluded.minute_of_day, level = excluded.level,
           start_date = excluded.start_date, set_by = excluded.set_by`,
      ),
      removeSchedule: db.prepare(
        'DELETE FROM schedules WHERE platform = ? AND conversation_id = ?',
      ),
      getSchedule: db.prepare<[string, string], ScheduleRow>(
        'SELECT * FROM schedules WHERE platform = ? AND conversation_id = ?',
      ),
      listSchedules: db.prepare<[], ScheduleRow>('SELECT * FROM schedules'),
      claimNew: db.prepare(
        `INSERT INTO daily_posts (platform, conversation_id, date, status, attempts, claimed_at)
         VALUES (?, ?, ?, 'claimed', 1, ?) ON CONFLICT DO NOTHING`,
      ),
      claimRetry: db.prepare(
        `UPDATE daily_posts SET status = 'claimed', attempts = attempts + 1, claimed_at = ?
         WHERE platform = ? AND conversation_id = ? AND date = ?
           AND (status = 'failed' OR (status = 'claimed' AND claimed_at <= ?))
           AND attempts < ${MAX_POST_ATTEMPTS}`,
      ),
      finishPost: db.prepare(
        `UPDATE daily_posts SET status = ?, message_id = ?, error = ?
         WHERE platform = ? AND conversation_id = ? AND date = ?`,
      ),
      postStatus: db.prepare<[string, string, string], PostStatus>(
        'SELECT status, attempts, claimed_at AS claimedAt FROM daily_posts WHERE platform = ? AND conversation_id = ? AND date = ?',
      ),
      savePhoto: db.prepare(
        `INSERT INTO pending_photos (platform, conversation_id, user_id, doc) VALUES (?, ?, ?, ?)
         ON CONFLICT (platform, conversation_id, user_id) DO UPDATE SET doc = excluded.doc`,
      ),
      getPhoto: db.prepare<[string, string, string], { doc: string }>(
        'SELECT doc FROM pending_photos WHERE platform = ? AND conversation_id = ? AND user_id = ?',
      ),
      deletePhoto: db.prepare(
        'DELETE FROM pending_photos WHERE platform = ? AND conversation_id = ? AND user_id = ?',
      ),
      saveDaily: db.prepare(
        `INSERT INTO daily_puzzles (date, number, level, variant, geometry, givens, solution, rating)
         VALUES (@date, @number, @level, @variant, @geometry, @givens, @solution, @rating)
         ON CONFLICT (date) DO NOTHING`,
      ),
      getDaily: db.prepare<[string], PuzzleRow & { date: string; number: number }>(
        'SELECT * FROM daily_puzzles WHERE date = ?',
      ),
      addPool: db.prepare(
        `INSERT INTO puzzle_pool (level, variant, geometry, givens, solution, rating)
         VALUES (@level, @variant, @geometry, @givens, @solution, @rating)`,
      ),
      takePool: db.prepare<[string, string], PuzzleRow>(
        `DELETE FROM puzzle_pool WHERE id = (
           SELECT id FROM puzzle_pool WHERE level = ? AND variant = ? ORDER BY id LIMIT 1)
         RETURNING level, variant, geometry, givens, solution, rating`,
      ),
      poolCounts: db.prepare<[], { level: string; variant: string; n: number }>(
        'SELECT level, variant, COUNT(*) AS n FROM puzzle_pool GROUP BY level, variant',
      ),
    };
  }

  private gameOf(row: GameRow | undefined): Game | undefined {
    return row && documentToGame(JSON.parse(row.doc) as GameDocument, row.version);
  }

  async getGame(id: string): Promise<Game | undefined> {
    return this.gameOf(this.stmt.gameById.get(id));
  }

  async currentGame(c: ConversationKey): Promise<Game | undefined> {
    return this.gameOf(this.stmt.currentGame.get(c.platform, c.conversationId));
  }

  async dailyGame(c: ConversationKey, date: string): Promise<Game | undefined> {
    return this.gameOf(this.stmt.dailyGame.get(c.platform, c.conversationId, date));
  }

  private startInside(game: Game): Game {
    const { platform, conversationId } = game.place;
    if (game.source.kind === 'daily') {
      const existing = this.stmt.dailyGame.get(platform, conversationId, game.source.date);
      if (existing) {
        const found = this.gameOf(existing)!;
        this.stmt.setCurrent.run(platform, conversationId, found.id);
        return found;
      }
    }
    this.stmt.insertGame.run({
      id: game.id,
      platform,
      conversationId,
      workspace: game.place.workspace,
      dailyDate: game.source.kind === 'daily' ? game.source.date : null,
      status: game.status,
      startedAt: game.startedAt,
      finishedAt: game.finishedAt ?? null,
      doc: JSON.stringify(gameToDocument(game)),
    });
    this.stmt.setCurrent.run(platform, conversationId, game.id);
    return { ...game, version: 0 };
  }

  async startGame(game: Game): Promise<Game> {
    return this.startTx(game);
  }

  async resumeGame(c: ConversationKey, gameId: string): Promise<void> {
    this.stmt.setCurrent.run(c.platform, c.conversationId, gameId);
  }

  private commitInside(commit: GameCommit): boolean {
    const { game, move } = commit;
    const changed = this.stmt.updateGame.run({
      id: game.id,
      expected: commit.expectedVersion,
      doc: JSON.stringify(gameToDocument(game)),
      status: game.status,
      finishedAt: game.finishedAt ?? null,
    }).changes;
    if (changed === 0) return false;
    this.stmt.insertMove.run(
      game.id,
      commit.expectedVersion + 1,
      move.userId,
      move.kind,
      move.cell ?? null,
      move.digit ?? null,
      move.at,
    );
    // Every contributor's share, so the table always mirrors the game (a game has a handful).
    for (const share of game.contributors) {
      this.stmt.upsertParticipant.run({
        gameId: game.id,
        platform: game.place.platform,
        userId: share.userId,
        name: share.name,
        moves: share.moves,
        mistakes: share.mistakes,
        hints: share.hints,
      });
    }
    return true;
  }

  async commitMove(commit: GameCommit): Promise<boolean> {
    return this.commitTx(commit);
  }

  async playerGames(platform: string, userId: string): Promise<PlayerGame[]> {
    return this.stmt.playerGames.all(platform, userId).map((r) => ({
      gameId: r.id,
      status: r.status,
      ...(r.daily_date ? { dailyDate: r.daily_date } : {}),
      ...(r.finished_at === null ? {} : { elapsedMs: r.finished_at - r.started_at }),
      mistakes: r.mistakes,
      hints: r.hints,
    }));
  }

  async dailyResults(scope: BoardScope, date: string): Promise<DailyResult[]> {
    const where = scopeClause(scope);
    const rows = this.db
      .prepare<[string, string, string], { doc: string }>(
        `SELECT g.doc FROM games g WHERE g.platform = ? AND ${where.sql}
           AND g.daily_date = ? AND g.status = 'solved'
         ORDER BY g.finished_at - g.started_at LIMIT 100`,
      )
      .all(scope.platform, where.value, date);
    return rows.map(({ doc }) => {
      const d = JSON.parse(doc) as GameDocument;
      return {
        gameId: d.id,
        conversationId: d.place.conversationId,
        shared: d.place.shared,
        elapsedMs: (d.finishedAt ?? d.startedAt) - d.startedAt,
        mistakes: d.mistakes,
        hints: d.hints,
        contributors: d.contributors.map((c) => c.name),
      };
    });
  }

  async dailyPlayers(scope: BoardScope, sinceDate: string): Promise<PlayerRef[]> {
    const where = scopeClause(scope);
    return this.db
      .prepare<[string, string, string], PlayerRef>(
        `SELECT p.user_id AS userId, MAX(p.name) AS name
         FROM games g JOIN participants p ON p.game_id = g.id
         WHERE g.platform = ? AND ${where.sql} AND g.daily_date >= ?
         GROUP BY p.user_id LIMIT 500`,
      )
      .all(scope.platform, where.value, sinceDate);
  }

  async solvedDailyDates(
    platform: string,
    userIds: readonly string[],
  ): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    for (const id of userIds) {
      out.set(
        id,
        this.stmt.solvedDates.all(platform, id).map((r) => r.daily_date),
      );
    }
    return out;
  }

  async setSchedule(s: Schedule): Promise<void> {
    this.stmt.setSchedule.run({
      platform: s.conversation.platform,
      conversationId: s.conversation.id,
      conversation: JSON.stringify(s.conversation),
      minuteOfDay: s.minuteOfDay,
      level: s.level ?? null,
      startDate: s.startDate,
      setBy: s.setBy,
    });
  }

  async removeSchedule(c: ConversationKey): Promise<boolean> {
    return this.stmt.removeSchedule.run(c.platform, c.conversationId).changes > 0;
  }

  async getSchedule(c: ConversationKey): Promise<Schedule | undefined> {
    const row = this.stmt.getSchedule.get(c.platform, c.conversationId);
    return row && scheduleOf(row);
  }

  async listSchedules(): Promise<Schedule[]> {
    return this.stmt.listSchedules.all().map(scheduleOf);
  }

  async claimDailyPost(c: ConversationKey, date: string, now: number): Promise<boolean> {
    if (this.stmt.claimNew.run(c.platform, c.conversationId, date, now).changes > 0) return true;
    const staleBefore = now - POST_CLAIM_LEASE_MS;
    return (
      this.stmt.claimRetry.run(now, c.platform, c.conversationId, date, staleBefore).changes > 0
    );
  }

  async finishDailyPost(c: ConversationKey, date: string, outcome: PostOutcome): Promise<void> {
    this.stmt.finishPost.run(
      outcome.ok ? 'sent' : 'failed',
      outcome.ok ? outcome.messageId : null,
      outcome.ok ? null : outcome.error.slice(0, 500),
      c.platform,
      c.conversationId,
      date,
    );
  }

  async dailyPostStatus(c: ConversationKey, date: string): Promise<PostStatus | undefined> {
    return this.stmt.postStatus.get(c.platform, c.conversationId, date);
  }

  async savePendingPhoto(c: ConversationKey, userId: string, photo: PendingPhoto): Promise<void> {
    this.stmt.savePhoto.run(c.platform, c.conversationId, userId, JSON.stringify(photo));
  }

  async pendingPhoto(c: ConversationKey, userId: string): Promise<PendingPhoto | undefined> {
    const row = this.stmt.getPhoto.get(c.platform, c.conversationId, userId);
    return row && (JSON.parse(row.doc) as PendingPhoto);
  }

  async deletePendingPhoto(c: ConversationKey, userId: string): Promise<void> {
    this.stmt.deletePhoto.run(c.platform, c.conversationId, userId);
  }

  async saveDailyPuzzle(puzzle: DailyPuzzle): Promise<void> {
    this.stmt.saveDaily.run({ ...puzzleToRow(puzzle), date: puzzle.date, number: puzzle.number });
  }

  async dailyPuzzle(date: string): Promise<DailyPuzzle | undefined> {
    const row = this.stmt.getDaily.get(date);
    return row && rowToDaily(row);
  }

  async addPoolPuzzles(puzzles: readonly PlayPuzzle[]): Promise<void> {
    const insert = this.db.transaction((list: readonly PlayPuzzle[]) => {
      for (const p of list) this.stmt.addPool.run(puzzleToRow(p));
    });
    insert.immediate(puzzles);
  }

  async takePoolPuzzle(level: Level, variant: PlayVariant): Promise<PlayPuzzle | undefined> {
    const row = this.stmt.takePool.get(level, variant);
    return row && rowToPuzzle(row);
  }

  async poolCounts(): Promise<Map<string, number>> {
    return new Map(this.stmt.poolCounts.all().map((r) => [poolKey(r.level, r.variant), r.n]));
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}

interface ScheduleRow {
  conversation: string;
  minute_of_day: number;
  level: string | null;
  start_date: string;
  set_by: string;
}

function scheduleOf(row: ScheduleRow): Schedule {
  return {
    conversation: JSON.parse(row.conversation) as Schedule['conversation'],
    minuteOfDay: row.minute_of_day,
    ...(row.level ? { level: row.level as Level } : {}),
    startDate: row.start_date,
    setBy: row.set_by,
  };
}
