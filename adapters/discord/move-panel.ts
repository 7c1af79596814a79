// Moves without typing. Under a live board: a row picker and a "Type a move" button. Picking a
// row opens a move panel only the player sees: the cells of that row as buttons (filled ones
// show their digit), then digit buttons, a pencil-note switch and Clear. Every component carries
// its game and the panel's state in its custom_id, so nothing is kept in memory and a press on
// a replaced board is refused by the core. A 9x9 move from the board takes 4 taps (row picker:
// open + choose, cell, digit); the next move in the same row takes 2.

import {
  ButtonStyle,
  ComponentType,
  TextInputStyle,
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type APIComponentInMessageActionRow,
  type APIModalInteractionResponseCallbackData,
  type APISelectMenuOption,
} from 'discord.js';
import type { Locale } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/translate.ts';
import type { BoardView } from '../../src/render/view.ts';
import { makeButtonId } from './custom-id.ts';

export type MessageRow = APIActionRowComponent<APIComponentInMessageActionRow>;

/** The move text field of the "Type a move" modal. */
export const MOVE_FIELD = 'move';
/** Longest move typed in the modal (`note r16c16 10 11 12 13 14 15 16` fits). */
export const MAX_MODAL_MOVE = 60;

/** Where a player is in the panel: a row, maybe a cell of it, and the note switch. */
export interface PanelState {
  readonly gameId: string;
  readonly row?: number;
  readonly cell?: number;
  readonly notes: boolean;
  /** The core asked before clearing the cell (another player's work): Clear confirms. */
  readonly confirmClear?: boolean;
}

const MAX_OPTIONS = 25;

function digitAt(view: BoardView, cell: number): number {
  return view.givens[cell] || view.entries[cell] || view.revealed?.[cell] || 0;
}

function emptyInRow(view: BoardView, row: number): number[] {
  const n = view.geometry.size;
  const cells: number[] = [];
  for (let col = 0; col < n; col++) if (!digitAt(view, (row - 1) * n + col)) cells.push(col);
  return cells;
}

/** `r3c5` of a cell index. */
function cellName(cell: number, size: number): string {
  return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
}

/** Panel state as the tail of a `pick` id: `r3`, `r3c5`, with `:n` for notes. */
export function encodeState(state: Omit<PanelState, 'gameId'>, size: number): string {
  const where =
    state.cell !== undefined ? cellName(state.cell, size) : state.row ? `r${state.row}` : '';
  return state.notes ? `${where}:n` : where;
}

/** Reads a `pick` id's state (and a select's chosen value, which replaces the row or cell). */
export function decodeState(
  gameId: string,
  text: string,
  size: number,
  chosen?: string,
): PanelState | undefined {
  const [where = '', mode = ''] = text.split(':');
  let row: number | undefined;
  let cell: number | undefined;
  const m = /^r(\d{1,2})(?:c(\d{1,2}))?$/.exec(where);
  if (m) {
    row = Number(m[1]);
    if (m[2]) cell = (row - 1) * size + Number(m[2]) - 1;
  }
  if (chosen !== undefined) {
    const picked = /^r(\d{1,2})$/.exec(chosen);
    const col = /^c(\d{1,2})$/.exec(chosen);
    if (picked) {
      row = Number(picked[1]);
      cell = undefined;
    } else if (col && row) cell = (row - 1) * size + Number(col[1]) - 1;
    else return undefined;
  }
  if (row !== undefined && (row < 1 || row > size)) return undefined;
  if (cell !== undefined && (cell < 0 || cell >= size * size)) return undefined;
  return {
    gameId,
    ...(row !== undefined && { row }),
    ...(cell !== undefined && { cell }),
    notes: mode === 'n',
  };
}

function rowOptions(view: BoardView, locale: Locale, selected?: number): APISelectMenuOption[] {
  const n = view.geometry.size;
  const options: APISelectMenuOption[] = [];
  for (let row = 1; row <= n && options.length < MAX_OPTIONS; row++) {
    const empty = emptyInRow(view, row).length;
    if (empty === 0) continue;
    options.push({
      label: t(locale, 'adapter.row', { row }),
      description: t(locale, 'discord.empty-cells', { n: empty }),
      value: `r${row}`,
      ...(row === selected && { default: true }),
    });
  }
  return options;
}

function select(
  customId: string,
  placeholder: string,
  options: APISelectMenuOption[],
): MessageRow | undefined {
  if (options.length === 0) return undefined;
  return {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.StringSelect,
        custom_id: customId,
        placeholder,
        options,
        min_values: 1,
        max_values: 1,
      },
    ],
  };
}

