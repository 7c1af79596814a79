// Player and channel settings in PostgreSQL (picture theme, language, time zone, day threads): one row per
// owner, a choice replacing the earlier one. Reads are kept per process (settings-cache.ts): each
// change NOTIFYs its owner's key in the same statement, so every process drops its copy when the
// change commits.

import type { ThemeName } from '../render/theme.ts';
import type { PostgresDatabase } from './postgres-database.ts';
import type { Settings, SettingsChange, SettingsOwner } from './port.ts';
import { settingsOfRow, type SettingsRow } from './rows.ts';
import { SettingsCache, settingsKey } from './settings-cache.ts';

/** The channel every settings change is announced on (its payload: the owner's settingsKey). */
export const SETTINGS_CHANNEL = 'sudoku_settings';

/** Tells every listening process which owner's settings changed, once the change commits. */
const announce = (write: string, key: string) =>
  `WITH written AS (${write} RETURNING 1)
   SELECT pg_notify('${SETTINGS_CHANNEL}', ${key}) FROM written`;

const SETTINGS_SQL = {
  putTheme: {
    name: 'settings-put-theme',
    text: announce(
      `INSERT INTO player_settings (platform, scope, owner_id, theme) VALUES ($1, $2, $3, $4)
       ON CONFLICT (platform, scope, owner_id) DO UPDATE SET theme = EXCLUDED.theme`,
      '$5::text',
    ),
  },
  getAll: {
    name: 'settings-get-all',
    text: `SELECT theme, language, time_zone, day_thread FROM player_settings
           WHERE platform = $1 AND scope = $2 AND owner_id = $3`,
  },
  // Each field is changed only when its flag is true (a change names only what it sets).
  putOther: {
    name: 'settings-put-other',
    text: announce(
      `INSERT INTO player_settings (platform, scope, owner_id, language, time_zone, day_thread)
       VALUES ($1, $2, $3, CASE WHEN $4::boolean THEN $5 END, CASE WHEN $6::boolean THEN $7 END,
               CASE WHEN $8::boolean THEN $9::integer END)
       ON CONFLICT (platform, scope, owner_id) DO UPDATE SET
         language = CASE WHEN $4::boolean THEN $5 ELSE player_settings.language END,
         time_zone = CASE WHEN $6::boolean THEN $7 ELSE player_settings.time_zone END,
         day_thread = CASE WHEN $8::boolean THEN $9::integer ELSE player_settings.day_thread END`,
      '$10::text',
    ),
  },
} as const;

/** The settings part of the PostgreSQL store. */
export class PostgresSettings {
  /** This process's copies of settings records (tests and the benchmark read its stats). */
  readonly cache: SettingsCache;

  constructor(private readonly db: PostgresDatabase) {
    this.cache = new SettingsCache((onKey, onLost) => db.listen(SETTINGS_CHANNEL, onKey, onLost));
  }

  async pictureTheme(owner: SettingsOwner): Promise<ThemeName | undefined> {
    return (await this.settings(owner)).theme;
  }

  async setPictureTheme(owner: SettingsOwner, theme: ThemeName): Promise<void> {
    await this.write(owner, SETTINGS_SQL.putTheme, [theme]);
  }

  settings(owner: SettingsOwner): Promise<Settings> {
    return this.cache.read(owner, async () => {
      const row = await this.db.one<SettingsRow>(SETTINGS_SQL.getAll, [
        owner.platform,
        owner.scope,
        owner.id,
      ]);
      return settingsOfRow(row);
    });
  }

  async changeSettings(owner: SettingsOwner, change: SettingsChange): Promise<void> {
    await this.write(owner, SETTINGS_SQL.putOther, [
      change.language !== undefined,
      change.language ?? null,
      change.timeZone !== undefined,
      change.timeZone ?? null,
      change.dayThread !== undefined,
      change.dayThread === undefined || change.dayThread === null ? null : Number(change.dayThread),
    ]);
  }

  /** Stops listening for changes. */
  close(): Promise<void> {
    return this.cache.close();
  }

  /** Runs a change of `owner`'s record (its values after the owner's), announcing its key. */
  private async write(
    owner: SettingsOwner,
    statement: (typeof SETTINGS_SQL)['putTheme' | 'putOther'],
    values: readonly unknown[],
  ): Promise<void> {
    const key = settingsKey(owner);
    try {
      await this.db.rows(statement, [owner.platform, owner.scope, owner.id, ...values, key]);
    } finally {
      // This process drops its copy at once (the notification comes too, a little later); even
      // after a failure, as the change may have committed before its answer was lost.
      this.cache.changed(key);
    }
  }
}
