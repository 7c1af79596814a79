// What a day's post says: the conversation's game of that date (or, for a level schedule, a fresh
// puzzle; an earlier attempt's game when it made one), greeted, with yesterday's digest under it.

import { addDays, daysBetween, zonedTime } from '../game/calendar.ts';
import type { Schedule } from '../store/port.ts';
import { makeCtx, type CoreRuntime } from './context.ts';
import { digestLines } from './digest.ts';
import { showGame, startNew, today } from './play.ts';
import { msg } from '../i18n/text.ts';
import type { Conversation, Draft, Inbound } from './types.ts';

/** One post that is due: a schedule and the date whose puzzle it posts. */
export interface DuePost {
  readonly schedule: Schedule;
  readonly date: string;
  /** The conversation's zone (time-zone.ts): its dates and its post's time follow it. */
  readonly timeZone: string;
}

const SCHEDULER_USER = { id: 'scheduler', name: 'Sudoku', canManage: true };

/** Whether `s`'s puzzle for `date` can be posted now. */
export async function puzzleReady(rt: CoreRuntime, s: Schedule, date: string): Promise<boolean> {
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

/** The post's replies: the conversation's game of that date (or a fresh one), greeted. */
export async function buildPost(
  rt: CoreRuntime,
  due: DuePost,
  now: Date,
  earlierGame: string | undefined,
): Promise<Draft[]> {
  const s = due.schedule;
  const conversation = s.conversation as Conversation;
  const inbound: Inbound = { conversation, user: SCHEDULER_USER, command: { kind: 'today' } };
  const base = makeCtx(rt, inbound, now, undefined, undefined, due.timeZone);
  // The post's own date, even when it is finished after midnight: its puzzle, not today's.
  const ctx = { ...base, today: due.date };
  const late = due.date !== base.today;
  const replies = s.level ? await levelGame(ctx, s.level, earlierGame) : await today(ctx);
  const first = replies.at(0);
  if (!first?.board)
    throw new Error(`no board to post: ${JSON.stringify(first?.text ?? 'no reply')}`);
  const text = s.level
    ? msg('post.level', { level: s.level, text: first.text })
    : late
      ? msg('post.late', { date: due.date, text: first.text })
      : msg('post.morning', { text: first.text });
  const board: Draft = { ...first, text, visibility: 'everyone' };
  return [board, ...(await digestOf(rt, conversation, due.date)), ...replies.slice(1)];
}

/**
 * A fresh puzzle of a level for a level schedule; the game an earlier attempt of the same post
 * started, when it did and it is still unplayed here (a retry shows the same puzzle).
 */
async function levelGame(
  ctx: ReturnType<typeof makeCtx>,
  level: NonNullable<Schedule['level']>,
  earlierGame: string | undefined,
): Promise<Draft[]> {
  const store = ctx.rt.store;
  const earlier = earlierGame === undefined ? undefined : await store.getGame(earlierGame);
  const current = await store.currentGame(ctx.key);
  if (earlier && current?.id === earlier.id && earlier.status === 'playing') {
    return [showGame(earlier, 'fresh')];
  }
  return startNew(ctx, { kind: 'new', level, confirmed: true });
}

/**
 * Yesterday's digest, as a message of its own right under the board (the board's text is
 * edited by every move, so a summary in it would be gone with the first one). A digest that
 * can't be made leaves the post to go out without it.
 */
async function digestOf(rt: CoreRuntime, c: Conversation, date: string): Promise<Draft[]> {
  const key = { platform: c.platform, conversationId: c.id };
  try {
    const lines = await digestLines(rt, key, addDays(date, -1), date);
    return lines.length ? [{ text: lines, visibility: 'everyone' }] : [];
  } catch (error) {
    rt.logger.warn('daily digest not made', {
      platform: key.platform,
      conversation: key.conversationId,
      date,
      error: error instanceof Error ? error.message : String(error),
    });
    return [];
  }
}
