// The bot's memory of each player's pick (picks.ts) and how a digit press uses it
// (moveFromState): the screen's own pick wins, a lost cell comes from memory, the mode is always
// the one the screen shows, and the memory stays bounded in size and age.

import { describe, expect, it } from 'vitest';
import { MOVE_ACTIONS, moveFromState } from '../../adapters/slack/move-blocks.ts';
import { MAX_PICKS, PICK_TTL_MS, PlayerPicks } from '../../adapters/slack/picks.ts';

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
  it('merges choices, a cell replacing a row and column, and forgets a filled cell', () => {
    const picks = new PlayerPicks();
    picks.remember('s', { row: '3' });
    picks.remember('s', { col: '4' });
    picks.remember('s', { mode: 'note' });
    expect(picks.get('s')).toEqual({ row: '3', col: '4', mode: 'note' });
    picks.remember('s', { cell: 'r1c2' });
    expect(picks.get('s')).toEqual({ cell: 'r1c2', mode: 'note' });
    picks.forgetCell('s');
    expect(picks.get('s')).toEqual({ mode: 'note' });
    picks.forget('s');
    expect(picks.get('s')).toBeUndefined();
  });

  it('forgets picks after a while, and the oldest first past its size', () => {
    let now = 0;
    const picks = new PlayerPicks(() => now);
    picks.remember('old', { cell: 'r1c1' });
    now = PICK_TTL_MS + 1;
    expect(picks.get('old')).toBeUndefined();
    for (let i = 0; i <= MAX_PICKS; i++) picks.remember(`s${i}`, { cell: 'r1c1' });
    expect(picks.size).toBe(MAX_PICKS);
    expect(picks.get('s0')).toBeUndefined();
    expect(picks.get(`s${MAX_PICKS}`)).toEqual({ cell: 'r1c1' });
  });
});
