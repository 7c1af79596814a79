// The scheduler crash test (see scheduler-crash.ts): 200 channels, half on Discord and half on
// Slack, all due at 23:59; the posting process is killed with SIGKILL up to ten times mid-tick
// while the fake platforms answer in 0-150 ms, and restarted each time on the same SQLite file;
// the fake clock crosses midnight meanwhile. No post may go out twice, none may be lost, none
// may come more than two minutes after its time. `npm run bench -- scheduler` runs a larger
// trial, on PostgreSQL too, beside the old path.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCrashTrial } from './scheduler-crash.ts';

const dir = mkdtempSync(join(tmpdir(), 'sudoku-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('daily posts across repeated kill -9 mid-tick', () => {
  it('sends every post once, none lost, none more than two minutes late', async () => {
    const report = await runCrashTrial({
      dir,
      channels: 200,
      kills: 10,
      killAfterMs: [100, 800],
      date: '2025-03-14',
      dueTime: '23:59',
      seed: 17,
    });
    console.log(`scheduler crash trial: ${JSON.stringify(report)}`);
    // The kills landed mid-tick (until the work ran out) and cut posts short, some after the
    // platform had taken them.
    expect(report.kills).toBeGreaterThanOrEqual(6);
    expect(report.interrupted).toBeGreaterThan(0);
    expect(report.found + report.refusedByNonce).toBeGreaterThan(0);
    expect(report).toMatchObject({ doubles: 0, lost: 0, late: 0, unfinished: 0 });
    expect(report.maxLateSeconds).toBeLessThanOrEqual(120);
  }, 150_000);
});
