// Probe: CPU per non-Sudoku picture, stage by stage (TRACE=1), slowest last: SETS=a,b,c npx tsx scripts/vision-eval/probe-non-sudoku.ts
import { loadOpenCv } from '../../src/vision/opencv.ts';
import { readPhoto } from '../../src/vision/read-photo.ts';
import { nonSudokuPictures, type NonSudokuSet } from './non-sudoku.ts';
import sharp from 'sharp';
sharp.concurrency(1);
const { cv } = await loadOpenCv();
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const all: [number, string][] = [];
for (const set of (process.env.SETS ?? 'a,b,c').split(',') as NonSudokuSet[]) {
  let k = 0;
  for await (const p of nonSudokuPictures(cv, set)) {
    await readPhoto(p.jpeg); // warm
    const steps: string[] = [];
    let t0 = cpu();
    const start = t0;
    const r = await readPhoto(p.jpeg, {
      trace: (s) => {
        const t = cpu();
        steps.push(`  +${(t - t0).toFixed(0)} ${s}`);
        t0 = t;
      },
    });
    const total = cpu() - start;
    all.push([total, `${set} ${k} ${p.kind} ${p.name}`]);
    console.log(
      `${set} ${k++} ${p.kind} ${p.name} total ${total.toFixed(0)} ${r.ok ? 'SHOWN' : r.error.code}`,
    );
    if (process.env.TRACE) console.log(steps.join('\n') + `\n  +${(cpu() - t0).toFixed(0)} end`);
  }
}
all.sort((a, b) => b[0] - a[0]);
console.log(
  'slowest:\n' +
    all
      .slice(0, 12)
      .map(([t, n]) => `${t.toFixed(0)} ${n}`)
      .join('\n'),
);
process.exit(0);
