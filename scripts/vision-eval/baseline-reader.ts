// Earlier photo readers (before issue 15, and before pictures that are not a Sudoku were refused),
// loaded from the git history into temporary folders, so the benchmark measures them and the
// current reader on the same photos in the same run without a frozen copy of old code in the tree. Needs git and the history (a clone,
// not an exported tarball); without them the benchmark says so and measures the new reader only.

import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Result } from '../../src/engine/result.ts';
import type { PhotoError } from '../../src/bot/ports.ts';
import type { PendingPhoto } from '../../src/store/port.ts';
import type { Reply } from '../../src/bot/types.ts';

/** main when issue 15 was taken up: the reader tuned on all 154 shared photos. */
export const BASELINE_COMMIT = '04d54923f8bab16b12c57fb7899e60b4ada0465e';

/** main before pictures that are not a Sudoku were refused (each one ran every second opinion). */
export const BEFORE_REFUSAL_COMMIT = 'e9d59dac35395be310caa88cfcf57f73bd60070d';

/** main before issue 27's photo trust work (the reader and bot compared as "before"). */
export const BEFORE_TRUST_COMMIT = 'b46e6236c4d8accc1d351a263e30a4a0942f609f';

/** main before non-Sudoku pictures were refused on a small copy first (issue 23's CPU target). */
export const BEFORE_FAST_COMMIT = '3447eba6b2e284cfa7782718948e0d47fd3fcbaa';

/**
 * The reader compared as "main": main before the non-Sudoku early decisions of issue 27's CPU
 * target (VISION_MAIN_COMMIT names another commit).
 */
export const MAIN_COMMIT =
  process.env.VISION_MAIN_COMMIT ?? 'bb6112e469ba308d0dd1ab68efc4ad6a5fbb43dc';

/** What the old reader returned (it called its repairs `corrected`). */
export interface BaselineRead {
  readonly grid: Uint8Array;
  readonly unsure: readonly number[];
  readonly corrected: readonly number[];
}

/** The old reader's entry points. */
export interface BaselineReader {
  readPhoto(bytes: Buffer): Promise<Result<BaselineRead, PhotoError>>;
  /** The old bot's reply to a transcription (it offered a solution whenever the grid had one). */
  photoReply(pending: PendingPhoto, intro: string, visibility: Reply['visibility']): Reply;
  /** Folder of the old source tree (for the worker-memory measurement). */
  readonly root: string;
}

/** An old source tree in a temporary folder, extracted once; undefined without the history. */
export function baselineRoot(commit = BASELINE_COMMIT): string | undefined {
  const repo = resolve(import.meta.dirname, '../..');
  const root = join(tmpdir(), `sudoku-vision-${commit.slice(0, 12)}`);
  if (!existsSync(join(root, 'src', 'vision', 'read-photo.ts'))) {
    try {
      const tar = execFileSync('git', ['archive', commit, 'src', 'assets/vision'], {
        cwd: repo,
        maxBuffer: 64 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      rmSync(root, { recursive: true, force: true });
      mkdirSync(root, { recursive: true });
      execFileSync('tar', ['-x', '-C', root], { input: tar });
    } catch {
      return undefined;
    }
  }
  // The old files are ES modules that import sharp and OpenCV: say so, and resolve packages
  // from this checkout's node_modules.
  writeFileSync(join(root, 'package.json'), '{ "type": "module", "private": true }\n');
  // A link left by a checkout that is gone (a removed worktree) dangles: point it here again.
  const modules = join(root, 'node_modules');
  if (!existsSync(modules)) {
    if (lstatSync(modules, { throwIfNoEntry: false })) rmSync(modules);
    symlinkSync(join(repo, 'node_modules'), modules, 'dir');
  }
  return root;
}

/** An old reader, or the reason it could not be loaded (the history is not at hand). */
export async function loadBaselineReader(
  commit = BASELINE_COMMIT,
): Promise<BaselineReader | string> {
  const root = baselineRoot(commit);
  if (!root) return `commit ${commit.slice(0, 7)} is not in this checkout's git history`;
  const vision = (await import(join(root, 'src', 'vision', 'read-photo.ts'))) as Pick<
    BaselineReader,
    'readPhoto'
  >;
  const bot = (await import(join(root, 'src', 'bot', 'photo.ts'))) as Pick<
    BaselineReader,
    'photoReply'
  >;
  return { readPhoto: vision.readPhoto, photoReply: bot.photoReply, root };
}
