// Sending one message along a reply's route: for everyone with chat.postMessage (through the
// response_url where the bot may not post), for the asker alone through the request's
// response_url (ephemeral) or chat.postEphemeral when there is none (events).

import type { RespondArguments } from '@slack/bolt';
import { type SlackMessage } from './blocks.ts';
import { slackErrorCode } from './log-fields.ts';
import type { Delivered, DeliveryDeps, Route } from './deliver.ts';
import { withImageRetry, type Prepared } from './picture-uploads.ts';

/** Slack errors that mean "the bot can't post here", where the response_url still can. */
const CANNOT_POST_HERE = new Set([
  'not_in_channel',
  'channel_not_found',
  'is_archived',
  'restricted_action',
]);

export interface SendPlan {
  readonly ephemeral: boolean;
  readonly inPlace: boolean;
}

/** Sends one (non-board) message along its route. */
export async function send(
  route: Route,
  deps: DeliveryDeps,
  p: Prepared,
  plan: SendPlan,
): Promise<Delivered> {
  const sent = await withImageRetry(deps, p, async (m) => {
    if (plan.inPlace && route.respond) {
      // Ephemeral messages can't be edited with chat.update; their response_url can replace them.
      await route.respond({ replace_original: true, ...m } as RespondArguments);
      return { via: 'response_url' as const };
    }
    return post(route, deps, m, plan.ephemeral);
  });
  return { ...sent.value, withImage: sent.withImage };
}

/** Posts a message for everyone or for the asker alone; resolves to how it went out. */
export async function post(
  route: Route,
  deps: DeliveryDeps,
  message: SlackMessage,
  ephemeral: boolean,
): Promise<Omit<Delivered, 'withImage'>> {
  const thread = route.threadTs ? { thread_ts: route.threadTs } : {};
  if (ephemeral) {
    if (route.respond) {
      await route.respond({
        response_type: 'ephemeral',
        replace_original: false,
        ...message,
      } as RespondArguments);
      return { via: 'response_url' };
    }
    await deps.client.chat.postEphemeral({
      channel: route.channel,
      user: route.user!,
      text: message.text,
      blocks: message.blocks,
      ...thread,
    });
    return { via: 'postEphemeral' };
  }
  try {
    const posted = await (deps.postClient ?? deps.client).chat.postMessage({
      channel: route.channel,
      text: message.text,
      blocks: message.blocks,
      unfurl_links: false,
      unfurl_media: false,
      ...thread,
      ...(route.metadata && { metadata: { ...route.metadata } }),
    });
    return { via: 'postMessage', ...(posted.ts && { ts: posted.ts }) };
  } catch (error) {
    const code = slackErrorCode(error);
    if (!route.respond || !code || !CANNOT_POST_HERE.has(code)) throw error;
    // The bot isn't in this conversation (e.g. a DM between two people): the slash command's
    // response_url can still post there.
    deps.logger.info('slack posting through the response_url', { slackError: code });
    await route.respond({
      response_type: 'in_channel',
      replace_original: false,
      ...message,
    } as RespondArguments);
    return { via: 'response_url' };
  }
}
