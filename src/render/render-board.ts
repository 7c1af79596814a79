// BoardView -> PNG: validate, build the SVG, rasterise it with sharp (librsvg) and encode an
// indexed-colour PNG (png-encode.ts), which keeps a 9x9 board near 30 KB.

import sharp from 'sharp';
import type { Renderer, RenderOptions } from '../bot/ports.ts';
import { altText } from './alt-text.ts';
import { buildBoardSvg } from './board-svg.ts';
import { encodeIndexedPng } from './png-encode.ts';
import { THEMES } from './theme.ts';
import { validateView, type BoardView } from './view.ts';

/** Scales outside this range are refused: tiny pictures are unreadable, huge ones are slow. */
export const MIN_SCALE = 0.25;
export const MAX_SCALE = 4;

/** zlib level of the PNG: 3 is within a few percent of 9 on boards at a fraction of the time. */
const PNG_COMPRESSION = 3;

/** Checks the view and options; throws a RangeError naming the problem (views are our own). */
function checkInput(view: BoardView, options: RenderOptions): void {
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

/** The board as an SVG document (validated first). */
export function renderBoardSvg(view: BoardView, options: RenderOptions = {}): string {
  checkInput(view, options);
  return buildBoardSvg(view, options).svg;
}

/** The board as a PNG. Rejects with a RangeError before drawing when the view is invalid. */
export async function renderBoard(view: BoardView, options: RenderOptions = {}): Promise<Buffer> {
  checkInput(view, options);
  const { svg } = buildBoardSvg(view, options);
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return encodeIndexedPng(data, info.width, info.height, PNG_COMPRESSION);
}

/** The Renderer port backed by this module. */
export function createRenderer(): Renderer {
  return {
    render: (view, options) => renderBoard(view, options),
    altText: (view) => altText(view),
  };
}
