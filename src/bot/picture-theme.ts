// Which theme a board picture is drawn in. A picture only one player sees (their direct-message
// games and own boards, private hint pictures, replies only the asker sees) takes that player's
// theme (`theme dark`); a board everyone in a channel sees takes the channel's (`theme channel
// dark`, set by people who manage it). When nobody chose: the asker's device colour scheme where
// the platform says it (the web page), else light. A live board remembers the theme
// it was drawn in (LiveBoard.theme), so a redraw of it (BotCore.liveBoard) does not flip it.

import type { Game } from '../game/game.ts';
import type { ThemeName } from '../render/theme.ts';
import type { Settings, SettingsOwner, Store } from '../store/port.ts';
import type { Conversation, Reply } from './types.ts';

/** The theme of a picture nobody chose a theme for. */
export const DEFAULT_THEME: ThemeName = 'light';

/** Who is looking at replies: their conversation, and the player who asked (if anyone did). */
export interface PictureViewer {
  readonly conversation: Conversation;
  /** The asker; absent for posts nobody asked for (the scheduler's daily post in a channel). */
  readonly userId?: string;
  /** The asker's device colour scheme: the theme when nobody chose one (light otherwise). */
  readonly scheme?: ThemeName;
}

/** A player's own settings. */
export function playerOwner(platform: string, userId: string): SettingsOwner {
  return { platform, scope: 'player', id: userId };
}

/** A channel's settings (the board everyone in it sees). */
export function channelOwner(platform: string, conversationId: string): SettingsOwner {
  return { platform, scope: 'channel', id: conversationId };
}

/** Whose theme a reply's picture takes; undefined when nobody's (the default applies). */
export function themeOwner(reply: Reply, viewer: PictureViewer): SettingsOwner | undefined {
  const where = reply.conversation ?? viewer.conversation;
  // Posted in another conversation, a reply is for everyone there (see Reply.conversation).
  const everyone = reply.conversation !== undefined || reply.visibility === 'everyone';
  if (where.kind === 'channel' && everyone) return channelOwner(where.platform, where.id);
  return viewer.userId === undefined ? undefined : playerOwner(where.platform, viewer.userId);
}

/** The theme of a game's board when no reply says whose it is (a redraw of a live board). */
export function gameThemeOwner(game: Game): SettingsOwner | undefined {
  const { platform, conversationId, shared } = game.place;
  if (shared) return channelOwner(platform, conversationId);
  // A personal game is its player's: the first one to act on it.
  const player = game.contributors.at(0);
  return player && playerOwner(platform, player.userId);
}

/**
 * Reads each owner's settings record once for a command (its language, its theme, its zone):
 * one store read per owner however many replies and pictures ask.
 */
export class SettingsLookup {
  private readonly found = new Map<string, Promise<Settings>>();

  constructor(private readonly store: Store) {}

  /** What `owner` chose. */
  of(owner: SettingsOwner): Promise<Settings> {
    const key = `${owner.platform}|${owner.scope}|${owner.id}`;
    let settings = this.found.get(key);
    if (!settings) {
      settings = this.store.settings(owner);
      this.found.set(key, settings);
    }
    return settings;
  }

  /** Forgets an owner's record after the command changed it. */
  forget(owner: SettingsOwner): void {
    this.found.delete(`${owner.platform}|${owner.scope}|${owner.id}`);
  }
}

/** Looks up themes once per owner for a batch of replies. */
export class ThemeLookup {
  private readonly settings: SettingsLookup;

  constructor(store: Store, settings?: SettingsLookup) {
    this.settings = settings ?? new SettingsLookup(store);
  }

  /** The theme `owner` chose; undefined when they chose none. */
  async chosen(owner: SettingsOwner | undefined): Promise<ThemeName | undefined> {
    if (!owner) return undefined;
    return (await this.settings.of(owner)).theme;
  }

  /** The theme `owner` chose, or the default. */
  async of(owner: SettingsOwner | undefined): Promise<ThemeName> {
    return (await this.chosen(owner)) ?? DEFAULT_THEME;
  }
}
