// The day's thread on Discord (src/bot/day-thread.ts): a public thread started on the daily
// post's message (POST /channels/{channel}/messages/{message}/threads; the thread's id is the
// message's), and the day's talk posted into it. A thread archived and locked by moderators is
// reopened when the bot may (PATCH archived: false); when the thread can't take a message (no
// permission to make or use it, locked, deleted) the message goes into the channel instead and
// the core is told, which gives the channel one note saying why.

import { DiscordAPIError, Routes, type Client } from 'discord.js';
import type { DayThreadLoss, Reply } from '../../src/bot/types.ts';
import { messageBody, type BoardDeps } from './board-delivery.ts';
import { errorFields } from './log-fields.ts';
import type { DiscordMessage } from './messages.ts';

/** Discord errors that say a thread can't take the day's talk, and why. */
const LOSSES: Readonly<Record<number, DayThreadLoss>> = {
  10003: 'gone', // Unknown Channel: the thread was deleted
  10008: 'gone', // Unknown Message: the post a thread would start on was deleted
  50001: 'no-permission', // Missing Access
  50013: 'no-permission', // Missing Permissions (Create Public Threads, Send Messages in Threads)
  50083: 'archived', // Operation on an archived thread
  160005: 'archived', // Thread is locked
};
/** A thread was already started on this message: it is the day's thread (same id). */
const ALREADY_STARTED = 160004;
/** A thread archived by Discord's timer stays findable for the rest of the day (minutes). */
const AUTO_ARCHIVE_MINUTES = 1440;
/** Discord's limit on a thread's name. */
const MAX_NAME = 100;

function codeOf(error: unknown): number | undefined {
  return error instanceof DiscordAPIError && typeof error.code === 'number'
    ? error.code
    : undefined;
}

/** Why `error` says the thread can't take the talk; undefined when it says something else. */
export function threadLoss(error: unknown): DayThreadLoss | undefined {
  const code = codeOf(error);
  return code === undefined ? undefined : LOSSES[code];
}

/** Opens the day's thread on the post's message: its id, or why none could be opened. */
export async function openDayThread(
  client: Client,
  channelId: string,
  messageId: string,
  name: string,
): Promise<{ thread: string } | { threadLost: DayThreadLoss }> {
  try {
    const thread = (await client.rest.post(Routes.threads(channelId, messageId), {
      body: { name: name.slice(0, MAX_NAME), auto_archive_duration: AUTO_ARCHIVE_MINUTES },
    })) as { id: string };
    return { thread: thread.id };
  } catch (error) {
    if (codeOf(error) === ALREADY_STARTED) return { thread: messageId };
    return { threadLost: threadLoss(error) ?? 'failed' };
  }
}

/** A message sent through REST, as far as callers read it. */
export interface SentMessage {
  readonly id: string;
  readonly channel_id: string;
}

/**
 * Posts `body` into the thread; a thread archived and locked is reopened once (when the bot may)
 * and the post tried again. Throws what Discord said when the thread can't take it.
 */
export async function postInThread(
  client: Client,
  threadId: string,
  body: ReturnType<typeof messageBody>,
): Promise<SentMessage> {
  const send = async () =>
    (await client.rest.post(Routes.channelMessages(threadId), body)) as SentMessage;
  try {
    return await send();
  } catch (error) {
    if (threadLoss(error) !== 'archived') throw error;
    // Locked by moderators: reopened only where the bot may manage threads; else it stays so.
    const reopened = await client.rest
      .patch(Routes.channel(threadId), { body: { archived: false } })
      .then(() => true)
      .catch((refusal: unknown) =>
        codeOf(refusal) === undefined ? Promise.reject(refusal) : false,
      );
    if (!reopened) throw error;
    return await send();
  }
}

/**
 * Posts one reply of the day's talk (Reply.thread) into its thread; when the thread can't take
 * it, into the channel, followed by the core's note saying why (once a day). Resolves to the
 * message posted; throws when even the channel refused it.
 */
export async function postDayTalk(
  deps: BoardDeps,
  reply: Reply & Required<Pick<Reply, 'thread' | 'conversation'>>,
  message: DiscordMessage,
): Promise<SentMessage> {
  const body = messageBody(message);
  let loss: DayThreadLoss;
  try {
    return await postInThread(deps.client, reply.thread.id, body);
  } catch (error) {
    const found = threadLoss(error);
    if (!found) throw error;
    loss = found;
    deps.logger.warn('discord day thread refused a message; posting in the channel', {
      ...errorFields(error),
      channel: reply.conversation.id,
      thread: reply.thread.id,
    });
  }
  const channel = reply.conversation.id;
  const sent = (await deps.client.rest.post(Routes.channelMessages(channel), body)) as SentMessage;
  const note = await deps.core.dayThreadLost?.(reply.conversation, reply.thread, loss);
  if (note) {
    await deps.client.rest.post(Routes.channelMessages(channel), messageBody(deps.translate(note)));
  }
  return sent;
}
