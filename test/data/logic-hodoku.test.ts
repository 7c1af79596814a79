// Optional suite: HoDoKu's regression library (../shared/data/rated/hodoku/reglib-1.3.txt, GPL,
// used as test data only). Each case sets up a board and names a technique; the matching
// technique of this engine must find a sound step, ideally the same eliminations. Prints the
// pass counts per technique.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classicGeometry } from '../../src/engine/geometry.ts';
import { puzzleGrid } from '../../src/engine/grid.ts';
import {
  CandidateBoard,
  searchContext,
  techniqueById,
  type Step,
  type Technique,
} from '../../src/engine/logic/index.ts';
import { solve } from '../../src/engine/solve/index.ts';

const dataDir = process.env.SUDOKU_DATA ?? resolve(import.meta.dirname, '../../../shared/data');
const file = resolve(dataDir, 'rated/hodoku/reglib-1.3.txt');

/** HoDoKu technique code -> our technique ids (tried in order) and a name for the report. */
const MAPPING: Partial<Record<string, [string, string[]]>> = {
  '0000': ['Full House', ['full-house']],
  '0002': ['Hidden Single', ['hidden-single-box', 'hidden-single-line']],
  '0003': ['Naked Single', ['naked-single']],
  '0100': ['Locked Candidates 1', ['pointing']],
  '0101': ['Locked Candidates 2', ['claiming']],
  '0200': ['Naked Pair', ['naked-pair']],
  '0201': ['Naked Triple', ['naked-triple']],
  '0202': ['Naked Quad', ['naked-quad']],
  '0210': ['Hidden Pair', ['hidden-pair']],
  '0211': ['Hidden Triple', ['hidden-triple']],
  '0212': ['Hidden Quad', ['hidden-quad']],
  '0300': ['X-Wing', ['x-wing']],
  '0301': ['Swordfish', ['swordfish']],
  '0302': ['Jellyfish', ['jellyfish']],
  '0310': ['Finned X-Wing', ['finned-x-wing']],
  '0311': ['Finned Swordfish', ['finned-swordfish']],
  '0312': ['Finned Jellyfish', ['finned-jellyfish']],
  '0320': ['Sashimi X-Wing', ['finned-x-wing']],
  '0321': ['Sashimi Swordfish', ['finned-swordfish']],
  '0322': ['Sashimi Jellyfish', ['finned-jellyfish']],
  '0400': ['Skyscraper', ['skyscraper']],
  '0401': ['2-String Kite', ['two-string-kite']],
  '0402': ['Empty Rectangle', ['empty-rectangle']],
  '0403': ['Turbot Fish', ['turbot-fish', 'skyscraper', 'two-string-kite']],
  '0500': ['Simple Colors Trap', ['simple-colouring']],
  '0501': ['Simple Colors Wrap', ['simple-colouring']],
  '0600': ['Uniqueness Type 1', ['unique-rectangle']],
  '0601': ['Uniqueness Type 2', ['unique-rectangle']],
  '0602': ['Uniqueness Type 3', ['unique-rectangle']],
  '0603': ['Uniqueness Type 4', ['unique-rectangle']],
  '0610': ['BUG+1', ['bug-plus-one']],
  '0701': ['X-Chain', ['x-chain-3', 'x-chain-4', 'x-chain-5', 'x-chain-6', 'forcing-chain']],
  '0702': ['XY-Chain', ['forcing-chain']],
  '0706': ['Continuous Nice Loop', ['forcing-chain']],
  '0707': ['Discontinuous Nice Loop', ['forcing-chain']],
  '0708': ['AIC', ['forcing-chain']],
  '0800': ['XY-Wing', ['xy-wing']],
  '0801': ['XYZ-Wing', ['xyz-wing']],
  '0803': ['W-Wing', ['w-wing']],
  '0901': ['ALS-XZ', ['als-xz', 'wxyz-wing', 'vwxyz-wing']],
};

interface Case {
  code: string;
  variant: string;
  board: CandidateBoard;
  solution?: Uint8Array;
  eliminations: Set<string>;
  placements: Set<string>;
}

