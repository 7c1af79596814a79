// A thread for each day's talk. A channel's daily post opens a thread under it (Discord: a
// thread on the post's message; Slack: replies under it), recorded with the post
// (PostRecord.thread); that day's result lines, shares, celebrations and the digest go there, so
// the channel itself shows one message a day: the live board. `thread off` (people who manage
// the channel) keeps everything in the channel.
//
// A thread that can't be used (no permission to make it, archived by moderators, deleted with
// its post, the bot gone from it) never stops the game: the talk falls back to the channel and
// the channel is told why once a day (PostRecord.threadLost/threadNoted, compare-and-set, so
// once across processes).

import { addDays, dateKeyIn } from '../game/calendar.ts';
import { msg } from '../i18n/text.ts';
import { threadLost } from './post-claim.ts';
import { mayManage, say, type CoreRuntime, type Ctx } from './context.ts';
import { channelOwner, SettingsLookup } from './picture-theme.ts';
import type { DayThreadHomes, FoundHome } from './day-thread-homes.ts';
import { postLanguage } from './languages.ts';
import { conversationZone } from './time-zone.ts';
import { localise } from './localise.ts';
import {
  DAY_THREAD_LOSSES,
  type Command,
  type Conversation,
  type DayThread,
  type DayThreadLoss,
  type Draft,
  type Inbound,
  type Reply,
} from './types.ts';

/** Platforms whose daily posts open a thread (the playground has none). */
const THREADED = new Set<Conversation['platform']>(['discord', 'slack']);

/** Whether `conversation`'s daily posts open a thread (on unless the channel chose `thread off`). */
export async function dayThreadsOn(
  settings: SettingsLookup,
  conversation: Conversation,
): Promise<boolean> {
  if (conversation.kind !== 'channel' || !THREADED.has(conversation.platform)) return false;
  const chosen = (await settings.of(channelOwner(conversation.platform, conversation.id)))
    .dayThread;
  return chosen !== false;
}

/** Where a day's talk goes: the day's thread, or (none) the channel, with a note due there. */
export interface DayTalkTarget {
  readonly thread?: DayThread;
  /** Why the talk is in the channel, to say once (this caller won the right to say it). */
  readonly note?: Draft;
}

/**
 * Where the talk of `date` in `conversation` goes: the thread under that day's post when there
 * is one and the channel keeps threads; otherwise the channel, with a note when the thread was
 * lost and nobody has said so yet. A store that can't be read leaves the talk in the channel.
 */
export async function dayTalkTarget(
  rt: CoreRuntime,
  conversation: Conversation,
  date: string,
  settings: SettingsLookup = new SettingsLookup(rt.store),
): Promise<DayTalkTarget> {
  try {
    if (!(await dayThreadsOn(settings, conversation))) return {};
    const key = { platform: conversation.platform, conversationId: conversation.id };
    const post = await rt.store.dailyPost(key, date);
    if (post?.status !== 'sent') return {};
    if (post.threadLost === undefined)
      return post.thread ? { thread: { id: post.thread, date } } : {};
    if (post.threadNoted || !(await threadLost(rt.store, key, date, post.threadLost, true))) {
      return {};
    }
    return { note: lostNote(conversation, post.threadLost) };
  } catch (error) {
    rt.logger.warn('day thread not looked up', {
      platform: conversation.platform,
      conversation: conversation.id,
      date,
      error: error instanceof Error ? error.message : String(error),
    });
    return {};
  }
}

/** What dayThreadHome reads of a command: where it was typed (and any thread's parent). */
type ThreadedInbound = Pick<Inbound, 'conversation' | 'threadOf' | 'inThread'>;

/**
 * Where a command typed in a thread (Inbound.threadOf: Discord's threads are channels of their
 * own) plays: in the day's thread of today's or yesterday's post (a thread stays open a day), the
 * parent channel's game, with its replies in the thread (inThread); in any other thread, the
 * thread itself, as before. A store that can't be read leaves the command in the thread. With
 * `homes`, what was found is kept a short while (see day-thread-homes.ts).
 */
