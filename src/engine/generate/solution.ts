// Random full solutions for any geometry: a randomized depth-first search (fewest candidates
// first, digits tried in a shuffled order). Because it only uses the geometry's houses, extra
// houses (diagonals, windows, jigsaw regions) are respected without special cases.

import type { Geometry } from '../geometry.ts';
import { popcount } from '../grid.ts';
import type { Random } from '../random.ts';

/** Search nodes one try may visit before the search restarts with fresh random choices. */
export const FILL_NODE_LIMIT = 5000;

/** Tries before a geometry counts as having no solution (a jigsaw map can be unsolvable). */
export const FILL_TRIES = 40;

interface FillState {
  readonly values: Uint8Array;
  readonly cand: Int32Array;
}

/**
 * A uniformly varied, valid, completely filled grid for `geometry`, drawn from `random`, or
 * undefined when FILL_TRIES searches found none (a region map with no solution).
 * Deterministic: the same random stream gives the same grid.
 */
export function randomSolution(geometry: Geometry, random: Random): Uint8Array | undefined {
  const all = ((1 << geometry.size) - 1) << 1;
  for (let attempt = 0; attempt < FILL_TRIES; attempt++) {
    const start: FillState = {
      values: new Uint8Array(geometry.cellCount),
      cand: new Int32Array(geometry.cellCount).fill(all),
    };
    const budget = { nodes: FILL_NODE_LIMIT };
    const filled = fill(geometry, start, random, budget);
    if (filled) return filled.values;
  }
  return undefined;
}

function fill(
  geometry: Geometry,
  state: FillState,
  random: Random,
  budget: { nodes: number },
): FillState | undefined {
  if (--budget.nodes < 0) return undefined;
  if (!hiddenSingles(geometry, state)) return undefined;
  const cell = fewestCandidates(state);
  if (cell < 0) return state;
  const digits: number[] = [];
  for (let d = 1; d <= geometry.size; d++) if (state.cand[cell]! & (1 << d)) digits.push(d);
  random.shuffle(digits);
  for (const digit of digits) {
    const next: FillState = { values: state.values.slice(), cand: state.cand.slice() };
    if (!place(geometry, next, cell, digit)) continue;
    const done = fill(geometry, next, random, budget);
    if (done) return done;
    if (budget.nodes < 0) return undefined;
  }
  return undefined;
}

// Places every digit that has one place left in a house, until none; false on a contradiction
// (a digit with no place). Without this, irregular regions send the search into long dead ends.
function hiddenSingles(geometry: Geometry, state: FillState): boolean {
  const all = ((1 << geometry.size) - 1) << 1;
  let changed = true;
  while (changed) {
    changed = false;
    for (const house of geometry.houses) {
      let once = 0;
      let twice = 0;
      let placed = 0;
      for (const cell of house.cells) {
        const m = state.cand[cell]!;
        if (state.values[cell]) {
          placed |= m;
          continue;
        }
        twice |= once & m;
        once |= m;
      }
      if ((once | placed) !== all) return false;
      let hidden = once & ~twice & ~placed;
      while (hidden) {
        const bit = hidden & -hidden;
        hidden ^= bit;
        const cell = house.cells.find((c) => !state.values[c] && (state.cand[c]! & bit) !== 0);
        if (cell === undefined || !place(geometry, state, cell, 31 - Math.clz32(bit))) return false;
        changed = true;
      }
    }
  }
  return true;
}

// Empty cell with the fewest candidates (first such), -1 when full.
function fewestCandidates(state: FillState): number {
  let best = -1;
  let bestCount = 99;
  for (let cell = 0; cell < state.values.length; cell++) {
    if (state.values[cell]) continue;
    const n = popcount(state.cand[cell]!);
    if (n < bestCount) {
      best = cell;
      bestCount = n;
      if (n <= 1) break;
    }
  }
  return best;
}

// Places a digit and removes it from the peers, chaining into cells left with one candidate.
function place(geometry: Geometry, state: FillState, cell: number, digit: number): boolean {
  const pending: number[] = [cell, digit];
  while (pending.length > 0) {
    const d = pending.pop()!;
    const at = pending.pop()!;
    if (state.values[at]) {
      if (state.values[at] !== d) return false;
      continue;
    }
    const bit = 1 << d;
    if (!(state.cand[at]! & bit)) return false;
    state.values[at] = d;
    state.cand[at] = bit;
    for (const peer of geometry.peers[at]!) {
      const m = state.cand[peer]!;
      if (!(m & bit)) continue;
      if (state.values[peer]) return false;
      const left = m & ~bit;
      if (left === 0) return false;
      state.cand[peer] = left;
      if ((left & (left - 1)) === 0) pending.push(peer, 31 - Math.clz32(left));
    }
  }
  return true;
}
