// Discord user installs. A player may add the app to their own account and use it in a DM with
// a friend, a group DM, or a server that never added the bot. There the bot is no member: the
// only way to speak is the interaction itself (its response, its follow-ups, and edits through
// its webhook, each token valid 15 minutes). This module tells those interactions apart
// (`reachOf`), names what stays a server feature there, and keeps, per board message, the
// freshest interaction webhook that can still edit it (`WebhookBoards`).

import {
  ApplicationIntegrationType,
  InteractionContextType,
  type BaseInteraction,
} from 'discord.js';
import type { Command } from '../../src/bot/types.ts';
import { DEFAULT_LOCALE, matchLocale } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/translate.ts';
import type { BoardDeps } from './board-delivery.ts';
import { toDiscordMessage, type TranslateOptions } from './messages.ts';

/**
 * How the adapter reaches a conversation: `bot` where the bot token may post and edit (a server
 * that added the bot, a DM with the bot); `interaction` where only a user install authorised the
 * command and every message must go through an interaction's response or webhook.
 */
export type Reach = 'bot' | 'interaction';

/**
 * The reach of an interaction's conversation. The bot's own DM is always the bot's; elsewhere a
 * guild install among the authorising owners means the bot is in that server. Component
 * interactions carry the owners of the command that made their message, so a board posted by a
 * user-install command keeps that reach.
 */
export function reachOf(interaction: BaseInteraction): Reach {
  if (interaction.context === InteractionContextType.BotDM) return 'bot';
  const owners = interaction.authorizingIntegrationOwners as
    BaseInteraction['authorizingIntegrationOwners'] | undefined;
  const guildInstall = owners?.[ApplicationIntegrationType.GuildInstall];
  const userInstall = owners?.[ApplicationIntegrationType.UserInstall];
  return guildInstall === undefined && userInstall !== undefined ? 'interaction' : 'bot';
}

/**
 * Commands that need the bot in the conversation or a channel's manager: the daily post (posted
 * by the bot token at its hour, with no interaction to ride on) and the channel's own settings
 * (nobody manages a group DM). Showing a setting (`timezone` alone) stays open.
 */
export function serverOnly(command: Command): boolean {
  switch (command.kind) {
    case 'schedule':
    case 'unschedule':
      return true;
    case 'timezone':
      return command.zone !== undefined;
    case 'language':
    case 'theme':
      return command.channel === true;
    default:
      return false;
  }
}

/**
 * The delivery `deps` where only interactions reach the conversation: board delivery never uses
 * the bot token (board-delivery.ts), and boards carry no "Play in Discord" (the Activity's moves
 * edit boards with the bot token).
 */
export function throughInteractions<D extends { readonly boards: BoardDeps }>(
  deps: D,
  translate: Omit<TranslateOptions, 'direct'>,
): D {
  const options = { ...translate, launch: false, direct: false };
  return {
    ...deps,
    boards: {
      ...deps.boards,
      reach: 'interaction',
      translate: (reply) => toDiscordMessage(reply, options),
    },
  };
}

/** Discord's interaction tokens last 15 minutes; the adapter stops using one a minute early. */
export const WEBHOOK_EDIT_WINDOW_MS = 14 * 60_000;

/** Edits one message through an interaction's webhook. */
export type WebhookEditor<M> = (message: M) => Promise<unknown>;

/**
 * For each board message (its ref), the latest interaction webhook able to edit it and until
 * when: the command whose response or follow-up posted it, or the last press on it. Kept in
 * memory (a token lives 15 minutes; interactions outside servers all reach the process of
 * shard 0). Expired entries are dropped as new ones come.
 */
export class WebhookBoards<M> {
  private readonly editors = new Map<string, { edit: WebhookEditor<M>; until: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** `edit` can change board `ref` for the next WEBHOOK_EDIT_WINDOW_MS. */
  remember(ref: string, edit: WebhookEditor<M>): void {
    const now = this.now();
    for (const [key, entry] of this.editors) if (entry.until <= now) this.editors.delete(key);
    this.editors.set(ref, { edit, until: now + WEBHOOK_EDIT_WINDOW_MS });
  }

  /** The editor of `ref` while its token is still good, else undefined. */
  editorOf(ref: string): WebhookEditor<M> | undefined {
    const entry = this.editors.get(ref);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.edit;
    this.editors.delete(ref);
    return undefined;
  }

  /** Forgets `ref` (its message is gone or its token was refused). */
  forget(ref: string): void {
    this.editors.delete(ref);
  }
}

/** What the asker is told when they use a server feature where only their own install reaches. */
export function serverOnlyText(locale: string | undefined): string {
  return t(matchLocale(locale) ?? DEFAULT_LOCALE, 'user-install.server-only');
}
