// Lookup tables for the band-oriented classic 9x9 solver (classic.ts).
//
// A band is three rows of the grid. For one digit, the band's candidates are a 27-bit integer:
// bit r*9+c is the cell in row r (0-2 within the band) and column c (0-8). Each group of three
// adjacent bits of a row is a "minirow": the intersection of that row with one box. In a solved
// band a digit occupies one minirow per row and one per box, so its three minirows form one of
// the six permutations of (row -> box); these tables turn that fact into bit tricks.

/** For the 9 bits of one row: which of its three minirows hold a candidate (3 bits). */
export const MINIROWS_OF_ROW = new Uint8Array(512);

/**
 * For the 9-bit minirow occupancy of a band (bit r*3+k: row r has a candidate in box k), the
 * 27-bit mask of cells in minirows that belong to at least one row->box permutation made only of
 * occupied minirows. 0 when no permutation fits: the digit cannot be placed in this band.
 */
export const MINIROW_KEEP = new Int32Array(512);

/** For the 9 bits of one row: 511 when exactly one bit is set (a single), else 0. */
export const ROW_SINGLE = new Int32Array(512);

/** Number of set bits of a 9-bit value. */
export const BITS_OF_9 = new Uint8Array(512);

/** For each of the 27 positions of a band: the other positions in its row or box. */
export const BAND_PEERS = new Int32Array(27);

const PERMUTATIONS = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
] as const;

function minirowCells(row: number, box: number): number {
  return 7 << (row * 9 + box * 3);
}

function buildTables(): void {
  for (let bits = 0; bits < 512; bits++) {
    let boxes = 0;
    for (let box = 0; box < 3; box++) if ((bits >> (box * 3)) & 7) boxes |= 1 << box;
    MINIROWS_OF_ROW[bits] = boxes;
    if (bits > 0) BITS_OF_9[bits] = BITS_OF_9[bits >> 1]! + (bits & 1);
    ROW_SINGLE[bits] = bits !== 0 && (bits & (bits - 1)) === 0 ? 511 : 0;

    let keep = 0;
    for (const perm of PERMUTATIONS) {
      let fits = true;
      for (let row = 0; row < 3; row++) if (!(bits & (1 << (row * 3 + perm[row]!)))) fits = false;
      if (!fits) continue;
      for (let row = 0; row < 3; row++) keep |= minirowCells(row, perm[row]!);
    }
    MINIROW_KEEP[bits] = keep;
  }
  for (let pos = 0; pos < 27; pos++) {
    const row = Math.floor(pos / 9);
    const box = Math.floor((pos % 9) / 3);
    let peers = 511 << (row * 9);
    for (let r = 0; r < 3; r++) peers |= minirowCells(r, box);
    BAND_PEERS[pos] = peers & ~(1 << pos);
  }
}

buildTables();
