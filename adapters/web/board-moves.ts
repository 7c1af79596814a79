// A tap on the board UI as a core command: the request body checked (the game it was made on, a
// cell on the board, a digit of the board), turned into the core's `place`/`note`/`clear`/
// `undo`/`hint`/`reveal` for the identified user in the seat's conversation, and the core's
// replies read back as an outcome the page shows (done or refused and why, a question to
// confirm, a hint's marks, the celebration).

import type { BoardState } from '../../src/bot/board-state.ts';
import type { Command, Reply } from '../../src/bot/types.ts';
import { showsHint } from '../../src/render/view.ts';
import { DEFAULT_LOCALE } from '../../src/i18n/locales.ts';
import { listOf, msg, verbatim, type Text } from '../../src/i18n/text.ts';
import { t } from '../../src/i18n/translate.ts';
import { hintMarks, type HintMarks } from './board-marks.ts';
import { HttpError, sendShape } from './http-util.ts';

export const MOVE_KINDS = ['place', 'note', 'clear', 'undo', 'hint', 'reveal'] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];

/** What a tap asks for, cells as indices into the board (row-major from 0). */
export type BoardMove =
  | { readonly kind: 'place'; readonly cell: number; readonly digit: number }
  /** Toggles one pencil note. */
  | { readonly kind: 'note'; readonly cell: number; readonly digit: number }
  | { readonly kind: 'clear'; readonly cell: number; readonly confirmed?: boolean }
  | { readonly kind: 'undo' }
  | { readonly kind: 'hint'; readonly cell?: number }
  /** The page asked "reveal for everyone?" first. */
  | { readonly kind: 'reveal' };

export interface MoveRequest {
  /** The game the page showed when the tap was made. */
  readonly gameId: string;
  /** The page's sequence number: each is accepted once (see ReplayWindow). */
  readonly seq: number;
  readonly move: BoardMove;
}

/** What the page hears back. */
export interface MoveOutcome {
  /** The board changed as asked. */
  readonly ok: boolean;
  /** What the bot says to the mover (a refusal's reason, a hint's words), as plain text. */
  readonly message?: string;
  /** A question to confirm first (clearing another player's digit): send again confirmed. */
  readonly confirm?: string;
  readonly hint?: HintMarks;
  /** A hint that goes deeper when asked again (the page shows *More*), in any language. */
  readonly more?: boolean;
  /** The words of a finished game, for the celebration. */
  readonly celebration?: string;
  readonly state: BoardState | null;
}

const bad = (text: Text) => new HttpError(400, 'bad-move', text);

function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

function cellName(cell: number, size: number): string {
  return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
}

/** The cell of a move, checked against the board: 400 naming the range when it is off. */
function cellOf(value: unknown, state: BoardState): number {
  const cells = state.size * state.size;
  if (!isInteger(value) || value < 0 || value >= cells) {
    throw bad(
      msg('http.move-off-board', {
        last: cells - 1,
        cell: verbatim(cellName(cells - 1, state.size)),
      }),
    );
  }
  return value;
}

function digitOf(value: unknown, state: BoardState): number {
  if (!isInteger(value) || value < 1 || value > state.size) {
    throw bad(msg('move.bad-digit', { size: state.size }));
  }
  return value;
}

/**
 * Reads a move request made on `state` (the conversation's game now). 400 for a malformed move,
 * 409 when the page's game is not this conversation's current game (an older board, another
 * conversation's game id) or the game takes no more moves.
 */
export function parseMoveRequest(body: unknown, state: BoardState | undefined): MoveRequest {
  if (typeof body !== 'object' || body === null) {
    throw bad(sendShape('{"gameId", "seq", "move": {"kind": "place", "cell": 40, "digit": 7}}'));
  }
  const { gameId, seq, move } = body as Record<string, unknown>;
  if (typeof gameId !== 'string' || gameId.length === 0 || gameId.length > 64) {
    throw bad(msg('http.move-no-game'));
  }
  if (!isInteger(seq) || seq < 0 || seq > Number.MAX_SAFE_INTEGER) {
    throw bad(msg('http.move-no-seq'));
  }
  if (!state) throw new HttpError(409, 'no-game', msg('http.no-game'));
  if (gameId !== state.gameId) {
    throw new HttpError(409, 'other-game', msg('http.other-game'));
  }
  if (typeof move !== 'object' || move === null) throw bad(msg('http.move-missing'));
  const m = move as Record<string, unknown>;
  const kind = MOVE_KINDS.find((k) => k === m.kind);
  if (!kind) {
    const kinds = listOf(MOVE_KINDS.map((k) => verbatim(`\`${k}\``)));
    throw bad(msg('http.move-kinds', { kinds }));
  }
  if (state.status !== 'playing' && kind !== 'undo') {
    const solved = state.status === 'solved' ? 'yes' : 'no';
    throw new HttpError(409, 'game-over', msg('http.game-over', { solved }));
  }
  return { gameId, seq, move: moveOf(kind, m, state) };
}

