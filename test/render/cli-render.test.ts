// `sudoku render`: writes a PNG of the puzzle, or a text board; bad input is a clear error.

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.ts';

const PUZZLE = '050703060007000800000816000000030000005000100730040086906000204840572093000409000';
const dir = mkdtempSync(join(tmpdir(), 'sudoku-render-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runCli(['render', ...args], {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    stdin: Readable.from([]),
  });
  return { status, out: out.join('\n'), err: err.join('\n') };
}

describe('sudoku render', () => {
  it('writes a dark PNG of the puzzle and prints its alt text', async () => {
    const file = join(dir, 'board.png');
    const result = await run(PUZZLE, '--out', file, '--theme', 'dark', '--title', 'Daily #1');
    expect(result.status).toBe(0);
    expect(result.out).toMatch(/^wrote .*board\.png \(\d+\.\d KB\)\nSudoku board: Daily #1\./);
    const meta = await sharp(readFileSync(file)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 638, 684]);
    // The dark theme's page colour in the top-left corner.
    const { data } = await sharp(readFileSync(file))
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x12, 0x16, 0x1d]);
  });

  it('reads the puzzle from a file and draws the solution with --solution', async () => {
    const input = join(dir, 'puzzle.txt');
    writeFileSync(input, PUZZLE + '\n');
    const file = join(dir, 'solved.png');
    const result = await run(input, '--out', file, '--solution', '--scale', '0.5');
    expect(result.status).toBe(0);
    expect(result.out).toContain('81 of 81 cells filled (30 givens, 0 entries, 51 revealed)');
    expect((await sharp(readFileSync(file)).metadata()).width).toBe(319);
  });

  it('prints a text board with --text and draws variants', async () => {
    const text = await run(PUZZLE, '--text');
    expect(text.out.split('\n')[2]).toBe('1 | . 5 . | 7 . 3 | . 6 . |');
    const file = join(dir, 'x.png');
    expect((await run(PUZZLE, '--variant', 'x', '--out', file)).status).toBe(0);
    expect(existsSync(file)).toBe(true);
  });

  it('explains bad input with exit status 2', async () => {
    const short = await run(PUZZLE.slice(1), '--out', join(dir, 'no.png'));
    expect(short.status).toBe(2);
    expect(short.err).toMatch(/I counted 80 cells; a 9x9 grid needs exactly 81/);
    expect((await run(PUZZLE, '--theme', 'sepia')).err).toContain('--theme takes light or dark');
    expect((await run(PUZZLE, '--scale', '99', '--out', join(dir, 'big.png'))).err).toMatch(
      /scale 99 is outside/,
    );
    expect((await run(PUZZLE, '--variant', 'hex')).status).toBe(2);
    expect((await run()).status).toBe(2);
    expect(existsSync(join(dir, 'no.png'))).toBe(false);
  });

  it('draws the next hint with --hint, its marks described in the alt text', async () => {
    const file = join(dir, 'hint.png');
    const result = await run(PUZZLE, '--hint', '--out', file);
    expect(result.status).toBe(0);
    expect(result.out).toMatch(/Hint: [A-Z][\w -]+\. .*(Place \d in r\dc\d|Strike out \d)/);
    expect((await sharp(readFileSync(file)).metadata()).format).toBe('png');
    const where = await run(PUZZLE, '--hint', '--level', '1', '--out', join(dir, 'hint1.png'));
    expect(where.status).toBe(0);
    expect(where.out).not.toContain('Hint:');
  });

  it('refuses a hint level outside 1-3 and says why a solved grid has no hint', async () => {
    expect((await run(PUZZLE, '--hint', '--level', '5')).err).toMatch(/--level takes 1, 2 or 3/);
    expect((await run(PUZZLE, '--hint', '--level')).status).toBe(2);
    const solved =
      '158723469367954821294816375619238547485697132732145986976381254841572693523469718';
    const result = await run(solved, '--hint', '--out', join(dir, 'none.png'));
    expect(result.status).toBe(1);
    expect(result.err).toMatch(/already solved/);
  });
});
