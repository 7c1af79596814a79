import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli.ts';
import { gradeLine } from '../../../src/cli/grade-words.ts';
import { hintText } from '../../../src/cli/hint.ts';
import { stepsLines } from '../../../src/cli/steps.ts';
import { hintForCell } from '../../../src/engine/logic/index.ts';
import { gridOf, ratedFixtures, solutionOf } from './helpers.ts';

async function run(args: string[], input = '') {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runCli(args, {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    stdin: Readable.from([input]),
  });
  return { status, out, err };
}

const [PUZZLE, RATING] = ratedFixtures().find(([, r]) => r === 3.0)!;

describe('sudoku grade', () => {
  it('prints RATING LEVEL per puzzle line, skipping blank and # lines', async () => {
    const input = `# header\n\nabc123 ${PUZZLE} ${RATING}\n${'.'.repeat(81)}\n`;
    const { status, out } = await run(['grade'], input);
    expect(status).toBe(0);
    expect(out).toEqual([
      `${RATING.toFixed(1)} medium`,
      expect.stringMatching(/^error: .*more than one solution/),
    ]);
  });

  it('names the hardest technique with --technique', () => {
    expect(gradeLine(PUZZLE, true)).toBe('3.0 medium naked-pair');
  });

  it('rates nested forcing chains, with --deep too', async () => {
    // A forum-hardest puzzle Sudoku Explainer rates 9.7 (test/fixtures/hardest-se-rated.txt).
    const hard =
      '..3.9....1...4..36..8..21...4..8..73...9................4.7..686........7.....5.4';
    const deep = await run(['grade', '--deep', '--technique'], hard);
    // Dynamic forcing chains (+): which of its kinds depends on the first contradiction met.
    expect(deep.out[0]).toMatch(/^9\.\d extreme [a-z-]+-forcing-chain-plus$/);
    expect(gradeLine(hard, true)).toBe(deep.out[0]);
  });

  it('reports a missing file', async () => {
    const { status, err } = await run(['grade', '/no/such/file']);
    expect(status).toBe(2);
    expect(err[0]).toMatch(/no such file/);
  });
});

describe('sudoku steps', () => {
  it('numbers the explained steps and ends with the rating', () => {
    const { lines, status } = stepsLines(PUZZLE);
    expect(status).toBe(0);
    expect(lines[0]).toMatch(/^ 1\. \[\d\.\d\] /);
    expect(lines.at(-1)).toBe('Rating 3.0 (Medium).');
    expect(lines.some((l) => /naked pair/.test(l))).toBe(true);
  });

  it('follows nested forcing chains with --deep, naming them', () => {
    // A forum-hardest puzzle Sudoku Explainer rates 9.7 (test/fixtures/hardest-se-rated.txt).
    const hard =
      '..3.9....1...4..36..8..21...4..8..73...9................4.7..686........7.....5.4';
    const { lines, status } = stepsLines(hard, true);
    expect(status).toBe(0);
    expect(lines.at(-1)).toMatch(/^Rating 9\.\d \(Extreme\)\.$/);
    expect(lines.some((l) => / \(\+\): /.test(l))).toBe(true);
  });

  it('explains bad input', () => {
    expect(stepsLines('123').status).toBe(1);
    expect(stepsLines('123').lines[0]).toMatch(/^error: /);
  });
});

describe('sudoku hint', () => {
  it('gives the level asked for', async () => {
    const one = await run(['hint', PUZZLE, '--level', '1']);
    expect(one.status).toBe(0);
    expect(one.out[0]).toMatch(/^Look at /);
    const bad = await run(['hint', PUZZLE, '--level', '7']);
    expect(bad.status).toBe(2);
  });

  it('explains one cell, and refuses a bad cell name', () => {
    const cell = PUZZLE.indexOf('0');
    const name = `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
    expect(hintText(PUZZLE, name, 3).status).toBe(0);
    expect(hintText(PUZZLE, name, 3).text).toContain(name);
    expect(hintText(PUZZLE, 'r0c10', 3)).toEqual({
      text: expect.stringMatching(/not a cell/),
      status: 2,
    });
  });

  it('lists the route to a cell at level 3, each placement as rNcM=D in order', async () => {
    const grid = gridOf(PUZZLE);
    const solution = solutionOf(grid);
    const name = (c: number) => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`;
    const far = [...grid.values.keys()]
      .filter((c) => !grid.values[c])
      .map((cell) => ({ cell, route: hintForCell({ grid }, cell, 3) }))
      .find(({ route }) => route.ok && (route.value.route?.length ?? 0) > 3)!;
    const { status, out } = await run(['hint', PUZZLE, name(far.cell), '--level', '3']);
    expect(status).toBe(0);
    const routeLine = out
      .join('\n')
      .split('\n')
      .find((l) => l.startsWith('Route: '))!;
    const placements = [...routeLine.matchAll(/r(\d)c(\d)=(\d)/g)].map(([, r, c, d]) => ({
      cell: (Number(r) - 1) * 9 + Number(c) - 1,
      digit: Number(d),
    }));
    const route = far.route.ok ? far.route.value.route! : [];
    expect(placements).toEqual(route.flatMap((s) => s.placements));
    expect(placements.at(-1)).toEqual({ cell: far.cell, digit: solution[far.cell] });
    // Lower levels don't list it.
    const one = await run(['hint', PUZZLE, name(far.cell), '--level', '1']);
    expect(one.out.join('\n')).not.toMatch(/Route:/);
  });
});
