// Writes test/fixtures/photos/: a few synthetic phone photos (perspective, blur, uneven light,
// JPEG) of fixture puzzles in fonts of this machine, for tests that must not depend on fonts.
// Usage: npx tsx scripts/digit-model/make-photo-fixtures.ts

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { seededRandom } from '../../src/engine/random.ts';
import { loadOpenCv } from '../../src/vision/opencv.ts';
import { syntheticPhoto } from './synthetic-photo.ts';

const FONTS = [
  { family: 'Liberation Serif', weight: 400 },
  { family: 'DejaVu Sans Condensed', weight: 700 },
  { family: 'Nimbus Sans', weight: 400 },
];

const root = new URL('../../', import.meta.url);
const puzzles = readFileSync(new URL('test/fixtures/puzzles-with-solutions.txt', root), 'utf8')
  .split('\n')
  .filter((line) => /^\d{81}\s/.test(line))
  .map((line) => line.slice(0, 81));
const out = new URL('test/fixtures/photos/', root);
mkdirSync(out, { recursive: true });
const { cv } = await loadOpenCv();
const random = seededRandom('photo-fixtures-1');
const index: Record<string, string> = {};
for (const [i, font] of FONTS.entries()) {
  const text = puzzles[20 + i]!;
  const photo = await syntheticPhoto(cv, { digits: Uint8Array.from(text, Number), font }, random);
  const name = `synthetic-${i + 1}.jpg`;
  writeFileSync(new URL(name, out), photo.jpeg);
  index[name] = text.replaceAll('0', '.');
}
writeFileSync(new URL('truth.json', out), JSON.stringify(index, null, 2) + '\n');
console.log(index);
