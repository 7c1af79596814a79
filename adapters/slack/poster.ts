// The scheduler's Poster for Slack: posts the daily board into a subscribed channel with
// chat.postMessage (the image uploaded first, as for any reply) and returns the message's ts,
// which the core stores as the post's message id. The board is recorded as the game's live
// board (later moves edit it) and yesterday's board it replaces is retired. Every call is made
// with the client of the conversation's workspace (with many workspaces, that one's own token).
//
// Slack has no idempotency key for chat.postMessage, so every message of a day's post carries
// message metadata (event type `sudoku_daily_post`, payload: channel, date, game and the attempt
// that sent it). Before the scheduler sends a post again whose earlier attempt may have gone
// out, and after a takeover, findPosts reads the channel's history since the post was first
// claimed (conversations.history with include_all_metadata; the channels:history,
// groups:history, im:history and mpim:history scopes) and returns its copies, one per attempt.
// The claim's fence is checked after the pictures are uploaded, right before chat.postMessage.

import { webApi } from '@slack/bolt';
import {
  PostRefusedError,
  type FoundPost,
  type Logger,
  type Poster,
  type PostMark,
  type PostOptions,
} from '../../src/bot/ports.ts';
import type { BotCore, Conversation, Reply } from '../../src/bot/types.ts';
import type { BoardEdits } from '../shared/board-edits.ts';
import { boardRef, deliver } from './deliver.ts';
import { isDirectChannel } from './inbound.ts';
import { errorFields, slackErrorCode } from './log-fields.ts';

/** The metadata event type of a daily post. */
export const DAILY_POST_EVENT = 'sudoku_daily_post';
/** Messages read per history page (Slack recommends no more than 200). */
export const HISTORY_PAGE_SIZE = 200;
/** History pages read at most when looking for a post (a day of a busy channel). */
export const HISTORY_MAX_PAGES = 5;

/**
 * Slack errors that mean this app can't read the history here (rather than not right now): no
 * history scope, or a public channel the bot posts in without being a member (chat:write.public).
 */
const CANNOT_READ_HISTORY = new Set([
  'missing_scope',
  'not_allowed_token_type',
  'no_permission',
  'not_in_channel',
]);

/** A history message as far as findPost reads it. */
interface HistoryMessage {
  readonly ts?: string;
  readonly blocks?: readonly { readonly type?: string; readonly slack_file?: { id?: string } }[];
  readonly metadata?: {
    readonly event_type?: string;
    readonly event_payload?: Readonly<Record<string, unknown>>;
  };
}

/**
 * Slack errors that say the bot can never post here (retrying cannot help): the post is given
 * up with the reason.
 */
const REFUSED_FOR_GOOD: Record<string, string> = {
  channel_not_found: 'the channel no longer exists or the bot cannot see it',
  is_archived: 'the channel is archived',
  not_in_channel: 'the bot is not a member of the channel',
  restricted_action: 'the workspace does not let the bot post there',
  account_inactive: 'the app was removed from the workspace',
  invalid_auth: 'the workspace token is no longer valid',
  token_revoked: 'the workspace token was revoked',
  team_access_not_granted: 'the app has no access to the workspace',
  no_installation: 'the app is not installed in the workspace',
};

/** How long one chat.postMessage of a daily post may take (as the adapter's clients). */
const POST_TIMEOUT_MS = 15_000;
/** Clients kept for posting without retries, one per token (a few per workspace at most). */
const MAX_POST_CLIENTS = 1000;

/** A client like `client` that makes each request once: no retry after a lost answer. */
function onceClient(cache: Map<string, webApi.WebClient>, client: webApi.WebClient) {
  const key = `${client.slackApiUrl}\u0000${client.token ?? ''}`;
  let once = cache.get(key);
  if (!once) {
    if (cache.size >= MAX_POST_CLIENTS) cache.clear();
    once = new webApi.WebClient(client.token, {
      slackApiUrl: client.slackApiUrl,
      retryConfig: { retries: 0 },
      timeout: POST_TIMEOUT_MS,
      logLevel: webApi.LogLevel.ERROR,
    });
    cache.set(key, once);
  }
  return once;
}