export async function dayThreadHome<T extends ThreadedInbound>(
  rt: CoreRuntime,
  settings: SettingsLookup,
  inbound: T,
  homes?: DayThreadHomes,
): Promise<T> {
  const parentId = inbound.threadOf;
  if (parentId === undefined || inbound.conversation.kind !== 'channel') return inbound;
  const parent: Conversation = { ...inbound.conversation, id: parentId };
  const homed: T = { ...inbound, conversation: parent, inThread: true };
  const cacheKey = JSON.stringify([parent.platform, parent.id, inbound.conversation.id]);
  const now = rt.clock.now();
  const kept = homes?.get(cacheKey, now);
  if (kept) return kept.home ? homed : inbound;
  try {
    const found = await findHome(rt, settings, parent, inbound.conversation.id, now);
    if (found.keep) homes?.set(cacheKey, found.home, now);
    return found.home.home ? homed : inbound;
  } catch (error) {
    rt.logger.warn('day thread of a command not looked up', {
      platform: parent.platform,
      conversation: parent.id,
      thread: inbound.conversation.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  return inbound;
}

/**
 * Whether `threadId` is the day's thread of `parent`'s post today or yesterday; `keep` is false
 * while today's post has no thread recorded yet (its thread may be the one being asked about).
 */
async function findHome(
  rt: CoreRuntime,
  settings: SettingsLookup,
  parent: Conversation,
  threadId: string,
  now: Date,
): Promise<{ home: FoundHome; keep: boolean }> {
  if (!(await dayThreadsOn(settings, parent))) return { home: { home: false }, keep: true };
  const zone = await conversationZone(rt, settings, parent);
  const today = dateKeyIn(now, zone);
  const key = { platform: parent.platform, conversationId: parent.id };
  let keep = true;
  for (const date of [today, addDays(today, -1)]) {
    const post = await rt.store.dailyPost(key, date);
    if (post?.thread === threadId) return { home: { home: true, date, zone }, keep: true };
    if (date === today && post?.thread === undefined) keep = false;
  }
  return { home: { home: false }, keep };
}

/**
 * A command re-homed from a thread (dayThreadHome) answers in the thread, but a live board it
 * posts anew belongs in the channel, below the chat, not in the thread: sent there as a reply
 * for another conversation.
 */
export function boardsToChannel(drafts: readonly Draft[], channel: Conversation): Draft[] {
  return drafts.map((d) =>
    d.live && !d.live.edit && !d.conversation ? { ...d, conversation: channel } : d,
  );
}

/**
 * The drafts of a day's talk (everyone's to see in `conversation`) sent where dayTalkTarget
 * says: each into the day's thread, or left in the channel with the note when one is due.
 */
export async function toDayTalk(
  ctx: Pick<Ctx, 'rt' | 'settings'>,
  conversation: Conversation,
  date: string,
  drafts: readonly Draft[],
): Promise<Draft[]> {
  const target = await dayTalkTarget(ctx.rt, conversation, date, ctx.settings);
  const { thread, note } = target;
  if (thread) return drafts.map((d) => ({ ...d, conversation, thread }));
  return note ? [...drafts, note] : [...drafts];
}

function lossOf(reason: string): DayThreadLoss {
  return (DAY_THREAD_LOSSES as readonly string[]).includes(reason)
    ? (reason as DayThreadLoss)
    : 'failed';
}

/** The channel note saying why the day's talk is in the channel. */
function lostNote(conversation: Conversation, reason: string): Draft {
  return { text: msg(`thread.lost.${lossOf(reason)}`), visibility: 'everyone', conversation };
}

/**
 * An adapter could not post into a day's thread (and posted in the channel instead): records
 * why, and resolves to the note for the channel when this caller is the one to say it.
 */
export async function recordDayThreadLost(
  rt: CoreRuntime,
  conversation: Conversation,
  thread: DayThread,
  reason: DayThreadLoss,
): Promise<Reply | undefined> {
  const key = { platform: conversation.platform, conversationId: conversation.id };
  rt.logger.warn('day thread lost: its talk goes into the channel', {
    platform: key.platform,
    conversation: key.conversationId,
    date: thread.date,
    reason,
  });
  // The reply went into the channel instead, below its boards (placeBoards counted it nowhere:
  // it was meant for the thread); so does the note.
  await rt.store.noteVisibleMessage(key);
  if (!(await threadLost(rt.store, key, thread.date, reason, true))) return undefined;
  await rt.store.noteVisibleMessage(key);
  const settings = new SettingsLookup(rt.store);
  const locale = await postLanguage(settings, conversation, undefined);
  return localise(lostNote(conversation, reason), locale);
}

/** `thread`, `thread on|off`: say or change whether daily posts here open a thread. */
export async function threadSetting(
  ctx: Ctx,
  command: Extract<Command, { kind: 'thread' }>,
): Promise<Draft[]> {
  if (ctx.conversation.kind !== 'channel') return [say(msg('thread.direct'))];
  if (command.on === undefined) {
    const on = await dayThreadsOn(ctx.settings, ctx.conversation);
    return [say(msg('thread.show', { state: on ? 'on' : 'off' }))];
  }
  if (!mayManage(ctx)) return [say(msg('thread.refused'))];
  const owner = channelOwner(ctx.conversation.platform, ctx.conversation.id);
  // On is the default: turning it on forgets the choice.
  await ctx.rt.store.changeSettings(owner, { dayThread: command.on ? null : false });
  ctx.settings.forget(owner);
  const name = { name: ctx.actor.name };
  return [say(msg(command.on ? 'thread.on' : 'thread.off', name), 'everyone')];
}
