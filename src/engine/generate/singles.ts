// A quick test used to build easy puzzles: does the grid fill completely by naked and hidden
// singles alone? If it does, the solution is unique (every placement was forced) and the
// puzzle's rating is at most that of a naked single, so it is easy without running the grader.

import type { Geometry } from '../geometry.ts';

interface Tables {
  readonly all: number;
  readonly peers: readonly Int32Array[];
  readonly houses: readonly Int32Array[];
}

const tablesCache = new WeakMap<Geometry, Tables>();

function tablesOf(geometry: Geometry): Tables {
  let t = tablesCache.get(geometry);
  if (!t) {
    t = {
      all: ((1 << geometry.size) - 1) << 1,
      peers: geometry.peers.map((p) => Int32Array.from(p)),
      houses: geometry.houses.map((h) => Int32Array.from(h.cells)),
    };
    tablesCache.set(geometry, t);
  }
  return t;
}

/** True when naked and hidden singles alone fill every cell of `values` (0 = empty). */
export function solvesWithSingles(geometry: Geometry, values: Uint8Array): boolean {
  const t = tablesOf(geometry);
  const grid = values.slice();
  const cand = new Int32Array(grid.length);
  let empty = 0;
  for (let cell = 0; cell < grid.length; cell++) {
    if (grid[cell]) continue;
    empty++;
    let used = 0;
    for (const peer of t.peers[cell]!) used |= 1 << grid[peer]!;
    cand[cell] = t.all & ~used;
  }
  const place = (cell: number, digit: number): boolean => {
    grid[cell] = digit;
    cand[cell] = 0;
    empty--;
    const bit = 1 << digit;
    for (const peer of t.peers[cell]!) {
      if (grid[peer] !== 0 || !(cand[peer]! & bit)) continue;
      cand[peer] = cand[peer]! & ~bit;
      if (cand[peer] === 0) return false;
    }
    return true;
  };
  let progress = true;
  while (empty > 0 && progress) {
    progress = false;
    for (let cell = 0; cell < grid.length; cell++) {
      const m = cand[cell]!;
      if (grid[cell] === 0 && (m & (m - 1)) === 0) {
        if (m === 0 || !place(cell, 31 - Math.clz32(m))) return false;
        progress = true;
      }
    }
    for (const house of t.houses) {
      let once = 0;
      let twice = 0;
      for (const cell of house) {
        twice |= once & cand[cell]!;
        once |= cand[cell]!;
      }
      let hidden = once & ~twice;
      while (hidden) {
        const bit = hidden & -hidden;
        hidden ^= bit;
        const cell = house.find((c) => (cand[c]! & bit) !== 0);
        // Gone when the cell just took another hidden digit: two digits for one cell.
        if (cell === undefined || !place(cell, 31 - Math.clz32(bit))) return false;
        progress = true;
      }
    }
  }
  return empty === 0;
}
