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
import { gridErrorText } from '../bot/grid-words.ts';
import { hintFailureText } from '../bot/hint-words.ts';
import type { MessageKey } from '../i18n/catalogs/index.ts';
import type { Locale } from '../i18n/locales.ts';
import { listOf, msg, verbatim, type Text } from '../i18n/text.ts';
import { parseArgs, type CliIo } from './command.ts';
import { cliVoice } from './voice.ts';

const VALUE_FLAGS = [
  'out',
  'theme',
  'scale',
  'title',
  'variant',
  'jigsaw',
  'level',
  'cell',
  'lang',
];
/** Puzzle files larger than this are not read (a grid fits in a few hundred bytes). */
const MAX_PUZZLE_FILE_BYTES = 64 * 1024;

function geometryFor(flags: Map<string, string | true>): Result<Geometry | undefined, Text> {
  const jigsaw = flags.get('jigsaw');
  if (typeof jigsaw === 'string') {
    const parsed = jigsawGeometry(jigsaw);
    return parsed.ok ? ok(parsed.value) : err(verbatim(parsed.error.message));
  }
  const variant = flags.get('variant');
  if (variant === undefined || variant === 'classic') return ok(undefined);
  if (variant === 'x') return ok(sudokuXGeometry(9));
  if (variant === 'windoku') return ok(windokuGeometry());
  return err(msg('cli.render.variant', { variant: String(variant) }));
}

// Why a puzzle has no solution to show, as the bot says it.
const SOLUTION_PROBLEM: Record<'none' | 'multiple' | 'invalid' | 'gave-up', Text> = {
  none: msg('hint-error.no-solution'),
  multiple: msg('hint-error.multiple'),
  invalid: msg('grid.no-solution'),
  'gave-up': msg('hint-error.gave-up'),
};

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
    /** The language of the alt text (the picture's own words stay English, as its glyphs can). */
    locale?: Locale;
  },
): Result<BoardView, Text> {
  const { geometry } = grid;
  let revealed: Uint8Array | undefined;
  if (options.solution) {
    const result = solve(grid, { maxNodes: 2_000_000 });
    if (result.status !== 'unique') return err(SOLUTION_PROBLEM[result.status]);
    revealed = result.solution.map((d, c) => (grid.values[c] ? 0 : d));
  }
  let highlights: BoardView['highlights'];
  if (options.hintLevel !== undefined) {
    let cell: number | undefined;
    if (options.hintCell !== undefined) {
      cell = parseCellName(options.hintCell, geometry.size);
      if (cell === undefined) {
        return err(msg('cli.not-a-cell', { cell: options.hintCell, size: geometry.size }));
      }
    }
    const next =
      cell === undefined
        ? hint({ grid }, options.hintLevel)
        : hintForCell({ grid }, cell, options.hintLevel);
    if (!next.ok) return err(hintFailureText(next.error, grid, cell));
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
    ...(options.locale !== undefined ? { speech: { locale: options.locale } } : {}),
  });
}

/** Runs `sudoku render` (its usage and summary are listed in src/cli.ts). */
export async function run(args: readonly string[], io: CliIo, usage: MessageKey): Promise<number> {
  const { positional, flags } = parseArgs(args, VALUE_FLAGS);
  const voice = cliVoice('render', flags.get('lang'), io, usage);
  if (!voice) return 2;
  const puzzle = positional.at(0);
  if (puzzle === undefined) return voice.usage();
  const geometry = geometryFor(flags);
  if (!geometry.ok) return voice.fail(geometry.error);
  const parsed = parseGrid(puzzleText(puzzle), geometry.value ? { geometry: geometry.value } : {});
  if (!parsed.ok) return voice.fail(gridErrorText(parsed.error));
  const theme = flags.get('theme') ?? 'light';
  if (typeof theme !== 'string' || !(THEMES as readonly string[]).includes(theme)) {
    const themes = listOf(
      THEMES.map((t) => verbatim(t)),
      'disjunction',
    );
    return voice.fail(msg('cli.render.theme', { themes }));
  }
  const scaleFlag = flags.get('scale');
  const scale = typeof scaleFlag === 'string' ? Number(scaleFlag) : 1;
  const title = flags.get('title');
  const rawLevel = flags.get('level');
  const level = rawLevel === undefined ? 3 : typeof rawLevel === 'string' ? Number(rawLevel) : NaN;
  if (level !== 1 && level !== 2 && level !== 3) return voice.fail(msg('cli.render.level'));
  const view = viewOfPuzzle(parsed.value, {
    ...(typeof title === 'string' ? { title } : {}),
    notes: flags.has('notes'),
    solution: flags.has('solution'),
    ...(flags.has('hint') ? { hintLevel: level } : {}),
    ...(typeof flags.get('cell') === 'string' ? { hintCell: flags.get('cell') as string } : {}),
    bare: flags.has('bare'),
    locale: voice.locale,
  });
  if (!view.ok) return voice.fail(view.error, 1);
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
    return voice.fail(verbatim(error instanceof Error ? error.message : String(error)));
  }
  writeFileSync(file, png);
  io.out(voice.say(msg('cli.render.wrote', { file, kb: png.length / 1024 })));
  io.out(altText(view.value));
  return 0;
}
