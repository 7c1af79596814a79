// Fast path for classic 9x9 puzzles: a band-oriented bitboard solver.
//
// State: for each digit and each band (three rows), the cells where the digit is still possible,
// as a 27-bit integer (see classic-tables.ts for the bit layout); a digit stays set on the cells
// where it is placed. Propagation works one (digit, band) word at a time: the minirow table
// removes candidates that fit no row->box permutation (hidden singles in rows and boxes and
// locked candidates inside the band follow), a row left with one cell is a placement that clears
// the cell for the other digits and the column in the other bands. Naked singles and hidden
// singles in columns are found with bit-sliced counters. When nothing more follows, the search
// guesses on a cell with two candidates, copying the 30-word state into a preallocated slot.
// Measured on the tdoku benchmark sets; see bench/solver.bench.ts.
// Contradictions return false; nothing is allocated per call.

import {
  BAND_PEERS,
  BITS_OF_9,
  MINIROWS_OF_ROW,
  MINIROW_KEEP,
  ROW_SINGLE,
} from './classic-tables.ts';

const ALL_CELLS = 0x7ffffff;
const MAX_DEPTH = 82; // each guess places at least one cell
const SLOT_WORDS = 32;

// One state slot per search depth: 27 candidate words (index digit*3 + band, digit 0-8 standing
// for 1-9), then per band the cells without a placed digit yet. A guess works on a copy in the
// next slot, except the last option of a cell, which works in place: nothing to restore.
const slots = new Int32Array((MAX_DEPTH + 1) * SLOT_WORDS);
const CAND_SLOTS: Int32Array[] = [];
const OPEN_SLOTS: Int32Array[] = [];
for (let depth = 0; depth <= MAX_DEPTH; depth++) {
  CAND_SLOTS.push(slots.subarray(depth * SLOT_WORDS, depth * SLOT_WORDS + 27));
  OPEN_SLOTS.push(slots.subarray(depth * SLOT_WORDS + 27, depth * SLOT_WORDS + 30));
}
/** The live state: candidate words and unsolved cells per band (views into `slots`). */
let liveCand = CAND_SLOTS[0]!;
let liveOpen = OPEN_SLOTS[0]!;
/** Per band: unsolved cells with exactly two candidates, from the last naked-single pass. */
const pairs = new Int32Array(3);

/** Candidate words changed since they were last settled (bit digit*3 + band). */
let todo = 0;
let found = 0;
let wanted = 1;
let output: Uint8Array | undefined;

/**
 * Solves a classic 9x9 grid of 81 digits (0 = empty), counting solutions up to `limit`.
 * When `out` is given, the first solution is written at offset 0 and, if `out` has room for
 * 162 bytes, the second at offset 81. Returns how many were found (at most `limit`; a limit
 * below 1 counts as 1). Any value other than an integer 0-9 makes the grid unsolvable (0).
 */
export function solveClassic(values: ArrayLike<number>, limit: number, out?: Uint8Array): number {
  liveCand = CAND_SLOTS[0]!;
  liveOpen = OPEN_SLOTS[0]!;
  liveCand.fill(ALL_CELLS);
  liveOpen.fill(ALL_CELLS);
  for (let cell = 0; cell < 81; cell++) {
    const digit = values[cell];
    if (digit === 0) continue;
    // Anything but an integer 1-9 (a short array, 10, NaN) makes the grid unsolvable.
    if (!(digit >= 1 && digit <= 9) || digit !== Math.floor(digit)) return 0;
    if (!placeGiven(cell, digit - 1)) return 0;
  }
  todo = ALL_CELLS;
  found = 0;
  wanted = limit >= 1 ? limit : 1; // NaN or 0 would never stop counting
  output = out;
  search(0);
  output = undefined;
  return found;
}

// Places a given; false when the cell can no longer hold the digit (conflicting givens).
function placeGiven(cell: number, digit: number): boolean {
  const cand = liveCand;
  const unsolved = liveOpen;
  const band = (cell / 27) | 0;
  const pos = cell - band * 27;
  const bit = 1 << pos;
  const base = digit * 3;
  if (!(cand[base + band]! & bit)) return false;
  for (let i = band; i < 27; i += 3) cand[i] = cand[i]! & ~bit;
  const column = ~(0x40201 << (pos % 9));
  for (let b = 0; b < 3; b++) cand[base + b] = cand[base + b]! & column;
  cand[base + band] = (cand[base + band]! & ~BAND_PEERS[pos]!) | bit;
  unsolved[band] = unsolved[band]! & ~bit;
  return true;
}

