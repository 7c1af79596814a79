// One day's post into one conversation, sent once across crashes. The post is claimed in the
// store (unique per conversation and date) and the claim is renewed while it is rendered and
// sent, so only a claim whose process died goes stale. The post carries a mark of (conversation,
// date) on the platform: Discord refuses a second message with the same nonce and returns the
// first, Slack's message metadata and the playground's log can be searched. Before a post whose
// earlier attempt may have gone out is sent again, the platform is asked; a post found there
// finishes the claim instead of a second message. Every store write is fenced by the attempt.

import { addDays, daysBetween, zonedTime } from '../game/calendar.ts';
import {
  MAX_POST_ATTEMPTS,
  POST_CLAIM_LEASE_MS,
  POST_CLAIM_RENEW_MS,
  postClaimable,
  type ConversationKey,
  type PostClaim,
  type PostOutcome,
  type Schedule,
} from '../store/port.ts';
import { makeCtx, type CoreRuntime } from './context.ts';
import { digestLines } from './digest.ts';
import { placeBoards, recordBoardPosted } from './live-board.ts';
import { startNew, today } from './play.ts';
import type { FoundPost, Poster, PostMark } from './ports.ts';
import type { Conversation, Inbound, Reply } from './types.ts';
import { renderReplies } from './views.ts';

/** How the scheduler claims and checks its posts. */
export interface DailyPostOptions {
  /** How long a claim may go unrenewed before another tick takes it up. */
  readonly leaseMs: number;
  /**
   * Mark each post on its platform and look there before sending a post again. Off only to
   * measure the old path (a retry then posts blindly).
   */
  readonly platformCheck: boolean;
}

export const DEFAULT_DAILY_POST_OPTIONS: DailyPostOptions = {
  leaseMs: POST_CLAIM_LEASE_MS,
  platformCheck: true,
};

/** One post that is due: a schedule and the date whose puzzle it posts. */
export interface DuePost {
  readonly schedule: Schedule;
  readonly date: string;
}

/** What became of a due post in one tick. */
export type DuePostResult =
  /** Sent now. */
  | { readonly kind: 'posted' }
  /** An earlier attempt's post was found on the platform: finished without a second message. */
  | { readonly kind: 'found' }
  /** The send failed; a later tick retries (a bounded number of times). */
  | { readonly kind: 'failed'; readonly error: string }
  /** No poster for its platform yet, or its puzzle is still being made: not claimed. */
  | { readonly kind: 'waiting' }
  /** Claimed by another process that may still be at work: a tick at `retryAt` may take it. */
  | { readonly kind: 'busy'; readonly retryAt: number }
  /** Already sent, given up, or claimed by another tick just now. */
  | { readonly kind: 'done' };

const SCHEDULER_USER = { id: 'scheduler', name: 'Sudoku', canManage: true };

/** This attempt stalled past its lease and another took the post up: it must not send. */
class ClaimLostError extends Error {
  constructor() {
    super('the claim was taken up by another attempt before the send');
  }
}

/** Whether `s`'s puzzle for `date` can be posted now. */
async function puzzleReady(rt: CoreRuntime, s: Schedule, date: string): Promise<boolean> {
  if (s.level) return rt.puzzles.hasFresh(s.level, 'classic');
  return (await rt.puzzles.daily(date)) !== undefined;
}

/**
 * The instant `date` begins in `zone`, less an hour: a safe lower bound for when its post can
 * have been sent (a zone that skips midnight for daylight saving starts the day an hour later).
 */
export function startOfDate(date: string, zone: string): number {
  let t = Date.parse(`${date}T00:00:00Z`);
  for (let i = 0; i < 3; i++) {
    const local = zonedTime(new Date(t), zone);
    const minutesPast = daysBetween(date, local.date) * 1440 + local.minuteOfDay;
    if (minutesPast === 0) break;
    t -= minutesPast * 60_000;
  }
  return t - 3600_000;
}

