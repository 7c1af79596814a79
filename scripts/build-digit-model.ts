// Builds assets/vision/digit-model.json: renders synthetic grid photos in many fonts, runs them
// through the real reading pipeline (so the classifier learns from exactly what the pipeline
// cuts out, line remnants and all), and trains the digit classifier on the resulting cells.
// Fonts come from Debian packages installed on the build machine only, for example:
//   apt-get install fonts-dejavu-core fonts-dejavu-extra fonts-liberation fonts-freefont-ttf \
//     fonts-noto-core fonts-urw-base35 fonts-roboto-unhinted fonts-open-sans fonts-lato \
//     fonts-crosextra-carlito fonts-crosextra-caladea fonts-texgyre fonts-cantarell \
//     fonts-linuxlibertine fonts-comic-neue fonts-oxygen
// Usage: npx tsx scripts/build-digit-model.ts [--grids N] [--epochs N] [--seed S] [--out FILE]
// (the shipped model: the defaults, 1400 grids, 12 epochs, seed digit-model-2; about 20 minutes)
// No benchmark photo is used. The model ships; the fonts do not.

import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { seededRandom } from '../src/engine/random.ts';
import { parseArgs } from '../src/cli/command.ts';
import { FEATURE_LENGTH } from '../src/vision/cells.ts';
import { classify, CLASS_COUNT, encodeModel, parseModel } from '../src/vision/classifier.ts';
import { decodePhoto } from '../src/vision/decode.ts';
import { CELL } from '../src/vision/lattice.ts';
import { loadOpenCv } from '../src/vision/opencv.ts';
import { locateCells } from '../src/vision/read-photo.ts';
import { syntheticPhoto } from './digit-model/synthetic-photo.ts';
import { trainMlp, type Sample } from './digit-model/train-mlp.ts';

/** Families with Latin digits of the kinds newspapers print (sans, serif, condensed, mono). */
const FAMILIES = [
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
  'Noto Mono',
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
  'Roboto',
  'Lato',
  'TeX Gyre Pagella',
];
/** Held out of training to measure how well the model carries over to unseen fonts. */
const HELD_OUT = new Set(['Roboto', 'Lato', 'TeX Gyre Pagella']);
const WEIGHTS = [400, 400, 700, 300, 500];

const { flags } = parseArgs(process.argv.slice(2), ['grids', 'epochs', 'seed', 'out']);
const gridCount = Number(flags.get('grids') ?? 1400);
const epochs = Number(flags.get('epochs') ?? 12);
const seed = String(flags.get('seed') ?? 'digit-model-2');
const out = String(
  flags.get('out') ?? new URL('../assets/vision/digit-model.json', import.meta.url).pathname,
);

const installed = new Set(
  execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' })
    .split('\n')
    .flatMap((l) => l.split(','))
    .map((s) => s.trim()),
);
const families = FAMILIES.filter((f) => installed.has(f.replace('-', '\\-')) || installed.has(f));
const missing = FAMILIES.filter((f) => !families.includes(f));
if (missing.length) console.log(`fonts not installed (skipped): ${missing.join(', ')}`);
const trainFamilies = families.filter((f) => !HELD_OUT.has(f));
const testFamilies = families.filter((f) => HELD_OUT.has(f));

const { cv } = await loadOpenCv();
const random = seededRandom(seed);
const train: Sample[] = [];
const test: Sample[] = [];
const stats = {
  grids: 0,
  geometryMisses: 0,
  digits: 0,
  digitsMissed: 0,
  emptiesWithMarks: 0,
  empties: 0,
};
const started = performance.now();
for (let g = 0; g < gridCount; g++) {
  const held = g % 10 === 9 && testFamilies.length > 0;
  const pool = held ? testFamilies : trainFamilies;
  const family = pool[random.int(pool.length)]!;
  const digits = new Uint8Array(81);
  const givens = 18 + random.int(22);
  for (let i = 0; i < givens; i++) digits[random.int(81)] = 1 + random.int(9);
  const photo = await syntheticPhoto(
    cv,
    { digits, font: { family, weight: WEIGHTS[random.int(WEIGHTS.length)]! } },
    random,
  );
  const decoded = await decodePhoto(photo.jpeg);
  if (!decoded.ok) throw new Error(decoded.error.message);
  stats.grids++;
  const located = locateCells(cv, decoded.value.image);
  const cellSize =
    Math.hypot(
      photo.corners[1]![0] - photo.corners[0]![0],
      photo.corners[1]![1] - photo.corners[0]![1],
    ) / 9;
  const cornerError = located.ok
    ? Math.max(
        ...located.value.corners.map((p, i) =>
          Math.hypot(
            p[0] * decoded.value.scale - photo.corners[i]![0],
            p[1] * decoded.value.scale - photo.corners[i]![1],
          ),
        ),
      )
    : Infinity;
  if (cornerError > 0.25 * cellSize || !located.ok) {
    stats.geometryMisses++;
    continue;
  }
  located.value.cells.forEach((content, i) => {
    const truth = digits[i]!;
    if (truth) stats.digits++;
    else stats.empties++;
    if (content.kind === 'empty') {
      if (truth) stats.digitsMissed++;
      return;
    }
    if (!truth) stats.emptiesWithMarks++;
    (held ? test : train).push({ features: content.features, label: truth });
  });
  if ((g + 1) % 200 === 0)
    console.log(
      `${g + 1} grids, ${train.length} training cells, ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
}
console.log('synthetic set:', JSON.stringify(stats));

const layers = trainMlp(train, {
  inputs: FEATURE_LENGTH,
  hidden: 96,
  classes: CLASS_COUNT,
  epochs,
  random,
  log: console.log,
});
const provenance = {
  builtBy: 'scripts/build-digit-model.ts',
  seed,
  grids: gridCount,
  trainingCells: train.length,
  trainFonts: trainFamilies,
  heldOutFonts: testFamilies,
  pipelineStats: stats,
  benchmarkPhotosUsed: false,
};
const file = encodeModel(layers, provenance);
const model = parseModel(file);
let right = 0;
for (const s of test) {
  const p = classify(model, s.features);
  let top = 0;
  for (let k = 1; k < p.length; k++) if (p[k]! > p[top]!) top = k;
  if (top === s.label) right++;
}
const heldOutAccuracy = test.length ? right / test.length : NaN;
console.log(
  `held-out fonts (${testFamilies.join(', ')}): ${right}/${test.length} = ${(100 * heldOutAccuracy).toFixed(2)}% (int8 model)`,
);
writeFileSync(
  out,
  JSON.stringify({
    ...file,
    provenance: {
      ...provenance,
      heldOutCells: test.length,
      heldOutAccuracy: Number(heldOutAccuracy.toFixed(4)),
    },
  }) + '\n',
);
console.log(`wrote ${out}; straightened cell ${CELL} px`);
