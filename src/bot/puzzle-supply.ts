// Puzzles made ahead of time: the store keeps upcoming dailies and a pool of fresh puzzles per
// level and variant; a background factory (a worker thread in production) fills what is missing.
// The request path only reads the store, so no user ever waits for the generator.

import { randomUUID } from 'node:crypto';
import type { Level } from '../engine/levels.ts';
import { addDays, daysBetween, zonedTime } from '../game/calendar.ts';
import type { PuzzleSource } from '../game/puzzle-source.ts';
import {
  PLAY_VARIANTS,
  type DailyPuzzle,
  type PlayPuzzle,
  type PlayVariant,
} from '../game/puzzle.ts';
import { poolKey } from '../store/puzzle-rows.ts';
import type { Store } from '../store/port.ts';
import type { Clock, Logger } from './ports.ts';

/** Archive dailies waiting to be made at once; more asks wait for these. */
export const MAX_WANTED_DAILIES = 8;

/** One piece of background work. */
export type PuzzleJob =
  | { readonly kind: 'daily'; readonly date: string }
  | {
      readonly kind: 'fresh';
      readonly level: Level;
      readonly variant: PlayVariant;
      readonly seed: string;
    };

/** Makes puzzles (a worker thread in production, a fake in tests). */
export interface PuzzleFactory {
  /** Levels the generator can make for a variant. */
  levelsOf(variant: PlayVariant): readonly Level[];
  daily(date: string): Promise<DailyPuzzle>;
  fresh(level: Level, variant: PlayVariant, seed: string): Promise<PlayPuzzle>;
  close(): Promise<void>;
}

/** The PuzzleSource the core reads: dailies and pooled puzzles from the store. */
export class StorePuzzleSource implements PuzzleSource {
  constructor(
    private readonly store: Store,
    private readonly levels: (variant: PlayVariant) => readonly Level[],
    /** Called after a pooled puzzle is taken, so the pool is refilled. */
    private readonly onTaken: () => void = () => undefined,
    /** Called for a daily asked for that the store lacks (an archive date). */
    private readonly onDailyWanted: (date: string) => void = () => undefined,
    /** Makes a daily the store lacks now (Pregenerator.makeDaily). */
    make?: (date: string) => Promise<DailyPuzzle>,
    /** Makes a fresh puzzle when the pool has none (Pregenerator.makeFresh). */
    makeFresh?: (level: Level, variant: PlayVariant) => Promise<void>,
  ) {
    if (make) this.makeDaily = make;
    if (makeFresh) this.makeFresh = makeFresh;
  }

  requestDaily(date: string): void {
    this.onDailyWanted(date);
  }

  /** Set when a generator can make a daily on demand (see PuzzleSource.makeDaily). */
  readonly makeDaily?: (date: string) => Promise<DailyPuzzle>;

  /** Set when a generator can make a fresh puzzle on demand (see PuzzleSource.makeFresh). */
  readonly makeFresh?: (level: Level, variant: PlayVariant) => Promise<void>;

  daily(date: string): Promise<DailyPuzzle | undefined> {
    return this.store.dailyPuzzle(date);
  }

  async fresh(level: Level, variant: PlayVariant): Promise<PlayPuzzle | undefined> {
    const puzzle = await this.store.takePoolPuzzle(level, variant);
    if (puzzle) this.onTaken();
    return puzzle;
  }

  async hasFresh(level: Level, variant: PlayVariant): Promise<boolean> {
    return ((await this.store.poolCounts()).get(poolKey(level, variant)) ?? 0) > 0;
  }

  levelsOf(variant: PlayVariant): readonly Level[] {
    return this.levels(variant);
  }
}

/** The zone that reaches each date first (Kiribati's Line Islands, UTC+14). */
const AHEAD_MOST = 'Pacific/Kiritimati';

export interface PregeneratorOptions {
  readonly timeZone: string;
  /**
   * Dailies to keep ready from today on (today included); at least up to the date of the zone
   * furthest ahead, where a conversation on that zone already is.
   */
  readonly days: number;
  /** Fresh puzzles to keep per level and variant. */
  readonly poolSize: number;
  /** Level of `new` without a level: its pool is filled first. */
  readonly defaultLevel: Level;
  /** How often to look for missing puzzles even when nothing was taken (default 10 min). */
  readonly intervalMs?: number;
}

/** Keeps the store stocked: today's daily first, then the default pool, then the rest. */
export class Pregenerator {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private stopped = false;
  private seedCounter = 0;
  /** Dailies asked for outside the days kept ready (archive play), made first. */
  private readonly wanted = new Set<string>();
  /** Dailies being made on demand, by date (one job per date however many ask). */
  private readonly making = new Map<string, Promise<DailyPuzzle>>();

  constructor(
    private readonly store: Store,
    private readonly factory: PuzzleFactory,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: PregeneratorOptions,
  ) {}

