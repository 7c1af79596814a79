// The day's thread on Slack (src/bot/day-thread.ts): replies under the daily post's message
// (`thread_ts`: the post's ts is the thread's id). A thread whose post is gone makes Slack refuse
// the reply; it then goes into the channel itself and the core is told, which gives the channel
// one note saying why. A channel the bot can't post in at all is not a thread's fault: the reply
// fails as any other would (logged; the game goes on).

import type { BotCore, DayThreadLoss, Reply } from '../../src/bot/types.ts';
import { deliver, type Delivered, type DeliveryDeps } from './deliver.ts';

/** Slack errors that say the thread's parent message is gone (the reply can't hang under it). */
const THREAD_GONE = new Set(['thread_not_found', 'message_not_found', 'invalid_thread_ts']);

/** Why a failed delivery says the thread can't take the reply; undefined for anything else. */
export function threadLoss(delivered: Delivered | undefined): DayThreadLoss | undefined {
  return delivered?.via === 'failed' && THREAD_GONE.has(delivered.error ?? '') ? 'gone' : undefined;
}

/**
 * Delivers one reply of the day's talk (Reply.thread, Reply.conversation) under the day's
 * post; when Slack refuses the thread, into the channel, followed by the core's note (once).
 */
export async function deliverDayTalk(
  reply: Reply & Required<Pick<Reply, 'thread' | 'conversation'>>,
  deps: DeliveryDeps & { readonly core?: Pick<BotCore, 'dayThreadLost'> },
  context: Record<string, unknown>,
): Promise<Delivered[]> {
  const channel = reply.conversation.id;
  const route = { channel, direct: false };
  const inThread = await deliver([reply], { ...route, threadTs: reply.thread.id }, deps, context);
  const loss = threadLoss(inThread[0]);
  if (!loss) return inThread;
  deps.logger.warn('slack day thread refused a reply; posting in the channel', {
    channel,
    thread: reply.thread.id,
    slackError: inThread[0]?.error,
  });
  const delivered = await deliver([reply], route, deps, context);
  const note = await deps.core?.dayThreadLost?.(reply.conversation, reply.thread, loss);
  if (note) delivered.push(...(await deliver([note], route, deps, context)));
  return delivered;
}
