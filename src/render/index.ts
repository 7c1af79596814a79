// The render service: board pictures, alt text, text boards and share lines.

export { altText, textBoard, MAX_ALT_TEXT } from './alt-text.ts';
export { createRenderer, renderBoard, renderBoardSvg, renderBoardViaSvg } from './render-board.ts';
export { MAX_SCALE, MIN_SCALE } from './render-input.ts';
export {
  createRenderPool,
  defaultPoolSize,
  type RenderPool,
  type RenderPoolOptions,
  type RenderPoolStats,
} from './render-pool.ts';
export { shareText, SHARE_BOX_MARKS, type ShareBoxMark, type ShareResult } from './share.ts';
export { THEMES, type ThemeName } from './theme.ts';
export {
  MAX_TITLE_LENGTH,
  validateView,
  VIEW_ERROR_CODES,
  type BoardView,
  type ViewError,
  type ViewErrorCode,
} from './view.ts';
