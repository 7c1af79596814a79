// A photo reader whose photos wait in a line the test controls: each read tells `onQueued` the
// status the test chose (as the real reader does when every worker is busy or none is warm),
// then waits until the test releases it, so an adapter's interim reply and the edit that
// replaces it can be checked step by step, with no timing window.

import type {
  PhotoError,
  PhotoReader,
  PhotoReadOptions,
  QueueStatus,
} from '../../src/bot/ports.ts';
import { err, ok } from '../../src/engine/result.ts';
import { PHOTO_GRID } from './real-core.ts';

export class GatedPhotoReader implements PhotoReader {
  private readonly held: (() => void)[] = [];
  private readonly watchers: (() => void)[] = [];

  /** `queued`: the status told as the photo joins the line (undefined: it starts at once). */
  constructor(
    private readonly queued: QueueStatus | undefined,
    private readonly refusal?: PhotoError,
  ) {}

  async read(_bytes: Buffer, options: PhotoReadOptions = {}) {
    if (this.queued) options.onQueued?.(this.queued);
    await new Promise<void>((resolve) => {
      this.held.push(resolve);
      for (const watcher of this.watchers.splice(0)) watcher();
    });
    if (this.refusal) return err(this.refusal);
    return ok({
      grid: Uint8Array.from(PHOTO_GRID, Number),
      confidence: new Float32Array(81).fill(0.98),
      unsure: [],
      corners: [],
    });
  }

  /** Resolves once a photo is waiting in the line. */
  whenWaiting(): Promise<void> {
    if (this.held.length > 0) return Promise.resolve();
    return new Promise((resolve) => this.watchers.push(resolve));
  }

  /** Lets the photos waiting be read. */
  release(): void {
    for (const resolve of this.held.splice(0)) resolve();
  }
}
