// BoardView -> scene: highlight fills, outlines, digits, notes, hint marks and the title line
// over the cached grid layers. Text is glyph outlines only (no <text>), so no font is looked up.

import { DEFAULT_LOCALE, PSEUDO_LOCALE } from '../i18n/locales.ts';
import { plainText } from '../i18n/pseudo.ts';
import { t, type MessageKey } from '../i18n/translate.ts';
import { drawableText, Ink, measureText, type TextRole } from './glyphs.ts';
import { gridLayers } from './grid-svg.ts';
import { chainLinks, fishLines, noteDiscRadius, sightMarks } from './hint-marks.ts';
import { routeBadges, routePlacements } from './route-marks.ts';
import { setFills, setOutlines } from './set-marks.ts';
import { boardLayout, cellOrigin, noteCentre, type Layout } from './layout.ts';
import { FILL, px, type CellFill, type Scene, type SceneItem } from './scene.ts';
import { circleShape, roundedRectShape, strikeShape } from './shapes.ts';
import { themeColours, type Theme, type ThemeName } from './theme.ts';
import { showsHint, type BoardView } from './view.ts';

export interface SceneOptions {
  readonly theme?: ThemeName;
}

/** The scene of a (validated) view. */
export function buildBoardScene(view: BoardView, options: SceneOptions = {}): Scene {
  const themeName = options.theme ?? 'light';
  const theme = themeColours(themeName);
  const solved = view.solved === true;
  const layout = boardLayout(
    view.geometry.size,
    view.title !== undefined || solved || showsSolution(view),
  );
  const layers = gridLayers(view.geometry, layout, theme, themeName, solved);
  const items: SceneItem[] = [
    ...cellFills(view, theme),
    ...fishLines(view, layout, theme),
    ...sightMarks(view, layout, theme),
    ...cellOutlines(view, layout, theme),
    ...setOutlines(view, layout, theme),
    ...digits(view, layout, theme),
    ...routeBadges(view, layout, theme),
    ...notes(view, layout, theme),
    ...chainLinks(view, layout, theme),
    ...titleLine(view, layout, theme),
  ];
  return { width: layout.width, height: layout.height, grid: layers, items };
}

/** The last move is marked, except in a hint picture, where it would compete with the hint. */
function markedLastMove(view: BoardView): number | undefined {
  return showsHint(view.highlights) ? undefined : view.lastMove;
}

// One fill per cell, the most specific highlight winning: target, an ALS's set, pattern, fin,
// last move,
// a digit placed along a route, house.
function cellFills(view: BoardView, theme: Theme): SceneItem[] {
  const h = view.highlights;
  const fills = new Map<number, string>();
  for (const house of h?.houses ?? []) {
    for (const c of view.geometry.houses[house]!.cells) fills.set(c, theme.house);
  }
  for (const { cell } of routePlacements(view)) fills.set(cell, theme.routeCell);
  const lastMove = markedLastMove(view);
  if (lastMove !== undefined) fills.set(lastMove, theme.lastMove);
  for (const c of h?.fins ?? []) fills.set(c, theme.fin);
  for (const c of h?.pattern ?? []) fills.set(c, theme.pattern);
  for (const [c, colour] of setFills(view, theme)) fills.set(c, colour);
  for (const c of h?.targets ?? []) fills.set(c, theme.target);
  if (fills.size === 0) return [];
  const list: CellFill[] = [...fills].map(([cell, colour]) => ({ cell, colour }));
  return [{ kind: 'fills', fills: list }];
}

function cellOutlines(view: BoardView, layout: Layout, theme: Theme): SceneItem[] {
  const h = view.highlights;
  const stroke = layout.size === 16 ? 2 : 2.5;
  const inset = layout.thickLine / 2 + stroke / 2 + 1;
  const side = layout.cell - 2 * inset;
  const outline = roundedRectShape(side, side, inset);
  const paint = { kind: 'stroke', width: stroke } as const;
  const at = (ink: Ink, cell: number) => {
    const { x, y } = cellOrigin(layout, cell);
    return ink.add(outline, x + inset + 0.5, y + inset + 0.5);
  };
  const targets = new Set(h?.targets);
  const lastMove = new Ink();
  const last = markedLastMove(view);
  if (last !== undefined && !targets.has(last)) at(lastMove, last);
  const targetInk = new Ink();
  for (const c of targets) at(targetInk, c);
  const unsure = new Ink();
  const badgeRim = new Ink();
  const badge = new Ink();
  const marks = new Ink();
  // A badge on the outline's corner, like a notification dot, clear of the digit.
  const r = layout.cell * 0.11;
  for (const c of new Set(h?.unsure)) {
    at(unsure, c);
    const { x, y } = cellOrigin(layout, c);
    const cx = x + layout.cell - inset;
    const cy = y + inset + 0.5;
    badgeRim.add(circleShape(r + 0.75), cx, cy);
    badge.add(circleShape(r - 0.75), cx, cy);
    marks.centred(layout.roles.mark, '?', cx, cy);
  }
  const dash = `${px(layout.cell / 10)} ${px(layout.cell / 16)}`;
  return [
    ...lastMove.items(theme.lastMoveLine, paint),
    ...targetInk.items(theme.targetLine, paint),
    ...unsure.items(theme.unsure, { ...paint, dash }),
    ...badgeRim.items(theme.cell),
    ...badge.items(theme.unsure),
    ...marks.items(theme.emphasisText),
  ];
}

