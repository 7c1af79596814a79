// BoardView -> SVG document made of rectangles and glyph paths only (no <text>): highlight fills,
// the cached grid layers, digits, notes, hint marks and the title line.

import { digitSymbol } from '../engine/cell.ts';
import { GlyphInk, measureText, px } from './glyphs.ts';
import { gridLayers } from './grid-svg.ts';
import { boardLayout, cellOrigin, noteCentre, type Layout } from './layout.ts';
import { themeColours, type Theme, type ThemeName } from './theme.ts';
import type { BoardView } from './view.ts';

export interface SvgOptions {
  readonly theme?: ThemeName;
  /** Multiplier on the default size. */
  readonly scale?: number;
}

/** The picture of a (validated) view as an SVG document, and its pixel size. */
export function buildBoardSvg(
  view: BoardView,
  options: SvgOptions = {},
): { svg: string; width: number; height: number } {
  const themeName = options.theme ?? 'light';
  const theme = themeColours(themeName);
  const scale = options.scale ?? 1;
  const solved = view.solved === true;
  const layout = boardLayout(
    view.geometry.size,
    view.title !== undefined || solved || showsSolution(view),
  );
  const layers = gridLayers(view.geometry, layout, theme, themeName, solved);
  const body = [
    layers.under,
    cellFills(view, layout, theme),
    layers.over,
    cellOutlines(view, layout, theme),
    digits(view, layout, theme),
    notes(view, layout, theme),
    titleLine(view, layout, theme),
  ].join('');
  const width = Math.round(layout.width * scale);
  const height = Math.round(layout.height * scale);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${layout.width} ${layout.height}">${body}</svg>`;
  return { svg, width, height };
}

function cellRect(layout: Layout, cell: number, fill: string): string {
  const { x, y } = cellOrigin(layout, cell);
  return `<rect x="${x}" y="${y}" width="${layout.cell}" height="${layout.cell}" fill="${fill}"/>`;
}

// One fill per cell, the most specific highlight winning: target, pattern, last move, house.
function cellFills(view: BoardView, layout: Layout, theme: Theme): string {
  const h = view.highlights;
  const fills = new Map<number, string>();
  for (const house of h?.houses ?? []) {
    for (const c of view.geometry.houses[house]!.cells) fills.set(c, theme.house);
  }
  if (view.lastMove !== undefined) fills.set(view.lastMove, theme.lastMove);
  for (const c of h?.pattern ?? []) fills.set(c, theme.pattern);
  for (const c of h?.targets ?? []) fills.set(c, theme.target);
  if (fills.size === 0) return '';
  const rects = [...fills].map(([cell, fill]) => cellRect(layout, cell, fill)).join('');
  return `<g shape-rendering="crispEdges">${rects}</g>`;
}

function insetRect(layout: Layout, cell: number, inset: number, attrs: string): string {
  const { x, y } = cellOrigin(layout, cell);
  const side = layout.cell - 2 * inset;
  return `<rect x="${px(x + inset + 0.5)}" y="${px(y + inset + 0.5)}" width="${px(side)}" height="${px(side)}" rx="${px(inset)}" fill="none" ${attrs}/>`;
}

function cellOutlines(view: BoardView, layout: Layout, theme: Theme): string {
  const h = view.highlights;
  const parts: string[] = [];
  const stroke = layout.size === 16 ? 2 : 2.5;
  const inset = layout.thickLine / 2 + stroke / 2 + 1;
  const targets = new Set(h?.targets);
  const marks = new GlyphInk();
  if (view.lastMove !== undefined && !targets.has(view.lastMove)) {
    parts.push(
      insetRect(
        layout,
        view.lastMove,
        inset,
        `stroke="${theme.lastMoveLine}" stroke-width="${stroke}"`,
      ),
    );
  }
  for (const c of targets) {
    parts.push(
      insetRect(layout, c, inset, `stroke="${theme.targetLine}" stroke-width="${stroke}"`),
    );
  }
  for (const c of h?.unsure ?? []) {
    const dash = `${px(layout.cell / 10)} ${px(layout.cell / 16)}`;
    parts.push(
      insetRect(
        layout,
        c,
        inset,
        `stroke="${theme.unsure}" stroke-width="${stroke}" stroke-dasharray="${dash}"`,
      ),
    );
    const { x, y } = cellOrigin(layout, c);
    // A badge on the outline's corner, like a notification dot, clear of the digit.
    const r = layout.cell * 0.11;
    const cx = x + layout.cell - inset;
    const cy = y + inset + 0.5;
    parts.push(
      `<circle cx="${px(cx)}" cy="${px(cy)}" r="${px(r)}" fill="${theme.unsure}" stroke="${theme.cell}" stroke-width="1.5"/>`,
    );
    marks.centred(layout.roles.mark, '?', cx, cy);
  }
  parts.push(marks.svg(theme.emphasisText));
  return parts.join('');
}

function digits(view: BoardView, layout: Layout, theme: Theme): string {
  const { roles, cell: side } = layout;
  const given = new GlyphInk();
  const entry = new GlyphInk();
  const revealed = new GlyphInk();
  for (let c = 0; c < view.geometry.cellCount; c++) {
    const { x, y } = cellOrigin(layout, c);
    const cx = x + side / 2 + 0.5;
    const cy = y + side / 2 + 0.5;
    if (view.givens[c]) given.centred(roles.given, digitSymbol(view.givens[c]!), cx, cy);
    else if (view.entries[c]) entry.centred(roles.entry, digitSymbol(view.entries[c]!), cx, cy);
    else if (view.revealed?.[c])
      revealed.centred(roles.revealed, digitSymbol(view.revealed[c]!), cx, cy);
  }
  return given.svg(theme.given) + entry.svg(theme.entry) + revealed.svg(theme.revealed);
}

