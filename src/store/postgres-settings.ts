// Player and channel settings in PostgreSQL (picture theme, language, time zone, day threads): one row per
// owner, a choice replacing the earlier one.

import type { ThemeName } from '../render/theme.ts';
import type { PostgresDatabase } from './postgres-database.ts';
import type { Settings, SettingsChange, SettingsOwner } from './port.ts';
import { settingsOfRow, themeOfRow, type SettingsRow } from './rows.ts';

const SETTINGS_SQL = {
  getTheme: {
    name: 'settings-get-theme',
    text: 'SELECT theme FROM player_settings WHERE platform = $1 AND scope = $2 AND owner_id = $3',
  },
  putTheme: {
    name: 'settings-put-theme',
    text: `INSERT INTO player_settings (platform, scope, owner_id, theme) VALUES ($1, $2, $3, $4)
           ON CONFLICT (platform, scope, owner_id) DO UPDATE SET theme = EXCLUDED.theme`,
  },
  getAll: {
    name: 'settings-get-all',
    text: `SELECT theme, language, time_zone, day_thread FROM player_settings
           WHERE platform = $1 AND scope = $2 AND owner_id = $3`,
  },
  // Each field is changed only when its flag is true (a change names only what it sets).
  putOther: {
    name: 'settings-put-other',
    text: `INSERT INTO player_settings (platform, scope, owner_id, language, time_zone, day_thread)
           VALUES ($1, $2, $3, CASE WHEN $4::boolean THEN $5 END, CASE WHEN $6::boolean THEN $7 END,
                   CASE WHEN $8::boolean THEN $9::integer END)
           ON CONFLICT (platform, scope, owner_id) DO UPDATE SET
             language = CASE WHEN $4::boolean THEN $5 ELSE player_settings.language END,
             time_zone = CASE WHEN $6::boolean THEN $7 ELSE player_settings.time_zone END,
             day_thread = CASE WHEN $8::boolean THEN $9::integer ELSE player_settings.day_thread END`,
  },
} as const;

/** The settings part of the PostgreSQL store. */
export class PostgresSettings {
  constructor(private readonly db: PostgresDatabase) {}

  async pictureTheme(owner: SettingsOwner): Promise<ThemeName | undefined> {
    const row = await this.db.one<{ theme: string | null }>(SETTINGS_SQL.getTheme, [
      owner.platform,
      owner.scope,
      owner.id,
    ]);
    return themeOfRow(row?.theme);
  }

  async setPictureTheme(owner: SettingsOwner, theme: ThemeName): Promise<void> {
    await this.db.changes(SETTINGS_SQL.putTheme, [owner.platform, owner.scope, owner.id, theme]);
  }

  async settings(owner: SettingsOwner): Promise<Settings> {
    const row = await this.db.one<SettingsRow>(SETTINGS_SQL.getAll, [
      owner.platform,
      owner.scope,
      owner.id,
    ]);
    return settingsOfRow(row);
  }

  async changeSettings(owner: SettingsOwner, change: SettingsChange): Promise<void> {
    await this.db.changes(SETTINGS_SQL.putOther, [
      owner.platform,
      owner.scope,
      owner.id,
      change.language !== undefined,
      change.language ?? null,
      change.timeZone !== undefined,
      change.timeZone ?? null,
      change.dayThread !== undefined,
      change.dayThread === undefined || change.dayThread === null ? null : Number(change.dayThread),
    ]);
  }
}
