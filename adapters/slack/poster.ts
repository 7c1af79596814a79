// The scheduler's Poster for Slack: posts the daily board into a subscribed channel with
// chat.postMessage (the image uploaded first, as for any reply) and returns the message's ts,
// which the core stores as the post's message id. The board is recorded as the game's live
// board (later moves edit it) and yesterday's board it replaces is retired.

import type { webApi } from '@slack/bolt';
import type { Logger, Poster } from '../../src/bot/ports.ts';
import type { BotCore, Conversation, Reply } from '../../src/bot/types.ts';
import type { BoardEdits } from '../shared/board-edits.ts';
import { boardRef, deliver } from './deliver.ts';
import { isDirectChannel } from './inbound.ts';

/** A Poster that posts through `client`. */
export function createPoster(
  client: webApi.WebClient,
  logger: Logger,
  options: {
    readonly core: Pick<BotCore, 'boardPosted' | 'boardEdited' | 'liveBoard'>;
    readonly edits: BoardEdits;
    readonly rewrite: (text: string) => string;
  },
): Poster {
  return {
    platform: 'slack',
    async post(conversation: Conversation, replies: readonly Reply[]) {
      if (conversation.platform !== 'slack') {
        throw new Error(`the Slack poster got a ${conversation.platform} conversation`);
      }
      if (replies.length === 0) throw new Error('the scheduler asked to post no replies');
      // A post has no asker (so nothing is ephemeral) and no board to replace: every reply is
      // a new message in the conversation.
      const delivered = await deliver(
        replies,
        { channel: conversation.id, direct: isDirectChannel(conversation.id) },
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
  };
}
