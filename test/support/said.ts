// What the bot and the CLI say of the engine's facts, in English through the catalogs: the
// engine tests read a step's explanation or a hint's words here (the engine builds none).

import { briefly, hintText } from '../../src/bot/hint-words.ts';
import type { HintAnswer } from '../../src/bot/services.ts';
import { explainStep, stepWords } from '../../src/bot/step-words.ts';
import { classicGeometry, isSize, type Geometry } from '../../src/engine/geometry.ts';
import type { Grid } from '../../src/engine/grid.ts';
import type { Step } from '../../src/engine/logic/step.ts';
import { renderText } from '../../src/i18n/text.ts';

/** A step explained in English; the classic geometry of its size unless one is given. */
export function explainEn(step: Step, geometry?: Geometry): string {
  const g = geometry ?? classicGeometry(isSize(step.size) ? step.size : 9);
  return renderText(explainStep(step, stepWords(g)), 'en');
}

/** A step in brief ("r5c9=1 (Hidden Single)"), in English. */
export function brieflyEn(step: Step, geometry: Geometry): string {
  return renderText(briefly(step, stepWords(geometry)), 'en');
}

/** A hint's words in English (an engine Hint, or a worker's answer), on the board it is about. */
export function hintEn(hint: HintAnswer, grid: Grid): string {
  return renderText(hintText(hint, grid), 'en');
}
