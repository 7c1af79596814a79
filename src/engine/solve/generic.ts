// Exact solver for any geometry: candidate bit masks, propagation of naked and hidden singles
// over every house (extra houses included), and branching on the cell with fewest candidates.
// Contradictions are signalled by returning false, never by throwing.

import type { Geometry } from '../geometry.ts';
import { popcount } from '../grid.ts';

/** What a search found: how many solutions (at most the limit) and the first two of them. */
export interface SearchOutcome {
  count: number;
  solutions: Uint8Array[];
  /** False when the node budget ran out before the search could finish. */
  complete: boolean;
}

interface Tables {
  size: number;
  cellCount: number;
  all: number;
  peers: Int32Array[];
  houses: Int32Array[];
}

const tablesCache = new WeakMap<Geometry, Tables>();

function tablesOf(geometry: Geometry): Tables {
  let t = tablesCache.get(geometry);
  if (!t) {
    t = {
      size: geometry.size,
      cellCount: geometry.cellCount,
      all: ((1 << geometry.size) - 1) << 1,
      peers: geometry.peers.map((p) => Int32Array.from(p)),
      houses: geometry.houses.map((h) => Int32Array.from(h.cells)),
    };
    tablesCache.set(geometry, t);
  }
  return t;
}

const DIGIT_OF_BIT = new Map<number, number>(Array.from({ length: 17 }, (_, d) => [1 << d, d]));

/**
 * Counts solutions of `values` (0 = empty) on `geometry`, stopping at `limit`, and keeps the
 * first two found. `maxNodes` bounds the work: past it the outcome says `complete: false`.
 */
export function searchGeneric(
  geometry: Geometry,
  values: ArrayLike<number>,
  limit: number,
  maxNodes = Number.POSITIVE_INFINITY,
): SearchOutcome {
  const t = tablesOf(geometry);
  const outcome: SearchOutcome = { count: 0, solutions: [], complete: true };
  const cand = new Int32Array(t.cellCount).fill(t.all);
  const grid = new Uint8Array(t.cellCount);
  for (let cell = 0; cell < t.cellCount; cell++) {
    const d = values[cell]!;
    if (d === 0) continue;
    if (!(cand[cell]! & (1 << d)) || !assign(t, grid, cand, cell, d)) return outcome;
  }
  if (!propagate(t, grid, cand)) return outcome;
  let nodes = 0;
  const stack: { grid: Uint8Array; cand: Int32Array }[] = [{ grid, cand }];
  while (stack.length > 0) {
    if (++nodes > maxNodes) {
      outcome.complete = false;
      return outcome;
    }
    const state = stack.pop()!;
    const cell = bestCell(t, state.grid, state.cand);
    if (cell < 0) {
      outcome.count++;
      if (outcome.solutions.length < 2) outcome.solutions.push(state.grid);
      if (outcome.count >= limit) return outcome;
      continue;
    }
    // Push in reverse so the smallest digit is explored first (deterministic order).
    let mask = state.cand[cell]!;
    const tries: number[] = [];
    while (mask) {
      const bit = mask & -mask;
      mask ^= bit;
      tries.push(DIGIT_OF_BIT.get(bit)!);
    }
    for (let i = tries.length - 1; i >= 0; i--) {
      const g = state.grid.slice();
      const c = state.cand.slice();
      if (assign(t, g, c, cell, tries[i]!) && propagate(t, g, c)) stack.push({ grid: g, cand: c });
    }
  }
  return outcome;
}

// Empty cell with the fewest candidates, or -1 when the grid is full.
function bestCell(t: Tables, grid: Uint8Array, cand: Int32Array): number {
  let best = -1;
  let bestCount = 99;
  for (let cell = 0; cell < t.cellCount; cell++) {
    if (grid[cell]) continue;
    const n = popcount(cand[cell]!);
    if (n < bestCount) {
      best = cell;
      bestCount = n;
      if (n <= 2) break;
    }
  }
  return best;
}

// Places d in cell and removes it from the peers; chains into naked singles.
function assign(t: Tables, grid: Uint8Array, cand: Int32Array, cell: number, d: number): boolean {
  const pending = [cell, d];
  while (pending.length > 0) {
    const digit = pending.pop()!;
    const at = pending.pop()!;
    if (grid[at]) {
      if (grid[at] !== digit) return false;
      continue;
    }
    const bit = 1 << digit;
    if (!(cand[at]! & bit)) return false;
    grid[at] = digit;
    cand[at] = bit;
    for (const peer of t.peers[at]!) {
      if (!(cand[peer]! & bit)) continue;
      if (grid[peer]) return false;
      const left = cand[peer]! & ~bit;
      if (left === 0) return false;
      cand[peer] = left;
      if ((left & (left - 1)) === 0) pending.push(peer, DIGIT_OF_BIT.get(left)!);
    }
  }
  return true;
}

// Hidden singles in every house until nothing changes; false on a contradiction.
function propagate(t: Tables, grid: Uint8Array, cand: Int32Array): boolean {
  let changed = true;
  while (changed) {
    changed = false;
    for (const house of t.houses) {
      let once = 0;
      let twice = 0;
      let placed = 0;
      for (const cell of house) {
        const m = cand[cell]!;
        if (grid[cell]) {
          placed |= m;
          continue;
        }
        twice |= once & m;
        once |= m;
      }
      if ((once | placed) !== t.all) return false;
      let hidden = once & ~twice & ~placed;
      while (hidden) {
        const bit = hidden & -hidden;
        hidden ^= bit;
        for (const cell of house) {
          if (!grid[cell] && cand[cell]! & bit) {
            if (!assign(t, grid, cand, cell, DIGIT_OF_BIT.get(bit)!)) return false;
            changed = true;
            break;
          }
        }
      }
    }
  }
  return true;
}
