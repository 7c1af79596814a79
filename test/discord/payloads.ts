// Gateway INTERACTION_CREATE payloads for tests, cloned from the fixtures in ./fixtures (shaped
// after Discord's documented payloads) with fresh ids and tokens and the options a test needs.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApplicationCommandOptionType, SnowflakeUtil } from 'discord.js';

const dir = join(import.meta.dirname, 'fixtures');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const load = (name: string): Json => JSON.parse(readFileSync(join(dir, name), 'utf8'));

const fixtures = {
  guild: load('chat-input-guild.json'),
  dm: load('chat-input-dm.json'),
  autocomplete: load('autocomplete.json'),
  button: load('button.json'),
  solveData: load('solve-attachment-data.json'),
  channel: load('guild-text-channel.json'),
};

/** Permission bits of a member without Manage Channels, and with it (bit 4). */
export const MEMBER_PERMISSIONS = '311455763521';
export const MANAGER_PERMISSIONS = String(BigInt(MEMBER_PERMISSIONS) | (1n << 4n));
export const GUILD_ID: string = fixtures.guild.guild_id;
export const CHANNEL_ID: string = fixtures.guild.channel_id;
export const DM_CHANNEL_ID: string = fixtures.dm.channel_id;
export const APPLICATION_ID: string = fixtures.guild.application_id;

export interface RawOption {
  readonly name: string;
  readonly type: number;
  readonly value?: string | number | boolean;
  readonly options?: readonly RawOption[];
  readonly focused?: boolean;
}

export const str = (name: string, value: string): RawOption => ({
  name,
  type: ApplicationCommandOptionType.String,
  value,
});
export const int = (name: string, value: number): RawOption => ({
  name,
  type: ApplicationCommandOptionType.Integer,
  value,
});
export const bool = (name: string, value: boolean): RawOption => ({
  name,
  type: ApplicationCommandOptionType.Boolean,
  value,
});

/** The option list of `/sudoku <subcommand> ...`. */
export function sub(name: string, ...options: RawOption[]): RawOption[] {
  return [
    {
      name,
      type: ApplicationCommandOptionType.Subcommand,
      ...(options.length > 0 && { options }),
    },
  ];
}

export interface Where {
  /** A direct message instead of the guild channel. */
  readonly dm?: boolean;
  /** Member permissions bitfield (guild only). */
  readonly permissions?: string;
}

function fresh(template: Json): Json {
  const payload = structuredClone(template);
  const id = SnowflakeUtil.generate().toString();
  payload.id = id;
  payload.token = `aW50ZXJhY3Rpb246${id}${Math.random().toString(36).slice(2, 12)}`;
  return payload;
}

function placed(payload: Json, where: Where): Json {
  if (!where.dm && where.permissions) {
    payload.member.permissions = where.permissions;
    payload.channel.permissions = where.permissions;
  }
  return payload;
}

/** A chat-input command: `/name` with raw options, in the guild channel or a DM. */
export function slash(name: string, options: readonly RawOption[] = [], where: Where = {}): Json {
  const payload = fresh(where.dm ? fixtures.dm : fixtures.guild);
  payload.data = {
    id: payload.data.id,
    name,
    type: 1,
    ...(options.length > 0 && { options }),
  };
  return placed(payload, where);
}

/** `/solve image:<file>` with the attachment served from `url`. */
export function solveWithImage(url: string, size: number, share?: boolean): Json {
  const payload = fresh(fixtures.guild);
  const data = structuredClone(fixtures.solveData);
  const [attachmentId] = Object.keys(data.resolved.attachments);
  data.resolved.attachments[attachmentId!].url = url;
  data.resolved.attachments[attachmentId!].proxy_url = url;
  data.resolved.attachments[attachmentId!].size = size;
  if (share !== undefined) data.options.push(bool('share', share));
  payload.data = data;
  return payload;
}

/** An autocomplete request while typing `typed` into `/sudoku <subcommand>`'s option. */
export function autocomplete(
  subcommand: string,
  option: string,
  typed: string,
  where: Where = {},
): Json {
  const payload = fresh(fixtures.autocomplete);
  payload.data.options = [
    {
      name: subcommand,
      type: ApplicationCommandOptionType.Subcommand,
      options: [{ name: option, type: 3, value: typed, focused: true }],
    },
  ];
  if (where.dm) toDirect(payload);
  return payload;
}

/**
 * A press on a button of a message: the fixture's board message, or `message` (a message
 * payload from the fake API's own view of the channel). Optionally the message is ephemeral.
 */
export function buttonPress(
  customId: string,
  opts: { ephemeralMessage?: boolean; message?: Json; dm?: boolean } = {},
): Json {
  const payload = fresh(fixtures.button);
  payload.data.custom_id = customId;
  if (opts.message) {
    payload.message = opts.message;
    payload.channel_id = opts.message.channel_id;
  }
  if (opts.ephemeralMessage) payload.message.flags = 64;
  if (opts.dm) toDirect(payload);
  return payload;
}

