// Copies of a day's post on its platform: the mark each attempt's copy carries, the look for
// copies before a retry sends again (one found finishes the post), and the sweep that deletes
// every copy but the one kept: after a takeover, at once and once more a minute later.

import type { ConversationKey, PostRecord, PostToVerify } from '../store/port.ts';
import type { CoreRuntime } from './context.ts';
import { recordBoardPosted } from './live-board.ts';
import { SettingsLookup } from './picture-theme.ts';
import { startOfDate } from './post-build.ts';
import { postVerified } from './post-claim.ts';
import type { FoundPost, Poster, PostMark } from './ports.ts';
import { conversationZone } from './time-zone.ts';
import type { Conversation } from './types.ts';

/** Clock skew allowed between this process and the platform when reading message times. */
const PLATFORM_SKEW_MS = 5 * 60_000;

/** Records the live board of a post found on the platform (when its process died first). */
export async function recordFound(rt: CoreRuntime, found: FoundPost, now: number): Promise<void> {
  if (!found.boardRef || !found.gameId) return;
  const message = {
    ref: found.boardRef,
    postedAt: now,
    ...(found.boardPicture && { picture: found.boardPicture }),
  };
  // False when the dead process recorded it already: nothing to do.
  await recordBoardPosted(rt, { gameId: found.gameId, viewer: '' }, message, undefined);
}

/** The mark the post of `record` carries for `attempt`. */
export function markOf(date: string, record: PostRecord, attempt: number, zone: string): PostMark {
  // Nothing sent before the first claim can be this post (a margin for the platform's clock),
  // and nothing before the day began in the conversation's zone.
  const since = Math.max(startOfDate(date, zone), record.firstClaimedAt - PLATFORM_SKEW_MS);
  return { date, since, attempt, ...(record.gameId !== undefined && { gameId: record.gameId }) };
}

/** The copies of `found` other than the one kept (messages of the kept attempt stay). */
function extraCopies(found: readonly FoundPost[], kept: FoundPost): string[] {
  const keptIds = new Set(kept.messageIds);
  return found
    .filter(
      (f) =>
        f.messageId !== kept.messageId &&
        (kept.attempt === undefined || f.attempt !== kept.attempt),
    )
    .flatMap((f) => f.messageIds)
    .filter((id) => !keptIds.has(id));
}

const COPIES_DELETED = 'sudoku_daily_post_copies_deleted_total';

/** Deletes extra copies of a post; a failure is logged, never thrown (the post itself stands). */
export async function deleteCopies(
  rt: CoreRuntime,
  poster: Poster,
  conversation: Conversation,
  ids: readonly string[],
  fields: Record<string, unknown>,
): Promise<void> {
  if (ids.length === 0) return;
  try {
    await poster.deletePosts(conversation, ids);
    rt.logger.warn('daily post: extra copy deleted', { ...fields, messages: ids.length });
    rt.metrics.count(
      COPIES_DELETED,
      'Messages of extra daily post copies deleted',
      {
        platform: conversation.platform,
      },
      ids.length,
    );
  } catch (error) {
    rt.logger.error('daily post: extra copy not deleted', { ...fields, error: text(error) });
  }
}

/**
 * Looks for copies of the post sent by other attempts and deletes all but the one kept
 * (`keep`, or the oldest found). Resolves to the copy kept, if any was found.
 */
export async function sweepCopies(
  rt: CoreRuntime,
  poster: Poster,
  conversation: Conversation,
  mark: PostMark,
  keep: string | undefined,
  fields: Record<string, unknown>,
): Promise<FoundPost | undefined> {
  const found = await poster.findPosts(conversation, mark);
  if (found.length === 0) return undefined;
  const kept = found.find((f) => f.messageIds.includes(keep ?? '')) ?? found[0]!;
  await deleteCopies(rt, poster, conversation, extraCopies(found, kept), fields);
  return kept;
}

/**
 * The look, a minute after a taken-over post was sent, for copies an older attempt (paused, not
 * dead) sent after all: every copy but the kept one is deleted.
 */
export async function verifyPost(
  rt: CoreRuntime,
  poster: Poster | undefined,
  post: PostToVerify,
): Promise<void> {
  const { conversation: key, date, record } = post;
  if (!poster) return;
  const conversation = await conversationOf(rt, key);
  if (conversation) {
    const where = { platform: key.platform, id: key.conversationId };
    const zone = await conversationZone(rt, new SettingsLookup(rt.store), where);
    const mark = markOf(date, record, record.claims, zone);
    const fields = { ...fieldsOf(key), date, attempt: record.claims };
    await sweepCopies(rt, poster, conversation, mark, record.messageId, fields);
  }
  await postVerified(rt.store, key, date, record.revision);
}

/** The conversation of a schedule (a post's conversation is always a scheduled one). */
async function conversationOf(
  rt: CoreRuntime,
  key: ConversationKey,
): Promise<Conversation | undefined> {
  const schedule = await rt.store.getSchedule(key);
  return schedule?.conversation as Conversation | undefined;
}

function fieldsOf(key: ConversationKey): Record<string, string> {
  return { platform: key.platform, conversation: key.conversationId };
}

function text(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
