// Component custom ids. A component carries what it does as text, so a press after a restart
// still works without any state: `sudoku:run@<game>:<command>` runs a core command on the game
// whose board it sits under (a press on an older game's board is then refused clearly).
// Kinds:
// - `run`: run the command (board buttons); `ask`: ask before running it (Reveal);
// - `yes` / `no`: the answers to such a question, with a nonce that finds the pressed board;
// - `pick`: move-panel navigation (`r3` a row, `r3c5` a cell, `:n` pencil-note mode);
// - `move`: a move from the panel (`place r3c5 7`), answered by updating the panel;
// - `modal`: the "type a move" button and the modal it opens;
// - `launch`: "Play in Discord", which opens the Sudoku Activity (LAUNCH_ACTIVITY).

/** Discord's limit on a component's custom_id. */
export const MAX_CUSTOM_ID_LENGTH = 100;

const PREFIX = 'sudoku';
export const BUTTON_KINDS = ['run', 'ask', 'yes', 'no', 'pick', 'move', 'modal', 'launch'] as const;
export type ButtonKind = (typeof BUTTON_KINDS)[number];

export interface ButtonId {
  readonly kind: ButtonKind;
  /** Command text in the core grammar (`run`, `ask`, `move`), or the panel state (`pick`). */
  readonly command: string;
  /** Identifies a pending confirmation (`yes` and `no` only). */
  readonly nonce?: string;
  /** The game whose board the component belongs to. */
  readonly gameId?: string;
}

const NONCE = /^[0-9a-z]{1,16}$/;
const GAME_ID = /^[A-Za-z0-9_-]{1,40}$/;
const PATTERN = new RegExp(
  `^${PREFIX}:(${BUTTON_KINDS.join('|')})(?:@([A-Za-z0-9_-]{1,40}))?:(.*)$`,
  's',
);

/** The custom_id for a component, or undefined when it would not fit Discord's limit. */
export function makeButtonId(id: ButtonId): string | undefined {
  const hasNonce = id.kind === 'yes' || id.kind === 'no';
  if (hasNonce !== (id.nonce !== undefined)) return undefined;
  if (id.nonce !== undefined && !NONCE.test(id.nonce)) return undefined;
  if (id.gameId !== undefined && !GAME_ID.test(id.gameId)) return undefined;
  const head =
    id.gameId === undefined ? `${PREFIX}:${id.kind}` : `${PREFIX}:${id.kind}@${id.gameId}`;
  const parts = [head, ...(id.nonce === undefined ? [] : [id.nonce]), id.command];
  const text = parts.join(':');
  return text.length <= MAX_CUSTOM_ID_LENGTH ? text : undefined;
}

/** Reads a custom_id made by makeButtonId; undefined for anything else (another bot's id). */
export function parseButtonId(customId: string): ButtonId | undefined {
  if (customId.length > MAX_CUSTOM_ID_LENGTH) return undefined;
  const m = PATTERN.exec(customId.replace(POST_MARK, ''));
  if (!m) return undefined;
  const kind = m[1] as ButtonKind;
  const game = m[2] ? { gameId: m[2] } : {};
  const rest = m[3]!;
  if (kind !== 'yes' && kind !== 'no') return { kind, command: rest, ...game };
  const colon = rest.indexOf(':');
  if (colon < 0) return undefined;
  const nonce = rest.slice(0, colon);
  if (!NONCE.test(nonce)) return undefined;
  return { kind, nonce, command: rest.slice(colon + 1), ...game };
}

/**
 * The mark of a day's post, appended to one custom_id of its board message: Discord returns
 * component ids when the channel is read (its message nonce it does not), so a later attempt can
 * recognise the post, and tell its copies apart by attempt. A press strips it (parseButtonId).
 */
const POST_MARK = /~p(\d{4}-\d\d-\d\d)\.(\d{1,6})$/;

/** `customId` carrying the mark of the post of `date` sent by `attempt`, if it fits. */
export function withPostMark(customId: string, date: string, attempt: number): string | undefined {
  const marked = `${customId.replace(POST_MARK, '')}~p${date}.${attempt}`;
  return marked.length <= MAX_CUSTOM_ID_LENGTH && POST_MARK.test(marked) ? marked : undefined;
}

/** The post mark a custom_id carries, if any. */
export function postMarkOf(customId: string): { date: string; attempt: number } | undefined {
  const m = POST_MARK.exec(customId);
  return m ? { date: m[1]!, attempt: Number(m[2]) } : undefined;
}
