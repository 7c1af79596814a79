// The scheduler crash trial: many channels (half on Discord, half on Slack) due at the same
// minute, a bot process (scheduler-crash-child.ts) posting into fake platforms on loopback with
// a random 0-150 ms round trip, killed with SIGKILL at random moments of its tick and restarted
// on the same database, then left to finish. Afterwards the platforms' messages are counted:
// posts sent twice, posts lost, posts later than two minutes after their due time. Shared by the
// test (scheduler-crash.test.ts) and the bench (`npm run bench -- scheduler`).

import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { FakeDiscord } from '../discord/fake-discord.ts';
import { dailyChannel } from '../discord/payloads.ts';
import { FakeSlack } from '../slack/fake-slack.ts';
import { openStore } from '../../src/store/open.ts';
import type { Store } from '../../src/store/port.ts';
import { fakeNow, startClock } from './scheduler-clock.ts';

export interface CrashTrialOptions {
  /** A folder for the SQLite file and the clock file. */
  readonly dir: string;
  /** Channels due at once (half Discord, half Slack). */
  readonly channels: number;
  /** SIGKILLs to land while the process is at work. */
  readonly kills: number;
  /** The date and local (UTC) time every channel's post is due. */
  readonly date: string;
  readonly dueTime: string;
  /** Platform round trip per request, drawn uniformly (ms). */
  readonly latencyMs?: readonly [number, number];
  /** When each kill lands after the process says it is ready (real ms, drawn uniformly). */
  readonly killAfterMs?: readonly [number, number];
  /** The old path: no platform marks or checks, a ten-minute lease, one post at a time. */
  readonly oldPath?: boolean;
  /** A PostgreSQL database instead of SQLite. */
  readonly databaseUrl?: string;
  /** Seed of the random latencies and kill times. */
  readonly seed?: number;
}

export interface CrashReport {
  readonly channels: number;
  /** Kills that landed while the process was running. */
  readonly kills: number;
  /** Posts whose claim was taken up again (its process died or its send failed). */
  readonly interrupted: number;
  /** Posts finished from the platform (Slack's history) instead of being sent again. */
  readonly found: number;
  /** Second sends Discord answered with the first message (same nonce). */
  readonly refusedByNonce: number;
  /** Channels that got their post more than once. */
  readonly doubles: number;
  /** Channels that never got it. */
  readonly lost: number;
  /** Channels whose (first) post came more than two minutes after the due time. */
  readonly late: number;
  readonly maxLateSeconds: number;
  /** Posts the store does not record as sent at the end. */
  readonly unfinished: number;
  /** Warnings and errors the bot processes logged (failed sends, taken-over claims). */
  readonly problems: readonly string[];
  readonly wallMs: number;
}

/** The lateness beyond which a post counts as late. */
export const LATE_AFTER_MS = 2 * 60_000;

/** A small seeded PRNG (mulberry32), so a failing trial can be replayed from its seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: () => number, [lo, hi]: readonly [number, number]) => lo + rng() * (hi - lo);

const discordId = (i: number) => String(1130000000000100000n + BigInt(i));
const slackId = (i: number) => `C0SCHED${String(i).padStart(4, '0')}`;

/** The conversations of the trial, on both platforms. */
function conversationsOf(channels: number) {
  return Array.from({ length: channels }, (_, i) =>
    i % 2 === 0
      ? { platform: 'discord', id: discordId(i), kind: 'channel' as const, workspace: 'G1' }
      : { platform: 'slack', id: slackId(i), kind: 'channel' as const, workspace: 'T1' },
  );
}

async function openTrialStore(options: CrashTrialOptions, file: string): Promise<Store> {
  return openStore({
    databasePath: file,
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    databasePoolSize: 2,
    sqliteSynchronous: 'full',
  });
}

/** A running bot process and what it has said. */
interface Child {
  readonly proc: ChildProcess;
  readonly ready: Promise<void>;
  readonly exited: Promise<number | null>;
  running: boolean;
  found: number;
  /** Warnings and errors the process logged. */
  readonly problems: string[];
  stderr: string;
}

function spawnChild(env: NodeJS.ProcessEnv): Child {
  const script = resolve(import.meta.dirname, 'scheduler-crash-child.ts');
  const proc = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let markReady!: () => void;
  const child: Child = {
    proc,
    ready: new Promise((resolveReady) => (markReady = resolveReady)),
    exited: new Promise((resolveExit) => proc.on('exit', (code) => resolveExit(code))),
    running: true,
    found: 0,
    problems: [],
    stderr: '',
  };
  let buffered = '';
  proc.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines) {
      if (line === 'ready') markReady();
      else if (line.startsWith('{')) {
        const tick = JSON.parse(line) as { found: string[]; problems: { message: string }[] };
        child.found += tick.found.length;
        child.problems.push(...tick.problems.map((p) => JSON.stringify(p)));
      }
    }
  });
  proc.stderr!.on('data', (chunk: Buffer) => (child.stderr += chunk.toString()));
  void child.exited.then(() => {
    child.running = false;
    markReady();
  });
  return child;
}

