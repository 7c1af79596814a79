// An interim reply on Slack ("Reading your photo: you're next."), shown while the command's work
// waits in line and then replaced by the answer (deliver.ts). Where it goes decides how it can
// be replaced: through the request's response_url as an ephemeral message only the asker sees
// (slash commands and the message shortcut in a channel; the answer replaces it with
// replace_original), or as a message in the conversation (a direct message, and a photo posted
// with a mention, which has no response_url; an ephemeral message could not be edited later), which
// chat.update turns into the answer when everyone may see it, or which is deleted when the
// answer is for the asker alone.

import type { RespondArguments } from '@slack/bolt';
import type { Reply } from '../../src/bot/types.ts';
import { toSlackMessage } from './blocks.ts';
import type { DeliveryDeps, Route } from './deliver.ts';
import { errorFields } from './log-fields.ts';

/** Where an interim reply is shown. */
export type InterimPlace =
  { readonly via: 'response_url' } | { readonly via: 'message'; readonly ts: string };

/** The interim reply of one request: shown on the first notice, updated on later ones. */
export class SlackInterim {
  private shown: Promise<InterimPlace | undefined> = Promise.resolve(undefined);
  private closed = false;

  constructor(
    private readonly route: Route,
    private readonly deps: Pick<DeliveryDeps, 'client' | 'logger' | 'rewrite'>,
  ) {}

  /** Shows `reply`, or puts it in place of the interim reply shown; failures are only logged. */
  show(reply: Reply): void {
    if (this.closed) return;
    this.shown = this.shown.then((place) => this.put(reply, place));
  }

  /** Takes no more notices; resolves to where the interim reply is, once it is there. */
  settle(): Promise<InterimPlace | undefined> {
    this.closed = true;
    return this.shown;
  }

  private async put(reply: Reply, place: InterimPlace | undefined) {
    const { route, deps } = this;
    const message = toSlackMessage(reply, deps.rewrite ? { rewrite: deps.rewrite } : {});
    try {
      if (place?.via === 'response_url') {
        await route.respond!({ replace_original: true, ...message } as RespondArguments);
        return place;
      }
      if (place) {
        await deps.client.chat.update({ channel: route.channel, ts: place.ts, ...message });
        return place;
      }
      if (route.respond && !route.direct) {
        await route.respond({
          response_type: 'ephemeral',
          replace_original: false,
          ...message,
        } as RespondArguments);
        return { via: 'response_url' } as const;
      }
      const posted = await deps.client.chat.postMessage({
        channel: route.channel,
        ...message,
        ...(route.threadTs && { thread_ts: route.threadTs }),
      });
      return posted.ts ? ({ via: 'message', ts: posted.ts } as const) : undefined;
    } catch (error) {
      deps.logger.warn('slack interim reply failed', errorFields(error));
      return place;
    }
  }
}

/** Whether the answer may take the interim reply's place: the same audience can see both. */
export function takesPlaceOf(place: InterimPlace, ephemeral: boolean): boolean {
  return place.via === 'response_url' ? ephemeral : !ephemeral;
}

/** Removes an interim reply that no answer took the place of (best effort). */
export async function removeInterim(
  place: InterimPlace,
  route: Route,
  deps: Pick<DeliveryDeps, 'client' | 'logger'>,
): Promise<void> {
  try {
    if (place.via === 'response_url') {
      await route.respond?.({ delete_original: true } as RespondArguments);
    } else {
      await deps.client.chat.delete({ channel: route.channel, ts: place.ts });
    }
  } catch (error) {
    deps.logger.info('slack interim reply not removed', errorFields(error));
  }
}
