// Player and channel settings in PostgreSQL (the picture theme): one row per owner, a choice
// replacing the earlier one.

import type { ThemeName } from '../render/theme.ts';
import type { PostgresDatabase } from './postgres-database.ts';
import type { SettingsOwner } from './port.ts';
import { themeOfRow } from './rows.ts';

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
}
