// `share` (the Share button): your result of today's daily, spoiler-free, posted here for
// everyone once (again: where it is); in a direct message it comes to you alone, to copy
// anywhere. Never the solution.

import { shareLine } from './celebrate.ts';
import { msg, verbatim } from '../i18n/text.ts';
import { say, type Ctx } from './context.ts';
import { alreadyPosted, claimPost, resultKey, toChannel } from './publish.ts';
import type { Draft } from './types.ts';

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
  // Once a day per player here: a result already in the channel or today's thread (shared, or
  // the automatic line of a personal game) is linked to, not posted twice.
  const key = resultKey(ctx.key, ctx.actor.id, ctx.today);
  if (!(await claimPost(ctx, key))) return [await alreadyPosted(ctx, key, msg('share.already'))];
  const result = say(msg('share.result-of', { name: verbatim(ctx.actor.name), line }));
  // Into today's thread when the channel has one; the sharer hears where it went.
  const routed = await toChannel(ctx, ctx.conversation, ctx.today, result, key);
  return routed.some((r) => r.thread) ? [...routed, say(msg('thread.posted'))] : routed;
}
