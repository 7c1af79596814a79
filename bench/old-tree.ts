// The code of an earlier commit, extracted from git into a folder (with the project's
// node_modules linked beside it), so a benchmark can run the old path beside the new one on the
// same machine in the same run.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
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
