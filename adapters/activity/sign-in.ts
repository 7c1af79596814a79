// An Activity sign-in, the way Discord Activities do it: the page's OAuth code (from the SDK's
// `authorize`) is claimed once, exchanged for a token with the client secret, the player read
// from `/users/@me`, and the instance checked with the bot token (it exists, the player is in
// it, and where it runs decides the game: a server channel's shared board, or in a DM or group
// DM the player's own board of the day in their DM with the bot). The result is a session of
// our own bound to that user and that instance.

import { createHash } from 'node:crypto';
import type { BotCore, Conversation, Reply, User } from '../../src/bot/types.ts';
import { HttpError } from '../web/http-util.ts';
import { matchLocale } from '../../src/i18n/locales.ts';
import { msg } from '../../src/i18n/text.ts';
import type { DiscordActivityApi, DiscordUser } from './discord-api.ts';
import type { ActivitySessions } from './sessions.ts';

/** How long a used OAuth code is remembered as used (Discord's codes live minutes). */
export const CODE_CLAIM_MS = 15 * 60_000;
/** Workspace of conversations outside any server (as the Discord adapter names it). */
const DIRECT_WORKSPACE = 'direct';

const CODE = /^[A-Za-z0-9_-]{1,200}$/;
const INSTANCE = /^[A-Za-z0-9_.:-]{1,200}$/;

/** Claims a one-time key (the store's `claimOnce`, shared by every process). */
export type ClaimOnce = (key: string, expiresAt: number, now: number) => Promise<boolean>;

export interface SignInDeps {
  readonly core: BotCore;
  readonly api: DiscordActivityApi;
  readonly sessions: ActivitySessions;
  readonly claimOnce: ClaimOnce;
  readonly openDirect: (userId: string) => Promise<Conversation>;
  readonly deliver: (conversation: Conversation, replies: readonly Reply[]) => Promise<void>;
  readonly now: () => number;
}

/** What the page gets back. */
export interface SignedIn {
  readonly session: string;
  /** For the SDK's `authenticate`. */
  readonly accessToken: string;
  readonly user: { readonly id: string; readonly name: string };
  /** Where the game is: the channel's shared board, or the player's own. */
  readonly seat: 'channel' | 'direct';
}

/** The avatar of a Discord user through the Activity's `/avatars` URL mapping. */
export function avatarPath(user: DiscordUser): string | undefined {
  return user.avatar ? `/.proxy/avatars/${user.id}/${user.avatar}.png?size=64` : undefined;
}

/** A refusal said in the Discord language of the player it answers, once they are known. */
function inLocale(error: HttpError, user: DiscordUser): HttpError {
  const locale = matchLocale(user.locale);
  if (locale) error.locale = locale;
  return error;
}

/** Reads `{ code, instanceId }` and signs the player in. */
export async function signIn(deps: SignInDeps, body: unknown): Promise<SignedIn> {
  const { code, instanceId } = (body ?? {}) as { code?: unknown; instanceId?: unknown };
  if (typeof code !== 'string' || !CODE.test(code)) {
    throw new HttpError(400, 'bad-code', msg('activity.send-code'));
  }
  if (typeof instanceId !== 'string' || !INSTANCE.test(instanceId)) {
    throw new HttpError(400, 'bad-instance', msg('activity.send-instance'));
  }
  const now = deps.now();
  const key = `activity-code:${createHash('sha256').update(code).digest('base64url')}`;
  if (!(await deps.claimOnce(key, now + CODE_CLAIM_MS, now))) {
    throw new HttpError(409, 'code-used', msg('activity.code-used'));
  }
  const accessToken = await deps.api.exchangeCode(code);
  const me = await deps.api.currentUser(accessToken);
  const instance = await deps.api.instance(instanceId);
  if (!instance) {
    throw inLocale(new HttpError(403, 'no-instance', msg('activity.not-running')), me);
  }
  if (!instance.users.includes(me.id)) {
    throw inLocale(new HttpError(403, 'not-in-instance', msg('activity.not-listed')), me);
  }
  const user: User = { id: me.id, name: me.global_name || me.username, canManage: false };
  const home = await homeOf(deps, instance.location, user);
  const avatar = avatarPath(me);
  const locale = matchLocale(me.locale);
  const session = deps.sessions.create({
    user,
    instanceId,
    home,
    ...(avatar && { avatar }),
    ...(locale && { locale }),
  });
  return {
    session,
    accessToken,
    user: { id: user.id, name: user.name },
    seat: home.kind === 'channel' ? 'channel' : 'direct',
  };
}

/**
 * The game an instance plays: a server channel's current game, or (in a DM or group DM, where
 * the bot posts nothing) the player's own board in their DM with the bot, started with today's
 * daily when that DM has no game in play.
 */
async function homeOf(
  deps: SignInDeps,
  location: { kind: 'gc' | 'pc'; channel_id: string; guild_id?: string | null },
  user: User,
): Promise<Conversation> {
  if (location.kind === 'gc' && location.guild_id) {
    return {
      platform: 'discord',
      id: location.channel_id,
      kind: 'channel',
      workspace: location.guild_id,
    };
  }
  const direct = await deps.openDirect(user.id);
  const state = await deps.core.boardState?.(direct);
  if (!state || state.status !== 'playing') {
    const replies = await deps.core.handle({
      conversation: direct,
      user,
      command: { kind: 'today' },
    });
    await deps.deliver(direct, replies);
  }
  return { ...direct, workspace: DIRECT_WORKSPACE };
}
