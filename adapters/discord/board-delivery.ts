// Live boards on Discord. A board message is named `channelId/messageId` (BoardMessage.ref).
// Edits go through REST, which works for any process because the bot authored the message
// (interaction replies and channel posts alike), one at a time per message and never backwards
// (BoardEdits); after an edit the store is checked for a newer version that another process
// committed meanwhile. A board posted anew is recorded with the core, and the messages it
// replaces lose their components so no old board acts on the game. Where only a user install
// reaches the conversation (`reach: 'interaction'`, see user-install.ts) the bot token may not
// touch it: boards are edited and retired only through interaction webhooks that can still do
// it, and a board none can edit is posted anew by the interaction at hand.

import { DiscordAPIError, Routes, type Client, type InteractionEditReplyOptions } from 'discord.js';
import type { Logger } from '../../src/bot/ports.ts';
import type { BotCore, LiveBoard, Reply } from '../../src/bot/types.ts';
import { BoardEdits, type EditOutcome } from '../shared/board-edits.ts';
import { errorFields } from './log-fields.ts';
import { reportPosted } from './posted-link.ts';
import { asEdit, NO_MENTIONS, type DiscordMessage } from './messages.ts';
import type { Reach, WebhookBoards } from './user-install.ts';
import { postDayTalk } from './day-thread.ts';

/** Discord errors that mean "this message can't be edited": post the board anew instead. */
const CANNOT_EDIT = new Set([
  10003, // Unknown Channel
  10008, // Unknown Message
  50001, // Missing Access
  50005, // Cannot edit a message authored by another user
  50013, // Missing Permissions
  10015, // Unknown Webhook (an interaction's webhook past its 15 minutes)
  50027, // Invalid Webhook Token (likewise)
]);

/** An edit of a board message through an interaction's webhook. */
export type BoardEdit = InteractionEditReplyOptions;

export interface BoardDeps {
  readonly client: Client;
  readonly core: BotCore;
  readonly logger: Logger;
  readonly edits: BoardEdits;
  /** Translates a reply the core drew again (after a newer version was found). */
  readonly translate: (reply: Reply) => DiscordMessage;
  /** How this conversation is reached: by the bot token (the default) or only by interactions. */
  readonly reach?: Reach;
  /** Interaction webhooks that can still edit board messages (conversations of user installs). */
  readonly webhooks?: WebhookBoards<BoardEdit>;
}

/** The webhook editor of `ref` where only interactions reach the conversation, else undefined. */
function hookOf(deps: Pick<BoardDeps, 'reach' | 'webhooks'>, ref: string) {
  return deps.reach === 'interaction' ? deps.webhooks?.editorOf(ref) : undefined;
}

/** The BoardMessage ref of a Discord message. */
export function boardRef(channelId: string, messageId: string): string {
  return `${channelId}/${messageId}`;
}

/** The channel and message of a ref made by boardRef. */
export function parseBoardRef(ref: string): { channelId: string; messageId: string } | undefined {
  const m = /^(\d{1,25})\/(\d{1,25})$/.exec(ref);
  return m ? { channelId: m[1]!, messageId: m[2]! } : undefined;
}

/**
 * The JSON body and files of a message sent or edited through REST (in an edit the new picture
 * replaces the old one).
 */
export function messageBody(message: DiscordMessage) {
  return {
    body: {
      content: message.content,
      embeds: message.embeds ?? [],
      components: message.components,
      attachments: message.files.map((f, i) => ({
        id: String(i),
        filename: f.name,
        description: f.description,
      })),
      allowed_mentions: NO_MENTIONS,
    },
    files: message.files.map((f, i) => ({
      key: `files[${i}]`,
      name: f.name,
      data: f.attachment,
      contentType: 'image/png',
    })),
  };
}

function cannotEdit(error: unknown): boolean {
  return (
    error instanceof DiscordAPIError &&
    typeof error.code === 'number' &&
    CANNOT_EDIT.has(error.code)
  );
}

/** Edits a message by its ref through REST. */
async function restEdit(client: Client, ref: string, message: DiscordMessage): Promise<void> {
  const where = parseBoardRef(ref);
  if (!where)
    throw new DiscordAPIError(
      { code: 10008, message: 'Unknown Message' },
      10008,
      404,
      'PATCH',
      ref,
      {},
    );
  await client.rest.patch(
    Routes.channelMessage(where.channelId, where.messageId),
    messageBody(message),
  );
}

/**
 * Edits a live board in place: through `via` when the adapter holds an interaction on that very
 * message (a press on it), else through REST. Resolves 'failed' when the message can't be edited
 * any more (deleted, no access): the caller then posts the board anew.
 */
export async function editBoard(
  deps: BoardDeps,
  live: LiveBoard & { edit: NonNullable<LiveBoard['edit']> },
  message: DiscordMessage,
  via?: (message: DiscordMessage) => Promise<unknown>,
): Promise<EditOutcome> {
  const ref = live.edit.ref;
  const hook = via ? undefined : hookOf(deps, ref);
  // No webhook left that can edit it, and the bot token may not: the caller posts it anew.
  if (!via && !hook && deps.reach === 'interaction') return 'failed';
  const outcome = await deps.edits.run(ref, live.version, async () => {
    try {
      if (via) await via(message);
      else if (hook) await hook(asEdit(message));
      else await restEdit(deps.client, ref, message);
      return true;
    } catch (error) {
      if (!cannotEdit(error)) throw error;
      deps.webhooks?.forget(ref);
      deps.logger.info('discord board message gone, posting anew', { ...errorFields(error), ref });
      return false;
    }
  });
  if (outcome === 'edited') await catchUp(deps, live, ref);
  return outcome;
}

