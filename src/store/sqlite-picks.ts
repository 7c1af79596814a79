// Players' picks in move blocks' menus, in SQLite: one row per surface, the newest save kept,
// expired rows swept now and then.

import type Database from 'better-sqlite3';
import { ClaimSweepTimer } from './port.ts';

/** The saved-picks part of the SQLite store. */
export class SqlitePicks {
  private readonly put: Database.Statement<[string, string | null, number, number]>;
  private readonly get: Database.Statement<[string, number], { pick: string | null }>;
  private readonly purge: Database.Statement<[number]>;
  private readonly sweep = new ClaimSweepTimer();

  constructor(db: Database.Database) {
    this.put = db.prepare(
      `INSERT INTO player_picks (key, pick, picked_at, expires_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET pick = excluded.pick, picked_at = excluded.picked_at,
         expires_at = excluded.expires_at
       WHERE player_picks.picked_at <= excluded.picked_at`,
    );
    this.get = db.prepare('SELECT pick FROM player_picks WHERE key = ? AND expires_at > ?');
    this.purge = db.prepare('DELETE FROM player_picks WHERE expires_at <= ?');
  }

  savePick(key: string, pick: string | undefined, at: number, expiresAt: number): void {
    if (this.sweep.due(at)) this.purge.run(at);
    this.put.run(key, pick ?? null, at, expiresAt);
  }

  savedPick(key: string, now: number): string | undefined {
    return this.get.get(key, now)?.pick ?? undefined;
  }
}
