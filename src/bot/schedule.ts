// The daily post: `schedule HH:MM [LEVEL]` / `unschedule` (manage-channel right required), and
// the scheduler that a one-minute tick drives. Each post is claimed in the store with a unique
// (platform, conversation, date) key before it is sent, so a restart, a retry or a second
// process doesn't post twice; a process that starts after the post time catches up that day.
// A claim whose process died mid-post is taken up again after POST_CLAIM_LEASE_MS.

import cron, { type ScheduledTask } from 'node-cron';
import { addDays, formatClockTime, parseClockTime, zonedTime } from '../game/calendar.ts';
import { postClaimable, type Schedule } from '../store/port.ts';
import { makeCtx, say, type CoreRuntime, type Ctx } from './context.ts';
import { settlesWithin } from './deadline.ts';
import { startNew, today } from './play.ts';
import type { Poster } from './ports.ts';
import type { Command, Conversation, Inbound, Reply } from './types.ts';
import { placeBoards, recordBoardPosted } from './live-board.ts';
import { renderReplies } from './views.ts';

function mayManage(ctx: Ctx): boolean {
  return ctx.inbound.user.canManage || ctx.conversation.kind === 'direct';
}

const NOT_ALLOWED =
  'Only people who can manage this channel can change its daily post. Ask a channel manager, or type `today` to play now.';

/** `schedule HH:MM [LEVEL]`. */
export async function schedule(
  ctx: Ctx,
  command: Extract<Command, { kind: 'schedule' }>,
): Promise<Reply[]> {
  if (!mayManage(ctx)) return [say(NOT_ALLOWED)];
  const minute = parseClockTime(command.time);
  if (minute === undefined)
    return [say('Give the time as HH:MM on a 24-hour clock, e.g. `schedule 09:00`.')];
  const zone = ctx.rt.options.timeZone;
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
  const what = command.level ? `a fresh ${command.level} puzzle` : 'the daily puzzle';
  const when = startDate === local.date ? 'starting today' : 'starting tomorrow';
  return [
    say(
      `Done: ${what} will be posted here every day at ${formatClockTime(minute)} (${zone}), ${when}. \`unschedule\` stops it.`,
      'everyone',
    ),
  ];
}

/** `unschedule`. */
export async function unschedule(ctx: Ctx): Promise<Reply[]> {
  if (!mayManage(ctx)) return [say(NOT_ALLOWED)];
  const removed = await ctx.rt.store.removeSchedule(ctx.key);
  return removed
    ? [say('Done: no more daily posts here. `schedule 09:00` starts them again.', 'everyone')]
    : [say('No daily post is scheduled here. Type `schedule 09:00` to start one.')];
}

export interface TickReport {
  /** Conversations posted to, as `platform:id`. */
  readonly posted: string[];
  /** Due posts that failed (they are retried on later ticks, a bounded number of times). */
  readonly failed: string[];
  /** Due posts waiting for a puzzle or a poster. */
  readonly waiting: string[];
}

const SCHEDULER_USER = { id: 'scheduler', name: 'Sudoku', canManage: true };

/** Decides which subscribed conversations are due and posts into them through their platform's Poster. */
export class DailyScheduler {
  private readonly posters = new Map<string, Poster>();
  private task: ScheduledTask | undefined;
  private running: Promise<TickReport> | undefined;
  /** Set when a stop's grace ran out: the running tick ends after the post in hand. */
  private cutShort = false;

  constructor(private readonly rt: CoreRuntime) {}

  /** Lets the scheduler post on `poster.platform` (adapters call this when they start). */
  registerPoster(poster: Poster): void {
    this.posters.set(poster.platform, poster);
  }

  /** The date to post for, when `schedule` is due at `now`. */
  dueDate(s: Schedule, now: Date): string | undefined {
    const local = zonedTime(now, this.rt.options.timeZone);
    if (local.date < s.startDate || local.minuteOfDay < s.minuteOfDay) return undefined;
    return local.date;
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
    const report: TickReport = { posted: [], failed: [], waiting: [] };
    const { store, clock, logger } = this.rt;
    const now = clock.now();
    const schedules = await store.listSchedules();
    for (const s of schedules) {
      // Unclaimed posts are left for the next tick of whichever process runs next.
      if (this.cutShort) break;
      const date = this.dueDate(s, now);
      if (!date) continue;
      const key = { platform: s.conversation.platform, conversationId: s.conversation.id };
      const label = `${key.platform}:${key.conversationId}`;
      const status = await store.dailyPostStatus(key, date);
      if (!postClaimable(status, now.getTime())) continue;
      const poster = this.posters.get(s.conversation.platform);
      if (!poster || !(await this.puzzleReady(s, date))) {
        report.waiting.push(label);
        continue;
      }
      if (!(await store.claimDailyPost(key, date, now.getTime()))) continue;
      try {
        const conversation = s.conversation as Conversation;
        const built = await placeBoards(
          this.rt,
          {
            key,
            direct: conversation.kind === 'direct',
            visibleInbound: false,
            now: now.getTime(),
          },
          await this.buildPost(s, conversation, now),
        );
        const replies = await renderReplies(this.rt, built);
        const { messageId, boardRef, boardPicture } = await poster.post(conversation, replies);
        const live = replies[0]?.live;
        if (live && boardRef) {
          const message = {
            ref: boardRef,
            postedAt: now.getTime(),
            ...(boardPicture && { picture: boardPicture }),
          };
          await recordBoardPosted(this.rt, live, message, live.replaces);
        }
        await store.finishDailyPost(key, date, { ok: true, messageId });
        report.posted.push(label);
        logger.info('daily post sent', {
          platform: key.platform,
          conversation: key.conversationId,
          date,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await store.finishDailyPost(key, date, { ok: false, error: message });
        report.failed.push(label);
        logger.warn('daily post failed', {
          platform: key.platform,
          conversation: key.conversationId,
          date,
          error: message,
        });
      }
    }
    return report;
  }

  private async puzzleReady(s: Schedule, date: string): Promise<boolean> {
    if (s.level) return this.rt.puzzles.hasFresh(s.level, 'classic');
    return (await this.rt.puzzles.daily(date)) !== undefined;
  }

  private async buildPost(s: Schedule, conversation: Conversation, now: Date): Promise<Reply[]> {
    const inbound: Inbound = { conversation, user: SCHEDULER_USER, command: { kind: 'today' } };
    const ctx = makeCtx(this.rt, inbound, now);
    const replies = s.level
      ? await startNew(ctx, { kind: 'new', level: s.level })
      : await today(ctx);
    const first = replies.at(0);
    if (!first?.board) throw new Error(`no board to post: ${first?.text ?? 'no reply'}`);
    const greeting = s.level ? `Your daily ${s.level} puzzle is here! ` : 'Good morning! ';
    return [{ ...first, text: greeting + first.text, visibility: 'everyone' }, ...replies.slice(1)];
  }

  /** Ticks every minute (and once now, to catch up on posts missed while down). */
  start(): void {
    if (this.task) return;
    this.cutShort = false;
    this.task = cron.schedule(
      '* * * * *',
      () => this.tick().catch((e: unknown) => this.logTickError(e)),
      {
        name: 'daily-posts',
        noOverlap: true,
      },
    );
    this.tick().catch((e: unknown) => this.logTickError(e));
  }

  private logTickError(error: unknown): void {
    this.rt.logger.error('scheduler tick failed', {
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
    if (task) await task.destroy();
    const running = this.running;
    if (!running || (await settlesWithin(running, graceMs))) return;
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
