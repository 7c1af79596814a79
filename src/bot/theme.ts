// `theme` (which one you have), `theme dark|light` (your own pictures), `theme channel
// dark|light` (the board everyone in a channel sees, for people who manage the channel). The
// choice is kept in the store; picture-theme.ts decides which one each picture takes.

import { msg, verbatim, type Text } from '../i18n/text.ts';
import type { ThemeName } from '../render/theme.ts';
import { say, type Ctx } from './context.ts';
import { channelOwner, DEFAULT_THEME, playerOwner } from './picture-theme.ts';
import { showGame } from './play.ts';
import type { Command, Draft } from './types.ts';

/** What a theme is called in a reply, with "(the default)" when nobody chose it. */
function named(theme: ThemeName | undefined): Text {
  return theme ? msg('theme.named', { theme }) : msg('theme.default', { theme: DEFAULT_THEME });
}

function other(theme: ThemeName | undefined): ThemeName {
  return (theme ?? DEFAULT_THEME) === 'dark' ? 'light' : 'dark';
}

/** `theme …`: say or change a player's or a channel's picture theme. */
export async function theme(
  ctx: Ctx,
  command: Extract<Command, { kind: 'theme' }>,
): Promise<Draft[]> {
  return command.channel ? channelTheme(ctx, command.theme) : playerTheme(ctx, command.theme);
}

async function playerTheme(ctx: Ctx, chosen: ThemeName | undefined): Promise<Draft[]> {
  const { store } = ctx.rt;
  const owner = playerOwner(ctx.conversation.platform, ctx.actor.id);
  const inChannel = ctx.conversation.kind === 'channel';
  const channelLine = async () => {
    const shared = await store.pictureTheme(channelOwner(ctx.key.platform, ctx.key.conversationId));
    return msg('theme.channel-line', { theme: named(shared), other: other(shared) });
  };
  if (!chosen) {
    const mine = await store.pictureTheme(owner);
    const lines: Text[] = [
      msg('theme.yours', { theme: named(mine), other: other(mine) }),
      ...(inChannel ? [await channelLine()] : []),
    ];
    return [say(lines)];
  }
  await store.setPictureTheme(owner, chosen);
  ctx.settings.forget(owner);
  const lines: Text[] = [msg('theme.done', { theme: chosen })];
  if (inChannel) {
    lines.push(await channelLine());
    return [say(lines)];
  }
  // In a direct message the board is yours: show it again in its new colours.
  return [say(lines), ...(await boardAgain(ctx))];
}

async function channelTheme(ctx: Ctx, chosen: ThemeName | undefined): Promise<Draft[]> {
  if (ctx.conversation.kind === 'direct') return [say(msg('theme.channel-in-dm'))];
  const { store } = ctx.rt;
  const owner = channelOwner(ctx.key.platform, ctx.key.conversationId);
  if (!chosen) {
    const shared = await store.pictureTheme(owner);
    return [say(msg('theme.channel-is', { theme: named(shared), other: other(shared) }))];
  }
  if (!ctx.inbound.user.canManage) {
    return [say(msg('theme.channel-refused', { theme: chosen }))];
  }
  await store.setPictureTheme(owner, chosen);
  ctx.settings.forget(owner);
  const done = say(
    msg('theme.channel-done', { theme: chosen, name: verbatim(ctx.actor.name) }),
    'everyone',
  );
  return [done, ...(await boardAgain(ctx))];
}

/** The conversation's game, posted again so it shows the new theme (none when it is over). */
async function boardAgain(ctx: Ctx): Promise<Draft[]> {
  const game = await ctx.rt.store.currentGame(ctx.key);
  return game?.status === 'playing' ? [showGame(game, 'fresh')] : [];
}
