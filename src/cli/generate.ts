// `sudoku generate --level LEVEL [--seed S] [--count N] [--variant V] [--symmetry S]`:
// one `PUZZLE RATING LEVEL` line per puzzle.

import { randomBytes } from 'node:crypto';
import { formatGrid } from '../engine/format.ts';
import {
  checkSeed,
  generate,
  geometryOfVariant,
  levelsFor,
  MAX_BUDGET,
  parseSymmetry,
  parseVariant,
  type GeneratedPuzzle,
} from '../engine/generate/index.ts';
import { isLevel, LEVELS } from '../engine/levels.ts';
import { parseArgs, type CliIo } from './command.ts';

/** Most puzzles one run prints. */
export const MAX_GENERATE_COUNT = 10_000;

const VALUE_FLAGS = ['level', 'seed', 'count', 'variant', 'symmetry', 'budget'];
const SWITCHES = ['no-minimal'];

/** The output line of one generated puzzle: `PUZZLE RATING LEVEL`. */
export function generatedLine(puzzle: GeneratedPuzzle): string {
  return `${formatGrid(puzzle.puzzle)} ${puzzle.rating.toFixed(1)} ${puzzle.level}`;
}

/** The seed of the i-th puzzle of a run: the run's seed itself first, then `SEED/i`. */
export function seedOfIndex(seed: string, index: number): string {
  return index === 0 ? seed : `${seed}/${index}`;
}

/** Runs `sudoku generate` (its usage and summary are listed in src/cli.ts). */
export async function run(args: readonly string[], io: CliIo): Promise<number> {
  const fail = (message: string) => {
    io.err(`sudoku generate: ${message}`);
    return 2;
  };
  const { positional, flags } = parseArgs(args, VALUE_FLAGS);
  const unknown = [...flags.keys()].find((f) => !VALUE_FLAGS.includes(f) && !SWITCHES.includes(f));
  if (unknown !== undefined || positional.length > 0) {
    return fail(
      `unexpected ${unknown === undefined ? `argument '${positional[0]}'` : `option --${unknown}`}; options: ${[...VALUE_FLAGS, ...SWITCHES].map((f) => `--${f}`).join(', ')}.`,
    );
  }
  const value = (name: string): string | undefined => {
    const v = flags.get(name);
    return v === true ? '' : v;
  };
  const level = value('level');
  if (level === undefined || !isLevel(level)) {
    return fail(
      `${level ? `unknown level '${level}'` : '--level is required'}: choose one of ${LEVELS.join(', ')}.`,
    );
  }
  const variant = parseVariant(value('variant') ?? 'classic');
  if (!variant.ok) return fail(variant.error.message);
  const geometry = geometryOfVariant(variant.value);
  if (!levelsFor(geometry).includes(level)) {
    return fail(
      `the ${variant.value} variant has no ${level} puzzles: choose ${levelsFor(geometry).join(' or ')}.`,
    );
  }
  const symmetry = parseSymmetry(value('symmetry') ?? 'rotate180');
  if (!symmetry.ok) return fail(symmetry.error.message);
  const count = wholeNumber(value('count') ?? '1', 1, MAX_GENERATE_COUNT);
  if (count === undefined)
    return fail(`--count is a whole number from 1 to ${MAX_GENERATE_COUNT}.`);
  const budgetText = value('budget');
  const budget = budgetText === undefined ? undefined : wholeNumber(budgetText, 1, MAX_BUDGET);
  if (budgetText !== undefined && budget === undefined) {
    return fail(`--budget is a whole number of candidates from 1 to ${MAX_BUDGET}.`);
  }
  let seed = value('seed');
  if (seed === undefined) {
    seed = randomBytes(6).toString('hex');
    io.err(`seed: ${seed}`);
  }
  const seedProblem = checkSeed(seed);
  if (seedProblem) return fail(seedProblem);

  let status = 0;
  for (let i = 0; i < count; i++) {
    const result = generate({
      geometry,
      level,
      seed: seedOfIndex(seed, i),
      symmetry: symmetry.value,
      ...(flags.has('no-minimal') ? { minimal: false } : {}),
      ...(budget === undefined ? {} : { budget }),
    });
    if (result.ok) {
      io.out(generatedLine(result.value));
    } else {
      io.err(`sudoku generate: puzzle ${i + 1}: ${result.error.message}`);
      status = 1;
    }
  }
  return status;
}

function wholeNumber(text: string, min: number, max: number): number | undefined {
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
}
