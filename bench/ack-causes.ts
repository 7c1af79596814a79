// What the bot's process was doing while a slow Slack ack waited (issue 23's ack row): a sampler
// thread reads the main thread's scheduler counters (/proc/PID/task/PID/schedstat: CPU time run,
// time runnable but waiting for a core) and the whole process's CPU (/proc/PID/stat) every few
// ms into a shared buffer; the main thread notes its garbage collections (perf_hooks 'gc') and
// every SQLite statement run (better-sqlite3's Statement methods, COMMIT's fsync included). An
// ack's window (client sent .. client saw the answer) then splits into: the main thread running
// (our own work: its SQLite share and GC shown apart), the main thread runnable but not running
// (CPU starvation: the cores busy elsewhere, the busy loops or our own worker threads, whose CPU
// in the window is shown too), and the rest (the loop idle or blocked in a system call). Linux
// only; elsewhere the sampler reports nothing and the columns say '-'.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PerformanceObserver } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

/** Absolute ms (timeOrigin + now), the scale of the Slack client's stamps. */
const absNow = () => performance.timeOrigin + performance.now();

/** Threads followed one by one (the first this many the sampler sees). */
const THREADS = 48;
// at, main CPU ms, main runnable-waiting ms, process CPU ms, then each followed thread's CPU ms
const FIELDS = 4 + THREADS;
const CAPACITY = 40_000;
const SAMPLE_MS = 10;

/** A window's causes, in ms of the window. */
export interface WindowCauses {
  readonly windowMs: number;
  /** The main thread on a core: our own work on the event loop. */
  readonly mainCpuMs: number;
  /** The main thread runnable but not on a core: starved of CPU. */
  readonly mainRunqueueMs: number;
  /** CPU of every other thread of the process (render, hint, fake Slack, client, libuv, V8). */
  readonly otherThreadsCpuMs: number;
  /** Wall time of SQLite statements run on the main thread (fsync of COMMIT included). */
  readonly sqliteMs: number;
  /** Garbage collection pauses on the main thread. */
  readonly gcMs: number;
  /** The other threads that ran most in the window: name (as /proc says), nice value, CPU ms. */
  readonly busiest: readonly {
    readonly name: string;
    readonly nice: number;
    readonly ms: number;
  }[];
}

/** The recorder: started around a block of play, asked about windows after it. */
export interface AckCauses {
  stop(): void;
  /** Resolves once a sample after `time` is in (or after `boundMs`, whichever is first). */
  sampledPast(time: number, boundMs: number): Promise<void>;
  /** How many samples were taken, and the error that stopped the sampler if one did. */
  samples(): { taken: number; error: string | undefined };
  causes(from: number, to: number): WindowCauses | undefined;
}

// The sampler runs at the process's priority: behind the threads it measures it would sample
// too rarely under load (every 10 ms costs it about 3% of a core).
const SAMPLER = `
const { workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const { readdirSync, writeFileSync } = require('node:fs');
try {
  writeFileSync('/proc/thread-self/comm', 'ack-sampler');
} catch {}
const { buffer, tidBuffer, pid, capacity, sampleMs, threads, fields } = workerData;
const data = new Float64Array(buffer, 8);
const count = new Int32Array(buffer, 0, 2);
const tids = new Int32Array(tidBuffer);
const ticksMs = 10;
const slot = new Map();
function sample() {
  const n = Atomics.load(count, 0);
  if (n >= capacity || Atomics.load(count, 1) === 1) return;
  try {
    const sched = readFileSync('/proc/' + pid + '/task/' + pid + '/schedstat', 'latin1').split(' ');
    const stat = readFileSync('/proc/' + pid + '/stat', 'latin1');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const row = new Float64Array(fields);
    for (const name of readdirSync('/proc/' + pid + '/task')) {
      const tid = Number(name);
      if (tid === pid) continue;
      let i = slot.get(tid);
      if (i === undefined) {
        if (slot.size >= threads) continue;
        i = slot.size;
        slot.set(tid, i);
        tids[i] = tid;
      }
      try {
        row[4 + i] = Number(readFileSync('/proc/' + pid + '/task/' + name + '/schedstat', 'latin1').split(' ')[0]) / 1e6;
      } catch {}
    }
    row[0] = performance.timeOrigin + performance.now();
    row[1] = Number(sched[0]) / 1e6;
    row[2] = Number(sched[1]) / 1e6;
    row[3] = (Number(f[11]) + Number(f[12])) * ticksMs;
    // A thread gone keeps its last CPU figure (it used no more).
    if (n > 0) for (let i = 4; i < fields; i++) if (row[i] === 0) row[i] = data[(n - 1) * fields + i];
    data.set(row, n * fields);
    Atomics.store(count, 0, n + 1);
  } catch (error) {
    Atomics.store(count, 1, 1);
    require('node:worker_threads').parentPort.postMessage(String(error));
  }
}
const timer = setInterval(sample, sampleMs);
setInterval(() => { if (Atomics.load(count, 1) === 1) clearInterval(timer); }, 100);
sample();
`;

type Span = readonly [start: number, end: number];

function overlap(spans: readonly Span[], from: number, to: number): number {
  let sum = 0;
  for (const [s, e] of spans) sum += Math.max(0, Math.min(e, to) - Math.max(s, from));
  return sum;
}

