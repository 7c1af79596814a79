// The scheduler's Poster for Discord: posts the daily board into a subscribed channel with
// channel.send and returns the message (a live board's ref is `channel/message`, which the core
// records so later moves edit that message in place); old boards the post replaces are retired.
//
// Exactly once (the protocol is in src/bot/daily-post.ts): the board message carries a mark of
// (date, attempt) in one component's custom_id, which Discord returns when the channel is read,
// so findPosts recognises a copy whatever the time since it was sent; each message also carries
// a nonce of (channel, date, attempt, part) with enforce_nonce, so a request the REST client
// repeats within Discord's nonce window (a few minutes) returns the first message. The nonce
// names the attempt: a send of another attempt must make its own message (or a sender that
// lost its claim would delete, as its own copy, the message Discord handed back to it). The claim's fence is checked right before
// the board is sent; a platform refusal for good (no channel, no access) is a PostRefusedError.

import { createHash } from 'node:crypto';
import { DiscordAPIError, Routes, SnowflakeUtil, type APIMessage, type Client } from 'discord.js';
import {
  PostRefusedError,
  type FoundPost,
  type Poster,
  type PostMark,
  type PostOptions,
} from '../../src/bot/ports.ts';
import type { Conversation, DayThreadLoss, Reply } from '../../src/bot/types.ts';
import { openDayThread, postInThread, threadLoss, type SentMessage } from './day-thread.ts';
import { messageBody } from './board-delivery.ts';
import { boardRef } from './board-delivery.ts';
import { parseButtonId, postMarkOf, withPostMark } from './custom-id.ts';
import {
  asChannelMessage,
  toDiscordMessage,
  type DiscordMessage,
  type TranslateOptions,
} from './messages.ts';
import type { MessageRow } from './move-panel.ts';

/** Messages read per page when looking for a post (Discord's largest page). */
export const HISTORY_PAGE_SIZE = 100;
/** Pages read at most (a day of a busy channel since the post's first claim). */
export const HISTORY_MAX_PAGES = 5;

/**
 * Discord errors that say the bot can never post here (retrying cannot help): the post is
 * given up with the reason.
 */
const REFUSED_FOR_GOOD: Record<number, string> = {
  10003: 'the channel no longer exists',
  10004: 'the server no longer exists or removed the bot',
  50001: 'the bot has no access to the channel',
  50007: 'the user does not accept messages from the bot',
  50013: 'the bot lacks the permission to post in the channel',
};

/** A Poster that sends through `client`, translating replies with `translate`. */
export function createPoster(
  client: Client,
  translate: Omit<TranslateOptions, 'direct'> = {},
  retire: (refs: readonly string[]) => Promise<void> = async () => undefined,
  botUserId?: string,
): Poster {
  const self = () => client.user?.id ?? botUserId ?? client.application?.id;
  return {
    platform: 'discord',
    async post(
      conversation: Conversation,
      replies: readonly Reply[],
      postOptions: PostOptions = {},
    ) {
      if (conversation.platform !== 'discord') {
        throw new Error(`the Discord poster got a ${conversation.platform} conversation`);
      }
      const { mark, fence } = postOptions;
      const channel = await refusedForGood(() => sendableChannel(client, conversation.id));
      const messageIds: string[] = [];
      let board: string | undefined;
      // The day's thread, opened on the first message; the post's other messages go into it.
      let day: { thread: string } | { threadLost: DayThreadLoss } | undefined;
      for (const [part, reply] of replies.entries()) {
        // A post has no asker: every reply goes to the channel as it is.
        const message = toDiscordMessage(reply, { ...translate, direct: true });
        const components =
          mark && reply.live ? markComponents(message.components, mark) : message.components;
        const nonce = mark && { nonce: postNonce(conversation.id, mark, part), enforceNonce: true };
        // The fence is checked right before the first message: a sender taken over stops here.
        if (part === 0) await fence?.();
        const options = { ...asChannelMessage({ ...message, components }), ...nonce };
        const inThread = day && 'thread' in day ? day.thread : undefined;
        const sent =
          (inThread !== undefined &&
            (await sendInThread(client, inThread, { ...message, components }, nonce).catch(
              (error: unknown) => {
                const loss = threadLoss(error);
                if (!loss) throw error;
                day = { threadLost: loss };
                return undefined;
              },
            ))) ||
          (await refusedForGood(async () => channel.send(options)));
        messageIds.push(sent.id);
        if (part === 0 && postOptions.thread) {
          day = await openDayThread(client, sent.channelId, sent.id, postOptions.thread.name);
        }
        if (reply.live && !board) {
          board = boardRef(sent.channelId, sent.id);
          await retire((reply.retire ?? []).map((m) => m.ref).filter((ref) => ref !== board));
        }
      }
      const [messageId] = messageIds;
      if (messageIds.length === 0 || !messageId) {
        throw new Error('the scheduler asked to post no replies');
      }
      return { messageId, messageIds, ...(board && { boardRef: board }), ...day };
    },

    async findPosts(conversation: Conversation, mark: PostMark): Promise<FoundPost[]> {
      const author = self();
      const found: FoundPost[] = [];
      let after = SnowflakeUtil.generate({ timestamp: Math.max(0, mark.since) }).toString();
      for (let page = 0; page < HISTORY_MAX_PAGES; page++) {
        const messages = (await refusedForGood(() =>
          client.rest.get(Routes.channelMessages(conversation.id), {
            query: new URLSearchParams({ after, limit: String(HISTORY_PAGE_SIZE) }),
          }),
        )) as APIMessage[];
        for (const m of messages) {
          if (author !== undefined && m.author.id !== author) continue;
          const copy = copyOf(m, mark);
          if (copy) found.push(copy);
        }
        if (messages.length < HISTORY_PAGE_SIZE) break;
        after = messages
          .map((m) => BigInt(m.id))
          .reduce((a, b) => (a > b ? a : b))
          .toString();
      }
      return found.sort((a, b) => compareIds(a.messageId, b.messageId));
    },

    async deletePosts(conversation: Conversation, messageIds: readonly string[]) {
      for (const id of messageIds) {
        try {
          await client.rest.delete(Routes.channelMessage(conversation.id, id));
        } catch (error) {
          // Already gone (someone deleted it, or an earlier sweep did): nothing to do.
          if (!(error instanceof DiscordAPIError && error.code === 10008)) throw error;
        }
      }
      // A copy's day thread (its id is the copy's first message's) goes with it, where the bot
      // may delete threads; otherwise it stays, empty but for the copy's digest.
      const [first] = messageIds;
      if (first) await client.rest.delete(Routes.channel(first)).catch(() => undefined);
    },
  };
}