/** How a digit is written in the picture: 10-16 as numbers, as commands and replies write them. */
export function digitLabel(digit: number): string {
  return String(digit);
}

/** The role for a label: two-digit labels smaller by `shrink`, so they fit their place. */
function roleFor(role: TextRole, label: string, shrink: number): TextRole {
  if (label.length === 1) return role;
  return { style: role.style, capHeight: Math.round(role.capHeight * shrink * 10) / 10 };
}

/** Two-digit cell digits: a little smaller than single ones. */
const CELL_TWO_DIGITS = 0.78;
/** Two-digit notes (16x16): smaller still, set a little tighter, to stay within their slot. */
const NOTE_TWO_DIGITS = 0.74;
const NOTE_TWO_DIGITS_TIGHTEN = 0.08;

function digits(view: BoardView, layout: Layout, theme: Theme): SceneItem[] {
  const { roles, cell: side } = layout;
  const given = new Ink();
  const entry = new Ink();
  const revealed = new Ink();
  const placed = new Ink();
  const routed = new Ink();
  const placements = new Map((view.highlights?.placements ?? []).map((p) => [p.cell, p.digit]));
  const route = new Map(routePlacements(view).map((p) => [p.cell, p.digit]));
  const write = (ink: Ink, role: TextRole, digit: number, cx: number, cy: number) => {
    const label = digitLabel(digit);
    ink.centred(roleFor(role, label, CELL_TWO_DIGITS), label, cx, cy);
  };
  for (let c = 0; c < view.geometry.cellCount; c++) {
    const { x, y } = cellOrigin(layout, c);
    const cx = x + side / 2 + 0.5;
    const cy = y + side / 2 + 0.5;
    if (view.givens[c]) write(given, roles.given, view.givens[c]!, cx, cy);
    else if (view.entries[c]) write(entry, roles.entry, view.entries[c]!, cx, cy);
    else if (view.revealed?.[c]) write(revealed, roles.revealed, view.revealed[c]!, cx, cy);
    else if (placements.has(c)) write(placed, roles.given, placements.get(c)!, cx, cy);
    else if (route.has(c)) write(routed, roles.entry, route.get(c)!, cx, cy);
  }
  return [
    ...given.items(theme.given),
    ...entry.items(theme.entry),
    ...revealed.items(theme.revealed),
    ...placed.items(theme.placement),
    ...routed.items(theme.route),
  ];
}

/** Whether a cell shows a large digit (notes are not drawn there). */
function filled(view: BoardView, cell: number, placed: ReadonlySet<number>): boolean {
  return (
    view.givens[cell] !== 0 ||
    view.entries[cell] !== 0 ||
    (view.revealed?.[cell] ?? 0) !== 0 ||
    placed.has(cell)
  );
}

