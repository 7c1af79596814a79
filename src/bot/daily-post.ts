// One day's post into one conversation, sent exactly once across crashes, pauses and outages.
// The protocol (the table in docs/ARCHITECTURE.md, "A daily post"):
//   1. claim     the store's record (post-claim.ts), fenced by the attempt number;
//   2. look      when an earlier attempt started a send, ask the platform for copies of the
//                post (Poster.findPosts: Discord reads the channel for the mark in a component's
//                custom_id, Slack for the message metadata): one found finishes the post;
//   3. build     the conversation's game of that date (an earlier attempt's game when it made
//                one), rendered, the picture retried before the post goes without it;
//   4. fence     the record counts the send (it may reach the platform from here on) while the
//                claim is still ours, and the poster checks the claim again right before the
//                request that makes the post visible (after any upload);
//   5. send      with the mark; afterwards a sender whose claim was taken over meanwhile deletes
//                its own copy, and the owner of a taken-over post deletes any other copy, now
//                and once more a minute later (VERIFY_AFTER_LEASES), so the channel ends with one;
//   6. finish    sent; or failed (retried after a back-off, sends counted); or given up for a
//                reason the platform gave (logged at error and counted).
// The claim is renewed while the post's work makes progress; a stalled post stops renewing and
// is taken up by another attempt, whose fence stops the stalled one before it sends.

import type { ConversationKey } from '../store/port.ts';
import type { CoreRuntime } from './context.ts';
import { placeBoards, recordBoardPosted } from './live-board.ts';
import { buildPost, puzzleReady, type DuePost } from './post-build.ts';
import {
  abandonPost,
  beginSend,
  claimPost,
  finishPost,
  MAX_POST_SENDS,
  POST_CLAIM_LEASE_MS,
  POST_CLAIM_RENEW_MS,
  postClaimable,
  postClaimableAt,
  renewPost,
  RETRY_BASE_MS,
  retryDelayMs,
  VERIFY_AFTER_LEASES,
  type PostClaim,
  type PostEnd,
} from './post-claim.ts';
import { deleteCopies, markOf, recordFound, sweepCopies } from './post-copies.ts';
import { PostRefusedError, type Poster, type PostMark } from './ports.ts';
import type { Conversation, Reply } from './types.ts';
import { renderReplies } from './views.ts';
import { postLanguage } from './languages.ts';
import { localise } from './localise.ts';
import { SettingsLookup } from './picture-theme.ts';
import { dayThreadsOn } from './day-thread.ts';
import { msg, renderText } from '../i18n/text.ts';

/** How the scheduler claims its posts. */
export interface DailyPostOptions {
  /** How long a claim may go without progress before another tick takes it up. */
  readonly leaseMs: number;
  /** The first back-off after a failed send (it doubles per failed send, up to 15 times). */
  readonly retryBaseMs: number;
}

export const DEFAULT_DAILY_POST_OPTIONS: DailyPostOptions = {
  leaseMs: POST_CLAIM_LEASE_MS,
  retryBaseMs: RETRY_BASE_MS,
};

/** What became of a due post in one tick. */
export type DuePostResult =
  /** Sent now; after a takeover, a tick at `verifyAt` looks once more for extra copies. */
  | { readonly kind: 'posted'; readonly verifyAt?: number }
  /** An earlier attempt's post was found on the platform: finished without a second message. */
  | { readonly kind: 'found' }
  /** The send failed; a tick at `retryAt` (after a back-off) tries again. */
  | { readonly kind: 'failed'; readonly error: string; readonly retryAt: number }
  /** The platform refused for good, or failed every send: given up, with the reason logged. */
  | { readonly kind: 'given-up'; readonly reason: string }
  /** No poster for its platform yet, or its puzzle is still being made: not claimed. */
  | { readonly kind: 'waiting' }
  /** Claimed by another attempt, or failed and backing off: a tick at `retryAt` may take it. */
  | { readonly kind: 'busy'; readonly retryAt: number }
  /** Already sent or given up, claimed by another tick just now, or left to its new owner. */
  | { readonly kind: 'done' };

/** Pictures of a post drawn again when the first try failed, before it goes without one. */
const PICTURE_RETRIES = 2;

