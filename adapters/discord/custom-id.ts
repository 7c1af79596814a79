// Button custom ids. A button carries the core command it runs as text, so a press after a
// restart still works without any state: `sudoku:run:<command>`. Buttons that need a
// confirmation first carry `ask`; the confirmation's own buttons carry `yes` / `no` with a nonce
// that finds the board message to update (see confirmations.ts).

/** Discord's limit on a component's custom_id. */
export const MAX_CUSTOM_ID_LENGTH = 100;

const PREFIX = 'sudoku';
export const BUTTON_KINDS = ['run', 'ask', 'yes', 'no'] as const;
export type ButtonKind = (typeof BUTTON_KINDS)[number];

export interface ButtonId {
  readonly kind: ButtonKind;
  /** Command text in the core grammar (empty for `no`). */
  readonly command: string;
  /** Identifies a pending confirmation (`yes` and `no` only). */
  readonly nonce?: string;
}

const NONCE = /^[0-9a-z]{1,16}$/;

/** The custom_id for a button, or undefined when it would not fit Discord's limit. */
export function makeButtonId(id: ButtonId): string | undefined {
  const hasNonce = id.kind === 'yes' || id.kind === 'no';
  if (hasNonce !== (id.nonce !== undefined)) return undefined;
  if (id.nonce !== undefined && !NONCE.test(id.nonce)) return undefined;
  const parts = [PREFIX, id.kind, ...(id.nonce === undefined ? [] : [id.nonce]), id.command];
  const text = parts.join(':');
  return text.length <= MAX_CUSTOM_ID_LENGTH ? text : undefined;
}

/** Reads a custom_id made by makeButtonId; undefined for anything else (another bot's id). */
export function parseButtonId(customId: string): ButtonId | undefined {
  if (customId.length > MAX_CUSTOM_ID_LENGTH) return undefined;
  const m = /^sudoku:(run|ask|yes|no):(.*)$/s.exec(customId);
  if (!m) return undefined;
  const kind = m[1] as ButtonKind;
  const rest = m[2]!;
  if (kind === 'run' || kind === 'ask') return { kind, command: rest };
  const colon = rest.indexOf(':');
  if (colon < 0) return undefined;
  const nonce = rest.slice(0, colon);
  if (!NONCE.test(nonce)) return undefined;
  return { kind, nonce, command: rest.slice(colon + 1) };
}
