// Player and channel settings in SQLite (the picture theme): one row per owner, a choice
// replacing the earlier one.

import type Database from 'better-sqlite3';
import type { ThemeName } from '../render/theme.ts';
import type { SettingsOwner } from './port.ts';
import { themeOfRow } from './rows.ts';

/** The settings part of the SQLite store. */
export class SqliteSettings {
  private readonly getTheme: Database.Statement<[string, string, string], { theme: string | null }>;
  private readonly putTheme: Database.Statement<[string, string, string, string]>;

  constructor(db: Database.Database) {
    this.getTheme = db.prepare(
      'SELECT theme FROM player_settings WHERE platform = ? AND scope = ? AND owner_id = ?',
    );
    this.putTheme = db.prepare(
      `INSERT INTO player_settings (platform, scope, owner_id, theme) VALUES (?, ?, ?, ?)
       ON CONFLICT (platform, scope, owner_id) DO UPDATE SET theme = excluded.theme`,
    );
  }

  pictureTheme(owner: SettingsOwner): ThemeName | undefined {
    return themeOfRow(this.getTheme.get(owner.platform, owner.scope, owner.id)?.theme);
  }

  setPictureTheme(owner: SettingsOwner, theme: ThemeName): void {
    this.putTheme.run(owner.platform, owner.scope, owner.id, theme);
  }
}
