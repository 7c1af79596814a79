// The pictures of Slack replies: each board image is uploaded with files.uploadV2 *without* a
// channel (the file stays private to the bot and is shown by an image block inside the message),
// each reply is prepared with and without its picture, an image block Slack has not processed
// yet is tried again and then sent without it, and pictures nothing shows are deleted.

import type { webApi } from '@slack/bolt';
import type { Reply, ReplyImage } from '../../src/bot/types.ts';
import { toSlackMessage, type SlackMessage } from './blocks.ts';
import { errorFields, slackErrorCode } from './log-fields.ts';
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/translate.ts';
import type { DeliveryDeps } from './deliver.ts';

/** How long to wait before posting again when Slack has not finished processing an upload. */
export const FILE_NOT_READY_RETRY_MS = 500;

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

/** A reply translated, with and without its picture (used when Slack refuses the image). */
export interface Prepared {
  readonly reply: Reply;
  readonly message: SlackMessage;
  readonly bare: SlackMessage | undefined;
  readonly fileId?: string;
}

/** Uploads a reply's picture (a note in its place when that fails) and translates the reply. */
export async function prepare(
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
export async function deletePicture(deps: DeliveryDeps, fileId: string | undefined): Promise<void> {
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

/**
 * Runs `attempt` with the message; when Slack refuses the image block (an upload not yet
 * processed) waits and tries once more, then sends the message without its picture.
 */
export async function withImageRetry<T>(
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
