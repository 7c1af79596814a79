// A photo posted to `solve`: read through the PhotoReader port, shown as a board with the unsure
// and repaired cells highlighted, then checked. The solution (and a game with hints) is offered
// only when no cell is left to confirm and the grid has one solution: a misread digit can still
// leave a grid with one solution, and that solution would be wrong. Until then the user corrects
// or confirms cells (`fix r3c5 8`, `fix r3c5 .`) and the grid is checked again. The
// transcription waits in the store per conversation and user.

import { formatValues } from '../engine/format.ts';
import { puzzleGrid } from '../engine/grid.ts';
import { geometryById } from '../game/puzzle.ts';
import { digitsToText, textToDigits } from '../game/serialize.ts';
import type { PendingPhoto } from '../store/port.ts';
import { msg, verbatim, type Text } from '../i18n/text.ts';
import { say, type Ctx } from './context.ts';
import { cellRefName } from './format-command.ts';
import { checkGrid, gridActions } from './solve.ts';
import type { PhotoRead, PhotoReader } from './ports.ts';
import { queueNotice } from './progress.ts';
import { reasonText } from '../vision/reason-words.ts';
import type { Attachment, Command, Draft } from './types.ts';

const IMAGE_NAME = /\.(jpe?g|png|webp|gif|heic|heif|bmp|tiff?)$/i;

function isImage(a: Attachment): boolean {
  return a.contentType ? a.contentType.startsWith('image/') : IMAGE_NAME.test(a.name);
}

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
}

const TYPE_IT = msg('photo.type-it');

// Advice per error code; `timeout` and `busy` have none: the reader's reason says why (how much
// work the photo needed, how long it waited) and when to try again.
export const PHOTO_ADVICE: Partial<Record<string, Text>> = {
  'not-an-image': msg('photo.not-an-image'),
  'too-large': msg('photo.too-large'),
  'no-grid': msg('photo.no-grid'),
  'several-grids': msg('photo.several-grids'),
  unreadable: msg('photo.unreadable'),
};

function advised(advice: Text): Text {
  return msg('photo.advice', { advice, typeIt: TYPE_IT });
}

/** `solve` with a photo attached. */
export async function solvePhoto(
  ctx: Ctx,
  command: Extract<Command, { kind: 'solvePhoto' }>,
): Promise<Draft[]> {
  const visibility = command.share ? 'everyone' : 'asker';
  const attachments = ctx.inbound.attachments ?? [];
  const photo = attachments.find(isImage) ?? attachments.at(0);
  if (!photo) return [say(msg('photo.attach', { typeIt: TYPE_IT }))];
  const reader = ctx.rt.photoReader && toldWhenQueued(ctx, ctx.rt.photoReader);
  if (!reader) return [say(msg('photo.unavailable', { typeIt: TYPE_IT }))];
  const max = ctx.rt.options.maxPhotoBytes;
  const tooLarge = msg('photo.larger-than', { mb: megabytes(max) });
  // Refuse by the size the platform reports before downloading anything.
  if (photo.size !== undefined && photo.size > max) return [say(tooLarge)];
  if (!isImage(photo)) return [say(advised(msg('photo.not-an-image')))];
  let bytes: Buffer;
  try {
    bytes = await photo.fetch();
  } catch (error) {
    ctx.rt.logger.warn('photo download failed', {
      error: error instanceof Error ? error.message : String(error),
    });
    return [say(msg('photo.download-failed'))];
  }
  if (bytes.length > max) return [say(tooLarge)];
  const read = await reader.read(bytes);
  if (!read.ok) {
    ctx.report.outcome = `photo-${read.error.code}`;
    // A picture that is no Sudoku: the reader's own words say what it saw instead (and, for a
    // Sudoku of another size, how to type that one).
    const own = read.error.reason ? reasonText(read.error.reason) : verbatim(read.error.message);
    if (read.error.code === 'not-sudoku') return [say(read.error.size ? own : advised(own))];
    return [say(advised(PHOTO_ADVICE[read.error.code] ?? own))];
  }
  const pending = pendingOf(read.value, ctx.now.getTime());
  await ctx.rt.store.savePendingPhoto(ctx.key, ctx.actor.id, pending);
  // Two grids on the page: the one read is named, so the user knows how to get the other.
  const intro = read.value.oneOfTwo
    ? msg('photo.read-one-of-two', { place: read.value.oneOfTwo })
    : msg('photo.read');
  return [photoReply(pending, intro, visibility)];
}

/**
 * The reader with the asker told at once when their photo has to wait: its place in line, or
 * that the reader is starting up (the answer then replaces that notice).
 */
function toldWhenQueued(ctx: Ctx, reader: PhotoReader): PhotoReader {
  return {
    read: (bytes, options) => {
      const notice = queueNotice(ctx.progress, 'photo', 0);
      return reader.read(bytes, { ...options, onQueued: notice.onQueued });
    },
  };
}

/**
 * The transcription to confirm: unsure and repaired cells alike wait for the user's eye, and
 * after a repair the whole board does (the solver chose readings: a guess that makes a proper
 * puzzle may still not be the printed one), as it does when the reader doubts its outline.
 */
