// bin/launch.js picks what `npm start` and `sudoku` run: dist/ only when the build finished and no
// source is newer than it; otherwise the TypeScript sources (through tsx), flagging a stale build.

import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_INFO, chooseEntry, newestSourceMtime } from '../../bin/launch.js';

let root: string;

function write(path: string, text: string, mtimeMs?: number) {
  const full = join(root, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, text);
  if (mtimeMs !== undefined) utimesSync(full, mtimeMs / 1000, mtimeMs / 1000);
}

const T0 = Date.parse('2026-01-01T00:00:00Z');

/** A checkout whose sources were last changed at T0, and a complete build made from them. */
function builtCheckout() {
  write('src/cli.ts', 'export {};', T0);
  write('adapters/web/index.ts', 'export {};', T0 - 5000);
  write('assets/glyphs/a.json', '{}', T0 - 9000);
  write('dist/src/cli.js', 'export {};');
  write(`dist/${BUILD_INFO}`, JSON.stringify({ newestSourceMs: newestSourceMtime(root) }));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'sudoku-launch-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('chooseEntry', () => {
  it('runs the sources when nothing was built (a fresh clone)', () => {
    write('src/cli.ts', 'export {};');
    expect(chooseEntry(root, 'src/cli.ts', {})).toEqual({
      path: join(root, 'src/cli.ts'),
      built: false,
      stale: false,
    });
  });

  it('runs the build when no source is newer than it', () => {
    builtCheckout();
    expect(newestSourceMtime(root)).toBe(T0);
    expect(chooseEntry(root, 'src/cli.ts', {})).toEqual({
      path: join(root, 'dist/src/cli.js'),
      built: true,
      stale: false,
    });
  });

  it('runs the sources, flagged stale, once any source file (or asset) changes after the build', () => {
    builtCheckout();
    write('assets/glyphs/a.json', '{"new":1}', T0 + 1000);
    expect(chooseEntry(root, 'src/cli.ts', {})).toMatchObject({ built: false, stale: true });
  });

  it('ignores a build that did not finish (no build-info.json)', () => {
    builtCheckout();
    rmSync(join(root, 'dist', BUILD_INFO));
    expect(chooseEntry(root, 'src/cli.ts', {})).toMatchObject({ built: false, stale: false });
  });

  it('runs the build in an image that ships dist/ without sources', () => {
    builtCheckout();
    rmSync(join(root, 'src'), { recursive: true });
    expect(chooseEntry(root, 'src/cli.ts', {})).toMatchObject({ built: true });
  });

  it('SUDOKU_FROM_SOURCE=1 runs the sources even beside a fresh build', () => {
    builtCheckout();
    expect(chooseEntry(root, 'src/cli.ts', { SUDOKU_FROM_SOURCE: '1' })).toMatchObject({
      built: false,
      stale: false,
    });
  });
});
