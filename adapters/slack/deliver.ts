// Getting replies into Slack once a request has been acknowledged. Each board image is uploaded
// with files.uploadV2 *without* a channel: the file stays private to the bot and is shown by an
// image block (slack_file) inside one message that also holds the text and the buttons. Shared
// into a channel, the upload would be a second message of its own, and chat.update could not
// swap the picture when the board changes.
//
// Routes: replies for everyone go out with chat.postMessage (or replace the board message a
// button sits under with chat.update); replies for the asker alone go through the request's
// response_url as ephemeral messages, or chat.postEphemeral when there is none (events). In a
// direct message nothing is ephemeral. Every failure is logged and the next reply still goes.
// A board picture replaced in place is deleted; pictures of older messages stay (they show
// the game's history).

import type { RespondArguments, RespondFn, webApi } from '@slack/bolt';
import type { Logger } from '../../src/bot/ports.ts';
import type { Reply, ReplyImage } from '../../src/bot/types.ts';
import { toSlackMessage, type SlackMessage } from './blocks.ts';
import { errorFields, slackErrorCode } from './log-fields.ts';

/** Slack errors that mean "the bot can't post here", where the response_url still can. */
const CANNOT_POST_HERE = new Set([
  'not_in_channel',
  'channel_not_found',
  'is_archived',
  'restricted_action',
]);
/** How long to wait before posting again when Slack has not finished processing an upload. */
export const FILE_NOT_READY_RETRY_MS = 500;

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
  /** The board message a pressed button sits under: a board reply may replace it. */
  readonly board?: {
    readonly ts: string;
    readonly ephemeral: boolean;
    /** Its board picture (our upload), deleted once a new picture replaces it. */
    readonly fileId?: string;
  };
}

export interface DeliveryDeps {
  readonly client: webApi.WebClient;
  readonly logger: Logger;
  /** Rewrites the core's text (text commands into `/sudoku ...`). */
  readonly rewrite?: (text: string) => string;
  /** Wait before posting again when an uploaded image is not ready (tests pass 0). */
  readonly fileRetryMs?: number;
}

