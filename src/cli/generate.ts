// `sudoku generate --level LEVEL [--seed S] [--count N] [--variant V] [--symmetry S]`:
// one `PUZZLE RATING LEVEL` line per puzzle (data, as is); errors and the chosen seed are said in
// the language of --lang or the environment.

import { randomBytes } from 'node:crypto';
import { formatGrid } from '../engine/format.ts';
import {
  checkSeed,
  generate,
  geometryOfVariant,
  levelsFor,
  MAX_BUDGET,
  MAX_SEED_LENGTH,
  parseSymmetry,
  parseVariant,
  PLAY_VARIANTS,
  SYMMETRIES,
  type GeneratedPuzzle,
} from '../engine/generate/index.ts';
import { isLevel, LEVELS } from '../engine/levels.ts';
import type { MessageKey } from '../i18n/catalogs/index.ts';
import { listOf, msg, verbatim } from '../i18n/text.ts';
import { parseArgs, type CliIo } from './command.ts';
import { cliVoice } from './voice.ts';

/** Most puzzles one run prints. */
export const MAX_GENERATE_COUNT = 10_000;

const VALUE_FLAGS = ['level', 'seed', 'count', 'variant', 'symmetry', 'budget', 'lang'];
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
export async function run(args: readonly string[], io: CliIo, usage: MessageKey): Promise<number> {
  const { positional, flags } = parseArgs(args, VALUE_FLAGS);
  const voice = cliVoice('generate', flags.get('lang'), io, usage);
  if (!voice) return 2;
  const fail = voice.fail;
  const words = (list: readonly string[], type?: 'disjunction') =>
    listOf(
      list.map((w) => verbatim(w)),
      type,
    );
  const unknown = [...flags.keys()].find((f) => !VALUE_FLAGS.includes(f) && !SWITCHES.includes(f));
  if (unknown !== undefined || positional.length > 0) {
    const options = verbatim([...VALUE_FLAGS, ...SWITCHES].map((f) => `--${f}`).join(', '));
    return fail(
      unknown === undefined
        ? msg('cli.unexpected-argument', { argument: positional[0]!, options })
        : msg('cli.unknown-option', { option: unknown, options }),
    );
  }
  const value = (name: string): string | undefined => {
    const v = flags.get(name);
    return v === true ? '' : v;
  };
  const level = value('level');
  if (level === undefined || !isLevel(level)) {
    const levels = words(LEVELS, 'disjunction');
    return fail(
      level
        ? msg('cli.generate.unknown-level', { level, levels })
        : msg('cli.generate.level-required', { levels }),
    );
  }
  const variantText = value('variant') ?? 'classic';
  const variant = parseVariant(variantText);
  if (!variant.ok) {
    const variants = words(PLAY_VARIANTS, 'disjunction');
    return fail(msg('cli.generate.variant', { variant: variantText.trim(), variants }));
  }
  const geometry = geometryOfVariant(variant.value);
  if (!levelsFor(geometry).includes(level)) {
    const levels = words(levelsFor(geometry), 'disjunction');
    return fail(msg('cli.generate.variant-levels', { variant: variant.value, level, levels }));
  }
  const symmetryText = value('symmetry') ?? 'rotate180';
  const symmetry = parseSymmetry(symmetryText);
  if (!symmetry.ok) {
    const symmetries = words(SYMMETRIES, 'disjunction');
    return fail(msg('cli.generate.symmetry', { symmetry: symmetryText.trim(), symmetries }));
  }
  const count = wholeNumber(value('count') ?? '1', 1, MAX_GENERATE_COUNT);
  if (count === undefined)
    return fail(msg('cli.whole-number', { flag: 'count', max: MAX_GENERATE_COUNT }));
  const budgetText = value('budget');
  const budget = budgetText === undefined ? undefined : wholeNumber(budgetText, 1, MAX_BUDGET);
  if (budgetText !== undefined && budget === undefined) {
    return fail(msg('cli.generate.budget', { max: MAX_BUDGET }));
  }
  let seed = value('seed');
  if (seed === undefined) {
    seed = randomBytes(6).toString('hex');
    io.err(voice.say(msg('cli.generate.seed', { seed })));
  }
  if (checkSeed(seed)) return fail(msg('cli.generate.bad-seed', { max: MAX_SEED_LENGTH }));

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
      fail(msg('cli.generate.failed', { n: i + 1, text: verbatim(result.error.message) }));
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
