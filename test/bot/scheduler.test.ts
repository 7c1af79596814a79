// The daily post with a fake clock: due times in the deployment zone, claims that survive
// restarts and second processes, catch-up after downtime, retries of failed posts.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  claimPost,
  MAX_POST_SENDS,
  POST_CLAIM_LEASE_MS,
  retryDelayMs,
} from '../../src/bot/post-claim.ts';
import { PostRefusedError, type Poster } from '../../src/bot/ports.ts';
import type { Conversation, Reply } from '../../src/bot/types.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import { ANN, DM, harness, OTHER_CHANNEL } from './harness.ts';

const dir = mkdtempSync(join(tmpdir(), 'sudoku-sched-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const newFile = () => join(dir, `s${++files}.sqlite`);

class RecordingPoster implements Poster {
  readonly platform = 'web' as const;
  readonly posts: { conversation: Conversation; replies: readonly Reply[] }[] = [];
  failNext = 0;
  /** Set: every send is refused for good with this reason (the channel is gone). */
  refuse: string | undefined;
  async post(conversation: Conversation, replies: readonly Reply[]) {
    if (this.refuse) throw new PostRefusedError(this.refuse);
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error('platform unavailable');
    }
    this.posts.push({ conversation, replies });
    const messageId = `m${this.posts.length}`;
    return { messageId, messageIds: [messageId] };
  }
  async findPosts() {
    return [];
  }
  async deletePosts() {}
}

/** A bot on `file` at `at`, with a recording poster. */
function processOn(file: string, at: string, options: { timeZone?: string } = {}) {
  const h = harness({ store: new SqliteStore(file), at, options });
  const poster = new RecordingPoster();
  h.bot.registerPoster(poster);
  return { ...h, poster };
}

describe('daily scheduler', () => {
  it('posts once at the time, survives restarts, and catches up a missed post', async () => {
    const file = newFile();
    const first = processOn(file, '2025-03-14T08:00:00Z');
    expect((await first.send('schedule 09:00')).at(0)?.text).toMatch(/starting today/);
    expect((await first.bot.scheduler.tick()).posted).toEqual([]);
    first.clock.set('2025-03-14T09:00:00Z');
    expect((await first.bot.scheduler.tick()).posted).toEqual(['web:general']);
    expect((await first.bot.scheduler.tick()).posted).toEqual([]);
    const post = first.poster.posts[0]!;
    expect(post.replies[0]!.text).toMatch(/^Good morning! \*Daily #73/);
    expect(post.replies[0]!.visibility).toBe('everyone');
    expect(post.replies[0]!.image).toBeDefined();
    // The post started the channel's daily game, so `today` shows that same game.
    expect((await first.send('today')).at(0)?.board?.givens).toEqual(
      post.replies[0]!.board?.givens,
    );
    await first.store.close();

    // Restarted later the same day: nothing is posted again.
    const second = processOn(file, '2025-03-14T09:30:00Z');
    expect((await second.bot.scheduler.tick()).posted).toEqual([]);
    await second.store.close();

    // Down all of the next morning, started at 11:00: the missed post is caught up, once.
    const third = processOn(file, '2025-03-15T11:00:00Z');
    expect((await third.bot.scheduler.tick()).posted).toEqual(['web:general']);
    expect(third.poster.posts[0]!.replies[0]!.text).toMatch(/Daily #74/);
    expect((await third.bot.scheduler.tick()).posted).toEqual([]);
    await third.store.close();
  });

  it('lets exactly one of two processes post', async () => {
    const file = newFile();
    const a = processOn(file, '2025-03-14T08:00:00Z');
    const b = processOn(file, '2025-03-14T08:00:00Z');
    await a.send('schedule 08:30');
    await a.send('schedule 08:45', ANN, DM);
    a.clock.set('2025-03-14T09:00:00Z');
    b.clock.set('2025-03-14T09:00:00Z');
    const [ra, rb] = await Promise.all([a.bot.scheduler.tick(), b.bot.scheduler.tick()]);
    expect([...ra.posted, ...rb.posted].sort()).toEqual(['web:dm-ann', 'web:general']);
    expect(a.poster.posts.length + b.poster.posts.length).toBe(2);
    await a.store.close();
    await b.store.close();
  });

  it('retries a failed post after a back-off; gives it up only after the platform failed every send', async () => {
    const h = processOn(newFile(), '2025-03-14T08:00:00Z');
    await h.send('schedule 08:00');
    await h.send('schedule 08:00', ANN, OTHER_CHANNEL);
    h.clock.set('2025-03-15T08:00:00Z');
    h.poster.failNext = 1;
    const failed = await h.bot.scheduler.tick();
    expect(failed.failed).toHaveLength(1);
    expect(failed.posted).toHaveLength(1);
    expect(failed.retryAt).toBe(Date.parse('2025-03-15T08:00:00Z') + retryDelayMs(1));
    expect(h.logger.lines.some((l) => l.message === 'daily post failed; it is retried later')).toBe(
      true,
    );
    // Not before its back-off.
    expect((await h.bot.scheduler.tick()).posted).toHaveLength(0);
    h.clock.set(new Date(failed.retryAt!).toISOString());
    expect((await h.bot.scheduler.tick()).posted).toHaveLength(1);
    expect(h.poster.posts).toHaveLength(2);
    // A post that keeps failing is given up after MAX_POST_SENDS failed sends, with the reason.
    h.clock.set('2025-03-16T08:00:00Z');
    h.poster.failNext = 2 * MAX_POST_SENDS + 5;
    let givenUp: string[] = [];
    for (let i = 0; i < MAX_POST_SENDS + 2; i++) {
      const report = await h.bot.scheduler.tick();
      givenUp = [...givenUp, ...report.givenUp];
      if (report.retryAt) h.clock.set(new Date(report.retryAt).toISOString());
    }
    expect(h.poster.failNext).toBe(5);
    expect(givenUp).toHaveLength(2);
    const errors = h.logger.lines.filter((l) => l.level === 'error');
    expect(errors.map((l) => l.message)).toEqual(['daily post given up', 'daily post given up']);
    expect(errors[0]!.fields).toMatchObject({
      date: '2025-03-16',
      reason: expect.stringMatching(/failed 10 sends; the last: platform unavailable/),
    });
    await h.store.close();
  });

  it('gives a post up at once when the platform refuses it for good, and says why', async () => {
    const h = processOn(newFile(), '2025-03-14T08:00:00Z');
    await h.send('schedule 08:30');
    h.clock.set('2025-03-14T09:00:00Z');
    h.poster.refuse = 'the channel no longer exists (Discord 10003)';
    const report = await h.bot.scheduler.tick();
    expect(report.givenUp).toEqual(['web:general']);
    expect(report.retryAt).toBeUndefined();
    const line = h.logger.lines.find((l) => l.message === 'daily post given up');
    expect(line).toMatchObject({
      level: 'error',
      fields: {
        platform: 'web',
        conversation: 'general',
        date: '2025-03-14',
        reason: 'the platform refused it: the channel no longer exists (Discord 10003)',
      },
    });
    expect(h.bot.metrics.value('sudoku_daily_posts_given_up_total', { platform: 'web' })).toBe(1);
    // Never tried again that day.
    h.poster.refuse = undefined;
    h.clock.set('2025-03-14T12:00:00Z');
    expect((await h.bot.scheduler.tick()).posted).toEqual([]);
    await h.store.close();
  });

  it('gives up, with a log line, a post still unfinished the day after its date', async () => {
    const h = processOn(newFile(), '2025-03-14T08:00:00Z');
    await h.send('schedule 08:30');
    h.clock.set('2025-03-14T09:00:00Z');
    h.poster.failNext = 100;
    await h.bot.scheduler.tick();
    // Failing all day and all of the next (a platform outage of two days).
    for (const at of ['2025-03-14T23:59:00Z', '2025-03-15T12:00:00Z', '2025-03-16T00:01:00Z']) {
      h.clock.set(at);
      await h.bot.scheduler.tick();
    }
    const key = { platform: 'web', conversationId: 'general' };
    expect(await h.store.dailyPost(key, '2025-03-14')).toMatchObject({
      status: 'given-up',
      error: expect.stringMatching(
        /^not sent by the end of the next day; the last error: platform unavailable/,
      ),
    });
    expect(h.logger.lines.filter((l) => l.message === 'daily post given up')).toHaveLength(1);
    await h.store.close();
  });

  it('posts a claim whose process died mid-post once the lease has passed', async () => {
    const file = newFile();
    const h = processOn(file, '2025-03-14T08:00:00Z');
    await h.send('schedule 09:00');
    await h.store.close();
    // A process claimed the 09:00 post and died before it was sent (a crash or a deploy).
    const crashed = new SqliteStore(file);
    const key = { platform: 'web', conversationId: 'general' };
    const claimedAt = Date.parse('2025-03-14T09:00:00Z');
    const claim = await claimPost(crashed, key, '2025-03-14', claimedAt, {
      leaseMs: POST_CLAIM_LEASE_MS,
    });
    expect(claim).toMatchObject({ attempt: 1 });
    await crashed.close();

    const next = processOn(file, new Date(claimedAt + POST_CLAIM_LEASE_MS / 2).toISOString());
    // Within the lease the claim may still be in flight: no post.
    expect((await next.bot.scheduler.tick()).posted).toEqual([]);
    next.clock.set(new Date(claimedAt + POST_CLAIM_LEASE_MS).toISOString());
    expect((await next.bot.scheduler.tick()).posted).toEqual(['web:general']);
    expect((await next.bot.scheduler.tick()).posted).toEqual([]);
    expect(next.poster.posts).toHaveLength(1);
    expect(await next.store.dailyPost(key, '2025-03-14')).toMatchObject({
      status: 'sent',
      claims: 2,
      sends: 1,
    });
    expect(
      next.logger.lines.find((l) => l.message.startsWith('daily post claim taken over')),
    ).toMatchObject({
      level: 'warn',
      fields: { conversation: 'general', date: '2025-03-14', attempt: 1 },
    });
    await next.store.close();
  });

  it('waits for a poster and for the puzzle, without claiming the post', async () => {
    const h = harness({ at: '2025-03-14T08:00:00Z' });
    await h.send('schedule 08:30 easy');
    await h.send('schedule 08:30', ANN, OTHER_CHANNEL);
    h.clock.set('2025-03-14T09:00:00Z');
    expect((await h.bot.scheduler.tick()).waiting).toHaveLength(2);
    const poster = new RecordingPoster();
    h.bot.registerPoster(poster);
    h.puzzles.notReady.add('2025-03-14');
    const report = await h.bot.scheduler.tick();
    expect(report.posted).toEqual(['web:general']);
    expect(report.waiting).toEqual(['web:puzzles']);
    expect(poster.posts[0]!.replies[0]!.text).toMatch(/^Your daily easy puzzle is here!/);
    h.puzzles.notReady.clear();
    expect((await h.bot.scheduler.tick()).posted).toEqual(['web:puzzles']);
  });

  it('reads schedule times in the deployment zone', async () => {
    const h = processOn(newFile(), '2025-03-14T06:00:00Z', { timeZone: 'Asia/Tokyo' });
    // 06:00 UTC is 15:00 in Tokyo: a 16:00 schedule is due at 07:00 UTC.
    expect((await h.send('schedule 16:00')).at(0)?.text).toMatch(
      /16:00 \(Asia\/Tokyo\), starting today/,
    );
    h.clock.set('2025-03-14T06:59:00Z');
    expect((await h.bot.scheduler.tick()).posted).toEqual([]);
    h.clock.set('2025-03-14T07:00:00Z');
    expect((await h.bot.scheduler.tick()).posted).toEqual(['web:general']);
    await h.store.close();
  });

  it('starts and stops the minute tick', async () => {
    const h = harness();
    h.bot.scheduler.start();
    await h.bot.scheduler.stop();
    await h.bot.scheduler.stop();
    expect(h.logger.lines.filter((l) => l.level === 'error')).toEqual([]);
  });
});

describe('daily scheduler across killed processes', () => {
  const child = resolve(import.meta.dirname, 'scheduler-child.ts');

  function run(db: string, posts: string, now: string): Promise<string> {
    return new Promise((resolvePromise, reject) => {
      const proc = spawn(process.execPath, ['--import', 'tsx', child], {
        env: { ...process.env, SUDOKU_DB: db, SUDOKU_POSTS: posts, SUDOKU_NOW: now },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let errText = '';
      proc.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        // Killed without warning once it has ticked: no clean shutdown.
        if (out.includes('ticked')) proc.kill('SIGKILL');
      });
      proc.stderr.on('data', (chunk: Buffer) => (errText += chunk.toString()));
      proc.on('exit', () =>
        out.includes('ticked') ? resolvePromise(out) : reject(new Error(errText)),
      );
    });
  }

  it('posts nothing twice and catches up after SIGKILL restarts', async () => {
    const db = newFile();
    const posts = join(dir, 'posts.jsonl');
    const setup = processOn(db, '2025-03-14T07:00:00Z');
    await setup.send('schedule 09:00');
    await setup.store.close();
    await run(db, posts, '2025-03-14T09:00:30Z'); // posts, then is killed
    await run(db, posts, '2025-03-14T09:01:30Z'); // restarted: nothing to post
    await run(db, posts, '2025-03-15T12:00:00Z'); // down at 09:00 the next day: catches up
    await run(db, posts, '2025-03-15T12:01:00Z');
    const lines = existsSync(posts)
      ? readFileSync(posts, 'utf8')
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l))
      : [];
    expect(lines.map((l: { now: string }) => l.now)).toEqual([
      '2025-03-14T09:00:30Z',
      '2025-03-15T12:00:00Z',
    ]);
    expect(lines[1].text).toMatch(/Daily #74/);
  }, 30_000);
});
