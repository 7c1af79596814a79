// The daily post: `schedule HH:MM [LEVEL]` / `unschedule` (manage-channel right required), and
// the scheduler that a one-minute tick drives. Each due post is claimed in the store with a
// unique (platform, conversation, date) key and sent through its platform's Poster with a mark
// the platform can check (daily-post.ts), so a restart, a retry or a second process doesn't
// post twice; a process that starts after the post time catches up that day. A claim whose
// process died is taken up some 15 seconds later (an extra tick at its lease's end), after the
// platform says the post is not there; one left unfinished at midnight is finished the next
// day with its own date's puzzle.

import cron, { type ScheduledTask } from 'node-cron';
import { addDays, formatClockTime, parseClockTime, zonedTime } from '../game/calendar.ts';
import type { ConversationKey, Schedule } from '../store/port.ts';
import { mayManage, say, type CoreRuntime, type Ctx } from './context.ts';
import {
  abandonLatePost,
  DEFAULT_DAILY_POST_OPTIONS,
  runDuePost,
  type DailyPostOptions,
} from './daily-post.ts';
import type { DuePost } from './post-build.ts';
import { verifyPost } from './post-copies.ts';
import { settlesWithin, within } from './deadline.ts';
import type { Poster } from './ports.ts';
import { SettingsLookup } from './picture-theme.ts';
import { conversationZone } from './time-zone.ts';
import { msg } from '../i18n/text.ts';
import type { Command, Draft } from './types.ts';

const NOT_ALLOWED = msg('schedule.not-allowed');

/** `schedule HH:MM [LEVEL]`. */
export async function schedule(
  ctx: Ctx,
  command: Extract<Command, { kind: 'schedule' }>,
): Promise<Draft[]> {
  if (!mayManage(ctx)) return [say(NOT_ALLOWED)];
  const minute = parseClockTime(command.time);
  if (minute === undefined) return [say(msg('schedule.bad-time'))];
  const zone = ctx.timeZone;
  const local = zonedTime(ctx.now, zone);
  // A time already past today starts tomorrow, so subscribing never posts at once by surprise.
  const startDate = local.minuteOfDay < minute ? local.date : addDays(local.date, 1);
  const c = ctx.conversation;
  await ctx.rt.store.setSchedule({
    conversation: { platform: c.platform, id: c.id, kind: c.kind, workspace: c.workspace },
    minuteOfDay: minute,
    ...(command.level ? { level: command.level } : {}),
    startDate,
    setBy: ctx.actor.id,
  });
  return [
    say(
      msg('schedule.done', {
        level: command.level ?? 'daily',
        time: formatClockTime(minute),
        zone,
        start: startDate === local.date ? 'today' : 'tomorrow',
      }),
      'everyone',
    ),
  ];
}

/** `unschedule`. */
export async function unschedule(ctx: Ctx): Promise<Draft[]> {
  if (!mayManage(ctx)) return [say(NOT_ALLOWED)];
  const removed = await ctx.rt.store.removeSchedule(ctx.key);
  return removed ? [say(msg('schedule.stopped'), 'everyone')] : [say(msg('schedule.none'))];
}

export interface TickReport {
  /** Conversations posted to, as `platform:id`. */
  readonly posted: string[];
  /** Posts an earlier attempt had sent (found on the platform): finished, not sent again. */
  readonly found: string[];
  /** Due posts that failed (they are retried on later ticks, after a back-off). */
  readonly failed: string[];
  /** Posts given up: the platform refused them for good, or they were a day late. */
  readonly givenUp: string[];
  /** Posts still at work when the tick stopped waiting for them (their lease): they go on. */
  readonly slow: string[];
  /** Due posts waiting for a puzzle or a poster. */
  readonly waiting: string[];
  /**
   * When the next tick should come before the minute's (ms): a post claimed by a process that
   * may have died or failed can be taken up, or a taken-over post is due its look for copies.
   */
  retryAt?: number;
}

/** Settings of the scheduler (the defaults are the production ones). */
export interface SchedulerOptions extends DailyPostOptions {
  /** Posts made at once in a tick (different conversations). */
  readonly concurrency: number;
}

/** How far ahead a tick reads the looks for copies to come, to wake for them. */
const VERIFY_HORIZON_MS = 24 * 3600_000;

/** Posts in flight at once: a 300-channel 09:00 goes out in seconds, within rate limits. */
export const POST_CONCURRENCY = 8;
/** A post due this long before midnight and missed (nobody claimed it) is still made after. */
export const MIDNIGHT_CATCH_UP_MINUTES = 60;
const MINUTES_PER_DAY = 1440;

