// One chunk of the training set: synthetic grid photos made from one seeded stream, run through
// the real pipeline (decode, locate, cut cells), each cut-out mark labelled with the digit that
// was drawn there (0 for a mark in an empty cell). Chunks are cached on disk, so a stopped
// build resumes and two processes can share the work.

import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { seededRandom } from '../../src/engine/random.ts';
import { FEATURE_LENGTH } from '../../src/vision/cells.ts';
import { decodePhoto } from '../../src/vision/decode.ts';
import type { Cv } from '../../src/vision/opencv.ts';
import { locateCells } from '../../src/vision/located-cells.ts';
import { randomStrokeStyle } from './stroke-digits.ts';
import { syntheticPhoto } from './synthetic-photo.ts';
import type { Sample } from './train-mlp.ts';

export interface ChunkFonts {
  readonly train: readonly string[];
  /** Fonts for the calibration grids (one in ten), never trained on. */
  readonly calibration: readonly string[];
}

export interface ChunkCells {
  readonly train: Sample[];
  readonly calibration: Sample[];
}

const WEIGHTS = [300, 400, 400, 500, 700, 700, 800];
const CACHE = resolve(import.meta.dirname, '../../tmp/digit-model');

/** The cells of chunk `chunk` (grids chunk*grids ...), from the cache or made now. */
export async function extractChunk(
  cv: Cv,
  options: { seed: string; chunk: number; grids: number; fonts: ChunkFonts },
): Promise<ChunkCells> {
  const { seed, chunk, grids, fonts } = options;
  const dir = join(CACHE, seed);
  const path = (part: string) => join(dir, `chunk-${chunk}.${part}.bin`);
  if (existsSync(path('train'))) {
    return {
      train: decode(readFileSync(path('train'))),
      calibration: decode(readFileSync(path('calibration'))),
    };
  }
  const random = seededRandom(`${seed}:${chunk}`);
  const cells: ChunkCells = { train: [], calibration: [] };
  for (let g = 0; g < grids; g++) {
    const forCalibration = g % 10 === 9;
    const strokes = !forCalibration && random.next() < 0.3 ? randomStrokeStyle(random) : undefined;
    const family = random.pick(forCalibration ? fonts.calibration : fonts.train);
    const weight = random.pick(WEIGHTS);
    const stretch = random.next() < 0.3 ? 0.72 + 0.5 * random.next() : 1;
    const digits = new Uint8Array(81);
    const givens = 18 + random.int(22);
    for (let i = 0; i < givens; i++) digits[random.int(81)] = 1 + random.int(9);
    const harsh = random.next() < 0.6 ? seededRandom(`${seed}:${chunk}:${g}:harsh`) : undefined;
    const photo = await syntheticPhoto(
      cv,
      { digits, font: { family, weight }, stretch, ...(strokes ? { strokes } : {}) },
      random,
      harsh,
    );
    const decoded = await decodePhoto(photo.jpeg);
    if (!decoded.ok) continue;
    const located = locateCells(cv, decoded.value.image);
    if (!located.ok) continue;
    // A misplaced lattice would teach wrong labels: keep grids whose corners came out right.
    const { scale } = decoded.value;
    const cellSize =
      Math.hypot(
        photo.corners[1]![0] - photo.corners[0]![0],
        photo.corners[1]![1] - photo.corners[0]![1],
      ) / 9;
    const cornerError = Math.max(
      ...located.value.corners.map((p, i) =>
        Math.hypot(p[0] * scale - photo.corners[i]![0], p[1] * scale - photo.corners[i]![1]),
      ),
    );
    if (cornerError > 0.25 * cellSize) continue;
    located.value.cells.forEach((content, i) => {
      if (content.kind === 'mark')
        (forCalibration ? cells.calibration : cells.train).push({
          features: content.features,
          label: digits[i]!,
        });
    });
  }
  mkdirSync(dir, { recursive: true });
  // Calibration first, training last, each written whole: a chunk with its training file is done.
  for (const part of ['calibration', 'train'] as const) {
    writeFileSync(`${path(part)}.part`, encode(cells[part]));
    renameSync(`${path(part)}.part`, path(part));
  }
  return cells;
}

// Rows of [label, ...features] as float32.
function encode(samples: readonly Sample[]): Buffer {
  const row = FEATURE_LENGTH + 1;
  const data = new Float32Array(samples.length * row);
  samples.forEach((s, k) => {
    data[k * row] = s.label;
    data.set(s.features, k * row + 1);
  });
  return Buffer.from(data.buffer);
}

function decode(bytes: Buffer): Sample[] {
  const row = FEATURE_LENGTH + 1;
  const data = new Float32Array(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  );
  const out: Sample[] = [];
  for (let k = 0; k + row <= data.length; k += row)
    out.push({ label: data[k]!, features: data.slice(k + 1, k + row) });
  return out;
}
