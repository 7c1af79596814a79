// The bot's memory of each player's pick (picks.ts) and how a digit press uses it
// (moveFromState): the screen's own pick wins, a lost cell comes from memory, the mode is always
// the one the screen shows, and the memory stays bounded in size and age. With a store, a pick
// is saved there each time it changes and recalled by another process (or after a restart).

import { describe, expect, it } from 'vitest';
import { MOVE_ACTIONS, moveFromState } from '../../adapters/slack/move-blocks.ts';
import { MAX_PICKS, PICK_TTL_MS, PlayerPicks } from '../../adapters/slack/picks.ts';
import { MemoryStore } from '../../src/store/memory.ts';
import { MemoryLogger } from './harness.ts';

const BLOCK = 'sudoku-move@g1';
const state = (picks: Record<string, string>) => ({
  values: {
    [BLOCK]: Object.fromEntries(
      Object.entries(picks).map(([id, value]) => [id, { selected_option: { value } }]),
    ),
  },
});

describe('a digit press and the remembered pick', () => {
  it('uses the cell on screen when there is one, the remembered one when not', () => {
    const shown = state({ [MOVE_ACTIONS.cell]: 'r2c3' });
    expect(moveFromState(shown, BLOCK, 4, 'en', { cell: 'r9c9' })).toEqual({
      command: 'place r2c3 4',
    });
    expect(moveFromState(state({}), BLOCK, 4, 'en', { cell: 'r9c9' })).toEqual({
      command: 'place r9c9 4',
    });
  });

  it('takes the mode from the screen only (a redrawn menu shows Place)', () => {
    const remembered = { cell: 'r1c1', mode: 'note' } as const;
    expect(moveFromState(state({}), BLOCK, 5, 'en', remembered)).toEqual({
      command: 'place r1c1 5',
    });
    const note = state({ [MOVE_ACTIONS.mode]: 'note' });
    expect(moveFromState(note, BLOCK, 5, 'en', remembered)).toEqual({ command: 'note r1c1 5' });
  });

  it('still refuses a press with no pick anywhere', () => {
    expect(moveFromState(state({}), BLOCK, 2, 'en', { mode: 'note' })).toEqual({
      missing: 'Pick a cell in the menu first, then press 2.',
    });
  });
});

describe('PlayerPicks', () => {
  it('merges choices, a cell replacing a row and column, and forgets a filled cell', async () => {
    const picks = new PlayerPicks();
    await picks.remember('s', { row: '3' });
    await picks.remember('s', { col: '4' });
    await picks.remember('s', { mode: 'note' });
    expect(picks.get('s')).toEqual({ row: '3', col: '4', mode: 'note' });
    await picks.remember('s', { cell: 'r1c2' });
    expect(picks.get('s')).toEqual({ cell: 'r1c2', mode: 'note' });
    await picks.forgetCell('s');
    expect(picks.get('s')).toEqual({ mode: 'note' });
    await picks.forget('s');
    expect(picks.get('s')).toBeUndefined();
  });

  it('forgets picks after a while, and the oldest first past its size', async () => {
    let now = 0;
    const picks = new PlayerPicks(() => now);
    await picks.remember('old', { cell: 'r1c1' });
    now = PICK_TTL_MS + 1;
    expect(picks.get('old')).toBeUndefined();
    for (let i = 0; i <= MAX_PICKS; i++) await picks.remember(`s${i}`, { cell: 'r1c1' });
    expect(picks.size).toBe(MAX_PICKS);
    expect(picks.get('s0')).toBeUndefined();
    expect(picks.get(`s${MAX_PICKS}`)).toEqual({ cell: 'r1c1' });
  });
});

describe('PlayerPicks saved in the store', () => {
  /** A memory store that counts saves, and can be made to fail. */
  function savedIn() {
    const store = new MemoryStore();
    const counted = {
      saves: 0,
      down: false,
      async savePick(...args: Parameters<MemoryStore['savePick']>) {
        if (counted.down) throw new Error('store down');
        counted.saves++;
        return store.savePick(...args);
      },
      async savedPick(...args: Parameters<MemoryStore['savedPick']>) {
        if (counted.down) throw new Error('store down');
        return store.savedPick(...args);
      },
    };
    return { store: counted, logger: new MemoryLogger() };
  }

  it('another process recalls a pick; it is saved only when it changes, cleared once filled', async () => {
    let now = 1_000;
    const saved = savedIn();
    const a = new PlayerPicks(() => now, saved);
    const b = new PlayerPicks(() => now, saved);
    await a.remember('s', { cell: 'r1c2' });
    await a.remember('s', { cell: 'r1c2' });
    await a.remember('s', { mode: 'place' });
    await a.remember('s', { mode: 'place' });
    expect(saved.store.saves).toBe(2);
    expect(b.get('s')).toBeUndefined();
    expect(await b.recall('s')).toEqual({ cell: 'r1c2', mode: 'place' });
    // Held now: b merges a new choice with it without reading again.
    await b.remember('s', { mode: 'note' });
    expect(await new PlayerPicks(() => now, saved).recall('s')).toEqual({
      cell: 'r1c2',
      mode: 'note',
    });
    await b.forgetCell('s');
    expect(await new PlayerPicks(() => now, saved).recall('s')).toEqual({ mode: 'note' });
    await b.forget('s');
    expect(await new PlayerPicks(() => now, saved).recall('s')).toBeUndefined();
    // A pick past its age is gone from the store too.
    await a.remember('t', { cell: 'r5c5' });
    now += PICK_TTL_MS;
    expect(await new PlayerPicks(() => now, saved).recall('t')).toBeUndefined();
  });

  it('a store that fails leaves the pick in this process, and says so in the log', async () => {
    const saved = savedIn();
    saved.store.down = true;
    const picks = new PlayerPicks(Date.now, saved);
    await picks.remember('s', { cell: 'r3c3' });
    expect(picks.get('s')).toEqual({ cell: 'r3c3' });
    expect(await new PlayerPicks(Date.now, saved).recall('s')).toBeUndefined();
    expect(saved.logger.lines.map((l) => l.message)).toEqual([
      'slack pick not read from the store',
      'slack pick not saved in the store',
      'slack pick not read from the store',
    ]);
  });
});
