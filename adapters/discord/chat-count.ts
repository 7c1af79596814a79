// People's messages in a server channel push its live board up, as on Slack: each one is counted
// below the channel's boards (BotCore.conversationMessage), so that the next move brings a board
// buried by chat down to the players. The gateway's GuildMessages intent is not privileged: the
// bot sees that a message was posted (author, channel, kind), not its content, which it does not
// need here.

import { Events, MessageType, type Client, type Message } from 'discord.js';
import type { Logger } from '../../src/bot/ports.ts';
import type { BotCore } from '../../src/bot/types.ts';
import { errorFields } from './log-fields.ts';

/** Message kinds people write in a channel (a plain message, or a reply to one). */
const WRITTEN = new Set<MessageType>([MessageType.Default, MessageType.Reply]);

/** Whether `message` sits in a server channel itself, below its boards, written by a person. */
export function buriesBoards(message: Message): boolean {
  if (!message.inGuild() || message.author.bot || message.webhookId) return false;
  return !message.channel.isThread() && WRITTEN.has(message.type);
}

/** Counts people's channel messages below the live boards; `track` keeps the work for idle(). */
export function countChatBelowBoards(
  client: Client,
  core: Pick<BotCore, 'conversationMessage'>,
  logger: Logger,
  track: (work: Promise<void>) => void,
): void {
  const count = core.conversationMessage?.bind(core);
  if (!count) return;
  client.on(Events.MessageCreate, (message) => {
    if (!buriesBoards(message)) return;
    const conversation = {
      platform: 'discord',
      id: message.channelId,
      kind: 'channel',
      workspace: message.guildId!,
    } as const;
    track(
      count(conversation).catch((error: unknown) =>
        logger.debug('discord message not counted below the board', errorFields(error)),
      ),
    );
  });
}
