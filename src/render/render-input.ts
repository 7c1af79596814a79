// The checks every picture request passes before it is drawn, free of sharp, so that the render
// pool on the main thread can refuse a bad request without loading the drawing code.

import type { RenderOptions } from '../bot/ports.ts';
import { THEMES } from './theme.ts';
import { validateView, type BoardView } from './view.ts';

/** Scales outside this range are refused: tiny pictures are unreadable, huge ones are slow. */
export const MIN_SCALE = 0.25;
export const MAX_SCALE = 4;

/** Checks the view and options; throws a RangeError naming the problem (views are our own). */
export function checkRenderInput(view: BoardView, options: RenderOptions): void {
  const checked = validateView(view);
  if (!checked.ok)
    throw new RangeError(`invalid board view (${checked.error.code}): ${checked.error.message}`);
  const scale = options.scale ?? 1;
  if (!Number.isFinite(scale) || scale < MIN_SCALE || scale > MAX_SCALE) {
    throw new RangeError(`scale ${scale} is outside ${MIN_SCALE}-${MAX_SCALE}`);
  }
  if (options.theme !== undefined && !(THEMES as readonly string[]).includes(options.theme)) {
    throw new RangeError(`unknown theme '${String(options.theme)}'; use light or dark`);
  }
}