function filled(view: BoardView, cell: number): boolean {
  return view.givens[cell] !== 0 || view.entries[cell] !== 0 || (view.revealed?.[cell] ?? 0) !== 0;
}

// Notes of empty cells, plus the candidates a hint emphasises (on a disc) or eliminates (struck
// through), which are drawn even when the player has not noted them.
function notes(view: BoardView, layout: Layout, theme: Theme): string {
  const role = layout.roles.note;
  const h = view.highlights;
  const key = (cell: number, digit: number) => cell * 32 + digit;
  const eliminated = new Set((h?.eliminations ?? []).map((e) => key(e.cell, e.digit)));
  const emphasised = new Set((h?.candidates ?? []).map((e) => key(e.cell, e.digit)));
  const plain = new GlyphInk();
  const struck = new GlyphInk();
  const strikes: string[] = [];
  const discs: string[] = [];
  const onDiscs = new GlyphInk();
  const radius = (layout.cell * 0.84) / layout.noteCols / 2 - 0.5;
  const reach = role.capHeight * 0.75;
  for (let c = 0; c < view.geometry.cellCount; c++) {
    if (filled(view, c)) continue;
    const mask = view.notes?.[c] ?? 0;
    for (let d = 1; d <= layout.size; d++) {
      const k = key(c, d);
      const noted = (mask & (1 << d)) !== 0;
      if (!noted && !eliminated.has(k) && !emphasised.has(k)) continue;
      const { x, y } = noteCentre(layout, c, d);
      const symbol = digitSymbol(d);
      if (eliminated.has(k)) {
        struck.centred(role, symbol, x, y);
        strikes.push(`M${px(x - reach)} ${px(y + reach)}L${px(x + reach)} ${px(y - reach)}`);
      } else if (emphasised.has(k)) {
        const r = px(radius);
        discs.push(
          `M${px(x - radius)} ${px(y)}a${r} ${r} 0 1 0 ${px(2 * radius)} 0a${r} ${r} 0 1 0 ${px(-2 * radius)} 0z`,
        );
        onDiscs.centred(role, symbol, x, y);
      } else {
        plain.centred(role, symbol, x, y);
      }
    }
  }
  const parts = [plain.svg(theme.note)];
  if (discs.length) {
    // Discs as one path of circles (two arcs each): one element instead of one per disc.
    parts.push(`<path fill="${theme.emphasis}" d="${discs.join('')}"/>`);
    parts.push(onDiscs.svg(theme.emphasisText));
  }
  if (strikes.length) {
    const width = px(Math.max(1.2, role.capHeight * 0.14));
    parts.push(struck.svg(theme.elimination));
    parts.push(
      `<path d="${strikes.join('')}" stroke="${theme.elimination}" stroke-width="${width}" stroke-linecap="round"/>`,
    );
  }
  return parts.join('');
}

const ELLIPSIS = '…';

// Title on the left above the grid; a solved board gets a badge on the right.
function titleLine(view: BoardView, layout: Layout, theme: Theme): string {
  if (!layout.hasTitleBand) return '';
  const parts: string[] = [];
  const right = layout.gridX + layout.gridSize;
  let room = layout.gridSize + layout.gridX - 18;
  const left = 18;
  const badge = view.solved
    ? badgePill(layout, right, 'Solved!', theme.badge, theme.badgeText, true)
    : showsSolution(view)
      ? badgePill(layout, right, 'Solution', theme.revealed, theme.page, false)
      : undefined;
  if (badge) {
    parts.push(badge.svg);
    room -= badge.width + 12;
  }
  if (view.title) {
    const role = layout.roles.title;
    let text = view.title;
    if (measureText(role, text) > room) {
      const chars = [...text];
      while (chars.length > 1 && measureText(role, chars.join('') + ELLIPSIS) > room) chars.pop();
      text = chars.join('').trimEnd() + ELLIPSIS;
    }
    parts.push(new GlyphInk().line(role, text, left, layout.titleBaseline).svg(theme.title));
  }
  return parts.join('');
}

/** A full board that the player did not finish: the revealed digits are the answer. */
function showsSolution(view: BoardView): boolean {
  if (view.solved || !view.revealed?.some((d) => d !== 0)) return false;
  return view.givens.every((d, c) => d !== 0 || view.entries[c] !== 0 || view.revealed![c] !== 0);
}

// A pill on the right of the title line: "Solved!" with a check mark, or "Solution".
function badgePill(
  layout: Layout,
  right: number,
  label: string,
  fill: string,
  ink: string,
  check: boolean,
): { svg: string; width: number } {
  const role = layout.roles.badge;
  const height = 30;
  const checkWidth = check ? 15 + 6 : 0;
  const padX = 12;
  const width = padX + checkWidth + measureText(role, label) + padX;
  const x = right - width;
  const mid = layout.titleBaseline - layout.roles.title.capHeight / 2;
  const top = mid - height / 2;
  const cx = x + padX;
  const mark = check
    ? `<path d="M${px(cx + 1)} ${px(mid)}l4.8 4.8l9-9.3" stroke="${ink}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`
    : '';
  const svg = [
    `<rect x="${px(x)}" y="${px(top)}" width="${px(width)}" height="${height}" rx="${height / 2}" fill="${fill}"/>`,
    mark,
    new GlyphInk().line(role, label, cx + checkWidth, mid + role.capHeight / 2).svg(ink),
  ].join('');
  return { svg, width };
}
