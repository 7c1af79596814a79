// Versioned schema migrations for the PostgreSQL store, numbered as SQLite's (migrations.ts):
// migration N makes the same tables in both. `sudoku_schema_migrations` records each one run.
// Each runs once, in its own transaction, under an advisory lock, so several processes starting
// at once apply it once. Never edit a released migration: append a new one.

import type pg from 'pg';
import { newerSchemaMessage, StoreSchemaError } from './errors.ts';

export const PG_MIGRATIONS: readonly string[] = [
  // 1: games, current game per conversation, participants, move log, schedules, posts,
  //    pending photo transcriptions, pre-generated dailies and the puzzle pool.
  `
  CREATE TABLE games (
    id TEXT PRIMARY KEY,
    platform TEXT NOT NULL,
    conversation_id TEXT NOT NULL,
    workspace TEXT NOT NULL,
    daily_date TEXT,
    status TEXT NOT NULL,
    started_at BIGINT NOT NULL,
    finished_at BIGINT,
    version INTEGER NOT NULL,
    doc TEXT NOT NULL
  );
  CREATE UNIQUE INDEX games_daily_per_conversation
    ON games (platform, conversation_id, daily_date) WHERE daily_date IS NOT NULL;
  CREATE INDEX games_by_workspace_date ON games (platform, workspace, daily_date);

  CREATE TABLE conversations (
    platform TEXT NOT NULL,
    conversation_id TEXT NOT NULL,
    current_game_id TEXT NOT NULL REFERENCES games (id),
    PRIMARY KEY (platform, conversation_id)
  );

  CREATE TABLE participants (
    game_id TEXT NOT NULL REFERENCES games (id),
    platform TEXT NOT NULL,
    user_id TEXT NOT NULL,
    name TEXT NOT NULL,
    moves INTEGER NOT NULL,
    mistakes INTEGER NOT NULL,
    hints INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
  );
  CREATE INDEX participants_by_user ON participants (platform, user_id);

  CREATE TABLE moves (
    game_id TEXT NOT NULL REFERENCES games (id),
    version INTEGER NOT NULL,
    user_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    cell INTEGER,
    digit INTEGER,
    at BIGINT NOT NULL,
    PRIMARY KEY (game_id, version)
  );

  CREATE TABLE schedules (
    platform TEXT NOT NULL,
    conversation_id TEXT NOT NULL,
    conversation TEXT NOT NULL,
    minute_of_day INTEGER NOT NULL,
    level TEXT,
    start_date TEXT NOT NULL,
    set_by TEXT NOT NULL,
    PRIMARY KEY (platform, conversation_id)
  );

  CREATE TABLE daily_posts (
    platform TEXT NOT NULL,
    conversation_id TEXT NOT NULL,
    date TEXT NOT NULL,
    status TEXT NOT NULL,
    attempts INTEGER NOT NULL,
    claimed_at BIGINT NOT NULL,
    message_id TEXT,
    error TEXT,
    PRIMARY KEY (platform, conversation_id, date)
  );

  CREATE TABLE pending_photos (
    platform TEXT NOT NULL,
    conversation_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    doc TEXT NOT NULL,
    PRIMARY KEY (platform, conversation_id, user_id)
  );

  CREATE TABLE daily_puzzles (
    date TEXT PRIMARY KEY,
    number INTEGER NOT NULL,
    level TEXT NOT NULL,
    variant TEXT NOT NULL,
    geometry TEXT NOT NULL,
    givens TEXT NOT NULL,
    solution TEXT NOT NULL,
    rating DOUBLE PRECISION
  );

  CREATE TABLE puzzle_pool (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    level TEXT NOT NULL,
    variant TEXT NOT NULL,
    geometry TEXT NOT NULL,
    givens TEXT NOT NULL,
    solution TEXT NOT NULL,
    rating DOUBLE PRECISION
  );
  CREATE INDEX puzzle_pool_by_kind ON puzzle_pool (level, variant, id);
  `,
  // 2: one-time claims (Slack replay protection, OAuth states): a key is held until it expires.
  `
  CREATE TABLE one_time_claims (
    key TEXT PRIMARY KEY,
    expires_at BIGINT NOT NULL
  );
  CREATE INDEX one_time_claims_by_expiry ON one_time_claims (expires_at);
  `,
  // 3: the platform message that shows each game's live board (per viewer), so any process
  //    can edit it in place.
  `
  CREATE TABLE board_messages (
    game_id TEXT NOT NULL,
    viewer TEXT NOT NULL,
    platform TEXT NOT NULL,
    conversation_id TEXT NOT NULL,
    ref TEXT NOT NULL,
    posted_at BIGINT NOT NULL,
    messages_after INTEGER NOT NULL,
    picture TEXT,
    PRIMARY KEY (game_id, viewer)
  );
  CREATE INDEX board_messages_by_conversation ON board_messages (platform, conversation_id);
  `,
  // 4: settings a player chose for themselves, or people who manage a channel chose for it
  //    (scope 'player' by user id, 'channel' by conversation id): the picture theme.
  `
  CREATE TABLE player_settings (
    platform TEXT NOT NULL,
    scope TEXT NOT NULL,
    owner_id TEXT NOT NULL,
    theme TEXT,
    PRIMARY KEY (platform, scope, owner_id)
  );
  `,
  // 5: app installations (Slack's OAuth install flow), one JSON document per workspace or org.
  `
  CREATE TABLE installations (
    platform TEXT NOT NULL,
    enterprise_id TEXT NOT NULL,
    team_id TEXT NOT NULL,
    doc TEXT NOT NULL,
    PRIMARY KEY (platform, enterprise_id, team_id)
  );
  `,
  // 6: the daily post protocol (src/bot/post-claim.ts): sends counted apart from claims (a crash
  //    before a send costs no send), the first claim's time, the game posted, a deferred look
  //    for extra copies, and a revision that every write compares and sets. Posts failed ten
  //    times under the old rules are given up.
  `
  ALTER TABLE daily_posts ADD COLUMN sends INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE daily_posts ADD COLUMN first_claimed_at BIGINT;
  ALTER TABLE daily_posts ADD COLUMN game_id TEXT;
  ALTER TABLE daily_posts ADD COLUMN verify_at BIGINT;
  ALTER TABLE daily_posts ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
  UPDATE daily_posts SET sends = attempts, first_claimed_at = claimed_at, revision = attempts;
  UPDATE daily_posts SET status = 'given-up' WHERE status = 'failed' AND attempts >= 10;
  CREATE INDEX daily_posts_to_verify ON daily_posts (verify_at) WHERE verify_at IS NOT NULL;
  `,
  // 7: each player's and channel's language, and each channel's time zone (its own day).
  `
  ALTER TABLE player_settings ADD COLUMN language TEXT;
  ALTER TABLE player_settings ADD COLUMN time_zone TEXT;
  `,
  // 8: each day's thread under its daily post (its id, why the day's talk fell back to the
  //    channel, and whether the channel was told), and a channel's `thread off`.
  `
  ALTER TABLE daily_posts ADD COLUMN thread_id TEXT;
  ALTER TABLE daily_posts ADD COLUMN thread_lost TEXT;
  ALTER TABLE daily_posts ADD COLUMN thread_noted INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE player_settings ADD COLUMN day_thread INTEGER;
  `,
  // 9: a note on a one-time claim: where a claimed post landed (a share, a posted lookup).
  `
  ALTER TABLE one_time_claims ADD COLUMN note TEXT;
  `,
  // 10: pictures uploaded for private replies (Slack files), deleted when replaced or a day old.
  `
  CREATE TABLE reply_uploads (
    platform TEXT NOT NULL,
    file_id TEXT NOT NULL,
    workspace TEXT NOT NULL,
    uploaded_at BIGINT NOT NULL,
    PRIMARY KEY (platform, file_id)
  );
  CREATE INDEX reply_uploads_by_age ON reply_uploads (platform, uploaded_at);
  `,
  // 11: each player's pick in a move block's menus (Slack), for a digit pressed in another
  //     process or after a restart; kept a day.
  `
  CREATE TABLE player_picks (
    key TEXT PRIMARY KEY,
    pick TEXT,
    picked_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
  );
  CREATE INDEX player_picks_by_expiry ON player_picks (expires_at);
  `,
];

