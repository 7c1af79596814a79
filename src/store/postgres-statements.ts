// The PostgreSQL store's statements. Each has a name, so the driver prepares it once per pooled
// connection and the server plans it once. Moves commit in one statement (data-modifying CTEs),
// several at once when they arrive together: atomic without BEGIN/COMMIT round trips, and each
// move's version check guards all of its rows.

import { POST_COLUMNS } from './rows.ts';

/** A named, parameterised statement. */
export interface Statement {
  readonly name: string;
  readonly text: string;
}

const GAME_COLUMNS = 'doc, version';

/** A leaderboard scope's column: a whole workspace (or server), or one conversation. */
type ScopeColumn = 'workspace' | 'conversation_id';

/**
 * The games of a scope ($2 its workspace or conversation). A workspace also holds the
 * direct-message games of players who play there (a Discord DM belongs to no server).
 */
function inScope(scope: ScopeColumn): string {
  if (scope === 'conversation_id')
    return "(g.conversation_id = $2 OR (g.doc::jsonb -> 'place' ->> 'home') = $2)";
  return `(g.workspace = $2 OR ((g.doc::jsonb -> 'place' ->> 'shared') = 'false' AND EXISTS (
            SELECT 1 FROM participants p WHERE p.game_id = g.id AND p.user_id IN (
              SELECT q.user_id FROM participants q JOIN games h ON h.id = q.game_id
              WHERE h.platform = g.platform AND h.workspace = $2))))`;
}

/** Solved dailies of a date in a scope, fastest first. */
function dailyResults(scope: ScopeColumn): Statement {
  return {
    name: `daily-results-${scope}`,
    text: `SELECT g.doc FROM games g WHERE g.platform = $1 AND ${inScope(scope)}
             AND g.daily_date BETWEEN $3 AND $4 AND g.status = 'solved'
           ORDER BY g.finished_at - g.started_at LIMIT 5000`,
  };
}

/** Players of the dailies in a scope since a date. */
function dailyPlayers(scope: ScopeColumn): Statement {
  return {
    name: `daily-players-${scope}`,
    text: `SELECT pl.user_id AS "userId", max(pl.name) AS name
           FROM games g JOIN participants pl ON pl.game_id = g.id
           WHERE g.platform = $1 AND ${inScope(scope)} AND g.daily_date >= $3
           GROUP BY pl.user_id LIMIT 500`,
  };
}

