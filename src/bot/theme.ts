// `theme` (which one you have), `theme dark|light` (your own pictures), `theme channel
// dark|light` (the board everyone in a channel sees, for people who manage the channel). The
// choice is kept in the store; picture-theme.ts decides which one each picture takes.

import type { ThemeName } from '../render/theme.ts';
import { say, type Ctx } from './context.ts';
import { channelOwner, DEFAULT_THEME, playerOwner } from './picture-theme.ts';
import { showGame } from './play.ts';
import type { Command, Reply } from './types.ts';

/** What a theme is called in a reply, with "(the default)" when nobody chose it. */
function named(theme: ThemeName | undefined): string {
  return theme ? `*${theme}*` : `*${DEFAULT_THEME}* (the default)`;
}

function other(theme: ThemeName | undefined): ThemeName {
  return (theme ?? DEFAULT_THEME) === 'dark' ? 'light' : 'dark';
}

const YOURS = 'boards in our direct messages, your own boards, and hints and pictures only you see';

/** `theme …`: say or change a player's or a channel's picture theme. */
export async function theme(
  ctx: Ctx,
  command: Extract<Command, { kind: 'theme' }>,
): Promise<Reply[]> {
  return command.channel ? channelTheme(ctx, command.theme) : playerTheme(ctx, command.theme);
}

async function playerTheme(ctx: Ctx, chosen: ThemeName | undefined): Promise<Reply[]> {
  const { store } = ctx.rt;
  const owner = playerOwner(ctx.conversation.platform, ctx.actor.id);
  const inChannel = ctx.conversation.kind === 'channel';
  const channelLine = async () => {
    const shared = await store.pictureTheme(channelOwner(ctx.key.platform, ctx.key.conversationId));
    return `The board everyone in this channel sees is ${named(shared)}: people who can manage the channel change it with \`theme channel ${other(shared)}\`.`;
  };
  if (!chosen) {
    const mine = await store.pictureTheme(owner);
    const lines = [
      `Your pictures are ${named(mine)}: ${YOURS}. Type \`theme ${other(mine)}\` to change.`,
      ...(inChannel ? [await channelLine()] : []),
    ];
    return [say(lines.join('\n'))];
  }
  await store.setPictureTheme(owner, chosen);
  const lines = [`Done: your pictures are *${chosen}* from now on (${YOURS}).`];
  if (inChannel) {
    lines.push(await channelLine());
    return [say(lines.join('\n'))];
  }
  // In a direct message the board is yours: show it again in its new colours.
  return [say(lines.join('\n')), ...(await boardAgain(ctx))];
}

async function channelTheme(ctx: Ctx, chosen: ThemeName | undefined): Promise<Reply[]> {
  if (ctx.conversation.kind === 'direct') {
    return [
      say(
        'Boards in our direct messages are yours alone, so they follow your own theme: type `theme dark` or `theme light`.',
      ),
    ];
  }
  const { store } = ctx.rt;
  const owner = channelOwner(ctx.key.platform, ctx.key.conversationId);
  if (!chosen) {
    const shared = await store.pictureTheme(owner);
    return [
      say(
        `The board everyone in this channel sees is ${named(shared)}. People who can manage the channel change it with \`theme channel ${other(shared)}\`; your own pictures follow \`theme dark\` or \`theme light\`.`,
      ),
    ];
  }
  if (!ctx.inbound.user.canManage) {
    return [
      say(
        `Only people who can manage this channel can change the theme of the board everyone here sees. Your own pictures (hints, your own boards) follow \`theme ${chosen}\`.`,
      ),
    ];
  }
  await store.setPictureTheme(owner, chosen);
  const done = say(
    `Done: the board everyone in this channel sees is *${chosen}* from now on (set by ${ctx.actor.name}). Each player's own pictures follow their \`theme dark\` or \`theme light\`.`,
    'everyone',
  );
  return [done, ...(await boardAgain(ctx))];
}

/** The conversation's game, posted again so it shows the new theme (none when it is over). */
async function boardAgain(ctx: Ctx): Promise<Reply[]> {
  const game = await ctx.rt.store.currentGame(ctx.key);
  return game?.status === 'playing' ? [showGame(game, 'fresh')] : [];
}
