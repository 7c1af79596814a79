// Getting replies into Slack once a request has been acknowledged. Each board image is uploaded
// with files.uploadV2 *without* a channel: the file stays private to the bot and is shown by an
// image block (slack_file) inside one message that also holds the text and the buttons, so
// chat.update can swap the picture when the board changes.
//
// A game's live board is one message (`channel/ts`) that every change edits with chat.update,
// in order and never backwards (BoardEdits), caught up with the store when another process
// moved on; the picture it replaced is deleted, so a game leaves one file in the workspace, not
// one per move. A board posted anew is recorded with the core and the boards it replaces are
// retired (a one-line note instead, their pictures deleted). Other replies: for everyone with
// chat.postMessage; for the asker alone through the request's response_url (ephemeral), or
// chat.postEphemeral when there is none (events). In a direct message nothing is ephemeral.
// Every failure is logged and the next reply still goes.

import type { RespondArguments, RespondFn, webApi } from '@slack/bolt';
import type { Logger } from '../../src/bot/ports.ts';
import type { BotCore, LiveBoard, Reply, ReplyImage } from '../../src/bot/types.ts';
import { BoardEdits } from '../shared/board-edits.ts';
import { toSlackMessage, type SlackMessage } from './blocks.ts';
import { removeInterim, takesPlaceOf, type InterimPlace } from './interim.ts';
import { errorFields, slackErrorCode } from './log-fields.ts';
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/translate.ts';
import type { ReplyFiles } from './reply-files.ts';

/** Slack errors that mean "the bot can't post here", where the response_url still can. */
const CANNOT_POST_HERE = new Set([
  'not_in_channel',
  'channel_not_found',
  'is_archived',
  'restricted_action',
]);
/** Slack errors that mean "this board message can't be edited": post the board anew. */
const CANNOT_UPDATE = new Set([
  'message_not_found',
  'cant_update_message',
  'channel_not_found',
  'not_in_channel',
  'is_archived',
  'edit_window_closed',
]);
/** How long to wait before posting again when Slack has not finished processing an upload. */
export const FILE_NOT_READY_RETRY_MS = 500;
/** What a retired board says instead of its picture and buttons. */
export const MOVED_TEXT = t(DEFAULT_LOCALE, 'slack.moved');
/** What a retired board says when its game was set aside for another (it does not go on below). */
export const SET_ASIDE_TEXT = t(DEFAULT_LOCALE, 'slack.set-aside');

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Uploads a board PNG as a private file; resolves to its file id. */
export async function uploadImage(
  client: webApi.WebClient,
  image: ReplyImage,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string> {
  const result = await client.filesUploadV2({
    file: image.png,
    filename: safeFilename(image.filename),
    title: t(locale, 'slack.picture-title'),
    alt_text: image.alt.slice(0, 1000),
  });
  const id = result.files[0]?.files?.[0]?.id;
  if (!id) throw new Error('files.uploadV2 returned no file id');
  return id;
}

function safeFilename(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9._-]/g, '_').slice(-64);
  return /\.png$/i.test(cleaned) ? cleaned : `${cleaned || 'board'}.png`;
}

function uploadNote(error: unknown, locale: Locale): string {
  return t(locale, 'slack.picture-failed', { code: slackErrorCode(error) ?? 'none' });
}

/** The BoardMessage ref of a Slack message. */
export function boardRef(channel: string, ts: string): string {
  return `${channel}/${ts}`;
}

function parseRef(ref: string): { channel: string; ts: string } | undefined {
  const m = /^([A-Z0-9]{2,40})\/(\d{1,20}\.\d{1,10})$/.exec(ref);
  return m ? { channel: m[1]!, ts: m[2]! } : undefined;
}

