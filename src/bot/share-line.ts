// The spoiler-free share line in the reader's language (render/share.ts draws the same line in
// English for the command line): "Sudoku Daily #312 (Hard) solved in 14:05 · 0 hints · ...",
// with the grid of coloured squares under it.

import { formatSeconds } from '../game/duration.ts';
import type { Game } from '../game/game.ts';
import { joined, msg, verbatim, type Text } from '../i18n/text.ts';
import { shareGrid, type ShareBoxMark } from '../render/share.ts';

/** How one game ended, as much as a share line tells. */
export interface ShareFacts {
  readonly daily?: number;
  readonly level: Game['level'];
  readonly variant: Game['variant'];
  readonly seconds: number;
  readonly hints: number;
  readonly mistakes: number;
  /** Days in a row, shown when at least 1. */
  readonly streak?: number;
  /** Seconds added to the ranked time for mistakes (shown when above 0). */
  readonly penaltySeconds?: number;
  /** False when the result takes no part in the ranking (too many mistakes). */
  readonly ranked?: boolean;
  readonly boxes?: readonly ShareBoxMark[];
}

/** The share line (and the squares under it) as catalog text. */
export function shareMessage(result: ShareFacts): Text {
  const name =
    result.daily !== undefined
      ? msg('share.name-daily', { number: String(result.daily) })
      : msg('share.name');
  const variant =
    result.variant === 'classic' ? verbatim('') : msg(`share.variant.${result.variant}`);
  const parts: Text[] = [
    msg('share.head', {
      name,
      variant,
      level: msg(`level.${result.level}`),
      time: formatSeconds(result.seconds),
    }),
    msg('play.progress.hints', { n: result.hints }),
    msg('play.progress.mistakes', { n: result.mistakes }),
  ];
  if (result.ranked === false) parts.push(msg('share.unranked'));
  else if (result.penaltySeconds)
    parts.push(
      msg('share.ranked', { time: formatSeconds(result.seconds + result.penaltySeconds) }),
    );
  if (result.streak !== undefined && result.streak > 0)
    parts.push(msg('share.streak', { n: String(result.streak) }));
  const line = joined(parts, ' · ');
  if (!result.boxes?.length) return line;
  return [line, verbatim(shareGrid(result.boxes).join('\n'))];
}
