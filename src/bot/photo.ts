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
import { say, type Ctx } from './context.ts';
import { cellRefName } from './format-command.ts';
import { checkGrid, gridActions } from './solve.ts';
import type { PhotoRead, PhotoReader } from './ports.ts';
import { queueNotice } from './progress.ts';
import type { Attachment, Command, Reply } from './types.ts';

const IMAGE_NAME = /\.(jpe?g|png|webp|gif|heic|heif|bmp|tiff?)$/i;

function isImage(a: Attachment): boolean {
  return a.contentType ? a.contentType.startsWith('image/') : IMAGE_NAME.test(a.name);
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const TYPE_IT = 'You can also type the grid: `solve 53..7....6..195...` (81 cells, . for empty).';

// Advice per error code; `timeout` and `busy` have none: the reader's own message says why
// (how much work the photo needed, how long it waited) and when to try again.
const PHOTO_ADVICE: Record<string, string> = {
  'not-an-image': 'That file is not a photo I can open (JPEG or PNG work).',
  'too-large': 'That photo is too large.',
  'no-grid':
    'I could not find a Sudoku grid in that photo. Take it from straight above, with the whole grid in view and good light.',
  'several-grids': 'I see more than one grid in that photo. Crop it to one grid and send it again.',
  unreadable:
    'I found the grid but could not read its digits. Try a sharper photo with even light.',
};

/** `solve` with a photo attached. */
export async function solvePhoto(
  ctx: Ctx,
  command: Extract<Command, { kind: 'solvePhoto' }>,
): Promise<Reply[]> {
  const visibility = command.share ? 'everyone' : 'asker';
  const attachments = ctx.inbound.attachments ?? [];
  const photo = attachments.find(isImage) ?? attachments.at(0);
  if (!photo) return [say(`Attach a photo of a printed grid to \`solve\`. ${TYPE_IT}`)];
  const reader = ctx.rt.photoReader && toldWhenQueued(ctx, ctx.rt.photoReader);
  if (!reader) return [say(`Reading photos is not available here. ${TYPE_IT}`)];
  const max = ctx.rt.options.maxPhotoBytes;
  const tooLarge = `That photo is larger than ${megabytes(max)}, the most I read. Send a smaller one.`;
  // Refuse by the size the platform reports before downloading anything.
  if (photo.size !== undefined && photo.size > max) return [say(tooLarge)];
  if (!isImage(photo)) return [say(`${PHOTO_ADVICE['not-an-image']} ${TYPE_IT}`)];
  let bytes: Buffer;
  try {
    bytes = await photo.fetch();
  } catch (error) {
    ctx.rt.logger.warn('photo download failed', {
      error: error instanceof Error ? error.message : String(error),
    });
    return [say('I could not download that photo. Please send it again.')];
  }
  if (bytes.length > max) return [say(tooLarge)];
  const read = await reader.read(bytes);
  if (!read.ok) {
    ctx.report.outcome = `photo-${read.error.code}`;
    // A picture that is no Sudoku: the reader's own words say what it saw instead (and, for a
    // Sudoku of another size, how to type that one).
    if (read.error.code === 'not-sudoku')
      return [say(read.error.size ? read.error.message : `${read.error.message} ${TYPE_IT}`)];
    return [say(`${PHOTO_ADVICE[read.error.code] ?? read.error.message} ${TYPE_IT}`)];
  }
  const pending = pendingOf(read.value, ctx.now.getTime());
  await ctx.rt.store.savePendingPhoto(ctx.key, ctx.actor.id, pending);
  return [photoReply(pending, 'I read this grid from your photo.', visibility)];
}

/**
 * The reader with the asker told at once when their photo has to wait: its place in line, or
 * that the reader is starting up (the answer then replaces that notice).
 */
function toldWhenQueued(ctx: Ctx, reader: PhotoReader): PhotoReader {
  return {
    read: (bytes, options) => {
      const notice = queueNotice(ctx.inbound.progress, 'photo', 0);
      return reader.read(bytes, { ...options, onQueued: notice.onQueued });
    },
  };
}

/**
 * The transcription to confirm: unsure and repaired cells alike wait for the user's eye, and
 * after a repair the whole board does (the solver chose readings: a guess that makes a proper
 * puzzle may still not be the printed one).
 */
export function pendingOf(read: PhotoRead, createdAt: number): PendingPhoto {
  const toConfirm = new Set([...read.unsure, ...(read.repaired ?? [])]);
  return {
    geometryId: 'classic9',
    grid: digitsToText(read.grid),
    unsure: [...toConfirm].sort((a, b) => a - b),
    createdAt,
    ...(read.repaired?.length ? { checkBoard: true } : {}),
  };
}

/** `fix ok`: the user checked the whole board against the photo; nothing waits to be confirmed. */
export async function confirmPhoto(ctx: Ctx): Promise<Reply[]> {
  const pending = await ctx.rt.store.pendingPhoto(ctx.key, ctx.actor.id);
  if (!pending)
    return [
      say('There is no photo waiting to be checked. Send `solve` with a photo of a grid attached.'),
    ];
  const next: PendingPhoto = { ...pending, unsure: [], checkBoard: false };
  await ctx.rt.store.savePendingPhoto(ctx.key, ctx.actor.id, next);
  return [photoReply(next, 'Thanks for checking the board.', 'asker')];
}

/** `fix r3c5 8` / `fix r3c5 .`: corrects (or confirms) one cell of the waiting transcription. */
export async function fix(ctx: Ctx, command: Extract<Command, { kind: 'fix' }>): Promise<Reply[]> {
  const pending = await ctx.rt.store.pendingPhoto(ctx.key, ctx.actor.id);
  if (!pending) {
    return [
      say(
        'There is no photo waiting for corrections. Send `solve` with a photo of a grid attached.',
      ),
    ];
  }
  const geometry = geometryById(pending.geometryId);
  if (!geometry)
    return [say('That transcription can no longer be read; please send the photo again.')];
  const n = geometry.size;
  const { row, col } = command.cell;
  const name = cellRefName(command.cell);
  if (row < 1 || col < 1 || row > n || col > n) {
    return [
      say(`${name} is off the grid: rows and columns go from 1 to ${n}, e.g. \`fix r3c5 8\`.`),
    ];
  }
  if (command.digit > n)
    return [say(`Digits go from 1 to ${n}; use \`fix ${name} .\` for an empty cell.`)];
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
  const what = command.digit === 0 ? 'empty' : String(command.digit);
  const intro =
    before === command.digit ? `${name} confirmed as ${what}.` : `${name} is now ${what}.`;
  return [photoReply(next, intro, 'asker')];
}

function cellNames(cells: readonly number[], size: number): string {
  return cells.map((c) => `r${Math.floor(c / size) + 1}c${(c % size) + 1}`).join(', ');
}

/** The transcription as a board, checked: solution offered, or what to correct. */
export function photoReply(
  pending: PendingPhoto,
  intro: string,
  visibility: Reply['visibility'],
): Reply {
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
    title: 'Read from your photo',
  };
  const fixHow = 'Correct a cell with `fix r3c5 8` (or `fix r3c5 .` for an empty one).';
  const unsureText = unsure.length
    ? ` I'm not sure about ${cellNames(unsure.slice(0, 12), geometry.size)}${unsure.length > 12 ? ` and ${unsure.length - 12} more` : ''} (highlighted): please check them against the photo; \`fix\` with the same digit confirms one.`
    : '';
  if (check.status === 'unique' && unsure.length > 0) {
    // A misread digit can leave a grid with one (wrong) solution: no solution until confirmed.
    return {
      text: `${intro}${unsureText} ${fixHow} Once they are confirmed I'll offer the solution.\n\`${line}\``,
      visibility,
      board,
    };
  }
  if (check.status === 'unique' && grid.values.every((d) => d !== 0)) {
    return {
      text: `${intro} This grid is already solved: every cell is filled and no digit repeats.\n\`${line}\``,
      visibility,
      board,
    };
  }
  if (check.status === 'unique' && pending.checkBoard) {
    // The repair guessed: a grid with one solution is no proof that it is the printed one.
    return {
      text: `${intro} I had to guess some cells to make this a proper puzzle, so please check the whole board against your photo: ${fixHow.charAt(0).toLowerCase()}${fixHow.slice(1)} When every cell matches, send \`fix ok\` and I'll offer the solution.\n\`${line}\``,
      visibility,
      board,
      actions: [{ id: 'photo-board-ok', label: 'The board matches my photo', command: 'fix ok' }],
    };
  }
  if (check.status === 'unique') {
    return {
      text: `${intro} ${fixHow} It has exactly one solution: see it, or play it here with hints.\n\`${line}\``,
      visibility,
      board,
      actions: gridActions(grid),
    };
  }
  return {
    text: `${intro} ${check.message} I may have misread a cell.${unsureText} ${fixHow}\n\`${line}\``,
    visibility,
    board,
  };
}
