// What a command run outside any interaction (a move on the Sudoku Activity) shows everyone on
// Discord, carried out through REST: the game's live board message edited in place (or posted
// anew when it can't be), boards and lines meant for other conversations, and messages for the
// whole channel. What only the mover hears is left to the caller (the Activity shows it).

import { Routes } from 'discord.js';
import type { Conversation, Reply } from '../../src/bot/types.ts';
import {
  boardRef,
  editBoard,
  messageBody,
  postElsewhere,
  recordPosted,
  retireBoards,
  type BoardDeps,
} from './board-delivery.ts';
import type { DiscordMessage } from './messages.ts';

async function post(deps: BoardDeps, channelId: string, message: DiscordMessage) {
  return (await deps.client.rest.post(Routes.channelMessages(channelId), messageBody(message))) as {
    id: string;
    channel_id: string;
  };
}

/** Carries out, in `conversation`, the replies of a command that came from no interaction. */
export async function deliverReplies(
  deps: BoardDeps,
  conversation: Conversation,
  replies: readonly Reply[],
): Promise<void> {
  const elsewhere: { reply: Reply; message: DiscordMessage }[] = [];
  for (const reply of replies) {
    if (reply.conversation) {
      elsewhere.push({ reply, message: deps.translate(reply) });
      continue;
    }
    const live = reply.live;
    if (live) {
      const message = deps.translate(reply);
      if (live.edit) {
        const outcome = await editBoard(deps, { ...live, edit: live.edit }, message);
        if (outcome !== 'failed') continue;
      }
      const sent = await post(deps, conversation.id, message);
      await recordPosted(deps, live, sent.channel_id, sent.id);
      await retireBoards(deps, reply.retire ?? [], boardRef(sent.channel_id, sent.id));
    } else if (reply.visibility === 'everyone') {
      await post(deps, conversation.id, deps.translate(reply));
    }
  }
  await postElsewhere(deps, elsewhere);
}