/** What happened to one reply. */
export interface Delivered {
  readonly via: 'postMessage' | 'postEphemeral' | 'update' | 'response_url' | 'failed';
  /** Timestamp of the message posted or updated with chat.* (the message's id in Slack). */
  readonly ts?: string;
  readonly withImage: boolean;
  /** Why it failed (Slack's error code or the error message). */
  readonly error?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Uploads a board PNG as a private file; resolves to its file id. */
export async function uploadImage(client: webApi.WebClient, image: ReplyImage): Promise<string> {
  const result = await client.filesUploadV2({
    file: image.png,
    filename: safeFilename(image.filename),
    title: 'Sudoku board',
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

function uploadNote(error: unknown): string {
  const code = slackErrorCode(error);
  const why = code ? ` (Slack said: ${code})` : '';
  return `The board picture could not be uploaded${why}. Type \`/sudoku board\` to try again.`;
}

/** Uploads every image first (in parallel), then sends the replies in order. */
export async function deliver(
  replies: readonly Reply[],
  route: Route,
  deps: DeliveryDeps,
  context: Record<string, unknown> = {},
): Promise<Delivered[]> {
  const { client, logger } = deps;
  const uploads = await Promise.all(
    replies.map(async (reply) => {
      if (!reply.image) return {};
      try {
        return { fileId: await uploadImage(client, reply.image) };
      } catch (error) {
        logger.error('slack image upload failed', { ...errorFields(error), ...context });
        return { imageNote: uploadNote(error) };
      }
    }),
  );
  let boardReplaced = false;
  const results: Delivered[] = [];
  for (const [i, reply] of replies.entries()) {
    const upload = uploads[i]!;
    const message = toSlackMessage(reply, {
      ...upload,
      ...(deps.rewrite && { rewrite: deps.rewrite }),
    });
    const bare = toSlackMessage(reply, {
      imageNote: upload.imageNote ?? 'The board picture is not available right now.',
      ...(deps.rewrite && { rewrite: deps.rewrite }),
    });
    const ephemeral = reply.visibility === 'asker' && !route.direct && route.user !== undefined;
    const inPlace =
      !boardReplaced && reply.isBoard === true && route.board?.ephemeral === ephemeral;
    try {
      const sent = await send(route, deps, message, upload.fileId ? bare : undefined, {
        ephemeral,
        inPlace,
      });
      if (sent.via === 'update' || (inPlace && sent.via === 'response_url')) {
        boardReplaced = true;
        await deleteReplacedImage(route, deps, sent.withImage ? upload.fileId : undefined);
      }
      results.push(sent);
    } catch (error) {
      logger.error('slack reply failed', { ...errorFields(error), ...context, reply: i });
      const reason =
        slackErrorCode(error) ?? (error instanceof Error ? error.message : String(error));
      results.push({ via: 'failed', withImage: false, error: reason });
    }
  }
  return results;
}

/**
 * Deletes the picture of a board message that a new picture has just replaced: nothing shows
 * it any more, and otherwise every button press would leave a file behind in the workspace.
 * Best effort: a failure is logged and changes nothing for the player.
 */
async function deleteReplacedImage(
  route: Route,
  deps: DeliveryDeps,
  newFileId: string | undefined,
): Promise<void> {
  const old = route.board?.fileId;
  if (!old || !newFileId || old === newFileId) return;
  try {
    await deps.client.files.delete({ file: old });
  } catch (error) {
    deps.logger.warn('slack old board picture not deleted', { ...errorFields(error), file: old });
  }
}

interface SendPlan {
  readonly ephemeral: boolean;
  readonly inPlace: boolean;
}

/**
 * Sends one message along its route. `bare` is the same message without the image: used when
 * Slack still refuses the image block after a short wait (an upload not yet processed).
 */
async function send(
  route: Route,
  deps: DeliveryDeps,
  message: SlackMessage,
  bare: SlackMessage | undefined,
  plan: SendPlan,
): Promise<Delivered> {
  const withImage = bare !== undefined;
  const attempt = async (m: SlackMessage): Promise<Delivered> => {
    if (plan.inPlace) {
      const replaced = await replaceBoard(route, deps, m, plan.ephemeral);
      if (replaced) return { ...replaced, withImage: m !== bare && withImage };
    }
    const sent = await post(route, deps, m, plan.ephemeral);
    return { ...sent, withImage: m !== bare && withImage };
  };
  try {
    return await attempt(message);
  } catch (error) {
    if (!bare || slackErrorCode(error) !== 'invalid_blocks') throw error;
    deps.logger.warn('slack image not ready, posting again', errorFields(error));
    await sleep(deps.fileRetryMs ?? FILE_NOT_READY_RETRY_MS);
    try {
      return await attempt(message);
    } catch (again) {
      if (slackErrorCode(again) !== 'invalid_blocks') throw again;
      deps.logger.error('slack image refused, posting without it', errorFields(again));
      return attempt(bare);
    }
  }
}

/** Replaces the board message in place; undefined when it can't (then a new message is posted). */
async function replaceBoard(
  route: Route,
  deps: DeliveryDeps,
  message: SlackMessage,
  ephemeral: boolean,
): Promise<Omit<Delivered, 'withImage'> | undefined> {
  const board = route.board!;
  try {
    if (ephemeral) {
      if (!route.respond) return undefined;
      // Ephemeral messages can't be edited with chat.update; their response_url can replace them.
      await route.respond({ replace_original: true, ...message } as RespondArguments);
      return { via: 'response_url' };
    }
    const updated = await deps.client.chat.update({
      channel: route.channel,
      ts: board.ts,
      text: message.text,
      blocks: message.blocks,
    });
    return { via: 'update', ts: updated.ts ?? board.ts };
  } catch (error) {
    if (slackErrorCode(error) === 'invalid_blocks') throw error;
    deps.logger.warn('slack board update failed, posting a new message', errorFields(error));
    return undefined;
  }
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
    const posted = await deps.client.chat.postMessage({
      channel: route.channel,
      text: message.text,
      blocks: message.blocks,
      unfurl_links: false,
      unfurl_media: false,
      ...thread,
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
