// The generator's public face: seeded puzzles at a level, the players' variants, symmetry, and
// the daily puzzle of a date.

export {
  checkSeed,
  DEFAULT_BUDGETS,
  defaultBudget,
  generate,
  GENERATE_ERROR_CODES,
  levelsFor,
  MAX_BUDGET,
  MAX_SEED_LENGTH,
  minimalByDefault,
  type GenerateError,
  type GenerateErrorCode,
  type GenerateOptions,
  type GeneratedPuzzle,
} from './generate.ts';
export {
  DAILY_ERROR_CODES,
  DAILY_ROUNDS,
  DAILY_SCHEDULE,
  dailyPuzzle,
  dailyPuzzles,
  MAX_DAILY_BATCH,
  type DailyError,
  type DailyErrorCode,
  type DailyOptions,
  type DailyPuzzle,
} from './daily.ts';
export { addDays, parseDate, WEEKDAYS, type CalendarDate, type Weekday } from './calendar.ts';
export {
  DEFAULT_SYMMETRY,
  isSymmetric,
  orbitsOf,
  parseSymmetry,
  SYMMETRIES,
  type Symmetry,
} from './symmetry.ts';
export {
  geometryOfVariant,
  isPlayVariant,
  parseVariant,
  PLAY_VARIANTS,
  VARIANT_DESCRIPTIONS,
  type PlayVariant,
} from './variants.ts';
export { hasUniqueSolution, isMinimal, removableGivens } from './dig.ts';
