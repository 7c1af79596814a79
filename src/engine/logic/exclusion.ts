// Aligned pair and triple exclusion: base cells can't take a combination of digits that would
// leave a common peer without candidates (nor the same digit twice, when they share a house).
// A digit of a base cell that only appears in excluded combinations cannot be its value.
//
// Both run on every step of a hard grading path, mostly finding nothing, so they work on
// bitsets of cells and candidate masks and allocate nothing per pair or triple.

import { popcount } from '../grid.ts';
import type { CandidateBoard } from './board.ts';
import type { CellDigit, Step } from './step.ts';
import type { SearchContext, Technique } from './technique.ts';

function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; mask >> d; d++) if (mask & (1 << d)) out.push(d);
  return out;
}

/** Eliminations of the digits of `mask` that are not in `allowed`, from one cell. */
function pushEliminations(out: CellDigit[], cell: number, mask: number, allowed: number): void {
  for (const digit of digitsOf(mask & ~allowed)) out.push({ cell, digit });
}

/** Cells of a bitset, in ascending order. */
function cellsOf(bits: Uint32Array, words: number): number[] {
  const out: number[] = [];
  for (let w = 0; w < words; w++) {
    for (let m = bits[w]!; m; m &= m - 1) out.push(w * 32 + 31 - Math.clz32(m & -m));
  }
  return out;
}

interface Bases {
  /** Base cells in ascending order, `count` of them. */
  readonly bases: Int32Array;
  readonly count: number;
  /** Excluders seen by base i, as a bitset at `bits[i * words]`. */
  readonly bits: Uint32Array;
  /** The base cells as a bitset, and the index of each base cell in `bases`. */
  readonly baseSet: Uint32Array;
  readonly indexOf: Int32Array;
}

/**
 * Base cells (two or more candidates) with at least `minimum` excluder peers: peers whose
 * candidate count is in `sizes` (a mask of counts).
 */
function basesWithExcluders(
  board: CandidateBoard,
  words: number,
  sizes: number,
  minimum: number,
): Bases {
  const { cellCount } = board.tables;
  const { cands } = board;
  const peers = board.geometry.peers;
  const excluder = new Uint8Array(cellCount);
  for (let cell = 0; cell < cellCount; cell++)
    excluder[cell] = (sizes >> popcount(cands[cell]!)) & 1;
  const bases = new Int32Array(cellCount);
  const bits = new Uint32Array(cellCount * words);
  const baseSet = new Uint32Array(words);
  const indexOf = new Int32Array(cellCount);
  let count = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    if (popcount(cands[cell]!) < 2) continue;
    let found = 0;
    const base = count * words;
    for (const p of peers[cell]!) {
      if (!excluder[p]) continue;
      bits[base + (p >> 5)]! |= 1 << (p & 31);
      found++;
    }
    if (found < minimum) {
      bits.fill(0, base, base + words);
      continue;
    }
    baseSet[cell >> 5]! |= 1 << (cell & 31);
    indexOf[cell] = count;
    bases[count++] = cell;
  }
  return { bases, count, bits, baseSet, indexOf };
}

/**
 * Into `twice`, the cells that are peers of two or more cells of the bitset at
 * `set[at ...]` (`once` is scratch). A base cell shares two excluders with that set exactly
 * when it is one of them, since excluders and peers are the same relation both ways.
 */
function seenTwice(
  set: Uint32Array,
  at: number,
  peerBits: Uint32Array,
  words: number,
  once: Uint32Array,
  twice: Uint32Array,
): void {
  once.fill(0);
  twice.fill(0);
  for (let w = 0; w < words; w++) {
    for (let m = set[at + w]!; m; m &= m - 1) {
      const e = (w * 32 + 31 - Math.clz32(m & -m)) * words;
      for (let v = 0; v < words; v++) {
        twice[v]! |= once[v]! & peerBits[e + v]!;
        once[v]! |= peerBits[e + v]!;
      }
    }
  }
}

