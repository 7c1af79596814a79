// The photo reader's refusals in words: its structured reasons (what it saw instead of a
// Sudoku, why it stopped) as catalog messages. The bot says them in the player's language; the
// reader keeps their English as the error's message, for logs.

import type { PhotoError, PhotoReason, PhotoSeen } from '../bot/ports.ts';
import { msg, renderText, type Text } from '../i18n/text.ts';

/** "8 s", "50 ms": a limit in words. */
export function durationText(ms: number): Text {
  return ms < 1000
    ? msg('photo.milliseconds', { n: ms })
    : msg('photo.seconds', { n: Math.round(ms / 100) / 10 });
}

/** What the picture shows instead, e.g. "a page of text". */
export function seenText(seen: PhotoSeen): Text {
  switch (seen.kind) {
    case 'sudoku':
    case 'sized-grid':
    case 'like-sudoku':
      return msg(`photo.seen.${seen.kind}`, { size: seen.size });
    case 'calendar':
      return msg('photo.seen.calendar', { rows: seen.rows });
    case 'squares':
      return msg('photo.seen.squares', { columns: seen.columns, rows: seen.rows });
    default:
      return msg(`photo.seen.${seen.kind}`);
  }
}

/** The refusal to say to the player. */
export function reasonText(reason: PhotoReason): Text {
  switch (reason.kind) {
    case 'not-sudoku':
      return msg('photo.not-sudoku.seen', { seen: seenText(reason.seen) });
    case 'other-size':
      return msg('photo.not-sudoku.size', { size: reason.size, cells: reason.size * reason.size });
    case 'pool-full':
      return msg('photo.busy.full');
    case 'closing':
      return msg('photo.busy.closing');
    case 'waited':
      return msg('photo.busy.waited', { wait: durationText(reason.ms) });
    case 'stopped':
      return msg('photo.timeout.stopped', { limit: durationText(reason.ms) });
    case 'over-budget':
      return msg('photo.timeout.budget', {
        limit: durationText(reason.ms),
        measure: reason.measure,
      });
  }
}

/** A refusal with its reason, its message the reason's English. */
export function refusal(code: PhotoError['code'], reason: PhotoReason): PhotoError {
  return { code, reason, message: renderText(reasonText(reason), 'en') };
}

/** The English words of what was seen (NotSudoku.seen, for logs and tests). */
export function seenWords(seen: PhotoSeen): string {
  return renderText(seenText(seen), 'en');
}