/**
 * After an edit: when the store holds a newer version than this process has shown (another
 * process committed a move and its edit raced ours), draws the board as it is now.
 */
async function catchUp(deps: BoardDeps, live: LiveBoard, ref: string): Promise<void> {
  if (deps.edits.busy(ref)) return; // a newer edit of ours is queued and will show it
  const hook = hookOf(deps, ref);
  if (deps.reach === 'interaction' && !hook) return; // nothing may edit it now
  try {
    const now = await deps.core.liveBoard(live, { image: false });
    if (!now?.live || now.live.version <= deps.edits.shown(ref)) return;
    const drawn = await deps.core.liveBoard(live);
    if (!drawn?.live) return;
    await deps.edits.run(ref, drawn.live.version, async () => {
      const message = deps.translate(drawn);
      if (hook) await hook(asEdit(message));
      else await restEdit(deps.client, ref, message);
      return true;
    });
  } catch (error) {
    deps.logger.warn('discord board catch-up failed', { ...errorFields(error), ref });
  }
}

/**
 * Records a board the adapter just posted. When another move (of this process or another)
 * recorded a different message for that board first, this copy is a second board below the
 * first: it is deleted (retired where it cannot be), and the recorded one is brought up to the
 * game as it is now, in case this copy showed a newer move: one board per game and viewer.
 */
export async function recordPosted(
  deps: BoardDeps,
  live: LiveBoard,
  channelId: string,
  messageId: string,
): Promise<void> {
  const ref = boardRef(channelId, messageId);
  deps.edits.remember(ref, live.version);
  const recorded = await deps.core.boardPosted(live, { ref, postedAt: Date.now() }, live.replaces);
  if (recorded) return;
  await retireBoards(deps, [{ ref, remove: true }]);
  try {
    const winner = (await deps.core.liveBoard(live, { image: false }))?.live?.edit;
    if (winner && winner.ref !== ref) await catchUp(deps, live, winner.ref);
  } catch (error) {
    deps.logger.warn('discord board catch-up failed', { ...errorFields(error), ref });
  }
}

/**
 * Posts replies meant for another conversation (a personal board in the asker's DM, a personal
 * game's result line in its channel) with the bot token, recording live boards posted there.
 * A failure is logged and its reply returned: the asker's own answer has gone out already.
 */
export async function postElsewhere(
  deps: BoardDeps,
  outgoing: readonly { reply: Reply; message: DiscordMessage }[],
): Promise<Reply[]> {
  const refused: Reply[] = [];
  for (const { reply, message } of outgoing) {
    const to = reply.conversation;
    if (!to) continue;
    const channelId = to.id;
    try {
      const { body, files } = messageBody(message);
      // The day's talk goes into the day's thread (or the channel, when the thread can't).
      const sent = reply.thread
        ? await postDayTalk(
            deps,
            { ...reply, thread: reply.thread, conversation: reply.conversation! },
            message,
          )
        : ((await deps.client.rest.post(Routes.channelMessages(channelId), {
            body,
            files,
          })) as { id: string; channel_id: string });
      const guildId = to.kind === 'channel' ? to.workspace : null;
      await reportPosted(deps, reply, { guildId, channelId: sent.channel_id, id: sent.id });
      if (reply.live) {
        await recordPosted(deps, reply.live, sent.channel_id, sent.id);
        await retireBoards(deps, reply.retire ?? [], boardRef(sent.channel_id, sent.id));
      }
    } catch (error) {
      refused.push(reply);
      deps.logger.warn('discord post to another conversation failed', {
        ...errorFields(error),
        channel: channelId,
      });
    }
  }
  return refused;
}

/**
 * Removes the components of board messages that no longer show a live game (best effort). Where
 * only interactions reach the conversation, only boards a webhook can still edit are retired
 * (a press on any other is refused or acts on the current board: each component names its game).
 */
export async function retireBoards(
  deps: Pick<BoardDeps, 'client' | 'logger' | 'reach' | 'webhooks'>,
  boards: readonly (string | { readonly ref: string; readonly remove?: boolean })[],
  except?: string,
): Promise<void> {
  for (const board of boards) {
    const { ref, remove } = typeof board === 'string' ? { ref: board, remove: false } : board;
    if (ref === except) continue;
    const where = parseBoardRef(ref);
    if (!where) continue;
    const hook = hookOf(deps, ref);
    if (deps.reach === 'interaction' && !hook) continue;
    const message = Routes.channelMessage(where.channelId, where.messageId);
    try {
      // A copy the board moved down from is deleted (the bot may always delete its own);
      // where it cannot be, it is retired like the others.
      const removed =
        remove &&
        !hook &&
        (await deps.client.rest.delete(message).then(
          () => true,
          () => false,
        ));
      if (removed) continue;
      if (hook) await hook({ components: [] });
      else await deps.client.rest.patch(message, { body: { components: [] } });
    } catch (error) {
      deps.logger.info('discord old board not retired', { ...errorFields(error), ref });
    }
  }
}

export { BoardEdits };
