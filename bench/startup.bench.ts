// Start-up cost of the `sudoku` command: `sudoku solve` of one puzzle run from the build in dist/
// beside the same command through tsx (its transform cache warm, as on a second call, and cold, as
// on the first call after a change), both as `node bin/sudoku.js` and as `npx sudoku`. CPU is the child's user + system
// time as the shell's `times` reports it, so worker threads and exit are counted too. Rounds are
// interleaved so load on the shared machine falls on every variant alike.

import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { chooseEntry } from '../bin/launch.js';
import { percentile, printTable } from './lib.ts';

const ROOT = resolve(import.meta.dirname, '..');
const ROUNDS = Number(process.env.STARTUP_ROUNDS ?? 10);
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

interface Variant {
  readonly name: string;
  readonly command: string;
  readonly env: Record<string, string>;
}

const LOADERS: readonly { name: string; env: Record<string, string> }[] = [
  { name: 'dist/', env: {} },
  { name: 'tsx, cache warm', env: { SUDOKU_FROM_SOURCE: '1' } },
  { name: 'tsx, cache cold', env: { SUDOKU_FROM_SOURCE: '1', TSX_DISABLE_CACHE: '1' } },
];
const COMMANDS = [
  { name: 'node bin/sudoku.js', command: '"$NODE" bin/sudoku.js' },
  { name: 'npx sudoku', command: 'npx --offline sudoku' },
];
const VARIANTS: readonly Variant[] = COMMANDS.flatMap((c) =>
  LOADERS.map((l) => ({ name: `${c.name}, ${l.name}`, command: c.command, env: l.env })),
);

/** Seconds in the shell's `times` notation (`0m0.123s`). */
function seconds(text: string): number {
  const m = /^(\d+)m([\d.]+)s$/.exec(text);
  if (!m) throw new Error(`unexpected times output: ${text}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** One run: CPU (ms) of the children of a shell that ran the command, and wall time (ms). */
function run(variant: Variant): { cpuMs: number; wallMs: number } {
  const started = performance.now();
  const result = spawnSync(
    '/bin/sh',
    ['-c', `echo "$PUZZLE" | ${variant.command} solve > /dev/null 2>&1 && times`],
    {
      cwd: ROOT,
      env: { ...process.env, ...variant.env, PUZZLE, NODE: process.execPath },
      encoding: 'utf8',
    },
  );
  const wallMs = performance.now() - started;
  if (result.status !== 0) throw new Error(`${variant.name} failed: ${result.stderr}`);
  // `times` prints the shell's own times, then its children's: user system.
  const [user, system] = result.stdout.trim().split('\n').at(-1)!.split(/\s+/);
  return { cpuMs: (seconds(user!) + seconds(system!)) * 1000, wallMs };
}

if (!chooseEntry(ROOT, 'src/cli.ts', {}).built) {
  console.log('building dist/ first (npm run build)');
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const samples = new Map(VARIANTS.map((v) => [v.name, [] as { cpuMs: number; wallMs: number }[]]));
for (const v of VARIANTS) run(v); // one unmeasured run each: file cache, tsx's transform cache
for (let round = 0; round < ROUNDS; round++) {
  for (const v of VARIANTS) samples.get(v.name)!.push(run(v));
}

printTable(
  `sudoku solve (one puzzle), ${ROUNDS} interleaved rounds, ms`,
  VARIANTS.map((v) => {
    const cpu = samples.get(v.name)!.map((s) => s.cpuMs);
    const wall = samples.get(v.name)!.map((s) => s.wallMs);
    return {
      variant: v.name,
      'CPU median': Math.round(percentile(cpu, 0.5)),
      'CPU min': Math.round(Math.min(...cpu)),
      'CPU max': Math.round(Math.max(...cpu)),
      'wall median': Math.round(percentile(wall, 0.5)),
    };
  }),
);