/** A Poster that posts with the client of each conversation's workspace. */
export function createPoster(
  clientOf: (conversation: Conversation) => Promise<webApi.WebClient>,
  logger: Logger,
  options: {
    readonly core: Pick<BotCore, 'boardPosted' | 'boardEdited' | 'liveBoard'>;
    readonly edits: BoardEdits;
    readonly rewrite: (text: string) => string;
  },
): Poster {
  const onceClients = new Map<string, webApi.WebClient>();
  return {
    platform: 'slack',
    async post(
      conversation: Conversation,
      replies: readonly Reply[],
      postOptions: PostOptions = {},
    ) {
      if (conversation.platform !== 'slack') {
        throw new Error(`the Slack poster got a ${conversation.platform} conversation`);
      }
      if (replies.length === 0) throw new Error('the scheduler asked to post no replies');
      const { mark, fence } = postOptions;
      const client = await clientOf(conversation);
      const game = replies.find((r) => r.live)?.live?.gameId;
      // A post has no asker (so nothing is ephemeral) and no board to replace: every reply is
      // a new message in the conversation; with a day thread, the first message opens it and
      // the others (the digest) are replies under it.
      const route = {
        channel: conversation.id,
        direct: isDirectChannel(conversation.id),
        ...(fence && { fence }),
        requirePictures: true,
        ...(mark && { metadata: postMetadata(conversation.id, mark, game) }),
      };
      const deps = { client, postClient: onceClient(onceClients, client), logger, ...options };
      const context = { label: 'daily post', channel: conversation.id };
      const threaded = postOptions.thread !== undefined;
      const delivered = await deliver(
        threaded ? replies.slice(0, 1) : replies,
        route,
        deps,
        context,
      );
      const first = delivered.at(0);
      const thread = threaded && first?.ts !== undefined ? first.ts : undefined;
      if (thread !== undefined && replies.length > 1) {
        delivered.push(
          ...(await deliver(replies.slice(1), { ...route, threadTs: thread }, deps, context)),
        );
      }
      if (first?.ts === undefined) {
        const code = first?.error ?? 'unknown';
        const reason = REFUSED_FOR_GOOD[code];
        if (reason) throw new PostRefusedError(`${reason} (Slack ${code})`);
        throw new Error(`the daily post to ${conversation.id} failed: ${code}`);
      }
      const messageIds = delivered.flatMap((d) => (d.ts === undefined ? [] : [d.ts]));
      // deliver() recorded the live board itself; the scheduler records it too (same ref).
      const board = replies[0]?.live ? boardRef(conversation.id, first.ts) : undefined;
      return {
        messageId: first.ts,
        messageIds,
        ...(board && { boardRef: board }),
        ...(thread !== undefined && { thread }),
      };
    },

    async findPosts(conversation: Conversation, mark: PostMark): Promise<FoundPost[]> {
      let marked: HistoryMessage[];
      const client = await clientOf(conversation);
      try {
        marked = await findMarked(client, logger, conversation.id, mark);
      } catch (error) {
        // An app installed without the history scopes can never look: posting again beats never
        // posting. Anything else (rate limits, the network) fails this attempt, retried later.
        if (!CANNOT_READ_HISTORY.has(slackErrorCode(error) ?? '')) throw error;
        logger.error('slack cannot read the channel history to check a daily post', {
          ...errorFields(error),
          channel: conversation.id,
          hint: 'add the history scopes (channels, groups, im, mpim) and invite the bot to the channel',
        });
        return [];
      }
      return copiesOf(conversation.id, marked);
    },

    async deletePosts(conversation: Conversation, messageIds: readonly string[]) {
      const client = await clientOf(conversation);
      for (const ts of messageIds) {
        try {
          await client.chat.delete({ channel: conversation.id, ts });
        } catch (error) {
          // Already gone (someone deleted it, or an earlier sweep did): nothing to do.
          if (slackErrorCode(error) !== 'message_not_found') throw error;
        }
      }
    },
  };
}

/** The copies of a post among its marked messages: one per attempt, oldest first. */
function copiesOf(channel: string, marked: readonly HistoryMessage[]): FoundPost[] {
  const byAttempt = new Map<string, HistoryMessage[]>();
  for (const m of [...marked].sort((a, b) => Number(a.ts) - Number(b.ts))) {
    const attempt = String(m.metadata?.event_payload?.['attempt'] ?? '');
    byAttempt.set(attempt, [...(byAttempt.get(attempt) ?? []), m]);
  }
  return [...byAttempt.entries()].map(([attempt, messages]) => {
    // A post of several messages starts with its board.
    const first = messages[0]!;
    const payload = first.metadata?.event_payload ?? {};
    const picture = first.blocks?.find((b) => b.type === 'image')?.slack_file?.id;
    const gameId = typeof payload['game'] === 'string' ? payload['game'] : undefined;
    return {
      messageId: first.ts!,
      messageIds: messages.map((m) => m.ts!),
      // Replies under a post are its thread (history lists only the post, not its replies).
      thread: first.ts!,
      ...(attempt !== '' && { attempt: Number(attempt) }),
      ...(gameId && { gameId, boardRef: boardRef(channel, first.ts!) }),
      ...(gameId && picture && { boardPicture: picture }),
    };
  });
}

/** The metadata every message of a day's post carries. */
export function postMetadata(channel: string, mark: PostMark, game: string | undefined) {
  return {
    event_type: DAILY_POST_EVENT,
    event_payload: {
      channel,
      date: mark.date,
      attempt: String(mark.attempt),
      ...(game && { game }),
    },
  };
}

/** The messages of the channel since `mark.since` that carry the post's metadata. */
async function findMarked(
  client: webApi.WebClient,
  logger: Logger,
  channel: string,
  mark: PostMark,
): Promise<HistoryMessage[]> {
  let cursor: string | undefined;
  const found: HistoryMessage[] = [];
  for (let page = 0; page < HISTORY_MAX_PAGES; page++) {
    const result = await client.conversations.history({
      channel,
      oldest: (mark.since / 1000).toFixed(6),
      limit: HISTORY_PAGE_SIZE,
      include_all_metadata: true,
      ...(cursor && { cursor }),
    });
    for (const m of (result.messages ?? []) as HistoryMessage[]) {
      const meta = m.metadata;
      if (m.ts === undefined || meta?.event_type !== DAILY_POST_EVENT) continue;
      if (meta.event_payload?.['channel'] !== channel) continue;
      if (meta.event_payload['date'] !== mark.date) continue;
      found.push(m);
    }
    cursor = result.response_metadata?.next_cursor || undefined;
    if (!result.has_more || !cursor) return found;
  }
  logger.warn('slack daily post history read only in part', {
    channel,
    date: mark.date,
    pages: HISTORY_MAX_PAGES,
  });
  return found;
}