export function pendingOf(read: PhotoRead, createdAt: number): PendingPhoto {
  const toConfirm = new Set([...read.unsure, ...(read.repaired ?? [])]);
  return {
    geometryId: 'classic9',
    grid: digitsToText(read.grid),
    unsure: [...toConfirm].sort((a, b) => a - b),
    createdAt,
    ...(read.repaired?.length || read.checkBoard ? { checkBoard: true } : {}),
  };
}

/** `fix ok`: the user checked the whole board against the photo; nothing waits to be confirmed. */
export async function confirmPhoto(ctx: Ctx): Promise<Draft[]> {
  const pending = await ctx.rt.store.pendingPhoto(ctx.key, ctx.actor.id);
  if (!pending) return [say(msg('photo.nothing-to-check'))];
  const next: PendingPhoto = { ...pending, unsure: [], checkBoard: false };
  await ctx.rt.store.savePendingPhoto(ctx.key, ctx.actor.id, next);
  return [photoReply(next, msg('photo.thanks-checked'), 'asker')];
}

/** `fix r3c5 8` / `fix r3c5 .`: corrects (or confirms) one cell of the waiting transcription. */
export async function fix(ctx: Ctx, command: Extract<Command, { kind: 'fix' }>): Promise<Draft[]> {
  const pending = await ctx.rt.store.pendingPhoto(ctx.key, ctx.actor.id);
  if (!pending) {
    return [say(msg('photo.nothing-waiting'))];
  }
  const geometry = geometryById(pending.geometryId);
  if (!geometry) return [say(msg('photo.unreadable-transcription'))];
  const n = geometry.size;
  const { row, col } = command.cell;
  const name = cellRefName(command.cell);
  if (row < 1 || col < 1 || row > n || col > n) {
    return [say(msg('photo.fix-off-grid', { cell: name, size: String(n) }))];
  }
  if (command.digit > n) return [say(msg('photo.fix-digits', { cell: name, size: String(n) }))];
  const cell = (row - 1) * n + (col - 1);
  const values = textToDigits(pending.grid);
  const before = values[cell]!;
  values[cell] = command.digit;
  const next: PendingPhoto = {
    ...pending,
    grid: digitsToText(values),
    unsure: pending.unsure.filter((c) => c !== cell),
  };
  await ctx.rt.store.savePendingPhoto(ctx.key, ctx.actor.id, next);
  const digit = command.digit === 0 ? 'empty' : String(command.digit);
  const intro = msg(before === command.digit ? 'photo.confirmed' : 'photo.now', {
    cell: name,
    digit,
  });
  return [photoReply(next, intro, 'asker')];
}

function cellNames(cells: readonly number[], size: number): string {
  return cells.map((c) => `r${Math.floor(c / size) + 1}c${(c % size) + 1}`).join(', ');
}

/** The transcription as a board, checked: solution offered, or what to correct. */
export function photoReply(
  pending: PendingPhoto,
  intro: Text,
  visibility: Draft['visibility'],
): Draft {
  const geometry = geometryById(pending.geometryId)!;
  const grid = puzzleGrid(geometry, textToDigits(pending.grid));
  const check = checkGrid(grid);
  const unsure = pending.unsure;
  const line = formatValues(grid.values, geometry, 'line');
  const targets = check.status === 'problem' ? (check.cells ?? []) : [];
  const board = {
    geometry,
    givens: grid.values,
    entries: new Uint8Array(grid.values.length),
    highlights: { unsure, ...(targets.length ? { targets } : {}) },
    title: msg('photo.title'),
  };
  const fixHow = msg('photo.fix-how');
  const unsureText = unsure.length
    ? msg('photo.unsure', {
        cells: cellNames(unsure.slice(0, 12), geometry.size),
        more: Math.max(0, unsure.length - 12),
      })
    : verbatim('');
  const code = verbatim(`\`${line}\``);
  if (check.status === 'unique' && unsure.length > 0) {
    // A misread digit can leave a grid with one (wrong) solution: no solution until confirmed.
    return {
      text: [msg('photo.confirm-first', { intro, unsure: unsureText, fixHow }), code],
      visibility,
      board,
    };
  }
  if (check.status === 'unique' && grid.values.every((d) => d !== 0)) {
    return {
      text: [msg('photo.solved-already', { intro }), code],
      visibility,
      board,
    };
  }
  if (check.status === 'unique' && pending.checkBoard) {
    // The repair guessed: a grid with one solution is no proof that it is the printed one.
    return {
      text: [msg('photo.check-board', { intro, fixHow }), code],
      visibility,
      board,
      actions: [{ id: 'photo-board-ok', label: msg('photo.board-ok-button'), command: 'fix ok' }],
    };
  }
  if (check.status === 'unique') {
    return {
      text: [msg('photo.unique', { intro, fixHow }), code],
      visibility,
      board,
      actions: gridActions(grid),
    };
  }
  return {
    text: [
      msg('photo.problem', { intro, problem: check.message, unsure: unsureText, fixHow }),
      code,
    ],
    visibility,
    board,
  };
}
