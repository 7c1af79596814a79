// X-chains of strong links on one digit (Sukaku Explainer's "strong-linked fishes"): strong
// links (a digit's only two places in a house) joined by weak links (cells that see each
// other). One end of the chain holds the digit, so cells seeing both ends lose it. Two links
// are the Skyscraper family (single-digit.ts); this module finds three to six.

import type { CandidateBoard } from './board.ts';
import type { CellDigit, ChainNode, Step } from './step.ts';
import type { SearchContext, Technique } from './technique.ts';

/** Base rating by number of strong links (Sukaku Explainer's scale). */
const BASE_RATINGS = [0, 0, 4.0, 5.4, 5.8, 6.2, 6.6];
export const MAX_STRONG_LINKS = 6;

interface Link {
  house: number;
  to: number;
}

/** Rating of a chain from the kinds of its strong-link houses. */
function chainRating(board: CandidateBoard, houses: readonly number[]): number {
  const kinds = houses.map((h) => board.geometry.houses[h]!.kind);
  const hasBox = kinds.some((k) => k === 'box' || k === 'region');
  const lines = kinds.filter((k) => k !== 'box' && k !== 'region');
  const mixedLines = new Set(lines).size > 1;
  const base = BASE_RATINGS[houses.length]!;
  if (!hasBox && !mixedLines) return base;
  if (hasBox && mixedLines) return Math.round((base + 0.2) * 10) / 10;
  return Math.round((base + 0.1) * 10) / 10;
}

function findStrongLinkChain(
  board: CandidateBoard,
  context: SearchContext,
  links: number,
): Step | undefined {
  let best: Step | undefined;
  for (let digit = 1; digit <= board.size; digit++) {
    const strong = new Map<number, Link[]>();
    for (let h = 0; h < board.tables.houseCount; h++) {
      const cells = board.cellsWith(h, digit);
      if (cells.length !== 2) continue;
      const [a, b] = cells as [number, number];
      (strong.get(a) ?? strong.set(a, []).get(a)!).push({ house: h, to: b });
      (strong.get(b) ?? strong.set(b, []).get(b)!).push({ house: h, to: a });
    }
    if (strong.size < 2 * links) continue;
    const starts = [...strong.keys()];
    const path: number[] = [];
    const houses: number[] = [];
    const used = new Set<number>();
    const walk = (cell: number): boolean => {
      // `cell` just arrived by a weak link (or is the start): take a strong link from it.
      for (const link of strong.get(cell) ?? []) {
        if (used.has(link.to) || houses.includes(link.house)) continue;
        context.work -= 2;
        path.push(link.to);
        houses.push(link.house);
        used.add(link.to);
        if (houses.length === links) {
          const step = conclude(board, digit, path, houses);
          if (step && (!best || step.rating < best.rating)) best = step;
        } else {
          for (const next of strong.keys()) {
            if (used.has(next) || !board.sees(link.to, next)) continue;
            path.push(next);
            used.add(next);
            if (walk(next)) return true;
            used.delete(next);
            path.pop();
          }
        }
        used.delete(link.to);
        houses.pop();
        path.pop();
        if (context.work <= 0) return true;
      }
      return false;
    };
    for (const start of starts) {
      path.push(start);
      used.add(start);
      const stop = walk(start);
      used.delete(start);
      path.pop();
      if (stop) return best;
    }
  }
  return best;
}

function conclude(
  board: CandidateBoard,
  digit: number,
  path: readonly number[],
  houses: readonly number[],
): Step | undefined {
  const first = path[0]!;
  const last = path.at(-1)!;
  if (board.sees(first, last)) return undefined; // a loop, not a chain with two ends
  const eliminations: CellDigit[] = [];
  for (const cell of board.geometry.peers[first]!) {
    if (path.includes(cell) || !board.has(cell, digit)) continue;
    if (board.sees(cell, last)) eliminations.push({ cell, digit });
  }
  if (!eliminations.length) return undefined;
  const chain: ChainNode[] = path.map((cell, i) => ({
    cell,
    digit,
    on: i % 2 === 1,
    via: i % 2 === 1 ? houses[(i - 1) / 2]! : -1,
  }));
  return {
    technique: 'x-chain',
    rating: chainRating(board, houses),
    size: board.size,
    digits: [digit],
    cells: [...path],
    houses: [...houses],
    placements: [],
    eliminations,
    chains: [chain],
  };
}

function strongLinkTechnique(links: number): Technique {
  return {
    id: `x-chain-${links}`,
    name: 'X-Chain',
    family: 'chain',
    rating: BASE_RATINGS[links]!,
    find: (board, context) => findStrongLinkChain(board, context, links),
  };
}

export const xChain3 = strongLinkTechnique(3);
export const xChain4 = strongLinkTechnique(4);
export const xChain5 = strongLinkTechnique(5);
export const xChain6 = strongLinkTechnique(6);
