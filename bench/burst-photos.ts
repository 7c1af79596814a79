// The photos of a burst for the overload benchmarks: the shared phone photos when the public data
// set is there, else the fixture photos and boards drawn from the fixture puzzles.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { boardPng, fixturePuzzles } from '../test/vision/boards.ts';
import { dataDir } from './lib.ts';

/** A burst of photos and where they came from, in words. */
export interface BurstPhotos {
  readonly photos: Buffer[];
  readonly source: string;
}

/** Up to `count` photos: the shared phone photos when present, else fixtures and drawn boards. */
export async function burstPhotos(count: number): Promise<BurstPhotos> {
  const data = dataDir();
  const images = data && join(data, 'photos', 'images');
  const shared = images
    ? readdirSync(images)
        .filter((f) => f.endsWith('.jpg'))
        .sort()
        .map((f) => join(images, f))
    : [];
  const fixtures = ['synthetic-1.jpg', 'synthetic-2.jpg', 'synthetic-3.jpg'].map(
    (f) => new URL(`../test/fixtures/photos/${f}`, import.meta.url).pathname,
  );
  const photos: Buffer[] = [...shared, ...fixtures].slice(0, count).map((p) => readFileSync(p));
  const fromFiles = photos.length;
  for (const givens of fixturePuzzles()) {
    if (photos.length >= count) break;
    photos.push(await boardPng(givens));
  }
  const sharedUsed = Math.min(shared.length, count);
  const parts = [
    sharedUsed && `${sharedUsed} shared phone photos (${images})`,
    fromFiles - sharedUsed && `${fromFiles - sharedUsed} fixture photos`,
    photos.length - fromFiles && `${photos.length - fromFiles} boards drawn as PNG (no data set)`,
  ].filter(Boolean);
  return { photos, source: parts.join(', ') };
}
