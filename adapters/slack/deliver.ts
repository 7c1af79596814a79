// Getting replies into Slack once a request has been acknowledged. Each board image is uploaded
// with files.uploadV2 *without* a channel: the file stays private to the bot and is shown by an
// image block (slack_file) inside one message that also holds the text and the buttons, so
// chat.update can swap the picture when the board changes (picture-uploads.ts).
//
// A game's live board is one message (`channel/ts`) that every change edits with chat.update,
// in order and never backwards (BoardEdits), caught up with the store when another process
// moved on; the picture it replaced is deleted, so a game leaves one file in the workspace, not
// one per move. A board posted anew is recorded with the core and the boards it replaces are
// retired (a one-line note instead, their pictures deleted) (live-board-messages.ts). Other
// replies: for everyone with chat.postMessage; for the asker alone through the request's
// response_url (ephemeral), or chat.postEphemeral when there is none (events) (send-message.ts).
// In a direct message nothing is ephemeral. Every failure is logged and the next reply still goes.

import type { RespondFn, webApi } from '@slack/bolt';
import type { Logger } from '../../src/bot/ports.ts';
import type { BotCore, Reply } from '../../src/bot/types.ts';
import type { BoardEdits } from '../shared/board-edits.ts';
import { removeInterim, takesPlaceOf, type InterimPlace } from './interim.ts';
import { errorFields, slackErrorCode } from './log-fields.ts';
import type { ReplyFiles } from './reply-files.ts';
import { deletePicture, prepare, withImageRetry, type Prepared } from './picture-uploads.ts';
import { boardRef, editLive, postLive, type LiveWithEdit } from './live-board-messages.ts';
import { send } from './send-message.ts';

export { FILE_NOT_READY_RETRY_MS, uploadImage } from './picture-uploads.ts';
export { boardRef, MOVED_TEXT, retireBoards, SET_ASIDE_TEXT } from './live-board-messages.ts';

/** Where the replies of one request go. */
export interface Route {
  readonly channel: string;
  /** The person who asked (for chat.postEphemeral); absent for scheduled posts. */
  readonly user?: string;
  /** A direct message: nothing is ephemeral. */
  readonly direct: boolean;
  /** Reply in this thread (the request came from a threaded message). */
  readonly threadTs?: string;
  /** The request's response_url (slash commands and buttons). */
  readonly respond?: RespondFn;
  /** The request was a message everyone sees (typed text): confirmations are left out. */
  readonly visibleInbound?: boolean;
  /** The workspace (team id) of the request: whose token deletes its private pictures later. */
  readonly workspace?: string;
  /** The message a pressed button sits under. */
  readonly board?: {
    readonly ts: string;
    readonly ephemeral: boolean;
    /** The picture it shows, when it is a private reply with one (deleted once replaced). */
    readonly picture?: string;
  };
  /**
   * Checked once every picture is uploaded, right before the first message is sent (the
   * scheduler's claim on a daily post); when it throws, nothing is sent, the uploads are deleted
   * and the error is thrown on.
   */
  readonly fence?: () => Promise<void>;
  /** An interim reply shown while the command waited (interim.ts): the answer replaces it. */
  readonly interim?: InterimPlace;
  /**
   * Every picture must go out: an upload that fails fails the whole delivery (nothing is sent,
   * the other uploads are deleted) instead of a message without its picture. The daily post
   * asks for this: it is retried later, and nobody is waiting for it right now.
   */
  readonly requirePictures?: boolean;
  /** Message metadata for what is posted to everyone (the scheduler's mark of a daily post). */
  readonly metadata?: {
    readonly event_type: string;
    readonly event_payload: Readonly<Record<string, string>>;
  };
}

export interface DeliveryDeps {
  readonly client: webApi.WebClient;
  /**
   * The client for chat.postMessage when it differs: the daily post sends with one that never
   * repeats a request (Slack has no idempotency key, so a retry after a lost answer would post
   * twice; the scheduler looks on the platform before it tries again instead).
   */
  readonly postClient?: webApi.WebClient;
  readonly logger: Logger;
  /** The core, to record live boards and draw them again (absent: boards are only posted). */
  readonly core?: Pick<BotCore, 'boardPosted' | 'boardEdited' | 'liveBoard' | 'replyPosted'>;
  /** Keeps edits of one board in order (one per adapter). */
  readonly edits?: BoardEdits;
  /** Rewrites the core's text (text commands into `/sudoku ...`). */
  readonly rewrite?: (text: string) => string;
  /** Wait before posting again when an uploaded image is not ready (tests pass 0). */
  readonly fileRetryMs?: number;
  /** Records private replies' pictures, to delete them when replaced or a day old. */
  readonly files?: ReplyFiles;
}