/** One message of a post into its day's thread through REST, with the post's nonce. */
async function sendInThread(
  client: Client,
  thread: string,
  message: DiscordMessage,
  nonce: { nonce: string; enforceNonce: boolean } | undefined,
): Promise<{ id: string; channelId: string }> {
  const { body, files } = messageBody(message);
  const marked = nonce ? { ...body, nonce: nonce.nonce, enforce_nonce: true } : body;
  const sent: SentMessage = await postInThread(client, thread, { body: marked, files });
  return { id: sent.id, channelId: sent.channel_id };
}

/** The channel to post in, or a refusal for good when it is not a text channel. */
async function sendableChannel(client: Client, id: string) {
  // The guild may not be cached yet right after a (re)connect; the channel alone suffices.
  const channel =
    client.channels.cache.get(id) ?? (await client.channels.fetch(id, { allowUnknownGuild: true }));
  if (!channel?.isSendable()) {
    throw new PostRefusedError(`channel ${id} is not a text channel the bot can post in`);
  }
  return channel;
}

/** Runs a platform call, turning Discord's refusals for good into a PostRefusedError. */
async function refusedForGood<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DiscordAPIError && typeof error.code === 'number') {
      const reason = REFUSED_FOR_GOOD[error.code];
      if (reason) throw new PostRefusedError(`${reason} (Discord ${error.code})`);
    }
    throw error;
  }
}

/** The rows with the post's mark on the first custom_id it fits on. */
function markComponents(rows: readonly MessageRow[], mark: PostMark): MessageRow[] {
  let marked = false;
  return rows.map((row) => ({
    ...row,
    components: row.components.map((c) => {
      if (marked || !('custom_id' in c)) return c;
      const id = withPostMark(c.custom_id, mark.date, mark.attempt);
      if (id === undefined) return c;
      marked = true;
      return { ...c, custom_id: id };
    }),
  }));
}

/** The post `m` is a copy of, if it is one: it carries the mark, or shows the post's game. */
function copyOf(m: APIMessage, mark: PostMark): FoundPost | undefined {
  let attempt: number | undefined;
  let gameId: string | undefined;
  let ofGame = false;
  for (const row of m.components ?? []) {
    if (!('components' in row)) continue;
    for (const c of row.components) {
      if (!('custom_id' in c)) continue;
      const postMark = postMarkOf(c.custom_id);
      if (postMark?.date === mark.date) attempt = postMark.attempt;
      const id = parseButtonId(c.custom_id);
      gameId ??= id?.gameId;
      if (mark.gameId !== undefined && id?.gameId === mark.gameId) ofGame = true;
    }
  }
  // A board of the post's game since its first claim is the post, even when a move's edit has
  // dropped its mark (an earlier attempt sent it, then its process died before recording it).
  if (attempt === undefined && !ofGame) return undefined;
  return {
    messageId: m.id,
    messageIds: [m.id],
    boardRef: boardRef(m.channel_id, m.id),
    ...(m.thread && { thread: m.thread.id }),
    ...(gameId !== undefined && { gameId }),
    ...(attempt !== undefined && { attempt }),
  };
}

function compareIds(a: string, b: string): number {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Discord's limit on a nonce's length. */
const MAX_NONCE_LENGTH = 25;

/** The nonce of one message of a day's post: unique per attempt and part. */
export function postNonce(channelId: string, mark: PostMark, part: number): string {
  return createHash('sha256')
    .update(`sudoku-daily\u0000${channelId}\u0000${mark.date}\u0000${mark.attempt}\u0000${part}`)
    .digest('base64url')
    .slice(0, MAX_NONCE_LENGTH);
}
