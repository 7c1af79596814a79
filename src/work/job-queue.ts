// The waiting line of a worker pool: bounded, two lanes (a player's request before background
// work), and every entry with its own timer, so a job leaves the line by its deadline whatever
// the workers are doing (none started, all starting, all dying). The clock is injected, so
// tests drive the line with a fake one.

/** Whose work it is: a player waiting on it, or background work (the daily post). */
export type Priority = 'interactive' | 'bulk';

/** Where a job stands when it has to wait, told to the caller once as it joins the line. */
export interface QueueStatus {
  /** Jobs waiting ahead of this one (0: it is next). */
  readonly ahead: number;
  /** No worker is warm yet: the wait includes a worker's start-up. */
  readonly starting: boolean;
}

export type WorkErrorCode = 'full' | 'closed' | 'waited' | 'over-time' | 'worker-died';

/** Why the pool did not get a job's answer; `code` lets each owner word it for its users. */
export class WorkError extends Error {
  constructor(
    readonly code: WorkErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'WorkError';
  }
}

/** The timers a pool runs on: the real ones, or a fake clock in tests. */
export interface Timers {
  now(): number;
  /** `background`: the timer does not keep the process alive (a worker's start-up, a retry). */
  setTimeout(callback: () => void, ms: number, background?: boolean): unknown;
  clearTimeout(handle: unknown): void;
}

/** Node's own timers; a job's keep the process alive (for its bounded wait), background ones not. */
export const realTimers: Timers = {
  now: () => performance.now(),
  setTimeout: (callback, ms, background) => {
    const timer = setTimeout(callback, ms);
    if (background) timer.unref();
    return timer;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

interface Entry<J> {
  readonly job: J;
  readonly since: number;
  readonly timer: unknown;
}

export interface JobQueueOptions<J> {
  /** Jobs waiting at most. */
  readonly maxSize: number;
  readonly timers: Timers;
  /** Called when a job has waited its bound; it has left the line already. */
  readonly onExpired: (job: J) => void;
  /**
   * A bulk job waiting this long goes ahead of interactive ones, so a steady stream of moves
   * cannot keep the daily post's picture waiting until its bound.
   */
  readonly bulkPromotedAfterMs: number;
}

/** A bounded line in two lanes; interactive jobs first, each lane first come first served. */
export class JobQueue<J> {
  private readonly lanes: Record<Priority, Entry<J>[]> = { interactive: [], bulk: [] };

  constructor(private readonly options: JobQueueOptions<J>) {}

  /** Jobs waiting. */
  get size(): number {
    return this.lanes.interactive.length + this.lanes.bulk.length;
  }

  /** Puts a job in line for at most `maxWaitMs`; false when the line is full (the job is not taken). */
  add(job: J, priority: Priority, maxWaitMs: number): boolean {
    if (this.size >= this.options.maxSize) return false;
    const { timers } = this.options;
    const timer = timers.setTimeout(() => {
      if (this.remove(job)) this.options.onExpired(job);
    }, maxWaitMs);
    this.lanes[priority].push({ job, since: timers.now(), timer });
    return true;
  }

  /** How many jobs wait ahead of this one (bulk promotion aside), or undefined when it is not waiting. */
  ahead(job: J): number | undefined {
    const { interactive, bulk } = this.lanes;
    const first = interactive.findIndex((entry) => entry.job === job);
    if (first >= 0) return first;
    const later = bulk.findIndex((entry) => entry.job === job);
    return later >= 0 ? interactive.length + later : undefined;
  }

  /** The next job to run (its timer stopped), or undefined when none waits. */
  take(): J | undefined {
    const { interactive, bulk } = this.lanes;
    const oldBulk =
      bulk.length > 0 &&
      this.options.timers.now() - bulk[0]!.since >= this.options.bulkPromotedAfterMs;
    const entry = (oldBulk ? bulk.shift() : undefined) ?? interactive.shift() ?? bulk.shift();
    if (!entry) return undefined;
    this.options.timers.clearTimeout(entry.timer);
    return entry.job;
  }

  /** Takes a job out of line (its timer stopped); false when it was not waiting. */
  remove(job: J): boolean {
    for (const lane of Object.values(this.lanes)) {
      const index = lane.findIndex((entry) => entry.job === job);
      if (index < 0) continue;
      this.options.timers.clearTimeout(lane[index]!.timer);
      lane.splice(index, 1);
      return true;
    }
    return false;
  }

  /** Empties the line (timers stopped); returns the jobs that waited, in order. */
  drain(): J[] {
    const jobs: J[] = [];
    for (let job = this.take(); job !== undefined; job = this.take()) jobs.push(job);
    return jobs;
  }
}
