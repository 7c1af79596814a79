// BoardView: what to draw. The bot core builds it from a game; the renderer, alt text and text
// board read it. It holds no game logic, only what the picture shows.

import { isSize, type Geometry } from '../engine/geometry.ts';
import type { CandidateLink, HintHighlights, SightLine } from '../engine/logic/highlights.ts';
import type { CellDigit } from '../engine/logic/step.ts';
import { err, ok, type Result } from '../engine/result.ts';
import type { Locale } from '../i18n/locales.ts';

/** A candidate, a chain's link and a line of sight: the engine's own words for them. */
export type { CandidateLink, CellDigit, SightLine };

/**
 * What a hint (or a photo transcription) asks the picture to point at: the engine's hint
 * highlights (src/engine/logic/highlights.ts, one definition for both), and a photo reader's
 * doubts.
 */
export interface Highlights extends HintHighlights {
  /** Cells a photo reader is unsure of. */
  readonly unsure?: readonly number[];
}

/** True when the highlights show a hint (anything but a photo reader's doubts). */
export function showsHint(h: Highlights | undefined): boolean {
  if (!h) return false;
  return Object.entries(h).some(
    ([field, value]) =>
      field !== 'unsure' && field !== 'technique' && Array.isArray(value) && value.length > 0,
  );
}

/**
 * What to draw. `T` is how the title is held: words (the renderer's input), or catalog text
 * while the core is still deciding whose language it is said in.
 */
export interface BoardView<T = string> {
  readonly geometry: Geometry;
  /** Printed digits of the puzzle, 0 elsewhere. */
  readonly givens: Uint8Array;
  /** Digits players placed, 0 elsewhere. */
  readonly entries: Uint8Array;
  /** Digits shown by a reveal or a solved-grid answer (drawn in their own colour), 0 elsewhere. */
  readonly revealed?: Uint8Array;
  /** Pencil notes per cell as bit masks (bit d = digit d). */
  readonly notes?: Uint32Array;
  readonly highlights?: Highlights;
  /** The cell of the most recent move. */
  readonly lastMove?: number;
  /** Draw the board in its solved state. */
  readonly solved?: boolean;
  /** Title line, e.g. "Daily #312 · Hard · Friday". */
  readonly title?: T;
  /** The language of the picture's own words ("Solved!", alt text); English when absent. */
  readonly locale?: Locale;
  /**
   * The reply's language and the title said in it, when the picture draws its words in another
   * (its glyphs lack the reply's script): the alt text speaks the reply's.
   */
  readonly speech?: { readonly locale: Locale; readonly title?: string };
  /**
   * When the game began and (once over) ended, ms since the epoch: the core adds the running
   * clock to the title when it draws the board. The renderer itself ignores these.
   */
  readonly startedAt?: number;
  readonly finishedAt?: number;
  /** Level name for alt text, e.g. "hard". */
  readonly level?: string;
}

/** Longest title the picture and alt text accept. */
export const MAX_TITLE_LENGTH = 120;

export const VIEW_ERROR_CODES = [
  'bad-geometry',
  'wrong-length',
  'bad-digit',
  'cell-conflict',
  'bad-note',
  'bad-cell',
  'bad-house',
  'bad-link',
  'title-too-long',
] as const;
export type ViewErrorCode = (typeof VIEW_ERROR_CODES)[number];

export interface ViewError {
  readonly code: ViewErrorCode;
  /** A sentence naming the field and the problem, e.g. "entries[12] is 10; digits go up to 9". */
  readonly message: string;
}

/**
 * Checks a view before anything draws it: sizes of every array, digits within 0..size, notes
 * only on digits of the board, highlight cells and houses on the board, no cell holding two
 * different digits.
 */
export function validateView(view: BoardView): Result<BoardView, ViewError> {
  const problem = findViewProblem(view);
  return problem ? err(problem) : ok(view);
}

