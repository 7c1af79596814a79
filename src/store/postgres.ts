// The PostgreSQL Store (node-postgres): a connection pool, migrated on open, for several bot
// processes on one database. The same guarantees as SQLite come from the database, never from a
// process: a move commits only from the stored version (one statement, with the other moves that
// arrived together: postgres-group-commit.ts), a daily is started once
// per conversation (a unique index), each daily post and one-time key is claimed by one caller
// (unique keys), and a pooled puzzle is taken once (SKIP LOCKED). A broken or refused connection
// surfaces as a StoreUnavailableError, and the store reconnects by itself (postgres-database.ts).

import type { Level } from '../engine/levels.ts';
import type { Game } from '../game/game.ts';
import type { DailyPuzzle, PlayPuzzle, PlayVariant } from '../game/puzzle.ts';
import type { PlayerGame } from '../game/stats.ts';
import { PostgresBoards } from './postgres-boards.ts';
import { PostgresSettings } from './postgres-settings.ts';
import { PostgresDatabase, type PostgresStoreOptions } from './postgres-database.ts';
import { movesSender, PostgresGroupCommit } from './postgres-group-commit.ts';
import { SQL } from './postgres-statements.ts';
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
import { poolKey, puzzleToRow, rowToDaily, rowToPuzzle, type PuzzleRow } from './puzzle-rows.ts';
import { PostgresPicks } from './postgres-picks.ts';
import { PostgresUploads } from './postgres-uploads.ts';
import {
  dailyResultOfText,
  gameOfRow,
  newGameRow,
  playerGameOf,
  postOfRow,
  postRowValues,
  type PostRow,
  scheduleOf,
  scheduleRow,
  type GameRow,
  type PlayerGameRow,
  type ScheduleRow,
} from './rows.ts';

export type { PostgresStoreOptions } from './postgres-database.ts';

/** A Store on a PostgreSQL database; open it with `PostgresStore.open(url)`. */
export class PostgresStore implements Store {
  private readonly sweep = new ClaimSweepTimer();
  private readonly boards: PostgresBoards;
  private readonly settingsRows: PostgresSettings;
  private readonly uploads: PostgresUploads;
  private readonly picks: PostgresPicks;
  private readonly group: PostgresGroupCommit;

  private constructor(private readonly db: PostgresDatabase) {
    this.boards = new PostgresBoards(db);
    this.settingsRows = new PostgresSettings(db);
    this.uploads = new PostgresUploads(db);
    this.picks = new PostgresPicks(db);
    this.group = new PostgresGroupCommit(movesSender(db));
  }

  /**
   * Connects to `url`, brings the schema up to date (or refuses one newer than this code) and
   * returns the store. Rejects with the driver's error when the server can't be reached.
   */
  static async open(url: string, options: PostgresStoreOptions = {}): Promise<PostgresStore> {
    return new PostgresStore(await PostgresDatabase.open(url, options));
  }

  async getGame(id: string): Promise<Game | undefined> {
    return gameOfRow(await this.db.one<GameRow>(SQL.gameById, [id]));
  }

  async currentGame(c: ConversationKey): Promise<Game | undefined> {
    return gameOfRow(await this.db.one<GameRow>(SQL.currentGame, [c.platform, c.conversationId]));
  }

  async playingGames(c: ConversationKey, limit: number): Promise<Game[]> {
    const rows = await this.db.rows<GameRow>(SQL.playingGames, [
      c.platform,
      c.conversationId,
      limit,
    ]);
    return rows.map((row) => gameOfRow(row)!);
  }

  async dailyGame(c: ConversationKey, date: string): Promise<Game | undefined> {
    return gameOfRow(
      await this.db.one<GameRow>(SQL.dailyGame, [c.platform, c.conversationId, date]),
    );
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
    return this.db.transaction('start-game', async (client) => {
      let started: Game = { ...game, version: 0 };
      if (row.dailyDate === null) {
        await this.db.rows(SQL.insertGame, values, client);
      } else {
        const inserted = await this.db.rows(SQL.insertDailyGame, values, client);
        // Another command (or process) started this daily first: that game is the one.
        if (inserted.length === 0) {
          const existing = await this.db.rows<GameRow>(
            SQL.dailyGame,
            [row.platform, row.conversationId, row.dailyDate],
            client,
          );
          started = gameOfRow(existing[0])!;
        }
      }
      await this.db.rows(SQL.setCurrent, [row.platform, row.conversationId, started.id], client);
      return started;
    });
  }

  async resumeGame(c: ConversationKey, gameId: string): Promise<void> {
    await this.db.changes(SQL.setCurrent, [c.platform, c.conversationId, gameId]);
  }

  async commitMove(commit: GameCommit): Promise<boolean> {
    return this.group.commit(commit);
  }

