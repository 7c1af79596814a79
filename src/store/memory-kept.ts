// What the in-memory Store keeps beside games: the dailies' puzzles and the pool of fresh ones,
// the uploaded pictures of private replies, and players' saved picks.

import type { Level } from '../engine/levels.ts';
import type { DailyPuzzle, PlayPuzzle, PlayVariant } from '../game/puzzle.ts';
import { ClaimSweepTimer, type StoredUpload } from './port.ts';
import { poolKey, puzzleToRow, rowToDaily, rowToPuzzle, type PuzzleRow } from './puzzle-rows.ts';

/** The daily puzzles and the pool of fresh puzzles of the in-memory Store. */
export class MemoryPuzzles {
  private readonly dailies = new Map<string, PuzzleRow & { date: string; number: number }>();
  private readonly pool: PuzzleRow[] = [];

  saveDailyPuzzle(puzzle: DailyPuzzle): void {
    if (this.dailies.has(puzzle.date)) return;
    this.dailies.set(puzzle.date, {
      ...puzzleToRow(puzzle),
      date: puzzle.date,
      number: puzzle.number,
    });
  }

  dailyPuzzle(date: string): DailyPuzzle | undefined {
    const row = this.dailies.get(date);
    return row && rowToDaily(row);
  }

  addPoolPuzzles(puzzles: readonly PlayPuzzle[]): void {
    for (const p of puzzles) this.pool.push(puzzleToRow(p));
  }

  takePoolPuzzle(level: Level, variant: PlayVariant): PlayPuzzle | undefined {
    const i = this.pool.findIndex((row) => row.level === level && row.variant === variant);
    if (i < 0) return undefined;
    const [row] = this.pool.splice(i, 1);
    return rowToPuzzle(row!);
  }

  poolCounts(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const row of this.pool) {
      const k = poolKey(row.level, row.variant);
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    return counts;
  }
}

/** The recorded uploads of the in-memory Store. */
export class MemoryUploads {
  /** Uploaded pictures of private replies by `platform|fileId`. */
  private readonly uploads = new Map<string, StoredUpload>();

  recordUpload(upload: StoredUpload): void {
    const key = `${upload.platform}|${upload.fileId}`;
    if (!this.uploads.has(key)) this.uploads.set(key, { ...upload });
  }

  uploadsBefore(platform: string, before: number, limit: number): StoredUpload[] {
    return [...this.uploads.values()]
      .filter((u) => u.platform === platform && u.uploadedAt < before)
      .sort((a, b) => a.uploadedAt - b.uploadedAt || (a.fileId < b.fileId ? -1 : 1))
      .slice(0, limit)
      .map((u) => ({ ...u }));
  }

  forgetUploads(platform: string, fileIds: readonly string[]): void {
    for (const id of fileIds) this.uploads.delete(`${platform}|${id}`);
  }
}

/** Players' saved picks in the in-memory Store. */
export class MemoryPicks {
  /** Players' saved picks by key: the adapter's document (undefined: cleared), when, until. */
  private readonly picks = new Map<
    string,
    { pick: string | undefined; at: number; expiresAt: number }
  >();
  private readonly pickSweep = new ClaimSweepTimer();

  savePick(key: string, pick: string | undefined, at: number, expiresAt: number): void {
    if (this.pickSweep.due(at)) {
      for (const [k, kept] of this.picks) if (kept.expiresAt <= at) this.picks.delete(k);
    }
    const kept = this.picks.get(key);
    if (kept && kept.at > at) return;
    this.picks.set(key, { pick, at, expiresAt });
  }

  savedPick(key: string, now: number): string | undefined {
    const kept = this.picks.get(key);
    return kept && kept.expiresAt > now ? kept.pick : undefined;
  }
}
