// The claim of a day's post into one conversation: who may send it, when it may be taken up
// again, and when it is given up. The store keeps one record per (conversation, date) and only
// compares and sets it (Store.writeDailyPost); every rule is here, once, for all three backends.
//
//   state     how it gets there                       who may claim it next
//   (none)    -                                       anyone
//   claimed   a claim (claims + 1), renewed while     anyone, once not renewed for the lease
//             its work makes progress                 (its process died, froze or stalled)
//   failed    a send the platform failed (429, 5xx,   anyone, after a back-off that grows with
//             timeout); sends + 1 per send started    the sends started (1 min .. 15 min)
//   sent      the post was sent, or found on the      nobody
//             platform from an earlier attempt
//   given-up  the platform refused for good (channel  nobody (logged at error, counted)
//             gone, no access), or failed MAX sends
//
// `claims` fences every write of an attempt: a process that stalled past its lease and was
// taken over finds its claim gone at its next write and stops. `sends` counts only sends that
// may have reached the platform, so a crash before a send costs nothing but a claim: a crash
// loop never gives a post up.

import type { ConversationKey, PostRecord, Store } from '../store/port.ts';

/**
 * How long a claimed post may go without a sign of progress from its process before another
 * tick may take it up. Short, so a crash costs a post seconds; the taker looks on the platform
 * first when a send of an earlier attempt may have gone out.
 */
export const POST_CLAIM_LEASE_MS = 15_000;

/** How often a process renews the claim of a post whose work is making progress. */
export const POST_CLAIM_RENEW_MS = 5_000;

/**
 * Sends that failed (the platform's 429, 5xx or timeouts) before a post is given up: with the
 * back-off below that is more than two hours of a platform failing every send.
 */
export const MAX_POST_SENDS = 10;

/** The first wait after a failed send; it doubles with every further failed send. */
export const RETRY_BASE_MS = 60_000;

/** After a failed send, the wait before the next claim: doubling from 1 minute to 15. */
export function retryDelayMs(sends: number, baseMs = RETRY_BASE_MS): number {
  return Math.min(15 * baseMs, baseMs * 2 ** Math.max(0, sends - 1));
}

/**
 * How many leases after a taken-over post is sent its conversation is looked at again for
 * copies (a minute with the production lease): long enough for a sender paused between its
 * fence and its send to have resumed, seen its claim gone and deleted its own copy, or not.
 */
export const VERIFY_AFTER_LEASES = 4;

/** A claim this caller holds: its attempt number fences its writes. */
export interface PostClaim {
  readonly attempt: number;
  /** The record as this claim wrote it (what earlier attempts left: sends, game, first claim). */
  readonly record: PostRecord;
}

/** How long a claim lasts unrenewed, and the first back-off after a failed send. */
export interface ClaimTimes {
  readonly leaseMs: number;
  readonly retryBaseMs?: number;
}

/** Whether a post in `record` may be claimed at `now`. */
export function postClaimable(
  record: PostRecord | undefined,
  now: number,
  times: ClaimTimes,
): boolean {
  if (!record) return true;
  const at = postClaimableAt(record, times);
  return at !== undefined && now >= at;
}

/** When a post that is not claimable now may be, if ever. */
export function postClaimableAt(record: PostRecord, times: ClaimTimes): number | undefined {
  if (record.status === 'claimed') return record.claimedAt + times.leaseMs;
  if (record.status === 'failed') {
    return record.claimedAt + retryDelayMs(record.sends, times.retryBaseMs);
  }
  return undefined;
}

/** Compare-and-set attempts before a write gives up (another writer keeps winning). */
const MAX_WRITE_ROUNDS = 8;

type Change = (record: PostRecord | undefined) => Omit<PostRecord, 'revision'> | undefined;

/**
 * Reads the record, asks `change` for the next one (undefined: leave it) and writes it if nobody
 * wrote in between, else reads again. Resolves to the record written, or undefined.
 */
async function update(
  store: Store,
  key: ConversationKey,
  date: string,
  change: Change,
): Promise<PostRecord | undefined> {
  for (let round = 0; round < MAX_WRITE_ROUNDS; round++) {
    const current = await store.dailyPost(key, date);
    const next = change(current);
    if (!next) return undefined;
    const revision = current?.revision ?? 0;
    if (await store.writeDailyPost(key, date, next, revision)) {
      return { ...next, revision: revision + 1 };
    }
  }
  throw new Error('the daily post record keeps changing under this process');
}

/** A copy of `value` without `keys`. */
function omit<T extends object, K extends keyof T>(value: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...value };
  for (const key of keys) delete copy[key];
  return copy;
}

/** The record without its revision, to build the next one from. */
function body(record: PostRecord): Omit<PostRecord, 'revision'> {
  return omit(record, 'revision');
}