/** Decides which subscribed conversations are due and posts into them through their platform's Poster. */
export class DailyScheduler {
  private readonly posters = new Map<string, Poster>();
  private readonly options: SchedulerOptions;
  private task: ScheduledTask | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private running: Promise<TickReport> | undefined;
  /** Posts at work, including those a tick stopped waiting for (stop() lets them finish). */
  private readonly inFlight = new Set<Promise<unknown>>();
  /** Set when a stop's grace ran out: the running tick ends after the post in hand. */
  private cutShort = false;

  constructor(
    private readonly rt: CoreRuntime,
    options: Partial<SchedulerOptions> = {},
  ) {
    this.options = { ...DEFAULT_DAILY_POST_OPTIONS, concurrency: POST_CONCURRENCY, ...options };
  }

  /** Lets the scheduler post on `poster.platform` (adapters call this when they start). */
  registerPoster(poster: Poster): void {
    this.posters.set(poster.platform, poster);
  }

  /**
   * The dates whose post of `s` is due at `now` in its conversation's `zone` (the bot's when not
   * given): yesterday's when its claim was left unfinished at midnight (`yesterdayUnfinished`) or
   * it fell due less than an hour before midnight, then today's once its time has come. Read off
   * the wall clock, so on a spring-forward day a time the clock skips is due at the first minute
   * past it, and on a fall-back day the repeated hour finds the date's post already claimed.
   */
  dueDates(
    s: Schedule,
    now: Date,
    yesterdayUnfinished = false,
    zone: string = this.rt.options.timeZone,
  ): string[] {
    const local = zonedTime(now, zone);
    const dates: string[] = [];
    const yesterday = addDays(local.date, -1);
    const minutesLate = local.minuteOfDay + MINUTES_PER_DAY - s.minuteOfDay;
    if (
      yesterday >= s.startDate &&
      (yesterdayUnfinished || minutesLate <= MIDNIGHT_CATCH_UP_MINUTES)
    ) {
      dates.push(yesterday);
    }
    if (local.date >= s.startDate && local.minuteOfDay >= s.minuteOfDay) dates.push(local.date);
    return dates;
  }

  /** Posts everything due now; a tick already running is joined, not doubled. */
  tick(): Promise<TickReport> {
    if (!this.running) {
      this.running = this.runTick().finally(() => {
        this.running = undefined;
      });
    }
    return this.running;
  }

  private async runTick(): Promise<TickReport> {
    const report: TickReport = {
      posted: [],
      found: [],
      failed: [],
      givenUp: [],
      slow: [],
      waiting: [],
    };
    const { store, clock } = this.rt;
    const now = clock.now();
    // Looks for copies still to come (a few, after takeovers) as well as those due now.
    const [schedules, pending] = await Promise.all([
      store.listSchedules(),
      store.postsToVerify(now.getTime() + VERIFY_HORIZON_MS),
    ]);
    // Each conversation's day follows its own zone (time-zone.ts): its yesterday, its post time.
    const zones = await this.zonesOf(schedules);
    const botYesterday = addDays(zonedTime(now, this.rt.options.timeZone).date, -1);
    const yesterdayOf = (label: string) => {
      const zone = zones.get(label);
      return zone === undefined ? botYesterday : addDays(zonedTime(now, zone).date, -1);
    };
    // Posts left unfinished on each conversation's yesterday are finished; older ones given up.
    const yesterdays = new Set([botYesterday, ...[...zones.keys()].map(yesterdayOf)]);
    const dates = [...new Set([...yesterdays].flatMap((d) => [d, addDays(d, -1)]))];
    const unfinished = await Promise.all(dates.map((d) => store.unfinishedDailyPosts(d)));
    const stuck = new Set<string>();
    const tooLate: { key: ConversationKey; date: string }[] = [];
    // A schedule whose zone could not be read has no known yesterday: nothing of it is decided.
    const unread = new Set(schedules.map(labelOf).filter((label) => !zones.has(label)));
    dates.forEach((date, i) => {
      for (const key of unfinished[i]!) {
        const label = `${key.platform}:${key.conversationId}`;
        if (unread.has(label)) continue;
        const yesterday = yesterdayOf(label);
        if (date === yesterday) stuck.add(label);
        else if (date < yesterday) tooLate.push({ key, date });
      }
    });
    const due: DuePost[] = schedules.flatMap((schedule) => {
      const timeZone = zones.get(labelOf(schedule));
      if (timeZone === undefined) return []; // its zone could not be read: the next tick tries
      return this.dueDates(schedule, now, stuck.has(labelOf(schedule)), timeZone).map((date) => ({
        schedule,
        date,
        timeZone,
      }));
    });
    let next = 0;
    const worker = async () => {
      // Unclaimed posts are left for the next tick of whichever process runs next.
      while (next < due.length && !this.cutShort) await this.runOne(due[next++]!, report);
    };
    await Promise.all(
      Array.from({ length: Math.min(this.options.concurrency, due.length) }, worker),
    );
    for (const { key, date } of tooLate) {
      await abandonLatePost(this.rt, key, date).catch((e: unknown) =>
        this.logTickError(e, { conversation: `${key.platform}:${key.conversationId}` }),
      );
      report.givenUp.push(`${key.platform}:${key.conversationId}`);
    }
    for (const post of pending) {
      const at = post.record.verifyAt ?? 0;
      if (at > now.getTime()) {
        report.retryAt = Math.min(report.retryAt ?? Infinity, at);
        continue;
      }
      const poster = this.posters.get(post.conversation.platform);
      await within(verifyPost(this.rt, poster, post), this.options.leaseMs).catch((e: unknown) =>
        this.logTickError(e, { conversation: post.conversation.conversationId, date: post.date }),
      );
    }
    return report;
  }