export const SQL = {
  gameById: { name: 'game-by-id', text: `SELECT ${GAME_COLUMNS} FROM games WHERE id = $1` },
  playingGames: {
    name: 'playing-games',
    text: `SELECT ${GAME_COLUMNS} FROM games WHERE platform = $1 AND conversation_id = $2
             AND status = 'playing' ORDER BY started_at DESC LIMIT $3`,
  },
  currentGame: {
    name: 'current-game',
    text: `SELECT g.doc, g.version FROM conversations c JOIN games g ON g.id = c.current_game_id
           WHERE c.platform = $1 AND c.conversation_id = $2`,
  },
  dailyGame: {
    name: 'daily-game',
    text: `SELECT ${GAME_COLUMNS} FROM games
           WHERE platform = $1 AND conversation_id = $2 AND daily_date = $3`,
  },
  insertGame: {
    name: 'insert-game',
    text: `INSERT INTO games (id, platform, conversation_id, workspace, daily_date, status,
             started_at, finished_at, version, doc)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, $9)`,
  },
  /** A daily game, unless the conversation already has that day's: then nothing (no error). */
  insertDailyGame: {
    name: 'insert-daily-game',
    text: `INSERT INTO games (id, platform, conversation_id, workspace, daily_date, status,
             started_at, finished_at, version, doc)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, $9)
           ON CONFLICT (platform, conversation_id, daily_date) WHERE daily_date IS NOT NULL
           DO NOTHING RETURNING id`,
  },
  setCurrent: {
    name: 'set-current',
    text: `INSERT INTO conversations (platform, conversation_id, current_game_id) VALUES ($1, $2, $3)
           ON CONFLICT (platform, conversation_id)
           DO UPDATE SET current_game_id = EXCLUDED.current_game_id`,
  },
  /**
   * Moves committed together (group commit), each on its own version check: parallel arrays, one
   * element per move. $1 game id, $2 expected version, $3 doc, $4 status, $5 finished_at, $6-$10
   * the move (user, kind, cell, digit, at), $11-$12 the conversation (platform, id) whose live
   * boards count one more message below them, or nulls, $13-$14 the conversation (platform, id)
   * whose current game it must still be, or nulls; then every contributor's share, one element
   * per share: $15 game id, $16 user, $17 name, $18 moves, $19 mistakes, $20 hints.
   * Returns the ids of the games written. The games are locked in id order first, so two
   * processes' batches over the same games wait for each other instead of deadlocking.
   */
  commitMoves: {
    name: 'commit-moves',
    text: `WITH batch AS (
             SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::bigint[],
               $6::text[], $7::text[], $8::int[], $9::int[], $10::bigint[], $11::text[], $12::text[],
               $13::text[], $14::text[])
               AS b (id, expected, doc, status, finished_at, user_id, kind, cell, digit, at,
                 bump_platform, bump_conversation, current_platform, current_conversation)
           ), locked AS (
             SELECT id FROM games WHERE id = ANY ($1::text[]) ORDER BY id FOR UPDATE
           ), updated AS (
             UPDATE games g SET doc = b.doc, status = b.status, finished_at = b.finished_at,
               version = g.version + 1
             FROM batch b, locked l
             WHERE g.id = b.id AND l.id = g.id AND g.version = b.expected
               AND (b.current_platform IS NULL OR EXISTS (
                 SELECT 1 FROM conversations c WHERE c.platform = b.current_platform
                   AND c.conversation_id = b.current_conversation AND c.current_game_id = g.id))
             RETURNING g.id, g.platform, g.version
           ), logged AS (
             INSERT INTO moves (game_id, version, user_id, kind, cell, digit, at)
             SELECT u.id, u.version, b.user_id, b.kind, b.cell, b.digit, b.at
             FROM updated u JOIN batch b ON b.id = u.id
           ), shares AS (
             INSERT INTO participants (game_id, platform, user_id, name, moves, mistakes, hints)
             SELECT u.id, u.platform, s.user_id, s.name, s.moves, s.mistakes, s.hints
             FROM updated u JOIN unnest($15::text[], $16::text[], $17::text[], $18::int[],
               $19::int[], $20::int[]) AS s (game_id, user_id, name, moves, mistakes, hints)
               ON s.game_id = u.id
             ON CONFLICT (game_id, user_id) DO UPDATE SET name = EXCLUDED.name,
               moves = EXCLUDED.moves, mistakes = EXCLUDED.mistakes, hints = EXCLUDED.hints
           ), bumped AS (
             UPDATE board_messages m SET messages_after = m.messages_after + v.n
             FROM (SELECT b.bump_platform, b.bump_conversation, count(*)::int AS n
                   FROM batch b JOIN updated u ON u.id = b.id
                   WHERE b.bump_platform IS NOT NULL
                   GROUP BY b.bump_platform, b.bump_conversation) v
             WHERE m.platform = v.bump_platform AND m.conversation_id = v.bump_conversation
               AND m.messages_after < 1000
           )
           SELECT id FROM updated`,
  },
  playerGames: {
    name: 'player-games',
    text: `SELECT g.id, g.status, g.daily_date, g.started_at, g.finished_at, p.mistakes, p.hints
           FROM participants p JOIN games g ON g.id = p.game_id
           WHERE p.platform = $1 AND p.user_id = $2`,
  },
  dailyResultsInWorkspace: dailyResults('workspace'),
  dailyResultsInConversation: dailyResults('conversation_id'),
  dailyPlayersInWorkspace: dailyPlayers('workspace'),
  dailyPlayersInConversation: dailyPlayers('conversation_id'),
  solvedDates: {
    name: 'solved-dates',
    text: `SELECT p.user_id, g.daily_date FROM participants p JOIN games g ON g.id = p.game_id
           WHERE p.platform = $1 AND p.user_id = ANY ($2::text[]) AND g.status = 'solved'
             AND g.daily_date IS NOT NULL`,
  },
  setSchedule: {
    name: 'set-schedule',
    text: `INSERT INTO schedules (platform, conversation_id, conversation, minute_of_day, level,
             start_date, set_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (platform, conversation_id) DO UPDATE SET
             conversation = EXCLUDED.conversation, minute_of_day = EXCLUDED.minute_of_day,
             level = EXCLUDED.level, start_date = EXCLUDED.start_date, set_by = EXCLUDED.set_by`,
  },
  removeSchedule: {
    name: 'remove-schedule',
    text: 'DELETE FROM schedules WHERE platform = $1 AND conversation_id = $2',
  },
  getSchedule: {
    name: 'get-schedule',
    text: 'SELECT * FROM schedules WHERE platform = $1 AND conversation_id = $2',
  },
  listSchedules: { name: 'list-schedules', text: 'SELECT * FROM schedules' },
  removeWorkspaceSchedules: {
    name: 'remove-workspace-schedules',
    text: "DELETE FROM schedules WHERE platform = $1 AND conversation::jsonb ->> 'workspace' = $2",
  },
  saveInstallation: {
    name: 'save-installation',
    text: `INSERT INTO installations (platform, enterprise_id, team_id, doc) VALUES ($1, $2, $3, $4)
           ON CONFLICT (platform, enterprise_id, team_id) DO UPDATE SET doc = EXCLUDED.doc`,
  },
  getInstallation: {
    name: 'get-installation',
    text: 'SELECT doc FROM installations WHERE platform = $1 AND enterprise_id = $2 AND team_id = $3',
  },
  deleteInstallation: {
    name: 'delete-installation',
    text: 'DELETE FROM installations WHERE platform = $1 AND enterprise_id = $2 AND team_id = $3',
  },
  getPost: {
    name: 'get-post',
    text: `SELECT ${POST_COLUMNS} FROM daily_posts
           WHERE platform = $1 AND conversation_id = $2 AND date = $3`,
  },
  insertPost: {
    name: 'insert-post',
    text: `INSERT INTO daily_posts (platform, conversation_id, date, ${POST_COLUMNS})
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
           ON CONFLICT DO NOTHING`,
  },
  updatePost: {
    name: 'update-post',
    text: `UPDATE daily_posts SET status = $1, attempts = $2, sends = $3, claimed_at = $4,
             first_claimed_at = $5, game_id = $6, message_id = $7, error = $8, verify_at = $9,
             thread_id = $10, thread_lost = $11, thread_noted = $12, revision = $13
           WHERE platform = $14 AND conversation_id = $15 AND date = $16 AND revision = $17`,
  },
  unfinishedPosts: {
    name: 'unfinished-posts',
    text: `SELECT platform, conversation_id AS "conversationId" FROM daily_posts
           WHERE date = $1 AND status IN ('claimed', 'failed')`,
  },
  postsToVerify: {
    name: 'posts-to-verify',
    text: `SELECT platform, conversation_id, date, ${POST_COLUMNS} FROM daily_posts
           WHERE verify_at IS NOT NULL AND verify_at <= $1 AND status = 'sent'`,
  },
  claimOnce: {
    name: 'claim-once',
    text: `INSERT INTO one_time_claims (key, expires_at) VALUES ($1, $2)
           ON CONFLICT (key) DO UPDATE SET expires_at = EXCLUDED.expires_at
           WHERE one_time_claims.expires_at <= $3`,
  },
  purgeClaims: {
    name: 'purge-claims',
    text: 'DELETE FROM one_time_claims WHERE expires_at <= $1',
  },
  savePhoto: {
    name: 'save-photo',
    text: `INSERT INTO pending_photos (platform, conversation_id, user_id, doc)
           VALUES ($1, $2, $3, $4)
           ON CONFLICT (platform, conversation_id, user_id) DO UPDATE SET doc = EXCLUDED.doc`,
  },
  getPhoto: {
    name: 'get-photo',
    text: `SELECT doc FROM pending_photos
           WHERE platform = $1 AND conversation_id = $2 AND user_id = $3`,
  },
  deletePhoto: {
    name: 'delete-photo',
    text: 'DELETE FROM pending_photos WHERE platform = $1 AND conversation_id = $2 AND user_id = $3',
  },
  saveDaily: {
    name: 'save-daily',
    text: `INSERT INTO daily_puzzles (date, number, level, variant, geometry, givens, solution, rating)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (date) DO NOTHING`,
  },
  getDaily: { name: 'get-daily', text: 'SELECT * FROM daily_puzzles WHERE date = $1' },
  /** Parallel arrays: level, variant, geometry, givens, solution, rating. */
  addPool: {
    name: 'add-pool',
    text: `INSERT INTO puzzle_pool (level, variant, geometry, givens, solution, rating)
           SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[],
             $6::float8[])`,
  },
  /** SKIP LOCKED: concurrent takers each get a different puzzle instead of colliding. */
  takePool: {
    name: 'take-pool',
    text: `DELETE FROM puzzle_pool WHERE id = (
             SELECT id FROM puzzle_pool WHERE level = $1 AND variant = $2
             ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
           RETURNING level, variant, geometry, givens, solution, rating`,
  },
  poolCounts: {
    name: 'pool-counts',
    text: 'SELECT level, variant, count(*)::int AS n FROM puzzle_pool GROUP BY level, variant',
  },
} satisfies Record<string, Statement>;
