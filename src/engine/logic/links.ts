// The static links of a board, built once per board state into flat arrays for the chain
// engine: "on" nodes force "off" nodes (the cell's other candidates, the digit in its peers:
// weak links), "off" nodes force "on" nodes (a bivalue cell's other candidate, the digit's
// other place in a house with two: strong links).

import type { CandidateBoard } from './board.ts';

/**
 * Links of every node as `[start, targets]`: node n's targets are
 * `targets[start[n] .. start[n + 1])`, each stored as `target * 2 + (x link ? 1 : 0)` (x links
 * stay on one digit). Node ids are `((cell * size) + digit - 1) * 2 + (on ? 1 : 0)`.
 * `houseDigitCounts[h * (size + 1) + d]` is how many cells of house h hold digit d.
 */
export function staticLinks(
  board: CandidateBoard,
  houseDigitCounts: Int32Array,
): [Int32Array, Int32Array] {
  const { cands, size } = board;
  const { peers, housesOfCell, houses } = board.geometry;
  const nodeCount = board.tables.cellCount * size * 2;
  const node = (cell: number, digit: number, on: boolean) =>
    ((cell * size + digit - 1) << 1) | (on ? 1 : 0);
  const start = new Int32Array(nodeCount + 1);
  const targets: number[] = [];
  for (let n = 0; n < nodeCount; n++) {
    start[n] = targets.length;
    const cell = Math.floor((n >> 1) / size);
    const digit = ((n >> 1) % size) + 1;
    const bit = 1 << digit;
    const m = cands[cell]!;
    if (!(m & bit)) continue;
    if (n & 1) {
      let others = m & ~bit;
      while (others) {
        const d = 31 - Math.clz32(others & -others);
        others &= others - 1;
        targets.push(node(cell, d, false) * 2);
      }
      for (const p of peers[cell]!) {
        if (cands[p]! & bit) targets.push(node(p, digit, false) * 2 + 1);
      }
    } else {
      const rest = m & ~bit;
      if (rest && (rest & (rest - 1)) === 0) {
        targets.push(node(cell, 31 - Math.clz32(rest), true) * 2);
      }
      for (const h of housesOfCell[cell]!) {
        if (houseDigitCounts[h * (size + 1) + digit] !== 2) continue;
        const other = houses[h]!.cells.find((c) => c !== cell && cands[c]! & bit)!;
        targets.push(node(other, digit, true) * 2 + 1);
      }
    }
  }
  start[nodeCount] = targets.length;
  return [start, Int32Array.from(targets)];
}
