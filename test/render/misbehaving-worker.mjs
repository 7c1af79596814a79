// A render worker for the pool tests that misbehaves on request: a board titled "crash" ends
// the thread, one titled "hang" never answers; every other board (and the warm-up) is drawn by
// the real worker. The real worker listens first (its listener starts the port); this one runs
// right after it.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import('../../src/render/render-worker.ts');
parentPort?.on('message', (request) => {
  if (request.view?.title === 'crash') process.exit(3);
  if (request.view?.title === 'hang') for (;;);
});
