// The scheduler's Poster for Discord: posts the daily board into a subscribed channel with
// channel.send and returns the message (a live board's ref is `channel/message`, which the core
// records so later moves edit that message in place); old boards the post replaces are retired.
// Each message of a day's post carries a nonce made from (channel, date, part) with
// enforce_nonce, so when the scheduler sends a post again whose first send went out before its
// process died, Discord returns that message instead of creating a second one (within the few
// minutes Discord keeps nonces, which the 15-second claim lease stays well inside).

import { createHash } from 'node:crypto';
import type { Client } from 'discord.js';
import type { Poster, PostMark } from '../../src/bot/ports.ts';
import type { Conversation, Reply } from '../../src/bot/types.ts';
import { boardRef } from './board-delivery.ts';
import { asChannelMessage, toDiscordMessage, type TranslateOptions } from './messages.ts';

/** A Poster that sends through `client`, translating replies with `translate`. */
export function createPoster(
  client: Client,
  translate: Omit<TranslateOptions, 'direct'> = {},
  retire: (refs: readonly string[]) => Promise<void> = async () => undefined,
): Poster {
  return {
    platform: 'discord',
    async post(conversation: Conversation, replies: readonly Reply[], mark?: PostMark) {
      if (conversation.platform !== 'discord') {
        throw new Error(`the Discord poster got a ${conversation.platform} conversation`);
      }
      // The guild may not be cached yet right after a (re)connect; the channel alone suffices.
      const channel =
        client.channels.cache.get(conversation.id) ??
        (await client.channels.fetch(conversation.id, { allowUnknownGuild: true }));
      if (!channel?.isSendable()) {
        throw new Error(`channel ${conversation.id} is not a text channel the bot can post in`);
      }
      let messageId: string | undefined;
      let board: string | undefined;
      for (const [part, reply] of replies.entries()) {
        // A post has no asker: every reply goes to the channel as it is.
        const message = toDiscordMessage(reply, { ...translate, direct: true });
        const nonce = mark && { nonce: postNonce(conversation.id, mark, part), enforceNonce: true };
        const sent = await channel.send({ ...asChannelMessage(message), ...nonce });
        messageId ??= sent.id;
        if (reply.live && !board) {
          board = boardRef(sent.channelId, sent.id);
          await retire((reply.retire ?? []).map((m) => m.ref).filter((ref) => ref !== board));
        }
      }
      if (messageId === undefined) throw new Error('the scheduler asked to post no replies');
      return { messageId, ...(board && { boardRef: board }) };
    },
  };
}

/** Discord's limit on a nonce's length. */
const MAX_NONCE_LENGTH = 25;

/** The nonce of one message of a day's post: the same on every attempt, unique per part. */
export function postNonce(channelId: string, mark: PostMark, part: number): string {
  return createHash('sha256')
    .update(`sudoku-daily\u0000${channelId}\u0000${mark.date}\u0000${part}`)
    .digest('base64url')
    .slice(0, MAX_NONCE_LENGTH);
}
