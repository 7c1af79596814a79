// Builds assets/vision/digit-model.json: renders synthetic grid photos in many fonts and in
// generated digit shapes (open 4, barred 7, flagged 1, straight tails, any weight and width),
// degrades them like phone photos (blur, low resolution, JPEG blocking, glare, uneven and low
// light, paper texture, show-through), runs them through the real reading pipeline (so the
// classifier learns from exactly what the pipeline cuts out, line remnants and all), trains the
// digit classifier on the resulting cells, and calibrates its confidence on cells in fonts it
// was not trained on. No shared photo is used, and no font of the benchmark's unseen styles.
//
// Fonts (build machine only; the runtime needs none): Debian packages
//   apt-get install fonts-dejavu-core fonts-dejavu-extra fonts-liberation fonts-freefont-ttf \
//     fonts-noto-core fonts-urw-base35 fonts-open-sans fonts-crosextra-carlito \
//     fonts-crosextra-caladea fonts-texgyre fonts-cantarell fonts-linuxlibertine fonts-comic-neue \
//     fonts-oxygen fonts-inter fonts-roboto-unhinted fonts-bebas-neue fonts-jura fonts-quicksand \
//     fonts-sora fonts-inconsolata fonts-yanone-kaffeesatz fonts-b612 fonts-junicode \
//     fonts-gfs-didot fonts-courier-prime fonts-anonymous-pro fonts-paratype fonts-lmodern \
//     fonts-hack fonts-sil-gentium
// Missing families are listed and skipped. Usage:
//   npx tsx scripts/build-digit-model.ts [--grids N] [--epochs N] [--hidden N] [--seed S] [--out FILE]
//     [--chunks FROM-TO[,FROM-TO...]] [--extract-only]
// Resumable: the cells of each chunk of 100 grids are cached in tmp/digit-model/SEED/, so a
// stopped run picks up where it was, and two processes can extract disjoint chunk ranges
// (--extract-only --chunks 0-14, --chunks 15-29) before one trains. The shipped model: the
// defaults (3000 grids, 14 epochs, seed digit-model-3).

import { writeFileSync } from 'node:fs';
import { parseArgs } from '../src/cli/command.ts';
import { seededRandom } from '../src/engine/random.ts';
import { FEATURE_LENGTH } from '../src/vision/cells.ts';
import { CLASS_COUNT, encodeModel, parseModel } from '../src/vision/classifier.ts';
import { UNSURE_BELOW } from '../src/vision/consistency.ts';
import { loadOpenCv } from '../src/vision/opencv.ts';
import { UNSEEN_FAMILIES, VALIDATION_FAMILIES } from './vision-eval/unseen-styles.ts';
import { availableFamilies } from './digit-model/fonts.ts';
import { calibrate, evaluate } from './digit-model/calibrate.ts';
import { extractChunk, type ChunkFonts } from './digit-model/extract-cells.ts';
import { trainMlp, type Sample } from './digit-model/train-mlp.ts';

/** Families with Latin digits of the kinds newspapers print (sans, serif, condensed, mono). */
const TRAIN_FAMILIES = [
  'DejaVu Sans',
  'DejaVu Sans Condensed',
  'DejaVu Serif',
  'DejaVu Sans Mono',
  'Liberation Sans',
  'Liberation Sans Narrow',
  'Liberation Serif',
  'Liberation Mono',
  'FreeSans',
  'FreeSerif',
  'FreeMono',
  'Nimbus Sans',
  'Nimbus Sans Narrow',
  'Nimbus Roman',
  'Nimbus Mono PS',
  'TeX Gyre Heros',
  'TeX Gyre Heros Cn',
  'TeX Gyre Adventor',
  'TeX Gyre Termes',
  'TeX Gyre Bonum',
  'TeX Gyre Schola',
  'URW Gothic',
  'URW Bookman',
  'C059',
  'P052',
  'Noto Sans',
  'Noto Serif',
  'Noto Sans Display',
  'Open Sans',
  'Open Sans Condensed',
  'Roboto Condensed',
  'Carlito',
  'Caladea',
  'Cantarell',
  'Inter',
  'Linux Libertine O',
  'Linux Biolinum O',
  'Comic Neue',
  'Oxygen-Sans',
  'Bebas Neue',
  'Jura',
  'Quicksand',
  'Sora',
  'Inconsolata',
  'Yanone Kaffeesatz',
  'B612',
  'Junicode Two Beta',
  'GFS Didot',
  'Courier Prime',
  'Anonymous Pro',
  'PT Sans',
  'Latin Modern Roman',
  'Latin Modern Sans',
];
/** Kept out of training to calibrate the confidence on print the model has not seen. */
const CALIBRATION_FAMILIES = ['PT Serif', 'Hack', 'Gentium'];