function moveOf(kind: MoveKind, m: Record<string, unknown>, state: BoardState): BoardMove {
  switch (kind) {
    case 'place':
    case 'note':
      return { kind, cell: cellOf(m.cell, state), digit: digitOf(m.digit, state) };
    case 'clear':
      return {
        kind,
        cell: cellOf(m.cell, state),
        ...(m.confirmed === true && { confirmed: true }),
      };
    case 'hint':
      return m.cell === undefined || m.cell === null
        ? { kind }
        : { kind, cell: cellOf(m.cell, state) };
    case 'undo':
    case 'reveal':
      return { kind };
  }
}

/** The core command of a move on a board of `size`. */
export function commandOf(move: BoardMove, size: number): Command {
  const ref = (cell: number) => ({ row: Math.floor(cell / size) + 1, col: (cell % size) + 1 });
  switch (move.kind) {
    case 'place':
      return { kind: 'place', cell: ref(move.cell), digit: move.digit };
    case 'note':
      return { kind: 'note', cell: ref(move.cell), digits: [move.digit] };
    case 'clear':
      return { kind: 'clear', cell: ref(move.cell), ...(move.confirmed && { confirmed: true }) };
    case 'undo':
      return { kind: 'undo' };
    case 'hint':
      return move.cell === undefined ? { kind: 'hint' } : { kind: 'hint', cell: ref(move.cell) };
    case 'reveal':
      return { kind: 'reveal', confirmed: true };
  }
}

/** The core's light markdown as plain text (bold marks and code quotes dropped). */
export function plainText(text: string): string {
  return text.replace(/`([^`\n]*)`/g, '$1').replace(/(^|[^\w*])\*(\S[^*\n]*?)\*(?!\w)/g, '$1$2');
}

/** Whether the move did what it asked, judged on the states before and after it. */
function done(move: BoardMove, before: BoardState, after: BoardState | undefined): boolean {
  if (!after || after.gameId !== before.gameId) return false;
  switch (move.kind) {
    case 'place':
      return before.entries[move.cell] === 0 && after.entries[move.cell] === move.digit;
    case 'reveal':
      return after.status === 'revealed';
    default:
      return after.version > before.version;
  }
}

/**
 * Whether a hint offers a deeper level: its *More* button (in a channel), or in a direct
 * message its "ask again" line, said in the reply's language.
 */
function offersMore(move: BoardMove, reply: Reply | undefined, size: number): boolean {
  if (!reply || move.kind !== 'hint') return false;
  if (reply.actions?.some((a) => a.id === 'hint-more')) return true;
  const again = move.cell === undefined ? 'hint' : `hint ${cellName(move.cell, size)}`;
  return reply.text.includes(t(reply.locale ?? DEFAULT_LOCALE, 'hint.again', { again }).trim());
}

/** The outcome of a move from the core's replies and the states around it. */
export function outcomeOf(
  move: BoardMove,
  replies: readonly Reply[],
  before: BoardState,
  after: BoardState | undefined,
): MoveOutcome {
  const ok = done(move, before, after);
  const mine = replies.filter((r) => r.visibility === 'asker' && !r.conversation);
  const asking = mine.find((r) => r.actions?.some((a) => a.command.endsWith('confirm')));
  const hinted = replies.find((r) => r.board && showsHint(r.board.highlights));
  const hintReply = move.kind === 'hint' ? (hinted ?? mine.at(0) ?? replies.at(0)) : undefined;
  // A placed digit speaks for itself on the board; an undo or a clear says what it took back.
  const quiet = ok && move.kind === 'place';
  const spoken = asking ?? hintReply ?? (quiet ? mine.find((r) => !r.ack) : mine.at(0));
  const finished = after?.status === 'solved' && before.status === 'playing';
  const celebration = finished ? replies.find((r) => r.live && !r.conversation) : undefined;
  return {
    ok: ok && !asking,
    ...(spoken && { message: plainText(spoken.text) }),
    ...(asking && { confirm: plainText(asking.text) }),
    ...(hinted?.board && { hint: hintMarks(hinted.board) }),
    ...(offersMore(move, hintReply, before.size) && { more: true }),
    ...(celebration && { celebration: plainText(celebration.text) }),
    state: after ?? null,
  };
}
