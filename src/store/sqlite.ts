// The SQLite Store (better-sqlite3): a real file, created and migrated on open. WAL mode lets
// readers run beside a writer; busy_timeout makes a second process wait instead of failing;
// every write that touches several rows is one BEGIN IMMEDIATE transaction. synchronous=FULL by
// default: a commit returns only once it is on disk (NORMAL is the opt-in for speed).

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { Level } from '../engine/levels.ts';
import { rankedDate, type Game } from '../game/game.ts';
import type { DailyPuzzle, PlayPuzzle, PlayVariant } from '../game/puzzle.ts';
import { gameToDocument } from '../game/serialize.ts';
import type { PlayerGame } from '../game/stats.ts';
import { migrate } from './migrations.ts';
import { SqliteBoards } from './sqlite-boards.ts';
import { GroupCommit } from './sqlite-group-commit.ts';
import { SqliteSettings } from './sqlite-settings.ts';
import type { SqliteSynchronous } from './open.ts';
import { prepareStatements, type Statements } from './sqlite-statements.ts';
import {
  dailyResultOfText,
  gameOfRow,
  newGameRow,
  playerGameOf,
  postOfRow,
  postRowValues,
  scheduleOf,
  scheduleRow,
} from './rows.ts';
import {
  ClaimSweepTimer,
  type BoardKey,
  type BoardScope,
  type ConversationKey,
  type DailyResult,
  type GameCommit,
  type PendingPhoto,
  type PlayerRef,
  type PostRecord,
  type PostToVerify,
  type InstallationKey,
  type Schedule,
  type Settings,
  type StoredUpload,
  type SettingsChange,
  type SettingsOwner,
  type Store,
  type StoredBoardMessage,
} from './port.ts';
import type { ThemeName } from '../render/theme.ts';
import { poolKey, puzzleToRow, rowToDaily, rowToPuzzle } from './puzzle-rows.ts';
import { SqlitePicks } from './sqlite-picks.ts';
import { SqliteUploads } from './sqlite-uploads.ts';

export interface SqliteStoreOptions {
  /** Milliseconds a writer waits for another process's lock before failing (default 5000). */
  readonly busyTimeoutMs?: number;
  /**
   * `full` (default): every commit is on disk before it returns, so an OS crash or power cut
   * loses no acknowledged move. `normal`: commits survive a process crash, but in WAL mode an
   * OS crash may roll back the last ones; fewer fsyncs, for speed.
   */
  readonly synchronous?: SqliteSynchronous;
}

/**
 * The games of a leaderboard scope. A workspace also holds the direct-message games of players
 * who play there (a Discord DM belongs to no server, yet its daily counts where its player plays).
 */
function scopeClause(scope: BoardScope): { sql: string; values: string[] } {
  if (!('workspace' in scope)) {
    // A conversation also holds the personal games started from it (`today solo`).
    return {
      sql: "(g.conversation_id = ? OR json_extract(g.doc, '$.place.home') = ?)",
      values: [scope.conversationId, scope.conversationId],
    };
  }
  return {
    sql: `(g.workspace = ? OR (json_extract(g.doc, '$.place.shared') = 0 AND EXISTS (
            SELECT 1 FROM participants p WHERE p.game_id = g.id AND p.user_id IN (
              SELECT q.user_id FROM participants q JOIN games h ON h.id = q.game_id
              WHERE h.platform = g.platform AND h.workspace = ?))))`,
    values: [scope.workspace, scope.workspace],
  };
}

/** A Store on one SQLite file (`:memory:` works too, for one process). */
export class SqliteStore implements Store {
  private readonly db: Database.Database;
  private readonly stmt: Statements;
  /** Moves and new games: committed together with whatever else arrived in the same turn. */
  private readonly group: GroupCommit;
  /** One move in a transaction of its own, at once (a retry: see GameCommit.urgent). */
  private readonly commitNow: (commit: GameCommit) => boolean;
  private readonly boards: SqliteBoards;
  private readonly settingsRows: SqliteSettings;
  private readonly uploads: SqliteUploads;
  private readonly picks: SqlitePicks;
  private readonly sweep = new ClaimSweepTimer();
  private readonly synchronous: 'FULL' | 'NORMAL';

