// Messages in: a mention of the bot in a channel, or any message in its direct-message
// conversation, runs the text after the mention as a command. A photo shared that way is read
// by the core's photo reader (`solvePhoto`), downloaded with the bot token.
//
// Slack sends some mentions twice (app_mention and, for the channels the bot is in, message) and
// sends file shares that mention the bot only as message events, so both are handled and the
// message is deduplicated on its channel and ts. Retries of a whole event (same event_id) are
// dropped before this, with replays, by replay.ts.

import type { App, webApi } from '@slack/bolt';
import type { Inbound } from '../../src/bot/types.ts';
import { messageCommand } from '../shared/message-command.ts';
import { renderText } from '../../src/i18n/text.ts';
import type { Deduplicator } from './dedup.ts';
import type { Route } from './deliver.ts';
import { attachmentsOf, conversationOf, isDirectChannel, type SlackFile } from './inbound.ts';
import { errorFields } from './log-fields.ts';
import {
  answer,
  deliverAndLog,
  directOpener,
  labelOf,
  localeOf,
  wordsFor,
  manageRight,
  notice,
} from './pipeline.ts';
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
    if (!isForUs(message, context.botUserId)) {
      if (buriesBoards(message, context.botUserId)) countBelowBoards(message, teamId);
      return;
    }
    if (!deps.dedup.first(`message:${message.channel}:${message.ts}`)) return;
    deps.track(
      onMessage(message, teamId, context.botUserId, client, started).catch((error: unknown) =>
        logger.error('slack handler failed', { ...errorFields(error), label: 'message' }),
      ),
    );
  };
  app.event('app_mention', onEvent);
  app.event('message', onEvent);

  // Chat in a channel pushes its live board up: counted, so that the next move brings the board
  // down to the players once it is out of reach (REPOST_AFTER_MESSAGES), as the bot's own
  // messages are counted. A failed count only leaves a board up a little longer.
  const countBelowBoards = (message: MessageLike, teamId: string | undefined) => {
    const count = deps.core.conversationMessage;
    if (!count || !deps.dedup.first(`below:${message.channel}:${message.ts}`)) return;
    deps.track(
      count(conversationOf(message.channel, teamId)).catch((error: unknown) =>
        logger.debug('slack message not counted below the board', errorFields(error)),
      ),
    );
  };

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
    // a confirmation of the move is not needed (the board right above changes). One typed in a
    // thread (the day's thread) sits below no board: it buries nothing, the replies go there
    // too and count nowhere, and the asker hears the confirmation.
    const below = !inThread(message);
    const route: Route = {
      channel: message.channel,
      user: userId,
      direct,
      ...(teamId && { workspace: teamId }),
      visibleInbound: below,
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
      const refusal = notice(renderText(wanted.text, await wordsFor(deps, userId, teamId)));
      await deliverAndLog(pipeline, [refusal], route, context, started);
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
      visible: below,
      ...(!below && { inThread: true }),
      openDirect: directOpener(client, userId, teamId),
      ...(attachments.length > 0 && { attachments }),
      ...(await localeOf(deps.users, userId, teamId)),
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
/** A person wrote it (not a bot, not the bot itself, not an edit or a join). */
function fromPerson(message: MessageLike, botUserId: string | undefined): boolean {
  if (!message.user || message.bot_id || !PERSON_SUBTYPES.has(message.subtype)) return false;
  return message.user !== botUserId;
}

function isDirect(message: MessageLike): boolean {
  return message.channel_type === 'im' || isDirectChannel(message.channel);
}

/**
 * A reply in a thread, shown only there (not one also sent to the channel, nor the thread's
 * parent message itself).
 */
function inThread(message: MessageLike): boolean {
  if (message.thread_ts === undefined || message.thread_ts === message.ts) return false;
  return message.subtype !== 'thread_broadcast';
}

/** A person's message in the channel itself (not in a thread): it sits below its live boards. */
function buriesBoards(message: MessageLike, botUserId: string | undefined): boolean {
  if (message.type !== 'message' || !fromPerson(message, botUserId) || isDirect(message)) {
    return false;
  }
  return !inThread(message);
}

function isForUs(message: MessageLike, botUserId: string | undefined): boolean {
  if (!fromPerson(message, botUserId)) return false;
  if (message.type === 'app_mention' || isDirect(message)) return true;
  return botUserId !== undefined && (message.text ?? '').includes(`<@${botUserId}`);
}
