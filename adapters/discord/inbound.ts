// Who asked, where, and with which file: the Conversation, User and Attachment of the core,
// read from an interaction.

import {
  ApplicationCommandOptionType,
  InteractionContextType,
  PermissionFlagsBits,
  Routes,
  type Attachment as DiscordAttachment,
  type BaseInteraction,
  type Client,
  type CommandInteractionOption,
} from 'discord.js';
import type { Attachment, Conversation, User } from '../../src/bot/types.ts';
import { readLimitedBody } from '../shared/limited-body.ts';
import type { CommandInput, OptionValue } from './options.ts';

/** Largest file /solve downloads (Discord's default upload limit). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** How long a download from the CDN may take. */
export const DOWNLOAD_TIMEOUT_MS = 15_000;
/** Workspace of direct-message conversations (they belong to no server). */
export const DIRECT_WORKSPACE = 'direct';

/** Workspace prefix of a DM between users or a group DM: each is its own community. */
export const PRIVATE_WORKSPACE_PREFIX = 'private:';

/** A DM between users or a group DM (reached through a user install), not the bot's own DM. */
function isPrivateChannel(interaction: BaseInteraction): boolean {
  return !interaction.guildId && interaction.context === InteractionContextType.PrivateChannel;
}

/**
 * The conversation an interaction happened in: a server channel, a DM between users or a group
 * DM (each a shared game of everyone in it), or the asker's DM with the bot (their own).
 */
export function conversationOf(interaction: BaseInteraction): Conversation {
  const guildId = interaction.guildId;
  const id = interaction.channelId ?? `dm:${interaction.user.id}`;
  const shared = Boolean(guildId) || isPrivateChannel(interaction);
  return {
    platform: 'discord',
    id,
    kind: shared ? 'channel' : 'direct',
    workspace: guildId ?? (shared ? `${PRIVATE_WORKSPACE_PREFIX}${id}` : DIRECT_WORKSPACE),
  };
}

/**
 * The channel a thread the interaction came from is under (Discord sends the thread's
 * `parent_id` with the interaction's channel); undefined outside threads. The core decides
 * whether it is the day's thread, whose commands play the channel's game (Inbound.threadOf).
 */
export function threadParentOf(interaction: BaseInteraction): string | undefined {
  const channel = interaction.channel;
  if (!interaction.guildId || !channel?.isThread()) return undefined;
  return channel.parentId ?? undefined;
}

/**
 * Opens (or finds: Discord answers with the same channel) the user's DM with the bot, where a
 * personal board of a channel's daily is played. Straight through REST rather than
 * `user.createDM()`, which needs the gateway's READY (its client user) and caches the channel.
 */
export function openDirectOf(interaction: BaseInteraction): Promise<Conversation> {
  return openDirect(interaction.client, interaction.user.id);
}

/** Opens (or finds) the DM of `userId` with the bot, through REST. */
export async function openDirect(client: Client, userId: string): Promise<Conversation> {
  const dm = (await client.rest.post(Routes.userChannels(), {
    body: { recipient_id: userId },
  })) as { id?: string };
  if (!dm.id) throw new Error('Discord opened no DM channel');
  return { platform: 'discord', id: dm.id, kind: 'direct', workspace: DIRECT_WORKSPACE };
}

function displayName(interaction: BaseInteraction): string {
  const member = interaction.member;
  if (member && 'displayName' in member) return member.displayName;
  if (member?.nick) return member.nick;
  return interaction.user.globalName ?? interaction.user.username;
}

/**
 * The user who acted. In a server, managing means the Manage Channels permission (which
 * Administrator implies); in a DM with the bot the only member manages it; in a DM between
 * users or a group DM nobody does.
 */
export function userOf(interaction: BaseInteraction): User {
  const canManage = interaction.guildId
    ? (interaction.memberPermissions?.has(PermissionFlagsBits.ManageChannels) ?? false)
    : !isPrivateChannel(interaction);
  return { id: interaction.user.id, name: displayName(interaction), canManage };
}

/** Downloads a file, refusing anything larger than `maxBytes` before and while reading it. */
export async function download(url: string, maxBytes = MAX_ATTACHMENT_BYTES): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  if (!response.ok || !response.body) {
    throw new Error(`the attachment could not be downloaded (HTTP ${response.status})`);
  }
  return readLimitedBody(response, maxBytes, 'the attachment');
}

/** The core's lazy attachment for a Discord attachment (nothing is downloaded until asked). */
export function attachmentOf(file: DiscordAttachment): Attachment {
  return {
    name: file.name,
    ...(file.contentType && { contentType: file.contentType }),
    size: file.size,
    fetch: () => download(file.url),
  };
}

/** Flattens a chat-input interaction's option tree into a CommandInput. */
export function commandInputOf(
  name: string,
  options: readonly CommandInteractionOption[],
): CommandInput {
  let subcommand: string | undefined;
  const values = new Map<string, OptionValue>();
  let attachment: Attachment | undefined;
  const visit = (list: readonly CommandInteractionOption[]) => {
    for (const option of list) {
      if (
        option.type === ApplicationCommandOptionType.Subcommand ||
        option.type === ApplicationCommandOptionType.SubcommandGroup
      ) {
        subcommand ??= option.name;
        visit(option.options ?? []);
      } else if (option.attachment) {
        attachment = attachmentOf(option.attachment);
      } else if (option.value !== undefined) {
        values.set(option.name, option.value);
      }
    }
  };
  visit(options);
  return { name, values, ...(subcommand && { subcommand }), ...(attachment && { attachment }) };
}