  /** Opens (creating the folder and file if needed) and migrates the database at `path`. */
  constructor(path: string, options: SqliteStoreOptions = {}) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
    if (path !== ':memory:') this.db.pragma('journal_mode = WAL');
    this.synchronous = options.synchronous === 'normal' ? 'NORMAL' : 'FULL';
    this.db.pragma(`synchronous = ${this.synchronous}`);
    this.db.pragma('foreign_keys = ON');
    migrate(this.db);
    this.stmt = prepareStatements(this.db);
    this.boards = new SqliteBoards(this.db);
    this.settingsRows = new SqliteSettings(this.db);
    this.uploads = new SqliteUploads(this.db);
    this.picks = new SqlitePicks(this.db);
    this.group = new GroupCommit(this.db);
    const commitAlone = this.db.transaction((c: GameCommit) => this.commitInside(c));
    this.commitNow = (c) => commitAlone.immediate(c);
  }

  /** Batches and writes committed by group commit so far (tests and the benchmark read it). */
  get groupCommits(): Readonly<GroupCommit['stats']> {
    return this.group.stats;
  }

  async getGame(id: string): Promise<Game | undefined> {
    return gameOfRow(this.stmt.gameById.get(id));
  }

  async currentGame(c: ConversationKey): Promise<Game | undefined> {
    return gameOfRow(this.stmt.currentGame.get(c.platform, c.conversationId));
  }

  async playingGames(c: ConversationKey, limit: number): Promise<Game[]> {
    return this.stmt.playingGames
      .all(c.platform, c.conversationId, limit)
      .map((row) => gameOfRow(row)!);
  }

  async dailyGame(c: ConversationKey, date: string): Promise<Game | undefined> {
    return gameOfRow(this.stmt.dailyGame.get(c.platform, c.conversationId, date));
  }

  private startInside(game: Game): Game {
    const { platform, conversationId } = game.place;
    // An archive game is never the conversation's daily of its date (its daily_date is null).
    const date = rankedDate(game.source);
    if (date !== undefined) {
      const existing = this.stmt.dailyGame.get(platform, conversationId, date);
      if (existing) {
        const found = gameOfRow(existing)!;
        this.stmt.setCurrent.run(platform, conversationId, found.id);
        return found;
      }
    }
    this.stmt.insertGame.run(newGameRow(game));
    this.stmt.setCurrent.run(platform, conversationId, game.id);
    return { ...game, version: 0 };
  }

  async startGame(game: Game): Promise<Game> {
    return this.group.run(() => this.startInside(game));
  }

  async resumeGame(c: ConversationKey, gameId: string): Promise<void> {
    this.stmt.setCurrent.run(c.platform, c.conversationId, gameId);
  }

  private commitInside(commit: GameCommit): boolean {
    const { game, move } = commit;
    const where = commit.whileCurrentIn;
    if (where && !this.stmt.isCurrent.get(where.platform, where.conversationId, game.id)) {
      return false;
    }
    const changed = this.stmt.updateGame.run({
      id: game.id,
      expected: commit.expectedVersion,
      doc: JSON.stringify(gameToDocument(game)),
      status: game.status,
      finishedAt: game.finishedAt ?? null,
    }).changes;
    if (changed === 0) return false;
    if (commit.noteVisibleMessage) this.boards.noteVisibleMessage(commit.noteVisibleMessage);
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
    if (commit.urgent) return this.commitNow(commit);
    return this.group.run(() => this.commitInside(commit));
  }

  async playerGames(platform: string, userId: string): Promise<PlayerGame[]> {
    return this.stmt.playerGames.all(platform, userId).map(playerGameOf);
  }

  async dailyResults(scope: BoardScope, date: string, until = date): Promise<DailyResult[]> {
    const where = scopeClause(scope);
    const rows = this.db
      .prepare<string[], { doc: string }>(
        `SELECT g.doc FROM games g WHERE g.platform = ? AND ${where.sql}
           AND g.daily_date BETWEEN ? AND ? AND g.status = 'solved'
         ORDER BY g.finished_at - g.started_at LIMIT 5000`,
      )
      .all(scope.platform, ...where.values, date, until);
    return rows.map(({ doc }) => dailyResultOfText(doc));
  }

  async dailyPlayers(scope: BoardScope, sinceDate: string): Promise<PlayerRef[]> {
    const where = scopeClause(scope);
    return this.db
      .prepare<string[], PlayerRef>(
        `SELECT p.user_id AS userId, MAX(p.name) AS name
         FROM games g JOIN participants p ON p.game_id = g.id
         WHERE g.platform = ? AND ${where.sql} AND g.daily_date >= ?
         GROUP BY p.user_id LIMIT 500`,
      )
      .all(scope.platform, ...where.values, sinceDate);
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
    this.stmt.setSchedule.run(scheduleRow(s));
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

  async dailyPost(c: ConversationKey, date: string): Promise<PostRecord | undefined> {
    const row = this.stmt.getPost.get(c.platform, c.conversationId, date);
    return row && postOfRow(row);
  }

  async writeDailyPost(
    c: ConversationKey,
    date: string,
    record: Omit<PostRecord, 'revision'>,
    expectedRevision: number,
  ): Promise<boolean> {
    const values = postRowValues(record, expectedRevision + 1);
    const key = [c.platform, c.conversationId, date];
    const done =
      expectedRevision === 0
        ? this.stmt.insertPost.run(...key, ...values)
        : this.stmt.updatePost.run(...values, ...key, expectedRevision);
    return done.changes > 0;
  }

  async unfinishedDailyPosts(date: string): Promise<ConversationKey[]> {
    return this.stmt.unfinishedPosts.all(date);
  }

  async postsToVerify(now: number): Promise<PostToVerify[]> {
    return this.stmt.postsToVerify.all(now).map((row) => ({
      conversation: { platform: row.platform, conversationId: row.conversation_id },
      date: row.date,
      record: postOfRow(row),
    }));
  }

  async boardMessage(board: BoardKey): Promise<StoredBoardMessage | undefined> {
    return this.boards.boardMessage(board);
  }

  // Live-board records commit without an fsync of their own (see the Store port): the next
  // durable commit, a move's, carries them to disk, so a move stays one fsync.

  async setBoardMessage(
    board: BoardKey,
    conversation: ConversationKey,
    message: { ref: string; postedAt: number; picture?: string },
    expectedRef: string | undefined,
  ): Promise<boolean> {
    return this.withoutFsync(() =>
      this.boards.setBoardMessage(board, conversation, message, expectedRef),
    );
  }

  async swapBoardPicture(
    board: BoardKey,
    ref: string,
    picture: string,
  ): Promise<{ matched: boolean; previous?: string }> {
    return this.withoutFsync(() => this.boards.swapBoardPicture(board, ref, picture));
  }

  async conversationBoards(c: ConversationKey): Promise<(BoardKey & StoredBoardMessage)[]> {
    return this.boards.conversationBoards(c);
  }

  async noteVisibleMessage(c: ConversationKey): Promise<void> {
    this.withoutFsync(() => this.boards.noteVisibleMessage(c));
  }

  async removeWorkspaceSchedules(platform: string, workspace: string): Promise<number> {
    return this.stmt.removeWorkspaceSchedules.run(platform, workspace).changes;
  }

  async saveInstallation(k: InstallationKey, doc: string): Promise<void> {
    this.stmt.saveInstallation.run(k.platform, k.enterpriseId, k.teamId, doc);
  }

  async installation(k: InstallationKey): Promise<string | undefined> {
    return this.stmt.getInstallation.get(k.platform, k.enterpriseId, k.teamId)?.doc;
  }

  async deleteInstallation(k: InstallationKey): Promise<boolean> {
    return this.stmt.deleteInstallation.run(k.platform, k.enterpriseId, k.teamId).changes > 0;
  }

  /**
   * Commits without waiting for the disk (synchronous=NORMAL for this write): Slack claims one
   * key per request, and an fsync each held the event loop (2 ms typically here, tens of ms
   * when the disk is busy). Other processes see the claim at once and a process crash loses none; an
   * OS crash may forget the last few, which lets a replay through only within their minutes.
   */
  async claimOnce(key: string, expiresAt: number, now: number): Promise<boolean> {
    return this.withoutFsync(() => {
      if (this.sweep.due(now)) this.stmt.purgeClaims.run(now);
      return this.stmt.claimOnce.run(key, expiresAt, now).changes > 0;
    });
  }

  async noteClaim(key: string, note: string, now: number): Promise<void> {
    this.withoutFsync(() => this.stmt.noteClaim.run(note, key, now));
  }

  async claimNote(key: string, now: number): Promise<string | undefined> {
    return this.stmt.claimNote.get(key, now)?.note ?? undefined;
  }

  /**
   * Runs `write` with synchronous=NORMAL, then restores the configured mode. In WAL mode its
   * frames are appended without an fsync; the next FULL commit's fsync covers them too.
   */
  private withoutFsync<T>(write: () => T): T {
    if (this.synchronous === 'NORMAL') return write();
    // Prepared anew each time: SQLite applies this pragma when compiling it, not when it runs.
    this.db.pragma('synchronous = NORMAL');
    try {
      return write();
    } finally {
      this.db.pragma(`synchronous = ${this.synchronous}`);
    }
  }

  async pictureTheme(owner: SettingsOwner): Promise<ThemeName | undefined> {
    return this.settingsRows.pictureTheme(owner);
  }

  async setPictureTheme(owner: SettingsOwner, theme: ThemeName): Promise<void> {
    this.settingsRows.setPictureTheme(owner, theme);
  }

  async settings(owner: SettingsOwner): Promise<Settings> {
    return this.settingsRows.settings(owner);
  }

  async changeSettings(owner: SettingsOwner, change: SettingsChange): Promise<void> {
    this.settingsRows.changeSettings(owner, change);
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

  async recordUpload(upload: StoredUpload): Promise<void> {
    this.uploads.recordUpload(upload);
  }

  async uploadsBefore(platform: string, before: number, limit: number): Promise<StoredUpload[]> {
    return this.uploads.uploadsBefore(platform, before, limit);
  }

  async forgetUploads(platform: string, fileIds: readonly string[]): Promise<void> {
    this.uploads.forgetUploads(platform, fileIds);
  }

  async savePick(key: string, pick: string | undefined, at: number, expiresAt: number) {
    this.withoutFsync(() => this.picks.savePick(key, pick, at, expiresAt));
  }

  async savedPick(key: string, now: number): Promise<string | undefined> {
    return this.picks.savedPick(key, now);
  }

  async close(): Promise<void> {
    if (!this.db.open) return;
    this.group.flush();
    this.db.close();
  }
}
