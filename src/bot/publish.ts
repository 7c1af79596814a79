// Quiet lookups: `stats`, `stats @name`, `leaderboard` and `digest` answer only the asker, with a
// *Post to channel* button that posts the same answer for everyone here, naming who posted it.
// One answer is posted once: its button names a token, claimed once in the store; a second press
// says it is already posted and links to it (the adapter reports where it landed:
// BotCore.replyPosted). A player's result line of the day works the same way per player, channel
// and date: `share` after the automatic result of a personal game links to it instead.

import { randomBytes } from 'node:crypto';
import { msg, verbatim, type Text } from '../i18n/text.ts';
import type { ConversationKey } from '../store/port.ts';
import { say, type Ctx } from './context.ts';
import { formatCommand } from './format-command.ts';
import { toDayTalk } from './day-thread.ts';
import type { Command, Conversation, Draft, Lookup } from './types.ts';

/** How long a post is remembered (covers a whole day in any zone, with a margin). */
export const POSTED_FOR_MS = 2 * 24 * 60 * 60 * 1000;

/** The claim key of a player's result line of `date` in a channel. */
export function resultKey(where: ConversationKey, userId: string, date: string): string {
  return `posted:result:${where.platform}:${where.conversationId}:${userId}:${date}`;
}

/** The claim key of one private answer's *Post to channel* button. */
function lookupKey(ctx: Ctx, token: string): string {
  return `posted:lookup:${ctx.key.platform}:${ctx.key.conversationId}:${token}`;
}

/** Claims the post of `key` for this command; false when it was posted (or is being) already. */
export function claimPost(ctx: Ctx, key: string): Promise<boolean> {
  const now = ctx.now.getTime();
  return ctx.rt.store.claimOnce(key, now + POSTED_FOR_MS, now);
}

/**
 * Posts `draft` for everyone in `conversation` as talk of the day `date`: into that day's thread
 * when the channel has one (day-thread.ts), else the channel; recorded under `recordAs` once the
 * adapter has posted it. Every post of a lookup or a result line goes through here.
 */
export function toChannel(
  ctx: Pick<Ctx, 'rt' | 'settings'>,
  conversation: Conversation,
  date: string,
  draft: Draft,
  recordAs?: string,
): Promise<Draft[]> {
  const post: Draft = { ...draft, visibility: 'everyone', ...(recordAs && { recordAs }) };
  return toDayTalk(ctx, conversation, date, [post]);
}

/** Says privately that the post of `key` is already there, with a link when it is known. */
export async function alreadyPosted(ctx: Ctx, key: string, text: Text): Promise<Draft> {
  let url: string | undefined;
  try {
    url = await ctx.rt.store.claimNote(key, ctx.now.getTime());
  } catch (error) {
    // The link is a courtesy: without it the answer still says where to look.
    ctx.rt.logger.warn('posted link not read', { key, error: String(error) });
  }
  return { ...say(text), ...(url && { link: { url, label: msg('publish.open') } }) };
}

/**
 * A lookup's answer. In a channel it is the asker's alone, with a *Post to channel* button; while
 * that button is being pressed (`ctx.publishing`) it is the post itself, for everyone, headed by
 * who posted it. In a direct message it is simply the answer.
 */
export function lookupAnswer(ctx: Ctx, body: Text, lookup: Lookup): Draft {
  if (ctx.publishing) {
    const head = msg('publish.by', { name: verbatim(ctx.actor.name) });
    return { ...say([head, body], 'everyone'), recordAs: ctx.publishing };
  }
  if (ctx.conversation.kind === 'direct') return say(body);
  const token = randomBytes(6).toString('hex');
  const command: Command = { kind: 'publish', token, lookup };
  return {
    ...say(body),
    actions: [{ id: 'publish', label: msg('publish.button'), command: formatCommand(command) }],
  };
}

/**
 * `publish <token> <lookup>`: the *Post to channel* button. The first press posts the lookup for
 * everyone (answered again now, so it is current) and tells the asker; later presses say it is
 * already there. `answer` runs the lookup.
 */
export async function publish(
  ctx: Ctx,
  command: Extract<Command, { kind: 'publish' }>,
  answer: (ctx: Ctx, lookup: Lookup) => Promise<Draft[]>,
): Promise<Draft[]> {
  if (ctx.conversation.kind === 'direct') return answer(ctx, command.lookup);
  const key = lookupKey(ctx, command.token);
  if (!(await claimPost(ctx, key))) {
    return [await alreadyPosted(ctx, key, msg('publish.already'))];
  }
  const answered = await answer({ ...ctx, publishing: key }, command.lookup);
  const post = answered.find((d) => d.visibility === 'everyone');
  // A lookup that found nothing to post (nobody by that name) answers the asker as before.
  if (!post) return answered;
  const routed = await toChannel(ctx, ctx.conversation, ctx.today, post, key);
  const where = routed.some((r) => r.thread) ? msg('thread.posted') : msg('publish.posted');
  return [...answered.filter((d) => d !== post), ...routed, say(where)];
}