  /** Work still missing now, most urgent first. */
  async missing(): Promise<PuzzleJob[]> {
    const jobs: PuzzleJob[] = [];
    const now = this.clock.now();
    const today = zonedTime(now, this.options.timeZone).date;
    // A conversation on its own zone (time-zone.ts) may be on a later date than the bot's: the
    // furthest ahead, UTC+14, reaches each date first.
    const days = Math.max(
      this.options.days,
      daysBetween(today, zonedTime(now, AHEAD_MOST).date) + 1,
    );
    const dailies: PuzzleJob[] = [];
    for (const date of this.wanted) {
      if (await this.store.dailyPuzzle(date)) this.wanted.delete(date);
      else jobs.push({ kind: 'daily', date });
    }
    // Dates only a zone ahead of the bot's has reached are needed hours from now at the
    // earliest: they come after the pool, which players are waiting on (a `new` at start-up).
    const ahead: PuzzleJob[] = [];
    for (let d = 0; d < days; d++) {
      const date = addDays(today, d);
      if (await this.store.dailyPuzzle(date)) continue;
      (d < this.options.days ? dailies : ahead).push({ kind: 'daily', date });
    }
    const counts = await this.store.poolCounts();
    const pool: PuzzleJob[] = [];
    for (const variant of PLAY_VARIANTS) {
      for (const level of this.factory.levelsOf(variant)) {
        const have = counts.get(poolKey(level, variant)) ?? 0;
        for (let i = have; i < this.options.poolSize; i++) {
          pool.push({ kind: 'fresh', level, variant, seed: this.seed() });
        }
      }
    }
    const first = (j: PuzzleJob) =>
      j.kind === 'fresh' && j.variant === 'classic' && j.level === this.options.defaultLevel;
    // One of each level before the second of any: a fresh deployment offers every level soon.
    const byRound = pool.sort((a, b) => Number(first(b)) - Number(first(a)));
    const seen = new Map<string, number>();
    const ranked = byRound
      .map((job) => {
        const key = job.kind === 'fresh' ? poolKey(job.level, job.variant) : job.date;
        const round = seen.get(key) ?? 0;
        seen.set(key, round + 1);
        return { job, round: first(job) && round === 0 ? -1 : round };
      })
      .sort((a, b) => a.round - b.round)
      .map((x) => x.job);
    jobs.push(
      ...dailies.slice(0, 1),
      ...ranked.slice(0, 1),
      ...dailies.slice(1),
      ...ranked.slice(1),
      ...ahead,
    );
    return jobs;
  }

  private seed(): string {
    return `${randomUUID()}-${++this.seedCounter}`;
  }

  /** Generates everything missing, one job at a time; resolves to how many were made. */
  fill(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.fillLoop().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async fillLoop(): Promise<number> {
    let made = 0;
    do {
      this.again = false;
      for (const job of await this.missing()) {
        if (this.isStopped()) return made;
        try {
          // Through makeDaily: a player asking for the same date meanwhile joins this job.
          if (job.kind === 'daily') await this.makeDaily(job.date);
          else
            await this.store.addPoolPuzzles([
              await this.factory.fresh(job.level, job.variant, job.seed),
            ]);
          made++;
        } catch (error) {
          if (this.isStopped()) return made;
          this.logger.warn('puzzle generation failed', {
            job: job.kind === 'daily' ? `daily ${job.date}` : `${job.level} ${job.variant}`,
            error: error instanceof Error ? error.message : String(error),
          });
        }
      }
    } while (this.askedAgain() && !this.isStopped());
    if (made) this.logger.info('puzzles generated', { made });
    return made;
  }

  // A method, not the field, so checks after an await see the value stop() set meanwhile.
  private isStopped(): boolean {
    return this.stopped;
  }

  private askedAgain(): boolean {
    return this.again;
  }

  /** Fills now, then every interval; `poke` refills sooner after a puzzle is taken. */
  start(): void {
    if (this.timer) return;
    this.stopped = false;
    this.timer = setInterval(() => this.poke(), this.options.intervalMs ?? 600_000);
    this.timer.unref();
    this.poke();
  }

  /** Asks for a daily outside the days kept ready (a bounded few at once), then a refill. */
  request(date: string): void {
    if (this.wanted.size < MAX_WANTED_DAILIES) this.wanted.add(date);
    this.poke();
  }

  /**
   * Makes the daily of `date` now, for a player waiting on it (`daily N`): the factory takes it
   * after the job it is on (the refill loop gives it one job at a time), and the store keeps it.
   * Resolves to the stored daily; rejects when the generator fails.
   */
  makeDaily(date: string): Promise<DailyPuzzle> {
    let made = this.making.get(date);
    if (!made) {
      made = (async () => {
        const stored = await this.store.dailyPuzzle(date);
        if (stored) return stored;
        await this.store.saveDailyPuzzle(await this.factory.daily(date));
        this.wanted.delete(date);
        // Another process may have saved it first: the stored one is the one everybody plays.
        const saved = await this.store.dailyPuzzle(date);
        if (!saved) throw new Error(`the daily of ${date} was made but not kept`);
        return saved;
      })().finally(() => this.making.delete(date));
      this.making.set(date, made);
    }
    return made;
  }

  /**
   * Makes a fresh puzzle of a level and variant now, for a player whose `new` found the pool
   * empty: the factory takes it after the job it is on. It goes into the pool, where the player
   * takes it (or the next `new` does, if the player stopped waiting).
   */
  async makeFresh(level: Level, variant: PlayVariant): Promise<void> {
    await this.store.addPoolPuzzles([await this.factory.fresh(level, variant, this.seed())]);
  }

  /** Asks for a refill (joins a running one). */
  poke(): void {
    if (this.stopped) return;
    this.fill().catch((error: unknown) =>
      this.logger.error('puzzle pregeneration failed', {
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  }

  /** Stops filling and closes the factory. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.factory.close();
    await this.running?.catch(() => undefined);
  }
}