/** Claims the post for exactly one caller across processes; undefined for the others. */
export async function claimPost(
  store: Store,
  key: ConversationKey,
  date: string,
  now: number,
  times: ClaimTimes,
): Promise<PostClaim | undefined> {
  const record = await update(store, key, date, (current) => {
    if (!postClaimable(current, now, times)) return undefined;
    if (!current)
      return { status: 'claimed', claims: 1, sends: 0, claimedAt: now, firstClaimedAt: now };
    const rest = omit(body(current), 'error');
    return { ...rest, status: 'claimed', claims: current.claims + 1, claimedAt: now };
  });
  return record && { attempt: record.claims, record };
}

/** A change that applies only while `attempt` still holds the claim. */
function held(attempt: number, change: (r: PostRecord) => Omit<PostRecord, 'revision'>): Change {
  return (current) =>
    current?.status === 'claimed' && current.claims === attempt ? change(current) : undefined;
}

/** Renews a claim still held by `attempt`; false when it was taken up or finished since. */
export async function renewPost(
  store: Store,
  key: ConversationKey,
  date: string,
  attempt: number,
  now: number,
): Promise<boolean> {
  const done = await update(
    store,
    key,
    date,
    held(attempt, (r) => ({ ...body(r), claimedAt: now })),
  );
  return done !== undefined;
}

/**
 * The fence right before a send: while `attempt` still holds the claim, counts the send (it may
 * reach the platform from here on) and records the game it shows. False: do not send.
 */
export async function beginSend(
  store: Store,
  key: ConversationKey,
  date: string,
  attempt: number,
  now: number,
  gameId: string | undefined,
): Promise<boolean> {
  const done = await update(
    store,
    key,
    date,
    held(attempt, (r) => ({
      ...body(r),
      sends: r.sends + 1,
      claimedAt: now,
      ...(gameId !== undefined && { gameId }),
    })),
  );
  return done !== undefined;
}

/** How an attempt ended. */
export type PostEnd =
  | {
      readonly kind: 'sent';
      readonly messageId: string;
      readonly verifyAt?: number;
      /** The day's thread opened under the post, or why none could be (see day-thread.ts). */
      readonly thread?: string;
      readonly threadLost?: string;
    }
  | { readonly kind: 'failed'; readonly error: string; readonly at: number }
  | { readonly kind: 'given-up'; readonly reason: string };

/** Longest error or reason kept (the platform's message, for diagnostics). */
const MAX_POST_ERROR = 500;

/** Records how `attempt` ended, while it still holds the claim; false when it does not. */
export async function finishPost(
  store: Store,
  key: ConversationKey,
  date: string,
  attempt: number,
  end: PostEnd,
): Promise<boolean> {
  const done = await update(
    store,
    key,
    date,
    held(attempt, (r) => {
      const rest = omit(body(r), 'error', 'verifyAt');
      switch (end.kind) {
        case 'sent':
          return {
            ...rest,
            status: 'sent',
            messageId: end.messageId,
            ...(end.verifyAt !== undefined && { verifyAt: end.verifyAt }),
            ...(end.thread !== undefined && { thread: end.thread }),
            ...(end.threadLost !== undefined && { threadLost: end.threadLost }),
          };
        case 'failed':
          return {
            ...rest,
            status: 'failed',
            claimedAt: end.at,
            error: end.error.slice(0, MAX_POST_ERROR),
          };
        case 'given-up':
          return { ...rest, status: 'given-up', error: end.reason.slice(0, MAX_POST_ERROR) };
      }
    }),
  );
  return done !== undefined;
}

/** Clears a sent post's pending look for copies (it was made). */
export async function postVerified(
  store: Store,
  key: ConversationKey,
  date: string,
  revision: number,
): Promise<void> {
  await update(store, key, date, (current) => {
    if (current?.revision !== revision || current.verifyAt === undefined) return undefined;
    return omit(body(current), 'verifyAt');
  });
}

/** Gives up a post left claimed or failed (its day is long past); false when it is finished. */
export async function abandonPost(
  store: Store,
  key: ConversationKey,
  date: string,
  reason: string,
): Promise<boolean> {
  const done = await update(store, key, date, (current) =>
    current?.status === 'claimed' || current?.status === 'failed'
      ? { ...body(current), status: 'given-up', error: reason.slice(0, MAX_POST_ERROR) }
      : undefined,
  );
  return done !== undefined;
}

/**
 * The day's talk of a sent post falls back to the channel for `reason` (its thread could not be
 * used); with `noted`, the caller tells the channel why. Resolves true only for the one caller
 * across processes that marked it noted: that caller says why, once.
 */
export async function threadLost(
  store: Store,
  key: ConversationKey,
  date: string,
  reason: string,
  noted: boolean,
): Promise<boolean> {
  const done = await update(store, key, date, (current) => {
    if (current?.status !== 'sent' || (current.threadLost !== undefined && !noted))
      return undefined;
    if (noted && current.threadNoted) return undefined;
    return {
      ...body(current),
      threadLost: current.threadLost ?? reason.slice(0, MAX_POST_ERROR),
      ...(noted && { threadNoted: true }),
    };
  });
  return noted && done !== undefined;
}
