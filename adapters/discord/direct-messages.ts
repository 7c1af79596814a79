// Typed commands in a DM with the bot (`r3c5 7`, `hint r3c5`, `help`, a photo to solve), as on
// Slack: Discord hands a bot the content of its DMs without the privileged MessageContent intent
// (the DirectMessages intent, and Partials.Channel because DM channels are not cached). Everything
// said in a DM is said to the player, so every reply is posted there; the live board is edited
// or posted anew as for slash commands.

import { ChannelType, Events, type Client, type Message } from 'discord.js';
import type { Logger } from '../../src/bot/ports.ts';
import type { BotCore, Conversation, Inbound, Reply } from '../../src/bot/types.ts';
import { messageCommand } from '../shared/message-command.ts';
import { msg, renderText } from '../../src/i18n/text.ts';
import { playerWordsLocale } from '../shared/words.ts';
import type { BoardDeps } from './board-delivery.ts';
import { deliverReplies } from './deliver.ts';
import { attachmentOf, DIRECT_WORKSPACE } from './inbound.ts';
import type { ParseCommand } from './interactions.ts';
import { errorFields } from './log-fields.ts';

/** Longest DM text read as a command (a move is a few characters; a grid 81 or so). */
export const MAX_DIRECT_TEXT = 2000;

export interface DirectMessageDeps {
  readonly core: BotCore;
  readonly parseCommand: ParseCommand;
  readonly logger: Logger;
  readonly boards: BoardDeps;
  /** Keeps the work so that idle() and drain() wait for it. */
  readonly track: (work: Promise<void>) => void;
}

/** Whether `message` is a person's message in a DM with the bot. */
function isDirectFromPerson(message: Message): boolean {
  return !message.inGuild() && !message.author.bot && message.channel.type === ChannelType.DM;
}

/** Every reply of a DM is the player's: what only the asker may see is posted there too. */
function forTheDirect(replies: readonly Reply[]): Reply[] {
  return replies.map((r) =>
    r.conversation || r.visibility === 'everyone' ? r : { ...r, visibility: 'everyone' },
  );
}

/** Answers typed commands in DMs with the bot. */
export function answerDirectMessages(client: Client, deps: DirectMessageDeps): void {
  client.on(Events.MessageCreate, (message) => {
    if (!isDirectFromPerson(message)) return;
    deps.track(
      answer(message, deps).catch((error: unknown) =>
        deps.logger.error('discord direct message failed', errorFields(error)),
      ),
    );
  });
}

async function answer(message: Message, deps: DirectMessageDeps): Promise<void> {
  const conversation: Conversation = {
    platform: 'discord',
    id: message.channelId,
    kind: 'direct',
    workspace: DIRECT_WORKSPACE,
  };
  const attachments = [...message.attachments.values()].map(attachmentOf);
  const text = message.content.trim();
  const wanted =
    text.length > MAX_DIRECT_TEXT
      ? {
          ok: false as const,
          text: msg('discord.dm-too-long', { length: text.length, max: MAX_DIRECT_TEXT }),
        }
      : messageCommand(text, attachments, deps.parseCommand);
  // Chat that is no command and has no picture gets the grammar's own hint of what to type.
  if (!wanted.ok && text === '' && attachments.length === 0) return;
  let replies: readonly Reply[];
  if (wanted.ok) {
    replies = await deps.core.handle(inboundOf(message, conversation, wanted.command, attachments));
  } else {
    // A DM message carries no language: the one the player chose, else English.
    const locale = await playerWordsLocale(deps.core, 'discord', message.author.id);
    replies = [{ text: renderText(wanted.text, locale), visibility: 'asker', locale }];
  }
  await deliverReplies(deps.boards, conversation, forTheDirect(replies));
}

function inboundOf(
  message: Message,
  conversation: Conversation,
  command: Inbound['command'],
  attachments: Inbound['attachments'],
): Inbound {
  const author = message.author;
  return {
    conversation,
    user: { id: author.id, name: author.globalName ?? author.username, canManage: true },
    command,
    ...(attachments && attachments.length > 0 && { attachments }),
    visible: true,
    openDirect: async () => conversation,
  };
}