// Depth-first search; stops once `wanted` solutions are found.
function search(depth: number): void {
  if (!propagate()) return;
  const cand = liveCand;
  const unsolved = liveOpen;
  const u0 = unsolved[0]!;
  const u1 = unsolved[1]!;
  const u2 = unsolved[2]!;
  if ((u0 | u1 | u2) === 0) {
    record();
    return;
  }
  const guess = guessCell(u0, u1, u2);
  const band = (guess / 27) | 0;
  const pos = guess - band * 27;
  const bit = 1 << pos;
  const peers = ~BAND_PEERS[pos]!;
  let options = 0;
  for (let i = band; i < 27; i += 3) if (cand[i]! & bit) options |= 1 << i;
  const childCand = CAND_SLOTS[depth + 1]!;
  const childOpen = OPEN_SLOTS[depth + 1]!;
  while (options !== 0) {
    const low = options & -options;
    options ^= low;
    let target = cand;
    if (options !== 0) {
      childCand.set(cand);
      childOpen[0] = u0;
      childOpen[1] = u1;
      childOpen[2] = u2;
      target = childCand;
      liveOpen = childOpen;
    } else {
      liveOpen = unsolved;
    }
    liveCand = target;
    const i = 31 - Math.clz32(low);
    target[i] = target[i]! & peers;
    todo = low;
    search(depth + 1);
    if (found >= wanted) return;
  }
}

// The cell to guess on: among cells with two candidates, the one whose placement reaches the
// most unsolved peers, with unsolved cells shared by its row and box counted against it (a
// measured choice: it roughly halves the search on hard puzzles compared with the first pair).
function guessCell(u0: number, u1: number, u2: number): number {
  const unsolved = liveOpen;
  let guess = -1;
  let best = -1000;
  for (let band = 0; band < 3; band++) {
    let left = pairs[band]!;
    const open = unsolved[band]!;
    while (left !== 0) {
      const bit = left & -left;
      left ^= bit;
      const pos = 31 - Math.clz32(bit);
      const column = pos % 9;
      const row = pos - column;
      const box = column - (column % 3);
      const inBox = (open >>> box) & 0x1c0e07;
      const minirow = BITS_OF_9[(open >>> (row + box)) & 7]!;
      const otherBands =
        ((u0 >>> column) & 0x40201) +
        ((u1 >>> column) & 0x40201) +
        ((u2 >>> column) & 0x40201) -
        ((open >>> column) & 0x40201);
      const score =
        BITS_OF_9[(open >>> row) & 511]! +
        BITS_OF_9[(inBox & 7) | ((inBox >>> 6) & 56) | ((inBox >>> 12) & 448)]! -
        3 * minirow +
        (otherBands & 511) +
        ((otherBands >>> 9) & 511) +
        (otherBands >>> 18);
      if (score > best) {
        best = score;
        guess = band * 27 + pos;
      }
    }
  }
  return guess >= 0 ? guess : fewestCandidatesCell();
}

// Writes the current (complete) state as solution number `found`.
function record(): void {
  const cand = liveCand;
  found++;
  const out = output;
  if (out === undefined) return;
  let offset: number;
  if (found === 1) offset = 0;
  else if (found === 2) offset = 81;
  else return;
  if (out.length < offset + 81) return;
  for (let i = 0; i < 27; i++) {
    let x = cand[i]!;
    const digit = ((i / 3) | 0) + 1;
    const start = offset + (i % 3) * 27;
    while (x !== 0) {
      const low = x & -x;
      x ^= low;
      out[start + 31 - Math.clz32(low)] = digit;
    }
  }
}

// Applies every deduction until none is left; false on a contradiction.
function propagate(): boolean {
  for (;;) {
    if (!settleBands()) return false;
    const naked = nakedSingles();
    if (naked < 0) return false;
    if (naked > 0) continue;
    const hidden = columnHiddenSingles();
    if (hidden < 0) return false;
    if (hidden === 0) return true;
  }
}