function button(
  customId: string | undefined,
  label: string,
  style: ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success | ButtonStyle.Danger,
  disabled = false,
): APIButtonComponentWithCustomId | undefined {
  if (!customId) return undefined;
  return {
    type: ComponentType.Button,
    custom_id: customId,
    label,
    style,
    ...(disabled && { disabled: true }),
  };
}

function rowsOf(buttons: (APIButtonComponentWithCustomId | undefined)[], perRow = 5): MessageRow[] {
  const present = buttons.filter((b): b is APIButtonComponentWithCustomId => b !== undefined);
  const rows: MessageRow[] = [];
  for (let i = 0; i < present.length; i += perRow) {
    rows.push({ type: ComponentType.ActionRow, components: present.slice(i, i + perRow) });
  }
  return rows;
}

/** The components a live board gets besides its action buttons: the row picker. */
export function boardMoveRow(
  view: BoardView,
  gameId: string,
  locale: Locale,
): MessageRow | undefined {
  const id = makeButtonId({ kind: 'pick', gameId, command: '' });
  return id ? select(id, t(locale, 'discord.play-cell'), rowOptions(view, locale)) : undefined;
}

/** The "Type a move" button under a live board. */
export function typeMoveButton(
  gameId: string,
  locale: Locale,
): APIButtonComponentWithCustomId | undefined {
  return button(
    makeButtonId({ kind: 'modal', gameId, command: '' }),
    t(locale, 'discord.type-move'),
    ButtonStyle.Secondary,
  );
}

/** The modal that takes one typed move (`r3c5 7`, `clear r3c5`, `note r3c5 1 2`). */
export function moveModal(
  gameId: string,
  locale: Locale,
): APIModalInteractionResponseCallbackData | undefined {
  const id = makeButtonId({ kind: 'modal', gameId, command: '' });
  if (!id) return undefined;
  return {
    custom_id: id,
    title: t(locale, 'discord.move-title'),
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.TextInput,
            custom_id: MOVE_FIELD,
            label: t(locale, 'discord.move-label'),
            style: TextInputStyle.Short,
            placeholder: t(locale, 'discord.move-placeholder'),
            min_length: 2,
            max_length: MAX_MODAL_MOVE,
            required: true,
          },
        ],
      },
    ],
  };
}

function digitLabel(d: number): string {
  return String(d);
}

/** The panel's text: where the player is and what to press next. */
export function panelText(
  view: BoardView,
  state: PanelState,
  locale: Locale,
  status?: string,
): string {
  const n = view.geometry.size;
  const lines: string[] = [];
  if (status) lines.push(status);
  if (!state.row) {
    lines.push(t(locale, 'discord.panel-start'));
    return lines.join('\n');
  }
  const cells = Array.from({ length: n }, (_, col) => {
    const d = digitAt(view, (state.row! - 1) * n + col);
    return d ? String(d) : '·';
  });
  lines.push(t(locale, 'discord.panel-row', { row: state.row, cells: `\`${cells.join(' ')}\`` }));
  if (state.cell === undefined) lines.push(t(locale, 'discord.panel-cell'));
  else {
    const cell = cellName(state.cell, n);
    lines.push(t(locale, state.notes ? 'discord.panel-notes' : 'discord.panel-digit', { cell }));
  }
  return lines.join('\n');
}

/** The Clear button's move: confirmed once the core asked about another player's work. */
function clearCommand(state: PanelState, cell: number, size: number): string {
  return `clear ${cellName(cell, size)}${state.confirmClear ? ' confirm' : ''}`;
}

function clearLabel(state: PanelState, locale: Locale): string {
  return t(locale, state.confirmClear ? 'clear.button' : 'discord.clear');
}

function notesLabel(state: PanelState, locale: Locale): string {
  return t(locale, state.notes ? 'discord.notes-on' : 'discord.notes-off');
}

