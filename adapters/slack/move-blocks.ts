// Moves without typing on Slack. Under a live board: a cell menu (the empty cells, by row), a
// Place/Note switch and one button per digit, in one actions block. Slack keeps what each
// person picks in a menu on their own screen and sends it with their next button press
// (`state.values`), so the board message is shared while every player's choice is their own:
// pick a cell, press a digit (3 taps). 16x16 boards pick a row and a column instead of a cell.
// The board's game rides in the block ids, so a press on an older game's board is refused.

import type { types } from '@slack/bolt';
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/translate.ts';
import type { BoardView } from '../../src/render/view.ts';

/** Prefix of the block ids of a board's move and action blocks; the game id follows `@`. */
export const MOVE_BLOCK = 'sudoku-move';
export const ACTIONS_BLOCK = 'sudoku-actions';
/** The block of the *Play* button (a modal of one's own). */
export const PLAY_BLOCK = 'sudoku-play';
/** action_ids of the move block's elements. */
export const MOVE_ACTIONS = {
  cell: 'sudoku:cell',
  row: 'sudoku:row',
  col: 'sudoku:col',
  mode: 'sudoku:mode',
  digit: 'sudoku:digit:',
} as const;

/** The action_id of *Play* under a board (play-modal.ts); its value is the board's game id. */
export const PLAY_ACTION = 'sudoku:play';

/** The *Play* button under a board still being played: a modal of one's own to play it in. */
export function playButton(gameId: string, locale: Locale = DEFAULT_LOCALE): types.Button {
  return {
    type: 'button',
    action_id: PLAY_ACTION,
    text: { type: 'plain_text', text: t(locale, 'slack.play') },
    value: gameId,
    style: 'primary',
  };
}

/** Slack's limit on the options of one menu. */
const MAX_OPTIONS = 100;

function digitAt(view: BoardView, cell: number): number {
  return view.givens[cell] || view.entries[cell] || view.revealed?.[cell] || 0;
}

function option(text: string, value: string): types.PlainTextOption {
  return { text: { type: 'plain_text', text }, value };
}

/** The block id of a board block of `gameId` (undefined when it would not fit). */
export function boardBlockId(prefix: string, gameId: string): string | undefined {
  const id = `${prefix}@${gameId}`;
  return id.length <= 255 ? id : undefined;
}

/** The game id a board block id names, if it is one of ours. */
export function gameOfBlock(blockId: string | undefined): string | undefined {
  // A play modal's move block adds `~N` (its moves so far) to the id.
  const m = /^sudoku-(?:move|actions|play)@([^~]+)(?:~\d+)?$/.exec(blockId ?? '');
  return m?.[1];
}

function cellMenu(view: BoardView, locale: Locale): types.StaticSelect[] {
  const n = view.geometry.size;
  const empty: number[] = [];
  for (let cell = 0; cell < n * n; cell++) if (!digitAt(view, cell)) empty.push(cell);
  if (empty.length <= MAX_OPTIONS) {
    const groups = new Map<number, types.PlainTextOption[]>();
    for (const cell of empty) {
      const row = Math.floor(cell / n) + 1;
      const name = `r${row}c${(cell % n) + 1}`;
      groups.set(row, [...(groups.get(row) ?? []), option(name, name)]);
    }
    return [
      {
        type: 'static_select',
        action_id: MOVE_ACTIONS.cell,
        placeholder: { type: 'plain_text', text: t(locale, 'slack.pick-cell') },
        option_groups: [...groups].map(([row, options]) => ({
          label: { type: 'plain_text', text: t(locale, 'adapter.row', { row }) },
          options,
        })),
      },
    ];
  }
  const rows: types.PlainTextOption[] = [];
  const cols: types.PlainTextOption[] = [];
  for (let i = 1; i <= n; i++) {
    rows.push(option(t(locale, 'adapter.row', { row: i }), String(i)));
    cols.push(option(t(locale, 'adapter.column', { column: i }), String(i)));
  }
  return [
    {
      type: 'static_select',
      action_id: MOVE_ACTIONS.row,
      placeholder: { type: 'plain_text', text: t(locale, 'slack.row') },
      options: rows,
    },
    {
      type: 'static_select',
      action_id: MOVE_ACTIONS.col,
      placeholder: { type: 'plain_text', text: t(locale, 'slack.column') },
      options: cols,
    },
  ];
}

/** The move block under a live board that is still being played. */
export function moveBlock(
  view: BoardView,
  gameId: string,
  locale: Locale = DEFAULT_LOCALE,
): types.ActionsBlock | undefined {
  const blockId = boardBlockId(MOVE_BLOCK, gameId);
  if (!blockId) return undefined;
  const place = option(t(locale, 'slack.place'), 'place');
  const mode: types.StaticSelect = {
    type: 'static_select',
    action_id: MOVE_ACTIONS.mode,
    options: [place, option(t(locale, 'slack.note'), 'note')],
    initial_option: place,
  };
  const digits: types.Button[] = [];
  for (let d = 1; d <= view.geometry.size; d++) {
    digits.push({
      type: 'button',
      action_id: `${MOVE_ACTIONS.digit}${d}`,
      text: { type: 'plain_text', text: String(d) },
      value: String(d),
    });
  }
  return {
    type: 'actions',
    block_id: blockId,
    elements: [...cellMenu(view, locale), mode, ...digits],
  };
}

/** What a player picked in a board's menus, as Slack sends it with a press. */
type StateValues = Record<
  string,
  Record<string, { selected_option?: { value?: string } | null } | undefined>
>;

/**
 * The command a digit press stands for, from the presser's picks in the same block: `place
 * r3c5 7` or `note r3c5 7`; undefined (with why) when no cell was picked yet.
 */
export function moveFromState(
  state: { values?: StateValues } | undefined,
  blockId: string,
  digit: number,
  locale: Locale = DEFAULT_LOCALE,
): { command: string } | { missing: string } {
  const picks = state?.values?.[blockId] ?? {};
  const picked = (id: string) => picks[id]?.selected_option?.value ?? undefined;
  const verb = picked(MOVE_ACTIONS.mode) === 'note' ? 'note' : 'place';
  const cell = picked(MOVE_ACTIONS.cell);
  if (cell) return { command: `${verb} ${cell} ${digit}` };
  const row = picked(MOVE_ACTIONS.row);
  const col = picked(MOVE_ACTIONS.col);
  if (row && col) return { command: `${verb} r${row}c${col} ${digit}` };
  const key =
    picks[MOVE_ACTIONS.row] !== undefined ? 'slack.missing-row-column' : 'slack.missing-cell';
  return { missing: t(locale, key, { digit }) };
}