function parseCandidates(text: string): string[] {
  return text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => `${Number(t[1]) - 1},${Number(t[2]) - 1},${t[0]}`);
}

function parseCase(line: string): Case | undefined {
  const fields = line.split(':');
  if (fields.length < 8) return undefined;
  const [codeField, , givens, deleted, eliminations, placements] = fields.slice(1) as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const [code, variant = ''] = codeField.split('-') as [string, string?];
  const values = new Uint8Array(81);
  const givenOnly = new Uint8Array(81);
  let cell = 0;
  for (let i = 0; i < givens.length && cell < 81; i++) {
    const ch = givens[i]!;
    if (ch === '+') {
      values[cell] = Number(givens[++i]);
      cell++;
    } else {
      const d = ch === '.' ? 0 : Number(ch);
      values[cell] = d;
      givenOnly[cell] = d;
      cell++;
    }
  }
  const board = CandidateBoard.fromGrid(puzzleGrid(classicGeometry(9), values));
  for (const key of parseCandidates(deleted)) {
    const [r, c, d] = key.split(',').map(Number) as [number, number, number];
    board.eliminate(r * 9 + c, d);
  }
  const solved = solve(puzzleGrid(classicGeometry(9), values));
  return {
    code,
    variant,
    board,
    ...(solved.status === 'unique' ? { solution: solved.solution } : {}),
    eliminations: new Set(parseCandidates(eliminations)),
    placements: new Set(parseCandidates(placements)),
  };
}

function keysOf(step: Step): { eliminations: Set<string>; placements: Set<string> } {
  const key = (cell: number, digit: number) => `${Math.floor(cell / 9)},${cell % 9},${digit}`;
  return {
    eliminations: new Set(step.eliminations.map((e) => key(e.cell, e.digit))),
    placements: new Set(step.placements.map((p) => key(p.cell, p.digit))),
  };
}

const same = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));

describe.skipIf(!existsSync(file))('HoDoKu regression library (optional data suite)', () => {
  it('runs every case of each implemented technique and reports pass counts', () => {
    const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.startsWith(':'));
    const report = new Map<string, { cases: number; found: number; exact: number }>();
    let unsound = 0;
    for (const line of lines) {
      const c = parseCase(line);
      if (!c || c.variant === 'x') continue;
      const mapping = MAPPING[c.code];
      if (!mapping) continue;
      const [name, ids] = mapping;
      const techniques = ids.map((id) => techniqueById(id)).filter((t): t is Technique => !!t);
      const row = report.get(name) ?? { cases: 0, found: 0, exact: 0 };
      row.cases++;
      let best: Step | undefined;
      for (const t of techniques) {
        const step = t.find(c.board.clone(), searchContext(20_000_000, true));
        if (!step) continue;
        best ??= step;
        const got = keysOf(step);
        if (same(got.eliminations, c.eliminations) && same(got.placements, c.placements)) {
          best = step;
          break;
        }
      }
      if (best) {
        row.found++;
        const got = keysOf(best);
        if (same(got.eliminations, c.eliminations) && same(got.placements, c.placements)) {
          row.exact++;
        }
        if (c.solution) {
          const sol = c.solution;
          if (best.eliminations.some((e) => sol[e.cell] === e.digit)) unsound++;
          if (best.placements.some((p) => sol[p.cell] !== p.digit)) unsound++;
        }
      }
      report.set(name, row);
    }
    const rows = [...report].map(([name, r]) => `${name.padEnd(26)} ${r.cases} cases, ${r.found} found, ${r.exact} exact`);
    console.log(`HoDoKu reglib-1.3 pass counts per technique:\n${rows.join('\n')}`);
    expect(unsound).toBe(0);
    // The basic techniques must match HoDoKu exactly on nearly every case.
    for (const name of ['Full House', 'Naked Single', 'X-Wing', 'Swordfish', 'Skyscraper']) {
      const r = report.get(name)!;
      expect(r.exact / r.cases, name).toBeGreaterThanOrEqual(0.8);
    }
  });
});
