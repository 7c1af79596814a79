// The scheduler's Poster for Slack: posts the daily board into a subscribed channel with
// chat.postMessage (the image uploaded first, as for any reply) and returns the message's ts,
// which the core stores as the post's message id. The board is recorded as the game's live
// board (later moves edit it) and yesterday's board it replaces is retired. Every call is made
// with the client of the conversation's workspace (with many workspaces, that one's own token).
//
// Slack has no idempotency key for chat.postMessage, so a day's post carries message metadata
// (event type `sudoku_daily_post`, payload: channel, date and game). Before the scheduler sends
// a post again whose earlier attempt may have gone out, findPost reads the channel's history
// since that day began (conversations.history with include_all_metadata; the channels:history,
// groups:history, im:history and mpim:history scopes) and returns the post when it is there.

import type { webApi } from '@slack/bolt';
import type { FoundPost, Logger, Poster, PostMark } from '../../src/bot/ports.ts';
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
  return {
    platform: 'slack',
    async post(conversation: Conversation, replies: readonly Reply[], mark?: PostMark) {
      if (conversation.platform !== 'slack') {
        throw new Error(`the Slack poster got a ${conversation.platform} conversation`);
      }
      if (replies.length === 0) throw new Error('the scheduler asked to post no replies');
      const client = await clientOf(conversation);
      const game = replies.find((r) => r.live)?.live?.gameId;
      // A post has no asker (so nothing is ephemeral) and no board to replace: every reply is
      // a new message in the conversation.
      const delivered = await deliver(
        replies,
        {
          channel: conversation.id,
          direct: isDirectChannel(conversation.id),
          ...(mark && { metadata: postMetadata(conversation.id, mark, game) }),
        },
        { client, logger, ...options },
        { label: 'daily post', channel: conversation.id },
      );
      const first = delivered.at(0);
      if (first?.ts === undefined) {
        throw new Error(
          `the daily post to ${conversation.id} failed: ${first?.error ?? 'unknown'}`,
        );
      }
      // deliver() recorded the live board itself; the scheduler records it too (same ref).
      const board = replies[0]?.live ? boardRef(conversation.id, first.ts) : undefined;
      return { messageId: first.ts, ...(board && { boardRef: board }) };
    },

    async findPost(conversation: Conversation, mark: PostMark): Promise<FoundPost | undefined> {
      let found: HistoryMessage | undefined;
      const client = await clientOf(conversation);
      try {
        found = await findMarked(client, logger, conversation.id, mark);
      } catch (error) {
        // An app installed without the history scopes can never look: posting again beats never
        // posting. Anything else (rate limits, the network) fails this attempt, retried later.
        if (!CANNOT_READ_HISTORY.has(slackErrorCode(error) ?? '')) throw error;
        logger.error('slack cannot read the channel history to check a daily post', {
          ...errorFields(error),
          channel: conversation.id,
          hint: 'add the history scopes (channels, groups, im, mpim) and invite the bot to the channel',
        });
        return undefined;
      }
      if (!found?.ts) return undefined;
      const payload = found.metadata?.event_payload ?? {};
      const picture = found.blocks?.find((b) => b.type === 'image')?.slack_file?.id;
      const gameId = typeof payload['game'] === 'string' ? payload['game'] : undefined;
      return {
        messageId: found.ts,
        ...(gameId && { gameId, boardRef: boardRef(conversation.id, found.ts) }),
        ...(gameId && picture && { boardPicture: picture }),
      };
    },
  };
}

/** The metadata a day's post carries. */
export function postMetadata(channel: string, mark: PostMark, game: string | undefined) {
  return {
    event_type: DAILY_POST_EVENT,
    event_payload: { channel, date: mark.date, ...(game && { game }) },
  };
}

/** The oldest message of the channel since `mark.since` that carries the post's metadata. */
async function findMarked(
  client: webApi.WebClient,
  logger: Logger,
  channel: string,
  mark: PostMark,
): Promise<HistoryMessage | undefined> {
  let cursor: string | undefined;
  let oldest: HistoryMessage | undefined;
  for (let page = 0; page < HISTORY_MAX_PAGES; page++) {
    const result = await client.conversations.history({
      channel,
      oldest: (mark.since / 1000).toFixed(6),
      limit: HISTORY_PAGE_SIZE,
      include_all_metadata: true,
      ...(cursor && { cursor }),
    });
    // Newest first: a post of several messages ends on its first.
    for (const m of (result.messages ?? []) as HistoryMessage[]) {
      const meta = m.metadata;
      if (meta?.event_type !== DAILY_POST_EVENT) continue;
      if (meta.event_payload?.['channel'] !== channel) continue;
      if (meta.event_payload['date'] !== mark.date) continue;
      oldest = m;
    }
    cursor = result.response_metadata?.next_cursor || undefined;
    if (oldest || !result.has_more || !cursor) return oldest;
  }
  logger.warn('slack daily post not found in the history read', {
    channel,
    date: mark.date,
    pages: HISTORY_MAX_PAGES,
  });
  return undefined;
}
