// The registry of open play modals: a change redraws every modal of its channel but the mover's,
// never two draws of one modal at once (changes meanwhile give exactly one more), a modal that
// is gone is forgotten, and the registry stays bounded (by count and by age).

import { describe, expect, it } from 'vitest';
import {
  MAX_OPEN_MODALS,
  OPEN_MODAL_TTL_MS,
  OpenPlayModals,
} from '../../adapters/slack/open-modals.ts';

/** A redraw that waits until released, recording each call; state counts the draws. */
function gatedRedraw() {
  const calls: string[] = [];
  const gates: (() => void)[] = [];
  let gone = new Set<string>();
  const redraw = async (viewId: string, state: number) => {
    calls.push(viewId);
    await new Promise<void>((resolve) => gates.push(resolve));
    return gone.has(viewId) ? undefined : state + 1;
  };
  const release = async () => {
    // Let queued draws reach their gate, then open every gate that is waiting.
    for (let i = 0; i < 5; i++) await Promise.resolve();
    gates.splice(0).forEach((open) => open());
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { redraw, calls, release, goneOnNextDraw: (ids: string[]) => (gone = new Set(ids)) };
}

describe('OpenPlayModals', () => {
  it('redraws the modals of the changed channel, not the mover’s, not other channels’', async () => {
    const g = gatedRedraw();
    const modals = new OpenPlayModals(g.redraw);
    modals.seen('V1', 'C1', 0);
    modals.seen('V2', 'C1', 0);
    modals.seen('V3', 'C2', 0);
    const done = modals.changed('C1', 'V1');
    await g.release();
    await done;
    expect(g.calls).toEqual(['V2']);
  });

  it('a change during a draw gives exactly one more draw, whatever the number of changes', async () => {
    const g = gatedRedraw();
    const modals = new OpenPlayModals(g.redraw);
    modals.seen('V1', 'C1', 0);
    const first = modals.changed('C1');
    await Promise.resolve();
    // Three more moves while the first draw is out: none starts a second draw at once.
    await Promise.all([modals.changed('C1'), modals.changed('C1'), modals.changed('C1')]);
    expect(g.calls).toEqual(['V1']);
    await g.release();
    await g.release();
    await first;
    expect(g.calls).toEqual(['V1', 'V1']);
  });

  it('a change while the player’s own move draws the modal draws it once more after', async () => {
    const g = gatedRedraw();
    const modals = new OpenPlayModals(g.redraw);
    modals.seen('V1', 'C1', 0);
    let ownDrawn = false;
    const own = modals.drawing('V1', async () => {
      await modals.changed('C1');
      ownDrawn = true;
    });
    expect(g.calls).toEqual([]);
    const settled = own.then(() => undefined);
    await g.release();
    await settled;
    expect(ownDrawn).toBe(true);
    expect(g.calls).toEqual(['V1']);
  });

  it('forgets a modal whose redraw finds it gone', async () => {
    const g = gatedRedraw();
    const modals = new OpenPlayModals(g.redraw);
    modals.seen('V1', 'C1', 0);
    modals.seen('V2', 'C1', 0);
    g.goneOnNextDraw(['V1']);
    const done = modals.changed('C1');
    await g.release();
    await done;
    expect(modals.size).toBe(1);
  });

  it('stays bounded: the oldest beyond the cap, and any unseen past its age, are forgotten', async () => {
    let now = 0;
    const g = gatedRedraw();
    const modals = new OpenPlayModals(g.redraw, () => now);
    for (let i = 0; i <= MAX_OPEN_MODALS; i++) modals.seen(`V${i}`, 'C1', 0);
    expect(modals.size).toBe(MAX_OPEN_MODALS);
    now = OPEN_MODAL_TTL_MS + 1;
    modals.seen('Vnew', 'C2', 0);
    await modals.changed('C2', 'Vnew');
    expect(modals.size).toBe(1);
    expect(g.calls).toEqual([]);
  });
});
