// Players' picks in move blocks' menus, in PostgreSQL: one row per surface, the newest save kept
// (a save from another process that arrives late loses), expired rows swept now and then.
// Saved with synchronous_commit off for the statement's transaction alone, as live-board records:
// a pick lost to a server crash only asks its player to pick the cell again.

import type { PostgresDatabase } from './postgres-database.ts';
import { ClaimSweepTimer } from './port.ts';

const PICKS_SQL = {
  put: {
    name: 'picks-put',
    text: `WITH no_wait AS (SELECT set_config('synchronous_commit', 'off', true))
           INSERT INTO player_picks (key, pick, picked_at, expires_at)
           SELECT $1::text, $2::text, $3::bigint, $4::bigint FROM no_wait
           ON CONFLICT (key) DO UPDATE SET pick = EXCLUDED.pick, picked_at = EXCLUDED.picked_at,
             expires_at = EXCLUDED.expires_at
           WHERE player_picks.picked_at <= EXCLUDED.picked_at`,
  },
  get: {
    name: 'picks-get',
    text: 'SELECT pick FROM player_picks WHERE key = $1 AND expires_at > $2',
  },
  purge: {
    name: 'picks-purge',
    text: 'DELETE FROM player_picks WHERE expires_at <= $1',
  },
} as const;

/** The saved-picks part of the PostgreSQL store. */
export class PostgresPicks {
  private readonly sweep = new ClaimSweepTimer();

  constructor(private readonly db: PostgresDatabase) {}

  async savePick(key: string, pick: string | undefined, at: number, expiresAt: number) {
    if (this.sweep.due(at)) await this.db.changes(PICKS_SQL.purge, [at]);
    await this.db.changes(PICKS_SQL.put, [key, pick ?? null, at, expiresAt]);
  }

  async savedPick(key: string, now: number): Promise<string | undefined> {
    const rows = await this.db.rows<{ pick: string | null }>(PICKS_SQL.get, [key, now]);
    return rows[0]?.pick ?? undefined;
  }
}