  /** Batches and moves committed by group commit so far (tests and the benchmark read it). */
  get groupCommits(): Readonly<PostgresGroupCommit['stats']> {
    return this.group.stats;
  }

  /** Round trips sent so far, by statement name (tests and the benchmark read them). */
  get roundTrips(): ReadonlyMap<string, number> {
    return this.db.roundTrips;
  }

  /** Whether this process hears settings changes, and so keeps settings it read. */
  get settingsCached(): boolean {
    return this.settingsRows.cache.listening;
  }

  async playerGames(platform: string, userId: string): Promise<PlayerGame[]> {
    return (await this.db.rows<PlayerGameRow>(SQL.playerGames, [platform, userId])).map(
      playerGameOf,
    );
  }

  async dailyResults(scope: BoardScope, date: string, until = date): Promise<DailyResult[]> {
    const [statement, value] =
      'workspace' in scope
        ? [SQL.dailyResultsInWorkspace, scope.workspace]
        : [SQL.dailyResultsInConversation, scope.conversationId];
    const rows = await this.db.rows<{ doc: string }>(statement, [
      scope.platform,
      value,
      date,
      until,
    ]);
    return rows.map(({ doc }) => dailyResultOfText(doc));
  }

  async dailyPlayers(scope: BoardScope, sinceDate: string): Promise<PlayerRef[]> {
    const [statement, value] =
      'workspace' in scope
        ? [SQL.dailyPlayersInWorkspace, scope.workspace]
        : [SQL.dailyPlayersInConversation, scope.conversationId];
    return this.db.rows<PlayerRef>(statement, [scope.platform, value, sinceDate]);
  }

