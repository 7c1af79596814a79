// The scheduler fault trial (scheduler-crash.ts), shortened for the default suite: the claim's
// lease and the first back-off are a few seconds instead of 15 s and a minute, and the fake
// Discord keeps nonces for seconds instead of three minutes, so each fault plays out in a
// fraction of a minute. Each test counts what reached the fake platforms: no post may be lost,
// doubled, or left unfinished. `npm run bench -- scheduler` runs the full-size trials.

import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCrashTrial, type CrashReport, type CrashTrialOptions } from './scheduler-crash.ts';

const root = mkdtempSync(join(tmpdir(), 'sudoku-crash-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let trials = 0;

/** A short trial: lease 3 s, first back-off 2 s; a deadline only as a safety net. */
async function trial(options: Partial<CrashTrialOptions>): Promise<CrashReport> {
  const dir = join(root, `t${++trials}`);
  mkdirSync(dir);
  const report = await runCrashTrial({
    dir,
    channels: 40,
    date: '2025-03-14',
    dueTime: '09:00',
    leaseMs: 3000,
    retryBaseMs: 2000,
    deadlineMs: 200_000,
    seed: 17,
    ...options,
  });
  console.log(`scheduler trial ${JSON.stringify(options)}: ${JSON.stringify(report)}`);
  return report;
}

const clean = { doubles: 0, lost: 0, hung: 0, givenUp: 0, timedOut: false };

describe('daily posts under faults, each post exactly once', () => {
  it('across a crash loop of two processes on one SQLite file', async () => {
    const report = await trial({ channels: 60, processes: 2, kills: 8, killAfterMs: [300, 2500] });
    expect(report.kills).toBeGreaterThanOrEqual(4);
    expect(report.interrupted).toBeGreaterThan(0);
    expect(report).toMatchObject(clean);
  }, 240_000);

  it('across an outage of both platforms longer than the nonce window', async () => {
    const report = await trial({
      nonceWindowMs: 4000,
      outage: { afterMs: 200, durationMs: 8000 },
    });
    expect(report).toMatchObject({ ...clean, withoutPicture: 0 });
  }, 240_000);

  it('across a process paused mid-send past its lease while another takes over', async () => {
    const report = await trial({
      channels: 80,
      processes: 2,
      pause: { count: 2, durationMs: 7000 },
    });
    expect(report.pauses).toBeGreaterThanOrEqual(1);
    expect(report).toMatchObject(clean);
  }, 240_000);

  it('with render workers that die or stall as they start: every post keeps its picture', async () => {
    const died = await trial({ channels: 12, renderFault: { kind: 'die', starts: 3 } });
    expect(died).toMatchObject({ ...clean, withoutPicture: 0 });
    const stalled = await trial({
      channels: 12,
      renderFault: { kind: 'stall', starts: 1, startLimitMs: 4000 },
    });
    expect(stalled).toMatchObject({ ...clean, withoutPicture: 0 });
  }, 240_000);
});
