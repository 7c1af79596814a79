// Scores one reading against the truth, and sums readings into the benchmark's row: exact grids,
// cells right, unsure-flag recall, wrong solutions offered (by the bot's own reply), no grid.

export interface ReadScore {
  /** Error code when no grid came back (no-grid, unreadable, ...). */
  readonly error?: string;
  readonly wrongCells: number;
  /** Wrong cells the reader flagged (unsure or repaired): the user is asked to check them. */
  readonly flaggedWrongCells: number;
  /** The reply offered a solution although the grid differs from the print. */
  readonly wrongSolutionOffered: boolean;
  /** The same under the bot's rule before issue 15 (a solution whenever the grid had one). */
  readonly wrongSolutionOfferedOldRule: boolean;
  readonly cpuMs: number;
}

/** The cells where `grid` differs from `truth`. */
export function wrongCells(grid: ArrayLike<number>, truth: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let i = 0; i < truth.length; i++) if (grid[i] !== truth[i]) out.push(i);
  return out;
}

/** One row of the benchmark's table. */
export function summarise(scores: readonly ReadScore[]): Record<string, number> {
  const n = scores.length;
  const read = scores.filter((s) => s.error === undefined);
  const wrong = read.reduce((sum, s) => sum + s.wrongCells, 0);
  const flagged = read.reduce((sum, s) => sum + s.flaggedWrongCells, 0);
  const cpu = scores.map((s) => s.cpuMs).sort((a, b) => a - b);
  return {
    photos: n,
    'grids exact %': (100 * read.filter((s) => s.wrongCells === 0).length) / n,
    // Cells of photos with no grid count as wrong: the user got none of them.
    'cells right %': (100 * (81 * read.length - wrong)) / (81 * n),
    'misread cells': wrong,
    'flagged %': wrong ? (100 * flagged) / wrong : 100,
    'wrong solutions offered': scores.filter((s) => s.wrongSolutionOffered).length,
    'old rule': scores.filter((s) => s.wrongSolutionOfferedOldRule).length,
    'no grid %': (100 * scores.filter((s) => s.error === 'no-grid').length) / n,
    'other errors': scores.filter((s) => s.error !== undefined && s.error !== 'no-grid').length,
    'median cpu ms': cpu[Math.floor((n - 1) / 2)] ?? NaN,
  };
}
