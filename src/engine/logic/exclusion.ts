// Aligned pair exclusion: two cells can't take a pair of digits that would leave a common
// bivalue peer without candidates (nor the same digit, when they share a house). A digit of
// one cell that only appears in excluded pairs cannot be its value.

import { popcount } from '../grid.ts';
import type { CandidateBoard } from './board.ts';
import type { CellDigit, Step } from './step.ts';
import type { SearchContext, Technique } from './technique.ts';

function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; mask >> d; d++) if (mask & (1 << d)) out.push(d);
  return out;
}

function findAlignedPair(board: CandidateBoard): Step | undefined {
  const { cellCount } = board.tables;
  // Base cells: two or more candidates and at least one bivalue peer (an excluder).
  const bases: number[] = [];
  const excluders = new Map<number, number[]>();
  for (let cell = 0; cell < cellCount; cell++) {
    if (popcount(board.cands[cell]!) < 2) continue;
    const list = board.geometry.peers[cell]!.filter((p) => popcount(board.cands[p]!) === 2);
    if (!list.length) continue;
    bases.push(cell);
    excluders.set(cell, list);
  }
  for (let i = 0; i < bases.length; i++) {
    const a = bases[i]!;
    const ma = board.cands[a]!;
    for (let j = i + 1; j < bases.length; j++) {
      const b = bases[j]!;
      const mb = board.cands[b]!;
      // The pair need not share a house, but needs two common bivalue peers.
      const common = excluders.get(a)!.filter((c) => c !== b && board.sees(c, b));
      if (common.length < 2) continue;
      const masks = common.map((c) => board.cands[c]!);
      const aligned = board.sees(a, b);
      let allowedA = 0;
      let allowedB = 0;
      for (const x of digitsOf(ma)) {
        for (const y of digitsOf(mb)) {
          if (x === y && aligned) continue;
          const pair = (1 << x) | (1 << y);
          if (masks.some((m) => (m & ~pair) === 0)) continue;
          allowedA |= 1 << x;
          allowedB |= 1 << y;
        }
      }
      const eliminations: CellDigit[] = [
        ...digitsOf(ma & ~allowedA).map((digit) => ({ cell: a, digit })),
        ...digitsOf(mb & ~allowedB).map((digit) => ({ cell: b, digit })),
      ];
      if (!eliminations.length) continue;
      return {
        technique: 'aligned-pair-exclusion',
        rating: 6.2,
        size: board.size,
        digits: digitsOf(ma | mb),
        cells: [a, b],
        extraCells: common,
        houses: [],
        placements: [],
        eliminations,
      };
    }
  }
  return undefined;
}

/** Aligned Pair Exclusion (rated 6.2). */
export const alignedPairExclusion: Technique = {
  id: 'aligned-pair-exclusion',
  name: 'Aligned Pair Exclusion',
  family: 'als',
  rating: 6.2,
  find: findAlignedPair,
};

/**
 * Aligned triple exclusion: the same reasoning for three cells, whose digits must leave
 * every common peer of two or three candidates something to hold (rated 7.5).
 */
function findAlignedTriple(board: CandidateBoard, context: SearchContext): Step | undefined {
  const { cellCount } = board.tables;
  const words = Math.ceil(cellCount / 32);
  // Base cells (two or more candidates) and, as bitmaps, their peers of two or three.
  const bases: number[] = [];
  const bits: Uint32Array[] = [];
  for (let cell = 0; cell < cellCount; cell++) {
    if (popcount(board.cands[cell]!) < 2) continue;
    const mask = new Uint32Array(words);
    let count = 0;
    for (const p of board.geometry.peers[cell]!) {
      const n = popcount(board.cands[p]!);
      if (n !== 2 && n !== 3) continue;
      mask[p >> 5]! |= 1 << (p & 31);
      count++;
    }
    if (count < 2) continue;
    bases.push(cell);
    bits.push(mask);
  }
  const ab = new Uint32Array(words);
  for (let i = 0; i < bases.length; i++) {
    for (let j = i + 1; j < bases.length; j++) {
      let abCount = 0;
      for (let w = 0; w < words; w++) {
        ab[w] = bits[i]![w]! & bits[j]![w]!;
        abCount += popcount(ab[w]!);
      }
      if (abCount < 2) continue;
      for (let k = j + 1; k < bases.length; k++) {
        context.work -= 2;
        if (context.work <= 0) return undefined;
        const common: number[] = [];
        for (let w = 0; w < words; w++) {
          let m = ab[w]! & bits[k]![w]!;
          while (m) {
            const b = 31 - Math.clz32(m & -m);
            m &= m - 1;
            common.push(w * 32 + b);
          }
        }
        // The three base cells themselves are no excluders.
        const a = bases[i]!;
        const b = bases[j]!;
        const c = bases[k]!;
        const excluders = common.filter((x) => x !== a && x !== b && x !== c);
        if (excluders.length < 2) continue;
        const step = excludeTriple(board, [a, b, c], excluders);
        if (step) return step;
      }
    }
  }
  return undefined;
}

function excludeTriple(board: CandidateBoard, cells: number[], common: number[]): Step | undefined {
  const [a, b, c] = cells as [number, number, number];
  const masks = common.map((x) => board.cands[x]!);
  const abSee = board.sees(a, b);
  const acSee = board.sees(a, c);
  const bcSee = board.sees(b, c);
  const allowed = [0, 0, 0];
  for (const x of digitsOf(board.cands[a]!)) {
    for (const y of digitsOf(board.cands[b]!)) {
      if (x === y && abSee) continue;
      for (const z of digitsOf(board.cands[c]!)) {
        if ((x === z && acSee) || (y === z && bcSee)) continue;
        const combo = (1 << x) | (1 << y) | (1 << z);
        if (masks.some((m) => (m & ~combo) === 0)) continue;
        allowed[0]! |= 1 << x;
        allowed[1]! |= 1 << y;
        allowed[2]! |= 1 << z;
      }
    }
  }
  const eliminations: CellDigit[] = cells.flatMap((cell, i) =>
    digitsOf(board.cands[cell]! & ~allowed[i]!).map((digit) => ({ cell, digit })),
  );
  if (!eliminations.length) return undefined;
  return {
    technique: 'aligned-triple-exclusion',
    rating: 7.5,
    size: board.size,
    digits: digitsOf(board.cands[a]! | board.cands[b]! | board.cands[c]!),
    cells,
    extraCells: common,
    houses: [],
    placements: [],
    eliminations,
  };
}

/** Aligned Triple Exclusion (rated 7.5). */
export const alignedTripleExclusion: Technique = {
  id: 'aligned-triple-exclusion',
  name: 'Aligned Triple Exclusion',
  family: 'als',
  rating: 7.5,
  find: findAlignedTriple,
};