/** A reply translated, with and without its picture (used when Slack refuses the image). */
interface Prepared {
  readonly reply: Reply;
  readonly message: SlackMessage;
  readonly bare: SlackMessage | undefined;
  readonly fileId?: string;
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

async function prepare(
  reply: Reply,
  deps: DeliveryDeps,
  context: Record<string, unknown>,
): Promise<Prepared> {
  const rewrite = deps.rewrite && { rewrite: deps.rewrite };
  let upload: { fileId?: string; imageNote?: string } = {};
  const locale = reply.locale ?? DEFAULT_LOCALE;
  if (reply.image) {
    try {
      upload = { fileId: await uploadImage(deps.client, reply.image, locale) };
    } catch (error) {
      deps.logger.error('slack image upload failed', { ...errorFields(error), ...context });
      upload = { imageNote: uploadNote(error, locale) };
    }
  }
  const message = toSlackMessage(reply, { ...upload, ...rewrite });
  const bare = upload.fileId
    ? toSlackMessage(reply, {
        imageNote: t(locale, 'slack.picture-unavailable'),
        ...rewrite,
      })
    : undefined;
  return { reply, message, bare, ...(upload.fileId && { fileId: upload.fileId }) };
}

/** Deletes an upload nothing shows any more (best effort: a failure is only logged). */
async function deletePicture(deps: DeliveryDeps, fileId: string | undefined): Promise<void> {
  if (!fileId) return;
  try {
    await deps.client.files.delete({ file: fileId });
  } catch (error) {
    deps.logger.warn('slack old board picture not deleted', {
      ...errorFields(error),
      file: fileId,
    });
  }
}

type LiveWithEdit = LiveBoard & { edit: NonNullable<LiveBoard['edit']> };

/**
 * Runs `attempt` with the message; when Slack refuses the image block (an upload not yet
 * processed) waits and tries once more, then sends the message without its picture.
 */
async function withImageRetry<T>(
  deps: DeliveryDeps,
  p: Prepared,
  attempt: (message: SlackMessage) => Promise<T>,
): Promise<{ value: T; withImage: boolean }> {
  try {
    return { value: await attempt(p.message), withImage: p.fileId !== undefined };
  } catch (error) {
    if (!p.bare || slackErrorCode(error) !== 'invalid_blocks') throw error;
    deps.logger.warn('slack image not ready, posting again', errorFields(error));
    await sleep(deps.fileRetryMs ?? FILE_NOT_READY_RETRY_MS);
    try {
      return { value: await attempt(p.message), withImage: true };
    } catch (again) {
      if (slackErrorCode(again) !== 'invalid_blocks') throw again;
      deps.logger.error('slack image refused, posting without it', errorFields(again));
      return { value: await attempt(p.bare), withImage: false };
    }
  }
}

/** Edits a live board in place; a board that can't be edited any more is posted anew. */
async function editLive(
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

/** Posts a live board as a new message, records it and retires the boards it replaces. */
async function postLive(
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
    if (!recorded) await retireBoards(deps, [message], p.reply.locale);
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

interface SendPlan {
  readonly ephemeral: boolean;
  readonly inPlace: boolean;
}

/** Sends one (non-board) message along its route. */
async function send(
  route: Route,
  deps: DeliveryDeps,
  p: Prepared,
  plan: SendPlan,
): Promise<Delivered> {
  const sent = await withImageRetry(deps, p, async (m) => {
    if (plan.inPlace && route.respond) {
      // Ephemeral messages can't be edited with chat.update; their response_url can replace them.
      await route.respond({ replace_original: true, ...m } as RespondArguments);
      return { via: 'response_url' as const };
    }
    return post(route, deps, m, plan.ephemeral);
  });
  return { ...sent.value, withImage: sent.withImage };
}

async function post(
  route: Route,
  deps: DeliveryDeps,
  message: SlackMessage,
  ephemeral: boolean,
): Promise<Omit<Delivered, 'withImage'>> {
  const thread = route.threadTs ? { thread_ts: route.threadTs } : {};
  if (ephemeral) {
    if (route.respond) {
      await route.respond({
        response_type: 'ephemeral',
        replace_original: false,
        ...message,
      } as RespondArguments);
      return { via: 'response_url' };
    }
    await deps.client.chat.postEphemeral({
      channel: route.channel,
      user: route.user!,
      text: message.text,
      blocks: message.blocks,
      ...thread,
    });
    return { via: 'postEphemeral' };
  }
  try {
    const posted = await (deps.postClient ?? deps.client).chat.postMessage({
      channel: route.channel,
      text: message.text,
      blocks: message.blocks,
      unfurl_links: false,
      unfurl_media: false,
      ...thread,
      ...(route.metadata && { metadata: { ...route.metadata } }),
    });
    return { via: 'postMessage', ...(posted.ts && { ts: posted.ts }) };
  } catch (error) {
    const code = slackErrorCode(error);
    if (!route.respond || !code || !CANNOT_POST_HERE.has(code)) throw error;
    // The bot isn't in this conversation (e.g. a DM between two people): the slash command's
    // response_url can still post there.
    deps.logger.info('slack posting through the response_url', { slackError: code });
    await route.respond({
      response_type: 'in_channel',
      replace_original: false,
      ...message,
    } as RespondArguments);
    return { via: 'response_url' };
  }
}