const evaluationOnly: readonly string[] = [...UNSEEN_FAMILIES, ...VALIDATION_FAMILIES];
const overlap = [...TRAIN_FAMILIES, ...CALIBRATION_FAMILIES].filter((f) =>
  evaluationOnly.includes(f),
);
if (overlap.length) throw new Error(`evaluation-only fonts in the build: ${overlap.join(', ')}`);

const { flags } = parseArgs(process.argv.slice(2), [
  'grids',
  'epochs',
  'hidden',
  'seed',
  'out',
  'chunks',
]);
const gridCount = Number(flags.get('grids') ?? 3000);
const epochs = Number(flags.get('epochs') ?? 14);
const hidden = Number(flags.get('hidden') ?? 128);
const seed = String(flags.get('seed') ?? 'digit-model-3');
const out = String(
  flags.get('out') ?? new URL('../assets/vision/digit-model.json', import.meta.url).pathname,
);
const chunkCount = Math.ceil(gridCount / 100);
// Chunk ranges, e.g. 0-14 or 0-9,15-24.
const chunks = String(flags.get('chunks') ?? `0-${chunkCount - 1}`)
  .split(',')
  .flatMap((range) => {
    const [from, to = from] = range.split('-').map(Number) as [number, number?];
    return Array.from({ length: to - from + 1 }, (_, k) => from + k);
  });

const train = availableFamilies(TRAIN_FAMILIES);
const calibration = availableFamilies(CALIBRATION_FAMILIES);
const missing = [...train.missing, ...calibration.missing];
if (missing.length) console.log(`fonts not installed (skipped): ${missing.join(', ')}`);
if (train.present.length < 10 || calibration.present.length === 0)
  throw new Error('too few fonts installed: see the apt-get line at the top of this script');
const fonts: ChunkFonts = { train: train.present, calibration: calibration.present };

const { cv } = await loadOpenCv();
const trainSamples: Sample[] = [];
const calibrationSamples: Sample[] = [];
const started = performance.now();
for (const chunk of chunks) {
  const cells = await extractChunk(cv, { seed, chunk, grids: 100, fonts });
  trainSamples.push(...cells.train);
  calibrationSamples.push(...cells.calibration);
  console.log(
    `chunk ${chunk}: ${trainSamples.length} training cells, ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}
if (flags.has('extract-only')) process.exit(0);

const layers = trainMlp(trainSamples, {
  inputs: FEATURE_LENGTH,
  hidden,
  classes: CLASS_COUNT,
  epochs,
  random: seededRandom(`${seed}:train`),
  log: console.log,
});
const temperature = calibrate(layers, calibrationSamples);
const provenance = {
  builtBy: 'scripts/build-digit-model.ts',
  seed,
  grids: chunks.length * 100,
  epochs,
  trainingCells: trainSamples.length,
  trainFonts: fonts.train,
  calibrationFonts: fonts.calibration,
  strokeShapes: 'scripts/digit-model/stroke-digits.ts, about a third of the grids',
  temperature: Number(temperature.toFixed(3)),
  sharedPhotosUsed: false,
};
const file = encodeModel(layers, provenance);
const check = evaluate(parseModel(file), calibrationSamples, UNSURE_BELOW);
console.log(
  `calibration fonts (${fonts.calibration.join(', ')}): ${check.right}/${check.total} right, ` +
    `${check.misreads} misreads of which ${check.misreadsUnsure} below ${UNSURE_BELOW} (int8 model)`,
);
writeFileSync(
  out,
  JSON.stringify({ ...file, provenance: { ...provenance, calibrationCheck: check } }) + '\n',
);
console.log(`wrote ${out}`);
