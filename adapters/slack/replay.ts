// Replayed requests. A signed Slack request stays valid for the whole signature window (five
// minutes either side of its timestamp), so a copy sent again ran again: `undo` twice. Every
// command and interaction carries a fresh trigger_id (a button press also its action_ts) and
// every event an event_id that its retries repeat, so each key is let through once. The guard is
// a port: in memory here, and the store's claimOnce when several processes share the endpoint.

import type { AnyMiddlewareArgs, Middleware } from '@slack/bolt';
import type { Logger } from '../../src/bot/ports.ts';
import { DEDUP_TTL_MS, Deduplicator } from './dedup.ts';
import { errorFields } from './log-fields.ts';
import { MAX_CLOCK_SKEW_SECONDS } from './receiver.ts';

/** Says whether a key is seen for the first time; remembers it for `ttlMs` either way. */
export interface ReplayGuard {
  first(key: string, ttlMs: number): Promise<boolean>;
}

/** How long a command or interaction key is kept: the whole window its signature is valid in. */
export const REPLAY_TTL_MS = 2 * MAX_CLOCK_SKEW_SECONDS * 1000;

/** A ReplayGuard for one process: bounded in number and time (see Deduplicator). */
export class MemoryReplayGuard implements ReplayGuard {
  constructor(private readonly seen = new Deduplicator()) {}

  first(key: string, ttlMs: number): Promise<boolean> {
    return Promise.resolve(this.seen.first(key, ttlMs));
  }
}

/** A store's one-time claims: true for the first claim of a key until `expiresAt` (ms). */
export interface OnceClaims {
  claimOnce(key: string, expiresAt: number, now: number): Promise<boolean>;
}

/** A ReplayGuard over a store's claims, so it holds across every process on that store. */
export function claimGuard(claims: OnceClaims, now: () => number = Date.now): ReplayGuard {
  return {
    first: (key, ttlMs) => {
      const at = now();
      return claims.claimOnce(`slack-replay:${key}`, at + ttlMs, at);
    },
  };
}

/** What identifies one request from Slack, and how long to remember it. */
export interface ReplayKey {
  readonly key: string;
  readonly ttlMs: number;
  readonly kind: 'event' | 'request';
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The replay key of a request body: `event:<event_id>` for events (kept as long as Slack
 * retries), `trigger:<team>:<trigger_id>` for commands and interactions, `action:<action_ts>`
 * for an interaction without a trigger. Undefined for bodies with none of these.
 */
export function replayKeyOf(body: unknown): ReplayKey | undefined {
  const b = (body ?? {}) as {
    event_id?: unknown;
    trigger_id?: unknown;
    team_id?: unknown;
    team?: { id?: unknown };
    actions?: { action_ts?: unknown }[];
  };
  const eventId = text(b.event_id);
  if (eventId) return { key: `event:${eventId}`, ttlMs: DEDUP_TTL_MS, kind: 'event' };
  const team = text(b.team_id) ?? text(b.team?.id) ?? '-';
  const trigger = text(b.trigger_id);
  if (trigger) return { key: `trigger:${team}:${trigger}`, ttlMs: REPLAY_TTL_MS, kind: 'request' };
  const actionTs = Array.isArray(b.actions) ? text(b.actions[0]?.action_ts) : undefined;
  if (actionTs) return { key: `action:${team}:${actionTs}`, ttlMs: REPLAY_TTL_MS, kind: 'request' };
  return undefined;
}

/** The context key of a request's deferred replay check (see replayMiddleware). */
const FIRST_DELIVERY = 'slackFirstDelivery';

/** Says, once asked, whether this is the first delivery of the request (memoized). */
type FirstDelivery = () => Promise<boolean>;

export interface ReplayOptions {
  /**
   * Requests whose listeners ack before they ask `firstDelivery`: the claim is left to them, so
   * the ack never waits for the guard (a store write). Others wait for it before any listener.
   */
  readonly checkedAfterAck?: (body: unknown) => boolean;
}

/**
 * Whether the request in `context` is seen for the first time: the replay guard's answer for a
 * request whose claim was left to its listener (claimed on the first call), otherwise true (the
 * middleware has already dropped replays). Call it after ack() and before anything a person can
 * see: a replay acked this way is then dropped with no effect.
 */
export function firstDelivery(context: Record<string, unknown>): Promise<boolean> {
  const check = context[FIRST_DELIVERY];
  return typeof check === 'function' ? (check as FirstDelivery)() : Promise.resolve(true);
}

/** The guard's answer for one request, logged; a failing guard answers true. */
async function claim(
  guard: ReplayGuard,
  found: ReplayKey,
  retry: unknown,
  logger: Logger,
): Promise<boolean> {
  let first = true;
  try {
    first = await guard.first(found.key, found.ttlMs);
  } catch (error) {
    logger.error('slack replay guard failed', { ...errorFields(error), key: found.key });
  }
  if (!first) {
    const fields = { key: found.key, retry };
    if (found.kind === 'event') logger.info('slack duplicate event dropped', fields);
    else logger.warn('slack replayed request dropped', fields);
  }
  return first;
}

/**
 * Global middleware that runs each request key once. A request its listener checks after the
 * ack (`checkedAfterAck`) goes on at once with a deferred check in its context; the listener acks,
 * then awaits `firstDelivery` before doing anything, and the key is claimed by the end of the
 * listener either way. Any other request whose key was seen is acknowledged (so Slack does not
 * retry it) and goes no further; events reach this after Bolt has acked them, so their claim
 * never delays an ack. When the guard itself fails the request runs: a broken guard must not
 * silence the bot.
 */
export function replayMiddleware(
  guard: ReplayGuard,
  logger: Logger,
  options: ReplayOptions = {},
): Middleware<AnyMiddlewareArgs> {
  return async (args) => {
    const found = replayKeyOf(args.body);
    if (!found) {
      await args.next();
      return;
    }
    const retry = args.context.retryNum;
    if (found.kind === 'request' && options.checkedAfterAck?.(args.body)) {
      let answer: Promise<boolean> | undefined;
      const check: FirstDelivery = () => (answer ??= claim(guard, found, retry, logger));
      args.context[FIRST_DELIVERY] = check;
      try {
        await args.next();
      } finally {
        // Claimed even when no listener asked (a press that only acks), so a later copy is known.
        await check();
      }
      return;
    }
    if (!(await claim(guard, found, retry, logger))) {
      if ('ack' in args && typeof args.ack === 'function') await args.ack();
      return;
    }
    await args.next();
  };
}
