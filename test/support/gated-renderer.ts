// A renderer whose pictures wait in a line the test controls: each picture tells `onQueued` that
// it waits (as the real picture pool does when every worker is busy), then waits until the test
// releases the line, and is drawn by the real renderer. An adapter's interim reply and the
// answer that replaces it can so be checked step by step, with no timing window.

import type { Renderer, RenderOptions } from '../../src/bot/ports.ts';
import type { BoardView } from '../../src/render/view.ts';
import { createRenderer } from '../../src/render/index.ts';
import { gate } from './gate.ts';

export class GatedRenderer implements Renderer {
  private readonly line = gate();
  private readonly real = createRenderer();

  async render(view: BoardView, options: RenderOptions = {}): Promise<Buffer> {
    options.onQueued?.({ ahead: 3, starting: false });
    await this.line.opened;
    return this.real.render(view, options);
  }

  altText(view: BoardView): string {
    return this.real.altText(view);
  }

  /** Lets the pictures waiting (and every later one) be drawn. */
  release(): void {
    this.line.open();
  }
}
