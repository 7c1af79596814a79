// A game's live board as one Slack message (`channel/ts`): every change edits it with
// chat.update, in order and never backwards (BoardEdits), caught up with the store when another
// process moved on; the picture it replaced is deleted, so a game leaves one file in the
// workspace, not one per move. A board posted anew is recorded with the core and the boards it
// replaces are retired (a one-line note instead, their pictures deleted; a copy it moved down
// from, or a copy that lost the race to be recorded, is deleted).

import type { LiveBoard } from '../../src/bot/types.ts';
import { BoardEdits } from '../shared/board-edits.ts';
import { errorFields, slackErrorCode } from './log-fields.ts';
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/translate.ts';
import type { Delivered, DeliveryDeps, Route } from './deliver.ts';
import { deletePicture, prepare, withImageRetry, type Prepared } from './picture-uploads.ts';
import { post } from './send-message.ts';

/** Slack errors that mean "this board message can't be edited": post the board anew. */
const CANNOT_UPDATE = new Set([
  'message_not_found',
  'cant_update_message',
  'channel_not_found',
  'not_in_channel',
  'is_archived',
  'edit_window_closed',
]);

/** What a retired board says instead of its picture and buttons. */
export const MOVED_TEXT = t(DEFAULT_LOCALE, 'slack.moved');

/** What a retired board says when its game was set aside for another (it does not go on below). */
export const SET_ASIDE_TEXT = t(DEFAULT_LOCALE, 'slack.set-aside');

/** The BoardMessage ref of a Slack message. */
export function boardRef(channel: string, ts: string): string {
  return `${channel}/${ts}`;
}

function parseRef(ref: string): { channel: string; ts: string } | undefined {
  const m = /^([A-Z0-9]{2,40})\/(\d{1,20}\.\d{1,10})$/.exec(ref);
  return m ? { channel: m[1]!, ts: m[2]! } : undefined;
}

export type LiveWithEdit = LiveBoard & { edit: NonNullable<LiveBoard['edit']> };

/** Edits a live board in place; a board that can't be edited any more is posted anew. */
export async function editLive(
  p: Prepared,
  live: LiveWithEdit,
  route: Route,
  deps: DeliveryDeps,
): Promise<Delivered> {
  const where = parseRef(live.edit.ref);
  const edits = deps.edits ?? new BoardEdits();
  let withImage = false;
  const outcome = where
    ? await edits.run(live.edit.ref, live.version, async () => {
        try {
          const done = await withImageRetry(deps, p, (m) =>
            deps.client.chat.update({
              channel: where.channel,
              ts: where.ts,
              text: m.text,
              blocks: m.blocks,
            }),
          );
          withImage = done.withImage;
        } catch (error) {
          const code = slackErrorCode(error);
          if (!code || !CANNOT_UPDATE.has(code)) throw error;
          deps.logger.info('slack board message gone, posting anew', { slackError: code });
          return false;
        }
        await swapPicture(deps, live, live.edit.ref, withImage ? p.fileId : undefined);
        return true;
      })
    : 'failed';
  if (outcome === 'failed') {
    const { edit, ...rest } = live;
    return postLive(p, { ...rest, replaces: edit }, route, deps);
  }
  if (outcome === 'skipped') {
    await deletePicture(deps, p.fileId);
    return { via: 'skipped', withImage: false };
  }
  await catchUp(deps, edits, live, route);
  return { via: 'update', ts: where!.ts, withImage };
}

/** Records the message's new picture and deletes the one it replaced. */
async function swapPicture(
  deps: DeliveryDeps,
  live: LiveBoard,
  ref: string,
  fileId: string | undefined,
): Promise<void> {
  if (!fileId || !deps.core) return;
  const replaced = await deps.core.boardEdited(live, ref, fileId);
  if (replaced !== fileId) await deletePicture(deps, replaced);
}

/**
 * After an edit: when the store holds a newer version than this process has shown (another
 * process committed a move and its edit raced ours), draws the board as it is now.
 */