  async solvedDailyDates(
    platform: string,
    userIds: readonly string[],
  ): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>(userIds.map((id) => [id, []]));
    const rows = await this.db.rows<{ user_id: string; daily_date: string }>(SQL.solvedDates, [
      platform,
      [...userIds],
    ]);
    for (const r of rows) out.get(r.user_id)?.push(r.daily_date);
    return out;
  }

  async setSchedule(s: Schedule): Promise<void> {
    const r = scheduleRow(s);
    await this.db.changes(SQL.setSchedule, [
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
    return (await this.db.changes(SQL.removeSchedule, [c.platform, c.conversationId])) > 0;
  }

  async getSchedule(c: ConversationKey): Promise<Schedule | undefined> {
    const row = await this.db.one<ScheduleRow>(SQL.getSchedule, [c.platform, c.conversationId]);
    return row && scheduleOf(row);
  }

  async listSchedules(): Promise<Schedule[]> {
    return (await this.db.rows<ScheduleRow>(SQL.listSchedules, [])).map(scheduleOf);
  }

  async dailyPost(c: ConversationKey, date: string): Promise<PostRecord | undefined> {
    const row = await this.db.one<PostRow>(SQL.getPost, [c.platform, c.conversationId, date]);
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
    const changed =
      expectedRevision === 0
        ? await this.db.changes(SQL.insertPost, [...key, ...values])
        : await this.db.changes(SQL.updatePost, [...values, ...key, expectedRevision]);
    return changed > 0;
  }

  async unfinishedDailyPosts(date: string): Promise<ConversationKey[]> {
    return this.db.rows<{ platform: string; conversationId: string }>(SQL.unfinishedPosts, [date]);
  }

  async postsToVerify(now: number): Promise<PostToVerify[]> {
    const rows = await this.db.rows<
      PostRow & { platform: string; conversation_id: string; date: string }
    >(SQL.postsToVerify, [now]);
    return rows.map((row) => ({
      conversation: { platform: row.platform, conversationId: row.conversation_id },
      date: row.date,
      record: postOfRow(row),
    }));
  }

  async removeWorkspaceSchedules(platform: string, workspace: string): Promise<number> {
    return this.db.changes(SQL.removeWorkspaceSchedules, [platform, workspace]);
  }

  async saveInstallation(k: InstallationKey, doc: string): Promise<void> {
    await this.db.changes(SQL.saveInstallation, [k.platform, k.enterpriseId, k.teamId, doc]);
  }

  async installation(k: InstallationKey): Promise<string | undefined> {
    const values = [k.platform, k.enterpriseId, k.teamId];
    return (await this.db.one<{ doc: string }>(SQL.getInstallation, values))?.doc;
  }

  async deleteInstallation(k: InstallationKey): Promise<boolean> {
    const values = [k.platform, k.enterpriseId, k.teamId];
    return (await this.db.changes(SQL.deleteInstallation, values)) > 0;
  }

  async claimOnce(key: string, expiresAt: number, now: number): Promise<boolean> {
    if (this.sweep.due(now)) await this.db.changes(SQL.purgeClaims, [now]);
    return (await this.db.changes(SQL.claimOnce, [key, expiresAt, now])) > 0;
  }

  async noteClaim(key: string, note: string, now: number): Promise<void> {
    await this.db.changes(SQL.noteClaim, [note, key, now]);
  }

  async claimNote(key: string, now: number): Promise<string | undefined> {
    const rows = await this.db.rows<{ note: string | null }>(SQL.claimNote, [key, now]);
    return rows[0]?.note ?? undefined;
  }

  boardMessage(board: BoardKey): Promise<StoredBoardMessage | undefined> {
    return this.boards.boardMessage(board);
  }

  setBoardMessage(
    board: BoardKey,
    conversation: ConversationKey,
    message: { ref: string; postedAt: number; picture?: string },
    expectedRef: string | undefined,
  ): Promise<boolean> {
    return this.boards.setBoardMessage(board, conversation, message, expectedRef);
  }

  swapBoardPicture(
    board: BoardKey,
    ref: string,
    picture: string,
  ): Promise<{ matched: boolean; previous?: string }> {
    return this.boards.swapBoardPicture(board, ref, picture);
  }

  conversationBoards(c: ConversationKey): Promise<(BoardKey & StoredBoardMessage)[]> {
    return this.boards.conversationBoards(c);
  }

  noteVisibleMessage(c: ConversationKey): Promise<void> {
    return this.boards.noteVisibleMessage(c);
  }

  pictureTheme(owner: SettingsOwner): Promise<ThemeName | undefined> {
    return this.settingsRows.pictureTheme(owner);
  }

  setPictureTheme(owner: SettingsOwner, theme: ThemeName): Promise<void> {
    return this.settingsRows.setPictureTheme(owner, theme);
  }

  settings(owner: SettingsOwner): Promise<Settings> {
    return this.settingsRows.settings(owner);
  }

  changeSettings(owner: SettingsOwner, change: SettingsChange): Promise<void> {
    return this.settingsRows.changeSettings(owner, change);
  }

  async savePendingPhoto(c: ConversationKey, userId: string, photo: PendingPhoto): Promise<void> {
    await this.db.changes(SQL.savePhoto, [
      c.platform,
      c.conversationId,
      userId,
      JSON.stringify(photo),
    ]);
  }

  async pendingPhoto(c: ConversationKey, userId: string): Promise<PendingPhoto | undefined> {
    const row = await this.db.one<{ doc: string }>(SQL.getPhoto, [
      c.platform,
      c.conversationId,
      userId,
    ]);
    return row && (JSON.parse(row.doc) as PendingPhoto);
  }

  async deletePendingPhoto(c: ConversationKey, userId: string): Promise<void> {
    await this.db.changes(SQL.deletePhoto, [c.platform, c.conversationId, userId]);
  }

  async saveDailyPuzzle(puzzle: DailyPuzzle): Promise<void> {
    const r = puzzleToRow(puzzle);
    await this.db.changes(SQL.saveDaily, [
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
    const row = await this.db.one<PuzzleRow & { date: string; number: number }>(SQL.getDaily, [
      date,
    ]);
    return row && rowToDaily(row);
  }

  async addPoolPuzzles(puzzles: readonly PlayPuzzle[]): Promise<void> {
    const rows = puzzles.map(puzzleToRow);
    await this.db.changes(SQL.addPool, [
      rows.map((r) => r.level),
      rows.map((r) => r.variant),
      rows.map((r) => r.geometry),
      rows.map((r) => r.givens),
      rows.map((r) => r.solution),
      rows.map((r) => r.rating),
    ]);
  }

  async takePoolPuzzle(level: Level, variant: PlayVariant): Promise<PlayPuzzle | undefined> {
    const row = await this.db.one<PuzzleRow>(SQL.takePool, [level, variant]);
    return row && rowToPuzzle(row);
  }

  async poolCounts(): Promise<Map<string, number>> {
    const rows = await this.db.rows<{ level: string; variant: string; n: number }>(
      SQL.poolCounts,
      [],
    );
    return new Map(rows.map((r) => [poolKey(r.level, r.variant), r.n]));
  }

  recordUpload(upload: StoredUpload): Promise<void> {
    return this.uploads.recordUpload(upload);
  }

  uploadsBefore(platform: string, before: number, limit: number): Promise<StoredUpload[]> {
    return this.uploads.uploadsBefore(platform, before, limit);
  }

  forgetUploads(platform: string, fileIds: readonly string[]): Promise<void> {
    return this.uploads.forgetUploads(platform, fileIds);
  }

  savePick(key: string, pick: string | undefined, at: number, expiresAt: number): Promise<void> {
    return this.picks.savePick(key, pick, at, expiresAt);
  }

  savedPick(key: string, now: number): Promise<string | undefined> {
    return this.picks.savedPick(key, now);
  }

  async close(): Promise<void> {
    // Moves already sent are answered before the pool closes.
    await this.group.drain().catch(() => undefined);
    await this.boards.drain().catch(() => undefined);
    await this.settingsRows.close();
    await this.db.close();
  }
}