/** Runs one trial and counts what reached the platforms. */
export async function runCrashTrial(options: CrashTrialOptions): Promise<CrashReport> {
  const started = Date.now();
  const rng = random(options.seed ?? 1);
  const dbFile = join(options.dir, 'crash.sqlite');
  const clockFile = join(options.dir, 'clock');
  const due = Date.parse(`${options.date}T${options.dueTime}:00Z`);
  const [hh, mm] = options.dueTime.split(':').map(Number) as [number, number];
  const conversations = conversationsOf(options.channels);

  const setup = await openTrialStore(options, dbFile);
  for (const conversation of conversations) {
    await setup.setSchedule({
      conversation,
      minuteOfDay: hh * 60 + mm,
      startDate: options.date,
      setBy: 'admin',
    });
  }
  await setup.close();

  // A minute early: the first tick finds nothing due and the clock moves on to the due minute.
  startClock(clockFile, due - 60_000);
  const now = () => fakeNow(clockFile);
  const discord = await FakeDiscord.start();
  const slack = await FakeSlack.start();
  const latency = options.latencyMs ?? [0, 150];
  discord.latencyMs = () => between(rng, latency);
  slack.latencyMs = () => between(rng, latency);
  discord.now = now;
  slack.now = now;
  for (const c of conversations) {
    if (c.platform === 'discord') discord.addChannel({ ...dailyChannel(), id: c.id });
  }

  const env = {
    SUDOKU_DB: dbFile,
    ...(options.databaseUrl ? { SUDOKU_DATABASE_URL: options.databaseUrl } : {}),
    SUDOKU_CLOCK: clockFile,
    DISCORD_API: discord.api,
    SLACK_API: slack.apiUrl,
    SUDOKU_OLD_PATH: options.oldPath ? '1' : '0',
    SUDOKU_UNTIL: String(due + (options.oldPath ? 30 : 10) * 60_000),
  };
  let kills = 0;
  let found = 0;
  const problems: string[] = [];
  try {
    for (let k = 0; k < options.kills; k++) {
      const child = spawnChild(env);
      await child.ready;
      const killAfter = options.killAfterMs ?? [100, 1500];
      await new Promise((r) => setTimeout(r, between(rng, killAfter)));
      const killed = child.running;
      if (killed) {
        child.proc.kill('SIGKILL');
        kills++;
      }
      await child.exited;
      found += child.found;
      problems.push(...child.problems);
      if (!killed) break; // it finished everything before the kill
    }
    const last = spawnChild(env);
    const timeout = setTimeout(() => last.proc.kill('SIGKILL'), 120_000);
    const code = await last.exited;
    clearTimeout(timeout);
    found += last.found;
    problems.push(...last.problems);
    if (code !== 0) throw new Error(`the last bot process failed (${code}): ${last.stderr}`);

    const store = await openTrialStore(options, dbFile);
    let interrupted = 0;
    let unfinished = 0;
    for (const c of conversations) {
      const status = await store.dailyPost(
        { platform: c.platform, conversationId: c.id },
        options.date,
      );
      if ((status?.claims ?? 0) > 1) interrupted++;
      if (status?.status !== 'sent') unfinished++;
    }
    await store.close();

    const postedAt = (c: (typeof conversations)[number]): number[] =>
      c.platform === 'discord'
        ? discord.channelMessages(c.id).map((m) => m.createdAt)
        : slack.messages.filter((m) => m.channel === c.id && !m.onlyFor).map((m) => m.postedAt!);
    const times = conversations.map(postedAt);
    const firsts = times.filter((t) => t.length > 0).map((t) => Math.min(...t) - due);
    return {
      channels: options.channels,
      kills,
      interrupted,
      found,
      refusedByNonce: discord.noncesRefused,
      doubles: times.filter((t) => t.length > 1).length,
      lost: times.filter((t) => t.length === 0).length,
      late: firsts.filter((ms) => ms > LATE_AFTER_MS).length,
      maxLateSeconds: Math.round(Math.max(0, ...firsts) / 1000),
      unfinished,
      problems,
      wallMs: Date.now() - started,
    };
  } finally {
    await discord.close();
    await slack.close();
  }
}
