// The worker pool's rules on a fake clock with scripted fake workers: every job settles by its
// wait bound plus its work limit whatever the workers do; start-up and the wait in line never
// count against a job; a stuck worker is replaced at once; failing starts are retried with a
// growing pause while jobs wait (nothing is refused for a period); interactive work goes first.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createWorkPool,
  WorkError,
  type QueueStatus,
  type Submission,
  type WorkPoolOptions,
} from '../../src/work/worker-pool.ts';
import {
  FakeTimers,
  fakeSpawner,
  settle,
  track,
  type JobScript,
  type StartScript,
} from './fake-workers.ts';

const WAIT = 60_000;
const WORK = 1_000;

function makePool(
  starts: (n: number) => StartScript,
  jobs?: () => JobScript,
  options: Partial<WorkPoolOptions> = {},
) {
  const timers = new FakeTimers();
  const { spawn, workers } = fakeSpawner(timers, starts, jobs);
  const pool = createWorkPool({
    noun: 'picture',
    size: 1,
    spawn,
    warmUp: (id) => ({ id, warmUp: true }),
    maxQueue: 8,
    maxWaitMs: WAIT,
    workLimitMs: WORK,
    startLimitMs: 120_000,
    timers,
    ...options,
  });
  return { pool, timers, workers };
}

const job = (extra: Partial<Submission> = {}): Submission => ({
  build: (id) => ({ message: { id } }),
  ...extra,
});

const codeOf = (error: Error | undefined) => (error instanceof WorkError ? error.code : error);

