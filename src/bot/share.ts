// `share` (the Share button): your result of today's daily, spoiler-free, posted here for
// everyone; in a direct message it comes to you alone, to copy anywhere. Never the solution.

import { shareLine } from './celebrate.ts';
import { say, type Ctx } from './context.ts';
import type { Reply } from './types.ts';

/** `share`. */
export async function share(ctx: Ctx): Promise<Reply[]> {
  const { store } = ctx.rt;
  const games = await store.playerGames(ctx.key.platform, ctx.actor.id);
  const solved = games.filter((g) => g.dailyDate === ctx.today && g.status === 'solved');
  if (solved.length === 0) {
    const playing = games.some((g) => g.dailyDate === ctx.today && g.status === 'playing');
    return [
      say(
        playing
          ? "You haven't finished today's daily yet: your result is shared once you solve it. Keep going!"
          : "You haven't solved today's daily yet, so there is nothing to share. `today` plays it together, `today solo` on your own.",
      ),
    ];
  }
  // Your best result of the day, if you solved it more than once (together and alone).
  const best = solved.reduce((a, b) => ((a.elapsedMs ?? 0) <= (b.elapsedMs ?? 0) ? a : b));
  const game = await store.getGame(best.gameId);
  if (!game) return [say('That game is gone, so I cannot share it.')];
  const line = await shareLine(ctx, game, ctx.actor.id);
  if (ctx.conversation.kind === 'direct') return [say(`Copy and share anywhere:\n${line}`)];
  return [say(`${ctx.actor.name}'s result:\n${line}`, 'everyone')];
}
