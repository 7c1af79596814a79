// `sudoku render PUZZLE [--out FILE.png] [--theme dark] [--hint [CELL] [--level N]]`: draws a
// puzzle as the bot would, or with --hint the picture of its next hint (with a cell, of the
// route to that cell, as `hint r3c5` shows it).

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseGrid } from '../engine/format.ts';
import {
  jigsawGeometry,
  sudokuXGeometry,
  windokuGeometry,
  type Geometry,
} from '../engine/geometry.ts';
import { candidateMask, type Grid } from '../engine/grid.ts';
import { err, ok, type Result } from '../engine/result.ts';
import { hint, hintForCell } from '../engine/logic/index.ts';
import { parseCellName } from '../engine/cell.ts';
import { solve } from '../engine/solve/index.ts';
import { altText, renderBoard, textBoard, THEMES, type ThemeName } from '../render/index.ts';
import type { BoardView } from '../render/view.ts';
import { parseArgs, type CliIo } from './command.ts';

const VALUE_FLAGS = ['out', 'theme', 'scale', 'title', 'variant', 'jigsaw', 'level', 'cell'];
/** Puzzle files larger than this are not read (a grid fits in a few hundred bytes). */
const MAX_PUZZLE_FILE_BYTES = 64 * 1024;

function geometryFor(flags: Map<string, string | true>): Result<Geometry | undefined, string> {
  const jigsaw = flags.get('jigsaw');
  if (typeof jigsaw === 'string') {
    const parsed = jigsawGeometry(jigsaw);
    return parsed.ok ? ok(parsed.value) : err(parsed.error.message);
  }
  const variant = flags.get('variant');
  if (variant === undefined || variant === 'classic') return ok(undefined);
  if (variant === 'x') return ok(sudokuXGeometry(9));
  if (variant === 'windoku') return ok(windokuGeometry());
  return err(`unknown variant '${String(variant)}'; use classic, x or windoku (or --jigsaw MAP)`);
}

function puzzleText(argument: string): string {
  if (existsSync(argument)) return readFileSync(argument, 'utf8').slice(0, MAX_PUZZLE_FILE_BYTES);
  return argument;
}

/** The view the command draws: givens, and on request candidate notes or the solution. */
export function viewOfPuzzle(
  grid: Grid,
  options: {
    title?: string;
    notes?: boolean;
    solution?: boolean;
    hintLevel?: 1 | 2 | 3;
    /** The cell a hint is about (`hint r3c5`), else the board's next step. */
    hintCell?: string;
    /** Draw no candidate notes, as in a game where the player keeps none. */
    bare?: boolean;
  },
): Result<BoardView, string> {
  const { geometry } = grid;
  let revealed: Uint8Array | undefined;
  if (options.solution) {
    const result = solve(grid, { maxNodes: 2_000_000 });
    if (result.status !== 'unique') return err(`cannot show the solution: ${result.status}`);
    revealed = result.solution.map((d, c) => (grid.values[c] ? 0 : d));
  }
  let highlights: BoardView['highlights'];
  if (options.hintLevel !== undefined) {
    let cell: number | undefined;
    if (options.hintCell !== undefined) {
      cell = parseCellName(options.hintCell, geometry.size);
      if (cell === undefined) {
        return err(
          `'${options.hintCell}' is not a cell: name one like r3c5 (rows and columns 1-${geometry.size})`,
        );
      }
    }
    const next =
      cell === undefined
        ? hint({ grid }, options.hintLevel)
        : hintForCell({ grid }, cell, options.hintLevel);
    if (!next.ok) return err(next.error.message);
    highlights = next.value.highlights;
  }
  // A hint's marks point at candidates: its picture shows them all, unless drawn bare (the
  // candidates the hint talks about are drawn anyway).
  const notes =
    options.notes || (highlights && !options.bare)
      ? Uint32Array.from({ length: geometry.cellCount }, (_, c) => candidateMask(grid, c))
      : undefined;
  return ok({
    geometry,
    givens: grid.values,
    entries: new Uint8Array(geometry.cellCount),
    ...(revealed ? { revealed } : {}),
    ...(notes ? { notes } : {}),
    ...(highlights ? { highlights } : {}),
    ...(options.title !== undefined ? { title: options.title } : {}),
  });
}

/** Runs `sudoku render` (its usage and summary are listed in src/cli.ts). */
export async function run(args: readonly string[], io: CliIo, usage: string): Promise<number> {
  const { positional, flags } = parseArgs(args, VALUE_FLAGS);
  const puzzle = positional.at(0);
  if (puzzle === undefined) {
    io.err(`usage: ${usage}`);
    return 2;
  }
  const geometry = geometryFor(flags);
  if (!geometry.ok) {
    io.err(`sudoku render: ${geometry.error}`);
    return 2;
  }
  const parsed = parseGrid(puzzleText(puzzle), geometry.value ? { geometry: geometry.value } : {});
  if (!parsed.ok) {
    io.err(`sudoku render: ${parsed.error.message}`);
    return 2;
  }
  const theme = flags.get('theme') ?? 'light';
  if (typeof theme !== 'string' || !(THEMES as readonly string[]).includes(theme)) {
    io.err(`sudoku render: --theme takes ${THEMES.join(' or ')}`);
    return 2;
  }
  const scaleFlag = flags.get('scale');
  const scale = typeof scaleFlag === 'string' ? Number(scaleFlag) : 1;
  const title = flags.get('title');
  const rawLevel = flags.get('level');
  const level = rawLevel === undefined ? 3 : typeof rawLevel === 'string' ? Number(rawLevel) : NaN;
  if (level !== 1 && level !== 2 && level !== 3) {
    io.err('sudoku render: --level takes 1, 2 or 3 (how much of the hint to show)');
    return 2;
  }
  const view = viewOfPuzzle(parsed.value, {
    ...(typeof title === 'string' ? { title } : {}),
    notes: flags.has('notes'),
    solution: flags.has('solution'),
    ...(flags.has('hint') ? { hintLevel: level } : {}),
    ...(typeof flags.get('cell') === 'string' ? { hintCell: flags.get('cell') as string } : {}),
    bare: flags.has('bare'),
  });
  if (!view.ok) {
    io.err(`sudoku render: ${view.error}`);
    return 1;
  }
  if (flags.has('text')) {
    io.out(textBoard(view.value));
    return 0;
  }
  const out = flags.get('out');
  const file = typeof out === 'string' ? out : 'board.png';
  let png: Buffer;
  try {
    png = await renderBoard(view.value, { theme: theme as ThemeName, scale });
  } catch (error) {
    io.err(`sudoku render: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  writeFileSync(file, png);
  io.out(`wrote ${file} (${(png.length / 1024).toFixed(1)} KB)`);
  io.out(altText(view.value));
  return 0;
}
