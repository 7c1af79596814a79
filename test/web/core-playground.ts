// The playground on a core, without its HTTP server: what a command typed in #general shows,
// and what a page watching the channel is sent (each page's stream is a subscriber of the log).

import { ChannelDirectory } from '../../adapters/web/channels.ts';
import { MessageLog, type WebMessage } from '../../adapters/web/history.ts';
import { ImageCache } from '../../adapters/web/images.ts';
import { Playground } from '../../adapters/web/playground.ts';
import { parseCommand } from '../../src/bot/grammar.ts';
import type { BotCore, User } from '../../src/bot/types.ts';
import { MemoryLogger } from '../bot/harness.ts';

export const ADA: User = { id: 'web:ada', name: 'Ada', canManage: true };
export const GRACE: User = { id: 'web:grace', name: 'Grace', canManage: true };
/** The user whose page is open by default. */
export const WATCHER = 'web:watcher';

/**
 * A playground on `bot`, with the page of `watcher` open (`page`: what it was sent; `send`, when
 * given, hears each message instead).
 */
export function playgroundOn(
  bot: BotCore,
  watcher = WATCHER,
  send?: (message: WebMessage) => void,
) {
  const directory = new ChannelDirectory();
  const log = new MessageLog();
  const page: WebMessage[] = [];
  log.subscribe({ userId: watcher, send: send ?? ((m) => page.push(m)), close: () => undefined });
  const play = new Playground({
    core: bot,
    parseCommand,
    logger: new MemoryLogger(),
    directory,
    log,
    images: new ImageCache(),
  });
  const general = directory.channel('general');
  const conversationId = directory.conversation(general, ADA).id;
  return { play, log, page, general, conversationId };
}
