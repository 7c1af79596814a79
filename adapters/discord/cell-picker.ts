// The empty cells of a 9x9 (or smaller) board as two string selects, so any cell is one pick
// away (open the menu, choose `r3c5`): Discord allows 25 options a select and five rows a
// message, and the panel needs three rows for digits, Clear and the note switch. Rows are split
// between the two selects where the most cells fit; while more than 50 cells are empty (the
// first moves of a hard puzzle), a row that does not fit is offered as one entry that shows
// its cells as buttons.

import { ComponentType, type APISelectMenuOption } from 'discord.js';
import type { Locale } from '../../src/i18n/locales.ts';
import { translator } from '../../src/i18n/translate.ts';
import type { BoardView } from '../../src/render/view.ts';
import { makeButtonId } from './custom-id.ts';

/** Discord's limit on options in a string select. */
export const MAX_SELECT_OPTIONS = 25;
/** How many selects of cells the panel and the board carry. */
export const CELL_SELECTS = 2;

/** One select's share of the board: its rows, each as its cells or as one row entry. */
export interface CellGroup {
  readonly fromRow: number;
  readonly toRow: number;
  /** Rows offered cell by cell, and rows offered as one entry. */
  readonly rows: readonly { readonly row: number; readonly cells: readonly number[] }[];
  readonly entries: ReadonlySet<number>;
}

/** The digit a cell shows (given, entry or revealed), 0 when empty. */
export function digitAt(view: BoardView, cell: number): number {
  return view.givens[cell] || view.entries[cell] || view.revealed?.[cell] || 0;
}

/** The empty cells (indexes) of each row that has any, top to bottom. */
export function emptyRows(view: BoardView): { row: number; cells: number[] }[] {
  const n = view.geometry.size;
  const rows: { row: number; cells: number[] }[] = [];
  for (let row = 1; row <= n; row++) {
    const cells: number[] = [];
    for (let col = 0; col < n; col++) {
      const cell = (row - 1) * n + col;
      if (!digitAt(view, cell)) cells.push(cell);
    }
    if (cells.length) rows.push({ row, cells });
  }
  return rows;
}

/** Rows into one select: each row's cells while they fit, else the row as one entry. */
function packGroup(rows: { row: number; cells: number[] }[]): CellGroup | undefined {
  if (rows.length === 0) return undefined;
  const entries = new Set<number>();
  let used = 0;
  rows.forEach(({ row, cells }, i) => {
    // Keep an option for each later row, so every row stays reachable.
    const later = rows.length - i - 1;
    if (used + cells.length + later <= MAX_SELECT_OPTIONS) used += cells.length;
    else {
      entries.add(row);
      used += 1;
    }
  });
  return { fromRow: rows[0]!.row, toRow: rows.at(-1)!.row, rows, entries };
}

function cellsOffered(group: CellGroup | undefined): number {
  if (!group) return 0;
  return group.rows.reduce((sum, r) => sum + (group.entries.has(r.row) ? 0 : r.cells.length), 0);
}

/** The board's empty cells split into at most two selects, offering as many cells as can be. */
export function cellGroups(view: BoardView): CellGroup[] {
  const rows = emptyRows(view);
  let best: (CellGroup | undefined)[] = [packGroup(rows)];
  let bestScore = -1;
  for (let split = 1; split < rows.length; split++) {
    const groups = [packGroup(rows.slice(0, split)), packGroup(rows.slice(split))];
    const score = cellsOffered(groups[0]) + cellsOffered(groups[1]);
    // Most cells offered; then the split whose halves are closest in size.
    const balance = -Math.abs(cellsOffered(groups[0]) - cellsOffered(groups[1])) / 100;
    if (score + balance > bestScore) {
      best = groups;
      bestScore = score + balance;
    }
  }
  return best.filter((g): g is CellGroup => g !== undefined);
}

/** `r3c5` of a cell index. */
export function cellName(cell: number, size: number): string {
  return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
}

/** A select of one group: `r3c5` options (the picked cell shown), row entries as `r8`. */
export function cellSelect(
  customId: string,
  group: CellGroup,
  size: number,
  locale: Locale,
  picked?: { row?: number; cell?: number },
) {
  const options: APISelectMenuOption[] = [];
  for (const { row, cells } of group.rows) {
    if (group.entries.has(row)) {
      options.push({
        label: translator.format(locale, 'taps.row-entry', { row, n: cells.length }),
        value: `r${row}`,
        ...(picked?.row === row && picked.cell === undefined && { default: true }),
      });
      continue;
    }
    for (const cell of cells) {
      options.push({
        label: cellName(cell, size),
        value: cellName(cell, size),
        ...(cell === picked?.cell && { default: true }),
      });
    }
  }
  const placeholder =
    group.fromRow === group.toRow
      ? translator.format(locale, 'taps.cells-in-row', { row: group.fromRow })
      : translator.format(locale, 'taps.cells-in-rows', { from: group.fromRow, to: group.toRow });
  return {
    type: ComponentType.ActionRow as const,
    components: [
      {
        type: ComponentType.StringSelect as const,
        custom_id: customId,
        placeholder,
        options: options.slice(0, MAX_SELECT_OPTIONS),
        min_values: 1,
        max_values: 1,
      },
    ],
  };
}

/**
 * The selects of a board's empty cells, told apart by `#1`, `#2` in their pick ids (with `:n` in
 * note mode); the picked cell (or row entry) shows as chosen.
 */
export function cellSelects(
  view: BoardView,
  gameId: string,
  locale: Locale,
  picked?: { row?: number; cell?: number; notes?: boolean },
) {
  const n = view.geometry.size;
  const mode = picked?.notes ? ':n' : '';
  return cellGroups(view).flatMap((group, i) => {
    const id = makeButtonId({ kind: 'pick', gameId, command: `${mode}#${i + 1}` });
    return id ? [cellSelect(id, group, n, locale, picked)] : [];
  });
}
