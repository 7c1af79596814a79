// `daily 325` / `daily 2026-11-20`: a past daily, played as archive. It is the same puzzle as
// on its day, marked so that it counts for no streak and no leaderboard; an unfinished archive
// game of that daily here is picked up again instead of starting over.

import { addDays, daysBetween, isDateKey } from '../game/calendar.ts';
import { newGame } from '../game/game.ts';
import { msg } from '../i18n/text.ts';
import { say, type Ctx } from './context.ts';
import { dailyNow } from './make-now.ts';
import { setAsideNote, showGame } from './play.ts';
import type { Command, Draft } from './types.ts';
import { boardReply, gameTitle } from './views.ts';

/** The date of a daily named by number or date, or a reply saying what is wrong. */
function archiveDate(
  ctx: Ctx,
  command: Extract<Command, { kind: 'archive' }>,
): { date: string } | { reply: Draft } {
  const launch = ctx.rt.options.launchDate;
  const latest = daysBetween(launch, ctx.today) + 1;
  let date: string;
  if (command.number !== undefined) {
    if (command.number < 1 || command.number > latest) {
      return {
        reply: say(
          msg('archive.range', {
            launch,
            latest: String(latest),
            example: String(Math.max(1, latest - 1)),
          }),
        ),
      };
    }
    date = addDays(launch, command.number - 1);
  } else {
    date = command.date ?? ctx.today;
    if (!isDateKey(date)) {
      return {
        reply: say(msg('archive.bad-date', { date, example: addDays(ctx.today, -1) })),
      };
    }
    if (date > ctx.today) {
      return {
        reply: say(msg('archive.not-yet', { date })),
      };
    }
    if (date < launch) {
      return { reply: say(msg('archive.before-launch', { launch })) };
    }
  }
  return { date };
}

/** `daily N` / `daily DATE`. */
export async function archive(
  ctx: Ctx,
  command: Extract<Command, { kind: 'archive' }>,
): Promise<Draft[]> {
  const picked = archiveDate(ctx, command);
  if ('reply' in picked) return [picked.reply];
  const { date } = picked;
  // Today's daily is not an archive: it is the one everybody plays now.
  if (date === ctx.today) return [say(msg('archive.is-today'))];
  const { store, puzzles } = ctx.rt;
  const waiting = (await store.playingGames(ctx.key, 20)).find(
    (g) => g.source.kind === 'daily' && g.source.archive === true && g.source.date === date,
  );
  if (waiting) {
    await store.resumeGame(ctx.key, waiting.id);
    return [showGame(waiting, 'fresh')];
  }
  const puzzle =
    (await puzzles.daily(date)) ?? (await dailyNow(ctx, date, msg('archive.making', { date })));
  if (!puzzle) {
    puzzles.requestDaily?.(date);
    return [say(msg('archive.preparing', { date }))];
  }
  // An unfinished game here is set aside, not lost: the reply says how to bring it back.
  const previous = await store.currentGame(ctx.key);
  const game = newGame(ctx.rt.newId(), ctx.place, puzzle, ctx.now.getTime());
  const started = await store.startGame({
    ...game,
    source: { kind: 'daily', date, number: puzzle.number, archive: true },
  });
  return [
    boardReply(
      started,
      msg('archive.started', { title: gameTitle(started), aside: setAsideNote(previous) }),
      { placement: 'fresh' },
    ),
  ];
}
