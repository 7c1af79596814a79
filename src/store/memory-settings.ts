// Settings of the in-memory Store by owner (`platform|scope|id`): the picture theme, and the
// language, time zone and day's-thread choice.

import type { ThemeName } from '../render/theme.ts';
import type { Settings, SettingsChange, SettingsOwner } from './port.ts';

/** The settings part of the in-memory Store. */
export class MemorySettings {
  /** Picture themes by `platform|scope|id`. */
  private readonly themes = new Map<string, ThemeName>();
  /** Languages and time zones by `platform|scope|id`. */
  private readonly otherSettings = new Map<string, Omit<Settings, 'theme'>>();

  pictureTheme(owner: SettingsOwner): ThemeName | undefined {
    return this.themes.get(`${owner.platform}|${owner.scope}|${owner.id}`);
  }

  setPictureTheme(owner: SettingsOwner, theme: ThemeName): void {
    this.themes.set(`${owner.platform}|${owner.scope}|${owner.id}`, theme);
  }

  settings(owner: SettingsOwner): Settings {
    const id = `${owner.platform}|${owner.scope}|${owner.id}`;
    const theme = this.themes.get(id);
    return { ...this.otherSettings.get(id), ...(theme && { theme }) };
  }

  changeSettings(owner: SettingsOwner, change: SettingsChange): void {
    const id = `${owner.platform}|${owner.scope}|${owner.id}`;
    const next: { -readonly [K in keyof Omit<Settings, 'theme'>]: Settings[K] } = {
      ...this.otherSettings.get(id),
    };
    if (change.language !== undefined) {
      if (change.language === null) delete next.language;
      else next.language = change.language;
    }
    if (change.timeZone !== undefined) {
      if (change.timeZone === null) delete next.timeZone;
      else next.timeZone = change.timeZone;
    }
    if (change.dayThread !== undefined) {
      if (change.dayThread === null) delete next.dayThread;
      else next.dayThread = change.dayThread;
    }
    this.otherSettings.set(id, next);
  }
}
