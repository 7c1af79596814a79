// How `npm start` and the `sudoku` command run: the compiled JavaScript in dist/ when a build is
// there and no source file is newer than it (no TypeScript loader: about a second of CPU less per
// start), else the TypeScript sources through tsx, so a fresh clone needs no build step.
// Plain JavaScript on purpose: this file decides whether the TypeScript loader is needed at all.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository (or image) root: the folder above bin/. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Folders whose files the build is made from; a newer file in one of them makes dist/ stale. */
export const SOURCE_DIRS = ['src', 'adapters', 'assets'];

/** Written last by the build (`scripts/build.mjs`): a dist/ without it is incomplete. */
export const BUILD_INFO = 'build-info.json';

/** Newest modification time (ms) of any file under `dirs` (relative to `root`); 0 when none. */
export function newestSourceMtime(root, dirs = SOURCE_DIRS) {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  for (const dir of dirs) if (existsSync(join(root, dir))) walk(join(root, dir));
  return newest;
}

function readBuildInfo(distDir) {
  try {
    return JSON.parse(readFileSync(join(distDir, BUILD_INFO), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Which file to run for `source` (e.g. `src/cli.ts`): `{ path, built, stale }`. The build is used
 * when it is complete and either no sources are present (a production image) or none is newer.
 */
export function chooseEntry(root, source, env = process.env) {
  const sourcePath = join(root, source);
  const fromSource = { path: sourcePath, built: false, stale: false };
  if (env.SUDOKU_FROM_SOURCE === '1') return fromSource;
  const distDir = join(root, 'dist');
  const builtPath = join(distDir, source.replace(/\.ts$/, '.js'));
  const info = readBuildInfo(distDir);
  if (!info || !existsSync(builtPath)) return fromSource;
  const built = { path: builtPath, built: true, stale: false };
  if (!existsSync(sourcePath)) return built;
  return newestSourceMtime(root) > info.newestSourceMs ? { ...fromSource, stale: true } : built;
}

/**
 * Reads `.env` beside package.json into process.env, as the README describes; a variable already
 * set in the environment wins. Node 20.12 or later reads it (process.loadEnvFile).
 */
export function loadDotEnv(root = ROOT) {
  const file = join(root, '.env');
  if (!existsSync(file)) return;
  if (typeof process.loadEnvFile === 'function') process.loadEnvFile(file);
  else console.error(`note: ${file} is not read by Node ${process.version}; export its variables`);
}

/** Runs `source` (relative to the root) from the build when it is fresh, else through tsx. */
export async function launch(source) {
  const entry = chooseEntry(ROOT, source);
  if (entry.stale) {
    console.error(
      'note: dist/ is older than the sources, so they run through tsx (`npm run build` refreshes it)',
    );
  }
  if (!entry.built) {
    const { register } = await import('tsx/esm/api');
    register();
  }
  // The entry modules run their main() only when they are the script node was started with.
  process.argv[1] = entry.path;
  await import(pathToFileURL(entry.path).href);
}
