// Helpers for the scheduler's tests: a Poster that behaves like a platform with a duplicate
// check (posts are kept by their mark and can be found again), and a DailyScheduler with its
// own settings over a harness's services.

import { randomUUID } from 'node:crypto';
import { DEFAULT_CORE_OPTIONS, type CoreDeps, type CoreRuntime } from '../../src/bot/context.ts';
import { KeyedMutex } from '../../src/bot/mutex.ts';
import type { FoundPost, Poster, PostMark } from '../../src/bot/ports.ts';
import { DailyScheduler, type SchedulerOptions } from '../../src/bot/schedule.ts';
import type { Conversation, Reply } from '../../src/bot/types.ts';
import { engineHints } from './harness.ts';

/** One message a MarkingPoster put in a conversation. */
export interface MarkedPost {
  readonly conversation: Conversation;
  readonly replies: readonly Reply[];
  readonly mark?: PostMark;
  readonly messageId: string;
}

/** A web Poster that keeps every post with its mark and finds it again, like Slack's metadata. */
export class MarkingPoster implements Poster {
  readonly platform = 'web' as const;
  readonly posts: MarkedPost[] = [];
  /** Marks asked for with findPost, in order. */
  readonly lookups: PostMark[] = [];
  /** The next sends go out and then report a failure (a timeout after the platform accepted). */
  failAfterSend = 0;
  /** Called during each send, before it is recorded (a test can hold a send open). */
  during: () => Promise<void> = async () => undefined;

  async post(conversation: Conversation, replies: readonly Reply[], mark?: PostMark) {
    await this.during();
    const messageId = `m${this.posts.length + 1}`;
    this.posts.push({ conversation, replies, messageId, ...(mark && { mark }) });
    if (this.failAfterSend > 0) {
      this.failAfterSend--;
      throw new Error('timed out waiting for the platform');
    }
    const live = replies[0]?.live;
    return { messageId, ...(live && { boardRef: messageId }) };
  }

  async findPost(conversation: Conversation, mark: PostMark): Promise<FoundPost | undefined> {
    this.lookups.push(mark);
    const post = this.posts.find(
      (p) => p.conversation.id === conversation.id && p.mark?.date === mark.date,
    );
    const gameId = post?.replies[0]?.live?.gameId;
    return (
      post && { messageId: post.messageId, ...(gameId && { gameId, boardRef: post.messageId }) }
    );
  }

  /** The posts made into one conversation. */
  postsIn(id: string): MarkedPost[] {
    return this.posts.filter((p) => p.conversation.id === id);
  }
}

/** A DailyScheduler with `options` over a bot's services (another process, as it were). */
export function schedulerOf(
  services: Pick<CoreDeps, 'store' | 'clock' | 'puzzles' | 'renderer' | 'logger'>,
  options: Partial<SchedulerOptions> = {},
): DailyScheduler {
  const rt: CoreRuntime = {
    ...services,
    hints: engineHints,
    photoReader: null,
    options: DEFAULT_CORE_OPTIONS,
    newId: randomUUID,
    locks: new KeyedMutex(),
  };
  return new DailyScheduler(rt, options);
}
