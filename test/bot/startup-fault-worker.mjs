// A render worker for the scheduler fault trial that misbehaves as it starts: each start adds a
// byte to $SUDOKU_RENDER_STARTS, and the first $SUDOKU_RENDER_FAULTS starts (across processes
// and restarts) either end the thread at once ($SUDOKU_RENDER_FAULT=die) or never become ready
// (=stall: a busy loop before the real worker loads). Later starts are the real render worker.
import { appendFileSync, statSync } from 'node:fs';
import { register } from 'tsx/esm/api';

const file = process.env.SUDOKU_RENDER_STARTS;
const faults = Number(process.env.SUDOKU_RENDER_FAULTS ?? 0);
let start = faults + 1;
if (file) {
  appendFileSync(file, 'x');
  start = statSync(file).size;
}
if (start <= faults) {
  if (process.env.SUDOKU_RENDER_FAULT === 'die') process.exit(7);
  for (;;);
}
register();
await import('../../src/render/render-worker.ts');
