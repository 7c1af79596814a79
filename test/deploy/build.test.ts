// `npm run build` produces JavaScript that runs without a TypeScript loader: the `sudoku` command
// from a production layout with no sources and no tsx solves a grid, draws a board (glyph assets
// copied into dist/) and reads that picture back (the photo worker's compiled bootstrap and the
// digit model).

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBuiltTree, type BuiltTree } from './built-tree.ts';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION =
  '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

let tree: BuiltTree;
beforeAll(() => {
  tree = makeBuiltTree();
}, 180_000);
afterAll(() => tree.remove());

function sudoku(args: readonly string[], input?: string) {
  return spawnSync(process.execPath, [join(tree.root, 'bin/sudoku.js'), ...args], {
    cwd: tree.root,
    input,
    encoding: 'utf8',
    env: { ...process.env, SUDOKU_FROM_SOURCE: undefined },
  });
}

describe('the production build', () => {
  it('compiles every module and writes worker bootstraps that need no tsx', () => {
    const dist = join(tree.root, 'dist');
    expect(existsSync(join(dist, 'src/main.js'))).toBe(true);
    expect(existsSync(join(dist, 'adapters/discord/index.js'))).toBe(true);
    expect(existsSync(join(dist, 'adapters/web/static/index.html'))).toBe(true);
    for (const bootstrap of [
      'src/bot/puzzle-worker-bootstrap.mjs',
      'src/vision/photo-worker-bootstrap.mjs',
    ]) {
      const text = readFileSync(join(dist, bootstrap), 'utf8');
      expect(text).not.toMatch(/tsx|\.ts['"]/);
      expect(text).toMatch(/await import\('\.\/[a-z-]+\.js'\)/);
    }
    const info = JSON.parse(readFileSync(join(dist, 'build-info.json'), 'utf8'));
    expect(info.newestSourceMs).toBeGreaterThan(0);
  });

  it('`sudoku solve` runs from dist/ without tsx installed', () => {
    const run = sudoku(['solve'], PUZZLE + '\n');
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe(SOLUTION);
    expect(run.status).toBe(0);
  });

  it('draws a board with the copied glyphs and reads it back in the compiled photo worker', () => {
    const png = join(tree.root, 'board.png');
    const render = sudoku(['render', PUZZLE, '--out', png]);
    expect(render.status, render.stderr).toBe(0);
    expect(readFileSync(png).subarray(1, 4).toString()).toBe('PNG');
    const read = sudoku(['read-photo', png]);
    expect(read.status, read.stderr).toBe(0);
    expect(read.stdout.trim()).toBe(`${png} ${PUZZLE} -`);
  });
});
