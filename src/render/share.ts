// A spoiler-free result line to paste anywhere, in the spirit of Wordle's share grid:
// "Sudoku Daily #312 (Hard) solved in 14:05 · 0 hints · 1 mistake · streak 6".

import { formatSeconds } from '../game/duration.ts';

/** How one game ended, as much as a share line tells. */
export interface ShareResult {
  /** Daily number, for the daily puzzle. */
  readonly daily?: number;
  /** Level name, e.g. "hard". */
  readonly level?: string;
  /** Variant name for non-classic boards, e.g. "Sudoku X", "16x16". */
  readonly variant?: string;
  /** Seconds from the first look to the last digit. */
  readonly seconds: number;
  readonly hints: number;
  readonly mistakes: number;
  /** Cells revealed; a revealed board is "finished", not "solved". */
  readonly revealed?: number;
  /** Days in a row, shown when at least 1. */
  readonly streak?: number;
  /** Seconds added to the ranked time for mistakes (shown when above 0). */
  readonly penaltySeconds?: number;
  /** False when the result takes no part in the ranking (too many mistakes). */
  readonly ranked?: boolean;
  /**
   * One mark per box, in reading order, telling how the player fared there without saying
   * where the digits go: 'clean', 'hint' (a hint was used), 'mistake', 'revealed'.
   */
  readonly boxes?: readonly ShareBoxMark[];
}

export const SHARE_BOX_MARKS = ['clean', 'hint', 'mistake', 'revealed'] as const;
export type ShareBoxMark = (typeof SHARE_BOX_MARKS)[number];

const BOX_EMOJI: Record<ShareBoxMark, string> = {
  clean: '🟩',
  hint: '🟨',
  mistake: '🟥',
  revealed: '⬛',
};

function count(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The share line (and, when boxes are given, a grid of coloured squares under it). */
export function shareText(result: ShareResult): string {
  const name = result.daily !== undefined ? `Sudoku Daily #${result.daily}` : 'Sudoku';
  const variant = result.variant ? ` ${result.variant}` : '';
  const level = result.level ? ` (${capitalise(result.level)})` : '';
  const revealed = result.revealed ?? 0;
  const verb = revealed > 0 ? 'finished' : 'solved';
  const parts = [
    `${name}${variant}${level} ${verb} in ${formatSeconds(result.seconds)}`,
    count(result.hints, 'hint'),
    count(result.mistakes, 'mistake'),
  ];
  if (revealed > 0) parts.push(`${revealed} revealed`);
  if (result.ranked === false) parts.push('unranked');
  else if (result.penaltySeconds)
    parts.push(`ranked ${formatSeconds(result.seconds + result.penaltySeconds)}`);
  if (result.streak !== undefined && result.streak > 0) parts.push(`streak ${result.streak}`);
  const line = parts.join(' · ');
  if (!result.boxes?.length) return line;
  return `${line}\n${shareGrid(result.boxes).join('\n')}`;
}

/** The share grid's rows of coloured squares, one square per box, boxes in reading order. */
export function shareGrid(boxes: readonly ShareBoxMark[]): string[] {
  const perRow = Math.round(Math.sqrt(boxes.length)) || 1;
  const rows: string[] = [];
  for (let i = 0; i < boxes.length; i += perRow) {
    rows.push(
      boxes
        .slice(i, i + perRow)
        .map((mark) => BOX_EMOJI[mark])
        .join(''),
    );
  }
  return rows;
}
