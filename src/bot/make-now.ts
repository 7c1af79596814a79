// A puzzle made while the player waits: when the store has no daily for the date or no fresh
// puzzle of the level (a bot just started, a burst of `new`), the asker is told it is on its way
// (which also gives the adapter's deadline room) and the board follows in the same reply. The
// wait has a bound: past it the asker hears "try again in a minute", and what the generator
// finishes later is kept for that next ask.

import type { Level } from '../engine/levels.ts';
import type { DailyPuzzle, PlayPuzzle, PlayVariant } from '../game/puzzle.ts';
import type { Text } from '../i18n/text.ts';
import { say, type Ctx } from './context.ts';
import { within } from './deadline.ts';

/**
 * How long a player waits for a puzzle being made before hearing "try again in a minute" (a
 * safety net: an easy puzzle takes milliseconds, a daily's rating seconds, more on a busy host).
 */
export const MAKE_WAIT_MS = 90_000;

/**
 * Runs `make` (a generator job) for the asker, told `notice` first. Undefined when there is no
 * generator here, it failed, or it outlasted MAKE_WAIT_MS (each noted as the command's outcome).
 */
async function madeNow<T>(
  ctx: Ctx,
  make: (() => Promise<T | undefined>) | undefined,
  notice: Text,
): Promise<T | undefined> {
  if (!make) return undefined;
  ctx.progress?.(say(notice));
  try {
    const made = await within(make(), MAKE_WAIT_MS);
    if (made === undefined) ctx.report.outcome = 'generator-late';
    return made;
  } catch {
    ctx.report.outcome = 'generator-failed';
    return undefined;
  }
}

/** The daily of `date`, made now if the store lacks it (see madeNow). */
export function dailyNow(ctx: Ctx, date: string, notice: Text): Promise<DailyPuzzle | undefined> {
  const source = ctx.rt.puzzles;
  const make = source.makeDaily;
  return madeNow(ctx, make && (() => make.call(source, date)), notice);
}

/**
 * A fresh puzzle of `level` and `variant`, made now when the pool has none (see madeNow). It is
 * taken from the pool only while the asker still waits; else it stays there for the next ask.
 */
export async function freshNow(
  ctx: Ctx,
  level: Level,
  variant: PlayVariant,
  notice: Text,
): Promise<PlayPuzzle | undefined> {
  const source = ctx.rt.puzzles;
  const make = source.makeFresh;
  const made = await madeNow(
    ctx,
    make && (() => make.call(source, level, variant).then(() => true)),
    notice,
  );
  // Undefined too when another player took it first (their `new` was quicker): rare, and
  // "try again" is then true.
  return made ? source.fresh(level, variant) : undefined;
}
