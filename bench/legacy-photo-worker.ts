// The photo worker as it was before the work pool (commit e9d59da), for legacy-photo-reader.ts.
// The worker thread's side: reads one photo per message with the in-process pipeline. OpenCV
// and the model are loaded once when the worker starts, so each photo pays only for itself.

import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import { shippedModel } from '../src/vision/classifier.ts';
import { loadOpenCv } from '../src/vision/opencv.ts';
import { readPhoto } from '../src/vision/read-photo.ts';

/** A request from the host: read these bytes (or report memory use). */
export type WorkerRequest =
  | { readonly id: number; readonly kind: 'read'; readonly bytes: Uint8Array }
  | { readonly id: number; readonly kind: 'memory' };

const port = parentPort;
if (port) {
  // One photo at a time on one core: the bot's other work keeps the rest of the machine.
  sharp.concurrency(1);
  const ready = loadOpenCv().then(() => shippedModel());
  port.on('message', (request: WorkerRequest) => {
    void ready.then(async () => {
      if (request.kind === 'memory') {
        port.postMessage({ id: request.id, memory: process.memoryUsage() });
        return;
      }
      try {
        const bytes = Buffer.from(
          request.bytes.buffer,
          request.bytes.byteOffset,
          request.bytes.byteLength,
        );
        port.postMessage({ id: request.id, result: await readPhoto(bytes) });
      } catch (error) {
        // A bug in the pipeline: report it as an unreadable photo rather than dying silently.
        port.postMessage({
          id: request.id,
          failure: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
      }
    });
  });
  void ready.then(() => port.postMessage({ ready: true }));
}
