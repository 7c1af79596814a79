// Grouped X-chains: on the fixture boards, the chain alternates strong and weak links on one
// digit, uses at least one box as a grouped link (its two groups on one row and one column of
// the box), removes only cells seeing every cell of both ends, and rates 0.3 above the chain.

import { describe, expect, it } from 'vitest';
import { searchContext, techniqueById, type ChainNode } from '../../../src/engine/logic/index.ts';
import { fixtureLines } from './candidate-boards.ts';

const BASE: Record<number, number> = { 2: 4.0, 3: 5.4, 4: 5.8 };

describe('grouped X-chains', () => {
  const boards = fixtureLines().filter((f) => /^grouped-x-chain-\d$/.test(f.technique));

  it('has a board for two, three and four links', () => expect(boards.length).toBe(3));

  for (const { technique, board } of boards) {
    it(`${technique}: a box acts as one strong link between its row and column groups`, () => {
      const step = techniqueById(technique)!.find(board, searchContext(10_000_000, true))!;
      const chain = step.chains![0]!;
      const cellsOf = (n: ChainNode) => n.group ?? [n.cell];
      const { rowHouse, colHouse, boxHouse } = board.tables;
      // Strong links join node 2k to 2k + 1; one of them is a box with groups at both ends.
      let grouped = 0;
      for (let i = 0; i + 1 < chain.length; i += 2) {
        const [a, b] = [cellsOf(chain[i]!), cellsOf(chain[i + 1]!)];
        if (a.length === 1 && b.length === 1) continue;
        grouped++;
        const box = boxHouse[a[0]!];
        expect([...a, ...b].every((c) => boxHouse[c] === box)).toBe(true);
        const oneLine = (g: readonly number[]) =>
          g.every((c) => rowHouse[c] === rowHouse[g[0]!]) ||
          g.every((c) => colHouse[c] === colHouse[g[0]!]);
        expect(oneLine(a) && oneLine(b)).toBe(true);
      }
      expect(grouped).toBeGreaterThan(0);
      const links = chain.length / 2;
      expect(step.rating).toBeCloseTo(BASE[links]! + 0.3, 5);
      const ends = [cellsOf(chain[0]!), cellsOf(chain.at(-1)!)];
      for (const e of step.eliminations) {
        for (const end of ends) for (const c of end) expect(board.sees(e.cell, c)).toBe(true);
      }
    });
  }
});