async function catchUp(
  deps: DeliveryDeps,
  edits: BoardEdits,
  live: LiveWithEdit,
  route: Route,
): Promise<void> {
  const ref = live.edit.ref;
  if (!deps.core || edits.busy(ref)) return;
  try {
    const now = await deps.core.liveBoard(live, { image: false });
    if (!now?.live || now.live.version <= edits.shown(ref)) return;
    const drawn = await deps.core.liveBoard(live);
    if (!drawn?.live?.edit) return;
    const again = await prepare(drawn, deps, { label: 'board catch-up' });
    await editLive(again, drawn.live as LiveWithEdit, route, deps);
  } catch (error) {
    deps.logger.warn('slack board catch-up failed', { ...errorFields(error), ref });
  }
}

/** After a copy `lost` the race to be recorded: the recorded board catches up with the store. */
async function catchUpRecorded(
  deps: DeliveryDeps,
  live: LiveBoard,
  lost: string,
  route: Route,
): Promise<void> {
  if (!deps.core) return;
  try {
    const winner = (await deps.core.liveBoard(live, { image: false }))?.live?.edit;
    if (!winner || winner.ref === lost) return;
    await catchUp(deps, deps.edits ?? new BoardEdits(), { ...live, edit: winner }, route);
  } catch (error) {
    deps.logger.warn('slack board catch-up failed', { ...errorFields(error), ref: lost });
  }
}

/** Posts a live board as a new message, records it and retires the boards it replaces. */
export async function postLive(
  p: Prepared,
  live: LiveBoard,
  route: Route,
  deps: DeliveryDeps,
): Promise<Delivered> {
  // A live board lives in the conversation itself, where its depth is counted, even when the
  // command came from a thread: in the thread it would leave the channel without a board.
  const main: Route = { ...route, threadTs: undefined };
  const sent = await withImageRetry(deps, p, (m) => post(main, deps, m, false));
  const posted = sent.value;
  if (posted.ts && deps.core) {
    const ref = boardRef(route.channel, posted.ts);
    deps.edits?.remember(ref, live.version);
    const picture = sent.withImage ? p.fileId : undefined;
    const message = { ref, postedAt: Date.now(), ...(picture && { picture }) };
    const recorded = await deps.core.boardPosted(live, message, live.replaces);
    if (!recorded) {
      // Another move recorded its own copy first: this one is a second board below it, and goes;
      // the recorded one is brought up to the game as it is now, in case this one was newer.
      await retireBoards(deps, [{ ...message, remove: true }], p.reply.locale);
      await catchUpRecorded(deps, live, ref, route);
    }
    const retire = (p.reply.retire ?? []).filter((m) => m.ref !== ref);
    await retireBoards(deps, retire, p.reply.locale);
  }
  return { ...posted, withImage: sent.withImage };
}

/**
 * Retires board messages that no longer show a live game: a one-line note instead of the
 * picture and buttons, and the picture deleted (best effort).
 */
export async function retireBoards(
  deps: Pick<DeliveryDeps, 'client' | 'logger'>,
  boards: readonly {
    readonly ref: string;
    readonly picture?: string;
    readonly setAside?: boolean;
    readonly remove?: boolean;
  }[],
  locale: Locale = DEFAULT_LOCALE,
): Promise<void> {
  for (const board of boards) {
    const where = parseRef(board.ref);
    if (!where) continue;
    const text = t(locale, board.setAside ? 'slack.set-aside' : 'slack.moved');
    try {
      // A copy the board moved down from is deleted (the bot may delete its own messages);
      // where it cannot be, it is retired like the others.
      const removed =
        board.remove &&
        (await deps.client.chat.delete({ channel: where.channel, ts: where.ts }).then(
          () => true,
          () => false,
        ));
      if (!removed) {
        await deps.client.chat.update({
          channel: where.channel,
          ts: where.ts,
          text,
          blocks: [{ type: 'context', elements: [{ type: 'mrkdwn', text: `↓ ${text}` }] }],
        });
      }
      await deletePicture(deps as DeliveryDeps, board.picture);
    } catch (error) {
      deps.logger.info('slack old board not retired', { ...errorFields(error), ref: board.ref });
    }
  }
}
