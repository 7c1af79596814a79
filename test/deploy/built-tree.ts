// A production layout built in a temporary folder, as the Dockerfile assembles it: dist/ from
// `npm run build -- --out`, bin/, package.json and node_modules, but no sources and no tsx (its
// package is left out of node_modules), so anything that still needs a TypeScript loader fails.

import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO = resolve(import.meta.dirname, '../..');

/** The packages left out of the tree's node_modules. */
const LEFT_OUT = new Set(['tsx', '.bin']);

export interface BuiltTree {
  readonly root: string;
  /** Output of the build command. */
  readonly buildLog: string;
  remove(): void;
}

/** Builds the project into a fresh temporary production layout. */
export function makeBuiltTree(): BuiltTree {
  const root = mkdtempSync(join(tmpdir(), 'sudoku-built-'));
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--out', join(root, 'dist')], {
    cwd: REPO,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`);
  cpSync(join(REPO, 'bin'), join(root, 'bin'), { recursive: true });
  cpSync(join(REPO, 'package.json'), join(root, 'package.json'));
  mkdirSync(join(root, 'node_modules'));
  for (const name of readdirSync(join(REPO, 'node_modules'))) {
    if (LEFT_OUT.has(name)) continue;
    symlinkSync(join(REPO, 'node_modules', name), join(root, 'node_modules', name));
  }
  return {
    root,
    buildLog: build.stdout + build.stderr,
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
