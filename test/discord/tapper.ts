// A player who makes moves only by taps, reading the components Discord shows them (the board
// message, then their own move panel) and taking the fewest taps those components allow: a
// button is one tap, a select two (open it, choose). It knows nothing of the panel's design, so
// it measures the old panel and the new one alike.

import type { ChannelMessage } from './fake-discord.ts';
import type { Harness } from './harness.ts';
import { buttonPress, selectChoice } from './payloads.ts';
import type { BotCore } from '../../src/bot/types.ts';

interface Component {
  readonly type: number;
  readonly custom_id: string;
  readonly disabled?: boolean;
  readonly options?: readonly { readonly value: string; readonly label: string }[];
}

/** Discord's limits on a message's components, as its API refuses them (code 50035). */
export function componentProblems(message: ChannelMessage): string[] {
  const problems: string[] = [];
  const rows = message.components as unknown as { components: Component[] }[];
  if (rows.length > 5) problems.push(`${rows.length} action rows`);
  const ids = new Set<string>();
  for (const row of rows) {
    const selects = row.components.filter((c) => c.type === 3).length;
    if (selects > 0 && row.components.length > 1) problems.push('a select shares its row');
    if (row.components.length > 5) problems.push(`${row.components.length} buttons in a row`);
    for (const c of row.components) {
      if (ids.has(c.custom_id)) problems.push(`custom_id ${c.custom_id} twice`);
      ids.add(c.custom_id);
      if (c.custom_id.length > 100) problems.push(`custom_id ${c.custom_id} too long`);
      if ((c.options?.length ?? 0) > 25) problems.push(`${c.options!.length} options`);
      if (c.type === 3 && (c.options?.length ?? 0) === 0) problems.push('a select without options');
    }
  }
  return problems;
}

function componentsOf(message: ChannelMessage): Component[] {
  const rows = message.components as unknown as { components: Component[] }[];
  return rows.flatMap((r) => r.components);
}

/**
 * One tap sequence's outcome: the taps of each digit pressed (a wrong digit is a move the core
 * refused, the right one after it another), and what broke Discord's limits on the way.
 */
export interface TapOutcome {
  readonly moves: readonly number[];
  readonly problems: readonly string[];
}

/**
 * Places `digit` in `cell` (`r3c5`) by taps, on the panel when one is open, else from the
 * board; presses `wrong` first when given (a player's mistake). Returns the taps it took.
 */
export async function tapMove<C extends BotCore>(
  h: Harness<C>,
  where: { boardId: string; panelId?: string },
  move: { gameId: string; cell: string; digit: number; wrong?: number },
): Promise<TapOutcome> {
  const { gameId, cell } = move;
  const row = cell.replace(/c\d+$/, '');
  let taps = 0;
  const moves: number[] = [];
  let wrong = move.wrong;
  const problems: string[] = [];
  for (let step = 0; step < 8; step++) {
    const panel = where.panelId ? h.api.message(where.panelId) : undefined;
    const message = panel ?? h.api.message(where.boardId)!;
    problems.push(...componentProblems(message));
    const payload = h.api.messagePayload(message.id);
    const components = componentsOf(message);
    const enabled = (id: string) => components.find((c) => c.custom_id === id && !c.disabled);
    const digitOf = (d: number) => enabled(`sudoku:move@${gameId}:place ${cell} ${d}`);
    const digit = digitOf(wrong ?? move.digit);
    if (digit) {
      await h.run(buttonPress(digit.custom_id, { message: payload }));
      moves.push(taps + 1);
      taps = 0;
      if (wrong === undefined) return { moves, problems };
      wrong = undefined;
      continue;
    }
    const cellButton = components.find(
      (c) => c.type === 2 && !c.disabled && new RegExp(`:${cell}$`).test(c.custom_id),
    );
    const select = (value: string) =>
      components.find((c) => c.type === 3 && c.options?.some((o) => o.value === value));
    const picked = cellButton ? undefined : (select(cell) ?? select(row));
    if (cellButton) {
      await h.run(buttonPress(cellButton.custom_id, { message: payload }));
      taps += 1;
    } else if (picked) {
      const value = picked.options!.some((o) => o.value === cell) ? cell : row;
      await h.run(selectChoice(picked.custom_id, value, payload));
      taps += 2;
    } else throw new Error(`no way to ${cell} on ${message.content}`);
    // A pick on the board opens the presser's own panel: the newest ephemeral message.
    if (!panel) where.panelId = h.api.allMessages().findLast((m) => (m.flags & 64) !== 0)?.id;
  }
  throw new Error(`${cell} ${move.digit} not placed in 8 steps`);
}

/** The value at `fraction` (0.5: median, 0.9: p90) of sorted counts, nearest rank. */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)]!;
}
