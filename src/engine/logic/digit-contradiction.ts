// Nishio's question answered without the chain engine: does placing a digit in a cell break
// that digit's own pattern? Following only that digit (a placement removes it from its peers;
// a house left with one place for it forces that place) either settles, or ends with two
// placements that see each other or a house with no place left. That is exactly what the
// engine's single-digit dynamic propagation finds, at a fraction of the cost, so the Nishio
// search asks this first for every candidate and builds chains only where the answer is yes.

import { cachedFor, type CandidateBoard } from './board.ts';

const NONE = 0;
const ALIVE = 1;
const PLACED = 2;
const REMOVED = 3;

/** Single-digit contradiction tests on one board state. */
class DigitPatterns {
  private readonly board: CandidateBoard;
  /** Per cell, for the digit being tested: NONE, ALIVE, PLACED or REMOVED. */
  private readonly state: Uint8Array;
  /** Per house: cells still holding the digit (alive or placed). */
  private readonly counts: Int32Array;
  private readonly queue: Int32Array;
  /**
   * Per digit, made on first use: each cell's starting state and each house's count. The
   * search asks cell by cell, so the digit changes at almost every question.
   */
  private readonly bases: ({ state: Uint8Array; counts: Int32Array } | undefined)[] = [];

  constructor(board: CandidateBoard) {
    this.board = board;
    const { cellCount, houseCount } = board.tables;
    this.state = new Uint8Array(cellCount);
    this.counts = new Int32Array(houseCount);
    this.queue = new Int32Array(cellCount);
  }

  /** The digit's places on the board. */
  private baseOf(digit: number): { state: Uint8Array; counts: Int32Array } {
    const known = this.bases[digit];
    if (known) return known;
    const { cands } = this.board;
    const bit = 1 << digit;
    const { houses } = this.board.geometry;
    const state = new Uint8Array(cands.length);
    const counts = new Int32Array(houses.length);
    for (let c = 0; c < cands.length; c++) state[c] = cands[c]! & bit ? ALIVE : NONE;
    for (let h = 0; h < houses.length; h++) {
      for (const c of houses[h]!.cells) if (state[c] === ALIVE) counts[h]!++;
    }
    return (this.bases[digit] = { state, counts });
  }

  /** True when `digit` in `cell` leaves the digit two placements in a house or no place. */
  breaks(cell: number, digit: number): boolean {
    const base = this.baseOf(digit);
    const { state, counts, queue } = this;
    state.set(base.state);
    counts.set(base.counts);
    const { peers, housesOfCell, houses } = this.board.geometry;
    // A cell is marked placed when it is queued (as the engine marks a node when reached),
    // so each cell is queued once.
    state[cell] = PLACED;
    queue[0] = cell;
    let tail = 1;
    for (let i = 0; i < tail; i++) {
      for (const p of peers[queue[i]!]!) {
        const s = state[p];
        if (s === PLACED) return true;
        if (s !== ALIVE) continue;
        state[p] = REMOVED;
        for (const h of housesOfCell[p]!) {
          const left = --counts[h]!;
          if (left === 0) return true;
          if (left !== 1) continue;
          // A hidden single: the house's one remaining place must take the digit.
          for (const c of houses[h]!.cells) {
            if (state[c] === ALIVE) {
              state[c] = PLACED;
              queue[tail++] = c;
              break;
            }
          }
        }
      }
    }
    return false;
  }
}

const patterns = new WeakMap<CandidateBoard, { version: number; value: DigitPatterns }>();

/** True when placing `digit` in `cell` breaks that digit's pattern on its own (Nishio). */
export function placementBreaksDigit(board: CandidateBoard, cell: number, digit: number): boolean {
  return cachedFor(patterns, board, () => new DigitPatterns(board)).breaks(cell, digit);
}
