// Where each game's live board is shown: one platform message per game and viewer, edited in
// place by every change, so a game played to the end leaves one board in the channel instead of
// one per move. Per reply this decides whether that message can be edited or a new one must be
// posted (none yet, the player asked to see the board, or it has scrolled far up), which old
// messages lose their buttons, and it records what adapters posted.

import type { ConversationKey } from '../store/port.ts';
import { conversationKey, type CoreRuntime } from './context.ts';
import type { BoardMessage, BoardTarget, LiveBoard, Reply } from './types.ts';

/** Messages everyone sees below a board after which a change posts the board anew. */
export const REPOST_AFTER_MESSAGES = 6;
/** Age after which a change posts the board anew (yesterday's board is far up by now). */
export const REPOST_AFTER_MS = 6 * 3600_000;

/** What the conversation of a set of replies is like. */
export interface PlacementContext {
  readonly key: ConversationKey;
  /** A direct message: every reply is seen there, not only the public ones. */
  readonly direct: boolean;
  /** The command itself was a message everyone sees (typed text), below the live boards. */
  readonly visibleInbound: boolean;
  /** The command came from a thread, where its replies go (Inbound.inThread): below no board. */
  readonly inThread?: boolean;
  readonly now: number;
}

function editable(stored: { postedAt: number; messagesAfter: number }, now: number): boolean {
  return stored.messagesAfter < REPOST_AFTER_MESSAGES && now - stored.postedAt < REPOST_AFTER_MS;
}

/** The message part of a stored board (what adapters see). */
function messageOf(stored: { ref: string; postedAt: number; picture?: string }): BoardMessage {
  return {
    ref: stored.ref,
    postedAt: stored.postedAt,
    ...(stored.picture !== undefined && { picture: stored.picture }),
  };
}

/** A reply that leaves a message of its own below the boards (not a board edit, not an ack). */
function postsBelow<T>(reply: Reply<T>, direct: boolean): boolean {
  if (reply.live) return false;
  return reply.visibility === 'everyone' || (direct && !reply.ack);
}

/**
 * Decides, for every live-board reply, whether to edit the board message in place (`edit`) or
 * post a new one (`replaces`, and `retire` for the messages that lose their buttons), and counts
 * the messages that push the boards up.
 */
export async function placeBoards<T>(
  rt: CoreRuntime,
  context: PlacementContext,
  replies: readonly Reply<T>[],
): Promise<Reply<T>[]> {
  const { store } = rt;
  if (context.visibleInbound) await store.noteVisibleMessage(context.key);
  const placed: Reply<T>[] = [];
  for (const reply of replies) {
    const live = reply.live;
    if (!live) {
      placed.push(reply);
      continue;
    }
    // A board posted in another conversation (a personal board in the asker's DM).
    const key = reply.conversation ? conversationKey(reply.conversation) : context.key;
    const stored = await store.boardMessage(live);
    if (stored && !live.fresh && editable(stored, context.now)) {
      placed.push({ ...reply, live: { ...live, edit: messageOf(stored) } });
      continue;
    }
    // Posted anew: this game's old message and the board of a game set aside here lose their
    // buttons, so no old board acts on the wrong game. Finished games keep their last picture.
    const retire: BoardMessage[] = [];
    for (const b of await store.conversationBoards(key)) {
      if (b.viewer !== live.viewer) continue;
      const game = b.gameId === live.gameId ? undefined : await store.getGame(b.gameId);
      if (b.gameId === live.gameId) {
        // A copy the board moved down from (out of reach) goes, unless it is the day's post; one
        // a player asked to see again (`board`) is only retired.
        const keep = live.fresh || (await isDayPost(rt, key, live.gameId, b.ref));
        retire.push({ ...messageOf(b), ...(!keep && { remove: true }) });
      } else if (game?.status === 'playing') retire.push({ ...messageOf(b), setAside: true });
    }
    const replaces = stored && messageOf(stored);
    placed.push({
      ...reply,
      live: { ...live, ...(replaces && { replaces }) },
      ...(retire.length > 0 && { retire }),
    });
  }
  for (const reply of placed) {
    // The day's talk goes into the day's thread (Reply.thread), below no board; a thread that
    // refuses it sends it into the channel uncounted, a message the next move may not notice.
    if (reply.conversation && !reply.live && !reply.thread)
      await store.noteVisibleMessage(conversationKey(reply.conversation));
    else if (!reply.conversation && !context.inThread && postsBelow(reply, context.direct))
      await store.noteVisibleMessage(context.key);
  }
  return placed;
}

/**
 * Whether the board message `ref` is the day's post of `gameId`'s daily (it anchors the day's
 * thread and the post's own record points at it, so it stays). Adapters' refs hold the
 * platform's message id as one of their `/`-separated parts (Discord `channel/message`, Slack
 * `channel/ts/file`).
 */
async function isDayPost(
  rt: CoreRuntime,
  key: ConversationKey,
  gameId: string,
  ref: string,
): Promise<boolean> {
  const game = await rt.store.getGame(gameId);
  if (game?.source.kind !== 'daily') return false;
  const post = await rt.store.dailyPost(key, game.source.date);
  return post?.messageId !== undefined && ref.split('/').includes(post.messageId);
}

/** Records a newly posted board message; false when another process recorded one first. */
export async function recordBoardPosted(
  rt: CoreRuntime,
  target: BoardTarget,
  message: BoardMessage,
  replaced: BoardMessage | undefined,
): Promise<boolean> {
  const game = await rt.store.getGame(target.gameId);
  if (!game) return false;
  const key = { platform: game.place.platform, conversationId: game.place.conversationId };
  return rt.store.setBoardMessage(
    { gameId: target.gameId, viewer: target.viewer },
    key,
    messageOf(message),
    replaced?.ref,
  );
}

/** Records the picture a board message shows after an edit; the replaced picture, to delete. */
export async function recordBoardEdited(
  rt: CoreRuntime,
  target: BoardTarget,
  ref: string,
  picture: string,
): Promise<string | undefined> {
  const board = { gameId: target.gameId, viewer: target.viewer };
  const swapped = await rt.store.swapBoardPicture(board, ref, picture);
  return swapped.matched ? swapped.previous : undefined;
}

/** The live board of `target`, placed to edit its recorded message. */
export async function withRecordedMessage<T>(
  rt: CoreRuntime,
  reply: Reply<T> & { live: LiveBoard },
): Promise<Reply<T>> {
  const stored = await rt.store.boardMessage(reply.live);
  if (!stored) return reply;
  return { ...reply, live: { ...reply.live, edit: messageOf(stored) } };
}
