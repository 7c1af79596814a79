// Helpers for the scheduler's tests: a Poster that behaves like a platform with a duplicate
// check (posts are kept by their mark and can be found again), and a DailyScheduler with its
// own settings over a harness's services.

import { randomUUID } from 'node:crypto';
import { DEFAULT_CORE_OPTIONS, type CoreDeps, type CoreRuntime } from '../../src/bot/context.ts';
import { KeyedMutex } from '../../src/bot/mutex.ts';
import { Metrics } from '../../src/metrics.ts';
import type { FoundPost, Poster, PostMark, PostOptions } from '../../src/bot/ports.ts';
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
  /** Messages deleted as extra copies. */
  readonly deleted: string[] = [];
  /** Marks asked for with findPosts, in order. */
  readonly lookups: PostMark[] = [];
  /** The next sends go out and then report a failure (a timeout after the platform accepted). */
  failAfterSend = 0;
  /** The next sends fail with this error before anything is posted. */
  failBefore: Error[] = [];
  /** Called during each send, after the fence and before it is recorded. */
  during: () => Promise<void> = async () => undefined;
  /** Called during each send after the post landed, before the sender hears of it. */
  afterLanding: () => Promise<void> = async () => undefined;

  async post(conversation: Conversation, replies: readonly Reply[], options: PostOptions = {}) {
    const refused = this.failBefore.shift();
    if (refused) throw refused;
    await options.fence?.();
    await this.during();
    const messageId = `m${this.posts.length + 1}`;
    const mark = options.mark;
    this.posts.push({ conversation, replies, messageId, ...(mark && { mark }) });
    await this.afterLanding();
    if (this.failAfterSend > 0) {
      this.failAfterSend--;
      throw new Error('timed out waiting for the platform');
    }
    const live = replies[0]?.live;
    return { messageId, messageIds: [messageId], ...(live && { boardRef: messageId }) };
  }

  async findPosts(conversation: Conversation, mark: PostMark): Promise<FoundPost[]> {
    this.lookups.push(mark);
    return this.postsIn(conversation.id)
      .filter((p) => p.mark?.date === mark.date)
      .map((p) => {
        const gameId = p.replies[0]?.live?.gameId;
        return {
          messageId: p.messageId,
          messageIds: [p.messageId],
          attempt: p.mark!.attempt,
          ...(gameId && { gameId, boardRef: p.messageId }),
        };
      });
  }

  async deletePosts(_conversation: Conversation, messageIds: readonly string[]): Promise<void> {
    this.deleted.push(...messageIds);
  }

  /** The posts made into one conversation (deleted copies left out). */
  postsIn(id: string): MarkedPost[] {
    return this.posts.filter(
      (p) => p.conversation.id === id && !this.deleted.includes(p.messageId),
    );
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
    metrics: new Metrics(),
  };
  return new DailyScheduler(rt, options);
}
