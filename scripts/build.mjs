// `npm run build [-- --out DIR]`: compiles src/ and adapters/ to JavaScript in dist/ (tsc with
// tsconfig.build.json, incremental), copies what the code reads at run time beside it (assets/,
// the static files of the playground and the Activity) and writes worker bootstraps that load the compiled workers
// without tsx. build-info.json is written last: bin/launch.js uses dist/ only when it is there.
// Plain JavaScript, so building needs no TypeScript loader either.

import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { BUILD_INFO, newestSourceMtime, ROOT } from '../bin/launch.js';

/** Folders copied into the build as they are (paths relative to the root). */
const COPIED = ['assets', 'adapters/web/static', 'adapters/activity/static'];
/** Folders whose `*.mjs` worker bootstraps get a compiled counterpart. */
const BOOTSTRAP_DIRS = ['src', 'adapters'];

function outDirFromArgs(args) {
  const at = args.indexOf('--out');
  if (at === -1) return join(ROOT, 'dist');
  const value = args[at + 1];
  if (!value) throw new Error('--out needs a folder, e.g. `npm run build -- --out /tmp/dist`');
  return resolve(value);
}

function compile(outDir) {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const args = ['-p', join(ROOT, 'tsconfig.build.json'), '--outDir', outDir];
  args.push('--tsBuildInfoFile', join(outDir, '.tsbuildinfo'));
  const result = spawnSync(process.execPath, [tsc, ...args], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`tsc failed (exit status ${result.status})`);
}

function* filesNamed(dir, suffix) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesNamed(path, suffix);
    else if (entry.name.endsWith(suffix)) yield path;
  }
}

/**
 * The compiled twin of a worker bootstrap. In the sources a bootstrap registers tsx and imports
 * `./NAME.ts`; built, it imports `./NAME.js` and nothing else. A bootstrap of another shape fails
 * the build rather than shipping a worker that needs tsx.
 */
export function builtBootstrap(text, name) {
  if (!text.includes('tsx')) return text.replace(/(['"]\.{1,2}\/[^'"]+)\.ts(['"])/g, '$1.js$2');
  const targets = [...text.matchAll(/await import\((['"])(\.{1,2}\/[^'"]+)\.ts\1\)/g)];
  if (targets.length !== 1) {
    throw new Error(`${name}: expected one \`await import('./NAME.ts')\` beside tsx's register()`);
  }
  return [
    `// Built from ${name} by scripts/build.mjs: the compiled worker needs no TypeScript loader.`,
    `await import('${targets[0][2]}.js');`,
    '',
  ].join('\n');
}

function writeBootstraps(outDir) {
  for (const dir of BOOTSTRAP_DIRS) {
    for (const path of filesNamed(join(ROOT, dir), '.mjs')) {
      const name = relative(ROOT, path);
      const target = join(outDir, name);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, builtBootstrap(readFileSync(path, 'utf8'), name));
    }
  }
}

/** Builds into `outDir`; returns what build-info.json records. */
export function build(outDir) {
  rmSync(join(outDir, BUILD_INFO), { force: true });
  // Taken before compiling: a source saved during the build makes the result stale, as it is.
  const newestSourceMs = newestSourceMtime(ROOT);
  const started = performance.now();
  compile(outDir);
  for (const dir of COPIED) cpSync(join(ROOT, dir), join(outDir, dir), { recursive: true });
  writeBootstraps(outDir);
  const info = {
    newestSourceMs,
    builtAt: new Date().toISOString(),
    node: process.version,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
  writeFileSync(join(outDir, BUILD_INFO), JSON.stringify(info, null, 2) + '\n');
  return info;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const outDir = outDirFromArgs(process.argv.slice(2));
    const info = build(outDir);
    console.log(`built ${relative(process.cwd(), outDir) || '.'} in ${info.seconds} s`);
  } catch (error) {
    console.error(`build failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