/** Renews a claim every few seconds while its post is being made; stop() when done. */
function keepClaimed(
  rt: CoreRuntime,
  key: ConversationKey,
  date: string,
  claim: PostClaim,
  leaseMs: number,
): { stop(): void } {
  let stopped = false;
  const renew = async () => {
    const held = await rt.store.renewDailyPost(key, date, claim.attempt, rt.clock.now().getTime());
    // (A renewal that crossed the finish is not news.)
    if (!held && !stopped)
      rt.logger.warn('daily post claim taken over', { ...fieldsOf(key), date });
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

/** The post's replies: the conversation's game of that date (or a fresh one), greeted. */
async function buildPost(rt: CoreRuntime, due: DuePost, now: Date): Promise<Reply[]> {
  const s = due.schedule;
  const conversation = s.conversation as Conversation;
  const inbound: Inbound = { conversation, user: SCHEDULER_USER, command: { kind: 'today' } };
  const base = makeCtx(rt, inbound, now);
  // The post's own date, even when it is finished after midnight: its puzzle, not today's.
  const ctx = { ...base, today: due.date };
  const late = due.date !== base.today;
  const replies = s.level
    ? await startNew(ctx, { kind: 'new', level: s.level, confirmed: true })
    : await today(ctx);
  const first = replies.at(0);
  if (!first?.board) throw new Error(`no board to post: ${first?.text ?? 'no reply'}`);
  const greeting = s.level
    ? `Your daily ${s.level} puzzle is here! `
    : late
      ? `The daily of ${due.date}, a little late: `
      : 'Good morning! ';
  const board: Reply = { ...first, text: greeting + first.text, visibility: 'everyone' };
  return [board, ...(await digestOf(rt, conversation, due.date)), ...replies.slice(1)];
}

/**
 * Yesterday's digest, as a message of its own right under the board (the board's text is
 * edited by every move, so a summary in it would be gone with the first one). A digest that
 * can't be made leaves the post to go out without it.
 */
async function digestOf(rt: CoreRuntime, c: Conversation, date: string): Promise<Reply[]> {
  const key = { platform: c.platform, conversationId: c.id };
  try {
    const lines = await digestLines(rt, key, addDays(date, -1), date);
    return lines.length ? [{ text: lines.join('\n'), visibility: 'everyone' }] : [];
  } catch (error) {
    rt.logger.warn('daily digest not made', { ...fieldsOf(key), date, error: text(error) });
    return [];
  }
}

/** Records the live board of a post found on the platform (when its process died first). */
async function recordFound(rt: CoreRuntime, found: FoundPost, now: number): Promise<void> {
  if (!found.boardRef || !found.gameId) return;
  const message = {
    ref: found.boardRef,
    postedAt: now,
    ...(found.boardPicture && { picture: found.boardPicture }),
  };
  // False when the dead process recorded it already: nothing to do.
  await recordBoardPosted(rt, { gameId: found.gameId, viewer: '' }, message, undefined);
}

/**
 * Renders and sends the post, records its live board; resolves to the message id. Right before
 * the send the claim is renewed: a process that stalled past its lease and was taken over stops
 * there instead of sending a second post.
 */
async function send(
  rt: CoreRuntime,
  poster: Poster,
  due: DuePost,
  claim: PostClaim,
  mark: PostMark | undefined,
): Promise<string> {
  const now = rt.clock.now();
  const conversation = due.schedule.conversation as Conversation;
  const key = { platform: conversation.platform, conversationId: conversation.id };
  const placement = {
    key,
    direct: conversation.kind === 'direct',
    visibleInbound: false,
    now: now.getTime(),
  };
  const built = await placeBoards(rt, placement, await buildPost(rt, due, now));
  // In a direct message the post is its player's (who scheduled it there): their theme.
  const reader = conversation.kind === 'direct' ? { userId: due.schedule.setBy } : {};
  const replies = await renderReplies(rt, built, { conversation, ...reader }, 'bulk');
  if (!(await rt.store.renewDailyPost(key, due.date, claim.attempt, rt.clock.now().getTime()))) {
    throw new ClaimLostError();
  }
  const { messageId, boardRef, boardPicture } = await poster.post(conversation, replies, mark);
  const live = replies[0]?.live;
  if (live && boardRef) {
    const message = {
      ref: boardRef,
      postedAt: now.getTime(),
      ...(boardPicture && { picture: boardPicture }),
    };
    await recordBoardPosted(rt, live, message, live.replaces);
  }
  return messageId;
}

/** Claims, checks, sends and finishes one due post. */
export async function runDuePost(
  rt: CoreRuntime,
  poster: Poster | undefined,
  due: DuePost,
  options: DailyPostOptions,
): Promise<DuePostResult> {
  const { store, clock, logger } = rt;
  const c = due.schedule.conversation;
  const key = { platform: c.platform, conversationId: c.id };
  const status = await store.dailyPostStatus(key, due.date);
  if (!postClaimable(status, clock.now().getTime(), options.leaseMs)) {
    return status?.status === 'claimed' && status.attempts < MAX_POST_ATTEMPTS
      ? { kind: 'busy', retryAt: status.claimedAt + options.leaseMs }
      : { kind: 'done' };
  }
  if (!poster || !(await puzzleReady(rt, due.schedule, due.date))) return { kind: 'waiting' };
  const claim = await store.claimDailyPost(key, due.date, clock.now().getTime(), options.leaseMs);
  if (!claim) return { kind: 'done' };
  const fields = { ...fieldsOf(key), date: due.date, attempt: claim.attempt };
  const heartbeat = keepClaimed(rt, key, due.date, claim, options.leaseMs);
  try {
    const mark = options.platformCheck
      ? { date: due.date, since: startOfDate(due.date, rt.options.timeZone) }
      : undefined;
    // An earlier attempt may have posted before its process died or its send reported failure.
    if (mark && claim.attempt > 1 && poster.findPost) {
      const found = await poster.findPost(c as Conversation, mark);
      if (found) {
        await recordFound(rt, found, clock.now().getTime());
        const outcome = { ok: true, messageId: found.messageId } as const;
        await finish(rt, key, due.date, outcome, claim);
        logger.info('daily post found on the platform', { ...fields, message: found.messageId });
        return { kind: 'found' };
      }
    }
    const messageId = await send(rt, poster, due, claim, mark);
    await finish(rt, key, due.date, { ok: true, messageId }, claim);
    logger.info('daily post sent', fields);
    return { kind: 'posted' };
  } catch (error) {
    if (error instanceof ClaimLostError) {
      logger.warn('daily post left to the attempt that took it up', fields);
      return { kind: 'done' };
    }
    const message = text(error);
    await finish(rt, key, due.date, { ok: false, error: message }, claim).catch(() => undefined);
    logger.warn('daily post failed', { ...fields, error: message });
    return { kind: 'failed', error: message };
  } finally {
    heartbeat.stop();
  }
}

/** Finishes the claim if this attempt still holds it (a takeover after a stall is logged). */
async function finish(
  rt: CoreRuntime,
  key: ConversationKey,
  date: string,
  outcome: PostOutcome,
  claim: PostClaim,
): Promise<void> {
  if (await rt.store.finishDailyPost(key, date, outcome, claim.attempt)) return;
  rt.logger.warn('daily post claim was taken over before it finished', {
    ...fieldsOf(key),
    date,
    attempt: claim.attempt,
    ok: outcome.ok,
  });
}
