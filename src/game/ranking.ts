// The ranking of daily results. Wrong digits are refused at once, so a fast time could be had
// by trying digits until one fits: each mistake adds a time penalty to the ranked time, and a
// result with too many mistakes is shown but not ranked. Ties go to fewer hints, then fewer
// mistakes. Leaderboards and share lines both say so.

/** Seconds added to a daily's ranked time per mistake. */
export const MISTAKE_PENALTY_SECONDS = 30;
/** A result with more mistakes than this is listed after the ranked ones, unranked. */
export const MAX_RANKED_MISTAKES = 10;

/** The ranked time of a result: its time plus the mistakes' penalty (ms). */
export function rankedMs(elapsedMs: number, mistakes: number): number {
  return elapsedMs + mistakes * MISTAKE_PENALTY_SECONDS * 1000;
}

/** Whether a result takes part in the ranking. */
export function isRanked(mistakes: number): boolean {
  return mistakes <= MAX_RANKED_MISTAKES;
}

/** The parts of a result the ranking reads. */
export interface Rankable {
  readonly elapsedMs: number;
  readonly mistakes: number;
  readonly hints: number;
}

/** Results in ranking order: ranked by ranked time (ties: fewer hints, fewer mistakes), then unranked. */
export function rankResults<T extends Rankable>(results: readonly T[]): T[] {
  return [...results].sort(
    (a, b) =>
      Number(isRanked(b.mistakes)) - Number(isRanked(a.mistakes)) ||
      rankedMs(a.elapsedMs, a.mistakes) - rankedMs(b.elapsedMs, b.mistakes) ||
      a.hints - b.hints ||
      a.mistakes - b.mistakes,
  );
}

/** How the rule reads in a reply: "+30 s per mistake; more than 10 mistakes: unranked". */
export const RANKING_RULE = `+${MISTAKE_PENALTY_SECONDS} s per mistake; more than ${MAX_RANKED_MISTAKES} mistakes: unranked`;
