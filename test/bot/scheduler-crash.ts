// The scheduler fault trial: many channels (half on Discord, half on Slack) due at the same
// minute, one or two bot processes (scheduler-crash-child.ts, the real scheduler and posters)
// posting into fake platforms on loopback with a random 0-150 ms round trip, and the faults the
// world brings: a crash loop (SIGKILL some time after each start), a SIGSTOP pause of a process
// in the middle of its sends past its claim's lease, a platform outage longer than Discord's
// nonce window (each request refused, or done with its answer lost), render workers that die
// or stall as they start. Afterwards the platforms' channels are counted: posts lost, posts
// doubled, posts never finished (hung), posts without their picture, and how late each came.
// Shared by the tests (scheduler-crash*.test.ts, shortened) and `npm run bench -- scheduler`.

import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FakeDiscord } from '../discord/fake-discord.ts';
import { dailyChannel } from '../discord/payloads.ts';
import { BOT_TOKEN, FakeSlack } from '../slack/fake-slack.ts';
import { openStore } from '../../src/store/open.ts';
import type { PostRecord, Store } from '../../src/store/port.ts';
import { fakeNow, startClock } from './scheduler-clock.ts';
import {
  between,
  quantile,
  random,
  sleep,
  TrialProcess,
  type ProcessLog,
} from './trial-process.ts';

export interface CrashTrialOptions {
  /** A folder for the SQLite file, the clock file and the render fault counter. */
  readonly dir: string;
  /** Channels due at once (half Discord, half Slack). */
  readonly channels: number;
  /** The date and local (UTC) time every channel's post is due. */
  readonly date: string;
  readonly dueTime: string;
  /** Seed of the random latencies, kill times and outage answers. */
  readonly seed?: number;
  /** Bot processes at once (each crash-looped in turn when there are kills). */
  readonly processes?: number;
  /** A PostgreSQL database instead of SQLite. */
  readonly databaseUrl?: string;
  /** SIGKILLs, across the processes. */
  readonly kills?: number;
  /** When each kill lands after the process says it is ready (real ms, drawn uniformly). */
  readonly killAfterMs?: readonly [number, number];
  /** Both platforms down for `durationMs`, starting `afterMs` after the first post lands. */
  readonly outage?: { readonly afterMs: number; readonly durationMs: number };
  /** How long the fake Discord's nonce refuses a second message (default its 3 minutes). */
  readonly nonceWindowMs?: number;
  /**
   * SIGSTOP the first process while it is sending, up to `count` times (while it still sends),
   * each for `durationMs`.
   */
  readonly pause?: { readonly count: number; readonly durationMs: number };
  /**
   * The first `starts` render worker starts die or stall (the real render pool draws, and gives
   * a start `startLimitMs` before it tries another: default the pool's own).
   */
  readonly renderFault?: {
    readonly kind: 'die' | 'stall';
    readonly starts: number;
    readonly startLimitMs?: number;
  };
  /** The processes' claim lease and first back-off (default the production ones). */
  readonly leaseMs?: number;
  readonly retryBaseMs?: number;
  /** Platform round trip per request, drawn uniformly (ms). */
  readonly latencyMs?: readonly [number, number];
  /** Real time the whole trial may take before it is stopped and counted as it stands. */
  readonly deadlineMs?: number;
  /**
   * Another tree to run the bot processes from (the bench's old code): its store is read only
   * at the end, and the trial ends once every channel has its post and things settle.
   */
  readonly tree?: string;
}

export interface CrashReport {
  readonly channels: number;
  readonly processes: number;
  /** Kills that landed while a process was running. */
  readonly kills: number;
  readonly pauses: number;
  /** Posts whose claim was taken more than once (a process died, paused or failed). */
  readonly interrupted: number;
  /** Posts finished from the platform (a copy found) instead of being sent again. */
  readonly found: number;
  /** Extra copies deleted (messages). */
  readonly copiesDeleted: number;
  /** Channels with more than one copy of the post at the end. */
  readonly doubles: number;
  /** Channels that never got it. */
  readonly lost: number;
  /** Posts not finished at the end (still claimed or waiting for a retry). */
  readonly hung: number;
  /** Posts given up (the reason is in `problems`). */
  readonly givenUp: number;
  /** Posts that went out without their picture. */
  readonly withoutPicture: number;
  /** Channels whose (first) post came more than two minutes after the due time. */
  readonly late: number;
  readonly latenessP50Seconds: number;
  readonly latenessP99Seconds: number;
  readonly maxLateSeconds: number;
  /** Errors the bot processes logged, and a count of each warning. */
  readonly problems: readonly string[];
  /** The trial hit its deadline before everything settled. */
  readonly timedOut: boolean;
  readonly wallMs: number;
}

