// A bot process of the scheduler fault trial (scheduler-crash-child.ts) as the trial sees it:
// started, waited for with a deadline, killed, paused and resumed, stopped; what it printed
// (its tick reports and the warnings and errors it logged) is kept.

import { spawn, type ChildProcess } from 'node:child_process';

/** What one process said. */
export interface ProcessLog {
  /** Posts its ticks finished from the platform (found) instead of sending. */
  found: number;
  /** Warnings and errors it logged, as `level message {fields}`. */
  readonly problems: string[];
}

/** A running bot process. */
export class TrialProcess {
  readonly proc: ChildProcess;
  /** Resolves true once it printed `ready`, false if it exited first. */
  readonly ready: Promise<boolean>;
  readonly exited: Promise<number | null>;
  running = true;
  paused = false;
  stderr = '';

  constructor(
    script: string,
    env: NodeJS.ProcessEnv,
    private readonly log: ProcessLog,
  ) {
    this.proc = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let markReady!: (ready: boolean) => void;
    this.ready = new Promise((resolve) => (markReady = resolve));
    this.exited = new Promise((resolve) => this.proc.on('exit', (code) => resolve(code)));
    let buffered = '';
    this.proc.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        if (line === 'ready') markReady(true);
        else if (line.startsWith('{')) this.read(line);
      }
    });
    this.proc.stderr!.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-4000);
    });
    void this.exited.then(() => {
      this.running = false;
      markReady(false);
    });
  }

  private read(line: string): void {
    const said = JSON.parse(line) as {
      tick?: { found?: string[] };
      problems?: { level: string; message: string; fields?: object }[];
    };
    this.log.found += said.tick?.found?.length ?? 0;
    for (const p of said.problems ?? []) {
      this.log.problems.push(`${p.level} ${p.message} ${JSON.stringify(p.fields ?? {})}`);
    }
  }

  /** Waits for `ready` (or the exit), `ms` at most: false when it did not get ready. */
  async readyWithin(ms: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
    try {
      return await Promise.race([this.ready, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  kill(): void {
    if (this.running) this.proc.kill('SIGKILL');
  }

  pause(): void {
    if (this.running && !this.paused) {
      this.paused = true;
      this.proc.kill('SIGSTOP');
    }
  }

  resume(): void {
    if (this.running && this.paused) {
      this.paused = false;
      this.proc.kill('SIGCONT');
    }
  }

  /** Asks it to stop (SIGTERM), and kills it when it has not exited within `ms`. */
  async stop(ms: number): Promise<void> {
    this.resume();
    if (this.running) this.proc.kill('SIGTERM');
    const timer = setTimeout(() => this.kill(), ms);
    await this.exited;
    clearTimeout(timer);
  }
}

/** A small seeded PRNG (mulberry32), so a failing trial can be replayed from its seed. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number drawn uniformly from [lo, hi). */
export const between = (rng: () => number, [lo, hi]: readonly [number, number]) =>
  lo + rng() * (hi - lo);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The value at quantile `q` (0..1) of `values`, 0 for none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
