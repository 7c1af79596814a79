// The dependency rule of ARCHITECTURE.md, checked on the source text: the engine imports
// nothing outside src/engine (and no Node built-ins), nothing in src/ imports a platform SDK,
// and the engine never reaches for the clock or Math.random.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|js|mjs)$/.test(name) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g))
    found.push(m[1]!);
  for (const m of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(m[1]!);
  for (const m of text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) found.push(m[1]!);
  return found;
}

const PLATFORM_SDKS = /^(discord\.js|@discordjs\/|@slack\/)/;

describe('dependency boundaries', () => {
  const engineDir = join(root, 'src/engine');
  const engineFiles = sourceFiles(engineDir);

  it('finds the engine files', () => {
    expect(engineFiles.length).toBeGreaterThan(5);
  });

  it('keeps src/engine free of imports from outside src/engine', () => {
    const offenders = engineFiles.flatMap((file) =>
      importsOf(file)
        .filter(
          (spec) =>
            !spec.startsWith('.') ||
            relative(engineDir, resolve(dirname(file), spec)).startsWith('..'),
        )
        .map((spec) => `${relative(root, file)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps the clock and Math.random out of src/engine', () => {
    const offenders = engineFiles.filter((file) =>
      /Math\.random|Date\.now|new Date\(|performance\.now/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((f) => relative(root, f))).toEqual([]);
  });

  it('keeps platform SDKs out of src/', () => {
    const offenders = sourceFiles(join(root, 'src')).flatMap((file) =>
      importsOf(file)
        .filter((spec) => PLATFORM_SDKS.test(spec))
        .map((spec) => `${relative(root, file)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('detects a forbidden import when one is present', () => {
    expect(importsOf(join(root, 'test/boundary.test.ts'))).toContain('node:fs');
  });
});
