// What a start loads, checked on the source text: the static import graph of src/main.ts reaches
// no platform SDK, no sharp, opencv or pg (each comes with the configuration or the worker that
// needs it); the render and photo pools that main.ts starts on its own thread load neither sharp
// nor opencv; and the `sudoku` command loads only the subcommand it runs.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

/** Specifiers a file imports when it is evaluated (type-only imports are erased). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(?!type\s)[^'";]*?from\s*['"]([^'"]+)['"]/gm))
    found.push(m[1]!);
  for (const m of text.matchAll(/^import\s*['"]([^'"]+)['"]/gm)) found.push(m[1]!);
  return found;
}

/** Specifiers a file imports on demand (`await import('...')`). */
function dynamicImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!);
}

/** Every source file and package the static imports of `entry` reach (relative to the root). */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const key = relative(root, file);
    if (seen.has(key)) return;
    seen.add(key);
    for (const spec of staticImports(file)) {
      if (!spec.startsWith('.')) {
        seen.add(spec.replace(/^(@[^/]+\/[^/]+|[^@/][^/]*).*$/, '$1'));
        continue;
      }
      const target = resolve(dirname(file), spec);
      if (existsSync(target)) visit(target);
    }
  };
  visit(resolve(root, entry));
  return seen;
}

const HEAVY = ['sharp', '@techstark/opencv-js', 'discord.js', '@slack/bolt', 'pg'];

describe('start-up imports', () => {
  it('src/main.ts loads no platform SDK, sharp, opencv or pg until asked', () => {
    const graph = staticGraph('src/main.ts');
    expect(graph.has('src/bot/core.ts')).toBe(true);
    expect(HEAVY.filter((p) => graph.has(p))).toEqual([]);
  });

  it('the renderer and photo reader main.ts starts keep sharp and opencv to their workers', () => {
    const onDemand = dynamicImports(resolve(root, 'src/main.ts')).filter((s) =>
      /\/(render|vision)\//.test(s),
    );
    expect(onDemand.length).toBe(2);
    for (const spec of onDemand) {
      const graph = staticGraph(relative(root, resolve(root, 'src', spec)));
      expect([spec, ...HEAVY.filter((p) => graph.has(p))]).toEqual([spec]);
    }
    // The drawing code itself does load sharp: the check above can see it.
    expect(staticGraph('src/render/render-board.ts').has('sharp')).toBe(true);
  });

  it('the sudoku command loads only the subcommand it runs', () => {
    const graph = staticGraph('src/cli.ts');
    expect(
      [...graph].filter((f) => f.startsWith('src/cli/') && f !== 'src/cli/command.ts'),
    ).toEqual([]);
    const subcommands = dynamicImports(resolve(root, 'src/cli.ts'));
    expect(subcommands).toContain('./cli/solve.ts');
    // Eight subcommands and the help (which alone loads the catalogs to list them).
    expect(subcommands).toHaveLength(9);
    expect(staticGraph('src/cli/solve.ts').has('sharp')).toBe(false);
    // solve and grade print data: the catalogs load only when a line needs words.
    for (const command of ['solve', 'grade']) {
      expect(staticGraph(`src/cli/${command}.ts`).has('src/i18n/text.ts')).toBe(false);
    }
  });
});