// Notes of empty cells, plus the candidates a hint emphasises (on a disc, or in a ring for a
// chain's false ones) or eliminates (struck through), drawn even when the player has not noted
// them.
function notes(view: BoardView, layout: Layout, theme: Theme): SceneItem[] {
  const role = layout.roles.note;
  const h = view.highlights;
  const key = (cell: number, digit: number) => cell * 32 + digit;
  const keys = (list: readonly { cell: number; digit: number }[] | undefined) =>
    new Set((list ?? []).map((e) => key(e.cell, e.digit)));
  const eliminated = keys([
    ...(h?.eliminations ?? []),
    ...(h?.route ?? []).flatMap((r) => r.eliminations),
  ]);
  const emphasised = keys(h?.candidates);
  const ringed = keys(h?.offCandidates);
  const shown = keys(h?.shownCandidates);
  const placed = new Set((h?.placements ?? []).map((p) => p.cell));
  // A cell a route fills later keeps the candidates the route struck from it before (in its
  // corners, beside the digit), so every elimination the words name can be seen.
  const routed = new Set(routePlacements(view).map((p) => p.cell));
  const plain = new Ink();
  const struck = new Ink();
  const strikes = new Ink();
  const discs = new Ink();
  const onDiscs = new Ink();
  const rings = new Ink();
  const inRings = new Ink();
  const radius = noteDiscRadius(layout);
  const disc = circleShape(radius);
  const ring = circleShape(radius - 0.6);
  // Two-digit notes sit on a pill instead: a disc as wide would cover the neighbours.
  const pillWidth = radius * 3;
  const pill = roundedRectShape(pillWidth, radius * 2, radius);
  const pillRing = roundedRectShape(pillWidth - 1.2, radius * 2 - 1.2, radius - 0.6);
  const strike = strikeShape(role.capHeight * 0.75);
  for (let c = 0; c < view.geometry.cellCount; c++) {
    const later = routed.has(c);
    if (!later && filled(view, c, placed)) continue;
    const mask = later ? 0 : (view.notes?.[c] ?? 0);
    for (let d = 1; d <= layout.size; d++) {
      const k = key(c, d);
      if (later && !eliminated.has(k)) continue;
      const noted = (mask & (1 << d)) !== 0 || shown.has(k);
      if (!noted && !eliminated.has(k) && !emphasised.has(k) && !ringed.has(k)) continue;
      const { x, y } = noteCentre(layout, c, d);
      const label = digitLabel(d);
      const labelRole = roleFor(role, label, NOTE_TWO_DIGITS);
      const write = (ink: Ink) =>
        ink.centred(labelRole, label, x, y, label.length > 1 ? NOTE_TWO_DIGITS_TIGHTEN : 0);
      if (eliminated.has(k)) {
        write(struck);
        strikes.add(strike, x, y);
      } else if (emphasised.has(k)) {
        if (label.length > 1) discs.add(pill, x - pillWidth / 2, y - radius);
        else discs.add(disc, x, y);
        write(onDiscs);
      } else if (ringed.has(k)) {
        if (label.length > 1) rings.add(pillRing, x - pillWidth / 2 + 0.6, y - radius + 0.6);
        else rings.add(ring, x, y);
        write(inRings);
      } else {
        write(plain);
      }
    }
  }
  const strikeWidth = Math.max(1.2, role.capHeight * 0.14);
  return [
    ...plain.items(theme.note),
    ...discs.items(theme.emphasis),
    ...onDiscs.items(theme.emphasisText),
    ...rings.items(theme.emphasis, { kind: 'stroke', width: 1.4 }),
    ...inRings.items(theme.emphasis),
    ...struck.items(theme.elimination),
    ...strikes.items(theme.elimination, { kind: 'stroke', width: strikeWidth, cap: 'round' }),
  ];
}

const ELLIPSIS = '…';

/**
 * A word the picture draws itself ("Solved!") in the view's language, when its glyphs can draw
 * it (the pseudo-locale's without its accents); else in English.
 */
function pictureWord(view: BoardView, key: MessageKey): string {
  const locale = view.locale ?? DEFAULT_LOCALE;
  const said = t(locale, key);
  if (drawableText(said)) return said;
  const plain = locale === PSEUDO_LOCALE ? plainText(said) : '';
  return plain && drawableText(plain) ? plain : t(DEFAULT_LOCALE, key);
}

// Title on the left above the grid; a solved board gets a badge on the right. The line recurs
// (every board of the day's puzzle has it), so it is one reusable vector item.
function titleLine(view: BoardView, layout: Layout, theme: Theme): SceneItem[] {
  if (!layout.hasTitleBand) return [];
  const parts: string[] = [];
  const right = layout.gridX + layout.gridSize;
  let room = layout.gridSize + layout.gridX - 18;
  const left = 18;
  const badge = view.solved
    ? badgePill(layout, right, pictureWord(view, 'alt.solved'), theme.badge, theme.badgeText, true)
    : showsSolution(view)
      ? badgePill(
          layout,
          right,
          pictureWord(view, 'solve.solution'),
          theme.revealed,
          theme.page,
          false,
        )
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
    parts.push(new Ink().line(role, text, left, layout.titleBaseline).svg(theme.title, FILL));
  }
  if (parts.length === 0) return [];
  const box = { x1: 0, y1: 0, x2: layout.width, y2: layout.titleBandBottom };
  return [{ kind: 'vector', svg: parts.join(''), box, reuse: true }];
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
    new Ink().line(role, label, cx + checkWidth, mid + role.capHeight / 2).svg(ink),
  ].join('');
  return { svg, width };
}
