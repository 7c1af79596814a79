// A photo worker for the reader tests that misbehaves on request: bytes starting "HANG" keep
// the thread busy forever, bytes starting "ECHO" are answered at once without reading (a canned
// no-grid error with the message "echo"); everything else, the warm-up included, goes to the
// real worker, which listens first (a second answer to the same id is ignored by the pool).
import { Buffer } from 'node:buffer';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import('../../src/vision/photo-worker.ts');
parentPort?.on('message', (request) => {
  if (request.kind !== 'read') return;
  const { buffer, byteOffset, byteLength } = request.bytes;
  const head = Buffer.from(buffer, byteOffset, Math.min(4, byteLength)).toString('latin1');
  if (head === 'HANG') for (;;);
  if (head === 'ECHO') {
    const error = { code: 'no-grid', message: 'echo' };
    parentPort.postMessage({ id: request.id, result: { ok: false, error } });
  }
});