/** A choice in a string select of a message (see buttonPress). */
export function selectChoice(customId: string, value: string, message: Json): Json {
  const payload = buttonPress(customId, { message });
  payload.data = { component_type: 3, custom_id: customId, values: [value] };
  return payload;
}

/** A modal submit with one text field, from a component on `message`. */
export function modalSubmit(customId: string, field: string, value: string, message: Json): Json {
  const payload = buttonPress(customId, { message });
  payload.type = 5;
  payload.data = {
    custom_id: customId,
    components: [{ type: 1, components: [{ type: 4, custom_id: field, value }] }],
  };
  return payload;
}

/** "Solve this Sudoku" (a message command) on `target`, a message payload. */
export function messageCommand(name: string, target: Json): Json {
  const payload = fresh(fixtures.guild);
  payload.data = {
    id: payload.data.id,
    name,
    type: 3,
    target_id: target.id,
    resolved: { messages: { [target.id]: target } },
  };
  return payload;
}

/** Moves a guild payload into the DM fixture's conversation. */
function toDirect(payload: Json): void {
  delete payload.guild;
  delete payload.guild_id;
  delete payload.guild_locale;
  delete payload.member;
  payload.user = fixtures.dm.user;
  payload.channel = fixtures.dm.channel;
  payload.channel_id = fixtures.dm.channel_id;
  payload.context = 1;
  if (payload.message) payload.message.channel_id = fixtures.dm.channel_id;
}

/** The channel object GET /channels/:id returns for the daily channel. */
export function dailyChannel(): Json {
  return structuredClone(fixtures.channel);
}

/** A Discord user as payloads carry it. */
export interface PayloadUser {
  readonly id: string;
  readonly username: string;
  readonly global_name: string;
}

/** The same interaction made by `user` (the member in a server, the user in a DM). */
export function asUser(payload: Json, user: PayloadUser): Json {
  const full = { avatar: null, discriminator: '0', public_flags: 0, ...user };
  if (payload.member) {
    payload.member.user = full;
    payload.member.nick = null;
  } else payload.user = full;
  return payload;
}

/** Moves a payload into `user`'s DM channel `channelId` (one the bot opened with them). */
export function inDirect(payload: Json, channelId: string, user: PayloadUser): Json {
  toDirect(payload);
  payload.channel_id = channelId;
  payload.channel = { ...payload.channel, id: channelId, recipients: [user] };
  if (payload.message) payload.message.channel_id = channelId;
  return asUser(payload, user);
}

/**
 * Moves a payload into the group DM `channelId` of `members`, where the bot is no member and
 * `installer` added the app to their own account (a user install): context 2 (private channel),
 * and only the user install among the authorising owners. Made by `user` (default: the installer;
 * a press by another member still carries the install of the command that made its message).
 */
export function inGroupDm(
  payload: Json,
  channelId: string,
  members: readonly PayloadUser[],
  user: PayloadUser,
  installer: PayloadUser = user,
): Json {
  toDirect(payload);
  payload.context = 2;
  payload.authorizing_integration_owners = { '1': installer.id };
  payload.channel_id = channelId;
  payload.channel = {
    id: channelId,
    type: 3,
    flags: 0,
    name: null,
    icon: null,
    owner_id: members[0]!.id,
    last_message_id: null,
    recipients: members
      .filter((m) => m.id !== user.id)
      .map((m) => ({ avatar: null, discriminator: '0', public_flags: 0, ...m })),
  };
  if (payload.message) payload.message.channel_id = channelId;
  return asUser(payload, user);
}

/** A user option (`player:@someone`), as Discord sends it: the id, the user under `resolved`. */
export function userOption(name: string, user: PayloadUser): RawOption {
  return { name, type: ApplicationCommandOptionType.User, value: user.id };
}

/** Adds the users a command's user options name to its `resolved` data. */
export function resolving(payload: Json, ...users: PayloadUser[]): Json {
  const resolved = (payload.data.resolved ??= {});
  resolved.users = Object.fromEntries(
    users.map((u) => [u.id, { avatar: null, discriminator: '0', public_flags: 0, ...u }]),
  );
  return payload;
}

/** The fields of a person's message the gateway delivers (MESSAGE_CREATE). */
export interface GatewayMessageFields {
  readonly id: string;
  readonly author: object;
  readonly content: string;
  readonly [field: string]: unknown;
}

/**
 * A person's plain message as the gateway delivers it: `fields` (id, author, content, channel...)
 * over no mentions, attachments or embeds, sent now.
 */
export function gatewayMessage(fields: GatewayMessageFields): Json {
  return {
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: [],
    embeds: [],
    pinned: false,
    type: 0,
    ...fields,
  };
}
