// `sudoku read-photo IMAGE...`: one line per photo: the path, the 81-character grid (. for an
// empty cell) and the unsure cells (r3c5,r7c1 or -); `PATH error: <reason>` when unreadable.

import { readFile, stat } from 'node:fs/promises';
import { makeCellName } from '../engine/cell.ts';
import { readPhoto } from '../vision/index.ts';
import { MAX_PHOTO_BYTES } from '../vision/limits.ts';
import { parseArgs, type CliIo } from './command.ts';

/** The output line for one photo file. */
export async function readPhotoLine(path: string): Promise<string> {
  let bytes: Buffer;
  try {
    const info = await stat(path);
    if (!info.isFile()) return `${path} error: not a file`;
    if (info.size > MAX_PHOTO_BYTES)
      return `${path} error: the file is over ${MAX_PHOTO_BYTES / (1024 * 1024)} MB`;
    bytes = await readFile(path);
  } catch {
    return `${path} error: no such file`;
  }
  const result = await readPhoto(bytes);
  if (!result.ok) return `${path} error: ${result.error.message}`;
  const { grid, unsure } = result.value;
  const text = Array.from(grid, (d) => (d === 0 ? '.' : String(d))).join('');
  const names = unsure.map((cell) => makeCellName(cell, 9)).join(',');
  return `${path} ${text} ${names || '-'}`;
}

/** Runs `sudoku read-photo` (its usage and summary are listed in src/cli.ts). */
export async function run(args: readonly string[], io: CliIo, usage: string): Promise<number> {
  const { positional } = parseArgs(args);
  if (positional.length === 0) {
    io.err(`usage: ${usage}`);
    return 2;
  }
  for (const path of positional) io.out(await readPhotoLine(path));
  return 0;
}
