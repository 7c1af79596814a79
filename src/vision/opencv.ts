// Loads OpenCV (the WebAssembly build in @techstark/opencv-js) once per thread, safely.
// The build registers process-wide `unhandledRejection`/`uncaughtException` handlers that abort
// the whole process, and its module object carries a `then` method, so awaiting it directly
// would loop forever. We load it with `require`, remove the handlers it added, wait for its
// runtime, and hand back the module wrapped in a plain object (never a thenable).

import { createRequire } from 'node:module';
import type * as OpenCv from '@techstark/opencv-js';

export type Cv = typeof OpenCv;

let loading: Promise<{ cv: Cv }> | undefined;

/** The OpenCV module, loaded on first use; resolves to `{ cv }` (a wrapper, not a thenable). */
export function loadOpenCv(): Promise<{ cv: Cv }> {
  loading ??= new Promise<{ cv: Cv }>((resolve, reject) => {
    const events = ['unhandledRejection', 'uncaughtException'] as const;
    const listeners = (event: string) => process.listeners(event as 'warning') as unknown[];
    const before = new Map(events.map((e) => [e, new Set(listeners(e))]));
    let module: Record<string, unknown>;
    try {
      module = createRequire(import.meta.url)('@techstark/opencv-js') as Record<string, unknown>;
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    } finally {
      for (const event of events) {
        for (const listener of listeners(event)) {
          if (!before.get(event)!.has(listener)) {
            process.removeListener(event, listener as (...args: unknown[]) => void);
          }
        }
      }
    }
    const done = () => {
      // Drop the thenable hook so the module can be passed through promises safely.
      delete module.then;
      resolve({ cv: module as unknown as Cv });
    };
    if (typeof module.Mat === 'function') done();
    else module.onRuntimeInitialized = done;
  });
  return loading;
}
