// A render worker thread: draws one picture per message with the in-process renderer, so the
// main thread only routes. Its caches (empty grids, glyph sprites) warm up with the blank boards
// it draws as it starts (the pool's warm-up message) and then serve every later board.

import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import { classicGeometry } from '../engine/geometry.ts';
import { renderBoard } from './render-board.ts';
import { THEMES } from './theme.ts';
import { runBehindEventLoop } from '../work/thread-priority.ts';
import { fromWire, type RenderAnswer, type RenderRequest } from './wire.ts';

/** The PNG as its own buffer, so it can be moved to the host without a copy. */
function detached(png: Buffer): Uint8Array {
  if (png.byteOffset === 0 && png.byteLength === png.buffer.byteLength) {
    return new Uint8Array(png.buffer, 0, png.byteLength);
  }
  return new Uint8Array(png);
}

/** Draws a blank board in every theme: the first picture of each kind is the slow one. */
async function warmUp(): Promise<void> {
  const blank = new Uint8Array(81);
  const view = { geometry: classicGeometry(9), givens: blank, entries: blank, title: 'Warm-up' };
  for (const theme of THEMES) await renderBoard(view, { theme });
}

const port = parentPort;
if (port) {
  runBehindEventLoop('sudoku-render');
  // One picture at a time per worker: the pool, not libvips, spreads pictures over the cores.
  sharp.concurrency(1);
  port.on('message', (request: RenderRequest) => {
    void (async () => {
      if ('warmUp' in request) {
        // Not caught: a thread that cannot draw the blank board ends, and the pool reports why.
        await warmUp();
        port.postMessage({ id: request.id, warm: true } satisfies RenderAnswer);
        return;
      }
      let answer: RenderAnswer;
      try {
        const png = detached(await renderBoard(fromWire(request.view), request.options));
        answer = { id: request.id, png };
        port.postMessage(answer, [png.buffer as ArrayBuffer]);
        return;
      } catch (error) {
        answer = { id: request.id, error: error instanceof Error ? error.message : String(error) };
      }
      port.postMessage(answer);
    })();
  });
}
