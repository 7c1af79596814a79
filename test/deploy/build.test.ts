// `npm run build` produces JavaScript that runs without a TypeScript loader: the `sudoku` command
// from a production layout with no sources and no tsx solves a grid, draws a board (glyph assets
// copied into dist/) and reads that picture back (the photo worker's compiled bootstrap and the
// digit model); `npm start`'s bin runs the bot from it, ready on /readyz, playing today's daily
// (the puzzle worker's compiled bootstrap), and SIGTERM stops it cleanly.

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBuiltTree, REPO, type BuiltTree } from './built-tree.ts';
import { freePort } from '../support/free-port.ts';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION =
  '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

let tree: BuiltTree;
beforeAll(() => {
  tree = makeBuiltTree();
}, 180_000);
afterAll(() => tree.remove());

function sudoku(args: readonly string[], input?: string) {
  return spawnSync(process.execPath, [join(tree.root, 'bin/sudoku.js'), ...args], {
    cwd: tree.root,
    input,
    encoding: 'utf8',
    env: { ...process.env, SUDOKU_FROM_SOURCE: undefined },
  });
}

describe('the production build', () => {
  it('compiles every module and writes worker bootstraps that need no tsx', () => {
    const dist = join(tree.root, 'dist');
    expect(existsSync(join(dist, 'src/main.js'))).toBe(true);
    expect(existsSync(join(dist, 'adapters/discord/index.js'))).toBe(true);
    expect(existsSync(join(dist, 'adapters/web/static/index.html'))).toBe(true);
    expect(existsSync(join(dist, 'adapters/activity/static/activity.html'))).toBe(true);
    // Every worker bootstrap of the sources has a compiled twin that loads the .js worker directly.
    const bootstraps = readdirSync(join(REPO, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('-bootstrap.mjs'))
      .map((path) => join('src', path));
    expect(bootstraps.length).toBeGreaterThanOrEqual(2);
    for (const bootstrap of bootstraps) {
      const text = readFileSync(join(dist, bootstrap), 'utf8');
      expect(text, bootstrap).not.toMatch(/tsx|\.ts['"]/);
      const target = /await import\('\.\/([a-z-]+\.js)'\)/.exec(text)?.[1];
      expect(target && existsSync(join(dist, bootstrap, '..', target)), bootstrap).toBe(true);
    }
    const info = JSON.parse(readFileSync(join(dist, 'build-info.json'), 'utf8'));
    expect(info.newestSourceMs).toBeGreaterThan(0);
  });

  it('`sudoku solve` runs from dist/ without tsx installed', () => {
    const run = sudoku(['solve'], PUZZLE + '\n');
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe(SOLUTION);
    expect(run.status).toBe(0);
  });

  it('draws a board with the copied glyphs and reads it back in the compiled photo worker', () => {
    const png = join(tree.root, 'board.png');
    const render = sudoku(['render', PUZZLE, '--out', png]);
    expect(render.status, render.stderr).toBe(0);
    expect(readFileSync(png).subarray(1, 4).toString()).toBe('PNG');
    const read = sudoku(['read-photo', png]);
    expect(read.status, read.stderr).toBe(0);
    expect(read.stdout.trim()).toBe(`${png} ${PUZZLE} -`);
  });
});

/** Polls `probe` every 200 ms until it returns a value, for `ms` at most. */
async function until<T>(ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the built bot', () => {
  it('starts from dist/, is ready, plays, and stops cleanly on SIGTERM', async () => {
    const [port, healthPort] = [await freePort(), await freePort()];
    // .env is read, and the environment wins over it (PORT).
    writeFileSync(join(tree.root, '.env'), 'DATABASE_PATH=data/from-dotenv.sqlite\nPORT=1\n');
    const child = spawn(process.execPath, [join(tree.root, 'bin/start.js')], {
      cwd: tree.root,
      // Only what the bot needs: no platform tokens from the developer's environment.
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HEALTH_PORT: String(healthPort),
        SQLITE_SYNCHRONOUS: 'normal',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const ready = await until(60_000, async () => {
        const res = await fetch(`http://127.0.0.1:${healthPort}/readyz`);
        return res.status === 200 ? res.json() : undefined;
      });
      // Ready only once a picture, a photo and a hint thread are warm (src/main.ts).
      expect(ready).toEqual({
        status: 'ready',
        checks: { startup: 'ok', store: 'ok', renderer: 'ok', 'photo-reader': 'ok', hints: 'ok' },
      });
      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);

      const board = await until(60_000, async () => {
        const res = await fetch(`http://127.0.0.1:${port}/api/channels/general/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ user: 'ann', text: 'today' }),
        });
        const body = (await res.json()) as { messages: { text: string; image?: object }[] };
        return body.messages.find((m) => m.image);
      });
      expect(board.text).toMatch(/daily/i);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited, output).toBe(0);
    expect(existsSync(join(tree.root, 'data/from-dotenv.sqlite'))).toBe(true);
    expect(output).toMatch(/SIGTERM: shutting down/);
    expect(output).toMatch(/"msg":"stopped"/);
  }, 120_000);
});