// Settles every changed (digit, band) word until no word is left to settle. Marking is
// branch-free: which other words a placement touches is unpredictable.
function settleBands(): boolean {
  const cand = liveCand;
  const unsolved = liveOpen;
  let pending = todo;
  while (pending !== 0) {
    const low = pending & -pending; // lowest first: measurably fewer words to settle
    const i = 31 - Math.clz32(low);
    pending ^= low;
    let x = cand[i]!;
    const keep =
      MINIROW_KEEP[
        MINIROWS_OF_ROW[x & 511]! |
          (MINIROWS_OF_ROW[(x >>> 9) & 511]! << 3) |
          (MINIROWS_OF_ROW[x >>> 18]! << 6)
      ]!;
    if (keep === 0) return false;
    x &= keep;
    const band = i % 3;
    const open = unsolved[band]!;
    const placed =
      x &
      open &
      (ROW_SINGLE[x & 511]! | (ROW_SINGLE[(x >>> 9) & 511]! << 9) | (ROW_SINGLE[x >>> 18]! << 18));
    if (placed === 0) {
      cand[i] = x;
      continue;
    }
    unsolved[band] = open & ~placed;
    // The placed cells leave the other digits of the band, their columns leave the other bands.
    const columns = (placed | (placed >>> 9) | (placed >>> 18)) & 511;
    const column = columns * 0x40201;
    const base = i - band;
    const touched =
      clear(cand, band, placed) |
      clear(cand, band + 3, placed) |
      clear(cand, band + 6, placed) |
      clear(cand, band + 9, placed) |
      clear(cand, band + 12, placed) |
      clear(cand, band + 15, placed) |
      clear(cand, band + 18, placed) |
      clear(cand, band + 21, placed) |
      clear(cand, band + 24, placed) |
      clear(cand, base, column) |
      clear(cand, base + 1, column) |
      clear(cand, base + 2, column);
    cand[i] = x;
    pending |= touched & ~(1 << i);
  }
  todo = 0;
  return true;
}

// Removes `cells` from candidate word j; the word's pending bit when that changed it.
function clear(cand: Int32Array, j: number, cells: number): number {
  const y = cand[j]!;
  const hit = y & cells;
  cand[j] = y ^ hit;
  return ((hit | -hit) >>> 31) << j;
}

// Cells with one candidate left: keep that digit alone in its row and box (settling then places
// it). Also records the cells with two candidates. Returns -1 on an empty cell, 1 on progress.
function nakedSingles(): number {
  const cand = liveCand;
  const unsolved = liveOpen;
  let progress = 0;
  for (let band = 0; band < 3; band++) {
    const open = unsolved[band]!;
    pairs[band] = 0;
    if (open === 0) continue;
    let one = 0;
    let two = 0;
    let three = 0;
    for (let i = band; i < 27; i += 3) {
      const x = cand[i]!;
      three |= two & x;
      two |= one & x;
      one |= x;
    }
    if ((open & ~one) !== 0) return -1;
    let singles = open & ~two;
    pairs[band] = open & two & ~three;
    if (singles === 0) continue;
    progress = 1;
    while (singles !== 0) {
      const bit = singles & -singles;
      singles ^= bit;
      let i = band;
      while (i < 27 && !(cand[i]! & bit)) i += 3;
      if (i >= 27) return -1; // an earlier single in this pass took its only digit
      cand[i] = cand[i]! & ~BAND_PEERS[31 - Math.clz32(bit)]!;
      todo |= 1 << i;
    }
  }
  return progress;
}

// Columns where a digit has one possible cell left. Returns -1 when a column has none, 1 on
// progress.
function columnHiddenSingles(): number {
  const cand = liveCand;
  const unsolved = liveOpen;
  let progress = 0;
  for (let base = 0; base < 27; base += 3) {
    let any = 0;
    let two = 0;
    let placed = 0;
    for (let band = 0; band < 3; band++) {
      const x = cand[base + band]!;
      const r0 = x & 511;
      const r1 = (x >>> 9) & 511;
      const r2 = x >>> 18;
      const rows = r0 | r1 | r2;
      two |= (any & rows) | (r0 & r1) | (r2 & (r0 | r1));
      any |= rows;
      const done = x & ~unsolved[band]!;
      placed |= done | (done >>> 9) | (done >>> 18);
    }
    if (any !== 511) return -1;
    let singles = any & ~two & ~placed & 511;
    while (singles !== 0) {
      const low = singles & -singles;
      singles ^= low;
      const column = low * 0x40201;
      let band = 0;
      while (band < 3 && !(cand[base + band]! & column)) band++;
      if (band === 3) return -1;
      const cell = cand[base + band]! & column;
      cand[base + band] = cand[base + band]! & ~BAND_PEERS[31 - Math.clz32(cell)]!;
      todo |= 1 << (base + band);
      progress = 1;
    }
  }
  return progress;
}

// The unsolved cell with the fewest candidates (used only when no cell has exactly two).
function fewestCandidatesCell(): number {
  const cand = liveCand;
  const unsolved = liveOpen;
  let best = -1;
  let bestCount = 10;
  for (let band = 0; band < 3; band++) {
    let open = unsolved[band]!;
    while (open !== 0) {
      const bit = open & -open;
      open ^= bit;
      let count = 0;
      for (let i = band; i < 27; i += 3) if (cand[i]! & bit) count++;
      if (count < bestCount) {
        bestCount = count;
        best = band * 27 + 31 - Math.clz32(bit);
      }
    }
  }
  return best;
}
