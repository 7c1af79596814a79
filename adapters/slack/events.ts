// Messages in: a mention of the bot in a channel, or any message in its direct-message
// conversation, runs the text after the mention as a command. A photo shared that way is read
// by the core's photo reader (`solvePhoto`), downloaded with the bot token.
//
// Slack sends some mentions twice (app_mention and, for the channels the bot is in, message) and
// sends file shares that mention the bot only as message events, so both are handled and the
// message is deduplicated on its channel and ts. Retries of a whole event (same event_id) are
// dropped before this, with replays, by replay.ts.

import type { App, webApi } from '@slack/bolt';
import type { Attachment, Command, Inbound } from '../../src/bot/types.ts';
import type { Deduplicator } from './dedup.ts';
import type { Route } from './deliver.ts';
import { attachmentsOf, conversationOf, isDirectChannel, type SlackFile } from './inbound.ts';
import { errorFields } from './log-fields.ts';
import { answer, deliverAndLog, directOpener, labelOf, manageRight, notice } from './pipeline.ts';
import type { HandlerDeps } from './handlers.ts';

/** Message subtypes that a person sends (others are edits, joins, bot posts...). */
const PERSON_SUBTYPES = new Set([undefined, 'file_share', 'thread_broadcast']);

export interface EventDeps extends HandlerDeps {
  readonly dedup: Deduplicator;
}

/** The fields of message and app_mention events the adapter reads. */
interface MessageLike {
  readonly type: string;
  readonly subtype?: string;
  readonly user?: string;
  readonly bot_id?: string;
  readonly text?: string;
  readonly ts: string;
  readonly thread_ts?: string;
  readonly channel: string;
  readonly channel_type?: string;
  readonly team?: string;
  readonly files?: readonly SlackFile[];
}

/** Strips mentions of the bot (`<@U123>` or `<@U123|name>`) from a message's text. */
export function withoutMention(text: string, botUserId: string | undefined): string {
  if (!botUserId) return text.trim();
  return text.replace(new RegExp(`<@${botUserId}(\\|[^>]*)?>`, 'g'), ' ').trim();
}

/**
 * The command a message stands for. With an image attached it is always a photo to read (the
 * text may only say `solve share`); otherwise the text is parsed.
 */
export function messageCommand(
  text: string,
  attachments: readonly Attachment[],
  parse: HandlerDeps['parseCommand'],
): { ok: true; command: Command } | { ok: false; message: string } {
  const hasImage = attachments.some((a) => a.contentType?.startsWith('image/'));
  const parsed = parse(text);
  if (hasImage) {
    const command = parsed.ok && parsed.value.kind === 'solvePhoto' ? parsed.value : undefined;
    return { ok: true, command: command ?? { kind: 'solvePhoto' } };
  }
  return parsed.ok
    ? { ok: true, command: parsed.value }
    : { ok: false, message: parsed.error.message };
}

/** Registers the event listeners. */
export function registerEvents(app: App, deps: EventDeps): void {
  const { logger } = deps;

  const onEvent = async ({
    event,
    body,
    context,
    client,
  }: {
    event: unknown;
    body: unknown;
    context: { botUserId?: string };
    client: webApi.WebClient;
  }) => {
    const started = performance.now();
    const message = event as MessageLike;
    const teamId = (body as { team_id?: string }).team_id ?? message.team;
    if (!isForUs(message, context.botUserId)) return;
    if (!deps.dedup.first(`message:${message.channel}:${message.ts}`)) return;
    deps.track(
      onMessage(message, teamId, context.botUserId, client, started).catch((error: unknown) =>
        logger.error('slack handler failed', { ...errorFields(error), label: 'message' }),
      ),
    );
  };
  app.event('app_mention', onEvent);
  app.event('message', onEvent);

  async function onMessage(
    message: MessageLike,
    teamId: string | undefined,
    botUserId: string | undefined,
    client: webApi.WebClient,
    started: number,
  ) {
    const userId = message.user!;
    const conversation = conversationOf(message.channel, teamId);
    const direct = conversation.kind === 'direct';
    // A typed message sits in the conversation under the live board: the board counts it, and
    // a confirmation of the move is not needed (the board right above changes).
    const route: Route = {
      channel: message.channel,
      user: userId,
      direct,
      visibleInbound: true,
      ...(message.thread_ts && { threadTs: message.thread_ts }),
    };
    // The token Bolt authorized this request with: this workspace's.
    const attachments = attachmentsOf(message.files, client.token ?? '', deps.fileHosts);
    const text = withoutMention(message.text ?? '', botUserId);
    const wanted = messageCommand(text, attachments, deps.parseCommand);
    const label = labelOf(`${message.type}`, wanted.ok ? wanted.command : undefined);
    const context = { label, channel: message.channel, user: userId };
    const pipeline = { ...deps, client };
    if (!wanted.ok) {
      await deliverAndLog(pipeline, [notice(wanted.message)], route, context, started);
      return;
    }
    const inbound: Inbound = {
      conversation,
      user: {
        id: userId,
        name: (await deps.users.name(userId, teamId)) ?? userId,
        canManage: await manageRight(deps.users, userId, wanted.command, direct, teamId),
      },
      command: wanted.command,
      visible: true,
      openDirect: directOpener(client, userId, teamId),
      ...(attachments.length > 0 && { attachments }),
    };
    // A photo that waits in line is told so at once (a message in the conversation, as there is
    // no response_url here); the answer then takes its place or, when private, replaces it.
    await answer(pipeline, inbound, route, context, started);
  }
}

/**
 * A message a person sent to the bot: in its DM, or mentioning it. Bot posts (ours included),
 * edits and other subtypes are ignored.
 */
function isForUs(message: MessageLike, botUserId: string | undefined): boolean {
  if (!message.user || message.bot_id || !PERSON_SUBTYPES.has(message.subtype)) return false;
  if (message.user === botUserId) return false;
  if (message.type === 'app_mention') return true;
  if (message.channel_type === 'im' || isDirectChannel(message.channel)) return true;
  return botUserId !== undefined && (message.text ?? '').includes(`<@${botUserId}`);
}
