// Probe: what the reader answers for the Sudoku-like photos of one kind (KIND, default two grids;
// photos FROM..N-1 per set and layout): npx tsx scripts/vision-eval/probe-sudoku-like.ts
import { loadOpenCv } from '../../src/vision/opencv.ts';
import { readPhoto } from '../../src/vision/read-photo.ts';
import { sudokuLikePhoto, type SudokuLikeKind, type TwoGridsLayout } from './sudoku-like.ts';

const kind = (process.env.KIND ?? 'two grids') as SudokuLikeKind;
const { cv } = await loadOpenCv();
for (const set of (process.env.SETS?.split(',') ?? ['tuning', 'held-out']) as (
  'tuning' | 'held-out'
)[])
  for (const layout of (kind === 'two grids' ? ['beside', 'stacked'] : [undefined]) as (
    TwoGridsLayout | undefined
  )[])
    for (let k = Number(process.env.FROM ?? 0); k < Number(process.env.N ?? 3); k++) {
      const photo = await sudokuLikePhoto(cv, set, kind, k, undefined, layout);
      const steps: string[] = [];
      const r = await readPhoto(photo.jpeg, { trace: (step) => steps.push(step) });
      if (process.env.TRACE) console.log(steps.join('\n'));
      let said: string;
      if (!r.ok) said = `${r.error.code} ${JSON.stringify(r.error.reason ?? '')}`;
      else {
        const match = photo.truths.findIndex((t) => t.every((d, i) => d === r.value.grid[i]));
        const wrong = photo.truths.map((t) => t.filter((d, i) => d !== r.value.grid[i]).length);
        said = `ok ${r.value.status} match=${match} wrong=${wrong} place=${r.value.oneOfTwo}`;
      }
      console.log(set, photo.name, said);
    }
process.exit(0);