/** The panel's components for a 9x9 (or smaller) board: cells as buttons, digits as buttons. */
function smallBoardPanel(view: BoardView, state: PanelState, locale: Locale): MessageRow[] {
  const n = view.geometry.size;
  const { gameId } = state;
  const rows: MessageRow[] = [];
  const picker = select(
    makeButtonId({ kind: 'pick', gameId, command: state.notes ? ':n' : '' }) ?? '',
    t(locale, 'discord.pick-row'),
    rowOptions(view, locale, state.row),
  );
  if (picker) rows.push(picker);
  const toggle = button(
    makeButtonId({
      kind: 'pick',
      gameId,
      command: encodeState({ ...state, notes: !state.notes }, n),
    }),
    notesLabel(state, locale),
    state.notes ? ButtonStyle.Success : ButtonStyle.Secondary,
  );
  const cellButtons: (APIButtonComponentWithCustomId | undefined)[] = [];
  if (state.row) {
    for (let col = 0; col < n; col++) {
      const cell = (state.row - 1) * n + col;
      const d = digitAt(view, cell);
      const id = makeButtonId({
        kind: 'pick',
        gameId,
        command: encodeState({ row: state.row, cell, notes: state.notes }, n),
      });
      cellButtons.push(
        button(
          id,
          d ? digitLabel(d) : `c${col + 1}`,
          cell === state.cell ? ButtonStyle.Primary : ButtonStyle.Secondary,
          d !== 0,
        ),
      );
    }
  }
  rows.push(...rowsOf([...cellButtons, toggle]));
  const target = state.cell;
  const digits: (APIButtonComponentWithCustomId | undefined)[] = [];
  for (let d = 1; d <= n; d++) {
    const command =
      target === undefined
        ? `noop ${d}`
        : `${state.notes ? 'note' : 'place'} ${cellName(target, n)} ${d}`;
    digits.push(
      button(
        makeButtonId({ kind: 'move', gameId, command }),
        digitLabel(d),
        ButtonStyle.Primary,
        target === undefined,
      ),
    );
  }
  const clear = button(
    makeButtonId({
      kind: 'move',
      gameId,
      command: target === undefined ? 'noop clear' : clearCommand(state, target, n),
    }),
    clearLabel(state, locale),
    ButtonStyle.Danger,
    target === undefined,
  );
  rows.push(...rowsOf([...digits, clear]));
  return rows.slice(0, 5);
}

/** The panel for 16x16 boards, where cells and digits don't fit as buttons: three pickers. */
function bigBoardPanel(view: BoardView, state: PanelState, locale: Locale): MessageRow[] {
  const n = view.geometry.size;
  const { gameId } = state;
  const rows: MessageRow[] = [];
  const mode = state.notes ? ':n' : '';
  const rowPicker = select(
    makeButtonId({ kind: 'pick', gameId, command: mode }) ?? '',
    t(locale, 'discord.pick-row'),
    rowOptions(view, locale, state.row),
  );
  if (rowPicker) rows.push(rowPicker);
  if (state.row) {
    const options = emptyInRow(view, state.row).map((col) => ({
      label: t(locale, 'adapter.column', { column: col + 1 }),
      value: `c${col + 1}`,
      ...((state.row! - 1) * n + col === state.cell && { default: true }),
    }));
    const columnPicker = select(
      makeButtonId({ kind: 'pick', gameId, command: `r${state.row}${mode}` }) ?? '',
      t(locale, 'discord.pick-column'),
      options.slice(0, MAX_OPTIONS),
    );
    if (columnPicker) rows.push(columnPicker);
  }
  if (state.cell !== undefined) {
    const verb = state.notes ? 'note' : 'place';
    const digitPicker = select(
      makeButtonId({ kind: 'move', gameId, command: `${verb} ${cellName(state.cell, n)}` }) ?? '',
      t(locale, state.notes ? 'discord.toggle-note' : 'discord.pick-digit'),
      Array.from({ length: n }, (_, i) => ({ label: String(i + 1), value: String(i + 1) })),
    );
    if (digitPicker) rows.push(digitPicker);
  }
  const toggle = button(
    makeButtonId({
      kind: 'pick',
      gameId,
      command: encodeState({ ...state, notes: !state.notes }, n),
    }),
    notesLabel(state, locale),
    state.notes ? ButtonStyle.Success : ButtonStyle.Secondary,
  );
  const clear =
    state.cell === undefined
      ? undefined
      : button(
          makeButtonId({ kind: 'move', gameId, command: clearCommand(state, state.cell, n) }),
          clearLabel(state, locale),
          ButtonStyle.Danger,
        );
  rows.push(...rowsOf([toggle, clear]));
  return rows.slice(0, 5);
}

/** The move panel's components for the board as it is now. */
export function panelComponents(view: BoardView, state: PanelState, locale: Locale): MessageRow[] {
  return view.geometry.size > 9
    ? bigBoardPanel(view, state, locale)
    : smallBoardPanel(view, state, locale);
}

/**
 * After a move: the same row stays picked (the next move there takes two taps); in note mode
 * the cell stays picked too, since a cell usually gets several notes.
 */
export function stateAfterMove(state: PanelState): PanelState {
  return {
    gameId: state.gameId,
    ...(state.row && { row: state.row }),
    ...(state.notes && state.cell !== undefined && { cell: state.cell }),
    notes: state.notes,
  };
}