/** The lateness beyond which a post counts as late. */
export const LATE_AFTER_MS = 2 * 60_000;

const discordId = (i: number) => String(1130000000000100000n + BigInt(i));
const slackId = (i: number) => `C0SCHED${String(i).padStart(4, '0')}`;
const agentOf = (p: number) => `sudoku-trial-${p}`;
const tokenOf = (p: number) => `${BOT_TOKEN}-p${p}`;

/** The conversations of the trial, on both platforms. */
function conversationsOf(channels: number) {
  return Array.from({ length: channels }, (_, i) =>
    i % 2 === 0
      ? { platform: 'discord', id: discordId(i), kind: 'channel' as const, workspace: 'G1' }
      : { platform: 'slack', id: slackId(i), kind: 'channel' as const, workspace: 'T1' },
  );
}

async function openTrialStore(options: CrashTrialOptions): Promise<Store> {
  return openStore({
    databasePath: join(options.dir, 'crash.sqlite'),
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    databasePoolSize: 2,
    sqliteSynchronous: 'full',
  });
}

/** Runs one trial and counts what reached the platforms. */
export async function runCrashTrial(options: CrashTrialOptions): Promise<CrashReport> {
  const started = Date.now();
  const rng = random(options.seed ?? 1);
  const clockFile = join(options.dir, 'clock');
  const due = Date.parse(`${options.date}T${options.dueTime}:00Z`);
  const [hh, mm] = options.dueTime.split(':').map(Number) as [number, number];
  const conversations = conversationsOf(options.channels);
  const processes = options.processes ?? 1;
  const deadline = started + (options.deadlineMs ?? 10 * 60_000);

  const setupFile = join(options.dir, 'schedules.json');
  writeFileSync(
    setupFile,
    JSON.stringify(
      conversations.map((conversation) => ({
        conversation,
        minuteOfDay: hh * 60 + mm,
        startDate: options.date,
        setBy: 'admin',
      })),
    ),
  );

  // The clock starts at the due time: the first tick of each process posts.
  startClock(clockFile, due);
  const now = () => fakeNow(clockFile);
  const discord = await FakeDiscord.start();
  const slack = await FakeSlack.start();
  const latency = options.latencyMs ?? [0, 150];
  discord.latencyMs = () => between(rng, latency);
  slack.latencyMs = () => between(rng, latency);
  discord.now = now;
  slack.now = now;
  if (options.nonceWindowMs !== undefined) discord.nonceWindowMs = options.nonceWindowMs;
  for (const c of conversations) {
    if (c.platform === 'discord') discord.addChannel({ ...dailyChannel(), id: c.id });
  }
  for (let p = 0; p < processes; p++) slack.addToken(tokenOf(p));

  const postsIn = (c: (typeof conversations)[number]) =>
    c.platform === 'discord'
      ? discord.channelMessages(c.id).map((m) => ({
          at: m.createdAt,
          picture: m.attachments.length > 0,
        }))
      : slack.messages
          .filter((m) => m.channel === c.id && !m.onlyFor)
          .map((m) => ({ at: m.postedAt!, picture: m.blocks.some((b) => b.type === 'image') }));

  // The outage: both platforms, each request refused or done with its answer lost.
  let firstPostAt: number | undefined;
  const down = () => {
    if (!options.outage || firstPostAt === undefined) return false;
    const t = Date.now() - firstPostAt - options.outage.afterMs;
    return t >= 0 && t < options.outage.durationMs;
  };
  const outageAnswer = () => (down() ? (rng() < 0.5 ? 'refuse' : 'lose') : undefined);
  discord.outage = outageAnswer;
  slack.outage = outageAnswer;

  const log: ProcessLog = { found: 0, problems: [] };
  const script = resolve(
    options.tree ?? resolve(import.meta.dirname, '../..'),
    'test/bot/scheduler-crash-child.ts',
  );
  const envOf = (p: number): NodeJS.ProcessEnv => ({
    SUDOKU_DB: join(options.dir, 'crash.sqlite'),
    ...(options.databaseUrl ? { SUDOKU_DATABASE_URL: options.databaseUrl } : {}),
    SUDOKU_CLOCK: clockFile,
    SUDOKU_SETUP: setupFile,
    DISCORD_API: discord.api,
    SLACK_API: slack.apiUrl,
    SUDOKU_SLACK_TOKEN: tokenOf(p),
    SUDOKU_AGENT: agentOf(p),
    ...(options.leaseMs !== undefined && { SUDOKU_LEASE_MS: String(options.leaseMs) }),
    ...(options.retryBaseMs !== undefined && { SUDOKU_RETRY_BASE_MS: String(options.retryBaseMs) }),
    ...(options.renderFault && {
      SUDOKU_RENDER_FAULT: options.renderFault.kind,
      SUDOKU_RENDER_FAULTS: String(options.renderFault.starts),
      SUDOKU_RENDER_STARTS: join(options.dir, 'render-starts'),
      ...(options.renderFault.startLimitMs !== undefined && {
        SUDOKU_RENDER_START_LIMIT_MS: String(options.renderFault.startLimitMs),
      }),
    }),
  });

  // Pauses: the first process is stopped as it sends (a Slack upload, a Discord message).
  const live: (TrialProcess | undefined)[] = Array.from({ length: processes }, () => undefined);
  let pausesLeft = options.pause?.count ?? 0;
  let pauses = 0;
  let pausing = false;
  const isPausing = () => pausing;
  const pauseFirst = () => {
    const target = live[0];
    if (!options.pause || pausesLeft === 0 || pausing || !target?.running) return;
    pausesLeft--;
    pauses++;
    pausing = true;
    target.pause();
    setTimeout(() => {
      target.resume();
      pausing = false;
    }, options.pause.durationMs);
  };
  // Each process's first kill lands as it sends (explicit events, not the clock), so the crash
  // loop interrupts a claimed post however fast the machine is; later kills come at random
  // times after ready. `sending[p]` is called at process p's next request that posts.
  const sending: ((() => void) | undefined)[] = [];
  const sent = (p: number) => {
    const seen = sending[p];
    sending[p] = undefined;
    seen?.();
  };
  const nextSend = (p: number) =>
    new Promise<void>((resolve) => {
      sending[p] = resolve;
    });
  const POSTING = new Set(['chat.postMessage', 'files.getUploadURLExternal']);
  slack.onCall = (call) => {
    if (call.method === 'files.getUploadURLExternal' && call.token === tokenOf(0)) pauseFirst();
    if (!POSTING.has(call.method)) return;
    for (let p = 0; p < processes; p++) if (call.token === tokenOf(p)) sent(p);
  };
  discord.onRequest = (r) => {
    const agent = String(r.headers['user-agent'] ?? '');
    if (r.method !== 'POST' || !r.path.endsWith('/messages')) return;
    if (agent.includes(agentOf(0))) pauseFirst();
    for (let p = 0; p < processes; p++) if (agent.includes(agentOf(p))) sent(p);
  };

  // Each process: started again after every kill, until its share of the kills is spent.
  let kills = 0;
  const state = { stopping: false, timedOut: true };
  // Read through functions: the flags change in callbacks the type checker does not follow.
  const stopping = () => state.stopping;
  const killsPer = Math.ceil((options.kills ?? 0) / processes);
  const lifeOf = async (p: number) => {
    let killsLeft = Math.min(killsPer, (options.kills ?? 0) - p * killsPer);
    let killedSending = false;
    while (!stopping() && Date.now() < deadline) {
      const sends = nextSend(p);
      const child = new TrialProcess(script, envOf(p), log);
      live[p] = child;
      if (!(await child.readyWithin(60_000))) {
        child.kill();
        await child.exited;
        if (!stopping())
          log.problems.push(`error process did not start: ${child.stderr.slice(-500)}`);
        await sleep(500);
        continue;
      }
      if (killsLeft > 0) {
        const after = between(rng, options.killAfterMs ?? [500, 4000]);
        // A safety net, not a measure: a process that never gets to send is killed anyway.
        if (!killedSending) await Promise.race([sends, sleep(after * 4)]);
        else await sleep(after);
        killedSending = true;
        if (child.running) {
          child.kill();
          kills++;
          killsLeft--;
        }
        await child.exited;
        continue;
      }
      const code = await child.exited;
      if (!stopping())
        log.problems.push(`error process exited (${code}): ${child.stderr.slice(-500)}`);
    }
  };
  const lives = Array.from({ length: processes }, (_, p) => lifeOf(p));

  // Done: every post sent or given up, no look for copies pending, no kill or pause to come.
  const store = options.tree ? undefined : await openTrialStore(options);
  const keyOf = (c: (typeof conversations)[number]) => ({
    platform: c.platform,
    conversationId: c.id,
  });
  const records = async () =>
    store ? Promise.all(conversations.map((c) => store.dailyPost(keyOf(c), options.date))) : [];
  const settled = (r: PostRecord | undefined) =>
    (r?.status === 'sent' || r?.status === 'given-up') && r.verifyAt === undefined;
  let quietSince: number | undefined;
  while (Date.now() < deadline) {
    await sleep(250);
    if (firstPostAt === undefined && conversations.some((c) => postsIn(c).length > 0)) {
      firstPostAt = Date.now();
    }
    const faultsDone =
      kills >= (options.kills ?? 0) &&
      !isPausing() &&
      (!options.outage ||
        (firstPostAt !== undefined &&
          !down() &&
          Date.now() - firstPostAt > options.outage.afterMs));
    const done = store
      ? (await records()).every(settled)
      : conversations.every((c) => postsIn(c).length > 0);
    // The old code has no record of copies to look for: it is given 20 s to settle.
    if (faultsDone && done) {
      quietSince ??= Date.now();
      if (store || Date.now() - quietSince > 20_000) {
        state.timedOut = false;
        break;
      }
    } else quietSince = undefined;
  }
  if (state.timedOut && store) {
    const left = (await records()).filter((r) => !settled(r));
    log.problems.push(
      `error trial timed out with ${left.length} posts unsettled: ${JSON.stringify(left.slice(0, 3))}`,
    );
  }
  state.stopping = true;
  await Promise.all(live.map((child) => child?.stop(15_000)));
  await Promise.all(lives);

  const endStore = store ?? (await openTrialStore(options));
  const final = await Promise.all(
    conversations.map((c) => endStore.dailyPost(keyOf(c), options.date)),
  );
  await endStore.close();
  await discord.close();
  await slack.close();

  const posts = conversations.map(postsIn);
  const lateness = posts
    .filter((p) => p.length > 0)
    .map((p) => Math.min(...p.map((m) => m.at)) - due);
  const warnings = new Map<string, number>();
  for (const line of log.problems) {
    if (!line.startsWith('warn ')) continue;
    const message = line.slice(5, line.indexOf(' {'));
    warnings.set(message, (warnings.get(message) ?? 0) + 1);
  }
  const count = (prefix: string) =>
    [...warnings].filter(([m]) => m.startsWith(prefix)).reduce((n, [, k]) => n + k, 0);
  return {
    channels: options.channels,
    processes,
    kills,
    pauses,
    interrupted: final.filter((r) => (r?.claims ?? 0) > 1).length,
    found: log.found,
    copiesDeleted: count('daily post: extra copy deleted'),
    doubles: posts.filter((p) => p.length > 1).length,
    lost: posts.filter((p) => p.length === 0).length,
    hung: final.filter((r) => r?.status === 'claimed' || r?.status === 'failed').length,
    givenUp: final.filter((r) => r?.status === 'given-up').length,
    withoutPicture: posts.filter((p) => p.length > 0 && !p.some((m) => m.picture)).length,
    late: lateness.filter((ms) => ms > LATE_AFTER_MS).length,
    latenessP50Seconds: Math.round(quantile(lateness, 0.5) / 100) / 10,
    latenessP99Seconds: Math.round(quantile(lateness, 0.99) / 100) / 10,
    maxLateSeconds: Math.round(Math.max(0, ...lateness) / 1000),
    problems: [
      ...log.problems.filter((l) => !l.startsWith('warn ')),
      ...[...warnings].map(([m, k]) => `warn ×${k} ${m}`),
    ],
    timedOut: state.timedOut,
    wallMs: Date.now() - started,
  };
}
