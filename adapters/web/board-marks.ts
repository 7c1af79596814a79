// A hint's highlights as the board UI draws them on the live board: houses become the cells they
// hold (the page knows no geometry beyond its boxes), everything else is cells and candidates.

import type { BoardView, CellDigit } from '../../src/render/view.ts';

/** What the board UI marks for a hint; every cell is an index into the board. */
export interface HintMarks {
  /** Cells of each house to shade (rows, columns, boxes, extra houses). */
  readonly houses: readonly (readonly number[])[];
  /** A fish's base and cover lines. */
  readonly baseHouses: readonly (readonly number[])[];
  readonly coverHouses: readonly (readonly number[])[];
  readonly pattern: readonly number[];
  readonly targets: readonly number[];
  readonly sources: readonly number[];
  readonly fins: readonly number[];
  readonly placements: readonly CellDigit[];
  readonly eliminations: readonly CellDigit[];
  /** Candidates a chain takes as true, and as false. */
  readonly candidates: readonly CellDigit[];
  readonly offCandidates: readonly CellDigit[];
  /** Lines from a digit to the farthest cell it rules out. */
  readonly sightLines: readonly { readonly from: number; readonly to: number }[];
  readonly links: readonly {
    readonly from: CellDigit;
    readonly to: CellDigit;
    readonly strong: boolean;
  }[];
  readonly technique?: string;
}

/** The marks of the hint a board view shows. */
export function hintMarks(view: BoardView): HintMarks {
  const h = view.highlights ?? {};
  const all = view.geometry.houses;
  const houseCells = (houses: readonly number[] | undefined) =>
    (houses ?? []).filter((i) => i >= 0 && i < all.length).map((i) => all[i]!.cells.slice());
  return {
    houses: houseCells(h.houses),
    baseHouses: houseCells(h.baseHouses),
    coverHouses: houseCells(h.coverHouses),
    pattern: [...(h.pattern ?? [])],
    targets: [...(h.targets ?? [])],
    sources: [...(h.sources ?? [])],
    fins: [...(h.fins ?? [])],
    placements: [...(h.placements ?? [])],
    eliminations: [...(h.eliminations ?? [])],
    candidates: [...(h.candidates ?? [])],
    offCandidates: [...(h.offCandidates ?? [])],
    sightLines: (h.sightLines ?? []).map(({ from, to }) => ({ from, to })),
    links: [...(h.links ?? [])],
    ...(h.technique !== undefined && { technique: h.technique }),
  };
}
