// Player and channel settings in SQLite (picture theme, language, time zone, day threads): one row per
// owner, a choice replacing the earlier one.

import type Database from 'better-sqlite3';
import type { ThemeName } from '../render/theme.ts';
import type { Settings, SettingsChange, SettingsOwner } from './port.ts';
import { settingsOfRow, themeOfRow, type SettingsRow } from './rows.ts';

interface OtherSettingsParams {
  platform: string;
  scope: string;
  owner: string;
  setLanguage: number;
  language: string | null;
  setZone: number;
  zone: string | null;
  setThread: number;
  thread: number | null;
}

/** The settings part of the SQLite store. */
export class SqliteSettings {
  private readonly getTheme: Database.Statement<[string, string, string], { theme: string | null }>;
  private readonly putTheme: Database.Statement<[string, string, string, string]>;
  private readonly getAll: Database.Statement<[string, string, string], SettingsRow>;
  private readonly putOther: Database.Statement<[OtherSettingsParams]>;

  constructor(db: Database.Database) {
    this.getTheme = db.prepare(
      'SELECT theme FROM player_settings WHERE platform = ? AND scope = ? AND owner_id = ?',
    );
    this.putTheme = db.prepare(
      `INSERT INTO player_settings (platform, scope, owner_id, theme) VALUES (?, ?, ?, ?)
       ON CONFLICT (platform, scope, owner_id) DO UPDATE SET theme = excluded.theme`,
    );
    this.getAll = db.prepare(
      `SELECT theme, language, time_zone, day_thread FROM player_settings
       WHERE platform = ? AND scope = ? AND owner_id = ?`,
    );
    // Each field is changed only when its flag is 1 (a change names only what it sets).
    this.putOther = db.prepare(
      `INSERT INTO player_settings (platform, scope, owner_id, language, time_zone, day_thread)
       VALUES (@platform, @scope, @owner, CASE WHEN @setLanguage = 1 THEN @language END,
               CASE WHEN @setZone = 1 THEN @zone END, CASE WHEN @setThread = 1 THEN @thread END)
       ON CONFLICT (platform, scope, owner_id) DO UPDATE SET
         language = CASE WHEN @setLanguage = 1 THEN @language ELSE language END,
         time_zone = CASE WHEN @setZone = 1 THEN @zone ELSE time_zone END,
         day_thread = CASE WHEN @setThread = 1 THEN @thread ELSE day_thread END`,
    );
  }

  settings(owner: SettingsOwner): Settings {
    return settingsOfRow(this.getAll.get(owner.platform, owner.scope, owner.id));
  }

  changeSettings(owner: SettingsOwner, change: SettingsChange): void {
    this.putOther.run({
      platform: owner.platform,
      scope: owner.scope,
      owner: owner.id,
      setLanguage: change.language === undefined ? 0 : 1,
      language: change.language ?? null,
      setZone: change.timeZone === undefined ? 0 : 1,
      zone: change.timeZone ?? null,
      setThread: change.dayThread === undefined ? 0 : 1,
      thread:
        change.dayThread === undefined || change.dayThread === null
          ? null
          : Number(change.dayThread),
    });
  }

  pictureTheme(owner: SettingsOwner): ThemeName | undefined {
    return themeOfRow(this.getTheme.get(owner.platform, owner.scope, owner.id)?.theme);
  }

  setPictureTheme(owner: SettingsOwner, theme: ThemeName): void {
    this.putTheme.run(owner.platform, owner.scope, owner.id, theme);
  }
}