/** What happened to one reply. */
export interface Delivered {
  readonly via: 'postMessage' | 'postEphemeral' | 'update' | 'response_url' | 'skipped' | 'failed';
  /** Timestamp of the message posted or updated with chat.* (the message's id in Slack). */
  readonly ts?: string;
  readonly withImage: boolean;
  /** Why it failed (Slack's error code or the error message). */
  readonly error?: string;
}

/** Uploads every image first (in parallel), then sends the replies in order. */
export async function deliver(
  replies: readonly Reply[],
  route: Route,
  deps: DeliveryDeps,
  context: Record<string, unknown> = {},
): Promise<Delivered[]> {
  const { logger } = deps;
  const onPressedBoard = replies.some(
    (r) =>
      r.live?.edit && route.board && r.live.edit.ref === boardRef(route.channel, route.board.ts),
  );
  // A confirmation is left out where the asker sees the change anyway: a typed message right
  // under the board, or a press on the board itself.
  const shown = replies.filter((r) => !(r.ack && (route.visibleInbound || onPressedBoard)));
  const prepared = await Promise.all(shown.map((reply) => prepare(reply, deps, context)));
  try {
    if (route.requirePictures && prepared.some((p) => p.reply.image && !p.fileId)) {
      throw new Error('a board picture could not be uploaded');
    }
    await route.fence?.();
  } catch (error) {
    await Promise.all(prepared.map((p) => deletePicture(deps, p.fileId)));
    throw error;
  }
  // Recorded before anything is sent, so a picture whose message fails is swept all the same.
  // Only ephemeral ones: a DM keeps its messages (and their pictures) in its history.
  for (const p of prepared) {
    if (p.fileId && !p.reply.live && p.reply.visibility === 'asker' && !route.direct) {
      await deps.files?.record(route.workspace ?? '', p.fileId);
    }
  }
  const results: Delivered[] = [];
  let replacedPressed = false;
  let interim = route.interim;
  for (const [i, p] of prepared.entries()) {
    try {
      const live = p.reply.live;
      if (live?.edit) {
        results.push(await editLive(p, live as LiveWithEdit, route, deps));
        continue;
      }
      if (live) {
        results.push(await postLive(p, live, route, deps));
        continue;
      }
      const ephemeral = p.reply.visibility === 'asker' && !route.direct && route.user !== undefined;
      if (interim && takesPlaceOf(interim, ephemeral)) {
        const place = interim;
        interim = undefined;
        results.push(await replaceInterim(route, deps, p, place));
        continue;
      }
      // A private answer to a press on a private message (a hint's "More") replaces it.
      const inPlace =
        !replacedPressed && ephemeral && !p.reply.ack && route.board?.ephemeral === true;
      const sent = await send(route, deps, p, { ephemeral, inPlace });
      if (inPlace && sent.via === 'response_url') {
        replacedPressed = true;
        // The replaced message's picture shows nowhere now.
        const old = route.board!.picture;
        if (old && old !== p.fileId) {
          await (deps.files ? deps.files.replaced(deps.client, old) : deletePicture(deps, old));
        }
      }
      if (sent.via === 'postMessage' && sent.ts) await reportPosted(deps, p.reply, route, sent.ts);
      results.push(sent);
    } catch (error) {
      logger.error('slack reply failed', { ...errorFields(error), ...context, reply: i });
      const reason =
        slackErrorCode(error) ?? (error instanceof Error ? error.message : String(error));
      results.push({ via: 'failed', withImage: false, error: reason });
    }
  }
  if (interim) await removeInterim(interim, route, deps);
  return results;
}

/**
 * Tells the core where a reply it asked to remember (`recordAs`: a share, a posted lookup) was
 * posted: the message's permalink. Best effort: without it a later answer only has no link.
 */
async function reportPosted(
  deps: DeliveryDeps,
  reply: Reply,
  route: Route,
  ts: string,
): Promise<void> {
  if (!reply.recordAs || !deps.core?.replyPosted) return;
  try {
    const found = await deps.client.chat.getPermalink({ channel: route.channel, message_ts: ts });
    if (found.permalink) await deps.core.replyPosted(reply.recordAs, found.permalink);
  } catch (error) {
    deps.logger.warn('slack posted reply not recorded', errorFields(error));
  }
}

/** Sends the answer in place of the interim reply: one edit of that message. */
async function replaceInterim(
  route: Route,
  deps: DeliveryDeps,
  p: Prepared,
  place: InterimPlace,
): Promise<Delivered> {
  if (place.via === 'response_url') return send(route, deps, p, { ephemeral: true, inPlace: true });
  const sent = await withImageRetry(deps, p, (m) =>
    deps.client.chat.update({
      channel: route.channel,
      ts: place.ts,
      text: m.text,
      blocks: m.blocks,
    }),
  );
  return { via: 'update', ts: place.ts, withImage: sent.withImage };
}