/** Wraps better-sqlite3's Statement methods so each run's wall time on this thread is noted. */
function recordSqlite(spans: Span[]): () => void {
  const require = createRequire(import.meta.url);
  const Database = require('better-sqlite3') as new (file: string) => {
    prepare(sql: string): object;
    close(): void;
  };
  const db = new Database(':memory:');
  const proto = Object.getPrototypeOf(db.prepare('SELECT 1')) as Record<string, unknown>;
  db.close();
  const originals = new Map<string, (...args: unknown[]) => unknown>();
  for (const name of ['run', 'get', 'all', 'iterate']) {
    const original = proto[name] as (...args: unknown[]) => unknown;
    originals.set(name, original);
    proto[name] = function (this: unknown, ...args: unknown[]) {
      const start = absNow();
      try {
        return original.apply(this, args);
      } finally {
        spans.push([start, absNow()]);
      }
    };
  }
  return () => {
    for (const [name, original] of originals) proto[name] = original;
  };
}

/** Starts recording (Linux: the sampler thread; everywhere: GC and SQLite spans). */
export function recordAckCauses(): AckCauses {
  const gc: Span[] = [];
  const sqlite: Span[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const start = performance.timeOrigin + e.startTime;
      gc.push([start, start + e.duration]);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const unwrap = recordSqlite(sqlite);
  let linux = true;
  try {
    readFileSync(`/proc/${process.pid}/task/${process.pid}/schedstat`);
  } catch {
    linux = false;
  }
  const buffer = new SharedArrayBuffer(8 + CAPACITY * FIELDS * 8);
  const tidBuffer = new SharedArrayBuffer(THREADS * 4);
  const tids = new Int32Array(tidBuffer);
  const sampler = linux
    ? new Worker(SAMPLER, {
        eval: true,
        workerData: {
          buffer,
          tidBuffer,
          pid: process.pid,
          capacity: CAPACITY,
          sampleMs: SAMPLE_MS,
          threads: THREADS,
          fields: FIELDS,
        },
      })
    : undefined;
  // Names and nice values, read while the threads live (a thread's name is set as it starts).
  const names = new Map<number, { name: string; nice: number }>();
  const nameThreads = () => {
    for (const tid of tids) {
      if (tid === 0) continue;
      try {
        const stat = readFileSync(`/proc/${process.pid}/task/${tid}/stat`, 'latin1');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const nice = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
        names.set(tid, { name, nice });
      } catch {
        // gone: keep what was read before
      }
    }
  };
  const naming = setInterval(nameThreads, 1000);
  const data = new Float64Array(buffer, 8);
  const count = new Int32Array(buffer, 0, 2);
  let error: string | undefined;
  sampler?.on('message', (message: string) => (error = message));

  /** Each counter at `at`, interpolated between the samples around it. */
  function at(time: number): number[] | undefined {
    const n = Atomics.load(count, 0);
    if (n < 2 || time < data[0]! || time > data[(n - 1) * FIELDS]!) return undefined;
    let lo = 0;
    let hi = n - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (data[mid * FIELDS]! <= time) lo = mid;
      else hi = mid;
    }
    const t0 = data[lo * FIELDS]!;
    const t1 = data[hi * FIELDS]!;
    const w = t1 > t0 ? (time - t0) / (t1 - t0) : 0;
    return Array.from(
      { length: FIELDS - 1 },
      (_, k) =>
        data[lo * FIELDS + k + 1]! + w * (data[hi * FIELDS + k + 1]! - data[lo * FIELDS + k + 1]!),
    );
  }

  return {
    stop() {
      nameThreads();
      clearInterval(naming);
      observer.disconnect();
      unwrap();
      Atomics.store(count, 1, 1);
      void sampler?.terminate();
    },
    samples: () => ({ taken: Atomics.load(count, 0), error }),
    async sampledPast(time, boundMs) {
      const end = absNow() + boundMs;
      while (absNow() < end && !error) {
        const n = Atomics.load(count, 0);
        if (n > 0 && data[(n - 1) * FIELDS]! > time) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    causes(from, to) {
      const a = at(from);
      const b = at(to);
      if (!a || !b) return undefined;
      const mainCpu = b[0]! - a[0]!;
      return {
        windowMs: to - from,
        mainCpuMs: mainCpu,
        mainRunqueueMs: b[1]! - a[1]!,
        otherThreadsCpuMs: Math.max(0, b[2]! - a[2]! - mainCpu),
        sqliteMs: overlap(sqlite, from, to),
        gcMs: overlap(gc, from, to),
        busiest: [...tids.keys()]
          .filter((i) => tids[i] !== 0)
          .map((i) => ({
            ...(names.get(tids[i]!) ?? { name: `tid ${tids[i]}`, nice: 0 }),
            ms: b[3 + i]! - a[3 + i]!,
          }))
          .sort((x, y) => y.ms - x.ms)
          .slice(0, 3),
      };
    },
  };
}

/** The sum of several windows' causes (undefined ones left out), and how many there were. */
export function sumCauses(list: readonly (WindowCauses | undefined)[]) {
  const known = list.filter((c): c is WindowCauses => c !== undefined);
  const keys = [
    'windowMs',
    'mainCpuMs',
    'mainRunqueueMs',
    'otherThreadsCpuMs',
    'sqliteMs',
    'gcMs',
  ] as const;
  const sum = Object.fromEntries(
    keys.map((k) => [k, known.reduce((s, c) => s + c[k], 0)]),
  ) as Record<(typeof keys)[number], number>;
  return { count: known.length, ...sum };
}
