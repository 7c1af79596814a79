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
import type { Pick } from './picks.ts';

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

/** The option of `options` whose value is `value`, to show it picked (Slack wants one of them). */
function picked(options: types.PlainTextOption[], value: string | undefined) {
  const found = value === undefined ? undefined : options.find((o) => o.value === value);
  return found ? { initial_option: found } : {};
}

function cellMenu(view: BoardView, locale: Locale, pick: Pick): types.StaticSelect[] {
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
        ...picked([...groups.values()].flat(), pick.cell),
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
      ...picked(rows, pick.row),
    },
    {
      type: 'static_select',
      action_id: MOVE_ACTIONS.col,
      placeholder: { type: 'plain_text', text: t(locale, 'slack.column') },
      options: cols,
      ...picked(cols, pick.col),
    },
  ];
}

/**
 * The move block under a live board that is still being played; `pick` (a player's own modal)
 * is shown picked, where its cell is still open.
 */
export function moveBlock(
  view: BoardView,
  gameId: string,
  locale: Locale = DEFAULT_LOCALE,
  pick: Pick = {},
): types.ActionsBlock | undefined {
  const blockId = boardBlockId(MOVE_BLOCK, gameId);
  if (!blockId) return undefined;
  const place = option(t(locale, 'slack.place'), 'place');
  const note = option(t(locale, 'slack.note'), 'note');
  const mode: types.StaticSelect = {
    type: 'static_select',
    action_id: MOVE_ACTIONS.mode,
    options: [place, note],
    initial_option: pick.mode === 'note' ? note : place,
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
  const cells = cellMenu(view, locale, isOpen(view, pick) ? pick : {});
  return { type: 'actions', block_id: blockId, elements: [...cells, mode, ...digits] };
}

/** The board's cell index of a pick (a cell, or a row and a column), if it names one. */
function cellOfPick(view: BoardView, pick: Pick): number | undefined {
  const n = view.geometry.size;
  const m = /^r(\d+)c(\d+)$/.exec(pick.cell ?? '');
  const [row, col] = m ? [Number(m[1]), Number(m[2])] : [Number(pick.row), Number(pick.col)];
  if (!(row >= 1 && row <= n && col >= 1 && col <= n)) return undefined;
  return (row - 1) * n + (col - 1);
}

/** Whether a pick's cell is still empty on `view` (a filled cell is no longer in the menu). */
export function isOpen(view: BoardView, pick: Pick): boolean {
  const cell = cellOfPick(view, pick);
  return cell !== undefined && !digitAt(view, cell);
}

/** What a menu choice picks (a block action of one of the move block's menus). */
export function pickOfChoice(actionId: string, value: string | undefined): Pick | undefined {
  if (!value) return undefined;
  if (actionId === MOVE_ACTIONS.cell) return { cell: value };
  if (actionId === MOVE_ACTIONS.row) return { row: value };
  if (actionId === MOVE_ACTIONS.col) return { col: value };
  if (actionId === MOVE_ACTIONS.mode && (value === 'place' || value === 'note')) {
    return { mode: value };
  }
  return undefined;
}

/** What a player picked in a board's menus, as Slack sends it with a press. */
type StateValues = Record<
  string,
  Record<string, { selected_option?: { value?: string } | null } | undefined>
>;

/** What the presser's screen shows picked in the block (`state.values` of a press). */
export function pickFromState(state: { values?: StateValues } | undefined, blockId: string): Pick {
  const picks = state?.values?.[blockId] ?? {};
  const choice = (id: string) => pickOfChoice(id, picks[id]?.selected_option?.value ?? undefined);
  return Object.assign(
    {},
    ...[MOVE_ACTIONS.cell, MOVE_ACTIONS.row, MOVE_ACTIONS.col, MOVE_ACTIONS.mode].map(choice),
  ) as Pick;
}

/**
 * The command a digit press stands for, from the presser's picks in the same block: `place
 * r3c5 7` or `note r3c5 7`; undefined (with why) when no cell was picked yet. A press whose
 * screen lost its cell (the surface was redrawn) uses the cell `remembered` from the player's
 * own last choice, with the mode the screen shows.
 */
export function moveFromState(
  state: { values?: StateValues } | undefined,
  blockId: string,
  digit: number,
  locale: Locale = DEFAULT_LOCALE,
  remembered: Pick = {},
): { command: string } | { missing: string } {
  const picks = state?.values?.[blockId] ?? {};
  const shown = pickFromState(state, blockId);
  const verb = shown.mode === 'note' ? 'note' : 'place';
  const where = shown.cell || (shown.row && shown.col) ? shown : remembered;
  if (where.cell) return { command: `${verb} ${where.cell} ${digit}` };
  const { row, col } = where;
  if (row && col) return { command: `${verb} r${row}c${col} ${digit}` };
  const key =
    picks[MOVE_ACTIONS.row] !== undefined ? 'slack.missing-row-column' : 'slack.missing-cell';
  return { missing: t(locale, key, { digit }) };
}
