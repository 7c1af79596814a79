// Named difficulty levels players see. Each is a band of the numeric rating (Sudoku Explainer
// scale); the bands are defined by the grader (src/engine/grade).

export const LEVELS = ['easy', 'medium', 'hard', 'expert', 'extreme'] as const;
export type Level = (typeof LEVELS)[number];

/** True when `name` is a level name. */
export function isLevel(name: string): name is Level {
  return (LEVELS as readonly string[]).includes(name);
}
