// Decides, per command kind, whether the core is likely to answer within the reply budget. When
// recent answers of a kind were slow (a loaded machine: rendering competes for the CPU), or when
// any answer recently missed the budget, the adapter defers before calling the core: a core
// that hogs the event loop can then no longer delay the first callback. It also remembers who
// saw the last answer of each kind, the best guess for the visibility a deferral must pick.

/** Recent answers remembered per command kind. */
export const GAUGE_SAMPLES = 16;
/** How long a missed budget keeps every racing command deferring first. */
export const PRESSURE_HOLD_MS = 30_000;

export class LatencyGauge {
  private readonly recent = new Map<string, number[]>();
  private readonly lastEphemeral = new Map<string, boolean>();
  private pressureUntil = 0;

  /**
   * @param budgetMs the reply budget; a kind whose recent 75th percentile exceeds half of it
   *   is treated as slow (the other half is headroom for a loaded event loop and the upload).
   */
  constructor(
    private readonly budgetMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Records how long the core took to answer a command of `kind`. */
  record(kind: string, ms: number): void {
    const list = this.recent.get(kind) ?? [];
    list.push(ms);
    if (list.length > GAUGE_SAMPLES) list.shift();
    this.recent.set(kind, list);
  }

  /**
   * Records whether the first reply to a command of `kind` was only for the asker, so a later
   * deferral of that kind can guess its visibility (a defer must choose it before the answer).
   */
  recordVisibility(kind: string, ephemeral: boolean): void {
    this.lastEphemeral.set(kind, ephemeral);
  }

  /** Whether the last answer of `kind` was only for the asker (undefined: not seen yet). */
  lastWasEphemeral(kind: string): boolean | undefined {
    return this.lastEphemeral.get(kind);
  }

  /** Records that an answer missed the budget (the adapter had to defer late). */
  noteLate(): void {
    this.pressureUntil = this.now() + PRESSURE_HOLD_MS;
  }

  /** True when a command of `kind` should defer before the core runs. */
  likelySlow(kind: string): boolean {
    if (this.now() < this.pressureUntil) return true;
    const list = this.recent.get(kind);
    if (!list || list.length === 0) return false;
    const sorted = [...list].sort((a, b) => a - b);
    const p75 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.75) - 1)]!;
    return p75 > this.budgetMs / 2;
  }
}
