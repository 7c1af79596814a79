// `share` (the Share button): your result of today's daily, spoiler-free, posted here for
// everyone; in a direct message it comes to you alone, to copy anywhere. Never the solution.

import { shareLine } from './celebrate.ts';
import { msg, verbatim } from '../i18n/text.ts';
import { say, type Ctx } from './context.ts';
import type { Draft } from './types.ts';
import { toDayTalk } from './day-thread.ts';

/** `share`. */
export async function share(ctx: Ctx): Promise<Draft[]> {
  const { store } = ctx.rt;
  const games = await store.playerGames(ctx.key.platform, ctx.actor.id);
  const solved = games.filter((g) => g.dailyDate === ctx.today && g.status === 'solved');
  if (solved.length === 0) {
    const playing = games.some((g) => g.dailyDate === ctx.today && g.status === 'playing');
    return [say(playing ? msg('share.not-finished') : msg('share.not-solved'))];
  }
  // Your best result of the day, if you solved it more than once (together and alone).
  const best = solved.reduce((a, b) => ((a.elapsedMs ?? 0) <= (b.elapsedMs ?? 0) ? a : b));
  const game = await store.getGame(best.gameId);
  if (!game) return [say(msg('share.gone'))];
  const line = await shareLine(ctx, game, ctx.actor.id);
  if (ctx.conversation.kind === 'direct') return [say(msg('share.copy', { line }))];
  const result = say(msg('share.result-of', { name: verbatim(ctx.actor.name), line }), 'everyone');
  // Into today's thread when the channel has one; the sharer hears where it went.
  const routed = await toDayTalk(ctx, ctx.conversation, ctx.today, [result]);
  return routed.some((r) => r.thread) ? [...routed, say(msg('thread.posted'))] : routed;
}
