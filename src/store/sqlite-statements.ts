// The SQLite Store's prepared statements, made once per open database. Kept apart from the
// store's logic so each file stays readable; the row shapes are declared with each statement.

import type Database from 'better-sqlite3';
import { POST_COLUMNS, type PostRow } from './rows.ts';
import type { PuzzleRow } from './puzzle-rows.ts';
import type { GameRow, PlayerGameRow, ScheduleRow } from './rows.ts';

/** Every statement the store runs, prepared on `db`. */
export function prepareStatements(db: Database.Database) {
  return {
    gameById: db.prepare<[string], GameRow>('SELECT doc, version FROM games WHERE id = ?'),
    playingGames: db.prepare<[string, string, number], GameRow>(
      `SELECT doc, version FROM games WHERE platform = ? AND conversation_id = ?
         AND status = 'playing' ORDER BY started_at DESC LIMIT ?`,
    ),
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
    isCurrent: db.prepare<[string, string, string], { one: number }>(
      `SELECT 1 AS one FROM conversations
       WHERE platform = ? AND conversation_id = ? AND current_game_id = ?`,
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
    playerGames: db.prepare<[string, string], PlayerGameRow>(
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
    removeSchedule: db.prepare('DELETE FROM schedules WHERE platform = ? AND conversation_id = ?'),
    getSchedule: db.prepare<[string, string], ScheduleRow>(
      'SELECT * FROM schedules WHERE platform = ? AND conversation_id = ?',
    ),
    listSchedules: db.prepare<[], ScheduleRow>('SELECT * FROM schedules'),
    removeWorkspaceSchedules: db.prepare(
      "DELETE FROM schedules WHERE platform = ? AND json_extract(conversation, '$.workspace') = ?",
    ),
    saveInstallation: db.prepare(
      `INSERT INTO installations (platform, enterprise_id, team_id, doc) VALUES (?, ?, ?, ?)
       ON CONFLICT (platform, enterprise_id, team_id) DO UPDATE SET doc = excluded.doc`,
    ),
    getInstallation: db.prepare<[string, string, string], { doc: string }>(
      'SELECT doc FROM installations WHERE platform = ? AND enterprise_id = ? AND team_id = ?',
    ),
    deleteInstallation: db.prepare(
      'DELETE FROM installations WHERE platform = ? AND enterprise_id = ? AND team_id = ?',
    ),
    getPost: db.prepare<[string, string, string], PostRow>(
      `SELECT ${POST_COLUMNS} FROM daily_posts
       WHERE platform = ? AND conversation_id = ? AND date = ?`,
    ),
    insertPost: db.prepare(
      `INSERT INTO daily_posts (platform, conversation_id, date, ${POST_COLUMNS})
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    ),
    updatePost: db.prepare(
      `UPDATE daily_posts SET status = ?, attempts = ?, sends = ?, claimed_at = ?,
         first_claimed_at = ?, game_id = ?, message_id = ?, error = ?, verify_at = ?, thread_id = ?,
         thread_lost = ?, thread_noted = ?, revision = ?
       WHERE platform = ? AND conversation_id = ? AND date = ? AND revision = ?`,
    ),
    unfinishedPosts: db.prepare<[string], { platform: string; conversationId: string }>(
      `SELECT platform, conversation_id AS conversationId FROM daily_posts
       WHERE date = ? AND status IN ('claimed', 'failed')`,
    ),
    postsToVerify: db.prepare<
      [number],
      PostRow & { platform: string; conversation_id: string; date: string }
    >(
      `SELECT platform, conversation_id, date, ${POST_COLUMNS} FROM daily_posts
       WHERE verify_at IS NOT NULL AND verify_at <= ? AND status = 'sent'`,
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
    claimOnce: db.prepare(
      `INSERT INTO one_time_claims (key, expires_at) VALUES (?, ?)
       ON CONFLICT (key) DO UPDATE SET expires_at = excluded.expires_at
       WHERE one_time_claims.expires_at <= ?`,
    ),
    purgeClaims: db.prepare('DELETE FROM one_time_claims WHERE expires_at <= ?'),
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

export type Statements = ReturnType<typeof prepareStatements>;
