// Optional: a few real phone photos from the shared data (Wicht & Hennebert's Sudoku dataset,
// CC-BY-4.0) read exactly. Skips when ../shared/data (or $SUDOKU_DATA) is absent; the full
// benchmark is `npm run bench -- vision`.

import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPhoto } from '../../src/vision/index.ts';

const dataDir = process.env.SUDOKU_DATA ?? resolve(import.meta.dirname, '../../../shared/data');
const photos = join(dataDir, 'photos', 'images');
const missing = existsSync(photos) ? undefined : `no photo data at ${photos}`;

// Hard cases: curved paper (1020, 1087), a grid cut by the frame (34, 145), another grid beside
// the puzzle (1040, 1088), red print (150), shaded cells (204), low-resolution blur (41).
const SAMPLE = [34, 41, 145, 150, 204, 1020, 1040, 1087, 1088];

function truthOf(n: number): string {
  const rows = readFileSync(join(photos, `image${n}.dat`), 'utf8').split(/\r?\n/).slice(2, 11);
  return rows.join(' ').trim().split(/\s+/).join('').replaceAll('0', '.');
}

describe.skipIf(missing !== undefined)('reading shared phone photos', () => {
  it.each(SAMPLE)('reads image%i.jpg exactly', async (n) => {
    const result = await readPhoto(readFileSync(join(photos, `image${n}.jpg`)));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const text = Array.from(result.value.grid, (d) => (d ? String(d) : '.')).join('');
    expect(text).toBe(truthOf(n));
  });
});

if (missing) console.log(`vision photo suite skipped: ${missing}`);
