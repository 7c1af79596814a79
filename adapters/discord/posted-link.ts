// Where a reply the core asked to remember (`Reply.recordAs`: a share, a posted lookup) landed:
// its message link, reported with BotCore.replyPosted so a later attempt links to it.

import type { Logger } from '../../src/bot/ports.ts';
import type { BotCore, Reply } from '../../src/bot/types.ts';
import { errorFields } from './log-fields.ts';

/** The link Discord opens for a message (`@me` for a direct message). */
export function messageLink(guildId: string | null | undefined, channelId: string, id: string) {
  return `https://discord.com/channels/${guildId ?? '@me'}/${channelId}/${id}`;
}

/** Reports where `reply` was posted, when the core asked to remember it (best effort). */
export async function reportPosted(
  deps: { readonly core: Pick<BotCore, 'replyPosted'>; readonly logger: Logger },
  reply: Reply,
  where: { guildId?: string | null; channelId: string; id: string },
): Promise<void> {
  if (!reply.recordAs || !deps.core.replyPosted) return;
  try {
    await deps.core.replyPosted(
      reply.recordAs,
      messageLink(where.guildId, where.channelId, where.id),
    );
  } catch (error) {
    deps.logger.warn('discord posted reply not recorded', errorFields(error));
  }
}
