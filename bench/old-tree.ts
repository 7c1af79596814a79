// The code of an earlier commit, extracted from git into a folder (with the project's
// node_modules linked beside it), so a benchmark can run the old path beside the new one on the
// same machine in the same run.

import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '..');

/**
 * Extracts `paths` of `commit` into `dir/code-<commit>` once; resolves to that folder, or to a
 * reason it could not (no git, or a history without the commit).
 */
export function extractTree(
  commit: string,
  paths: readonly string[],
  dir: string,
): { ok: true; root: string } | { ok: false; reason: string } {
  const root = join(dir, `code-${commit}`);
  if (existsSync(join(root, paths[0]!))) return { ok: true, root };
  mkdirSync(root, { recursive: true });
  const archive = spawnSync('git', ['-C', repo, 'archive', '--format=tar', commit, ...paths], {
    maxBuffer: 512 * 1024 * 1024,
  });
  if (archive.status !== 0) {
    return {
      ok: false,
      reason: `git archive ${commit} failed: ${archive.stderr.toString().trim()}`,
    };
  }
  const untar = spawnSync('tar', ['-x', '-C', root], { input: archive.stdout });
  if (untar.status !== 0) return { ok: false, reason: `tar failed: ${untar.stderr.toString()}` };
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'));
  return { ok: true, root };
}

/** The last commit before the daily post protocol (sends counted, marks, fences, sweeps). */
export const SCHEDULER_OLD_COMMIT = 'e9d59da';

/**
 * SCHEDULER_OLD_COMMIT's tree with the scheduler trial's child scripts in it (they use no newer
 * API), for test/bot/scheduler-crash.ts's `tree`; undefined, with the reason printed, when it
 * cannot be extracted.
 */
export function schedulerOldTree(dir: string): string | undefined {
  const tree = extractTree(
    SCHEDULER_OLD_COMMIT,
    ['src', 'adapters', 'test', 'assets', 'package.json', 'tsconfig.json'],
    dir,
  );
  if (!tree.ok) {
    console.log(`old code rows skipped: ${tree.reason}`);
    return undefined;
  }
  for (const file of ['scheduler-crash-child.ts', 'startup-fault-worker.mjs']) {
    copyFileSync(join(repo, 'test/bot', file), join(tree.root, 'test/bot', file));
  }
  return tree.root;
}