/** Bits of word w of a bitset for cells after `cell` (all of them past its word). */
function after(cell: number, w: number): number {
  if (w > cell >> 5) return -1;
  // (2 << 31) is 0 in 32-bit arithmetic, so the last bit of a word keeps nothing after it.
  return ~((2 << (cell & 31)) - 1);
}

function findAlignedPair(board: CandidateBoard): Step | undefined {
  const { tables, cands } = board;
  const { cellWords: words, peerBits } = tables;
  // Excluders are bivalue peers: a pair of digits that covers one would leave it empty.
  const { bases, count, bits, baseSet } = basesWithExcluders(board, words, 1 << 2, 1);
  const once = new Uint32Array(words);
  const twice = new Uint32Array(words);
  const common = new Uint32Array(words);
  const masks = new Int32Array(tables.cellCount);
  for (let i = 0; i < count; i++) {
    const a = bases[i]!;
    const ma = cands[a]!;
    // The pair need not share a house, but needs two common bivalue peers.
    seenTwice(bits, i * words, peerBits, words, once, twice);
    for (let w = a >> 5; w < words; w++) {
      for (let m = twice[w]! & baseSet[w]! & after(a, w); m; m &= m - 1) {
        const b = w * 32 + 31 - Math.clz32(m & -m);
        let n = 0;
        for (let v = 0; v < words; v++) {
          common[v] = bits[i * words + v]! & peerBits[b * words + v]!;
          for (let x = common[v]!; x; x &= x - 1)
            masks[n++] = cands[v * 32 + 31 - Math.clz32(x & -x)]!;
        }
        const mb = cands[b]!;
        const aligned = board.sees(a, b);
        // For each digit x of a, the digits of b that would complete an excluder with x.
        let allowedA = 0;
        let allowedB = 0;
        for (let rest = ma; rest; rest &= rest - 1) {
          const x = rest & -rest;
          let bad = aligned ? x : 0;
          for (let e = 0; e < n; e++) if (masks[e]! & x) bad |= masks[e]! & ~x;
          const allowed = mb & ~bad;
          if (!allowed) continue;
          allowedA |= x;
          allowedB |= allowed;
        }
        if (allowedA === ma && allowedB === mb) continue;
        const eliminations: CellDigit[] = [];
        pushEliminations(eliminations, a, ma, allowedA);
        pushEliminations(eliminations, b, mb, allowedB);
        return {
          technique: 'aligned-pair-exclusion',
          rating: 6.2,
          size: board.size,
          digits: digitsOf(ma | mb),
          cells: [a, b],
          extraCells: cellsOf(common, words),
          houses: [],
          placements: [],
          eliminations,
        };
      }
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
  const { tables, cands } = board;
  const { cellWords: words, peerBits } = tables;
  const { bases, count, bits, baseSet, indexOf } = basesWithExcluders(
    board,
    words,
    (1 << 2) | (1 << 3),
    2,
  );
  const ab = new Uint32Array(words);
  const once = new Uint32Array(words);
  const twice = new Uint32Array(words);
  const abc = new Uint32Array(words);
  const masks = new Int32Array(tables.cellCount);
  for (let i = 0; i < count; i++) {
    const a = bases[i]!;
    for (let j = i + 1; j < count; j++) {
      let abCount = 0;
      for (let w = 0; w < words; w++) {
        ab[w] = bits[i * words + w]! & bits[j * words + w]!;
        abCount += popcount(ab[w]!);
      }
      if (abCount < 2) continue;
      const b = bases[j]!;
      // Only third cells that share two excluders with both: those seeing two cells of ab.
      seenTwice(ab, 0, peerBits, words, once, twice);
      // The work budget counts every triple (a, b, k > b), as the plain loop over k did:
      // the search gives up at triple `stop` when the budget runs out there.
      const stop = Math.min(count, j + Math.max(1, Math.ceil(context.work / 2)));
      const abSee = board.sees(a, b);
      for (let w = b >> 5; w < words; w++) {
        for (let m = twice[w]! & baseSet[w]! & after(b, w); m; m &= m - 1) {
          const c = w * 32 + 31 - Math.clz32(m & -m);
          const k = indexOf[c]!;
          if (k >= stop) break;
          // An excluder with a digit none of the three holds can never be emptied: skip it.
          const union = cands[a]! | cands[b]! | cands[c]!;
          let n = 0;
          for (let v = 0; v < words; v++) {
            abc[v] = ab[v]! & bits[k * words + v]!;
            for (let x = abc[v]!; x; x &= x - 1) {
              const mask = cands[v * 32 + 31 - Math.clz32(x & -x)]!;
              if (!(mask & ~union)) masks[n++] = mask;
            }
          }
          const allowed = allowedDigits(
            cands[a]!,
            cands[b]!,
            cands[c]!,
            abSee,
            board.sees(a, c),
            board.sees(b, c),
            masks,
            n,
          );
          if (!allowed) continue;
          context.work -= 2 * (k - j);
          return tripleStep(board, [a, b, c], allowed, cellsOf(abc, words));
        }
      }
      if (stop < count) {
        context.work -= 2 * (stop - j);
        return undefined;
      }
      context.work -= 2 * (count - 1 - j);
    }
  }
  return undefined;
}

/** The step of an aligned triple, from the digits its combinations allow. */
function tripleStep(
  board: CandidateBoard,
  cells: [number, number, number],
  allowed: [number, number, number],
  excluders: number[],
): Step {
  const { cands } = board;
  const eliminations: CellDigit[] = [];
  cells.forEach((cell, i) => pushEliminations(eliminations, cell, cands[cell]!, allowed[i]!));
  return {
    technique: 'aligned-triple-exclusion',
    rating: 7.5,
    size: board.size,
    digits: digitsOf(cands[cells[0]]! | cands[cells[1]]! | cands[cells[2]]!),
    cells,
    extraCells: excluders,
    houses: [],
    placements: [],
    eliminations,
  };
}

/**
 * The digits of three base cells that appear in some allowed combination, or undefined when
 * every digit does (nothing to eliminate). For each pair of digits (x, y) of the first two
 * cells, an excluder rules out the digits z that would complete it, so the third cell is
 * handled as one mask instead of digit by digit.
 */
function allowedDigits(
  ma: number,
  mb: number,
  mc: number,
  abSee: boolean,
  acSee: boolean,
  bcSee: boolean,
  masks: Int32Array,
  n: number,
): [number, number, number] | undefined {
  let allowedA = 0;
  let allowedB = 0;
  let allowedC = 0;
  for (let restA = ma; restA; restA &= restA - 1) {
    const x = restA & -restA;
    for (let restB = mb; restB; restB &= restB - 1) {
      const y = restB & -restB;
      if (x === y && abSee) continue;
      const pair = x | y;
      let bad = (acSee ? x : 0) | (bcSee ? y : 0);
      for (let e = 0; e < n; e++) {
        const left = masks[e]! & ~pair;
        // Already covered by x and y: no z saves it. One digit left: that z empties it.
        if (left === 0) {
          bad = -1;
          break;
        }
        if ((left & (left - 1)) === 0) bad |= left;
      }
      const z = mc & ~bad;
      if (!z) continue;
      allowedA |= x;
      allowedB |= y;
      allowedC |= z;
    }
    // Every digit already has a combination: nothing can be eliminated.
    if (allowedA === ma && allowedB === mb && allowedC === mc) return undefined;
  }
  return [allowedA, allowedB, allowedC];
}

/** Aligned Triple Exclusion (rated 7.5). */
export const alignedTripleExclusion: Technique = {
  id: 'aligned-triple-exclusion',
  name: 'Aligned Triple Exclusion',
  family: 'als',
  rating: 7.5,
  find: findAlignedTriple,
};
