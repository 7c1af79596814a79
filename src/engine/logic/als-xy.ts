// ALS-XY-Wing, a chain of three almost locked sets a player can follow: A and B share a
// restricted common digit X (every X of one sees every X of the other), B and C another, Y.
// If A lacks Z it is locked and holds X, so B loses X, is locked and holds Y, so C loses Y and
// holds Z: Z is in A or in C, and cells seeing every Z of both lose it. For hints only: Sudoku
// Explainer has no ALS chains, so the rating path never uses it.

import { cellsOfSet, prepare, smallAls, type AlsTable } from './als-sets.ts';
import { alsXzRating } from './als.ts';
import type { CandidateBoard } from './board.ts';
import type { CellDigit, Step } from './step.ts';
import type { SearchContext, Technique } from './technique.ts';

/** True when sets a and b share a cell. */
function overlaps(t: AlsTable, a: number, b: number): boolean {
  for (let w = 0; w < t.words; w++)
    if (t.bits[a * t.words + w]! & t.bits[b * t.words + w]!) return true;
  return false;
}

/** Digits of `common` restricted between prepared sets a and b: every x of one sees every x of the other. */
function restrictedCommons(t: AlsTable, a: number, b: number, common: number): number {
  let out = 0;
  for (let m = common; m; m &= m - 1) {
    const x = 31 - Math.clz32(m & -m);
    let ok = true;
    for (let w = 0; w < t.words && ok; w++) {
      const cellsA = t.digitCells[a * t.stride + x * t.words + w]!;
      const cellsB = t.digitCells[b * t.stride + x * t.words + w]!;
      // The x-cells of each are outside the other and see every x-cell of the other.
      if (cellsA & ~t.digitSeen[b * t.stride + x * t.words + w]!) ok = false;
      if (cellsB & ~t.digitSeen[a * t.stride + x * t.words + w]!) ok = false;
    }
    if (ok) out |= 1 << x;
  }
  return out;
}

/** Cells (bitmap words) seeing every z of a and of c, outside both: where z goes. */
function zTargets(t: AlsTable, a: number, c: number, z: number): CellDigit[] {
  const out: CellDigit[] = [];
  for (let w = 0; w < t.words; w++) {
    let hit = t.reach[a * t.stride + z * t.words + w]! & t.reach[c * t.stride + z * t.words + w]!;
    for (; hit; hit &= hit - 1) out.push({ cell: w * 32 + 31 - Math.clz32(hit & -hit), digit: z });
  }
  return out;
}

function findAlsXyWing(board: CandidateBoard, context: SearchContext): Step | undefined {
  const t = smallAls(board, context);
  const { count, masks } = t;
  for (let i = 0; i < count; i++) prepare(board, t, i);
  // Restricted commons of every pair sharing a digit and no cell, per middle set b.
  const partners: { set: number; rcc: number }[][] = [];
  for (let b = 0; b < count; b++) partners.push([]);
  for (let a = 0; a < count; a++) {
    for (let b = a + 1; b < count; b++) {
      const common = masks[a]! & masks[b]!;
      if (!common || overlaps(t, a, b)) continue;
      const rcc = restrictedCommons(t, a, b, common);
      if (!rcc) continue;
      partners[a]!.push({ set: b, rcc });
      partners[b]!.push({ set: a, rcc });
    }
    context.work -= count;
    if (context.work <= 0) return undefined;
  }
  let best: Step | undefined;
  for (let b = 0; b < count; b++) {
    const list = partners[b]!;
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const { set: a, rcc: rccA } = list[i]!;
        const { set: c, rcc: rccC } = list[j]!;
        if (overlaps(t, a, c)) continue;
        const step = wingStep(board, t, a, b, c, rccA, rccC);
        if (step && (!best || step.rating < best.rating)) best = step;
      }
    }
    context.work -= list.length * list.length;
  }
  return best;
}

function wingStep(
  board: CandidateBoard,
  t: AlsTable,
  a: number,
  b: number,
  c: number,
  rccA: number,
  rccC: number,
): Step | undefined {
  for (let xs = rccA; xs; xs &= xs - 1) {
    const x = 31 - Math.clz32(xs & -xs);
    for (let ys = rccC & ~(1 << x); ys; ys &= ys - 1) {
      const y = 31 - Math.clz32(ys & -ys);
      const zs = t.masks[a]! & t.masks[c]! & ~(1 << x) & ~(1 << y);
      const eliminations: CellDigit[] = [];
      for (let m = zs; m; m &= m - 1)
        eliminations.push(...zTargets(t, a, c, 31 - Math.clz32(m & -m)));
      if (!eliminations.length) continue;
      const cells = [...cellsOfSet(t, a), ...cellsOfSet(t, b), ...cellsOfSet(t, c)];
      const size = t.sizes[a]! + t.sizes[b]! + t.sizes[c]!;
      return {
        technique: 'als-xy-wing',
        rating: Math.round((alsXzRating(size) + 0.3) * 10) / 10,
        size: board.size,
        digits: [x, y, ...new Set(eliminations.map((e) => e.digit))].sort((p, q) => p - q),
        cells,
        houses: [t.houses[a]!, t.houses[b]!, t.houses[c]!],
        extraCells: cellsOfSet(t, b),
        sets: [cellsOfSet(t, a), cellsOfSet(t, b), cellsOfSet(t, c)],
        placements: [],
        eliminations,
        candidates: [
          ...cells.filter((cell) => board.has(cell, x)).map((cell) => ({ cell, digit: x })),
          ...cells.filter((cell) => board.has(cell, y)).map((cell) => ({ cell, digit: y })),
        ],
      };
    }
  }
  return undefined;
}

/** ALS-XY-Wing: three almost locked sets chained by two restricted commons (hints only). */
export const alsXyWing: Technique = {
  id: 'als-xy-wing',
  name: 'ALS-XY-Wing',
  family: 'als',
  rating: Math.round((alsXzRating(4) + 0.3) * 10) / 10,
  find: findAlsXyWing,
};