describe('a job waiting for a worker', () => {
  const states: [string, (n: number) => StartScript, Partial<WorkPoolOptions>, RegExp][] = [
    ['every worker still starting', () => 'never', {}, /picture workers starting/],
    ['every worker dying as it starts', () => ({ dieAfter: 0 }), {}, /fail to start/],
    ['no worker can be created', () => 'throw', {}, /fail to start .*no such module/],
    [
      'every worker too slow to warm up',
      () => 'never',
      { startLimitMs: 5_000 },
      /fail to start .*not warm within 5 s/,
    ],
  ];
  for (const [state, starts, options, reason] of states) {
    it(`settles by its wait bound: ${state}`, async () => {
      const { pool, timers } = makePool(starts, undefined, options);
      const waiting = track(pool.submit(job()));
      await timers.advance(WAIT - 1);
      expect(waiting.state()).toBe('pending');
      await timers.advance(1);
      expect(waiting.state()).toBe('rejected');
      expect(codeOf(waiting.error())).toBe('waited');
      expect(waiting.error()!.message).toMatch(/the picture waited 60 s for a worker/);
      expect(waiting.error()!.message).toMatch(reason);
      expect(pool.readiness()).toMatch(reason);
      await pool.close();
    });
  }

  it('settles by its wait bound behind a worker stuck in another job', async () => {
    const { pool, timers } = makePool(
      () => ({ warmAfter: 0 }),
      () => 'never',
      {
        workLimitMs: 2 * WAIT,
      },
    );
    const stuck = track(pool.submit(job()));
    const behind = track(pool.submit(job()));
    await timers.advance(WAIT);
    expect(behind.state()).toBe('rejected');
    expect(behind.error()!.message).toMatch(/every worker was busy/);
    expect(stuck.state()).toBe('pending');
    await timers.advance(WAIT);
    expect(codeOf(stuck.error())).toBe('over-time');
    await pool.close();
  });

  it('settles by its wait bound plus its work limit, whatever the workers do (property)', async () => {
    const start = fc.oneof(
      fc.record({ warmAfter: fc.integer({ min: 0, max: 90_000 }) }),
      fc.record({ dieAfter: fc.integer({ min: 0, max: 5_000 }) }),
      fc.constantFrom<StartScript>('never', 'throw'),
    );
    const work = fc.oneof(
      fc.record({ answerAfter: fc.integer({ min: 0, max: 3_000 }) }),
      fc.record({ dieAfter: fc.integer({ min: 0, max: 3_000 }) }),
      fc.constant<JobScript>('never'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(start, { minLength: 1, maxLength: 12 }),
        fc.array(work, { minLength: 1, maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 1, max: 3 }),
        async (starts, works, submitTimes, size) => {
          let nextWork = 0;
          const { pool, timers, workers } = makePool(
            (n) => starts[n % starts.length]!,
            () => works[nextWork++ % works.length]!,
            { size, startLimitMs: 30_000, maxQueue: 100 },
          );
          const jobs: { at: number; outcome: ReturnType<typeof track> }[] = [];
          let now = 0;
          for (const at of [...submitTimes].sort((a, b) => a - b)) {
            await timers.advance(at - now);
            now = at;
            jobs.push({ at, outcome: track(pool.submit(job())) });
          }
          for (const { at, outcome } of jobs) {
            await timers.advance(Math.max(0, at + WAIT + WORK - now));
            now = Math.max(now, at + WAIT + WORK);
            expect(outcome.state()).not.toBe('pending');
          }
          // No job was ever sent to a worker before that worker had warmed up.
          expect(workers.map((w) => w.jobsWhileCold)).toEqual(workers.map(() => 0));
          await pool.close();
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('what counts against a job', () => {
  it("not a worker's start-up, even one slower than the job's limit", async () => {
    const { pool, timers } = makePool(
      () => ({ warmAfter: 20 * WORK }),
      () => ({
        answerAfter: 10,
      }),
    );
    const slowStart = track(pool.submit(job()));
    await timers.advance(20 * WORK + 10);
    expect(slowStart.state()).toBe('fulfilled');
    await pool.close();
  });

  it('not the wait in line', async () => {
    const { pool, timers } = makePool(
      () => ({ warmAfter: 0 }),
      () => ({
        answerAfter: WORK - 100,
      }),
    );
    const jobs = Array.from({ length: 5 }, () => track(pool.submit(job())));
    await timers.advance(5 * WORK);
    expect(jobs.map((j) => j.state())).toEqual(Array(5).fill('fulfilled'));
    await pool.close();
  });

  it('a job over its limit fails with the reason; a fresh worker warms at once for the next', async () => {
    const scripts: JobScript[] = ['never', { answerAfter: 10 }];
    const { pool, timers, workers } = makePool(
      () => ({ warmAfter: 500 }),
      () => scripts.shift() ?? { answerAfter: 10 },
    );
    const stuck = track(pool.submit(job()));
    const next = track(pool.submit(job()));
    await timers.advance(500 + WORK);
    expect(codeOf(stuck.error())).toBe('over-time');
    expect(stuck.error()!.message).toBe(
      'the picture took over 1 s of work; its worker was stopped',
    );
    expect(workers[0]!.terminated).toBe(true);
    // The replacement started with the kill, before any new job asked for it.
    expect(workers).toHaveLength(2);
    expect(next.state()).toBe('pending');
    await timers.advance(500 + 10);
    expect(next.state()).toBe('fulfilled');
    expect(workers[1]!.received.map((m) => ('warmUp' in m ? 'warm-up' : 'job'))).toEqual([
      'warm-up',
      'job',
    ]);
    await pool.close();
  });

  it('a worker dying in a job fails that job only, and is replaced at once', async () => {
    const scripts: JobScript[] = [{ dieAfter: 5 }];
    const { pool, timers, workers } = makePool(
      () => ({ warmAfter: 0 }),
      () => scripts.shift() ?? { answerAfter: 10 },
    );
    const dying = track(pool.submit(job()));
    const next = track(pool.submit(job()));
    await timers.advance(5);
    expect(dying.error()!.message).toBe('the picture worker stopped (exit code 3)');
    expect(workers).toHaveLength(2);
    await timers.advance(10);
    expect(next.state()).toBe('fulfilled');
    await pool.close();
  });
});

describe('workers that fail to start', () => {
  it('are retried with a growing pause while jobs wait, never refused for a period', async () => {
    // The first three die as they start; the fourth warms up.
    const { pool, timers, workers } = makePool((n) => (n < 3 ? { dieAfter: 0 } : { warmAfter: 0 }));
    const notices: QueueStatus[] = [];
    const first = track(pool.submit(job({ onQueued: (s) => notices.push(s) })));
    expect(notices).toEqual([{ ahead: 0, starting: true }]);
    await timers.advance(0);
    expect(workers).toHaveLength(1);
    expect(pool.readiness()).toMatch(/fail to start \(1 in a row, last: exit code 1\)/);
    await timers.advance(999);
    expect(workers).toHaveLength(1);
    await timers.advance(1);
    expect(workers).toHaveLength(2);
    // A job sent while the pool waits to try again is taken, not refused.
    const second = track(pool.submit(job()));
    expect(pool.stats().queued).toBe(2);
    await timers.advance(2_000);
    expect(workers).toHaveLength(3);
    expect(pool.readiness()).toMatch(/3 in a row/);
    await timers.advance(4_000 + 20);
    expect(workers).toHaveLength(4);
    expect([first.state(), second.state()]).toEqual(['fulfilled', 'fulfilled']);
    expect(pool.readiness()).toBeUndefined();
    await pool.close();
  });

  it('warm() waits for every worker within its bound and reports readiness', async () => {
    const { pool, timers } = makePool((n) => (n === 0 ? { warmAfter: 100 } : 'never'), undefined, {
      size: 2,
    });
    expect(pool.readiness()).toBe('no picture worker started yet');
    const warm = track(pool.warm(5_000));
    await timers.advance(100);
    expect(pool.stats()).toMatchObject({ workers: 2, warm: 1 });
    expect(warm.state()).toBe('pending');
    await timers.advance(4_900);
    expect(warm.state()).toBe('fulfilled');
    // One warm worker is enough to serve: ready.
    expect(warm.value()).toBeUndefined();
    await pool.close();
  });
});

describe('the line', () => {
  it('serves interactive jobs before bulk ones, each in order, and says where each waits', async () => {
    const { pool, timers, workers } = makePool(
      () => ({ warmAfter: 0 }),
      () => ({
        answerAfter: 100,
      }),
    );
    pool.start();
    await timers.advance(0);
    const ahead: Record<string, number> = {};
    const submit = (name: string, priority: 'interactive' | 'bulk') =>
      pool.submit({
        build: (id) => ({ message: { id, name } }),
        priority,
        onQueued: (s) => (ahead[name] = s.ahead),
      });
    const all = [
      submit('running', 'interactive'),
      submit('bulk A', 'bulk'),
      submit('move B', 'interactive'),
      submit('bulk C', 'bulk'),
      submit('move D', 'interactive'),
    ];
    expect(ahead).toEqual({ 'bulk A': 0, 'move B': 0, 'bulk C': 2, 'move D': 1 });
    await timers.advance(500);
    await Promise.all(all);
    expect(workers[0]!.received.slice(1).map((m) => m.name)).toEqual([
      'running',
      'move B',
      'move D',
      'bulk A',
      'bulk C',
    ]);
    await pool.close();
  });

  it('lets a bulk job that has waited half its bound go ahead of interactive ones', async () => {
    const { pool, timers, workers } = makePool(
      () => ({ warmAfter: 0 }),
      () => ({
        answerAfter: WAIT * 0.6,
      }),
      { workLimitMs: WAIT },
    );
    pool.start();
    await timers.advance(0);
    const submit = (name: string, priority: 'interactive' | 'bulk') =>
      pool.submit({ build: (id) => ({ message: { id, name } }), priority });
    const all = [submit('running', 'interactive'), submit('daily', 'bulk')];
    await timers.advance(WAIT * 0.5);
    all.push(submit('move', 'interactive'));
    await timers.advance(WAIT * 2);
    await Promise.all(all);
    expect(workers[0]!.received.slice(1).map((m) => m.name)).toEqual(['running', 'daily', 'move']);
    await pool.close();
  });

  it('is bounded: a job beyond it is refused at once, with a clear reason', async () => {
    const { pool, timers } = makePool(
      () => ({ warmAfter: 0 }),
      () => ({ answerAfter: 100 }),
      {
        maxQueue: 2,
      },
    );
    pool.start();
    await timers.advance(0);
    const running = pool.submit(job());
    const waiting = [pool.submit(job()), pool.submit(job())];
    await expect(pool.submit(job())).rejects.toThrow('2 pictures are waiting; this one is refused');
    await timers.advance(300);
    await Promise.all([running, ...waiting]);
    await pool.close();
  });
});

describe('close()', () => {
  it('settles every job: running ones finish within the grace or fail, waiting ones fail', async () => {
    const scripts: JobScript[] = [{ answerAfter: 500 }, 'never'];
    const { pool, timers, workers } = makePool(
      (n) => (n < 2 ? { warmAfter: 0 } : 'never'),
      () => scripts.shift() ?? { answerAfter: 10 },
      { size: 3, closeGraceMs: 2_000, workLimitMs: 10_000 },
    );
    // Two workers warm; the third never will.
    pool.start();
    await timers.advance(0);
    const finishing = track(pool.submit(job()));
    const stuck = track(pool.submit(job()));
    const waiting = track(pool.submit(job()));
    await timers.advance(1);
    const closing = track(pool.close());
    await settle();
    expect(waiting.state()).toBe('rejected');
    expect(codeOf(waiting.error())).toBe('closed');
    await timers.advance(500);
    expect(finishing.state()).toBe('fulfilled');
    expect(closing.state()).toBe('pending');
    await timers.advance(1_500);
    expect(codeOf(stuck.error())).toBe('closed');
    expect(closing.state()).toBe('fulfilled');
    expect(workers.every((w) => w.exited)).toBe(true);
    expect(pool.stats()).toEqual({ workers: 0, warm: 0, busy: 0, queued: 0 });
    await expect(pool.submit(job())).rejects.toThrow('the picture workers are stopped');
    expect(timers.count).toBe(0);
  });
});