  /** Each schedule's zone by `platform:id`; one whose settings could not be read is left out. */
  private async zonesOf(schedules: readonly Schedule[]): Promise<Map<string, string>> {
    const settings = new SettingsLookup(this.rt.store);
    const zones = new Map<string, string>();
    await Promise.all(
      schedules.map(async (s) => {
        try {
          zones.set(labelOf(s), await conversationZone(this.rt, settings, s.conversation));
        } catch (error) {
          this.logTickError(error, { conversation: labelOf(s), reading: 'time zone' });
        }
      }),
    );
    return zones;
  }

  /**
   * Runs one due post, waiting for it at most its lease: a post stuck longer (a picture queued
   * behind players' moves, a platform holding a request) goes on by itself, stops renewing its
   * claim unless it makes progress, and never holds up the posts after it.
   */
  private async runOne(due: DuePost, report: TickReport): Promise<void> {
    const label = labelOf(due.schedule);
    const poster = this.posters.get(due.schedule.conversation.platform);
    const work = runDuePost(this.rt, poster, due, this.options).catch((error: unknown) => {
      // The store failed before or after the send: a claim left behind is taken up later.
      this.logTickError(error, { conversation: label, date: due.date });
      const retryAt = this.rt.clock.now().getTime() + this.options.leaseMs;
      return { kind: 'failed', error: String(error), retryAt } as const;
    });
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
    const result = await within(work, this.options.leaseMs);
    if (!result) {
      report.slow.push(label);
      return;
    }
    const wake =
      result.kind === 'busy' || result.kind === 'failed'
        ? result.retryAt
        : result.kind === 'posted'
          ? result.verifyAt
          : undefined;
    if (wake !== undefined) report.retryAt = Math.min(report.retryAt ?? Infinity, wake);
    if (result.kind === 'given-up') report.givenUp.push(label);
    else if (result.kind !== 'done' && result.kind !== 'busy') report[result.kind].push(label);
  }

  /**
   * Ticks every minute (and once now, to catch up on posts missed while down), and again when
   * a claim left by a process that died can be taken up.
   */
  start(): void {
    if (this.task) return;
    this.cutShort = false;
    this.task = cron.schedule('* * * * *', () => this.tickAndWake(), {
      name: 'daily-posts',
      noOverlap: true,
    });
    this.tickAndWake();
  }

  private tickAndWake(): void {
    this.tick()
      .then((report) => this.wakeAt(report.retryAt))
      .catch((e: unknown) => this.logTickError(e));
  }

  /** An extra tick when a stale claim may be taken up, sooner than the next minute's. */
  private wakeAt(at: number | undefined): void {
    if (!this.task || at === undefined) return;
    clearTimeout(this.retryTimer);
    const delay = Math.max(0, at - this.rt.clock.now().getTime()) + 1000;
    this.retryTimer = setTimeout(() => this.tickAndWake(), delay);
    this.retryTimer.unref();
  }

  private logTickError(error: unknown, fields: Record<string, unknown> = {}): void {
    this.rt.logger.error('scheduler tick failed', {
      ...fields,
      error: error instanceof Error ? error.message : String(error),
    });
  }

  /**
   * Stops the minute tick and lets a running tick finish, `graceMs` at most: past that the tick
   * ends after the post in hand, since a post cut in the middle would wait out its claim's lease.
   */
  async stop(graceMs = Infinity): Promise<void> {
    const task = this.task;
    this.task = undefined;
    clearTimeout(this.retryTimer);
    if (task) await task.destroy();
    const running = Promise.all([this.running, ...this.inFlight]);
    if (await settlesWithin(running, graceMs)) return;
    this.cutShort = true;
    this.rt.logger.warn(
      'scheduler tick still running at shutdown: it ends after the post in hand',
      {
        graceMs,
      },
    );
    await running.catch(() => undefined);
  }
}

function labelOf(s: Schedule): string {
  return `${s.conversation.platform}:${s.conversation.id}`;
}