/** This attempt stalled past its lease and another took the post up: it must not send. */
export class ClaimLostError extends Error {
  constructor() {
    super('the claim was taken up by another attempt before the send');
  }
}

/** Where the post's work stands, for the heartbeat: the last time it moved on. */
interface Progress {
  mark(): void;
  readonly stop: () => void;
}

/**
 * Renews the claim every few seconds while the post's work makes progress (each step done, each
 * picture drawn or platform call answered marks it): a post stuck longer than its lease stops
 * renewing, so another attempt takes it up and this one's fence stops it before it sends.
 */
function keepClaimed(
  rt: CoreRuntime,
  key: ConversationKey,
  date: string,
  claim: PostClaim,
  leaseMs: number,
): Progress {
  let stopped = false;
  let last = rt.clock.now().getTime();
  const renew = async () => {
    const now = rt.clock.now().getTime();
    if (now - last >= leaseMs) return;
    const held = await renewPost(rt.store, key, date, claim.attempt, now);
    // (A renewal that crossed the finish is not news.)
    if (!held && !stopped) logTakeover(rt, key, date, claim.attempt, 'while it was being made');
  };
  const timer = setInterval(
    () =>
      renew().catch((error: unknown) =>
        rt.logger.warn('daily post claim not renewed', {
          ...fieldsOf(key),
          date,
          error: text(error),
        }),
      ),
    Math.min(POST_CLAIM_RENEW_MS, leaseMs / 4),
  );
  timer.unref();
  return {
    mark: () => {
      last = rt.clock.now().getTime();
    },
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}

function fieldsOf(key: ConversationKey): Record<string, string> {
  return { platform: key.platform, conversation: key.conversationId };
}

function text(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const TAKEOVERS = 'sudoku_daily_post_takeovers_total';

function logTakeover(
  rt: CoreRuntime,
  key: ConversationKey,
  date: string,
  attempt: number,
  when: string,
): void {
  rt.logger.warn(`daily post claim taken over ${when}`, { ...fieldsOf(key), date, attempt });
  rt.metrics.count(TAKEOVERS, 'Daily posts whose claim another attempt took up', {
    platform: key.platform,
  });
}

/** Builds, renders, fences and sends the post; resolves to what was posted. */
async function send(
  rt: CoreRuntime,
  poster: Poster,
  due: DuePost,
  claim: PostClaim,
  progress: Progress,
): Promise<{ messageId: string; messageIds: readonly string[]; mark: PostMark } & ThreadEnd> {
  const now = rt.clock.now();
  const conversation = due.schedule.conversation as Conversation;
  const key = { platform: conversation.platform, conversationId: conversation.id };
  const placement = {
    key,
    direct: conversation.kind === 'direct',
    visibleInbound: false,
    now: now.getTime(),
  };
  const settings = new SettingsLookup(rt.store);
  const locale = await postLanguage(settings, conversation, due.schedule.setBy);
  const drafts = await buildPost(rt, due, now, claim.record.gameId);
  const built = await placeBoards(
    rt,
    placement,
    drafts.map((draft) => localise(draft, locale)),
  );
  progress.mark();
  // In a direct message the post is its player's (who scheduled it there): their theme.
  const reader = conversation.kind === 'direct' ? { userId: due.schedule.setBy } : {};
  let replies = await renderReplies(rt, built, { conversation, ...reader }, 'bulk');
  for (let retry = 0; retry < PICTURE_RETRIES && rt.renderer && replies.some(unpictured); retry++) {
    progress.mark();
    replies = await renderReplies(rt, replies, { conversation, ...reader }, 'bulk');
  }
  progress.mark();
  const gameId = replies[0]?.live?.gameId;
  const attempt = claim.attempt;
  if (!(await beginSend(rt.store, key, due.date, attempt, rt.clock.now().getTime(), gameId))) {
    throw new ClaimLostError();
  }
  const record = { ...claim.record, ...(gameId && { gameId }) };
  const mark = markOf(due.date, record, attempt, due.timeZone);
  const fence = async () => {
    progress.mark();
    if (!(await renewPost(rt.store, key, due.date, attempt, rt.clock.now().getTime()))) {
      throw new ClaimLostError();
    }
  };
  // The day's thread, unless the channel keeps its talk in the channel (`thread off`).
  const threaded = await dayThreadsOn(settings, conversation).catch(() => false);
  const name = renderText(msg('thread.name', { date: new Date(`${due.date}T00:00:00Z`) }), locale);
  const thread = threaded ? { thread: { name } } : {};
  const posted = await poster.post(conversation, replies, { mark, fence, ...thread });
  progress.mark();
  const live = replies[0]?.live;
  if (live && posted.boardRef) {
    const message = {
      ref: posted.boardRef,
      postedAt: now.getTime(),
      ...(posted.boardPicture && { picture: posted.boardPicture }),
    };
    await recordBoardPosted(rt, live, message, live.replaces);
  }
  return {
    messageId: posted.messageId,
    messageIds: posted.messageIds,
    mark,
    ...(posted.thread !== undefined && { thread: posted.thread }),
    ...(posted.threadLost !== undefined && { threadLost: posted.threadLost }),
  };
}

/** The day's thread a post opened, or why it could not (recorded with the post). */
interface ThreadEnd {
  readonly thread?: string;
  readonly threadLost?: string;
}

function unpictured(reply: Reply): boolean {
  return reply.board !== undefined && reply.image === undefined;
}

const GIVEN_UP = 'sudoku_daily_posts_given_up_total';

/** Claims, checks, sends and finishes one due post. */
export async function runDuePost(
  rt: CoreRuntime,
  poster: Poster | undefined,
  due: DuePost,
  options: DailyPostOptions,
): Promise<DuePostResult> {
  const { store, clock, logger } = rt;
  const c = due.schedule.conversation as Conversation;
  const key = { platform: c.platform, conversationId: c.id };
  const record = await store.dailyPost(key, due.date);
  if (!postClaimable(record, clock.now().getTime(), options)) {
    const at = record && postClaimableAt(record, options);
    return at === undefined ? { kind: 'done' } : { kind: 'busy', retryAt: at };
  }
  if (!poster || !(await puzzleReady(rt, due.schedule, due.date))) return { kind: 'waiting' };
  const claim = await claimPost(store, key, due.date, clock.now().getTime(), options);
  if (!claim) return { kind: 'done' };
  const fields = { ...fieldsOf(key), date: due.date, attempt: claim.attempt };
  if (claim.record.claims > 1 && record?.status === 'claimed') {
    logTakeover(rt, key, due.date, claim.attempt - 1, 'after its lease ran out');
  }
  const progress = keepClaimed(rt, key, due.date, claim, options.leaseMs);
  try {
    // An earlier attempt may have sent before its process died or its send reported failure.
    if (claim.record.sends > 0) {
      const mark = markOf(due.date, claim.record, claim.attempt, due.timeZone);
      const kept = await sweepCopies(rt, poster, c, mark, undefined, fields);
      progress.mark();
      if (kept) {
        await recordFound(rt, kept, clock.now().getTime());
        await finish(rt, key, due.date, claim, {
          kind: 'sent',
          messageId: kept.messageId,
          ...(kept.thread !== undefined && { thread: kept.thread }),
        });
        logger.info('daily post found on the platform', { ...fields, message: kept.messageId });
        return { kind: 'found' };
      }
    }
    const sent = await send(rt, poster, due, claim, progress);
    const now = clock.now().getTime();
    if (!(await renewPost(store, key, due.date, claim.attempt, now))) {
      // Taken over between the fence and the send landing: this copy is an extra one only once
      // the owner has sent its own. An owner that found this copy made it the post, and one
      // still at work will find it or sweep it (it took over from a send, so it looks again).
      logTakeover(rt, key, due.date, claim.attempt, 'while its send was landing');
      const owner = await store.dailyPost(key, due.date);
      if (owner?.status === 'sent' && !sent.messageIds.includes(owner.messageId ?? '')) {
        await deleteCopies(rt, poster, c, sent.messageIds, fields);
      } else {
        logger.info('daily post: copy left to the attempt that took over', {
          ...fields,
          status: owner?.status,
        });
      }
      return { kind: 'done' };
    }
    // Taken over from an attempt that had started a send and may still be alive (paused, or its
    // answer lost): keep ours, delete any copy of theirs now, and look once more a minute later.
    const takenOver = claim.record.sends > 0;
    if (takenOver) await sweepCopies(rt, poster, c, sent.mark, sent.messageId, fields);
    const verifyAt = takenOver ? now + VERIFY_AFTER_LEASES * options.leaseMs : undefined;
    await finish(rt, key, due.date, claim, {
      kind: 'sent',
      messageId: sent.messageId,
      ...(verifyAt !== undefined && { verifyAt }),
      ...(sent.thread !== undefined && { thread: sent.thread }),
      ...(sent.threadLost !== undefined && { threadLost: sent.threadLost }),
    });
    logger.info('daily post sent', fields);
    return { kind: 'posted', ...(verifyAt !== undefined && { verifyAt }) };
  } catch (error) {
    return await failed(rt, key, due.date, claim, error, fields, options);
  } finally {
    progress.stop();
  }
}

/** Ends an attempt that threw: left to a new owner, retried later, or given up with a reason. */
async function failed(
  rt: CoreRuntime,
  key: ConversationKey,
  date: string,
  claim: PostClaim,
  error: unknown,
  fields: Record<string, unknown>,
  options: DailyPostOptions,
): Promise<DuePostResult> {
  if (error instanceof ClaimLostError) {
    logTakeover(rt, key, date, claim.attempt, 'before its send');
    return { kind: 'done' };
  }
  const current = await rt.store.dailyPost(key, date).catch(() => undefined);
  const sends = current?.claims === claim.attempt ? current.sends : claim.record.sends;
  const reason =
    error instanceof PostRefusedError
      ? `the platform refused it: ${error.reason}`
      : sends >= MAX_POST_SENDS
        ? `the platform failed ${sends} sends; the last: ${text(error)}`
        : undefined;
  if (reason !== undefined) {
    await giveUp(rt, key, date, claim, reason, fields);
    return { kind: 'given-up', reason };
  }
  const message = text(error);
  const at = rt.clock.now().getTime();
  await finish(rt, key, date, claim, { kind: 'failed', error: message, at }).catch(() => undefined);
  rt.logger.warn('daily post failed; it is retried later', { ...fields, sends, error: message });
  return { kind: 'failed', error: message, retryAt: at + retryDelayMs(sends, options.retryBaseMs) };
}

/** Gives a post up for `reason`: logged at error and counted, so it is never silent. */
export async function giveUp(
  rt: CoreRuntime,
  key: ConversationKey,
  date: string,
  claim: PostClaim,
  reason: string,
  fields: Record<string, unknown> = {},
): Promise<void> {
  await finish(rt, key, date, claim, { kind: 'given-up', reason }).catch(() => undefined);
  rt.logger.error('daily post given up', { ...fieldsOf(key), date, ...fields, reason });
  rt.metrics.count(GIVEN_UP, 'Daily posts given up, by platform', { platform: key.platform });
}

/** Finishes the claim if this attempt still holds it (a takeover after a stall is logged). */
async function finish(
  rt: CoreRuntime,
  key: ConversationKey,
  date: string,
  claim: PostClaim,
  end: PostEnd,
): Promise<void> {
  if (await finishPost(rt.store, key, date, claim.attempt, end)) return;
  logTakeover(rt, key, date, claim.attempt, `before it finished (${end.kind})`);
}

/**
 * A post still unfinished a day after its date (its platform failed all day, or every process
 * that claimed it died): given up with that reason, logged and counted, never dropped silently.
 */
export async function abandonLatePost(
  rt: CoreRuntime,
  key: ConversationKey,
  date: string,
): Promise<void> {
  const record = await rt.store.dailyPost(key, date);
  const reason = `not sent by the end of the next day${record?.error ? `; the last error: ${record.error}` : ''}`;
  if (!(await abandonPost(rt.store, key, date, reason))) return;
  rt.logger.error('daily post given up', { ...fieldsOf(key), date, reason });
  rt.metrics.count(GIVEN_UP, 'Daily posts given up, by platform', { platform: key.platform });
}
