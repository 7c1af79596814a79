// Something a whole test file (or describe block) shares, started in its beforeAll and closed in
// its afterAll (a harness of fake platform APIs, say). The handle it returns reads the started
// value, so tests use it as they would the value itself; a later beforeAll in the same scope runs
// after the start (vitest's hooks run in the order they are registered).

import { afterAll, beforeAll } from 'vitest';

/** Starts `start()` before the tests of the calling scope and closes it after them. */
export function useStarted<T extends object & { close(): Promise<void> }>(
  start: () => Promise<T>,
): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    await started?.close();
    started = undefined;
  });
  return new Proxy({} as T, {
    get(_, name) {
      if (!started) throw new Error('started in beforeAll, closed in afterAll: use it in a test');
      const value: unknown = Reflect.get(started, name, started);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}
