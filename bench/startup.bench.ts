// Start-up cost, from outside: `npm start` to ready (bin/start.js of dist/, see
// startup-ready.ts) and the `sudoku` command (`sudoku solve` of one puzzle) run from the build in
// dist/ beside the same command through tsx (its transform cache warm, as on a second call, and
// cold, as on the first call after a change), both as `node bin/sudoku.js` and as `npx sudoku`.
// CPU of a command is the child's user + system time as the shell's `times` reports it, so worker
// threads and exit are counted too. STARTUP_BASELINE=DIR measures another checkout's dist/ beside
// this one's (e.g. `git worktree add /tmp/old main`, node_modules linked, `npm run build` there).
// Rounds are interleaved so load on the shared machine falls on every variant alike.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chooseEntry } from '../bin/launch.js';
import { percentile, printTable } from './lib.ts';
import { canMeasureReady, startToReady, type ReadySample } from './startup-ready.ts';

const ROOT = resolve(import.meta.dirname, '..');
const BASELINE = process.env.STARTUP_BASELINE ? resolve(process.env.STARTUP_BASELINE) : undefined;
const ROUNDS = Number(process.env.STARTUP_ROUNDS ?? 10);
/** The warm-up start makes the puzzle supply every later start finds complete (at most 5 min). */
const SUPPLY_SETTLE_MS = 300_000;
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

interface Variant {
  readonly name: string;
  readonly root: string;
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
/** The checkouts measured: this one, and the baseline's dist/ when one is given. */
const ROOTS = [
  ...(BASELINE ? [{ name: 'old', root: BASELINE }] : []),
  { name: BASELINE ? 'new' : '', root: ROOT },
];
const label = (root: { name: string }, what: string) =>
  root.name ? `${root.name}: ${what}` : what;
const VARIANTS: readonly Variant[] = ROOTS.flatMap((r) =>
  COMMANDS.flatMap((c) =>
    LOADERS.filter((l) => r.root === ROOT || l.name === 'dist/').map((l) => ({
      name: label(r, `${c.name}, ${l.name}`),
      root: r.root,
      command: c.command,
      env: l.env,
    })),
  ),
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
      cwd: variant.root,
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

for (const { root } of ROOTS) {
  if (chooseEntry(root, 'src/cli.ts', {}).built) continue;
  if (root !== ROOT) throw new Error(`${root} has no fresh dist/: run \`npm run build\` there`);
  console.log('building dist/ first (npm run build)');
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

await measureStarts();

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

/** `node bin/start.js` of each checkout to ready, on one SQLite file whose supply is made first. */
async function measureStarts(): Promise<void> {
  if (!canMeasureReady()) {
    console.log('start to ready: skipped (needs /proc for per-process CPU)');
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'sudoku-startup-'));
  try {
    console.log('start to ready: a first start makes the puzzle supply (up to a few minutes)');
    await startToReady(ROOT, dataDir, { settleMs: SUPPLY_SETTLE_MS });
    for (const { root } of ROOTS) await startToReady(root, dataDir); // unmeasured: file cache
    const starts = new Map(ROOTS.map((r) => [r.root, [] as ReadySample[]]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const { root } of ROOTS) starts.get(root)!.push(await startToReady(root, dataDir));
    }
    printTable(
      `node bin/start.js (dist/, web playground, SQLite) to ready, ${ROUNDS} interleaved rounds, ms`,
      ROOTS.map((r) => {
        const of = (key: keyof ReadySample) => starts.get(r.root)!.map((s) => s[key]);
        return {
          variant: label(r, 'start to ready'),
          'CPU median': Math.round(percentile(of('cpuMs'), 0.5)),
          'CPU min': Math.round(Math.min(...of('cpuMs'))),
          'CPU max': Math.round(Math.max(...of('cpuMs'))),
          'main thread CPU median': Math.round(percentile(of('mainMs'), 0.5)),
          'wall median': Math.round(percentile(of('wallMs'), 0.5)),
        };
      }),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
