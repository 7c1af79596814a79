// The playground's message log: a bounded recent history per conversation (so a reload shows
// the last messages) and the live subscribers (server-sent event streams) it fans out to.

import { randomBytes } from 'node:crypto';
import type { Action } from '../../src/bot/types.ts';

/** Messages kept per conversation. */
export const MAX_HISTORY_PER_CONVERSATION = 200;
/** Conversations kept (each direct message is one); the least recently used goes first. */
export const MAX_CONVERSATIONS = 500;
/**
 * Live event streams at once. When all are taken, a new one replaces the oldest stream of the
 * user holding the most, if they hold at least two more than the asker (so up to this many users
 * each keep one, and shares never differ by more than one); otherwise it is refused with 503.
 */
export const MAX_SUBSCRIBERS = 64;
/** Live event streams of one user (tabs open at once); more are refused with 429. */
export const MAX_SUBSCRIBERS_PER_USER = 4;

/** A message as the page receives it. */
/** A board picture's URL in each theme. */
export interface WebImageSchemes {
  readonly light: string;
  readonly dark: string;
}

export interface WebMessage {
  readonly id: string;
  /** The page's channel key (`general`, `dm`). */
  readonly channel: string;
  /** ISO time it was posted. */
  readonly at: string;
  readonly author: { readonly name: string; readonly bot: boolean };
  readonly text: string;
  readonly visibility: 'everyone' | 'asker';
  readonly image?: {
    readonly url: string;
    readonly alt: string;
    readonly width?: number;
    readonly height?: number;
    /** The same board in each theme, when nobody chose one: the page follows the browser's. */
    readonly schemes?: WebImageSchemes;
  };
  readonly actions?: readonly Action[];
  /** A message this one points to (a post already in the channel): `#message-<id>`. */
  readonly link?: { readonly url: string; readonly label: string };
  /** A game's live board: later changes edit this message in place. */
  readonly isBoard?: boolean;
  /** Posted by the scheduler rather than in answer to someone. */
  readonly scheduled?: boolean;
  /** An old board that a newer message of its game replaced: shown small, without buttons. */
  readonly retired?: boolean;
  /** Taken out of the channel (a copy the live board moved down from): pages drop it. */
  readonly removed?: boolean;
}

/** A message with who may see it: everyone in the conversation, or one user id. */
export interface LoggedMessage {
  readonly conversationId: string;
  readonly audience?: string;
  readonly message: WebMessage;
}

/** A live stream for one user. */
export interface Subscriber {
  readonly userId: string;
  send(message: WebMessage): void;
  /** Ends the stream: another user needed its place. */
  close(): void;
}

/** True when `userId` may see `entry`. */
export function visibleTo(entry: LoggedMessage, userId: string): boolean {
  return entry.audience === undefined || entry.audience === userId;
}

/** Bounded history per conversation plus fan-out to subscribers. */
export class MessageLog {
  private readonly conversations = new Map<string, LoggedMessage[]>();
  private readonly subscribers = new Set<Subscriber>();
  private nextId = 1;
  // A page left open across a restart must not mistake new messages for ones it has seen.
  private readonly boot = randomBytes(4).toString('hex');

  constructor(
    private readonly maxPerConversation = MAX_HISTORY_PER_CONVERSATION,
    private readonly maxConversations = MAX_CONVERSATIONS,
  ) {}

  /** A fresh message id, unique across restarts: `<boot>-<sequence>`. */
  newId(): string {
    return `${this.boot}-${this.nextId++}`;
  }

  /** Records a message and delivers it to every subscriber allowed to see it. */
  publish(entry: LoggedMessage): void {
    let list = this.conversations.get(entry.conversationId);
    if (list) this.conversations.delete(entry.conversationId);
    else list = [];
    // Re-inserting keeps the map in least-recently-used order for eviction.
    this.conversations.set(entry.conversationId, list);
    list.push(entry);
    if (list.length > this.maxPerConversation)
      list.splice(0, list.length - this.maxPerConversation);
    while (this.conversations.size > this.maxConversations) {
      const oldest = this.conversations.keys().next();
      if (oldest.done) break;
      this.conversations.delete(oldest.value);
    }
    for (const subscriber of this.subscribers) {
      if (visibleTo(entry, subscriber.userId)) subscriber.send(entry.message);
    }
  }

  /**
   * Replaces a logged message (a live board edited in place) and delivers the new version to
   * every subscriber allowed to see it; false when the message is no longer in the history.
   */
  replace(conversationId: string, message: WebMessage): boolean {
    const list = this.conversations.get(conversationId);
    const at = list?.findIndex((e) => e.message.id === message.id) ?? -1;
    if (!list || at < 0) return false;
    const entry = { ...list[at]!, message };
    list[at] = entry;
    for (const subscriber of this.subscribers) {
      if (visibleTo(entry, subscriber.userId)) subscriber.send(message);
    }
    return true;
  }

  /**
   * Takes a logged message out of the history and tells every subscriber allowed to see it to
   * drop it (the message sent once more, marked `removed`); false when it is not in the history.
   */
  remove(conversationId: string, id: string): boolean {
    const list = this.conversations.get(conversationId);
    const at = list?.findIndex((e) => e.message.id === id) ?? -1;
    if (!list || at < 0) return false;
    const [entry] = list.splice(at, 1);
    const gone = { ...entry!.message, removed: true };
    for (const subscriber of this.subscribers) {
      if (visibleTo(entry!, subscriber.userId)) subscriber.send(gone);
    }
    return true;
  }

  /** A logged message by id, if it is still in the conversation's history. */
  find(conversationId: string, id: string): WebMessage | undefined {
    return this.conversations.get(conversationId)?.find((e) => e.message.id === id)?.message;
  }

  /** The recent messages of a conversation that `userId` may see, oldest first. */
  recent(conversationId: string, userId: string): WebMessage[] {
    const list = this.conversations.get(conversationId) ?? [];
    return list.filter((e) => visibleTo(e, userId)).map((e) => e.message);
  }

  /**
   * Adds a live subscriber unless its user has MAX_SUBSCRIBERS_PER_USER already ('user-full').
   * When MAX_SUBSCRIBERS are open it takes the place of the oldest stream of the user holding
   * the most, if that user holds at least two more than this one; otherwise 'full'.
   */
  subscribe(subscriber: Subscriber): 'ok' | 'full' | 'user-full' {
    const counts = new Map<string, number>();
    for (const s of this.subscribers) counts.set(s.userId, (counts.get(s.userId) ?? 0) + 1);
    const own = counts.get(subscriber.userId) ?? 0;
    if (own >= MAX_SUBSCRIBERS_PER_USER) return 'user-full';
    if (this.subscribers.size >= MAX_SUBSCRIBERS) {
      // The set is in opening order, so the first stream of the richest user is its oldest.
      let victim: Subscriber | undefined;
      for (const s of this.subscribers) {
        const held = counts.get(s.userId)!;
        if (held >= own + 2 && (!victim || held > counts.get(victim.userId)!)) victim = s;
      }
      if (!victim) return 'full';
      this.subscribers.delete(victim);
      victim.close();
    }
    this.subscribers.add(subscriber);
    return 'ok';
  }

  /** Removes a subscriber. */
  unsubscribe(subscriber: Subscriber): void {
    this.subscribers.delete(subscriber);
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }
}