/** Any fixed number: the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK = 7_140_514;

const VERSION_TABLE = `
  CREATE TABLE IF NOT EXISTS sudoku_schema_migrations (
    version INTEGER PRIMARY KEY,
    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`;

async function schemaVersion(client: pg.PoolClient): Promise<number> {
  const { rows } = await client.query<{ v: number | null }>(
    'SELECT max(version) AS v FROM sudoku_schema_migrations',
  );
  return rows[0]?.v ?? 0;
}

/**
 * Brings the database up to the latest schema; returns how many migrations ran. Refuses a
 * database whose schema is newer than this code (a StoreSchemaError) and changes nothing then.
 */
export async function migratePostgres(
  client: pg.PoolClient,
  migrations: readonly string[] = PG_MIGRATIONS,
): Promise<number> {
  let ran = 0;
  // One migration per transaction; the loop ends on the round that finds nothing to do.
  for (;;) {
    await client.query('BEGIN');
    try {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await client.query(VERSION_TABLE);
      const current = await schemaVersion(client);
      if (current > migrations.length) {
        throw new StoreSchemaError(newerSchemaMessage(current, migrations.length));
      }
      if (current < migrations.length) {
        await client.query(migrations[current]!);
        await client.query('INSERT INTO sudoku_schema_migrations (version) VALUES ($1)', [
          current + 1,
        ]);
      }
      await client.query('COMMIT');
      if (current === migrations.length) return ran;
      ran++;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }
}