function findViewProblem(view: BoardView): ViewError | undefined {
  const { geometry } = view;
  const size: number = geometry.size;
  if (!isSize(size) || geometry.cellCount !== size * size) {
    return fail(
      'bad-geometry',
      `geometry ${geometry.id} has size ${size}; boards are 4, 6, 9 or 16 wide`,
    );
  }
  const cells = geometry.cellCount;
  const digitArrays = [
    ['givens', view.givens],
    ['entries', view.entries],
    ['revealed', view.revealed],
  ] as const;
  for (const [name, values] of digitArrays) {
    if (values === undefined) continue;
    if (values.length !== cells) {
      return fail(
        'wrong-length',
        `${name} has ${values.length} cells; a ${size}x${size} board has ${cells}`,
      );
    }
    for (let i = 0; i < cells; i++) {
      const d = values[i]!;
      if (!Number.isInteger(d) || d < 0 || d > size) {
        return fail(
          'bad-digit',
          `${name}[${i}] is ${d}; digits on a ${size}x${size} board go from 1 to ${size} (0 = empty)`,
        );
      }
    }
  }
  for (let i = 0; i < cells; i++) {
    const given = view.givens[i]!;
    const entry = view.entries[i]!;
    const shown = view.revealed?.[i] ?? 0;
    const digits = [given, entry, shown].filter((d) => d !== 0);
    if (digits.some((d) => d !== digits[0])) {
      return fail(
        'cell-conflict',
        `cell ${i} holds different digits (given ${given}, entry ${entry}, revealed ${shown})`,
      );
    }
  }
  if (view.notes) {
    if (view.notes.length !== cells) {
      return fail(
        'wrong-length',
        `notes has ${view.notes.length} cells; a ${size}x${size} board has ${cells}`,
      );
    }
    const allowed = ((1 << size) - 1) << 1;
    const bad = view.notes.findIndex((mask) => (mask & ~allowed) !== 0);
    if (bad >= 0) {
      return fail(
        'bad-note',
        `notes[${bad}] marks digits outside 1-${size} (mask ${view.notes[bad]})`,
      );
    }
  }
  const isCell = (c: number) => Number.isInteger(c) && c >= 0 && c < cells;
  const h = view.highlights;
  const cellLists = [
    ['highlights.pattern', h?.pattern],
    ['highlights.targets', h?.targets],
    ['highlights.unsure', h?.unsure],
    ['highlights.sources', h?.sources],
    ['highlights.fins', h?.fins],
    ['highlights.sets', h?.sets?.flat()],
    ['highlights.sightLines', h?.sightLines?.flatMap((l) => [l.from, l.to])],
    ['lastMove', view.lastMove === undefined ? undefined : [view.lastMove]],
  ] as const;
  for (const [name, list] of cellLists) {
    const bad = list?.find((c) => !isCell(c));
    if (bad !== undefined)
      return fail('bad-cell', `${name} names cell ${bad}; cells go from 0 to ${cells - 1}`);
  }
  for (const [name, list] of [
    ['highlights.eliminations', h?.eliminations],
    ['highlights.candidates', h?.candidates],
    ['highlights.offCandidates', h?.offCandidates],
    ['highlights.placements', h?.placements],
    ['highlights.shownCandidates', h?.shownCandidates],
    ['highlights.links', h?.links?.flatMap((l) => [l.from, l.to])],
    ['highlights.route', h?.route?.flatMap((r) => [...r.placements, ...r.eliminations])],
  ] as const) {
    for (const { cell, digit } of list ?? []) {
      if (!isCell(cell))
        return fail('bad-cell', `${name} names cell ${cell}; cells go from 0 to ${cells - 1}`);
      if (!Number.isInteger(digit) || digit < 1 || digit > size) {
        return fail(
          'bad-digit',
          `${name} names digit ${digit} in cell ${cell}; digits go from 1 to ${size}`,
        );
      }
    }
  }
  const isHouse = (i: number) => Number.isInteger(i) && i >= 0 && i < geometry.houses.length;
  for (const [name, list] of [
    ['highlights.houses', h?.houses],
    ['highlights.baseHouses', h?.baseHouses],
    ['highlights.coverHouses', h?.coverHouses],
    ['highlights.sightLines', h?.sightLines?.map((l) => l.house)],
  ] as const) {
    const bad = list?.find((i) => !isHouse(i));
    if (bad !== undefined) {
      return fail(
        'bad-house',
        `${name} names house ${bad}; this geometry has ${geometry.houses.length}`,
      );
    }
  }
  const loop = h?.links?.find((l) => l.from.cell === l.to.cell && l.from.digit === l.to.digit);
  if (loop) {
    return fail(
      'bad-link',
      `highlights.links links a candidate to itself (digit ${loop.to.digit} in cell ${loop.to.cell})`,
    );
  }
  const blind = h?.sightLines?.find(
    (l) =>
      !geometry.houses[l.house]!.cells.includes(l.from) ||
      !geometry.houses[l.house]!.cells.includes(l.to),
  );
  if (blind) {
    return fail(
      'bad-house',
      `highlights.sightLines runs from cell ${blind.from} to ${blind.to} along house ${blind.house}, which does not hold both`,
    );
  }
  if (h?.technique !== undefined && h.technique.length > MAX_TITLE_LENGTH) {
    return fail('title-too-long', `highlights.technique has ${h.technique.length} characters`);
  }
  if (view.title !== undefined && view.title.length > MAX_TITLE_LENGTH) {
    return fail(
      'title-too-long',
      `the title has ${view.title.length} characters; at most ${MAX_TITLE_LENGTH} fit`,
    );
  }
  return undefined;
}

function fail(code: ViewErrorCode, message: string): ViewError {
  return { code, message };
}
