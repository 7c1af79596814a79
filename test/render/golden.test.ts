// Golden images: every kind of board view is rendered and compared with a reviewed PNG in
// test/fixtures/golden/, allowing a few pixels of anti-aliasing noise. Regenerate after a
// deliberate change with UPDATE_GOLDEN=1 npx vitest run test/render/golden.test.ts, and look at
// the new pictures before committing them.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderBoard, type BoardView } from '../../src/render/index.ts';
import { encodeIndexedPng } from '../../src/render/png-encode.ts';
import { HINT_PICTURES, hintPicture } from './hint-views.ts';
import { countDifferentPixels, decodePng } from './pixels.ts';
import { sampleViews } from './sample-views.ts';

const GOLDEN_DIR = resolve(import.meta.dirname, '../fixtures/golden');
const UPDATE = process.env.UPDATE_GOLDEN === '1';
/** A channel may differ by this much before a pixel counts as different. */
const CHANNEL_TOLERANCE = 40;
/**
 * Pixels that may differ (a little anti-aliasing noise). sharp and librsvg are pinned, so
 * renders repeat exactly; the allowance stays far below the ~150 pixels of one thin digit.
 */
const PIXEL_TOLERANCE = 24;

const CASES: readonly [name: string, theme: 'light' | 'dark'][] = [
  ['plain', 'light'],
  ['notes', 'light'],
  ['hint', 'light'],
  ['hint', 'dark'],
  ['solved', 'light'],
  ['solved', 'dark'],
  ['revealed', 'light'],
  ['unsure', 'light'],
  ['notes', 'dark'],
  ['mini4', 'light'],
  ['six6', 'light'],
  ['big16', 'light'],
  ['big16notes', 'dark'],
  ['x9', 'light'],
  ['windoku', 'dark'],
  ['jigsaw9', 'light'],
];

let views: Record<string, BoardView>;
beforeAll(() => {
  views = sampleViews();
  for (const { name, stepId } of HINT_PICTURES) views[`hint-${name}`] ??= hintPicture(stepId).view;
  if (UPDATE) mkdirSync(GOLDEN_DIR, { recursive: true });
});

/** Every technique family's hint picture (file names hint-<name>-<theme>.png). */
const HINT_CASES = HINT_PICTURES.map(({ name, theme }) => [`hint-${name}`, theme] as const);

describe('golden board images', () => {
  it.each([...CASES, ...HINT_CASES])('%s (%s) matches its golden image', async (name, theme) => {
    const file = join(GOLDEN_DIR, `${name}-${theme}.png`);
    const png = await renderBoard(views[name]!, { theme });
    if (UPDATE) {
      // Stored at zlib level 9: the same pixels in fewer bytes.
      const { data, info } = await sharp(png)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      writeFileSync(file, encodeIndexedPng(data, info.width, info.height, 9));
      return;
    }
    expect(existsSync(file), `${file} is missing; run with UPDATE_GOLDEN=1`).toBe(true);
    const actual = await decodePng(png);
    const golden = await decodePng(readFileSync(file));
    expect([actual.width, actual.height]).toEqual([golden.width, golden.height]);
    const different = countDifferentPixels(actual, golden, CHANNEL_TOLERANCE);
    if (different > PIXEL_TOLERANCE) {
      const out = join(tmpdir(), `golden-actual-${name}-${theme}.png`);
      writeFileSync(out, png);
      expect.fail(`${different} pixels differ from ${file}; the new picture is at ${out}`);
    }
  });

  it.skipIf(UPDATE)('notices a single changed digit (the tolerance is not too loose)', async () => {
    const base = views.plain!;
    const entries = new Uint8Array(base.entries);
    entries[0] = 1; // r1c1 is empty in the puzzle; its solution digit is 1
    const png = await renderBoard({ ...base, entries });
    const golden = await decodePng(readFileSync(join(GOLDEN_DIR, 'plain-light.png')));
    const different = countDifferentPixels(await decodePng(png), golden, CHANNEL_TOLERANCE);
    expect(different).toBeGreaterThan(PIXEL_TOLERANCE * 4);
  });
});
