// `sudoku read-photo IMAGE...`: one line per image; unreadable files give `PATH error: ...`.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.ts';
import { boardPng, fixturePuzzles, gridText } from './boards.ts';

describe('sudoku read-photo', () => {
  it('prints the grid and unsure cells per image, and an error line per unreadable file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'read-photo-'));
    const givens = fixturePuzzles()[9]!;
    const board = join(dir, 'board.png');
    writeFileSync(board, await boardPng(givens));
    const text = join(dir, 'notes.txt');
    writeFileSync(text, 'not a photo');
    const missing = join(dir, 'missing.jpg');
    const out: string[] = [];
    const err: string[] = [];
    const status = await runCli(['read-photo', board, text, missing], {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      stdin: new PassThrough(),
    });
    expect(status).toBe(0);
    expect(out).toEqual([
      `${board} ${gridText(givens)} -`,
      expect.stringMatching(new RegExp(`^${text} error: .*not a photo`)),
      `${missing} error: no such file`,
    ]);
  });

  it('asks for at least one image', async () => {
    const err: string[] = [];
    const status = await runCli(['read-photo'], {
      out: () => {},
      err: (l) => err.push(l),
      stdin: new PassThrough(),
    });
    expect(status).toBe(2);
    expect(err[0]).toMatch(/usage: sudoku read-photo IMAGE/);
  });
});
