// BoardView -> PNG: validate, build the scene, then composite it from cached rasters
// (compose.ts) at the default size, or write it as SVG and rasterise it with sharp (librsvg) at
// other scales. Both end in an indexed-colour PNG, which keeps a 9x9 board near 30 KB.

import sharp from 'sharp';
import type { Renderer, RenderOptions } from '../bot/ports.ts';
import { altText } from './alt-text.ts';
import { buildBoardScene } from './board-scene.ts';
import { composeScene } from './compose.ts';
import { encodeIndexedPng } from './png-encode.ts';
import { sceneSvg } from './scene.ts';
import { checkRenderInput } from './render-input.ts';
import type { BoardView } from './view.ts';

/** zlib level of the PNG: 3 is within a few percent of 9 on boards at a fraction of the time. */
const PNG_COMPRESSION = 3;

/** The board as an SVG document (validated first). */
export function renderBoardSvg(view: BoardView, options: RenderOptions = {}): string {
  checkRenderInput(view, options);
  return sceneSvg(buildBoardScene(view, options), options.scale);
}

/**
 * The board as a PNG. Rejects with a RangeError before drawing when the view is invalid. Runs
 * on the calling thread; the bot renders through a pool of workers (render-pool.ts).
 */
export async function renderBoard(view: BoardView, options: RenderOptions = {}): Promise<Buffer> {
  checkRenderInput(view, options);
  if ((options.scale ?? 1) !== 1) return renderBoardViaSvg(view, options);
  return composeScene(buildBoardScene(view, options), PNG_COMPRESSION);
}

/**
 * The board as a PNG drawn the plain way: the whole SVG rasterised by librsvg, then indexed.
 * Slower than compositing; it serves other scales and is the reference the compositor matches.
 */
export async function renderBoardViaSvg(
  view: BoardView,
  options: RenderOptions = {},
): Promise<Buffer> {
  checkRenderInput(view, options);
  const svg = sceneSvg(buildBoardScene(view, options), options.scale);
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return encodeIndexedPng(data, info.width, info.height, PNG_COMPRESSION);
}

/** The Renderer port backed by this module, drawing on the calling thread. */
export function createRenderer(): Renderer {
  return {
    render: (view, options) => renderBoard(view, options),
    altText: (view) => altText(view),
  };
}
